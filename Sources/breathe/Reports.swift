import BreatheCore
import BreatheSystem
import BreatheTUI

/// `breathe programs`, `breathe progress` and `breathe history`: plain text or JSON.
enum Reports {
    static func programs(_ parsed: ParsedCommand) -> Int32 {
        let json = parsed.has("--json")
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

    static func progress(_ parsed: ParsedCommand) -> Int32 {
        let json = parsed.has("--json"), name = parsed.argument(0)
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        setup.printWarnings()
        guard let id = name ?? store.activeProgramID else {
            printError("no program is active yet; name one (breathe progress PROGRAM) or start one with breathe start PROGRAM")
            return ExitStatus.failure
        }
        guard let program = setup.catalogue.program(id: id) else { return setup.programNotFound(id, store: store) }
        let report = ProgressReport(program: program, store: store)
        if json { return printJSON(report.json) }
        say(program.title)
        say(report.position)
        say("")
        let utf8 = outputGlyphs == .braille
        for line in report.lessonLines(check: utf8 ? "✓" : "[x]", current: utf8 ? "→" : "->", ids: true) { say(line) }
        return ExitStatus.ok
    }

    static func history(_ parsed: ParsedCommand) -> Int32 {
        let json = parsed.has("--json")
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        if json { return printJSON(HistoryReport.newestFirst(store)) }
        let lines = HistoryReport.lines(store, catalogue: setup.catalogue, separator: outputGlyphs.separator)
        if lines.isEmpty { say("No sessions yet.") }
        for line in lines { say(line) }
        return ExitStatus.ok
    }

    static func stats(_ parsed: ParsedCommand) -> Int32 {
        let json = parsed.has("--json")
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        let report = StatsReport(streak: setup.streak(store), insights: Insights(store: store, catalogue: setup.catalogue, rule: setup.settings.completionRule), settings: setup.settings)
        if json { return printJSON(report.json) }
        for line in report.lines(bar: outputGlyphs == .braille ? "█" : "#", separator: outputGlyphs.separator) { say(line) }
        return ExitStatus.ok
    }
}
