import Testing
@testable import BreatheCore

/// The one mapping of signals to endings, used by the full screen and by plain lines.
@Suite struct SignalEndingTests {
    /// Linux's numbers, written out: the ending signals (USR1, USR2, ALRM, STKFLT, XCPU,
    /// XFSZ, VTALRM, PROF, IO, PWR, SYS and the real-time ones end a session as TERM does)
    /// and some that end nothing (TSTP, CONT, WINCH, PIPE, KILL, STOP, CHLD, URG, TTIN,
    /// TTOU, the faults CrashGuard handles, glibc's own 32 and 33, and no signal at all).
    @Test(arguments: [
        (Int32(1), EndReason?.some(.hangup)), (2, .interrupt), (3, .terminated), (15, .terminated),
        (10, .terminated), (12, .terminated), (14, .terminated), (16, .terminated), (24, .terminated),
        (25, .terminated), (26, .terminated), (27, .terminated), (29, .terminated), (30, .terminated),
        (31, .terminated), (34, .terminated), (50, .terminated), (64, .terminated),
        (20, nil), (18, nil), (28, nil), (13, nil), (9, nil), (19, nil), (17, nil), (23, nil), (21, nil), (22, nil),
        // The faults arrive as numbers only when another process sent them: a request to stop.
        (4, .terminated), (5, .terminated), (6, .terminated), (7, .terminated), (8, .terminated), (11, .terminated),
        (32, nil), (33, nil), (65, nil), (0, nil), (-1, nil),
    ])
    func eachSignalMeansItsEnding(signal: Int32, reason: EndReason?) {
        #expect(EndReason(signal: signal) == reason)
    }

    /// Every signal in the table is there once.
    @Test func eachSignalIsInTheTableOnce() {
        let signals = EndingSignal.table.map(\.signal)
        #expect(Set(signals).count == signals.count)
        #expect(Set(signals).isSuperset(of: [EndingSignal.hangup, EndingSignal.interrupt, EndingSignal.quit, EndingSignal.terminate]))
        #expect(signals.count == 4 + 11 + 31)
    }
}
