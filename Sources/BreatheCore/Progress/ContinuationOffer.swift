/// An unfinished attempt at a lesson earlier the same practice day, offered as
/// "Continue (2:00 left)": the time practised then still counts.
public struct ContinuationOffer: Sendable, Equatable {
    /// The latest attempt, which a continuing session names in `continues`.
    public let lastSessionID: String
    /// Active seconds practised so far in the chain of attempts.
    public let practicedSeconds: Double
    /// The lesson's full length.
    public let plannedSeconds: Double

    public init(lastSessionID: String, practicedSeconds: Double, plannedSeconds: Double) {
        self.lastSessionID = lastSessionID
        self.practicedSeconds = practicedSeconds
        self.plannedSeconds = plannedSeconds
    }

    /// A plan for the rest of the lesson (`Lesson.remainingPlan`).
    public func remainingPlan(for lesson: Lesson) -> PracticePlan {
        lesson.remainingPlan(afterPractising: practicedSeconds)
    }

    /// The offer for `lesson` on the practice day of `now`, if there is one: today's
    /// latest uncounted attempt and the parts joined to it (`LessonParts`), when together
    /// they are still short of the lesson. Whether they would meet the threshold now does
    /// not matter: the attempt did not count when it was saved, and the threshold may have
    /// been lowered since (by `config` or a sync); continuing it, however briefly, lets the
    /// recorder count the day's whole, where no offer would have had the lesson start whole
    /// and its time dropped. Only the lesson the program waits at is continued
    /// (`ProgressRecorder` counts nothing else): a lesson already done, or not reached,
    /// practised again starts whole.
    public static func find(
        for lesson: Lesson, in program: Program, store: ProgressStore, now: LocalTimestamp,
        rolloverHour: Int) -> ContinuationOffer? {
        guard ProgramProgress(program: program, store: store).currentLesson(in: program)?.id == lesson.id else {
            return nil
        }
        let today = now.practiceDay(rolloverHour: rolloverHour)
        // A crumb (a store from before `TooShortToKeep`, or another device's) is as if it
        // never happened: nothing is offered for it.
        let attempts = store.sessions.filter {
            $0.programID == program.id && $0.lessonID == lesson.id
                && $0.startedAt.practiceDay(rolloverHour: rolloverHour) == today
                && !TooShortToKeep.applies(practisedSeconds: $0.practicedSeconds, endReason: $0.endReason)
        }
        // Only the day's last attempt can be continued: once a later one completed the
        // lesson, an earlier short one is history, not something left to finish. An attempt
        // another one continued is never the last, whatever the clocks said: a clock set
        // back between two parts once had the third part continue the first and the second
        // part left out of the day's total.
        let continued = Set(attempts.compactMap(\.continues))
        guard let latest = attempts.filter({ !continued.contains($0.id) })
                .max(by: { ($0.endedAt, $0.id) < ($1.endedAt, $1.id) }),
              // Counted when a completion names it, as history and stats say (a record's
              // own flag, from an import, may say otherwise).
              !store.completions.contains(where: { $0.sessionIDs.contains(latest.id) }) else { return nil }
        // Every part joined to it counts, a fork of two devices' parts included.
        let practiced = LessonParts.joined(to: latest, among: attempts).reduce(0) { $0 + $1.practicedSeconds }
        let planned = lesson.plannedSeconds
        guard practiced > 0, practiced < planned else { return nil }
        return ContinuationOffer(lastSessionID: latest.id, practicedSeconds: practiced, plannedSeconds: planned)
    }
}
