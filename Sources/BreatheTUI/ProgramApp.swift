import BreatheCore

/// Loads and saves progress for the app, and keeps the journal of the session in
/// progress. The command line passes the real files; keeping them behind a protocol keeps
/// this module free of file handling.
public protocol ProgressKeeping {
    /// The store as it is now, and what the person should be told about it.
    func load() throws -> (store: ProgressStore, notices: [String])
    /// Saves, and returns what the person should be told (records set aside, a damaged
    /// store moved aside).
    func save(_ store: ProgressStore) throws -> [String]
    /// Starts the journal of a session about to begin.
    func beginJournal(_ entry: JournalEntry) -> SessionCheckpoints
}

/// The journal of one session, as the app sees it.
public protocol SessionCheckpoints {
    /// The id the session is saved under.
    var sessionID: String { get }
    /// Why the journal could not be written anywhere, if it could not.
    var problem: String? { get }
    func checkpoint(practicedSeconds: Double, at now: LocalTimestamp)
    /// The session is saved: the journal goes.
    func discard()
    /// The session could not be saved: the journal stays for the next start. Returns the
    /// file it is kept in, or nil when it could not be written anywhere.
    func keep(endReason: EndReason, practicedSeconds: Double, at now: LocalTimestamp) -> String?
}

/// A lesson attempt recorded and, if all went well, saved.
public struct LessonSave {
    public let result: LessonResult
    public let saved: Bool
    /// What to tell the person: notices of the save, or why it failed and where the
    /// session is kept.
    public let messages: [String]
}

extension ProgressKeeping {
    /// Records a lesson attempt by the completion rule into `store` and saves it. Saved,
    /// the journal goes; not saved, the journal keeps the session for the next start (or,
    /// when no journal can be written, the messages carry the record to import). The one
    /// way every lesson is saved, full screen or plain.
    public func saveLesson(_ attempt: PracticeAttempt, program: Program, lesson: Lesson, continuing offer: ContinuationOffer?, rule: CompletionRule, store: inout ProgressStore, journal: SessionCheckpoints) -> LessonSave {
        let result = ProgressRecorder.recordLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store, id: journal.sessionID)
        do {
            let notices = try save(store)
            journal.discard()
            return LessonSave(result: result, saved: true, messages: notices)
        } catch {
            let kept = journal.keep(endReason: attempt.endReason, practicedSeconds: attempt.practicedSeconds, at: attempt.endedAt)
            let records = ProgressStore(sessions: [result.session], completions: result.completion.map { [$0] } ?? [], activations: store.activations)
            return LessonSave(result: result, saved: false, messages: UnsavedSession.lines(saveProblem: ProgramApp.describe(error), keptIn: kept, journalProblem: journal.problem, records: records))
        }
    }
}

/// What to open with.
public enum AppStart: Sendable, Equatable {
    /// The daily entry: home (or the program chooser on first run).
    case home
    /// Make `programID` active and start a lesson: the current one, or `lessonID`.
    case lesson(programID: String, lessonID: String?)
}

/// How the app ended.
public struct AppOutcome: Sendable {
    /// Printed after the terminal is restored: the last session's summary and its message.
    public var lines: [String] = []
    /// Lines to print on stderr: a save that failed (and where the session is kept), or
    /// notices of a save.
    public var errors: [String] = []
    /// Whether something could not be saved (the exit status says so).
    public var failed = false
    /// The signal to die by, once everything is saved and printed.
    public var signal: Int32?
}

/// The daily flow around sessions: choose a program, see today's lesson, practise it,
/// read what happened, look at progress. Each screen is a `Panel` rendered from state.
public final class ProgramApp {
    let catalogue: Catalogue
    let settings: Settings
    let keeper: ProgressKeeping
    let now: () -> LocalTimestamp
    var store: ProgressStore
    var outcome = AppOutcome()

    public init(catalogue: Catalogue, settings: Settings, keeper: ProgressKeeping, store: ProgressStore, now: @escaping () -> LocalTimestamp) {
        self.catalogue = catalogue
        self.settings = settings
        self.keeper = keeper
        self.store = store
        self.now = now
    }

    /// The signal or key that ends the app.
    enum Exit: Error {
        case quit
        case signal(Int32?)
    }

