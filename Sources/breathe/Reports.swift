import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// `breathe programs`, `breathe progress` and `breathe history`: plain text or JSON.
enum Reports {
    static func programs(json: Bool) -> Int32 {
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

    static func progress(programID name: String?, json: Bool) -> Int32 {
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

    static func history(json: Bool) -> Int32 {
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        if json { return printJSON(HistoryReport.newestFirst(store)) }
        let lines = HistoryReport.lines(store, catalogue: setup.catalogue, separator: outputGlyphs.separator)
        if lines.isEmpty { say("No sessions yet.") }
        for line in lines { say(line) }
        return ExitStatus.ok
    }

    static func stats(_ options: StatsOptions) -> Int32 {
        let json = options.json
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        let streak = setup.streak(store)
        let today = WallClock.now().practiceDay(rolloverHour: setup.settings.dayRolloverHour)
        let days = PracticeLog.days(in: store, rolloverHour: setup.settings.dayRolloverHour, restDays: streak.restDays)
        let report = StatsReport(streak: streak, insights: Insights(store: store, catalogue: setup.catalogue, rule: setup.settings.completionRule), settings: setup.settings, days: days, today: today)
        if json { return printJSON(report.json) }
        let colour = OutputWidth.colourAllowed(setting: setup.settings.color, noColorOption: options.noColor)
        let pictures = report.pictureLines(width: OutputWidth.ofStdout, ascii: outputGlyphs != .braille, colour: colour)
        // The calendar holds no text from outside (glyphs, numbers, month names) and its
        // colour escapes are breathe's own: printed as they are.
        for line in pictures { _ = writeAll(STDOUT_FILENO, line + "\n") }
        if options.calendarOnly { return ExitStatus.ok }
        say("")
        for line in report.lines(bar: outputGlyphs == .braille ? "█" : "#", separator: outputGlyphs.separator) { say(line) }
        return ExitStatus.ok
    }
}
