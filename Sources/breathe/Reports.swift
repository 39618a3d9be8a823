import BreatheCore
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// `breathe programs`, `progress`, `history` and `stats`: reports made in the core,
/// printed as plain text or JSON.
enum Reports {
    static func programs(json: Bool, _ context: CommandContext) -> Int32 {
        let store = context.store
        if json { return printJSON(ProgramListReport.entries(context.catalogue, store: store)) }
        for line in ProgramListReport.lines(context.catalogue, store: store, activeMark: "*", separator: outputGlyphs.separator, words: words, width: outputWidth) { say(line) }
        if store.activeProgramID == nil {
            say("")
            sayWrapped(words(.noActiveProgram))
        }
        return ExitStatus.ok
    }

    static func progress(programID name: String?, json: Bool, _ context: CommandContext) -> Int32 {
        guard let id = name ?? context.store.activeProgramID else {
            printError(words(.noActiveProgramToShow))
            return ExitStatus.failure
        }
        let program: Program
        switch ProgramLookup.program(id, catalogue: context.catalogue, store: context.store, words: words) {
        case .success(let found): program = found
        case .failure(let refusal): return refuse(refusal)
        }
        let report = ProgressReport(program: program, store: context.store)
        if json { return printJSON(report.json) }
        say(program.title(words))
        say(report.position(words))
        say("")
        for line in report.lessonLines(symbols: outputGlyphs.symbols, ids: true, words: words) { say(line) }
        return ExitStatus.ok
    }

    static func history(json: Bool, _ context: CommandContext) -> Int32 {
        if json { return printJSON(HistoryReport.newestFirst(context.store)) }
        // Each line is a record, never wrapped.
        let lines = HistoryReport.lines(context.store, catalogue: context.catalogue, separator: outputGlyphs.separator, words: words)
        if lines.isEmpty { sayWrapped(words(.noSessions)) }
        for line in lines { say(line) }
        return ExitStatus.ok
    }

    static func stats(_ options: StatsOptions, _ context: CommandContext) -> Int32 {
        let settings = context.settings, store = context.store
        let streak = Streak(store: store, settings: settings, today: context.today)
        let days = PracticeLog.days(in: store, rolloverHour: settings.dayRolloverHour, restDays: streak.restDays)
        var report = StatsReport(streak: streak, insights: Insights(store: store, catalogue: context.catalogue, rule: settings.completionRule), settings: settings, days: days, today: context.today)
        report.latestBolt = store.boltResultsInOrder.last
        report.holdsByDay = HoldReport.bestByDay(store, rolloverHour: settings.dayRolloverHour)
        if options.json { return printJSON(report.json) }
        let colour = OutputWidth.colourAllowed(setting: settings.color, noColorOption: options.noColor)
        let pictures = report.pictureLines(width: outputWidth, ascii: outputGlyphs != .braille, colour: colour, words: words)
        // The calendar holds no text from outside (glyphs, numbers, month names) and its
        // colour escapes are breathe's own: printed as they are.
        for line in pictures { _ = writeAll(STDOUT_FILENO, line + "\n") }
        if options.calendarOnly { return ExitStatus.ok }
        say("")
        for line in report.lines(symbols: outputGlyphs.symbols, words: words, width: outputWidth, all: options.all) { say(line) }
        return ExitStatus.ok
    }
}
