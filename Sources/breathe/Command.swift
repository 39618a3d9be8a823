import BreatheCore
import BreatheTUI
import BreatheSystem

enum Command {
    /// Runs the command line and returns the exit status: the command's, or 1 when its
    /// output could not be written (or it dies by SIGPIPE when its reader went away). The
    /// environment, the locale, the language and the width are chosen here, once.
    static func main(_ commandLine: [String], notUTF8: [Int]) -> Int32 {
        let invocation = Invocation.read(arguments: Array(commandLine.dropFirst()))
        prepareOutput(replacement: invocation.glyphs.symbols.replacement, width: invocation.width)
        return finishOutput(dispatch(commandLine, notUTF8: notUTF8, invocation), words: invocation.words)
    }

    /// Reads the line into a typed command, then hands it to its runner: one case each.
    static func dispatch(_ commandLine: [String], notUTF8: [Int], _ invocation: Invocation) -> Int32 {
        let words = invocation.words
        let command: BreatheCommand
        switch BreatheCommand.parse(commandLine: commandLine, notUTF8: notUTF8) {
        case .success(let read): command = read
        case .failure(let error): return usageError(error.message(words), hint: error.hint, words: words)
        }
        // What the command loads first, and what a failure to load means: its plan.
        func loaded(_ run: (CommandContext) -> Int32) -> Int32 {
            guard let context = Setup.start(StartupPlan.of(command), invocation) else { return ExitStatus.failure }
            return run(context)
        }
        switch command {
        case .home(let display): return loaded { AppLauncher.run(.home, context: $0, display: display) }
        case .start(let options): return loaded { Lessons.start(options, $0) }
        case .practice(let options): return loaded { Practice.run(options, $0) }
        case .pace(let options): return loaded { PaceCommand.run(options, $0) }
        case .bolt(let options): return loaded { Bolt.run(options, $0) }
        case .programs(let json): return loaded { Reports.programs(json: json, $0) }
        case .progress(let programID, let json):
            return loaded { Reports.progress(programID: programID, json: json, $0) }
        case .history(let json): return loaded { Reports.history(json: json, $0) }
        case .stats(let options): return loaded { Reports.stats(options, $0) }
        case .sync(let action): return loaded { Sync.run(action, $0) }
        case .export(let options): return loaded { Transfer.export(options, $0) }
        case .importFile(let path): return loaded { Transfer.importFile(path, $0) }
        case .config(let key, let value, let json): return Config.run(key: key, value: value, json: json, invocation)
        case .status(let json): return loaded { Status.run(json: json, $0) }
        case .patterns(let json): return loaded(json ? Patterns.json : Patterns.lines)
        case .completions(let shell):
            printText(CompletionScripts.script(for: shell))
            return ExitStatus.ok
        case .help(let spec):
            // The overview states the threshold as set; settings that cannot be read
            // leave the default, and are reported by the commands that use them.
            let locations = try? Locations.fromEnvironment(invocation.environment)
            let threshold = locations.flatMap { try? UserFiles.settings(at: $0) }?.threshold
            let help = HelpText.command(
                spec, threshold: threshold ?? CompletionRule.defaultThreshold, words: words, width: invocation.width)
            printText(help + "\n")
            return ExitStatus.ok
        case .version:
            printText("breathe \(BuildInfo.version) (\(BuildInfo.commit))\n")
            return ExitStatus.ok
        }
    }

    /// Prints "breathe: message" and where to read more, and returns the usage status.
    static func usageError(_ message: String, hint: String, words: Words) -> Int32 {
        printError(hint.isEmpty ? message : message + "\n" + words(UsagePhrase.tryHelp(hint)))
        return ExitStatus.usage
    }
}
