/// The words of `breathe pace --history` and `breathe pace --rr FILE`: each run's rates
/// with their answers, a scored run's table, and the suggestion. Rates stay numbers, a
/// run's time stays as records show it, and the suggestion's own explanation is the
/// pace area's.
public enum PaceReportPhrase: Phrases, Equatable {
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
    case suggestion(rate: Double, explanation: String)
    case toBreatheAtIt(rate: Double, separator: String)

    public var english: String {
        switch self {
        case .noRuns: "No runs yet: breathe pace finds a rate that suits you."
        case .block(let rate, let ease, let discomfort):
            "\(formatNumber(rate)) (\(ease.map { Words.english(.easeOutOfFive($0)) } ?? "-")"
                + "\(discomfort ? ", discomfort" : ""))"
        case .blockEnded(let rate, let reason): "\(formatNumber(rate)) (\(Words.english(.ending(reason))))"
        case .suggested(let rate): "suggested \(formatNumber(rate))"
        case .noSuggestion: "no suggestion"
        case .scoredRun(let date, let file): "Your run of \(date), scored by \(file)"
        case .columnRate: "a minute"
        case .columnSwing: "swing a breath"
        case .columnBreaths: "breaths"
        case .columnBeats: "beats"
        case .suggestion(let rate, let explanation): "Suggested: \(formatNumber(rate)) breaths a minute. " + explanation
        case .toBreatheAtIt(let rate, let separator):
            "To breathe at it: breathe config pace \(formatNumber(rate))" + separator + "then breathe practice pace"
        }
    }

    public var chinese: String {
        switch self {
        case .noRuns: "还没有测过：breathe pace 会帮你找到合适的呼吸频率。"
        case .block(let rate, let ease, let discomfort):
            "\(formatNumber(rate))（\(ease.map { Words(.simplifiedChinese)(.easeOutOfFive($0)) } ?? "-")"
                + "\(discomfort ? "，不适" : "")）"
        case .blockEnded(let rate, let reason):
            "\(formatNumber(rate))（\(Words(.simplifiedChinese)(.ending(reason)))）"
        case .suggested(let rate): "建议 \(formatNumber(rate))"
        case .noSuggestion: "没有建议"
        case .scoredRun(let date, let file): "你在 \(date) 的测试，按 \(file) 评分"
        case .columnRate: "每分钟"
        case .columnSwing: "每次呼吸的起伏"
        case .columnBreaths: "呼吸次数"
        case .columnBeats: "心跳数"
        case .suggestion(let rate, let explanation):
            "建议：每分钟呼吸 \(formatNumber(rate)) 次。" + explanation
        case .toBreatheAtIt(let rate, let separator):
            "按这个频率练习：breathe config pace \(formatNumber(rate))" + separator
                + "然后 breathe practice pace"
        }
    }

    /// One of every case, for the completeness test.
    static let samples: [PaceReportPhrase] = [
        .noRuns, .block(rate: 5.5, ease: 4, discomfort: true), .block(rate: 6, ease: nil, discomfort: false),
        .blockEnded(rate: 5, .quit),
        .suggested(rate: 5.5), .noSuggestion, .scoredRun(startedAt: "2026-12-01 10:00", file: "rr.txt"), .columnRate,
        .columnSwing, .columnBreaths, .columnBeats,
        .suggestion(rate: 5.5, explanation: "平稳"), .toBreatheAtIt(rate: 5.5, separator: " · "),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: PaceReportPhrase) -> String { say(phrase) }
}
