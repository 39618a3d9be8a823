/// A one-line caution for patterns that ask more of the body: long holds, or breathing
/// faster than is calming. No medical claims: just when to stop.
public enum PatternCaution {
    /// Holds longer than this deserve a word.
    public static let longHoldSeconds = 6.0
    /// Faster than this is no longer slow breathing.
    public static let fastBreathsPerMinute = 12.0

    public static func text(for pattern: BreathPattern) -> String? {
        if pattern.phases.contains(where: { $0.kind.isHold && $0.seconds > longHoldSeconds }) {
            return "long holds; if you feel light-headed, stop and breathe normally"
        }
        if pattern.breathsPerMinute > fastBreathsPerMinute {
            return "fast breathing; if you feel dizzy or tingly, stop and breathe normally"
        }
        return nil
    }
}
