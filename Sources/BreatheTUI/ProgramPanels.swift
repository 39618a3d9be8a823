import BreatheCore

/// The panels of the program flow, as pure functions of what they show, so each one is
/// tested as text like the session screen. Each speaks `words`; the names from program
/// files show in that language where the file gives it, and as the file has them where
/// it does not.
public enum ProgramPanels {
    /// Home: the program, "Lesson X of Y" (once today's lesson is done, "Lesson 1 of 10
    /// done today" and what comes next), today's lesson with its length said once (or the
    /// quiet congratulation once every lesson is done), an unfinished attempt of today,
    /// skipped files. `freezeNote` says what a freeze is, under the streak, the one time
    /// it is new; `notHere`, after today's lesson, that the latest choice is not on this
    /// device.
    public static func home(
        program: Program, report: ProgressReport, today: TodaysLesson, offer: ContinuationOffer?, warnings: [String],
        notHere: String? = nil, glyphs: GlyphSet, streakLine: String? = nil, freezeNote: String? = nil,
        words: Words = .english) -> Panel {
        let separator = glyphs.separator
        let lesson = today.lesson
        var lines: [PanelLine] = [.text(report.position(today: today, separator: separator, words: words), .bold)]
        // The streak, quietly: one dim line, never a warning.
        if let streakLine { lines.append(.text(streakLine, .dim)) }
        if let freezeNote { lines.append(.text(freezeNote, .dim)) }
        lines.append(.blank)
        switch today.state {
        case .current:
            lines.append(.text(words(.today(lesson: lesson.titleText)), .inhale))
            lines.append(.text(lesson.patternDescription(words) + separator + words(.lessonLength(
                lesson.length, seconds: lesson.plannedSeconds))))
            if let note = lesson.note(words) { lines.append(.text(note, .dim)) }
            if let offer {
                lines.append(.blank)
                lines.append(.text(words(.earlierToday(
                    practiced: offer.practicedSeconds, planned: offer.plannedSeconds))))
            }
        case .doneToday(let tomorrow):
            lines.append(.text(words(.doneToday(lesson: lesson.titleText)), .inhale))
            if let tomorrow {
                lines.append(.text(words(.tomorrow(
                    pattern: tomorrow.patternDescription(words), length: tomorrow.length,
                    seconds: tomorrow.plannedSeconds))))
            } else {
                lines.append(.text(words(.completedWithIt(program: program.titleText))))
            }
            lines.append(.text(words(HomePhrase.practiseAgain), .dim))
        case .programComplete:
            let last = report.progress.lastPracticeDate.map { $0.practiceDay(rolloverHour: 0) }
            lines.append(.text(words(.programComplete(program: program.titleText, lastDay: last)), .inhale))
            lines.append(.text(words(.wellDone)))
        }
        if let notHere { lines += [.blank, .text(notHere)] }
        for warning in warnings {
            lines.append(.blank)
            lines.append(.text(words(.skipped(warning)), .dim))
        }
        return Panel(
            title: program.title(words), lines: lines,
            hints: [words(.start), words(.progress), words(.otherPrograms), words(.quit)])
    }

    /// Progress: the list of lessons with a check mark and date for each completed one,
    /// scrolled to keep the current lesson in view.
    /// The lessons, and under them the calendar of the program's practice, in its styles,
    /// when the window has room for all of it (the lesson list always comes first). When
    /// it has not, one line in its place says how tall a window shows it, so a calendar
    /// cut for room is never mistaken for one that is not there.
    /// With `selected`, that lesson is marked as chosen (Enter practises it again).
    public static func progress(
        report: ProgressReport, today: TodaysLesson? = nil, selected: Int? = nil, calendar: [StyledLine] = [],
        width: Int = 80, height: Int = 24, glyphs: GlyphSet, words: Words = .english) -> Panel {
        let mark = glyphs.symbols.selection
        let pad = selected == nil ? "" : String(repeating: " ", count: mark.columns + 1)
        let lessons = report.lessonLines(symbols: glyphs.symbols, words: words).enumerated().map { index, line in
            (index == selected ? mark + " " : pad) + line
        }
        let current = min(selected ?? report.progress.currentNodeIndex, lessons.count - 1)
        let hints = selected == nil
            ? [words(.anyKeyBack)] : [words(.choose), words(KeyHint.practiseAgain), words(.back)]
        var panel = Panel(title: report.program.title(words), lines: [
            .text(today.map {
                report.position(today: $0, separator: glyphs.separator, words: words, namingTomorrow: false)
            }
                ?? report.position(words), .bold), .blank] + lessons.map {
            .entry($0, indent: pad.count + report.lessonTextColumn(symbols: glyphs.symbols))
        }, hints: hints, focus: 2 + current, heading: 2)
        guard !calendar.isEmpty else { return panel }
        let withCalendar = Panel(title: panel.title, lines: panel.lines + [.blank] + calendar.map {
            PanelLine.styled($0)
        }, hints: panel.hints)
        let rows = withCalendar.rowCount(width: width)
        if rows <= panel.room(width: width, height: height, glyphs: glyphs) {
            panel.lines = withCalendar.lines
        } else {
            panel.lines += [
                .blank,
                .text(words(.calendarNeedsRows(panel.height(forRows: rows, width: width, glyphs: glyphs))), .dim)]
        }
        return panel
    }

