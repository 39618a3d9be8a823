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
        let chosenLength = length ?? BuiltInPattern.named(text)?.defaultLength ?? .minutes(5)
        do {
            plan = try PracticePlan(pattern: PatternNotation.parse(text), length: chosenLength)
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
        // The pattern `pace` is the person's own rate, known only now that the settings
        // are read (it was checked with the default above).
        let session = (try? PracticePlan(pattern: PatternNotation.parse(text, pace: setup.settings.pace), length: chosenLength)) ?? plan
        return AppLauncher.run(.practice(session), setup: setup, store: store, display: display)
    }
}
