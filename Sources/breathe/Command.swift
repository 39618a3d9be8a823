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

    /// Reads the line into a typed command, then hands it to its runner: one case each.
    static func run(_ arguments: [String]) -> Int32 {
        let command: BreatheCommand
        switch BreatheCommand.parse(arguments) {
        case .success(let read): command = read
        case .failure(let error): return usageError(error.message, hint: error.hint)
        }
        switch command {
        case .home(let display): return Lessons.home(display: display)
        case .start(let options): return Lessons.start(options)
        case .practice(let options): return Practice.run(options)
        case .pace(let options): return PaceCommand.run(options)
        case .programs(let json): return Reports.programs(json: json)
        case .progress(let programID, let json): return Reports.progress(programID: programID, json: json)
        case .history(let json): return Reports.history(json: json)
        case .stats(let options): return Reports.stats(options)
        case .sync(let action): return Sync.run(action)
        case .export(let options): return Transfer.export(options)
        case .importFile(let path): return Transfer.importFile(path)
        case .config(let key, let value): return Config.run(key: key, value: value)
        case .status(let json): return Status.run(json: json)
        case .patterns(let json): return Patterns.run(json: json)
        case .completions(let shell):
            print(CompletionScripts.script(for: shell), terminator: "")
            return ExitStatus.ok
        case .help(let spec):
            print(HelpText.command(spec))
            return ExitStatus.ok
        case .version:
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
