import BreatheCore
import BreatheSystem
import BreatheTUI

/// `breathe programs`, `breathe progress` and `breathe history`: plain text or JSON.
enum Reports {
    /// What a report command was asked: run (with --json, and a name where it takes one),
    /// or exit at once (help shown, or a usage error printed).
    enum Parsed {
        case run(json: Bool, name: String?)
        case exit(Int32)

        var exitCode: Int32 {
            if case .exit(let code) = self { return code }
            return ExitStatus.ok
        }
    }

    /// Reads `--json`, `--help` and, where `allowsName`, one name.
    static func options(_ arguments: [String], command: String, help: String, allowsName: Bool = false) -> Parsed {
        var json = false
        var name: String?
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "-h", "--help":
                print(help)
                return .exit(ExitStatus.ok)
            default:
                if argument.hasPrefix("-") {
                    return .exit(Command.unknownOption(argument, for: command, known: ["--json", "--help"]))
                }
                if !allowsName || name != nil {
                    return .exit(Command.usageError("unexpected argument '\(argument)'", hint: "breathe \(command) --help"))
                }
                name = argument
            }
        }
        return .run(json: json, name: name)
    }

    static func programs(_ arguments: [String]) -> Int32 {
        let parsed = options(arguments, command: "programs", help: Help.programs)
        guard case .run(let json, _) = parsed else { return parsed.exitCode }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        setup.printWarnings()
        if json { return printJSON(ProgramListReport.entries(setup.catalogue, store: store)) }
        for line in ProgramListReport.lines(setup.catalogue, store: store, activeMark: "*", separator: outputGlyphs.separator) { say(line) }
        if store.activeProgramID == nil {
            say("")
            say("No program is active yet: `breathe start PROGRAM` begins one.")
        }
        return ExitStatus.ok
    }

    static func progress(_ arguments: [String]) -> Int32 {
        let parsed = options(arguments, command: "progress", help: Help.progress, allowsName: true)
        guard case .run(let json, let name) = parsed else { return parsed.exitCode }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        setup.printWarnings()
        guard let id = name ?? store.activeProgramID else {
            printError("no program is active yet; name one (breathe progress PROGRAM) or start one with breathe start PROGRAM")
            return ExitStatus.failure
        }
        guard let program = setup.catalogue.program(id: id) else {
            let known = setup.catalogue.programs.map(\.id).joined(separator: ", ")
            return Command.usageError("no program '\(id)'; the programs are: \(known)", hint: "breathe programs")
        }
        let report = ProgressReport(program: program, store: store)
        if json { return printJSON(report.json) }
        say(program.title)
        say(report.position)
        say("")
        let utf8 = outputGlyphs == .braille
        for line in report.lessonLines(check: utf8 ? "✓" : "[x]", current: utf8 ? "→" : "->", ids: true) { say(line) }
        return ExitStatus.ok
    }

    static func history(_ arguments: [String]) -> Int32 {
        let parsed = options(arguments, command: "history", help: Help.history)
        guard case .run(let json, _) = parsed else { return parsed.exitCode }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        if json { return printJSON(HistoryReport.newestFirst(store)) }
        let lines = HistoryReport.lines(store, catalogue: setup.catalogue, separator: outputGlyphs.separator)
        if lines.isEmpty { say("No sessions yet.") }
        for line in lines { say(line) }
        return ExitStatus.ok
    }

    static func stats(_ arguments: [String]) -> Int32 {
        let parsed = options(arguments, command: "stats", help: Help.stats)
        guard case .run(let json, _) = parsed else { return parsed.exitCode }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        let report = StatsReport(streak: setup.streak(store), insights: Insights(store: store, catalogue: setup.catalogue, rule: setup.settings.completionRule), settings: setup.settings)
        if json { return printJSON(report.json) }
        for line in report.lines(bar: outputGlyphs == .braille ? "█" : "#", separator: outputGlyphs.separator) { say(line) }
        return ExitStatus.ok
    }
}