    public func run(_ start: AppStart, on console: Console) -> AppOutcome {
        do throws(Exit) {
            if case .lesson(let programID, let lessonID) = start, let program = catalogue.program(id: programID) {
                activate(program)
                let lesson = lessonID.flatMap { program.lesson(id: $0) } ?? TodaysLesson(program: program, store: store, now: now(), rolloverHour: settings.dayRolloverHour).lesson
                try practise(lesson, of: program, on: console)
            }
            try home(on: console)
        } catch {
            if case .signal(let signal) = error { outcome.signal = signal }
        }
        return outcome
    }

    // MARK: Screens

    private func home(on console: Console) throws(Exit) {
        while true {
            guard let program = store.activeProgramID.flatMap({ catalogue.program(id: $0) }) else {
                guard let chosen = try choose(on: console, intro: "Choose a program to begin. Each is a short daily lesson; you can switch at any time, and every program keeps its own progress.") else { throw .quit }
                activate(chosen)
                continue
            }
            let report = ProgressReport(program: program, store: store)
            let today = TodaysLesson(program: program, store: store, now: now(), rolloverHour: settings.dayRolloverHour)
            let offer = today.state == .current ? ContinuationOffer.find(for: today.lesson, in: program, store: store, rule: settings.completionRule, now: now(), rolloverHour: settings.dayRolloverHour) : nil
            let streak = Streak(practiceDays: PracticeDays.days(in: store, rolloverHour: settings.dayRolloverHour), today: now().practiceDay(rolloverHour: settings.dayRolloverHour), freezes: settings.freezes)
            let streakLine = streak.totalPracticeDays > 0 ? streak.line(showStreak: settings.showStreak, freezesEnabled: settings.freezes.enabled, separator: console.glyphs.separator) : nil
            let panel = ProgramPanels.home(program: program, report: report, today: today, offer: offer, warnings: catalogue.warnings, glyphs: console.glyphs, streakLine: streakLine)
            switch try waitForKey(panel, on: console) {
            case .enter:
                try practise(today.lesson, of: program, on: console)
            case .character("p"), .character("P"):
                _ = try waitForKey(ProgramPanels.progress(report: report, glyphs: console.glyphs), on: console)
            case .character("o"), .character("O"):
                if let chosen = try choose(on: console, intro: "Every program keeps its own progress.") { activate(chosen) }
            case .character("q"), .character("Q"), .escape:
                throw .quit
            default:
                continue
            }
        }
    }

    /// The program chooser. Returns nil when the person leaves without choosing.
    private func choose(on console: Console, intro: String) throws(Exit) -> Program? {
        let programs = catalogue.programs
        guard !programs.isEmpty else { return nil }
        var selected = programs.firstIndex { $0.id == store.activeProgramID } ?? 0
        while true {
            let panel = ProgramPanels.chooser(programs: programs, selected: selected, intro: intro, glyphs: console.glyphs)
            switch try waitForKey(panel, on: console) {
            case .up, .character("k"): selected = (selected + programs.count - 1) % programs.count
            case .down, .character("j"): selected = (selected + 1) % programs.count
            case .enter: return programs[selected]
            case .character("q"), .character("Q"), .escape: return nil
            case .character(let digit) where digit.wholeNumberValue.map({ (1...programs.count).contains($0) }) == true:
                selected = digit.wholeNumberValue! - 1
            default: continue
            }
        }
    }

