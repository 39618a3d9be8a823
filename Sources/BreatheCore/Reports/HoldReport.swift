/// The holds of `breathe practice rounds` as reports give them: the longest ever, and the
/// longest of each practice day, the line that shows whether holds lengthen with weeks of
/// practice. A day's longest rather than its every hold: the first round of a day is
/// usually the shortest, and a line of every hold would show that saw-tooth, not the trend.
public enum HoldReport {
    /// A practice day's longest hold.
    public struct DayBest: Sendable, Equatable {
        public let day: CivilDate
        public let seconds: Double
    }

    /// Each practice day with a hold, oldest first, with its longest. Days follow the
    /// streak's rule (`rolloverHour`), so a hold after midnight counts for the evening.
    public static func bestByDay(_ store: ProgressStore, rolloverHour: Int) -> [DayBest] {
        var best: [CivilDate: Double] = [:]
        for session in store.sessions {
            guard let longest = session.holds?.max() else { continue }
            let day = session.startedAt.practiceDay(rolloverHour: rolloverHour)
            best[day] = max(best[day] ?? 0, longest)
        }
        return best.map { DayBest(day: $0.key, seconds: $0.value) }.sorted { $0.day < $1.day }
    }

    /// The longest hold of all, on the first day it was reached; nil with no hold.
    public static func best(of days: [DayBest]) -> DayBest? {
        days.reduce(nil) { best, day in (best.map { day.seconds > $0.seconds } ?? true) ? day : best }
    }

    /// `stats`' lines: the longest hold and its day, then a bar a day. Nothing without a hold.
    public static func statsLines(_ days: [DayBest], spark: [String], width: Int, words: Words) -> [String] {
        guard let best = best(of: days) else { return [] }
        var lines = [words(HoldReportPhrase.longest(seconds: best.seconds, day: best.day))]
        if let spark = ValueSparkline.line(days.map(\.seconds), levels: spark, width: width,
                                           label: { words(HoldReportPhrase.sparkLabel(shown: $0, count: $1)) },
                                           range: { words(HoldReportPhrase.sparkRange(lowest: $0, highest: $1)) }) {
            lines.append(spark)
        }
        return lines
    }
}

/// A practice day's longest hold as `stats --json` gives it: `bestHold`, and each entry
/// of `bestHoldByDay`.
public struct DayHoldJSON: Encodable, Sendable, Equatable {
    public let date: String
    public let seconds: Double

    public init(_ best: HoldReport.DayBest) {
        date = best.day.iso8601
        seconds = best.seconds
    }
}
