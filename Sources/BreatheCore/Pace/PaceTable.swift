/// The end of a `breathe pace` run, as lines: a row a block, the suggestion, and what it
/// rests on. Columns are measured in terminal columns, so a Chinese table lines up too.
public enum PaceTable {
    /// Text wider than this wraps.
    static let width = 78

    public static func lines(
        _ result: PaceResult, separator: String, uncomfortable: Bool, words: Words = .english) -> [String] {
        var lines: [String] = []
        if uncomfortable {
            lines += TextWrap.lines(words(.stoppedWhenUncomfortable), width: width)
        }
        let whole = result.rows.filter { $0.endReason == .finished }.count
        lines.append(words(.findingYourPace) + separator + words(.blocksBreathed(
            result.rows.count, whole: whole, of: PacePlan.rates.count)))
        lines.append(row(words(.rateColumn), words(.easeColumn), words(.discomfortColumn)))
        for block in result.rows {
            let ease: String, discomfort: String
            if block.endReason == .finished {
                ease = block.answer.ease.map { words(.easeOutOfFive($0)) } ?? "-"
                discomfort = block.discomfortAnswered ? words(.discomfortAnswer(block.answer.discomfort)) : "-"
            } else {
                ease = words(.blockEndedEarly(seconds: block.practicedSeconds))
                discomfort = ""
            }
            lines.append(row(formatNumber(block.answer.rate), ease, discomfort))
        }
        if let suggestion = result.suggestion {
            lines += TextWrap.lines(
                words(PacePhrase.suggested(rate: suggestion.rate)) + words.rules.gap
                    + words(.explanation(suggestion)),
                width: width)
        } else {
            lines += TextWrap.lines(words(PacePhrase.noSuggestion), width: width)
        }
        return lines
    }

    /// "  6.5        4 of 5     no": the first two columns 9 columns wide.
    private static func row(_ rate: String, _ ease: String, _ discomfort: String) -> String {
        "  " + rate.padded(to: 9) + "  " + ease.padded(to: 9) + "  " + discomfort
    }
}
