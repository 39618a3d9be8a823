import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// `breathe practice`: read the pattern and length, run the session, print the summary.
enum Practice {
    static func run(arguments: [String]) -> Int32 {
        var patternText: String?
        var minutes: String?
        var cycles: String?
        var display = DisplayOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            if display.read(argument) { continue }
            switch argument {
            case "-h", "--help":
                print(Help.practice)
                return ExitStatus.ok
            case "--minutes", "--cycles":
                guard let value = cursor.value(of: argument, command: "practice") else { return ExitStatus.usage }
                if argument == "--minutes" { minutes = value } else { cycles = value }
            default:
                // A lone "-4-6"-like word is a pattern, not an option; "--x" never is.
                if argument.hasPrefix("--") || (argument.hasPrefix("-") && Double(String(argument.dropFirst().prefix(1))) == nil) {
                    return Command.unknownOption(argument, for: "practice", known: ["--minutes", "--cycles", "--plain", "--bell", "--no-color", "--help"])
                }
                guard patternText == nil else {
                    return Command.usageError("one pattern at a time: got '\(patternText!)' and '\(argument)'", hint: "breathe practice --help")
                }
                patternText = argument
            }
        }
        guard let patternText else {
            return Command.usageError("practice needs a pattern, for example: breathe practice 4-7-8", hint: "breathe practice --help")
        }
        let length: SessionLength?
        do throws(OptionError) {
            switch (minutes, cycles) {
            case (.some, .some):
                return Command.usageError("give --minutes or --cycles, not both", hint: "breathe practice --help")
            case (let text?, nil): length = .minutes(try OptionValues.minutes(text))
            case (nil, let text?): length = .cycles(try OptionValues.cycles(text))
            case (nil, nil): length = nil
            }
        } catch {
            return Command.usageError(error.description, hint: "breathe practice --help")
        }
        return run(pattern: patternText, length: length, display: display)
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
