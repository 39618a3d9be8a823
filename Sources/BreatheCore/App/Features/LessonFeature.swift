/// The daily lesson of a program: which lesson, the offer to continue today's unfinished
/// attempt, the mood questions before and after, and the verdict its record earns.
enum LessonFeature {
    /// A key or a typed line, in answer to the feature's questions.
    typealias Event = QuestionAnswer

    /// Today's lesson of `program` (or `requested`, found by `ProgramLookup`), with its
    /// questions. From home, today's lesson is the one home shows (`HomeFacts`).
    static func prepare(_ model: inout AppModel, lessonOf program: Program, requested: Lesson?) -> [AppEffect] {
        let settings = model.context.settings
        let shown = model.home.flatMap { $0.program.id == program.id ? $0.today : nil }
        let today = shown ?? TodaysLesson(
            program: program, store: model.store, now: model.now.wall, rolloverHour: settings.dayRolloverHour)
        let lesson = requested ?? today.lesson
        if requested == nil, model.context.isPlain, case .doneToday(let tomorrow) = today.state {
            model.notes.append(.session(.todaysLessonDone(tomorrow: tomorrow?.titleText)))
        }
        var pending = PendingSession(kind: .lesson(program: program, lesson: lesson))
        if let offer = ContinuationOffer.find(
            for: lesson, in: program, store: model.store, rule: settings.completionRule, now: model.now.wall,
            rolloverHour: settings.dayRolloverHour) {
            if model.canAsk {
                model.screen = .question(Question(kind: .continuation(offer), pending: pending))
                return []
            }
            pending.offer = offer
            model.notes.append(.session(.continuingWithoutAsking(
                practised: offer.practicedSeconds, planned: offer.plannedSeconds)))
        }
        return askMood(&model, pending)
    }

    /// The mood question, when it is on, then the session.
    private static func askMood(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        guard model.context.settings.moodCheck else { return AppCore.begin(&model, pending) }
        guard model.canAsk else {
            model.notes.append(.session(.moodCheckSkipped))
            return AppCore.begin(&model, pending)
        }
        model.screen = .question(Question(kind: .moodBefore, pending: pending))
        return []
    }

    /// An answer to the continuation offer or a mood question (signals are the root's).
    static func answer(_ model: inout AppModel, _ question: Question, _ event: Event) -> [AppEffect] {
        var question = question
        var pending = question.pending
        switch (question.kind, event) {
        case (.continuation(let offer), .key(let key)):
            switch key {
            case .up, .down, .character("j"), .character("k"):
                question.selected = 1 - question.selected
                model.screen = .question(question)
                return []
            case .character("c"), .character("C"): question.selected = 0
            case .character("s"), .character("S"): question.selected = 1
            case .enter: break
            case .escape, .character("q"), .character("Q"):
                model.screen = .home
                return []
            default: return []
            }
            pending.offer = question.selected == 0 ? offer : nil
            return askMood(&model, pending)
        case (.continuation(let offer), .line(let text)):
            switch text.trimmingWhitespace().lowercased() {
            case "", "c", "continue": pending.offer = offer
            case "s", "start over", "start": pending.offer = nil
            default:
                model.notes.append(.session(.answerContinueOrStartOver))
                return []
            }
            return askMood(&model, pending)
        case (.moodBefore, .key(let key)):
            return moodBefore(&model, pending, key.moodValue)
        case (.moodBefore, .line(let text)):
            return moodBefore(&model, pending, moodValue(text))
        case (.moodAfter(let ended), .key(let key)):
            return moodAfter(&model, ended, key.moodValue)
        case (.moodAfter(let ended), .line(let text)):
            return moodAfter(&model, ended, moodValue(text))
        default:
            return []
        }
    }

    /// 1 to 5 typed on a line; anything else skips.
    private static func moodValue(_ text: String) -> Int? {
        Int(text.trimmingWhitespace()).flatMap { (1...5).contains($0) ? $0 : nil }
    }

    private static func moodBefore(_ model: inout AppModel, _ pending: PendingSession, _ value: Int?) -> [AppEffect] {
        var pending = pending
        pending.moodBefore = value
        return AppCore.begin(&model, pending)
    }

    private static func moodAfter(_ model: inout AppModel, _ ended: EndedSession, _ value: Int?) -> [AppEffect] {
        var ended = ended
        ended.attempt.moodAfter = value
        return AppCore.save(&model, ended)
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
    func ended(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
        if model.context.settings.moodCheck, !ended.isLeaving, model.canAsk {
            model.screen = .question(Question(kind: .moodAfter(ended), pending: ended.pending))
            return []
        }
        return AppCore.save(&model, ended)
    }

    /// By the completion rule: the session, and the completion when it earns one.
    func record(
        _ ended: EndedSession, into store: inout ProgressStore,
        context: AppContext) -> (verdict: LessonVerdict?, records: ProgressStore) {
        let result = ProgressRecorder.recordLesson(
            ended.attempt, program: program, lesson: lesson, continuing: ended.pending.offer,
            rule: context.settings.completionRule,
            store: &store, id: ended.sessionID, completionID: context.makeID())
        return (result.verdict, ProgressStore(sessions: [result.session], completions: result.completion.map {
            [$0]
        } ?? []))
    }

    func message(for verdict: LessonVerdict) -> Said? {
        .lessonMessage(verdict, lesson: lesson, program: program)
    }
}

/// After a lesson: what happened, kindly, and what comes next, as facts the view words.
public struct LessonSummary: Sendable, Equatable {
    public let verdict: LessonVerdict
    public let summary: SessionSummary
    public let message: [Said]
    public let problems: [String]
}
