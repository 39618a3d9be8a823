/// The signals that end a session, and the ending each one means. Written once, for the
/// full screen and for plain lines alike.
public enum EndingSignal {
    /// The numbers of the ending signals. They are the same on every system breathe runs
    /// on (POSIX fixes them), so the core needs no C header for them; a test in
    /// BreatheTUITests holds them to Glibc's.
    public static let hangup: Int32 = 1
    public static let interrupt: Int32 = 2
    public static let quit: Int32 = 3
    public static let terminate: Int32 = 15

    /// Every ending signal with its meaning.
    public static let table: [(signal: Int32, reason: EndReason)] = [
        (interrupt, .interrupt),
        (terminate, .terminated),
        (quit, .terminated),
        (hangup, .hangup),
    ]
}

extension EndReason {
    /// The ending `signal` asks for: SIGINT (Ctrl-C) an interrupt, SIGTERM and SIGQUIT
    /// terminated, SIGHUP the terminal gone; nil for a signal that ends nothing.
    public init?(signal: Int32) {
        guard let entry = EndingSignal.table.first(where: { $0.signal == signal }) else { return nil }
        self = entry.reason
    }
}
