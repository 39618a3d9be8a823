/// The end of a `breathe pace` run, as lines: a row a block, the suggestion, and what it
/// rests on.
public enum PaceTable {
    public static func lines(_ result: PaceResult, separator: String, uncomfortable: Bool) -> [String] {
        var lines: [String] = []
        if uncomfortable {
            lines += HelpText.wrap("You stopped when it felt uncomfortable: that is exactly right. Slow breathing should never strain; what you did is saved.", width: 78)
        }
        lines.append("Finding your pace\(separator)\(result.rows.count) of \(PacePlan.rates.count) blocks")
        lines.append("  a minute   how easy   air hunger or light-headed")
        for row in result.rows {
            let rate = formatNumber(row.answer.rate)
            let ease: String, discomfort: String
            if row.endReason == .finished {
                ease = row.answer.ease.map { "\($0) of 5" } ?? "-"
                discomfort = row.discomfortAnswered ? (row.answer.discomfort ? "yes" : "no") : "-"
            } else {
                ease = "ended early (\(formatClock(row.practicedSeconds)))"
                discomfort = ""
            }
            lines.append("  " + rate.padded(to: 9) + "  " + ease.padded(to: 9) + "  " + discomfort)
        }
        lines += HelpText.wrap("Suggested: \(formatNumber(result.suggestion.rate)) breaths a minute. " + result.suggestion.explanation, width: 78)
        return lines
    }
}

/// The two questions after a block, in the words both views use.
public enum PaceQuestions {
    public static let ease = "How easy was that?"
    public static let discomfort = "Any air hunger or light-headedness?"
}
