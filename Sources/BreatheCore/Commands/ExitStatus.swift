/// Exit statuses, as the shell expects them: 0 ok, 1 a runtime or data problem, 2 a
/// usage error (128+N is the shell's own, for a death by signal N).
public enum ExitStatus {
    public static let ok: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 2
}

extension AppOutcome {
    /// The status of a run of the app that was not ended by a signal.
    public var exitStatus: Int32 {
        if usage { return ExitStatus.usage }
        return failed ? ExitStatus.failure : ExitStatus.ok
    }
}
