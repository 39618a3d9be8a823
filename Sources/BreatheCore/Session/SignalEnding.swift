/// The signals that end a session, and the ending each one means. Written once, for the
/// full screen and for plain lines alike.
public enum EndingSignal {
    /// The numbers of the ending signals, as Linux numbers them on every architecture it
    /// supports, and as macOS does (some differ there, and it has no real-time signals),
    /// so the core needs no C header for them; a test in BreatheTUITests holds them to the
    /// C library's.
    public static let hangup: Int32 = 1
    public static let interrupt: Int32 = 2
    public static let quit: Int32 = 3
    public static let terminate: Int32 = 15

    /// Every other signal a process can catch whose default action ends it (not the
    /// faults of breathe's own code, which `CrashGuard` handles, nor SIGPIPE, which ends
    /// a plain session through its failed write): sent from outside (`kill -USR1`, a
    /// timer, a CPU or file size limit, a UPS daemon), each ends a session as SIGTERM
    /// does, saved and with the terminal given back, and breathe then dies by it.
    #if os(macOS)
    public static let userOne: Int32 = 30
    public static let userTwo: Int32 = 31
    public static let alarm: Int32 = 14
    public static let cpuLimit: Int32 = 24
    public static let fileSizeLimit: Int32 = 25
    public static let virtualAlarm: Int32 = 26
    public static let profiling: Int32 = 27
    public static let badSystemCall: Int32 = 12
    /// SIGEMT, which macOS keeps from older systems.
    public static let emulatorTrap: Int32 = 7
    /// Others whose default ends the process: none on macOS (SIGIO and SIGINFO are
    /// ignored by default there).
    static let others: [Int32] = [
        userOne, userTwo, alarm, cpuLimit, fileSizeLimit, virtualAlarm, profiling, badSystemCall, emulatorTrap]
    #else
    public static let userOne: Int32 = 10
    public static let userTwo: Int32 = 12
    public static let alarm: Int32 = 14
    public static let stackFault: Int32 = 16
    public static let cpuLimit: Int32 = 24
    public static let fileSizeLimit: Int32 = 25
    public static let virtualAlarm: Int32 = 26
    public static let profiling: Int32 = 27
    public static let inputOutput: Int32 = 29
    public static let power: Int32 = 30
    public static let badSystemCall: Int32 = 31
    /// The real-time signals glibc leaves to programs (32 and 33 are its own).
    public static let realTime: ClosedRange<Int32> = 34...64
    static let others: [Int32] = [
        userOne, userTwo, alarm, stackFault, cpuLimit, fileSizeLimit, virtualAlarm, profiling, inputOutput, power,
        badSystemCall] + Array(realTime)
    #endif

    /// The faults a process's own code can raise (SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE,
    /// SIGSEGV): when another process sends one (`kill -SEGV`), it asks breathe to stop,
    /// and ends a session as SIGTERM does; a real fault is a crash (`CrashGuard`). An attack
    /// run's `kill -SEGV` printed a crash report while the session went on, and froze the
    /// full screen for 30 seconds.
    #if os(macOS)
    public static let sentFaults: [Int32] = [4, 5, 6, 8, 10, 11]
    #else
    public static let sentFaults: [Int32] = [4, 5, 6, 7, 8, 11]
    #endif

    /// Every ending signal with its meaning.
    public static let table: [(signal: Int32, reason: EndReason)] = [
        (interrupt, .interrupt),
        (terminate, .terminated),
        (quit, .terminated),
        (hangup, .hangup),
    ] + others.map { ($0, EndReason.terminated) }
}

extension EndReason {
    /// The ending `signal` asks for: SIGINT (Ctrl-C) an interrupt, SIGHUP the terminal
    /// gone, SIGTERM, SIGQUIT and every other catchable signal whose default is to end the
    /// process terminated; nil for a signal that ends nothing.
    public init?(signal: Int32) {
        if EndingSignal.sentFaults.contains(signal) {
            self = .terminated
            return
        }
        guard let entry = EndingSignal.table.first(where: { $0.signal == signal }) else { return nil }
        self = entry.reason
    }
}
