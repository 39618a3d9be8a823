import Testing
@testable import BreatheCore

/// The lesson's reducer alone, as tables of what it hands the root: today's lesson, the
/// offer to continue, the mood questions and the verdict. Lesson A of the test program is 10 cycles of 5-5 (100 s;
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
        let handoff: String
        let notes: [String]
        let testDescription: String
    }

    @Test(arguments: [
        PrepareRow(store: AppFlow.active, moodCheck: false, mode: .fullScreen, handoff: "begin 100", notes: [], testDescription: "nothing to ask"),
        PrepareRow(store: AppFlow.active, moodCheck: true, mode: .fullScreen, handoff: "moodBefore", notes: [], testDescription: "the mood first"),
        PrepareRow(store: startedEarlier, moodCheck: true, mode: .fullScreen, handoff: "continuation 0", notes: [], testDescription: "the offer before the mood"),
        PrepareRow(store: startedEarlier, moodCheck: false, mode: .plain(canAsk: false), handoff: "begin 70",
                   notes: ["Continuing today's attempt: 0:30 of 1:40 practised already (there is no terminal to ask on)."], testDescription: "no terminal: the offer is taken"),
        PrepareRow(store: AppFlow.active, moodCheck: true, mode: .plain(canAsk: false), handoff: "begin 100",
                   notes: ["The mood check is on, but there is no terminal to answer on: it is skipped."], testDescription: "no terminal: the mood is skipped"),
    ])
    func todaysLessonAndItsQuestions(row: PrepareRow) {
        var settings = Settings()
        settings.moodCheck = row.moodCheck
        let model = Self.model(row.store, settings: settings, mode: row.mode)
        let step = LessonFeature.prepare(model, lessonOf: AppFlow.program, requested: nil)
        #expect(label(step.handoff) == row.handoff)
        #expect(step.noteLines(model.context) == row.notes)
    }

    /// The question `prepare` asks of `model`, and what it asks.
    static func asked(_ model: AppModel) -> (Question, LessonQuestion)? {
        let step = LessonFeature.prepare(model, lessonOf: AppFlow.program, requested: nil)
        guard case .show(.question(let question))? = step.handoff, case .lesson(let asked) = question.kind else {
            Issue.record("\(step)")
            return nil
        }
        return (question, asked)
    }

    /// An answer to the offer: the question kept (its choice moved), home, or the
    /// session begun, continuing the earlier attempt (its plan is the 70 s left) or
    /// starting over (100 s); the end of the app leaves with nothing begun.
    @Test(arguments: [
        (QuestionAnswer.key(.enter), "begin 70", 0, nil as String?), (.key(.character("c")), "begin 70", 0, nil),
        (.key(.character("S")), "begin 100", 1, nil), (.key(.down), "stays", 1, nil),
        (.key(.character("k")), "stays", 1, nil), (.key(.escape), "home", 0, nil), (.key(.character("x")), "stays", 0, nil),
        (.line(""), "begin 70", 0, nil), (.line(" Continue "), "begin 70", 0, nil), (.line("start over"), "begin 100", 0, nil),
        (.line("maybe"), "stays", 0, "Please answer c (continue) or s (start over)."),
        (.ending(signal: 15), "finish 15", 0, nil),
    ])
    func answersToTheOffer(answer: QuestionAnswer, handoff: String, selected: Int, note: String?) {
        let model = Self.model(Self.startedEarlier)
        guard let (asked, kind) = Self.asked(model) else { return }
        var question = asked
        let step = LessonFeature.answer(&question, kind, answer, model)
        #expect(label(step.handoff) == handoff)
        #expect(question.selected == selected)
        #expect(step.noteLines(model.context).last == note)
    }

    /// Continuing, the journal names the attempt it continues and what it had.
    @Test func continuingJournalsTheEarlierAttempt() throws {
        var model = Self.model(Self.startedEarlier)
        guard let (question, _) = Self.asked(model) else { return }
        model.screen = .question(question)
        let effects = AppCore.update(&model, .key(.enter), at: Self.time.at(1000))
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
        let model = Self.model(AppFlow.active, settings: AppFlow.moodCheck)
        guard let (asked, kind) = Self.asked(model) else { return }
        var question = asked
        #expect(kind == .moodBefore)
        let step = LessonFeature.answer(&question, kind, answer, model)
        guard case .begin(let pending)? = step.handoff else { Issue.record("\(step)"); return }
        #expect(pending.moodBefore == mood)
    }

    /// Through the root, the mood before goes into the session's journal.
    @Test func theMoodBeforeIsJournalled() {
        var model = Self.model(AppFlow.active, settings: AppFlow.moodCheck)
        guard let (question, _) = Self.asked(model) else { return }
        model.screen = .question(question)
        let effects = AppCore.update(&model, .key(.character("4")), at: Self.time.at(1000))
        guard case .beginJournal(let entry)? = effects.first else { Issue.record("\(effects)"); return }
        #expect(entry.moodBefore == 4)
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
        (true, AppMode.fullScreen, nil as Int32?, true),
        (true, .plain(canAsk: true), nil, true),
        (true, .plain(canAsk: false), nil, false),
        (true, .fullScreen, 15, false),
        (false, .fullScreen, nil, false),
    ])
    func afterTheSession(moodCheck: Bool, mode: AppMode, signal: Int32?, asks: Bool) {
        var settings = Settings()
        settings.moodCheck = moodCheck
        let model = Self.model(AppFlow.active, settings: settings, mode: mode)
        let ended = Self.ended(practised: 50, signal: signal)
        let question = LessonPractice(program: AppFlow.program, lesson: AppFlow.program.lessons[0])
            .question(after: ended, context: model.context, canAsk: model.canAsk)
        #expect(question?.kind == (asks ? .lesson(.moodAfter(ended)) : nil))
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

    /// The mood after is saved with the session; the end of the app saves it without
    /// the answer, to die by the signal once it is saved.
    @Test(arguments: [(QuestionAnswer.line("3"), 3 as Int?, nil as Int32?), (.key(.character("2")), 2, nil), (.ending(signal: 1), nil, 1)])
    func theMoodAfterIsSavedWithTheSession(answer: QuestionAnswer, mood: Int?, signal: Int32?) {
        let model = Self.model(AppFlow.active, settings: AppFlow.moodCheck)
        let ended = Self.ended(practised: 90, reason: .finished)
        var question = Question(kind: .lesson(.moodAfter(ended)), pending: ended.pending)
        let step = LessonFeature.answer(&question, .moodAfter(ended), answer, model)
        guard case .save(let saved)? = step.handoff else { Issue.record("\(step)"); return }
        #expect(saved.attempt.moodAfter == mood)
        #expect(saved.sessionID == "session-1")
        #expect(saved.signal == signal)
    }

    /// Through the root, the answer goes into the record saved.
    @Test func theMoodAfterIsRecorded() {
        var model = Self.model(AppFlow.active, settings: AppFlow.moodCheck)
        let ended = Self.ended(practised: 90, reason: .finished)
        model.screen = .question(Question(kind: .lesson(.moodAfter(ended)), pending: ended.pending))
        let effects = AppCore.update(&model, .line("3"), at: Self.time.at(1000))
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
