/// `breathe pace --history` and `breathe pace --rr FILE` as lines, in the person's words.
public enum PaceReport {
    /// One line a run, oldest first: its rates with their answers, and what it suggested.
    public static func historyLines(_ runs: [PaceRunRecord], separator: String, words: Words = .english) -> [String] {
        guard !runs.isEmpty else { return [words(.noRunsYet)] }
        return runs.map { run in
            let result = run.result
            let rates = result.rows.map { row in
                row.endReason == .finished
                    ? words(.blockAnswered(rate: row.answer.rate, ease: row.answer.ease, discomfort: row.answer.discomfort))
                    : words(.blockCutShort(rate: row.answer.rate))
            }
            return run.startedAt.local.shortText + separator + rates.joined(separator: words.isChinese ? "、" : ", ") + separator + words(.suggestedRate(result.suggestion.rate))
        }
    }

    /// A run scored by `file`: a row a block, the suggestion and how to breathe at it.
    /// The columns are measured in terminal columns.
    public static func scoreLines(_ scored: RRMatch.Scored, file: String, separator: String, words: Words = .english) -> [String] {
        var lines = [words(.scoredBy(run: scored.run.startedAt.local.shortText, file: file)), words(.scoreColumns)]
        for score in scored.scores {
            let swing = score.swing.map { words(.swing(($0 * 10).rounded() / 10)) } ?? "-"
            lines.append("  " + formatNumber(score.rate).padded(to: 9) + "  " + swing.padded(to: 15) + "  " + String(score.breaths).padded(to: 8) + "  " + String(score.beats))
        }
        lines.append(words(.suggested(rate: scored.suggestion.rate)) + (words.isChinese ? "" : " ") + words(.explanation(scored.suggestion)))
        lines.append(words(.howToBreatheAt(rate: scored.suggestion.rate, separator: separator)))
        return lines
    }
}
