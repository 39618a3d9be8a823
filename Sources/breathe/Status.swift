import BreatheCore

/// `breathe status`: one line for a shell prompt or a tmux status bar. It runs at every
/// prompt, so its plan peeks at the store without the lock or journal recovery, and it
/// prints nothing at all when there is nothing to say.
enum Status {
    static func run(json: Bool, _ context: CommandContext) -> Int32 {
        let words = context.words
        let line = StatusLine(
            store: context.store, catalogue: context.catalogue, settings: context.settings, today: context.today)
        if json { return printJSON(line, words: words) }
        if let text = line.text(separator: context.glyphs.separator, words: words) { say(text) }
        return ExitStatus.ok
    }
}
