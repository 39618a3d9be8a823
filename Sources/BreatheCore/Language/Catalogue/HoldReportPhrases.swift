/// The words reports give the holds of hold rounds: a session's holds in `history`, the
/// longest hold and the line of each day's longest in `stats`. Durations as the clock
/// shows them in English ("1:32"), in words in Chinese ("1分32秒"). Their words are in
/// `po/`.
public enum HoldReportPhrase: TranslatedPhrases, Equatable {
    /// A session's holds, in order, in its `history` line.
    case holds([Double])
    /// `stats`: the longest hold of all and the day it was held.
    case longest(seconds: Double, day: CivilDate)
    /// Before the line of bars (under the longest hold, so it names only the days): every
    /// day with a hold, or the latest `shown` of `count`.
    case sparkLabel(shown: Int, count: Int)
    /// After the bars: the shortest and the longest they show.
    case sparkRange(lowest: Double, highest: Double)

    public static let area = "holdReport"

    /// Every day shown, or both ends of the range read the same: the message says it once.
    private var isWhole: Bool {
        switch self {
        case .sparkLabel(let shown, let count): shown == count
        case .sparkRange(let lowest, let highest): wholeSeconds(lowest) == wholeSeconds(highest)
        case .holds, .longest: false
        }
    }

    public var key: String {
        switch self {
        case .sparkLabel where isWhole: Self.area + ".sparkLabelAll"
        case .sparkRange where isWhole: Self.area + ".sparkRangeOne"
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .holds(let holds): ["holds": .durations(holds)]
        case .longest(let seconds, let day): ["hold": .duration(seconds), "day": .date(day)]
        case .sparkLabel(let shown, _): isWhole ? [:] : ["shown": .number(shown)]
        case .sparkRange(let lowest, let highest):
            isWhole ? ["hold": .duration(highest)] : ["lowest": .duration(lowest), "highest": .duration(highest)]
        }
    }

    public var count: Int? {
        if case .sparkLabel(let shown, _) = self { return shown }
        return nil
    }

    static let samples: [HoldReportPhrase] = [
        .holds([62.4]), .holds([62.4, 75, 91.9]),
        .longest(seconds: 92.3, day: CivilDate(year: 2026, month: 12, day: 1)),
        .sparkLabel(shown: 4, count: 4), .sparkLabel(shown: 1, count: 31), .sparkLabel(shown: 20, count: 31),
        .sparkRange(lowest: 45, highest: 92.3), .sparkRange(lowest: 45, highest: 45.6),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: HoldReportPhrase) -> String { say(phrase) }
}
