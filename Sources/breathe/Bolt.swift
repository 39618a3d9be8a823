import BreatheCore
import BreatheSystem

/// `breathe bolt`: the test, run by the app (the safety screen first on a new device),
/// or the results kept, as lines or JSON.
enum Bolt {
    static func run(_ options: BoltOptions, _ context: CommandContext) -> Int32 {
        let words = context.words
        switch options {
        case .test(let display):
            let shown = SafetyMarker(locations: context.setup.locations).isShown
            return AppLauncher.run(.bolt(safetyShown: shown), context: context, display: display)
        case .history(let json):
            if json { return printJSON(BoltReport.json(context.store), words: words) }
            // Each result is a line; the rest wraps to the width.
            for line in BoltReport.lines(
                context.store, ascii: context.glyphs != .braille, width: context.width, words: words) {
                say(line)
            }
            return ExitStatus.ok
        }
    }
}
