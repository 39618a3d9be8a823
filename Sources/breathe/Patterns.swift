import BreatheCore

/// `breathe patterns`: the built-in patterns, as lines or JSON (made in the core).
enum Patterns {
    static func run(json: Bool) -> Int32 {
        if json { return printJSON(PatternListReport.entries) }
        for line in PatternListReport.lines(words: words, width: outputWidth) { say(line) }
        return ExitStatus.ok
    }
}
