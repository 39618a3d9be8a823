import Testing
@testable import BreatheCore

/// The lesson's reducer alone, as tables: today's lesson, the offer to continue, the mood
/// questions and the verdict. Lesson A of the test program is 10 cycles of 5-5 (100 s;
/// it counts at 80 s).
@Suite struct LessonFeatureTests {
    static let time = Milliseconds()
    /// Lesson A practised for 30 s an hour ago, and quit: today's offer is the other 70 s.
    static let startedEarlier = AppFlow.store(practising: "a", for: 30, at: "2026-12-01T08:00:00+01:00")

    static func model(_ store: ProgressStore, settings: Settings = Settings(), mode: AppMode = .fullScreen) -> AppModel {
        AppModel(context: .table(settings: settings, mode: mode), store: store, now: time.at(0))
    }

    /// Today's lesson and the questions before it, by settings and mode.
    struct PrepareRow: Sendable, CustomTestStringConvertible {
        let store: ProgressStore
        let moodCheck: Bool
        let mode: AppMode
        let screen: String
        let effects: [String]
        let notes: [String]
        let testDescription: String
    }

    @Test(arguments: [
        PrepareRow(store: AppFlow.active, moodCheck: false, mode: .fullScreen, screen: "session Test · Lesson 1 of 3 · Lesson A", effects: ["beginJournal id-1 5-5"], notes: [], testDescription: "nothing to ask"),
        PrepareRow(store: AppFlow.active, moodCheck: true, mode: .fullScreen, screen: "moodBefore", effects: [], notes: [], testDescription: "the mood first"),
        PrepareRow(store: startedEarlier, moodCheck: true, mode: .fullScreen, screen: "continuation 0", effects: [], notes: [], testDescription: "the offer before the mood"),
        PrepareRow(store: startedEarlier, moodCheck: false, mode: .plain(canAsk: false), screen: "session Test · Lesson 1 of 3 · Lesson A", effects: ["beginJournal id-1 5-5"],
                   notes: ["Continuing today's attempt: 0:30 of 1:40 practised already (there is no terminal to ask on)."], testDescription: "no terminal: the offer is taken"),
        PrepareRow(store: AppFlow.active, moodCheck: true, mode: .plain(canAsk: false), screen: "session Test · Lesson 1 of 3 · Lesson A", effects: ["beginJournal id-1 5-5"],
                   notes: ["The mood check is on, but there is no terminal to answer on: it is skipped."], testDescription: "no terminal: the mood is skipped"),
    ])
    func todaysLessonAndItsQuestions(row: PrepareRow) {
        var settings = Settings()
        settings.moodCheck = row.moodCheck
        var model = Self.model(row.store, settings: settings, mode: row.mode)
        let effects = LessonFeature.prepare(&model, lessonOf: AppFlow.program, requested: nil)
        #expect(label(model.screen) == row.screen)
        #expect(effects.map(label) == row.effects)
        #expect(model.notes.map { $0.text(.english) } == row.notes)
    }

    /// An answer to the offer: which screen follows, and whether the session continues
    /// the earlier attempt (its plan is the 70 s left) or starts over (100 s).
    struct OfferRow: Sendable, CustomTestStringConvertible {
        let answer: QuestionAnswer
        let screen: String
        /// The session's planned seconds, when one began.
        let planned: Double?
        let note: String?
        var testDescription: String { "\(answer)" }
    }

    static let lessonA = "session Test · Lesson 1 of 3 · Lesson A"

