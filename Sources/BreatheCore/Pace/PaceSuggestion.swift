/// What the person said after a block of `breathe pace`.
public struct PaceAnswer: Sendable, Equatable {
    public let rate: Double
    /// "How easy was that?" 1 (hard) to 5 (easy); nil when not answered.
    public let ease: Int?
    /// Any air hunger or light-headedness.
    public let discomfort: Bool

    public init(rate: Double, ease: Int?, discomfort: Bool) {
        self.rate = rate
        self.ease = ease
        self.discomfort = discomfort
    }

    public static let easeRange: ClosedRange<Int> = 1...5
    /// Rated easy: 4 or 5.
    public var isEasy: Bool { (ease ?? 0) >= 4 && !discomfort }
}

/// The rate `breathe pace` suggests, and why, in words that do not claim more than the
/// evidence allows.
public struct PaceSuggestion: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// The slowest rate rated easy, without discomfort.
        case slowestEasy
        /// Blocks were rated, but none easy without discomfort: the sound default.
        case noneStoodOut
        /// The rate with the largest heart-rate swing, and how clear that was.
        case largestSwing(Clarity)
        /// With heart-rate data, no rate swung clearly more: the sound default.
        case flatSwing
        /// Fewer than two blocks could be compared (the others ended early, were paused,
        /// were uncomfortable, or had too few clean beats).
        case tooFewBlocks
    }

    public enum Clarity: String, Sendable, Equatable {
        case clear, slight
    }

    public let rate: Double
    public let reason: Reason

    /// The default when nothing points elsewhere: six breaths a minute is slow enough to
    /// bring most of the benefit and easy for most people.
    public static let defaultRate = PacePlan.defaultRate

    /// From the answers alone: the slowest rate rated easy without discomfort, or 6 when
    /// blocks were rated and none was. Nil when no block was rated (a run stopped before
    /// its first answer, or run with no one to answer): the person said nothing about any
    /// rate, so nothing may be suggested in their name, not even the default.
    public static func fromAnswers(_ answers: [PaceAnswer]) -> PaceSuggestion? {
        guard answers.contains(where: { $0.ease != nil }) else { return nil }
        guard let slowest = answers.filter(\.isEasy).map(\.rate).min() else {
            return PaceSuggestion(rate: defaultRate, reason: .noneStoodOut)
        }
        return PaceSuggestion(rate: slowest, reason: .slowestEasy)
    }

    /// The sentence that goes with the suggestion (what it rests on, and how far to
    /// trust it) in English, as the JSON gives it in every language; the person's
    /// language has it as `PacePhrase.explanation`.
    public var explanation: String { Words.english(.explanation(self)) }
}
