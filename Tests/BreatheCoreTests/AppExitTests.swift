import BreatheCore
import Testing

/// How a run of the app ends the process, as a table: its status, the signal that ended
/// it, and how its output failed.
@Suite struct AppExitTests {
    static let interrupt: Int32 = 2, hangup: Int32 = 1, brokenPipe: Int32 = 13

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let status: Int32
        let signal: Int32?
        let failure: AppExit.WriteFailure?
        let exit: AppExit
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "finished", status: 0, signal: nil, failure: nil, exit: .status(0)),
        Row(name: "a failed save, no signal", status: 1, signal: nil, failure: .other, exit: .status(1)),
        Row(name: "Ctrl-C", status: 0, signal: interrupt, failure: nil, exit: .die(signal: interrupt, sayingWriteFailure: false)),
        Row(name: "a hang-up after a full disk", status: 0, signal: hangup, failure: .other,
            exit: .die(signal: hangup, sayingWriteFailure: true)),
        Row(name: "Ctrl-C after stderr failed", status: 0, signal: interrupt, failure: .onStandardError,
            exit: .die(signal: interrupt, sayingWriteFailure: false)),
        // `| head -3`: the reader went away; breathe dies by SIGPIPE, quietly.
        Row(name: "a reader gone", status: 0, signal: brokenPipe, failure: .readerGone,
            exit: .die(signal: brokenPipe, sayingWriteFailure: false)),
        // A plain session whose stdout was closed or filled: saved, then status, not SIGPIPE.
        Row(name: "output failed otherwise", status: 0, signal: brokenPipe, failure: .other, exit: .status(0)),
        Row(name: "stderr failed in a plain session", status: 0, signal: brokenPipe, failure: .onStandardError, exit: .status(0)),
    ]

    @Test(arguments: rows)
    func theRunEndsAsTheTableSays(row: Row) {
        #expect(AppExit.of(status: row.status, signal: row.signal, writeFailure: row.failure, brokenPipe: Self.brokenPipe) == row.exit)
    }
}
