import CNcursesw
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Leaves the terminal usable even when breathe crashes.
///
/// A fault in our own code (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT) runs a
/// handler that puts back the terminal settings saved before ncurses started and leaves
/// the full screen, using only async-signal-safe calls on memory prepared in advance.
/// Then the previous handler (the Swift runtime's crash reporter) runs as it would have,
/// and the process dies by the signal with its default action, so it can never go on
/// drawing on a terminal that was just given back.
enum CrashGuard {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// Everything the handler touches, allocated once before it can run.
    nonisolated(unsafe) static var savedSettings: UnsafeMutablePointer<termios>?
    nonisolated(unsafe) static var restoreBytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) static var restoreCount = 0
    nonisolated(unsafe) static var previousActions: UnsafeMutablePointer<sigaction>?

    /// Records the terminal settings as found. Call before ncurses changes them.
    static func rememberTerminal() {
        let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        settings.initialize(to: termios())
        if tcgetattr(STDIN_FILENO, settings) == 0 {
            savedSettings = settings
        } else {
            settings.deallocate()
        }
    }

    /// Installs the handler once ncurses is up, with the terminal's own sequences for
    /// leaving the full screen and showing the cursor; in plain mode (`fullScreen`
    /// false) with none, for the faults sent from outside.
    static func install(fullScreen: Bool = true) {
        if fullScreen {
            var sequence: [UInt8] = []
            for capability in ["rmcup", "cnorm", "sgr0", "rmkx"] {
                sequence += TerminalCodes.capability(capability)
            }
            sequence += Array("\r\n".utf8)
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: sequence.count)
            bytes.initialize(from: sequence, count: sequence.count)
            restoreBytes = bytes
            restoreCount = sequence.count
        }
        // Installed once: a second install would take the first's handler for the one
        // before it, and a real fault would call itself.
        guard previousActions == nil else { return }
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        previous.initialize(repeating: sigaction(), count: 65)
        previousActions = previous
        for fatal in fatalSignals {
            var action = sigaction()
            action.withInfo = { number, info, context in
                // Sent by another process (`kill -SEGV`): a request to stop, which the
                // session ends as it ends SIGTERM, saved and the terminal given back.
                if breathe_sent_by_another_process(info) != 0, SignalWatcher.passSentFault(number) { return }
                if let settings = CrashGuard.savedSettings { tcsetattr(STDIN_FILENO, TCSANOW, settings) }
                if let bytes = CrashGuard.restoreBytes { _ = write(STDOUT_FILENO, bytes, CrashGuard.restoreCount) }
                if let previous = CrashGuard.previousActions?[Int(number)] {
                    if previous.sa_flags & SA_SIGINFO != 0, let handler = previous.withInfo {
                        handler(number, info, context)
                    } else if let handler = previous.plain,
                              unsafeBitCast(handler, to: Int.self) > 1 {
                        // 0 and 1 are SIG_DFL and SIG_IGN, not functions to call.
                        handler(number)
                    }
                }
                signal(number, SIG_DFL)
                var unblock = sigset_t()
                sigemptyset(&unblock)
                sigaddset(&unblock, number)
                sigprocmask(SIG_UNBLOCK, &unblock, nil)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_SIGINFO
            sigaction(fatal, &action, previous + Int(fatal))
        }
    }

    /// Puts the previous handlers back once the terminal is restored normally.
    static func uninstall() {
        guard let previous = previousActions else { return }
        for signal in fatalSignals { sigaction(signal, previous + Int(signal), nil) }
        previousActions = nil
    }
}

/// A handler's two forms, named alike on Linux and macOS (glibc's union is
/// `__sigaction_handler`, Darwin's `__sigaction_u`, its members prefixed `__`).
extension sigaction {
    typealias InfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// The handler that is given the signal's details (with `SA_SIGINFO`).
    var withInfo: InfoHandler? {
        get {
            #if canImport(Darwin)
            __sigaction_u.__sa_sigaction
            #else
            __sigaction_handler.sa_sigaction
            #endif
        }
        set {
            #if canImport(Darwin)
            __sigaction_u.__sa_sigaction = newValue
            #else
            __sigaction_handler.sa_sigaction = newValue
            #endif
        }
    }

    /// The handler given only the signal's number (or SIG_DFL, SIG_IGN).
    var plain: (@convention(c) (Int32) -> Void)? {
        #if canImport(Darwin)
        __sigaction_u.__sa_handler
        #else
        __sigaction_handler.sa_handler
        #endif
    }
}
