/// A one-line caution for patterns that ask more of the body: long holds, or breathing
/// faster than is calming. No medical claims: just when to stop.
public enum PatternCaution {
    /// Holds longer than this deserve a word.
    public static let longHoldSeconds = 6.0
    /// Faster than this is no longer slow breathing.
    public static let fastBreathsPerMinute = 12.0

    /// In English by default: `breathe patterns --json` gives it so in every language.
    public static func text(for pattern: BreathPattern, words: Words = .english) -> String? {
        if pattern.phases.contains(where: { $0.kind.isHold && $0.seconds > longHoldSeconds }) {
            return words(.longHoldsCaution)
        }
        if pattern.breathsPerMinute > fastBreathsPerMinute {
            return words(.fastBreathingCaution)
        }
        return nil
    }
}
