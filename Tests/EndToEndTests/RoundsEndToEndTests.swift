import Foundation
import Testing

/// `breathe practice rounds` as a person runs it: in a terminal, ten times faster under
/// libfaketime (10 quick breaths are 30 s, 3 s here); the safety screen once a device,
/// holds ended by Enter and space, a SIGTERM inside a hold, Chinese at 40×12 with q inside
/// a hold, and the store read back with its holds; refusals without a terminal and of a
/// length.
@Suite(.serialized) struct RoundsEndToEndTests {
    func start(_ arguments: [String], home: String? = nil, width: Int = 80, height: Int = 24) throws -> TerminalSession {
        let terminal = try TerminalSession(arguments: arguments, width: width, height: height, environment: home.map { ["HOME": $0] } ?? [:], deferStart: true)
        try terminal.wrap(in: [fakeTimeWrapper, "-f", "+0 x10"])
        try terminal.start()
        return terminal
    }

    /// The sessions of the store as written, read as JSON: the holds as they are kept.
    func storedSessions(_ home: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: home + "/.local/share/breathe/progress.json"))
        let store = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(store["sessions"] as? [[String: Any]])
    }

    static let rounds = ["practice", "rounds", "--rounds", "2", "--breaths", "10"]

    /// The safety screen, then two rounds: the first hold ended by Enter after about 15 s,
    /// the second by space after about 10 s; the summary lists both and the record keeps
    /// them. The same device again starts at the rounds, and a SIGTERM inside its hold
    /// saves it with that hold as far as it got.
    @Test func safetyOnceHoldsEndedByKeysAndASignalInsideAHold() throws {
        let terminal = try start(Self.rounds)
        try terminal.waitForScreen("the safety screen") { $0.contains("Before you hold your breath") && $0.contains("Never in or near water, and never while driving.") }
        try terminal.send("Enter")
        let breaths = try terminal.waitForScreen("the quick breaths") { $0.contains("Round 1 of 2 · breath") }
        #expect(breaths.contains("breathe · rounds"), "\(breaths)")
        #expect(breaths.contains("space pause · q end"), "\(breaths)")
        // Enter in the quick breaths changes nothing.
        try terminal.send("Enter")
        let hold = try terminal.waitForScreen("the first hold") { $0.contains("Breathe out and hold") }
        #expect(hold.contains("Enter/space ends the hold · q end"), "\(hold)")
        #expect(hold.contains("Round 1 of 2"), "\(hold)")
        try terminal.waitForScreen("the hold counting up") { $0.contains("0:05") || $0.contains("0:06") }
        Thread.sleep(forTimeInterval: 1.0)
        try terminal.send("Enter")
        try terminal.waitForScreen("the round's full hold") { $0.contains("Round 1 of 2 · Holds: 0:1") }
        try terminal.waitForScreen(timeout: 15, "the second hold") { $0.contains("Breathe out and hold") && $0.contains("Round 2 of 2 · Holds: 0:1") }
        Thread.sleep(forTimeInterval: 1.0)
        try terminal.send("Space")
        let (status, after) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(after.contains("Round 1: 0:1"), "\(after)")
        #expect(after.contains("Round 2: 0:"), "\(after)")
        #expect(after.contains("Longest hold: 0:1"), "\(after)")
        #expect(after.contains("· finished"), "\(after)")
        #expect(try terminal.terminalRestored())
        let session = try #require(try storedSessions(terminal.home).first)
        #expect(session["pattern"] as? String == "rounds")
        #expect(session["endReason"] as? String == "finished")
        #expect(session["plannedSeconds"] as? Double == 458)
        let holds = try #require(session["holds"] as? [Double])
        #expect(holds.count == 2)
        #expect((12...22).contains(holds[0]), "the first hold, about 15 s: \(holds)")
        #expect((8...16).contains(holds[1]), "the second hold, about 10 s: \(holds)")
        #expect(holds.allSatisfy { ($0 * 10).rounded() == $0 * 10 }, "to a tenth: \(holds)")

        // The same device: no safety screen; a SIGTERM about 10 s into the first hold.
        let again = try start(Self.rounds, home: terminal.home)
        let first = try again.waitForScreen("the quick breaths") { $0.contains("Round 1 of 2 · breath") }
        #expect(!first.contains("Before you hold your breath"))
        try again.waitForScreen("the first hold") { $0.contains("Breathe out and hold") }
        Thread.sleep(forTimeInterval: 1.0)
        try again.signal(SIGTERM)
        // The status is faketime's, not breathe's (the wrapper says 1 for a child that
        // died by a signal); the record says how it ended.
        _ = try again.waitForExit()
        let sessions = try storedSessions(terminal.home)
        #expect(sessions.count == 2)
        let cut = try #require(sessions.first { $0["endReason"] as? String == "terminated" })
        let cutHolds = try #require(cut["holds"] as? [Double])
        #expect(cutHolds.count == 1)
        #expect((6...16).contains(cutHolds[0]), "a hold cut after about 10 s: \(cutHolds)")
    }

    /// In Chinese at 40×12: the round and the breath, the hold counting up with its keys;
    /// q inside the hold saves it as quit with the hold.
    @Test func inChineseAt40x12QInsideAHold() throws {
        let terminal = try start(["--lang", "zh-Hans"] + Self.rounds, width: 40, height: 12)
        try terminal.waitForScreen("the safety screen") { $0.contains("屏息之前") }
        try terminal.send("Enter")
        try terminal.waitForScreen("the quick breaths") { $0.contains("第 1 组，共 2 组 · 第") && $0.contains("空格键暂停 · q 结束") }
        let hold = try terminal.waitForScreen("the hold") { $0.contains("呼气后屏息") && $0.contains("0:0") }
        #expect(hold.contains("回车或空格键结束屏息 · q 结束"), "\(hold)")
        Thread.sleep(forTimeInterval: 0.8)
        try terminal.send("q")
        let (status, after) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(after.contains("第 1 组：0:"), "\(after)")
        #expect(after.contains("最长的一次屏息：0:"), "\(after)")
        let session = try #require(try storedSessions(terminal.home).first)
        #expect(session["endReason"] as? String == "quit")
        #expect((session["holds"] as? [Double])?.count == 1)
    }

    /// Without a terminal on stdin nobody could end a hold: refused with status 1; a
    /// length with rounds is a usage error.
    @Test func refusals() throws {
        let home = try TestHome()
        defer { home.remove() }
        let alone = try home.breathe(["practice", "rounds", "--plain"])
        #expect(alone.status == 1)
        #expect(alone.stdout.isEmpty)
        #expect(alone.stderr == "breathe: hold rounds need someone at the terminal to end each hold: run breathe practice rounds in a terminal\n")
        let minutes = try home.breathe(["practice", "rounds", "--minutes", "5"])
        #expect(minutes.status == 2)
        #expect(minutes.stderr == "breathe: --minutes does not go with practice rounds: its length is --rounds and --breaths, and the holds you make\nTry 'breathe practice --help' for more.\n")
        let tooMany = try home.breathe(["practice", "rounds", "--rounds", "11"])
        #expect(tooMany.status == 2)
        #expect(tooMany.stderr.hasPrefix("breathe: --rounds needs a whole number from 1 to 10, like 3, not '11'\n"))
    }
}