    /// Runs a lesson: offers to continue today's unfinished attempt, practises, records the
    /// session by the completion rule, saves, and shows what happened.
    private func practise(_ lesson: Lesson, of program: Program, on console: Console) throws(Exit) {
        let rule = settings.completionRule
        var offer = ContinuationOffer.find(for: lesson, in: program, store: store, rule: rule, now: now(), rolloverHour: settings.dayRolloverHour)
        if let found = offer {
            var selected = 0
            choosing: while true {
                let panel = ProgramPanels.continuation(lesson: lesson, offer: found, selected: selected, glyphs: console.glyphs)
                switch try waitForKey(panel, on: console) {
                case .up, .down, .character("j"), .character("k"): selected = 1 - selected
                case .character("c"), .character("C"): selected = 0; break choosing
                case .character("s"), .character("S"): selected = 1; break choosing
                case .enter: break choosing
                case .escape, .character("q"), .character("Q"): return
                default: continue
                }
            }
            if selected == 1 { offer = nil }
        }
        let plan = offer?.remainingPlan(for: lesson) ?? lesson.plan
        let separator = console.glyphs.separator
        let header = program.heading(for: lesson, separator: separator)
        let moodBefore = settings.moodCheck ? try askMood(lesson, before: true, on: console) : nil
        let startedAt = now()
        var entry = JournalEntry(lesson: lesson, of: program, plan: plan, continuing: offer, startedAt: startedAt)
        entry.moodBefore = moodBefore
        let journal = keeper.beginJournal(entry)
        let clock = now
        let session = SessionRunner(plan: plan, header: header, bell: settings.bell, reducedMotion: settings.reducedMotion) { practised in
            journal.checkpoint(practicedSeconds: practised, at: clock())
        }.run(on: console)
        var attempt = PracticeAttempt(
            pattern: lesson.patternText, startedAt: startedAt, endedAt: now(),
            plannedSeconds: plan.totalSeconds, practicedSeconds: session.summary.practisedSeconds,
            endReason: session.summary.endReason)
        attempt.moodBefore = moodBefore
        // No question after a signal: the process is on its way out. A signal during the
        // question still lets the session be saved first.
        var exitAfterSaving: Exit?
        if settings.moodCheck, session.signal == nil {
            do throws(Exit) {
                attempt.moodAfter = try askMood(lesson, before: false, on: console)
            } catch {
                exitAfterSaving = error
            }
        }
        var saved = store
        let save = keeper.saveLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &saved, journal: journal)
        let result = save.result
        // Saved, the store is read back: it now holds what other terminals saved too.
        var problems = save.messages
        if save.saved, let loaded = try? keeper.load() {
            store = loaded.store
            problems += loaded.notices
        } else {
            store = saved
        }
        if !save.saved { outcome.failed = true }
        let message = LessonMessage.lines(for: result.verdict, lesson: lesson, program: program, ascii: console.glyphs == .ascii)
        let summary = offer.map { session.summary.continuing($0.practicedSeconds, ofLesson: lesson.plannedSeconds) } ?? session.summary
        outcome.lines = [summary.line(separator: separator)] + message
        outcome.errors += problems
        if let signal = session.signal { throw .signal(signal) }
        if let exitAfterSaving { throw exitAfterSaving }
        let panel = ProgramPanels.summary(verdict: result.verdict, summaryLine: summary.line(separator: separator), message: message, problems: problems, glyphs: console.glyphs)
        switch try waitForKey(panel, on: console) {
        case .character("q"), .character("Q"), .escape: throw .quit
        default: return
        }
    }

    /// "How do you feel? 1–5": the answer, or nil when skipped.
    private func askMood(_ lesson: Lesson, before: Bool, on console: Console) throws(Exit) -> Int? {
        let key = try waitForKey(ProgramPanels.moodCheck(lesson: lesson, before: before, glyphs: console.glyphs), on: console)
        if case .character(let character) = key, let value = character.wholeNumberValue, (1...5).contains(value) { return value }
        return nil
    }

    private func activate(_ program: Program) {
        guard store.activeProgramID != program.id else { return }
        store.append(ActivationRecord(id: newRecordID(), programID: program.id, at: now()))
        do {
            outcome.errors += try keeper.save(store)
        } catch {
            outcome.errors.append("Could not save the active program: \(Self.describe(error))")
            outcome.failed = true
        }
    }

    static func describe(_ error: Error) -> String {
        (error as? CustomStringConvertible)?.description ?? "\(error)"
    }

    /// Shows `panel` until a key is pressed; redraws on resize and after Ctrl-Z.
    private func waitForKey(_ panel: Panel, on console: Console) throws(Exit) -> KeyPress {
        while true {
            console.show(panel.render(width: console.size.width, height: console.size.height, glyphs: console.glyphs))
            switch console.nextEvent() {
            case .key(let key): return key
            case .ending(_, let signal): throw .signal(signal)
            case .resized: continue
            case .suspendRequested: _ = console.suspendProcess()
            }
        }
    }
}
