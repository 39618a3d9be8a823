/// The one check of every progress record, whichever way it arrived: the store's fast
/// reader, its general reader, an import, a sync copy, a journal, or breathe itself.
///
/// A record that fails is never merged, never written and never shown: it is kept aside
/// with the reason (`SetAsideRecord`). Field names in the problems are relative to the
/// record; callers put the record's place in front.
public enum RecordRules {
    /// Each field's own rule (`SessionRecord.fields`), then what the fields say together.
    public static func problem(_ session: SessionRecord) -> FieldProblem? {
        session.fieldProblem ?? together(session)
    }

    /// A session's fields together: a lesson's two ids, and no more practice than planned.
    static func together(_ session: SessionRecord) -> FieldProblem? {
        switch (session.programID, session.lessonID) {
        case (nil, nil): if session.counted { return FieldProblem(field: "counted", .freePracticeCounted) }
        case (.some, .some): break
        default: return FieldProblem(field: "programID", .lessonFieldsApart)
        }
        let practised = session.practicedSeconds
        guard practised.isFinite, practised >= 0,
              practised <= session.plannedSeconds + FieldLimits.practiceRounding else {
            return FieldProblem(
                field: "practicedSeconds", .practicedSeconds(planned: session.plannedSeconds, found: practised))
        }
        return nil
    }

    /// A lesson completed: each field's rule. (Its time may be ahead of the clock here: a
    /// record is never held to the clock now, see `StoreSource`.)
    public static func problem(_ completion: CompletionRecord) -> FieldProblem? {
        completion.fieldProblem
    }

    /// The lessons of a file's sessions, by id, with what each practised of what it planned:
    /// what a completion in it is checked against.
    public typealias LessonsBySession = [
        String: (programID: String?, lessonID: String?, practiced: Double, planned: Double)]

    public static func lessons(of sessions: [SessionRecord]) -> LessonsBySession {
        let entries = sessions.map { ($0.id, ($0.programID, $0.lessonID, $0.practicedSeconds, $0.plannedSeconds)) }
        return LessonsBySession(entries) { first, _ in first }
    }

    /// A completion with sessions of its own lesson behind it in the same file, which
    /// together practised at least the lowest threshold of the lesson (the longest length
    /// they planned: a continuing part plans only what was left). One with none showed a
    /// lesson as done that nothing says was practised (attack run 10); one whose sessions
    /// came to 5 s of a 3:00 lesson completed it (attack run 13). Every file breathe writes
    /// holds a completion's sessions beside it.
    static func backed(_ completion: CompletionRecord, by lessons: LessonsBySession) -> FieldProblem? {
        let behind = completion.sessionIDs.compactMap { lessons[$0] }.filter {
            $0.programID == completion.programID && $0.lessonID == completion.lessonID
        }
        guard let planned = behind.map(\.planned).max() else {
            return FieldProblem(field: "sessionIDs", .noSessionBehind)
        }
        let practiced = behind.reduce(0) { $0 + $1.practiced }
        let lowest = CompletionRule(threshold: CompletionRule.thresholdRange.lowerBound)
        guard lowest.isComplete(practiced: practiced, planned: planned) else {
            return FieldProblem(field: "sessionIDs", .tooLittleBehind(practiced: practiced, planned: planned))
        }
        return nil
    }

    /// A program chosen: each field's rule. One dated ahead of the clock pins nothing: a
    /// choice made here is dated after every one this device knows (`RecordTime`).
    public static func problem(_ activation: ActivationRecord) -> FieldProblem? {
        activation.fieldProblem
    }

    /// A BOLT result: an id, a time and a hold breathe could have measured. One dated in
    /// the future is kept: set aside, a real measurement would leave the history of a
    /// device whose clock went back.
    public static func problem(_ result: BoltResult) -> FieldProblem? {
        result.fieldProblem
    }

