import BreatheCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The core writes the ending signals' numbers without a C header; they must be the
/// system's, or the console and the plain terminal would end for the wrong signals.
@Suite struct SignalNumberTests {
    @Test func theCoresSignalNumbersAreTheSystems() {
        #expect(EndingSignal.hangup == SIGHUP)
        #expect(EndingSignal.interrupt == SIGINT)
        #expect(EndingSignal.quit == SIGQUIT)
        #expect(EndingSignal.terminate == SIGTERM)
        #expect(EndReason(signal: SIGINT) == .interrupt)
        #expect(EndReason(signal: SIGTERM) == .terminated)
        #expect(EndReason(signal: SIGQUIT) == .terminated)
        #expect(EndReason(signal: SIGHUP) == .hangup)
        for other in [SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] { #expect(EndReason(signal: other) == nil) }
    }
}
