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
        switch (minutes, cycles) {
        case (.some, .some):
            return Command.usageError("give --minutes or --cycles, not both", hint: "breathe practice --help")
        case (let text?, nil):
            guard let value = Double(text), value.isFinite, text.allSatisfy({ $0.isNumber || $0 == "." }) else {
                return Command.usageError("--minutes needs a number of minutes, like 5 or 2.5, not '\(text)'", hint: "breathe practice --help")
            }
            length = .minutes(value)
        case (nil, let text?):
            guard let value = Int(text) else {
                return Command.usageError("--cycles needs a whole number, like 8, not '\(text)'", hint: "breathe practice --help")
            }
            length = .cycles(value)
        case (nil, nil):
            length = nil
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
        // A store that cannot be read does not stop practice; the session just is not saved.
        let setup = Setup.load()
        // Saves sessions left behind by a crash; a store that cannot be read is reported.
        _ = setup?.loadStore()
        let settings = setup?.settings ?? Settings()
        let startedAt = WallClock.now()
        let journal = setup?.journal(JournalEntry(programID: nil, lessonID: nil, pattern: plan.pattern.name, startedAt: startedAt, plannedSeconds: plan.totalSeconds))
        let checkpoint: (Double) -> Void = { practised in journal?.checkpoint(practicedSeconds: practised, at: WallClock.now()) }
        let screen = SessionHost(display: display, settings: settings)
        guard let run = screen.run(plan: plan, header: { "breathe" + $0 + plan.pattern.name }, checkpoint: checkpoint) else {
            journal?.discard()
            return ExitStatus.failure
        }
        let outcome = run.outcome
        let attempt = PracticeAttempt(
            pattern: plan.pattern.name, startedAt: startedAt, endedAt: WallClock.now(),
            plannedSeconds: plan.totalSeconds,
            practicedSeconds: outcome.summary.practisedSeconds,
            endReason: outcome.summary.endReason)
        var saveError: String?
        if let setup, let journal {
            do throws(StoreError) {
                var store = ProgressStore()
                ProgressRecorder.recordPractice(attempt, store: &store, id: journal.entry.sessionID)
                // Saving merges with the file as it is: no need to read it first.
                try setup.storeFile.save(store)
                journal.discard()
            } catch {
                journal.keep(endReason: attempt.endReason, practicedSeconds: attempt.practicedSeconds, at: attempt.endedAt)
                saveError = "the session could not be saved: \(error.description). It is kept and will be saved the next time breathe starts"
            }
        }
        run.close()
        print(outcome.summary.line(separator: run.glyphs.separator))
        if let saveError { printError(saveError) }
        if let signal = outcome.signal {
            fflush(nil)
            SignalWatcher.die(by: signal)
        }
        return saveError == nil ? ExitStatus.ok : ExitStatus.failure
    }
}
