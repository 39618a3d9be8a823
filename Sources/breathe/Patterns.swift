import BreatheCore

/// `breathe patterns`: the built-in patterns and the person's own `pace`, as lines or
/// JSON (made in the core).
enum Patterns {
    static func lines(_ context: CommandContext) -> Int32 {
        for line in PatternListReport.lines(pace: context.settings.pace, words: context.words, width: context.width) {
            say(line)
        }
        return ExitStatus.ok
    }

    /// The JSON gives `pace` at the person's rate, so it is read from the settings.
    static func json(_ context: CommandContext) -> Int32 {
        printJSON(PatternListReport.entries(pace: context.settings.pace), words: context.words)
    }
}
