/// The words reports give the holds of hold rounds: a session's holds in `history`, the
/// longest hold and the line of each day's longest in `stats`. Durations as the clock
/// shows them in English ("1:32"), in words in Chinese ("1分32秒").
public enum HoldReportPhrase: Phrases, Equatable {
    /// A session's holds, in order, in its `history` line.
    case holds([Double])
    /// `stats`: the longest hold of all and the day it was held.
    case longest(seconds: Double, day: CivilDate)
    /// Before the line of bars (under the longest hold, so it names only the days): every
    /// day with a hold, or the latest `shown` of `count`.
    case sparkLabel(shown: Int, count: Int)
    /// After the bars: the shortest and the longest they show.
    case sparkRange(lowest: Double, highest: Double)

    public var english: String {
        let words = Words.english
        switch self {
        case .holds(let holds): return "holds " + holds.map(formatClock).joined(separator: ", ")
        case .longest(let seconds, let day): return "Longest hold: \(formatClock(seconds)), \(words.date(day))"
        case .sparkLabel(let shown, let count):
            return shown == count ? "By day: " : shown == 1 ? "Latest day: " : "Latest \(shown) days: "
        case .sparkRange(let lowest, let highest): return "  " + Self.span(formatClock(lowest), formatClock(highest))
        }
    }

    public var chinese: String {
        let words = Words(.simplifiedChinese)
        switch self {
        case .holds(let holds): return "屏息 " + holds.map(words.duration).joined(separator: "、")
        case .longest(let seconds, let day):
            return "最长的一次屏息：\(words.duration(seconds))，\(words.date(day))"
        case .sparkLabel(let shown, let count): return shown == count ? "每天最长：" : "最近 \(shown) 天："
        case .sparkRange(let lowest, let highest):
            return "  " + Self.span(words.duration(lowest), words.duration(highest))
        }
    }

    /// "0:45-1:32", or one figure when both ends read the same.
    static func span(_ lowest: String, _ highest: String) -> String {
        lowest == highest ? lowest : lowest + "-" + highest
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
