import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// `breathe practice`: read the pattern and length, run the session, print the summary.
enum Practice {
    static func run(_ parsed: ParsedCommand) -> Int32 {
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
        return run(pattern: parsed.arguments[0], length: length, display: DisplayOptions(parsed))
    }

    static func run(pattern text: String, length: SessionLength?, display: DisplayOptions = DisplayOptions()) -> Int32 {
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
        _ = setup.loadStore()
        let startedAt = WallClock.now()
        let journal = setup.journal(JournalEntry(programID: nil, lessonID: nil, pattern: plan.pattern.name, startedAt: startedAt, plannedSeconds: plan.totalSeconds))
        if let problem = journal.problem { printError("warning: no journal could be written, so a crash would lose this session: \(problem)") }
        let checkpoint: (Double) -> Void = { practised in journal.checkpoint(practicedSeconds: practised, at: WallClock.now()) }
        let screen = SessionHost(display: display, settings: setup.settings)
        guard let run = screen.run(plan: plan, header: { "breathe" + $0 + plan.pattern.name }, checkpoint: checkpoint) else {
            journal.discard()
            return ExitStatus.failure
        }
        let outcome = run.outcome
        let attempt = PracticeAttempt(
            pattern: plan.pattern.name, startedAt: startedAt, endedAt: WallClock.now(),
            plannedSeconds: plan.totalSeconds,
            practicedSeconds: outcome.summary.practisedSeconds,
            endReason: outcome.summary.endReason)
        let unsaved = setup.savePractice(attempt, journal: journal)
        run.close()
        say(outcome.summary.line(separator: run.glyphs.separator))
        if let unsaved { printError(unsaved.joined(separator: "\n")) }
        if let signal = outcome.signal {
            fflush(nil)
            SignalWatcher.die(by: signal)
        }
        return unsaved == nil ? ExitStatus.ok : ExitStatus.failure
    }
}
