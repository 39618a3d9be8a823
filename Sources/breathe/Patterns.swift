import BreatheCore

/// `breathe patterns`: the built-in patterns with their timings and breaths per minute.
enum Patterns {
    static func run(json: Bool) -> Int32 {
        if json {
            struct Entry: Encodable {
                let name: String
                let phases: [[String: String]]
                let cycleSeconds: Double
                let breathsPerMinute: Double
                let caution: String?
            }
            return printJSON(BuiltInPattern.all.map { builtIn in
                Entry(
                    name: builtIn.name,
                    phases: builtIn.pattern.phases.map { ["kind": $0.kind.rawValue, "seconds": formatNumber($0.seconds)] },
                    cycleSeconds: builtIn.pattern.cycleSeconds,
                    breathsPerMinute: (builtIn.pattern.breathsPerMinute * 10).rounded() / 10,
                    caution: PatternCaution.text(for: builtIn.pattern))
            })
        }
        for builtIn in BuiltInPattern.all {
            let pattern = builtIn.pattern
            let bpm = (pattern.breathsPerMinute * 10).rounded() / 10
            let name = builtIn.name + String(repeating: " ", count: max(0, 10 - builtIn.name.count))
            say("\(name)\(builtIn.summary)")
            say("          \(formatNumber(pattern.cycleSeconds)) s a cycle, \(formatNumber(bpm)) breaths a minute")
            if let caution = PatternCaution.text(for: pattern) { say("          caution: \(caution)") }
        }
        say("pace      your own rate, in 4 : out 6 (the setting pace; breathe pace helps you find it)")
        say("")
        say("Your own: seconds joined by dashes, in-out (4-6), in-hold-out (4-7-8) or in-hold-out-hold (4-4-4-4).")
        return ExitStatus.ok
    }
}
