import BreatheCore

/// `breathe practice`: the pattern and length were checked as the line was read; the
/// session runs at the person's pace (the pattern `pace`), then its summary is printed.
enum Practice {
    static func run(_ options: PracticeOptions, _ context: CommandContext) -> Int32 {
        AppLauncher.run(.practice(options.plan(pace: context.settings.pace)), context: context, display: options.display)
    }
}
