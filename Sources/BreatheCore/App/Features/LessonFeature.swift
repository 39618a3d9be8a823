/// The daily lesson of a program: which lesson, the offer to continue today's unfinished
/// attempt, the mood questions before and after, and the verdict its record earns.
enum LessonFeature {
    /// A key or a typed line, in answer to the feature's questions, or the end of the app.
    typealias Event = QuestionAnswer

    /// Today's lesson of `program` (or `requested`, found by `ProgramLookup`), with its
    /// questions. From home, today's lesson is the one home shows (`HomeFacts`).
    static func prepare(_ app: AppModel, lessonOf program: Program, requested: Lesson?) -> FeatureStep {
        let settings = app.context.settings
        let shown = app.home.flatMap { $0.program.id == program.id ? $0.today : nil }
        let today = shown ?? TodaysLesson(
            program: program, store: app.store, now: app.now.wall, rolloverHour: settings.dayRolloverHour)
        let lesson = requested ?? today.lesson
        var notes: [Said] = []
        if requested == nil, app.context.isPlain, case .doneToday(let tomorrow) = today.state {
            notes.append(.session(.todaysLessonDone(tomorrow: tomorrow?.titleText)))
        }
        var pending = PendingSession(kind: .lesson(program: program, lesson: lesson))
        if let offer = ContinuationOffer.find(
            for: lesson, in: program, store: app.store, now: app.now.wall,
            rolloverHour: settings.dayRolloverHour) {
            if app.canAsk { return FeatureStep(ask(.continuation(offer), pending), notes: notes) }
            pending.offer = offer
            notes.append(.session(.continuingWithoutAsking(
                practised: offer.practicedSeconds, planned: offer.plannedSeconds)))
        }
        var step = askMood(pending, app)
        step.notes = notes + step.notes
        return step
    }

    private static func ask(_ question: LessonQuestion, _ pending: PendingSession) -> Handoff {
        .show(.question(Question(kind: .lesson(question), pending: pending)))
    }

    /// The mood question, when it is on, then the session.
    private static func askMood(_ pending: PendingSession, _ app: AppModel) -> FeatureStep {
        guard app.context.settings.moodCheck else { return FeatureStep(.begin(pending)) }
        guard app.canAsk else { return FeatureStep(.begin(pending), notes: [.session(.moodCheckSkipped)]) }
        return FeatureStep(ask(.moodBefore, pending))
    }

    /// An answer to the continuation offer or a mood question. The end of the app saves
    /// an ended session without its answer, and leaves before one began.
    static func answer(
        _ question: inout Question, _ asked: LessonQuestion, _ event: Event, _ app: AppModel) -> FeatureStep {
        var pending = question.pending
        switch (asked, event) {
        case (.moodAfter(var ended), .ending(let signal)):
            ended.signal = ended.signal ?? signal
            return FeatureStep(.save(ended))
        case (_, .ending(let signal)):
            return FeatureStep(.finish(signal: signal))
        case (.continuation(let offer), .key(let key)):
            switch key {
            case .up, .down, .character("j"), .character("k"):
                question.selected = 1 - question.selected
                return FeatureStep(nil)
            case .character("c"), .character("C"): question.selected = 0
            case .character("s"), .character("S"): question.selected = 1
            case .enter: break
            case .escape, .character("q"), .character("Q"): return FeatureStep(.show(.home))
            default: return FeatureStep(nil)
            }
            pending.offer = question.selected == 0 ? offer : nil
            return askMood(pending, app)
        case (.continuation(let offer), .line(let text)):
            switch text.trimmingWhitespace().lowercased() {
            case "", "c", "continue": pending.offer = offer
            case "s", "start over", "start": pending.offer = nil
            default: return FeatureStep(nil, notes: [.session(.answerContinueOrStartOver)])
            }
            return askMood(pending, app)
        case (.moodBefore, .key(let key)):
            pending.moodBefore = key.moodValue
            return FeatureStep(.begin(pending))
        case (.moodBefore, .line(let text)):
            pending.moodBefore = moodValue(text)
            return FeatureStep(.begin(pending))
        case (.moodAfter(var ended), .key(let key)):
            ended.attempt.moodAfter = key.moodValue
            return FeatureStep(.save(ended))
        case (.moodAfter(var ended), .line(let text)):
            ended.attempt.moodAfter = moodValue(text)
            return FeatureStep(.save(ended))
        }
    }

    /// 1 to 5 typed on a line; anything else skips.
    private static func moodValue(_ text: String) -> Int? {
        Int(text.trimmingWhitespace()).flatMap { (1...5).contains($0) ? $0 : nil }
    }
}

/// A lesson of a program, as a kind of practice.
struct LessonPractice: SessionPractice {
    let program: Program
    let lesson: Lesson

    func plan(continuing offer: ContinuationOffer?) -> PracticePlan { offer?.remainingPlan(for: lesson) ?? lesson.plan }

    var lessonSeconds: Double { lesson.plannedSeconds }

    func header(separator: String, words: Words) -> String {
        program.heading(for: lesson, separator: separator, words: words)
    }

    var recordPattern: String { lesson.patternText }

    var recordPatternTo: String? { lesson.patternToText }

    func journalEntry(
        sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?,
        startedAt: LocalTimestamp) -> JournalEntry {
        JournalEntry(
            sessionID: sessionID, lesson: lesson, of: program, plan: plan, continuing: offer, startedAt: startedAt)
    }

    /// The mood question after it, when the check is on and someone can answer.
    func question(after ended: EndedSession, context: AppContext, canAsk: Bool) -> Question? {
        guard context.settings.moodCheck, !ended.isLeaving, canAsk else { return nil }
        return Question(kind: .lesson(.moodAfter(ended)), pending: ended.pending)
    }

    /// By the completion rule: the session, and the completion when it earns one.
    func record(
        _ ended: EndedSession, into store: inout ProgressStore,
        context: AppContext) -> (verdict: LessonVerdict?, records: ProgressStore) {
        let result = ProgressRecorder.recordLesson(
            ended.attempt, program: program, lesson: lesson, continuing: ended.pending.offer,
            rule: context.settings.completionRule,
            store: &store, id: ended.sessionID, completionID: context.makeID())
        var verdict = result.verdict
        // A part that ran past the day's rollover cannot be continued: the offer is the
        // practice day's, and "continue later today" promised one the next start never made.
        let rollover = context.settings.dayRolloverHour
        if case .saved(let practiced, let planned, _) = verdict,
           ended.attempt.startedAt.practiceDay(rolloverHour: rollover)
            != ended.attempt.endedAt.practiceDay(rolloverHour: rollover) {
            verdict = .saved(practiced: practiced, planned: planned, dayEnded: true)
        }
        return (verdict, ProgressStore(sessions: [result.session], completions: result.completion.map {
            [$0]
        } ?? []))
    }

    func message(for verdict: LessonVerdict) -> Said? {
        .lessonMessage(verdict, lesson: lesson, program: program)
    }
}

/// After a lesson: what happened, kindly, and what comes next, as facts the view words.
public struct LessonSummary: Sendable, Equatable {
    public let summary: SessionSummary
    public let message: [Said]
    public let problems: [String]

    /// The verdict the lesson's message says.
    public var verdict: LessonVerdict? {
        for case .lessonMessage(let verdict, _, _, _) in message { return verdict }
        return nil
    }

    /// The program of the lesson, as its message names it.
    public var program: Program? {
        for case .lessonMessage(_, _, let program, _) in message { return program }
        return nil
    }
}