    /// The program chooser, a one-line summary under each title, scrolled to keep the
    /// selection in view. `firstRun` when there is no program to go back to. Each title
    /// says where that program stands once begun ("Lesson 4 of 10") and marks the active
    /// one; `chooser.confirming` asks before the active program is left. `note`, first,
    /// says that the latest choice is not on this device.
    public static func chooser(
        entries: [ChooserEntry], chooser: Chooser, note: String? = nil, glyphs: GlyphSet,
        words: Words = .english) -> Panel {
        let separator = glyphs.separator
        let programs = entries.map(\.program)
        let active = entries.first(where: \.isActive)?.program
        let heading: [PanelLine] = (note.map { [.text($0), .blank] } ?? [])
            + [.text(words(chooser.firstRun ? .chooseToBegin : .everyProgramKeepsItsProgress)), .blank]
        var lines = heading
        for (index, entry) in entries.enumerated() {
            let program = entry.program
            let place = entry.report.placeOnceStarted(today: entry.today, separator: separator, words: words)
            let label = ([program.title(words)] + [place].compactMap { $0 }
                + (entry.isActive ? [words(.activeProgram)] : [])).joined(separator: separator)
            lines.append(.option(
                label, detail: words(.programDetail(summary: program.summaryText, lessons: program.lessons.count)),
                selected: index == chooser.selected))
        }
        // The question alone with the program it would switch to, so that no window is
        // too small to show it.
        if chooser.confirming, programs.indices.contains(chooser.selected), let active {
            return Panel(
                title: words(.programs),
                lines: [
                    .text(words(.switchTo(programs[chooser.selected].titleText, from: active.titleText)), .bold),
                    .blank, lines[heading.count + chooser.selected],
                ],
                hints: [words(KeyHint.switchPrograms), words(KeyHint.otherKeysStay)], focus: 0)
        }
        return Panel(
            // With no program yet, q leaves breathe: there is nothing to go back to.
            title: words(.programs), lines: lines,
            hints: [words(.choose), words(.select), words(chooser.firstRun ? .quit : .back)],
            focus: heading.count + chooser.selected)
    }

    /// Home when the active program's file can no longer be read: which file, what is
    /// wrong, and what to do. Never a first run: the progress is all there.
    public static func brokenProgram(id: String, problem: String, glyphs: GlyphSet, words: Words = .english) -> Panel {
        Panel(
            title: words(.brokenTitle(id: id)),
            lines: [
                .text(words(.brokenHeading(id: id)), .bold),
                .text(problem),
                .blank,
                .text(words(.brokenFix(id: id))),
                .text(words(.brokenChooseAnother(id: id))),
            ],
            hints: [words(.otherPrograms), words(.quit)])
    }

    /// "Continue (2:00 left)" or "Start over".
    public static func continuation(
        lesson: Lesson, offer: ContinuationOffer, selected: Int, glyphs: GlyphSet, words: Words = .english) -> Panel {
        // The time left is the continuing session's own length: the rest in whole cycles.
        let choices = [words(.continueWithTimeLeft(offer.remainingPlan(for: lesson).totalSeconds)), words(.startOver)]
        return Panel(
            title: lesson.title(words),
            lines: [
                .text(words(.earlierPractised(practiced: offer.practicedSeconds, planned: offer.plannedSeconds))),
                .blank]
                + choices.enumerated().map { .option($0.element, selected: $0.offset == selected) },
            hints: [words(.choose), words(.start), words(.escapeBack)])
    }

    /// The optional mood check: one key, 1 to 5, or any other to skip.
    public static func moodCheck(lesson: Lesson, before: Bool, glyphs: GlyphSet, words: Words = .english) -> Panel {
        Panel(
            title: lesson.title(words),
            lines: [
                .text(words(before ? .moodBefore : .moodAfter), .bold),
                .blank,
                .text(words(.moodScale)),
                .blank,
                .text(words(.moodStaysHere), .dim),
            ],
            hints: [words(KeyHint.answer), words(KeyHint.otherKeysSkip)])
    }

    /// Between the blocks of `breathe pace`: how easy that was, then any discomfort.
    public static func paceQuestion(
        block: PaceBlock?, discomfort: Bool, glyphs: GlyphSet, words: Words = .english) -> Panel {
        let title = block.map {
            words(.breathsPerMinute($0.block.rate)) + glyphs.separator + words(.blockOf(
                number: $0.number, count: $0.count))
        } ?? words(.findingYourPace)
        let lines: [PanelLine] = discomfort
            ? [
                .text(words(.discomfortQuestion), .bold), .blank, .text(words(.yesNoScale)), .blank,
                .text(words(.yesEndsTheRun), .dim)]
            : [
                .text(words(.easeQuestion), .bold), .blank, .text(words(.easeScale)), .blank,
                .text(words(.noRightAnswer), .dim)]
        let hints: [KeyHint] = discomfort ? [.yesOrNo, .stopHere] : [.answer, .otherKeysSkip, .stopHere]
        return Panel(title: title, lines: lines, hints: hints.map { words($0) })
    }

    /// After a lesson: what happened, kindly, and what comes next.
    /// After a lesson, under the program's title, as home has it: the lines say the
    /// verdict ("Lesson complete: Settle in."), so the title does not say it again.
    public static func summary(
        program: String, summaryLine: String, message: [String], problems: [String], glyphs: GlyphSet,
        words: Words = .english) -> Panel {
        let lines: [PanelLine] = [.text(summaryLine), .blank] + message.map {
            .text($0)
        } + problems.map { .text($0, .bold) }
        return Panel(
            title: program, lines: lines, hints: [words(KeyHint.home), words(KeyHint.quit)])
    }
}
