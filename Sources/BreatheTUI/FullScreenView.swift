import BreatheCore

/// The full-screen view: the app model drawn into a grid, and when it will next look
/// different on its own. Pure, like every screen it is made of.
public struct FullScreenView: Sendable {
    public let glyphs: GlyphSet
    public let reducedMotion: Bool

    /// Frames never come closer together than this, however fast the circle moves.
    static let shortestFrameInterval = 1.0 / 60
    /// The loop wakes at least this often, whatever the screen predicts.
    static let longestSleep = 1.0
    /// The loop wakes this long after a predicted change. Woken exactly on it, rounding
    /// could still show the old picture, and the change then came a 60th of a second late
    /// after a wasted frame (about one radius step in four did).
    static let wakeMargin = 0.001

    public init(glyphs: GlyphSet, reducedMotion: Bool) {
        self.glyphs = glyphs
        self.reducedMotion = reducedMotion
    }

    public func render(_ model: AppModel, width: Int, height: Int) -> CellGrid {
        let separator = glyphs.separator
        let words = model.context.words
        switch model.screen {
        case .session(let running):
            let moment = running.practice.moment(at: model.now.monotonic)
            var view = SessionView(
                header: running.header(separator: separator, words: words), moment: moment,
                isPaused: running.practice.isPaused, words: words, lengths: running.plan.rampLengths(at: moment))
            view.rounds = running.pending.holdRounds?.status(of: running.practice, at: model.now.monotonic)
            return screen(width: width, height: height).render(view)
        case .leadIn(let leadIn):
            // The count never shows 0: practice begins at that instant.
            let view = LeadInView(
                header: leadIn.header(separator: separator, words: words),
                count: max(1, leadIn.count(at: model.now.monotonic)), words: words)
            return screen(width: width, height: height).render(view)
        case .chooser(let chooser):
            let following = model.chooserEntries.first(where: \.isActive)?.program.titleText
            let note = model.choiceNotHere.map {
                words(.latestChoiceNotHere(id: $0, folder: model.context.catalogue.folder, following: following))
            }
            return ProgramPanels.chooser(
                entries: model.chooserEntries, chooser: chooser, note: note, glyphs: glyphs, words: words)
                .render(width: width, height: height, glyphs: glyphs, words: words)
        case .home:
            return home(model).render(width: width, height: height, glyphs: glyphs, words: words)
        case .progress(let page):
            guard let facts = model.home else { return CellGrid(width: width, height: height) }
            // In its styles (the terminal shows them in colour, or not under NO_COLOR,
            // --no-color or the setting), in the person's words; too narrow a column gets
            // no calendar rather than a broken one.
            let column = Panel.column(width: width)
            let calendar = column < 20 ? [] : PracticeCalendar(
                days: facts.days, today: facts.day, ascii: glyphs != .braille, colour: false, words: words,
                legendsRestDays: facts.streak.firstFreezeEarned != nil).styledLines(width: column)
            return ProgramPanels.progress(
                report: facts.report, today: facts.today, selected: page.selected, calendar: calendar, width: width,
                height: height, glyphs: glyphs, words: words)
                .render(width: width, height: height, glyphs: glyphs, words: words)
        case .question(let question):
            return panel(for: question, words: words).render(width: width, height: height, glyphs: glyphs, words: words)
        case .summary(let summary):
            let context = model.context
            return ProgramPanels.summary(
                program: summary.program?.title(words) ?? "",
                summaryLine: summary.summary.line(separator: context.separator, words: words),
                message: summary.message.flatMap(context.lines), problems: summary.problems, glyphs: glyphs,
                words: words)
                .render(width: width, height: height, glyphs: glyphs, words: words)
        case .safety:
            return BoltPanels.safety(
                width: width, height: height, glyphs: glyphs,
                words: words).render(width: width, height: height, glyphs: glyphs, words: words)
        case .bolt(let test):
            return BoltPanels.test(
                test, at: model.now.monotonic, width: width, height: height, glyphs: glyphs,
                words: words).render(width: width, height: height, glyphs: glyphs, words: words)
        case .saving, .finished:
            return CellGrid(width: width, height: height)
        }
    }

    func screen(width: Int, height: Int) -> SessionScreen {
        SessionScreen(width: width, height: height, glyphs: glyphs, reducedMotion: reducedMotion)
    }

