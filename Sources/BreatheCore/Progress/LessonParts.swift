/// The parts of one attempt at a lesson: sessions joined by their links (`continues`),
/// either way. A part continues the one before it, so one device makes a chain; two devices
/// that each continued the same part make a fork, and the parts of the fork are still one
/// attempt. Counted as a chain, each device's parts fell short where together they passed
/// the threshold, and after a sync the lesson was neither completed nor offered whole
/// (the fifth attack run).
public enum LessonParts {
    /// `session` and the sessions among `sessions` joined to it by links, oldest first
    /// (ties by id, so every device lists them alike).
    public static func joined(to session: SessionRecord, among sessions: [SessionRecord]) -> [SessionRecord] {
        let byID = Dictionary(sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var continuedBy: [String: [SessionRecord]] = [:]
        for part in sessions {
            if let earlier = part.continues { continuedBy[earlier, default: []].append(part) }
        }
        var found: [String: SessionRecord] = [session.id: session]
        var waiting = [session]
        while let part = waiting.popLast() {
            var next = continuedBy[part.id] ?? []
            if let earlier = part.continues.flatMap({ byID[$0] }) { next.append(earlier) }
            for neighbour in next where found[neighbour.id] == nil {
                found[neighbour.id] = neighbour
                waiting.append(neighbour)
            }
        }
        return found.values.sorted { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
    }

    /// The sessions of `lesson` of `program` in `store` that may be parts (a crumb is as if
    /// it never happened).
    static func attempts(at lesson: Lesson, of program: Program, in store: ProgressStore) -> [SessionRecord] {
        store.sessions.filter {
            $0.programID == program.id && $0.lessonID == lesson.id
                && !TooShortToKeep.applies(practisedSeconds: $0.practicedSeconds, endReason: $0.endReason)
        }
    }

    /// Completes, after a merge (a sync, an import), each lesson a program waits at whose
    /// parts, practised on more than one device, together reached the threshold, as
    /// `ProgressRecorder` would have had they been practised on one. Only parts joined by a
    /// link count: a link is made only to continue the lesson a program waits at, so a
    /// lesson practised ahead or again is never completed this way. Parts add up only
    /// within one practice day (which begins at `rolloverHour`), as a lesson is continued
    /// only the same day: an imported link across days once completed a lesson with a part
    /// of a month before (attack run 11). The completions made, in the order made.
    @discardableResult
    public static func settle(
        _ store: inout ProgressStore, catalogue: Catalogue, rule: CompletionRule, rolloverHour: Int,
        makeID: MakeID) -> [CompletionRecord] {
        let programIDs = Set(store.sessions.compactMap { $0.continues == nil ? nil : $0.programID }).sorted()
        var made: [CompletionRecord] = []
        for program in programIDs.compactMap({ catalogue.program(id: $0) }) {
            while let lesson = ProgramProgress(program: program, store: store).currentLesson(in: program),
                  let completion = completion(
                    of: lesson, in: program, store: store, rule: rule, rolloverHour: rolloverHour, makeID: makeID) {
                store.append(completion)
                made.append(completion)
            }
        }
        return made
    }

    /// The first completion (by its time) that joined parts of `lesson` earn, or nil.
    private static func completion(
        of lesson: Lesson, in program: Program, store: ProgressStore, rule: CompletionRule, rolloverHour: Int,
        makeID: MakeID) -> CompletionRecord? {
        let attempts = attempts(at: lesson, of: program, in: store)
        let days = Dictionary(grouping: attempts) { $0.startedAt.practiceDay(rolloverHour: rolloverHour) }
        var seen: Set<String> = []
        var earned: [[SessionRecord]] = []
        for attempt in attempts where attempt.continues != nil && !seen.contains(attempt.id) {
            let sameDay = days[attempt.startedAt.practiceDay(rolloverHour: rolloverHour)] ?? []
            let parts = joined(to: attempt, among: sameDay)
            seen.formUnion(parts.map(\.id))
            let practised = parts.reduce(0) { $0 + $1.practicedSeconds }
            if rule.isComplete(practiced: practised, planned: lesson.plannedSeconds) { earned.append(parts) }
        }
        guard let parts = earned.min(by: { (endOf($0).endedAt, endOf($0).id) < (endOf($1).endedAt, endOf($1).id) })
        else { return nil }
        return CompletionRecord(
            id: makeID(), programID: program.id, lessonID: lesson.id, completedAt: endOf(parts).endedAt,
            sessionIDs: parts.map(\.id))
    }

    /// The part that ended last.
    private static func endOf(_ parts: [SessionRecord]) -> SessionRecord {
        parts.max { ($0.endedAt, $0.id) < ($1.endedAt, $1.id) }!
    }
}