    /// A setting changed on some device: a key breathe may sync (never one of a device's own,
    /// as `language` or `syncFolder`) and a value its setting accepts. One dated ahead of
    /// the clock wins no later change: a change made here is dated after it (`RecordTime`).
    public static func problem(_ change: SettingChange) -> FieldProblem? {
        change.fieldProblem ?? together(change)
    }

    static func together(_ change: SettingChange) -> FieldProblem? {
        let keyBytes = change.key.utf8
        guard FieldLimits.idLength.contains(keyBytes.count),
              keyBytes.allSatisfy({
                  (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0)
              }) else {
            return FieldProblem(field: "key", .notASettingName(TerminalText.clean(String(change.key.prefix(80)))))
        }
        if let declaration = Settings.declaration(for: change.key), !declaration.synced {
            return FieldProblem(field: "key", .deviceOnlySetting(change.key))
        }
        guard FieldLimits.settingValueBytes.contains(change.value.utf8.count) else {
            return FieldProblem(field: "value", .settingValueSize(FieldLimits.settingValueBytes))
        }
        if Settings.syncedKeys.contains(change.key),
           let problem = Settings.problem(key: change.key, jsonText: change.value) {
            return FieldProblem(field: "value", .settingValue(problem))
        }
        return nil
    }

    static let identifier: FieldRule<String> = { id, field in
        guard !FieldLimits.isIdentifier(id) else { return nil }
        return FieldProblem(field: field, .badID(TerminalText.clean(String(id.prefix(80)))))
    }

    static let time: FieldRule<LocalTimestamp> = { time, field in
        FieldLimits.isWithinYears(time) ? nil : FieldProblem(field: field, .timeOutOfRange)
    }

    static let patternLength: FieldRule<String> = { pattern, field in
        FieldLimits.patternLength.contains(pattern.count)
            ? nil : FieldProblem(field: field, .patternLength(FieldLimits.patternLength))
    }

    static let plannedSeconds: FieldRule<Double> = { planned, field in
        planned.isFinite && FieldLimits.plannedSeconds.contains(planned)
            ? nil : FieldProblem(field: field, .plannedSeconds(FieldLimits.plannedSeconds, found: planned))
    }

    static let boltSeconds: FieldRule<Double> = { seconds, field in
        // The words are a session's planned length's: "must be from 1 to 180 seconds".
        seconds.isFinite && FieldLimits.boltSeconds.contains(seconds)
            ? nil : FieldProblem(field: field, .plannedSeconds(FieldLimits.boltSeconds, found: seconds))
    }

    static let holds: FieldRule<[Double]> = { holds, field in
        guard holds.count <= FieldLimits.mostHolds else {
            return FieldProblem(field: field, .holdCount(most: FieldLimits.mostHolds, found: holds.count))
        }
        for (index, hold) in holds.enumerated() where !(hold.isFinite && FieldLimits.holdSeconds.contains(hold)) {
            // The words are a session's planned length's: "must be from 0 to 180 seconds".
            return FieldProblem(field: "\(field)[\(index)]", .plannedSeconds(FieldLimits.holdSeconds, found: hold))
        }
        return nil
    }

    static let sessionIDs: FieldRule<[String]> = { ids, field in
        guard FieldLimits.sessionsPerCompletion.contains(ids.count) else {
            return FieldProblem(field: field, .sessionCount(FieldLimits.sessionsPerCompletion, found: ids.count))
        }
        for (index, id) in ids.enumerated() {
            if let problem = identifier(id, "\(field)[\(index)]") { return problem }
        }
        return nil
    }

    /// What the attempts a journal's session continues practised.
    static let earlierPracticed: FieldRule<Double> = { earlier, field in
        let upper = FieldLimits.plannedSeconds.upperBound
        return earlier.isFinite && earlier >= 0 && earlier <= upper
            ? nil : FieldProblem(field: field, .earlierPracticed(upper: upper, found: earlier))
    }

    static func within(_ range: ClosedRange<Int>) -> FieldRule<Int> {
        { value, field in range.contains(value) ? nil : FieldProblem(field: field, .outOfRange(range, found: value)) }
    }
}
