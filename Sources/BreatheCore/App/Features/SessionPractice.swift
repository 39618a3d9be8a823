/// What a kind of practice (a lesson, free practice, a block of `breathe pace`) brings
/// to a session, in one place per kind: its plan, its header, its journal entry, what it
/// asks after the session, how it is recorded and what follows the save.
///
/// The session and the root run every kind alike through this; a new kind of practice
/// is one type conforming to it (in its own feature file) and one case of
/// `PendingSession.Kind`, mapped in `practice`.
protocol SessionPractice: Sendable {
    /// The plan to breathe, the rest of `offer` when continuing today's attempt.
    func plan(continuing offer: ContinuationOffer?) -> PracticePlan
    /// The whole lesson's length, for "2:00 practised of 5:00 today".
    var lessonSeconds: Double { get }
    /// The session screen's top line, in the person's words.
    func header(separator: String, words: Words) -> String
    /// The pattern as the record names it.
    var recordPattern: String { get }
    /// A ramp's last pattern as the record names it; nil when the session is no ramp.
    var recordPatternTo: String? { get }
    /// The run of `breathe pace` the session belongs to, if any.
    var paceRun: String? { get }
    /// The journal of the session about to start, under `sessionID`.
    func journalEntry(
        sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?,
        startedAt: LocalTimestamp) -> JournalEntry
    /// The session has ended: a question about it, or the save at once.
    func ended(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect]
    /// The session's records, added to `store`, and the lesson's verdict if it has one.
    func record(
        _ ended: EndedSession, into store: inout ProgressStore,
        context: AppContext) -> (verdict: LessonVerdict?, records: ProgressStore)
    /// What is said after the summary line, for a verdict (the view words it).
    func message(for verdict: LessonVerdict) -> Said?
    /// What follows a save, when the kind goes on by itself (the next block of a run);
    /// nil for the root's usual end (the summary, or the end of the app).
    func saved(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect]?
    /// The session leaves nothing to save: stopped before its practice began (while its
    /// sounds were made, or in its lead-in), or too short to keep.
    func abandoned(_ model: inout AppModel)
}

extension SessionPractice {
    var paceRun: String? { nil }

    var recordPatternTo: String? { nil }

    func ended(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
        AppCore.save(&model, ended)
    }

    func record(
        _ ended: EndedSession, into store: inout ProgressStore,
        context: AppContext) -> (verdict: LessonVerdict?, records: ProgressStore) {
        (
            nil,
            ProgressStore(sessions: [ProgressRecorder.recordPractice(
                ended.attempt, store: &store, id: ended.sessionID)]))
    }

    func message(for verdict: LessonVerdict) -> Said? { nil }

    func saved(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect]? { nil }

    func abandoned(_ model: inout AppModel) {}
}

extension PendingSession.Kind {
    /// The one place a kind becomes what it brings to a session.
    var practice: any SessionPractice {
        switch self {
        case .lesson(let program, let lesson): LessonPractice(program: program, lesson: lesson)
        case .free(let plan): FreePractice(plan: plan)
        case .pace(let block): block
        case .rounds(let rounds): HoldRoundsPractice(rounds: rounds)
        }
    }
}

extension PendingSession {
    /// The whole lesson's length (a free session's plan).
    var lessonSeconds: Double { kind.practice.lessonSeconds }
}
