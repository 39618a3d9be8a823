import BreatheCore
import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// Delivers signals as data instead of as interruptions.
///
/// The signals a session cares about are blocked and read from a signalfd that the frame
/// loop polls beside stdin. Nothing runs inside a signal handler, so a Ctrl-C or a closed
/// terminal can save the session and restore the screen with ordinary code first, and
/// ncurses' own handlers (which would call `endwin` and exit) never run.
public final class SignalWatcher {
    /// Every ending signal of the core's table (interrupt, terminate, hang-up, quit, and
    /// every other catchable signal whose default action would end breathe on the spot,
    /// leaving the full screen and a hidden cursor), then terminal stop, continue and
    /// window change.
    public static let watched: [Int32] = EndingSignal.table.map(\.signal) + [SIGTSTP, SIGCONT, SIGWINCH]

    public let fileDescriptor: Int32

    public init() throws(TerminalError) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in Self.watched { sigaddset(&mask, signal) }
        pthread_sigmask(SIG_BLOCK, &mask, nil)
        let descriptor = signalfd(-1, &mask, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard descriptor >= 0 else {
            throw TerminalError(.signalsNotWatched(errno: errno))
        }
        fileDescriptor = descriptor
    }

    /// Signals received since the last call, oldest first. A SIGCONT here is a stop
    /// from outside ended (SIGSTOP, a background job's stop): the one that ends
    /// breathe's own stop (`stopProcess`) is left out.
    public func pending() -> [Int32] {
        var signals: [Int32] = []
        var info = signalfd_siginfo()
        let size = MemoryLayout<signalfd_siginfo>.size
        while read(fileDescriptor, &info, size) == size {
            let signal = Int32(bitPattern: info.ssi_signo)
            if signal == SIGCONT && ownStopNotYetContinued {
                ownStopNotYetContinued = false
            } else {
                signals.append(signal)
            }
        }
        return signals
    }

    private var ownStopNotYetContinued = false

    /// Stops the process the way Ctrl-Z would, and returns once it is continued.
    public func stopProcess() {
        ownStopNotYetContinued = true
        withDefaultAction(SIGTSTP) { _ = raise(SIGTSTP) }
    }

    /// Ends the process by `signal` with its default action, so the shell sees the usual
    /// status (130 for Ctrl-C) and scripts can tell an interrupt from a normal exit.
    public static func die(by number: Int32) -> Never {
        withDefaultAction(number) { _ = raise(number) }
        // Reached only if the signal's default action does not end the process.
        _exit(128 + number)
    }

    private static func withDefaultAction(_ number: Int32, _ body: () -> Void) {
        signal(number, SIG_DFL)
        var single = sigset_t()
        sigemptyset(&single)
        sigaddset(&single, number)
        pthread_sigmask(SIG_UNBLOCK, &single, nil)
        body()
        pthread_sigmask(SIG_BLOCK, &single, nil)
    }

    private func withDefaultAction(_ number: Int32, _ body: () -> Void) {
        Self.withDefaultAction(number, body)
    }

    deinit {
        close(fileDescriptor)
    }
}
