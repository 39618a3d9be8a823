import Testing
@testable import BreatheCore

/// The one mapping of signals to endings, used by the full screen and by plain lines.
@Suite struct SignalEndingTests {
    /// Linux's numbers, written out: the ending signals and some that end nothing (TSTP,
    /// CONT, WINCH, PIPE, KILL, and no signal at all).
    @Test(arguments: [
        (Int32(1), EndReason?.some(.hangup)), (2, .interrupt), (3, .terminated), (15, .terminated),
        (20, nil), (18, nil), (28, nil), (13, nil), (9, nil), (0, nil), (-1, nil),
    ])
    func eachSignalMeansItsEnding(signal: Int32, reason: EndReason?) {
        #expect(EndReason(signal: signal) == reason)
    }

    /// Every signal in the table is there once.
    @Test func eachSignalIsInTheTableOnce() {
        let signals = EndingSignal.table.map(\.signal)
        #expect(Set(signals).count == signals.count)
        #expect(Set(signals) == [EndingSignal.hangup, EndingSignal.interrupt, EndingSignal.quit, EndingSignal.terminate])
    }
}
