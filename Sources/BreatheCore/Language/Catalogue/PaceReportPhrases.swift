/// The words of `breathe pace --history` and `breathe pace --rr FILE`: each run's rates
/// with their answers, a scored run's table, and the suggestion. Rates stay numbers, a
/// run's time stays as records show it, and the suggestion's own explanation is the
/// pace area's. Their words are in `po/`.
public enum PaceReportPhrase: TranslatedPhrases, Equatable {
    case noRuns
    /// A block breathed to its end, with how easy it was (1–5, nil unanswered) and
    /// whether it brought discomfort.
    case block(rate: Double, ease: Int?, discomfort: Bool)
    /// A block that ended before its time: its rate and how it ended (`Message.ending`).
    case blockEnded(rate: Double, EndReason)
    case suggested(rate: Double)
    /// A run with no block rated suggested nothing.
    case noSuggestion
    case scoredRun(startedAt: String, file: String)
    /// The scored table's columns: breaths a minute, the heart rate's swing a breath,
    /// breaths, clean beats.
    case columnRate
    case columnSwing
    case columnBreaths
    case columnBeats
    /// The suggestion, then the pace area's explanation of it.
    case suggestion(PaceSuggestion)
    case toBreatheAtIt(rate: Double, separator: String)

    public static let area = "paceReport"

    /// A block's message says whether it was rated and whether it brought discomfort.
    public var key: String {
        guard case .block(_, let ease, let discomfort) = self else { return caseKey }
        return Self.area + (ease == nil ? ".blockUnrated" : ".block") + (discomfort ? "WithDiscomfort" : "")
    }

    public var facts: [String: Fact] {
        switch self {
        case .block(let rate, let ease, _):
            ["rate": .decimal(rate)].merging(ease.map { ["ease": .said(PacePhrase.easeOutOfFive($0))] } ?? [:]) { $1 }
        case .blockEnded(let rate, let reason): ["rate": .decimal(rate), "ending": .said(Message.ending(reason))]
        case .suggested(let rate): ["rate": .decimal(rate)]
        case .scoredRun(let startedAt, let file): ["time": .text(startedAt), "file": .text(file)]
        case .suggestion(let suggestion):
            ["rate": .decimal(suggestion.rate), "explanation": .said(PacePhrase.explanation(suggestion))]
        case .toBreatheAtIt(let rate, let separator): ["rate": .decimal(rate), "separator": .text(separator)]
        case .noRuns, .noSuggestion, .columnRate, .columnSwing, .columnBreaths, .columnBeats: [:]
        }
    }

    /// One of every message, for the completeness test.
    static let samples: [PaceReportPhrase] = [
        .noRuns, .block(rate: 5.5, ease: 4, discomfort: true), .block(rate: 6, ease: nil, discomfort: false),
        .block(rate: 6.5, ease: 2, discomfort: false), .block(rate: 5, ease: nil, discomfort: true),
        .blockEnded(rate: 5, .quit),
        .suggested(rate: 5.5), .noSuggestion, .scoredRun(startedAt: "2026-12-01 10:00", file: "rr.txt"), .columnRate,
        .columnSwing, .columnBreaths, .columnBeats,
        .suggestion(PaceSuggestion(rate: 5.5, reason: .slowestEasy)), .toBreatheAtIt(rate: 5.5, separator: " · "),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: PaceReportPhrase) -> String { say(phrase) }
}
