import BreatheCore
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// Exit statuses, as the shell expects them: 0 ok, 1 a runtime problem, 2 a usage error.
enum ExitStatus {
    static let ok: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}

enum Command {
    static let version = "0.1.0"

    /// Reads the line by the command table, then hands it to its command.
    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedCommand
        switch CommandParser.parse(arguments) {
        case .success(let read): parsed = read
        case .failure(let error): return usageError(error.message, hint: error.hint)
        }
        if parsed.wantsHelp {
            print(HelpText.command(parsed.command))
            return ExitStatus.ok
        }
        switch parsed.command.name {
        case "": return Lessons.home(parsed)
        case "start": return Lessons.start(parsed)
        case "practice": return Practice.run(parsed)
        case "pace": return PaceCommand.run(parsed)
        case "programs": return Reports.programs(parsed)
        case "progress": return Reports.progress(parsed)
        case "history": return Reports.history(parsed)
        case "stats": return Reports.stats(parsed)
        case "sync": return Sync.run(parsed)
        case "export": return Transfer.export(parsed)
        case "import": return Transfer.importFile(parsed)
        case "config": return Config.run(parsed)
        case "status": return Status.run(parsed)
        case "patterns": return Patterns.run(parsed)
        case "completions":
            guard let script = CompletionScripts.script(for: parsed.arguments[0]) else {
                return usageError("no completions for '\(parsed.arguments[0])': bash, zsh or fish", hint: "breathe completions --help")
            }
            print(script, terminator: "")
            return ExitStatus.ok
        case "help":
            guard let topic = parsed.argument(0) else {
                print(HelpText.general)
                return ExitStatus.ok
            }
            guard let spec = CommandTable.command(named: topic) else {
                let suggestion = nearest(to: topic, in: CommandTable.commandNames).map { "; did you mean \($0)?" } ?? ""
                return usageError("no help for '\(topic)': there is no such command\(suggestion)", hint: "breathe help")
            }
            print(HelpText.command(spec))
            return ExitStatus.ok
        default:
            print("breathe \(version)")
            return ExitStatus.ok
        }
    }

    /// Prints "breathe: message" and where to read more, and returns the usage status.
    static func usageError(_ message: String, hint: String) -> Int32 {
        printError("\(message)\nTry '\(hint)' for more.")
        return ExitStatus.usage
    }
}
