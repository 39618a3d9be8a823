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
        /// No rate was rated easy without discomfort: the sound default.
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

    /// From the answers alone: the slowest rate rated easy without discomfort, or 6.
    public static func fromAnswers(_ answers: [PaceAnswer]) -> PaceSuggestion {
        guard let slowest = answers.filter(\.isEasy).map(\.rate).min() else {
            return PaceSuggestion(rate: defaultRate, reason: .noneStoodOut)
        }
        return PaceSuggestion(rate: slowest, reason: .slowestEasy)
    }

    /// The sentence that goes with the suggestion: what it rests on, and how far to
    /// trust it.
    public var explanation: String {
        let rate = formatNumber(self.rate)
        switch reason {
        case .slowestEasy:
            return "\(rate) a minute was the slowest rate you found easy. Without a heart-rate sensor this is a comfort choice: studies comparing a personal rate with a nearby one found small or no differences, so any easy rate near 6 serves well. Try again in a month; the rate can change."
        case .noneStoodOut:
            return "No rate was easy without discomfort, so the suggestion is 6 a minute, a sound default for slow breathing. Try again in a month, or choose a rate that felt comfortable with breathe config pace."
        case .largestSwing(let clarity):
            let how = clarity == .clear ? "clearly the largest" : "the largest, though only slightly"
            return "Your heart rate swung most with each breath at \(rate) a minute (\(how)): that is how clinics pick a resonance rate. It can change between sessions, so try again in a month."
        case .tooFewBlocks:
            return "Fewer than two blocks could be compared (a block counts when it was breathed to its end, without a pause or discomfort, with clean beats), so the suggestion is 6 a minute, a sound default."
        case .flatSwing:
            return "No rate made your heart rate swing clearly more than another, so the suggestion is 6 a minute, a sound default. A longer block at each rate (--minutes-per-rate 3) or a steadier recording may tell them apart."
        }
    }
}
