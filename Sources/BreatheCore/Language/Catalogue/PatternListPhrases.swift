/// The words of `breathe patterns` (each pattern's timings and what it is for are its
/// `PatternSummary`): its cycle and rate, any caution, and how to write one's own. Pattern names are what a
/// person types, and stay as they are. Their words are in `po/`.
public enum PatternListPhrase: TranslatedPhrases, Equatable {
    case cycleAndRate(cycleSeconds: Double, breathsPerMinute: Double)
    case caution(PatternCaution.Concern)
    /// The pattern `pace` at the person's own rate (the setting), as it would be breathed.
    case ownPace(inSeconds: Double, outSeconds: Double, breathsPerMinute: Double)
    /// How to write a pattern of one's own.
    case yourOwn

    public static let area = "patterns"

    public var facts: [String: Fact] {
        switch self {
        case .cycleAndRate(let cycle, let rate): ["cycle": .decimal(cycle), "rate": .decimal(rate)]
        case .caution(let concern): ["caution": .said(PatternCaution.phrase(concern))]
        case .ownPace(let inSeconds, let outSeconds, let rate):
            ["in": .text(Self.tenths(inSeconds)), "out": .text(Self.tenths(outSeconds)), "rate": .decimal(rate)]
        case .yourOwn: [:]
        }
    }

    /// One of every case, for the completeness test.
    static let samples: [PatternListPhrase] = PatternCaution.Concern.allCases.map(PatternListPhrase.caution)
        + [.cycleAndRate(cycleSeconds: 16, breathsPerMinute: 3.8),
           .ownPace(inSeconds: 3.6923, outSeconds: 5.5385, breathsPerMinute: 6.5), .yourOwn]

    /// Seconds to a tenth, as a session's lines give a phase ("in 3.7").
    static func tenths(_ seconds: Double) -> String { formatNumber((seconds * 10).rounded() / 10) }
}

extension Words {
    public func callAsFunction(_ phrase: PatternListPhrase) -> String { say(phrase) }
}
