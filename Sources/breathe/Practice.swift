import BreatheCore
import BreatheSystem

/// `breathe practice`: the pattern and length were checked as the line was read; the
/// session runs at the person's pace (the pattern `pace`), then its summary is printed.
/// Hold rounds come after the safety screen, unless this device has shown it.
enum Practice {
    static func run(_ options: PracticeOptions, _ context: CommandContext) -> Int32 {
        if let rounds = options.holdRounds {
            let shown = SafetyMarker(locations: context.setup.locations).isShown
            return AppLauncher.run(.rounds(rounds, safetyShown: shown), context: context, display: options.display)
        }
        return AppLauncher.run(
            .practice(options.plan(pace: context.settings.pace)), context: context, display: options.display)
    }
}
