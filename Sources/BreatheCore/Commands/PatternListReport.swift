/// `breathe patterns`: the built-in patterns with their timings, breaths a minute and any
/// caution, and the person's own `pace`, as lines or as JSON entries.
public enum PatternListReport {
    /// One pattern, for `--json`.
    public struct Entry: Encodable, Sendable, Equatable {
        public let name: String
        public let phases: [Phase]
        public let cycleSeconds: Double
        public let breathsPerMinute: Double
        public let caution: String?
    }

    /// A phase as scripts read it: seconds are a number, as everywhere in breathe's JSON,
    /// so a script can add them up without parsing text.
    public struct Phase: Encodable, Sendable, Equatable {
        public let kind: String
        public let seconds: Double
    }

    /// Every pattern the lines list, in their order: the built-in ones, then `pace` at the
    /// person's rate (`pace`, the setting), since that is the pattern they would breathe.
    public static func entries(pace: Double) -> [Entry] {
        let patterns = BuiltInPattern.all.map {
            ($0.name, $0.pattern)
        } + [(PacePlan.patternKeyword, PacePlan.pattern(rate: pace, name: PacePlan.patternKeyword))]
        return patterns.map { name, pattern in
            Entry(
                name: name,
                phases: pattern.phases.map { Phase(kind: $0.kind.rawValue, seconds: $0.seconds) },
                cycleSeconds: pattern.cycleSeconds,
                breathsPerMinute: (pattern.breathsPerMinute * 10).rounded() / 10,
                caution: PatternCaution.text(for: pattern))
        }
    }

    /// Each pattern's name, then what it is, its cycle and rate and any caution, in a
    /// column after the name; then how to write one's own. Prose wraps to `width`, under
    /// the column.
    public static func lines(pace: Double, words: Words = .english, width: Int = .max) -> [String] {
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
            lines += entry(builtIn.name, words(builtIn.about))
            lines += more(words(.cycleAndRate(cycleSeconds: pattern.cycleSeconds, breathsPerMinute: bpm)))
            if let concern = PatternCaution.concern(for: pattern) { lines += more(words(.caution(concern))) }
        }
        let own = PacePlan.pattern(rate: pace, name: PacePlan.patternKeyword)
        lines += entry("pace", words(.ownPace(
            inSeconds: own.phases.first?.seconds ?? 0, outSeconds: own.phases.last?.seconds ?? 0,
            breathsPerMinute: (own.breathsPerMinute * 10).rounded() / 10)))
        lines.append("")
        lines += TextWrap.lines(words(.yourOwn), width: width)
        return lines
    }
}
