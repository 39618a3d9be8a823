import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// `breathe practice`: read the pattern and length, run the session, print the summary.
enum Practice {
    static func run(_ parsed: ParsedCommand) -> Int32 {
        guard let display = DisplayOptions.of(parsed) else { return ExitStatus.usage }
        let length: SessionLength?
        do throws(OptionError) {
            if let text = parsed.value("--minutes") {
                length = .minutes(try OptionValues.minutes(text))
            } else if let text = parsed.value("--cycles") {
                length = .cycles(try OptionValues.cycles(text))
            } else {
                length = nil
            }
        } catch {
            return Command.usageError(error.description, hint: "breathe practice --help")
        }
        return run(pattern: parsed.arguments[0], length: length, display: display)
    }

    static func run(pattern text: String, length: SessionLength?, display: DisplayOptions) -> Int32 {
        let plan: PracticePlan
        do {
            let pattern = try PatternNotation.parse(text)
            let builtIn = BuiltInPattern.named(text)
            plan = try PracticePlan(pattern: pattern, length: length ?? builtIn?.defaultLength ?? .minutes(5))
        } catch let error as PatternError {
            return Command.usageError(error.description, hint: "breathe practice --help")
        } catch let error as PlanError {
            return Command.usageError(error.description, hint: "breathe practice --help")
        } catch {
            return Command.usageError("\(error)", hint: "breathe practice --help")
        }
        // A session that could not be saved must not start: settings that cannot be
        // read (or no HOME) stop it here, before any practice, with the reason.
        guard let setup = Setup.load() else {
            printError("nothing was practised; fix the problem above first, since the session could not be saved")
            return ExitStatus.failure
        }
        // Saves sessions left behind by a crash. A store that cannot be read (a newer
        // format, say) does not stop practice: the session is kept in its journal.
        let store = setup.loadStore() ?? ProgressStore()
        return AppLauncher.run(.practice(plan), setup: setup, store: store, display: display)
    }
}
