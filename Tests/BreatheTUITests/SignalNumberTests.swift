import BreatheCore
@testable import BreatheTUI
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
        #expect(EndingSignal.userOne == SIGUSR1)
        #expect(EndingSignal.userTwo == SIGUSR2)
        #expect(EndingSignal.alarm == SIGALRM)
        #expect(EndingSignal.stackFault == SIGSTKFLT)
        #expect(EndingSignal.cpuLimit == SIGXCPU)
        #expect(EndingSignal.fileSizeLimit == SIGXFSZ)
        #expect(EndingSignal.virtualAlarm == SIGVTALRM)
        #expect(EndingSignal.profiling == SIGPROF)
        #expect(EndingSignal.inputOutput == SIGIO)
        #expect(EndingSignal.power == SIGPWR)
        #expect(EndingSignal.badSystemCall == SIGSYS)
        // The faults, which end a session only when another process sent them.
        #expect(EndingSignal.sentFaults.sorted() == [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV].sorted())
        for fault in EndingSignal.sentFaults { #expect(!SignalWatcher.watched.contains(fault)) }
        #expect(EndingSignal.realTime == __libc_current_sigrtmin()...__libc_current_sigrtmax())
        for other in [SIGTSTP, SIGCONT, SIGWINCH, SIGPIPE] { #expect(EndReason(signal: other) == nil) }
    }

    /// Every signal whose default action ends the process, and that a process can catch,
    /// is watched (and so ends a session saved, the terminal given back), except the
    /// faults of breathe's own code, which CrashGuard handles, and SIGPIPE, which a plain
    /// session meets as a failed write. Linux's defaults, from signal(7).
    @Test func everyCatchableTerminatingSignalIsWatched() {
        let terminating: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ,
                                    SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        let handledElsewhere: Set<Int32> = Set(CrashGuard.fatalSignals + [SIGPIPE])
        for number in terminating where !handledElsewhere.contains(number) {
            #expect(SignalWatcher.watched.contains(number), "signal \(number) is not watched")
        }
        #expect(!SignalWatcher.watched.contains(SIGKILL) && !SignalWatcher.watched.contains(SIGSTOP))
        #expect(Set(SignalWatcher.watched).isDisjoint(with: handledElsewhere))
    }
}
