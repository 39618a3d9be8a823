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
    static let commands = ["start", "practice", "programs", "progress", "history", "stats", "sync", "export", "import", "config", "status", "patterns", "help"]

    static func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            return Lessons.home()
        }
        if ["--plain", "--bell", "--no-color", "--no-colour"].contains(first) {
            return Lessons.home(arguments)
        }
        switch first {
        case "-h", "--help":
            print(Help.general)
            return ExitStatus.ok
        case "--version", "-V":
            print("breathe \(version)")
            return ExitStatus.ok
        case "help":
            return Help.show(topic: arguments.dropFirst().first)
        case "practice":
            return Practice.run(arguments: Array(arguments.dropFirst()))
        case "start":
            return Lessons.start(arguments: Array(arguments.dropFirst()))
        case "programs":
            return Reports.programs(Array(arguments.dropFirst()))
        case "progress":
            return Reports.progress(Array(arguments.dropFirst()))
        case "history":
            return Reports.history(Array(arguments.dropFirst()))
        case "stats":
            return Reports.stats(Array(arguments.dropFirst()))
        case "sync":
            return Sync.run(Array(arguments.dropFirst()))
        case "export":
            return Transfer.export(Array(arguments.dropFirst()))
        case "import":
            return Transfer.importFile(Array(arguments.dropFirst()))
        case "config":
            return Config.run(Array(arguments.dropFirst()))
        case "status":
            return Status.run(Array(arguments.dropFirst()))
        case "patterns":
            return Patterns.run(Array(arguments.dropFirst()))
        default:
            if first.hasPrefix("-") {
                let suggestion = nearest(to: first, in: ["--help", "--version"]).map { "; did you mean \($0)?" } ?? ""
                return usageError("unknown option '\(first)'\(suggestion)", hint: "breathe --help")
            }
            let suggestion = nearest(to: first, in: commands).map { "; did you mean \($0)?" } ?? ""
            return usageError("unknown command '\(first)'\(suggestion)", hint: "breathe --help")
        }
    }

    /// "unknown option '--minuts' for practice; did you mean --minutes?"
    static func unknownOption(_ option: String, for command: String, known: [String]) -> Int32 {
        let suggestion = nearest(to: option, in: known).map { "; did you mean \($0)?" } ?? ""
        return usageError("unknown option '\(option)' for \(command)\(suggestion)", hint: "breathe \(command) --help")
    }

    /// Prints "breathe: message" and where to read more, and returns the usage status.
    static func usageError(_ message: String, hint: String) -> Int32 {
        printError("\(message)\nTry '\(hint)' for more.")
        return ExitStatus.usage
    }
}
