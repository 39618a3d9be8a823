import BreatheCore
import CNcursesw
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Delivers signals as data instead of as interruptions.
///
/// The signals a session cares about are caught by a handler that only writes each one's
/// number to a pipe (the self-pipe: POSIX, so the same on Linux and macOS), whose read end
/// the frame loop polls beside stdin. Nothing else runs inside a signal handler, so a
/// Ctrl-C or a closed terminal can save the session and restore the screen with ordinary
/// code first, and ncurses' own handlers (which would call `endwin` and exit) never run.
public final class SignalWatcher {
    /// Every ending signal of the core's table (interrupt, terminate, hang-up, quit, and
    /// every other catchable signal whose default action would end breathe on the spot,
    /// leaving the full screen and a hidden cursor), then terminal stop, continue and
    /// window change.
    public static let watched: [Int32] = EndingSignal.table.map(\.signal) + [SIGTSTP, SIGCONT, SIGWINCH]

    /// The pipe's read end, to poll.
    public let fileDescriptor: Int32
    private let writeEnd: Int32

    public init() throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError(.signalsNotWatched(errno: errno)) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (fileDescriptor, writeEnd) = (ends[0], ends[1])
        for signal in Self.watched where breathe_send_signal_to_pipe(signal, writeEnd) != 0 {
            let code = errno
            breathe_forget_signal_pipe()
            ends.forEach { close($0) }
            throw TerminalError(.signalsNotWatched(errno: code))
        }
        // A mask inherited with some of them blocked would hold them back from the handler.
        var mask = sigset_t()
        sigemptyset(&mask)
        for signal in Self.watched + EndingSignal.sentFaults { sigaddset(&mask, signal) }
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// Signals received since the last call, oldest first. A SIGCONT here is a stop
    /// from outside ended (SIGSTOP, a background job's stop): the one that ends
    /// breathe's own stop (`stopProcess`) is left out.
    public func pending() -> [Int32] {
        var signals: [Int32] = []
        var bytes = [UInt8](repeating: 0, count: 64)
        while case let count = read(fileDescriptor, &bytes, bytes.count), count > 0 {
            for byte in bytes[0..<count] {
                let signal = Int32(byte)
                if signal == SIGCONT && ownStopNotYetContinued {
                    ownStopNotYetContinued = false
                } else {
                    signals.append(signal)
                }
            }
        }
        return signals
    }

    private var ownStopNotYetContinued = false

    /// Waits up to `milliseconds` for a signal and, with `orInput`, for stdin: true when
    /// stdin has something to read or has hung up.
    public func wait(milliseconds: Int32, orInput: Bool) -> Bool {
        var fds = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
        if orInput { fds.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)) }
        _ = poll(&fds, nfds_t(fds.count), milliseconds)
        return orInput && fds[1].revents != 0
    }

    /// A fault signal another process sent (`kill -SEGV`), from `CrashGuard`'s handler, into
    /// the pipe as an ending signal; false when no watcher has the pipe open. Called here:
    /// the pipe's descriptor is a static of this file's copy of the C shim.
    static func passSentFault(_ number: Int32) -> Bool {
        breathe_pass_sent_signal(number) != 0
    }

    /// The terminal's stop (Ctrl-Z), and the continue after a stop.
    public static let stopFromTerminal = SIGTSTP
    public static let continued = SIGCONT

    /// A reader gone from the pipe breathe writes to: `die(by:)` it once the work is done.
    public static let brokenPipe = SIGPIPE

    /// Stops the process the way Ctrl-Z would, and returns once it is continued.
    public func stopProcess() {
        ownStopNotYetContinued = true
        signal(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)
        _ = breathe_send_signal_to_pipe(SIGTSTP, writeEnd)
    }

    /// Ends the process by `signal` with its default action, so the shell sees the usual
    /// status (130 for Ctrl-C) and scripts can tell an interrupt from a normal exit.
    public static func die(by number: Int32) -> Never {
        // A fault sent from outside: the status the signal would give, without the core
        // dump its default action writes, and the shell's "Segmentation fault".
        if EndingSignal.sentFaults.contains(number) { _exit(128 + number) }
        signal(number, SIG_DFL)
        var single = sigset_t()
        sigemptyset(&single)
        sigaddset(&single, number)
        pthread_sigmask(SIG_UNBLOCK, &single, nil)
        _ = raise(number)
        // Reached only if the signal's default action does not end the process.
        _exit(128 + number)
    }

    deinit {
        breathe_forget_signal_pipe()
        close(fileDescriptor)
        close(writeEnd)
    }
}
