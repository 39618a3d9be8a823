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

    public static var lines: [String] {
        var lines: [String] = []
        for builtIn in BuiltInPattern.all {
            let pattern = builtIn.pattern
            let bpm = (pattern.breathsPerMinute * 10).rounded() / 10
            lines.append(builtIn.name.padded(to: 10) + builtIn.summary)
            lines.append("          \(formatNumber(pattern.cycleSeconds)) s a cycle, \(formatNumber(bpm)) breaths a minute")
            if let caution = PatternCaution.text(for: pattern) { lines.append("          caution: \(caution)") }
        }
        lines.append("pace      your own rate, in 4 : out 6 (the setting pace; breathe pace helps you find it)")
        lines.append("")
        lines.append("Your own: seconds joined by dashes, in-out (4-6), in-hold-out (4-7-8) or in-hold-out-hold (4-4-4-4).")
        return lines
    }
}
