/// `breathe patterns`: the built-in patterns with their timings, breaths a minute and any
/// caution, as lines or as JSON entries.
public enum PatternListReport {
    /// One pattern, for `--json`.
    public struct Entry: Encodable, Sendable, Equatable {
        public let name: String
        public let phases: [[String: String]]
        public let cycleSeconds: Double
        public let breathsPerMinute: Double
        public let caution: String?
    }

    public static var entries: [Entry] {
        BuiltInPattern.all.map { builtIn in
            Entry(
                name: builtIn.name,
                phases: builtIn.pattern.phases.map { ["kind": $0.kind.rawValue, "seconds": formatNumber($0.seconds)] },
                cycleSeconds: builtIn.pattern.cycleSeconds,
                breathsPerMinute: (builtIn.pattern.breathsPerMinute * 10).rounded() / 10,
                caution: PatternCaution.text(for: builtIn.pattern))
        }
    }

    /// Each pattern's name, then what it is, its cycle and rate and any caution, in a
    /// column after the name; then how to write one's own. Prose wraps to `width`, under
    /// the column.
    public static func lines(words: Words = .english, width: Int = .max) -> [String] {
        let column = 10
        func entry(_ name: String, _ text: String) -> [String] {
            TextWrap.lines(name.padded(to: column) + text, width: width, hangingIndent: column)
        }
        func more(_ text: String) -> [String] {
            TextWrap.lines(text, width: width - column).map { String(repeating: " ", count: column) + $0 }
        }
        var lines: [String] = []
        for builtIn in BuiltInPattern.all {
            let pattern = builtIn.pattern
            let bpm = (pattern.breathsPerMinute * 10).rounded() / 10
            lines += entry(builtIn.name, words(.summary(pattern: builtIn.name)))
            lines += more(words(.cycleAndRate(cycleSeconds: pattern.cycleSeconds, breathsPerMinute: bpm)))
            if let concern = PatternCaution.concern(for: pattern) { lines += more(words(.caution(concern))) }
        }
        lines += entry("pace", words(.ownPace))
        lines.append("")
        lines += TextWrap.lines(words(.yourOwn), width: width)
        return lines
    }
}
