/// A session in progress, as last checkpointed: enough to save it after a `kill -9`, a
/// crash or a power cut, or after a save that failed (a full disk).
///
/// Written during the session at least every 15 s of practice and at every pause; removed
/// once the session is safely in the store. A journal still there at the next start is
/// saved then, as `recovered` if the session never ended cleanly.
public struct JournalEntry: Sendable, Equatable, Codable {
    public static let currentVersion = 1

    public var version = JournalEntry.currentVersion
    /// The id the session will have in the store, so saving it twice adds it once.
    public let sessionID: String
    public let programID: String?
    public let lessonID: String?
    public let pattern: String
    public let startedAt: LocalTimestamp
    public let plannedSeconds: Double
    /// The earlier attempt this session continues, and what those attempts practised.
    public let continues: String?
    public let earlierPracticedSeconds: Double
    public var practicedSeconds: Double = 0
    public var checkpointAt: LocalTimestamp
    /// Set when the session ended but could not be saved; nil while it runs.
    public var endReason: EndReason?
    public var moodBefore: Int?
    public var moodAfter: Int?

    public init(sessionID: String = newRecordID(), programID: String?, lessonID: String?, pattern: String, startedAt: LocalTimestamp, plannedSeconds: Double, continues: String? = nil, earlierPracticedSeconds: Double = 0) {
        self.sessionID = sessionID
        self.programID = programID
        self.lessonID = lessonID
        self.pattern = pattern
        self.startedAt = startedAt
        self.plannedSeconds = plannedSeconds
        self.continues = continues
        self.earlierPracticedSeconds = earlierPracticedSeconds
        checkpointAt = startedAt
    }

    /// The journal of a lesson session about to start, continuing `offer` if there is one.
    public init(lesson: Lesson, of program: Program, plan: PracticePlan, continuing offer: ContinuationOffer?, startedAt: LocalTimestamp) {
        self.init(
            programID: program.id, lessonID: lesson.id, pattern: lesson.patternText, startedAt: startedAt,
            plannedSeconds: plan.totalSeconds, continues: offer?.lastSessionID, earlierPracticedSeconds: offer?.practicedSeconds ?? 0)
    }

    /// The attempt as far as it got.
    public var attempt: PracticeAttempt {
        var attempt = PracticeAttempt(pattern: pattern, startedAt: startedAt, endedAt: checkpointAt, plannedSeconds: plannedSeconds, practicedSeconds: practicedSeconds, endReason: endReason ?? .recovered)
        attempt.moodBefore = moodBefore
        attempt.moodAfter = moodAfter
        return attempt
    }

    /// Records the session into `store` by the same rules as a session that ended
    /// normally. A lesson whose program is gone from the catalogue is kept as practice.
    @discardableResult
    public func record(into store: inout ProgressStore, catalogue: Catalogue, rule: CompletionRule) -> SessionRecord {
        if let programID, let lessonID, let program = catalogue.program(id: programID), let lesson = program.lesson(id: lessonID) {
            let offer = continues.map { ContinuationOffer(lastSessionID: $0, practicedSeconds: earlierPracticedSeconds, plannedSeconds: lesson.plannedSeconds) }
            return ProgressRecorder.recordLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store, id: sessionID).session
        }
        return ProgressRecorder.recordPractice(attempt, store: &store, id: sessionID)
    }

    /// One line for the person: what was recovered.
    public var recoveryNotice: String {
        let what = lessonID.map { "lesson \($0) of \(programID ?? "?")" } ?? pattern
        let how = endReason == nil ? "did not end cleanly" : "could not be saved when it ended"
        return "a session (\(what), started \(startedAt.local.shortText)) \(how); \(formatClock(practicedSeconds)) of practice was saved now"
    }
}
