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
    /// What is asked once the session has ended; nil saves it at once.
    func question(after ended: EndedSession, context: AppContext, canAsk: Bool) -> Question?
    /// The session's records, added to `store`, and the lesson's verdict if it has one.
    func record(
        _ ended: EndedSession, into store: inout ProgressStore,
        context: AppContext) -> (verdict: LessonVerdict?, records: ProgressStore)
    /// What is said of it once it is saved, from its summary line (the view words it).
    func summaryLines(_ summary: SessionSummary, _ ended: EndedSession) -> [Said]
    /// What is said after that, for a verdict.
    func message(for verdict: LessonVerdict) -> Said?
    /// What follows a save, when the kind goes on by itself (the next block of a run),
    /// given what the root would say and whether the save failed; nil for the root's
    /// usual end (the summary, or the end of the app).
    func saved(_ ended: EndedSession, said: [Said], failed: Bool, canAsk: Bool) -> FeatureStep?
    /// Whether stopping now leaves earlier work of the same run kept (a run's blocks).
    var keepsEarlierWork: Bool { get }
    /// What is said, and a run's result, when the session leaves nothing to save:
    /// stopped before its practice began (while its sounds were made, or in its
    /// lead-in), or too short to keep.
    func endsUnsaved() -> (said: [Said], pace: PaceResult?)
}

extension SessionPractice {
    var paceRun: String? { nil }

    var recordPatternTo: String? { nil }

    func question(after ended: EndedSession, context: AppContext, canAsk: Bool) -> Question? { nil }

    func record(
        _ ended: EndedSession, into store: inout ProgressStore,
        context: AppContext) -> (verdict: LessonVerdict?, records: ProgressStore) {
        (
            nil,
            ProgressStore(sessions: [ProgressRecorder.recordPractice(
                ended.attempt, store: &store, id: ended.sessionID)]))
    }

    func summaryLines(_ summary: SessionSummary, _ ended: EndedSession) -> [Said] { [.summary(summary)] }

    func message(for verdict: LessonVerdict) -> Said? { nil }

    func saved(_ ended: EndedSession, said: [Said], failed: Bool, canAsk: Bool) -> FeatureStep? { nil }

    var keepsEarlierWork: Bool { false }

    func endsUnsaved() -> (said: [Said], pace: PaceResult?) { ([], nil) }
}

extension PendingSession.Kind {
    /// The one place a kind becomes what it brings to a session.
    var practice: any SessionPractice {
        switch self {
        case .lesson(let program, let lesson): LessonPractice(program: program, lesson: lesson)
        case .free(let plan): FreePractice(plan: plan)
        case .pace(let run): run
        case .rounds(let rounds): HoldRoundsPractice(rounds: rounds)
        }
    }
}

extension PendingSession {
    /// The whole lesson's length (a free session's plan).
    var lessonSeconds: Double { kind.practice.lessonSeconds }

    /// The lesson and its program, when the session is a lesson: what its questions and
    /// their screens name.
    public var lesson: (program: Program, lesson: Lesson)? {
        if case .lesson(let program, let lesson) = kind { return (program, lesson) }
        return nil
    }

    /// The run of `breathe pace`, when the session is one of its blocks.
    public var pace: PaceRun? {
        if case .pace(let run) = kind { return run }
        return nil
    }

    /// Hold rounds' counts, when the session is hold rounds.
    public var holdRounds: HoldRounds? {
        if case .rounds(let rounds) = kind { return rounds }
        return nil
    }
}