    @Test(arguments: [
        OfferRow(answer: .key(.enter), screen: lessonA, planned: 70, note: nil),
        OfferRow(answer: .key(.character("c")), screen: lessonA, planned: 70, note: nil),
        OfferRow(answer: .key(.character("S")), screen: lessonA, planned: 100, note: nil),
        OfferRow(answer: .key(.down), screen: "continuation 1", planned: nil, note: nil),
        OfferRow(answer: .key(.character("k")), screen: "continuation 1", planned: nil, note: nil),
        OfferRow(answer: .key(.escape), screen: "home", planned: nil, note: nil),
        OfferRow(answer: .key(.character("x")), screen: "continuation 0", planned: nil, note: nil),
        OfferRow(answer: .line(""), screen: lessonA, planned: 70, note: nil),
        OfferRow(answer: .line(" Continue "), screen: lessonA, planned: 70, note: nil),
        OfferRow(answer: .line("start over"), screen: lessonA, planned: 100, note: nil),
        OfferRow(answer: .line("maybe"), screen: "continuation 0", planned: nil, note: "Please answer c (continue) or s (start over)."),
    ])
    func answersToTheOffer(row: OfferRow) {
        var model = Self.model(Self.startedEarlier)
        _ = LessonFeature.prepare(&model, lessonOf: AppFlow.program, requested: nil)
        guard case .question(let question) = model.screen else { Issue.record("\(model.screen)"); return }
        let effects = LessonFeature.answer(&model, question, row.answer)
        #expect(label(model.screen) == row.screen)
        #expect(effects.map(label) == (row.planned == nil ? [] : ["beginJournal id-1 5-5"]))
        if case .session(let running) = model.screen { #expect(running.plan.totalSeconds == row.planned) }
        #expect(model.notes.last?.text(.english) == row.note)
    }

    /// Continuing, the journal names the attempt it continues and what it had.
    @Test func continuingJournalsTheEarlierAttempt() throws {
        var model = Self.model(Self.startedEarlier)
        _ = LessonFeature.prepare(&model, lessonOf: AppFlow.program, requested: nil)
        guard case .question(let question) = model.screen else { Issue.record("\(model.screen)"); return }
        let effects = LessonFeature.answer(&model, question, .key(.enter))
        guard case .beginJournal(let entry)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(entry.continues == Self.startedEarlier.sessions.last?.id)
        #expect(entry.earlierPracticedSeconds == 30)
        #expect(entry.plannedSeconds == 70)
    }

    /// The mood before the session: 1 to 5 by key or line, anything else skips.
    @Test(arguments: [
        (QuestionAnswer.key(.character("4")), 4 as Int?), (.key(.character("6")), nil), (.key(.enter), nil),
        (.line("5"), 5), (.line(" 2 "), 2), (.line("0"), nil), (.line("good"), nil),
    ])
    func theMoodBefore(answer: QuestionAnswer, mood: Int?) {
        var model = Self.model(AppFlow.active, settings: AppFlow.moodCheck)
        _ = LessonFeature.prepare(&model, lessonOf: AppFlow.program, requested: nil)
        guard case .question(let question) = model.screen else { Issue.record("\(model.screen)"); return }
        let effects = LessonFeature.answer(&model, question, answer)
        guard case .beginJournal(let entry)? = effects.first, case .session(let running) = model.screen else { Issue.record("\(effects)"); return }
        #expect(entry.moodBefore == mood)
        #expect(running.pending.moodBefore == mood)
    }

    static func ended(practised seconds: Double, reason: EndReason = .quit, signal: Int32? = nil) -> EndedSession {
        let lesson = AppFlow.program.lessons[0]
        let pending = PendingSession(kind: .lesson(program: AppFlow.program, lesson: lesson))
        let started = time.at(0).wall
        let attempt = PracticeAttempt(pattern: "5-5", startedAt: started, endedAt: started.adding(seconds: Int64(seconds)), plannedSeconds: 100, practicedSeconds: seconds, endReason: reason)
        let summary = SessionSummary(patternName: "5-5", practisedSeconds: seconds, plannedSeconds: 100, fullCycles: Int(seconds / 10), endReason: reason)
        return EndedSession(pending: pending, attempt: attempt, summary: summary, sessionID: "session-1", signal: signal)
    }

    /// After the session: the mood question when it is on and can be asked, unless the
    /// process is leaving; otherwise the save at once.
    @Test(arguments: [
        (true, AppMode.fullScreen, nil as Int32?, "moodAfter"),
        (true, .plain(canAsk: true), nil, "moodAfter"),
        (true, .plain(canAsk: false), nil, "saving"),
        (true, .fullScreen, 15, "saving"),
        (false, .fullScreen, nil, "saving"),
    ])
    func afterTheSession(moodCheck: Bool, mode: AppMode, signal: Int32?, screen: String) {
        var settings = Settings()
        settings.moodCheck = moodCheck
        var model = Self.model(AppFlow.active, settings: settings, mode: mode)
        let effects = LessonPractice(program: AppFlow.program, lesson: AppFlow.program.lessons[0]).ended(&model, Self.ended(practised: 50, signal: signal))
        #expect(label(model.screen) == screen)
        #expect(effects.map(label) == (screen == "saving" ? ["saveSession"] : []))
    }

    /// The record by the completion rule: 80 of 100 s completes lesson A, under the
    /// session's id and a completion id from the context.
    @Test(arguments: [(79.5, false), (80.0, true)])
    func theVerdict(practised: Double, completes: Bool) {
        var store = AppFlow.active
        let practice = LessonPractice(program: AppFlow.program, lesson: AppFlow.program.lessons[0])
        let (verdict, records) = practice.record(Self.ended(practised: practised), into: &store, context: .table())
        #expect(records.sessions.map(\.id) == ["session-1"])
        #expect(records.completions.map(\.id) == (completes ? ["id-1"] : []))
        #expect(verdict == (completes ? .completed(next: AppFlow.program.lessons[1]) : .saved(practiced: practised, planned: 100)))
        #expect(store.sessions.last?.id == "session-1")
    }

    @Test func theMoodAfterIsSavedWithTheSession() throws {
        var model = Self.model(AppFlow.active, settings: AppFlow.moodCheck)
        _ = LessonPractice(program: AppFlow.program, lesson: AppFlow.program.lessons[0]).ended(&model, Self.ended(practised: 90, reason: .finished))
        guard case .question(let question) = model.screen else { Issue.record("\(model.screen)"); return }
        let effects = LessonFeature.answer(&model, question, .line("3"))
        guard case .saveSession(let store, _)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(store.sessions.last?.moodAfter == 3)
        #expect(store.sessions.last?.id == "session-1")
    }

    /// A lesson or program that is not there is refused, never replaced by today's
    /// lesson: nothing starts, nothing is saved.
    @Test func anUnknownLessonIsRefusedNotReplaced() {
        let unknownLesson = AppFlow(.lesson(programID: "test", lessonID: "zz"))
        #expect(unknownLesson.model.isFinished)
        #expect(unknownLesson.model.outcome.usage)
        #expect(unknownLesson.model.outcome.errors == ["Test has no lesson 'zz'; its lessons are: a, b, c"])
        #expect(unknownLesson.effects.isEmpty)
        let unknownProgram = AppFlow(.lesson(programID: "nope", lessonID: nil))
        #expect(unknownProgram.model.outcome.usage && unknownProgram.effects.isEmpty)
        #expect(unknownProgram.model.outcome.errors == ["no program 'nope'; the programs are: test, other"])
        // A lesson that is there starts as asked.
        let second = AppFlow(.lesson(programID: "test", lessonID: "b"))
        guard case .session(let running) = second.model.screen, case .lesson(_, let lesson) = running.pending.kind else {
            Issue.record("no session: \(second.model.screen)")
            return
        }
        #expect(lesson.id == "b")
    }
}
