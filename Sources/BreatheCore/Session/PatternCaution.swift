/// A one-line caution for patterns that ask more of the body: long holds, or breathing
/// faster than is calming. No medical claims: just when to stop.
public enum PatternCaution {
    /// Holds longer than this deserve a word.
    public static let longHoldSeconds = 6.0
    /// Faster than this is no longer slow breathing.
    public static let fastBreathsPerMinute = 12.0

    /// What a pattern asks of the body, so each language can say it.
    public enum Concern: Sendable, Equatable, CaseIterable {
        case longHolds
        case fastBreathing
    }

    public static func concern(for pattern: BreathPattern) -> Concern? {
        if pattern.phases.contains(where: { $0.kind.isHold && $0.seconds > longHoldSeconds }) { return .longHolds }
        if pattern.breathsPerMinute > fastBreathsPerMinute { return .fastBreathing }
        return nil
    }

    /// In English by default, as `breathe patterns --json` gives it whatever the language.
    public static func text(for pattern: BreathPattern, words: Words = .english) -> String? {
        concern(for: pattern).map { words(phrase($0)) }
    }

    static func phrase(_ concern: Concern) -> SessionPhrase {
        switch concern {
        case .longHolds: .longHoldsCaution
        case .fastBreathing: .fastBreathingCaution
        }
    }
}
