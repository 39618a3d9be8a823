/// `breathe bolt --history` and the line `stats` gives the latest result: the results
/// kept, oldest first, as text that fits any width from 40 columns, and as JSON.
public enum BoltReport {
    /// The title, a line a result (time, seconds, band, in columns), a line of bars over
    /// time with the range it spans, and the reminder that mornings compare best (wrapped
    /// to `width`). Without a result: one sentence saying how to take one.
    public static func lines(
        _ store: ProgressStore, ascii: Bool, width: Int = 80, words: Words = .english) -> [String] {
        let results = store.boltResultsInOrder
        guard !results.isEmpty else { return TextWrap.lines(words(BoltPhrase.noResults), width: width) }
        let seconds = results.map { words(BoltPhrase.seconds($0.seconds)) }
        let widest = seconds.map(\.columns).max() ?? 0
        var lines = [words(BoltPhrase.historyTitle)]
        for (result, text) in zip(results, seconds) {
            // Seconds right-aligned, so the tenths stand under each other.
            let figure = String(repeating: " ", count: widest - text.columns) + text
            lines.append([
                result.at.local.shortText, figure,
                words(.band(BoltBand(seconds: result.seconds)))].joined(separator: "  "))
        }
        if let spark = sparkline(results, ascii: ascii, width: width, words: words) { lines += ["", spark] }
        return lines + [""] + TextWrap.lines(words(.morningsCompareBest), width: width)
    }

    /// "Over time: ▃▅▆█  18.5–26.4 s": a bar a result, the latest that fit `width`,
    /// tallest for the highest shown (heights from 0, so a small change looks small).
    /// nil when not even one bar fits.
    public static func sparkline(_ results: [BoltResult], ascii: Bool, width: Int, words: Words = .english) -> String? {
        ValueSparkline.line(results.map(\.seconds), levels: Symbols.chosen(ascii: ascii).spark, width: width,
                            label: { words(BoltPhrase.sparkLabel(shown: $0, count: $1)) },
                            range: { words(BoltPhrase.sparkRange(lowest: $0, highest: $1)) })
    }

    /// `stats`' line: the latest result, its band and its day; nil without one.
    public static func latestLine(_ store: ProgressStore, words: Words = .english) -> String? {
        guard let latest = store.boltResultsInOrder.last else { return nil }
        return words(.latest(
            seconds: latest.seconds, band: BoltBand(seconds: latest.seconds), day: latest.at.local.date))
    }

    /// The results for scripts, oldest first: seconds as numbers, the time as a string.
    public static func json(_ store: ProgressStore) -> [BoltJSON] {
        store.boltResultsInOrder.map(BoltJSON.init)
    }
}

/// A BOLT result as `bolt --history --json` and `stats --json` (`latestBolt`) give it;
/// `band` is one of "under-10", "10-15", "15-25", "25-40", "40-and-over".
public struct BoltJSON: Encodable, Sendable, Equatable {
    public let id: String
    public let at: String
    public let seconds: Double
    public let band: String

    public init(_ result: BoltResult) {
        id = result.id
        at = result.at.iso8601
        seconds = result.seconds
        band = BoltBand(seconds: result.seconds).rawValue
    }
}
