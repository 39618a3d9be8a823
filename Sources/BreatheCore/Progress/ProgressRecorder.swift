/// What a finished session brings to be recorded.
public struct PracticeAttempt: Sendable, Equatable {
    public let pattern: String
    public let startedAt: LocalTimestamp
    public let endedAt: LocalTimestamp
    public let plannedSeconds: Double
    public let practicedSeconds: Double
    public let endReason: EndReason
    /// The mood check's answers, 1 to 5, when it is on and was answered.
    public var moodBefore: Int?
    public var moodAfter: Int?
    /// A block of `breathe pace`: its run and the answers after it.
    public var paceRun: String?
    public var paceEase: Int?
    public var paceDiscomfort: Bool?
    /// A ramp's last pattern, as named or written.
    public var patternTo: String?
    /// Hold rounds' open holds so far, in order, kept to 0.1 s as they are set (a tenth
    /// is what a person can tell apart in a hold; finer is noise). Nil without a hold.
    public var holds: [Double]? {
        get { holdsInTenths }
        set { holdsInTenths = newValue.map { $0.map(Self.tenths) } }
    }
    private var holdsInTenths: [Double]?

    /// Practised time is kept to the millisecond: finer is noise, and it keeps the store short.
    public init(
        pattern: String, startedAt: LocalTimestamp, endedAt: LocalTimestamp, plannedSeconds: Double,
        practicedSeconds: Double, endReason: EndReason) {
        self.pattern = pattern
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.plannedSeconds = plannedSeconds
        self.practicedSeconds = Self.milliseconds(practicedSeconds)
        self.endReason = endReason
    }
}

extension PracticeAttempt {
    /// `seconds` rounded to the millisecond, as sessions and journals record them.
    public static func milliseconds(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }

    /// `seconds` rounded to a tenth, as holds are recorded.
    public static func tenths(_ seconds: Double) -> Double {
        (seconds * 10).rounded() / 10
    }
}

/// What a lesson session amounted to, for the summary screen.
public enum LessonVerdict: Sendable, Equatable {
    /// The lesson is done; `next` is the next lesson, nil when the program is complete.
    case completed(next: Lesson?)
    /// Saved, but short of the threshold: the program waits for this lesson. `dayEnded`
    /// when the attempt ran past its practice day's end, so it cannot be continued.
    case saved(practiced: Double, planned: Double, dayEnded: Bool = false)
    /// A lesson already completed, practised again: saved, progress unchanged.
    case repeated
    /// A lesson not reached yet, practised out of turn: saved, progress unchanged; the
    /// program still waits at `current`.
    case practisedAhead(current: Lesson?)
}

public struct LessonResult: Sendable, Equatable {
    public let session: SessionRecord
    public let completion: CompletionRecord?
    public let verdict: LessonVerdict
}

/// Applies the completion rule and appends the records. The only place that decides
/// whether a program moves on.
public enum ProgressRecorder {
    /// Records a lesson session. It counts when it is the program's current lesson and the
    /// practised time, with any same-day attempts it continues, reaches the threshold.
    public static func recordLesson(
        _ attempt: PracticeAttempt, program: Program, lesson: Lesson, continuing offer: ContinuationOffer?,
        rule: CompletionRule, store: inout ProgressStore, id: String, completionID: String) -> LessonResult {
        let before = ProgramProgress(program: program, store: store)
        let isCurrent = before.currentLesson(in: program)?.id == lesson.id
        let earlier = isCurrent ? (offer?.practicedSeconds ?? 0) : 0
        let practiced = earlier + attempt.practicedSeconds
        let completes = isCurrent && rule.isComplete(practiced: practiced, planned: lesson.plannedSeconds)
        let session = SessionRecord(
            id: id, programID: program.id, lessonID: lesson.id, pattern: attempt.pattern,
            startedAt: attempt.startedAt, endedAt: attempt.endedAt,
            plannedSeconds: attempt.plannedSeconds, practicedSeconds: attempt.practicedSeconds,
            counted: completes, endReason: attempt.endReason,
            continues: isCurrent ? offer?.lastSessionID : nil,
            moodBefore: attempt.moodBefore, moodAfter: attempt.moodAfter, patternTo: attempt.patternTo,
            holds: attempt.holds)
        store.append(session)
        guard isCurrent else {
            let done = before.completedAt[lesson.id] != nil
            return LessonResult(
                session: session, completion: nil,
                verdict: done ? .repeated : .practisedAhead(current: before.currentLesson(in: program)))
        }
        guard completes else {
            return LessonResult(
                session: session, completion: nil,
                verdict: .saved(practiced: practiced, planned: lesson.plannedSeconds))
        }
        let completion = CompletionRecord(
            id: completionID, programID: program.id, lessonID: lesson.id, completedAt: attempt.endedAt,
            sessionIDs: LessonParts.joined(
                to: session, among: LessonParts.attempts(at: lesson, of: program, in: store)).map(\.id))
        store.append(completion)
        let after = ProgramProgress(program: program, store: store)
        return LessonResult(
            session: session, completion: completion, verdict: .completed(next: after.currentLesson(in: program)))
    }

    /// Records a free practice session (`breathe practice`): saved, never counted. With
    /// `lesson`, an attempt at a lesson whose program or lesson is gone (a journal found at a
    /// start): kept with its ids, never counted, so history still names it.
    @discardableResult
    public static func recordPractice(
        _ attempt: PracticeAttempt, store: inout ProgressStore, id: String,
        lesson: (programID: String, lessonID: String)? = nil) -> SessionRecord {
        let session = SessionRecord(
            id: id, programID: lesson?.programID, lessonID: lesson?.lessonID, pattern: attempt.pattern,
            startedAt: attempt.startedAt, endedAt: attempt.endedAt,
            plannedSeconds: attempt.plannedSeconds, practicedSeconds: attempt.practicedSeconds,
            counted: false, endReason: attempt.endReason,
            moodBefore: lesson == nil ? nil : attempt.moodBefore, moodAfter: lesson == nil ? nil : attempt.moodAfter,
            paceRun: attempt.paceRun, paceEase: attempt.paceEase, paceDiscomfort: attempt.paceDiscomfort,
            patternTo: attempt.patternTo, holds: attempt.holds)
        store.append(session)
        return session
    }
}
