/// `breathe pace --history` and `breathe pace --rr FILE` as lines, in the person's words.
public enum PaceReport {
    /// One line a run, oldest first: its rates with their answers, and what it suggested.
    /// Each line is a record: never wrapped.
    public static func historyLines(_ runs: [PaceRunRecord], separator: String, words: Words = .english) -> [String] {
        guard !runs.isEmpty else { return [words(.noRuns)] }
        return runs.map { run in
            let result = run.result
            let rates = result.rows.map { row in
                words(row.endReason == .finished
                    ? .block(rate: row.answer.rate, ease: row.answer.ease, discomfort: row.answer.discomfort)
                    : .blockEnded(rate: row.answer.rate, row.endReason))
            }
            return run.startedAt.local.shortText + separator + rates.joined(separator: words.rules.listSeparator)
                + separator + (result.suggestion.map { words(PaceReportPhrase.suggested(rate: $0.rate)) }
                    ?? words(PaceReportPhrase.noSuggestion))
        }
    }

    /// A run scored by `file`: a row a block, the suggestion and how to breathe at it;
    /// the prose wraps to `width`.
    public static func scoreLines(
        _ scored: RRMatch.Scored, file: String, separator: String, words: Words = .english,
        width: Int = .max) -> [String] {
        let header = "  " + [
            words(.columnRate).padded(to: 9), words(.columnSwing).padded(to: 15), words(.columnBreaths).padded(to: 8),
            words(.columnBeats)].joined(separator: "  ")
        var lines = TextWrap.lines(
            words(.scoredRun(startedAt: scored.run.startedAt.local.shortText, file: file)), width: width) + [header]
        for score in scored.scores {
            let swing = score.swing.map { words(.swing(($0 * 10).rounded() / 10)) } ?? "-"
            lines.append(
                "  " + formatNumber(score.rate).padded(to: 9) + "  " + swing.padded(to: 15) + "  "
                    + String(score.breaths).padded(to: 8) + "  " + String(score.beats))
        }
        lines += TextWrap.lines(
            words(.suggestion(scored.suggestion)), width: width)
        lines += TextWrap.lines(words(.toBreatheAtIt(rate: scored.suggestion.rate, separator: separator)), width: width)
        return lines
    }
}
