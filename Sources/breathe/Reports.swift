import BreatheCore
import BreatheSystem
import BreatheTUI

/// `breathe programs`, `progress`, `history` and `stats`: reports made in the core,
/// printed as plain text or JSON.
enum Reports {
    static func programs(json: Bool, _ context: CommandContext) -> Int32 {
        let words = context.words
        let store = context.store
        if json { return printJSON(ProgramListReport.entries(context.catalogue, store: store), words: words) }
        let rollover = context.settings.dayRolloverHour
        let choice = ActiveChoice(store: store, catalogue: context.catalogue)
        let entries = ChooserEntry.entries(
            programs: context.catalogue.programs, store: store, active: choice.programID,
            today: context.now.practiceDay(rolloverHour: rollover), rolloverHour: rollover)
        for line in ProgramListReport.lines(
            entries, activeMark: "*", separator: context.glyphs.separator, words: words, width: context.width) {
            say(line)
        }
        if let id = choice.notHere {
            say("")
            sayWrapped(words(.latestChoiceNotHere(
                id: id, folder: context.catalogue.folder,
                following: choice.programID.flatMap { context.catalogue.program(id: $0)?.titleText })))
        } else if choice.programID == nil {
            say("")
            sayWrapped(words(.noActiveProgram))
        }
        return ExitStatus.ok
    }

    static func progress(programID name: String?, json: Bool, _ context: CommandContext) -> Int32 {
        let words = context.words
        let choice = ActiveChoice(store: context.store, catalogue: context.catalogue)
        guard let id = name ?? choice.programID ?? choice.notHere else {
            printError(words(.noActiveProgramToShow))
            return ExitStatus.failure
        }
        let program: Program
        switch ProgramLookup.program(id, catalogue: context.catalogue, store: context.store, words: words) {
        case .success(let found): program = found
        case .failure(let refusal): return refuse(refusal, words: words)
        }
        let report = ProgressReport(program: program, store: context.store)
        if json { return printJSON(report.json, words: words) }
        say(program.title(words))
        let today = TodaysLesson(
            program: program, store: context.store, now: context.now, rolloverHour: context.settings.dayRolloverHour)
        sayWrapped(report.position(
            today: today, separator: context.glyphs.separator, words: words, namingTomorrow: false))
        say("")
        let column = report.lessonTextColumn(symbols: context.glyphs.symbols, ids: true)
        for line in report.lessonLines(symbols: context.glyphs.symbols, ids: true, words: words) {
            sayWrapped(line, hangingIndent: column)
        }
        return ExitStatus.ok
    }

    static func history(json: Bool, _ context: CommandContext) -> Int32 {
        let words = context.words
        if json { return printJSON(HistoryReport.newestFirst(context.store), words: words) }
        // Each line is a record, never wrapped.
        let lines = HistoryReport.lines(
            context.store, catalogue: context.catalogue, separator: context.glyphs.separator, words: words)
        if lines.isEmpty { sayWrapped(words(.noSessions)) }
        for line in lines { say(line) }
        return ExitStatus.ok
    }

    static func stats(_ options: StatsOptions, _ context: CommandContext) -> Int32 {
        let words = context.words
        let settings = context.settings
        let report = StatsReport.of(
            store: context.store, catalogue: context.catalogue, settings: settings, today: context.today)
        if options.json { return printJSON(report.json, words: words) }
        let colour = OutputWidth.colourAllowed(setting: settings.color, noColorOption: options.noColor,
                                                noColorEnvironment: context.invocation.wantsNoColor)
        let pictures = report.pictureLines(
            width: context.width, ascii: context.glyphs != .braille, colour: colour, words: words)
        // The calendar holds no text from outside (glyphs, numbers, month names) and its
        // colour escapes are breathe's own: printed as they are.
        for line in pictures { _ = writeAll(.output, line + "\n") }
        if options.calendarOnly { return ExitStatus.ok }
        say("")
        for line in report.lines(
            symbols: context.glyphs.symbols, words: words, width: context.width, all: options.all) {
            say(line)
        }
        return ExitStatus.ok
    }
}