    func home(_ model: AppModel) -> Panel {
        let settings = model.context.settings
        let words = model.context.words
        guard let facts = model.home else {
            let id = model.activeChoice.programID ?? ""
            return ProgramPanels.brokenProgram(
                id: id, problem: model.context.catalogue.whyMissing(id, words: words), glyphs: glyphs, words: words)
        }
        let streak = facts.streak
        let streakLine = streak.totalPracticeDays > 0 ? streak.line(
            showStreak: settings.showStreak, freezesEnabled: settings.freezes.enabled, separator: glyphs.separator,
            words: words) : nil
        let freezeNote = streak.freezeNote(showStreak: settings.showStreak, freezes: settings.freezes, words: words)
        let notHere = model.choiceNotHere.map { id in
            words(.latestChoiceNotHere(
                id: id, folder: model.context.catalogue.folder, following: facts.program.titleText))
        }
        return ProgramPanels.home(
            program: facts.program, report: facts.report, today: facts.today, offer: facts.offer,
            warnings: model.context.catalogue.warnings, notHere: notHere, glyphs: glyphs, streakLine: streakLine,
            freezeNote: freezeNote, words: words)
    }

    func panel(for question: Question, words: Words = .english) -> Panel {
        let lesson = question.pending.lesson?.lesson
        switch question.kind {
        case .lesson(.continuation(let offer)):
            return ProgramPanels.continuation(
                lesson: lesson!, offer: offer, selected: question.selected, glyphs: glyphs, words: words)
        case .lesson(.moodBefore):
            return ProgramPanels.moodCheck(lesson: lesson!, before: true, glyphs: glyphs, words: words)
        case .lesson(.moodAfter):
            return ProgramPanels.moodCheck(lesson: lesson!, before: false, glyphs: glyphs, words: words)
        case .pace(.ease(let ended)), .pace(.discomfort(let ended)):
            guard let run = ended.pending.pace else {
                return ProgramPanels.paceQuestion(block: nil, discomfort: false, glyphs: glyphs, words: words)
            }
            let discomfort = question.kind == .pace(.discomfort(ended))
            return ProgramPanels.paceQuestion(block: run.current, discomfort: discomfort, glyphs: glyphs, words: words)
        case .pace(.intro(let plan)):
            return PacePanels.intro(plan, words: words)
        case .pace(.beat):
            guard let run = question.pending.pace else {
                return Panel(title: words(.findingYourPace), lines: [], hints: [words(KeyHint.stopHere)])
            }
            return PacePanels.beat(run.current, glyphs: glyphs, words: words)
        case .lessonStart:
            // Plain mode's question (the full screen's home asks it itself), drawn all the same.
            guard let (program, lesson) = question.pending.lesson else {
                return Panel(title: "", lines: [], hints: [words(KeyHint.quit)])
            }
            return Panel(title: program.heading(
                for: lesson, separator: glyphs.separator,
                words: words), lines: [.text(words.duration(question.pending.plan.totalSeconds))],
                         hints: [words(KeyHint.start), words(KeyHint.quit)])
        }
    }

    /// Seconds until the view changes on its own: the session's next visible change (the
    /// next countdown tick, radius step or phase), but at least the rest of a 60th of a
    /// second and at most a second; nil when only an event can change it (a panel, a
    /// pause). `frameTook` is how long the last frame took to draw.
    public func wait(_ model: AppModel, width: Int, height: Int, frameTook: Double) -> Double? {
        if case .leadIn(let leadIn) = model.screen {
            // The next number of the count, or the start of practice.
            let wait = max(
                leadIn.secondsUntilCountChanges(at: model.now.monotonic) + Self.wakeMargin,
                Self.shortestFrameInterval - frameTook)
            return min(wait, Self.longestSleep)
        }
        // The BOLT test's count: its next whole second, or its cap.
        if let due = model.secondsUntilDue {
            return min(max(due + Self.wakeMargin, Self.shortestFrameInterval - frameTook), Self.longestSleep)
        }
        guard case .session(let running) = model.screen, !running.practice.isPaused else { return nil }
        let moment = running.practice.moment(at: model.now.monotonic)
        return Self.sleep(after: moment, on: screen(width: width, height: height), frameTook: frameTook)
    }

    /// How long the loop sleeps after drawing `moment`: until just after the screen's next
    /// visible change (with any due within 30 ms after it, `secondsUntilFrame`), within a
    /// 60th of a second and a second.
    public static func sleep(after moment: BreathMoment, on screen: SessionScreen, frameTook: Double) -> Double {
        let wait = max(screen.secondsUntilFrame(after: moment) + wakeMargin, shortestFrameInterval - frameTook)
        return min(wait, longestSleep)
    }
}
