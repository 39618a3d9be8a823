/// `breathe pace --history` and `breathe pace --rr FILE` as lines.
public enum PaceReport {
    /// One line a run, oldest first: its rates with their answers, and what it suggested.
    public static func historyLines(_ runs: [PaceRunRecord], separator: String) -> [String] {
        guard !runs.isEmpty else { return ["No runs yet: breathe pace finds a rate that suits you."] }
        return runs.map { run in
            let result = run.result
            let rates = result.rows.map { row in
                formatNumber(row.answer.rate) + (row.endReason == .finished ? " (\(row.answer.ease.map { "\($0)/5" } ?? "-")\(row.answer.discomfort ? ", discomfort" : ""))" : " (ended early)")
            }
            return run.startedAt.local.shortText + separator + rates.joined(separator: ", ") + separator + "suggested \(formatNumber(result.suggestion.rate))"
        }
    }

    /// A run scored by `file`: a row a block, the suggestion and how to breathe at it.
    public static func scoreLines(_ scored: RRMatch.Scored, file: String, separator: String) -> [String] {
        var lines = ["Your run of \(scored.run.startedAt.local.shortText), scored by \(file)", "  a minute   swing a breath   breaths   beats"]
        for score in scored.scores {
            let swing = score.swing.map { formatNumber(($0 * 10).rounded() / 10) + " bpm" } ?? "-"
            lines.append("  " + formatNumber(score.rate).padded(to: 9) + "  " + swing.padded(to: 15) + "  " + String(score.breaths).padded(to: 8) + "  " + String(score.beats))
        }
        lines.append("Suggested: \(formatNumber(scored.suggestion.rate)) breaths a minute. " + scored.suggestion.explanation)
        lines.append("To breathe at it: breathe config pace \(formatNumber(scored.suggestion.rate))" + separator + "then breathe practice pace")
        return lines
    }
}
