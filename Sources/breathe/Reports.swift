import BreatheCore
import BreatheSystem
import BreatheTUI

/// `breathe programs`, `breathe progress` and `breathe history`: plain text or JSON.
enum Reports {
    /// Splits `--json` and `--help` from the rest; nil after a usage error.
    static func options(_ arguments: [String], command: String, help: String, allowsName: Bool) -> (json: Bool, name: String?)? {
        var json = false
        var name: String?
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "-h", "--help":
                print(help)
                return nil
            default:
                if argument.hasPrefix("-") {
                    _ = Command.unknownOption(argument, for: command, known: ["--json", "--help"])
                    return nil
                }
                if !allowsName || name != nil {
                    _ = Command.usageError("unexpected argument '\(argument)'", hint: "breathe \(command) --help")
                    return nil
                }
                name = argument
            }
        }
        return (json, name)
    }

    static func programs(_ arguments: [String]) -> Int32 {
        guard let options = options(arguments, command: "programs", help: Help.programs, allowsName: false) else { return helpOrUsage(arguments) }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        setup.printWarnings()
        if options.json { return printJSON(ProgramListReport.entries(setup.catalogue, store: store)) }
        for line in ProgramListReport.lines(setup.catalogue, store: store, activeMark: "*", separator: TerminalLocale.adopt().separator) { print(line) }
        if store.activeProgramID == nil { print("\nNo program is active yet: `breathe start PROGRAM` begins one.") }
        return ExitStatus.ok
    }

    static func progress(_ arguments: [String]) -> Int32 {
        guard let options = options(arguments, command: "progress", help: Help.progress, allowsName: true) else { return helpOrUsage(arguments) }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        setup.printWarnings()
        guard let id = options.name ?? store.activeProgramID else {
            printError("no program is active yet; name one (breathe progress PROGRAM) or start one with breathe start PROGRAM")
            return ExitStatus.failure
        }
        guard let program = setup.catalogue.program(id: id) else {
            let known = setup.catalogue.programs.map(\.id).joined(separator: ", ")
            return Command.usageError("no program '\(id)'; the programs are: \(known)", hint: "breathe programs")
        }
        let report = ProgressReport(program: program, store: store)
        if options.json { return printJSON(report.json) }
        print(program.title)
        print(report.position)
        print("")
        let utf8 = TerminalLocale.adopt() == .braille
        for line in report.lessonLines(check: utf8 ? "✓" : "[x]", current: utf8 ? "→" : "->") { print(line) }
        return ExitStatus.ok
    }

    static func history(_ arguments: [String]) -> Int32 {
        guard let options = options(arguments, command: "history", help: Help.history, allowsName: false) else { return helpOrUsage(arguments) }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        if options.json { return printJSON(HistoryReport.newestFirst(store)) }
        let lines = HistoryReport.lines(store, catalogue: setup.catalogue, separator: TerminalLocale.adopt().separator)
        if lines.isEmpty { print("No sessions yet.") }
        for line in lines { print(line) }
        return ExitStatus.ok
    }

    static func stats(_ arguments: [String]) -> Int32 {
        guard let options = options(arguments, command: "stats", help: Help.stats, allowsName: false) else { return helpOrUsage(arguments) }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        let report = StatsReport(streak: setup.streak(store), insights: Insights(store: store, catalogue: setup.catalogue, rule: setup.settings.completionRule), settings: setup.settings)
        if options.json { return printJSON(report.json) }
        let glyphs = TerminalLocale.adopt()
        for line in report.lines(bar: glyphs == .braille ? "█" : "#", separator: glyphs.separator) { print(line) }
        return ExitStatus.ok
    }

    /// After `options` returned nil: 0 if help was shown, 2 for a usage error.
    private static func helpOrUsage(_ arguments: [String]) -> Int32 {
        arguments.contains("--help") || arguments.contains("-h") ? ExitStatus.ok : ExitStatus.usage
    }
}
