import BreatheCore

/// The panels of the program flow, as pure functions of what they show, so each one is
/// tested as text like the session screen.
public enum ProgramPanels {
    /// Home: the program, "Lesson X of Y", today's lesson (or the quiet congratulation
    /// once every lesson is done), an unfinished attempt of today, skipped files.
    public static func home(program: Program, report: ProgressReport, today: TodaysLesson, offer: ContinuationOffer?, warnings: [String], glyphs: GlyphSet, streakLine: String? = nil) -> Panel {
        let separator = glyphs.separator
        var lines: [PanelLine] = [.text(report.position, .bold)]
        // The streak, quietly: one dim line, never a warning.
        if let streakLine { lines.append(.text(streakLine, .dim)) }
        lines.append(.blank)
        let lesson = today.lesson
        switch today.state {
        case .current:
            lines.append(.text("Today: " + lesson.title, .inhale))
            lines.append(.text(lesson.patternText + separator + lesson.lengthDescription() + separator + formatClock(lesson.plannedSeconds)))
            if let note = lesson.note { lines.append(.text(note, .dim)) }
            if let offer {
                lines.append(.blank)
                lines.append(.text("Earlier today: \(formatClock(offer.practicedSeconds)) of \(formatClock(offer.plannedSeconds)) practised. Start to continue where you left off."))
            }
        case .doneToday(let tomorrow):
            lines.append(.text("Today's lesson is done: " + lesson.title + ".", .inhale))
            if let tomorrow {
                lines.append(.text("Tomorrow: \(tomorrow.title) (\(tomorrow.patternText), \(tomorrow.lengthDescription())). One new lesson a day lets the practice grow at the pace the program was made for."))
            } else {
                lines.append(.text("With it you have completed every lesson of \(program.title)."))
            }
            lines.append(.text("Enter practises today's lesson again; it is saved, and your place stays where it is.", .dim))
        case .programComplete:
            let last = report.progress.lastPracticeDate.map { " The last on " + $0.practiceDay(rolloverHour: 0).iso8601 + "." } ?? ""
            lines.append(.text("You have completed every lesson of \(program.title).\(last)", .inhale))
            lines.append(.text("Well done. Press o to choose another program, or Enter to practise the last lesson again."))
        }
        for warning in warnings {
            lines.append(.blank)
            lines.append(.text("Skipped: " + warning, .dim))
        }
        return Panel(title: program.title, lines: lines, hint: ["Enter start", "p progress", "o other programs", "q quit"].joined(separator: separator))
    }

    /// Progress: the list of lessons with a check mark and date for each completed one,
    /// scrolled to keep the current lesson in view.
    /// The lessons, and under them the calendar of the program's practice, in its styles,
    /// when the window has room for all of it (the lesson list always comes first).
    public static func progress(report: ProgressReport, calendar: [StyledLine] = [], width: Int = 80, height: Int = 24, glyphs: GlyphSet) -> Panel {
        let lessons = report.lessonLines(symbols: glyphs.symbols)
        let current = min(report.progress.currentNodeIndex, lessons.count - 1)
        var panel = Panel(title: report.program.title, lines: [.text(report.position, .bold), .blank] + lessons.map { .text($0) }, hint: "any key back", focus: 2 + current)
        let withCalendar = panel.lines + [.blank] + calendar.map { PanelLine.styled($0) }
        if !calendar.isEmpty, Panel(title: "", lines: withCalendar, hint: "").rowCount(width: width) <= Panel.room(height: height) {
            panel.lines = withCalendar
        }
        return panel
    }

    /// The program chooser, a one-line summary under each title, scrolled to keep the
    /// selection in view.
    public static func chooser(programs: [Program], selected: Int, intro: String, glyphs: GlyphSet) -> Panel {
        var lines: [PanelLine] = [.text(intro), .blank]
        for (index, program) in programs.enumerated() {
            lines.append(.option(program.title, detail: program.summary + " (\(program.lessons.count) lessons)", selected: index == selected))
        }
        return Panel(title: "Programs", lines: lines, hint: ["up/down choose", "Enter select", "q back"].joined(separator: glyphs.separator), focus: 2 + selected)
    }

    /// Home when the active program's file can no longer be read: which file, what is
    /// wrong, and what to do. Never a first run: the progress is all there.
    public static func brokenProgram(id: String, problem: String, glyphs: GlyphSet) -> Panel {
        Panel(
            title: "Your program \(id)",
            lines: [
                .text("Your program \(id) could not be loaded:", .bold),
                .text(problem),
                .blank,
                .text("Fix the file, then start breathe again: your progress in \(id) is kept, and nothing of it is lost."),
                .text("Or press o to choose another program; \(id) keeps its progress for when it is back."),
            ],
            hint: ["o other programs", "q quit"].joined(separator: glyphs.separator))
    }

    /// "Continue (2:00 left)" or "Start over".
    public static func continuation(lesson: Lesson, offer: ContinuationOffer, selected: Int, glyphs: GlyphSet) -> Panel {
        // The time left is the continuing session's own length: the rest in whole cycles.
        let choices = ["Continue (\(formatClock(offer.remainingPlan(for: lesson).totalSeconds)) left)", "Start over"]
        return Panel(
            title: lesson.title,
            lines: [.text("Earlier today you practised \(formatClock(offer.practicedSeconds)) of \(formatClock(offer.plannedSeconds)). That time still counts if you continue."), .blank]
                + choices.enumerated().map { .option($0.element, selected: $0.offset == selected) },
            hint: ["up/down choose", "Enter start", "Esc back"].joined(separator: glyphs.separator))
    }

    /// The optional mood check: one key, 1 to 5, or any other to skip.
    public static func moodCheck(lesson: Lesson, before: Bool, glyphs: GlyphSet) -> Panel {
        Panel(
            title: lesson.title,
            lines: [
                .text(before ? "Before you begin: how do you feel?" : "And now: how do you feel?", .bold),
                .blank,
                .text("1 tense   2   3   4   5 calm"),
                .blank,
                .text("Your answers stay on this machine; breathe stats shows the average change.", .dim),
            ],
            hint: ["1-5 answer", "any other key skips"].joined(separator: glyphs.separator))
    }

    /// Between the blocks of `breathe pace`: how easy that was, then any discomfort.
    public static func paceQuestion(block: PaceBlock?, discomfort: Bool, glyphs: GlyphSet, words: Words = .english) -> Panel {
        let title = block.map { words(.breathsPerMinute($0.block.rate)) + glyphs.separator + words(.blockOf(number: $0.number, count: $0.count)) } ?? words(.findingYourPace)
        let lines: [PanelLine] = discomfort
            ? [.text(words(.discomfortQuestion), .bold), .blank, .text(words(.yesNoScale)), .blank, .text(words(.yesEndsTheRun), .dim)]
            : [.text(words(.easeQuestion), .bold), .blank, .text(words(.easeScale)), .blank, .text(words(.noRightAnswer), .dim)]
        let hint: [PacePhrase] = discomfort ? [.yesOrNoKey, .stopHereKey] : [.answerKey, .otherKeysSkip, .stopHereKey]
        return Panel(title: title, lines: lines, hint: hint.map(words.say).joined(separator: glyphs.separator))
    }

    /// After a lesson: what happened, kindly, and what comes next.
    public static func summary(verdict: LessonVerdict, summaryLine: String, message: [String], problems: [String], glyphs: GlyphSet, words: Words = .english) -> Panel {
        let lines: [PanelLine] = [.text(summaryLine), .blank] + message.map { .text($0) } + problems.map { .text($0, .bold) }
        return Panel(title: words(.verdictTitle(verdict)), lines: lines, hint: [words(.homeKey), words(.quitKey)].joined(separator: glyphs.separator))
    }
}
