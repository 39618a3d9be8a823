/// The one check of every progress record, whichever way it arrived: the store's fast
/// reader, its general reader, an import, a sync copy, a journal, or breathe itself.
///
/// A record that fails is never merged, never written and never shown: it is kept aside
/// with the reason (`SetAsideRecord`). Field names in the problems are relative to the
/// record; callers put the record's place in front.
public enum RecordRules {
    public static func problem(_ session: SessionRecord) -> FieldProblem? {
        if let problem = idProblem(session.id, "id") { return problem }
        switch (session.programID, session.lessonID) {
        case (nil, nil): if session.counted { return FieldProblem(field: "counted", .freePracticeCounted) }
        case (let program?, let lesson?):
            if let problem = idProblem(program, "programID") ?? idProblem(lesson, "lessonID") { return problem }
        default: return FieldProblem(field: "programID", .lessonFieldsApart)
        }
        if !FieldLimits.patternLength.contains(session.pattern.count) {
            return FieldProblem(field: "pattern", .patternLength(FieldLimits.patternLength))
        }
        if let to = session.patternTo, !FieldLimits.patternLength.contains(to.count) {
            return FieldProblem(field: "patternTo", .patternLength(FieldLimits.patternLength))
        }
        if let problem = timeProblem(session.startedAt, "startedAt") ?? timeProblem(session.endedAt, "endedAt") {
            return problem
        }
        let planned = session.plannedSeconds
        guard planned.isFinite, FieldLimits.plannedSeconds.contains(planned) else {
            return FieldProblem(field: "plannedSeconds", .plannedSeconds(FieldLimits.plannedSeconds, found: planned))
        }
        let practised = session.practicedSeconds
        guard practised.isFinite, practised >= 0, practised <= planned + FieldLimits.practiceRounding else {
            return FieldProblem(field: "practicedSeconds", .practicedSeconds(planned: planned, found: practised))
        }
        if let holds = session.holds {
            guard holds.count <= FieldLimits.mostHolds else {
                return FieldProblem(field: "holds", .holdCount(most: FieldLimits.mostHolds, found: holds.count))
            }
            for (index, hold) in holds.enumerated() where !(hold.isFinite && FieldLimits.holdSeconds.contains(hold)) {
                // The words are a session's planned length's: "must be from 0 to 180 seconds".
                return FieldProblem(field: "holds[\(index)]", .plannedSeconds(FieldLimits.holdSeconds, found: hold))
            }
        }
        if let continues = session.continues, let problem = idProblem(continues, "continues") { return problem }
        if let run = session.paceRun, let problem = idProblem(run, "paceRun") { return problem }
        if let ease = session.paceEase, !FieldLimits.paceEase.contains(ease) {
            return FieldProblem(field: "paceEase", .outOfRange(FieldLimits.paceEase, found: ease))
        }
        for (mood, field) in [(session.moodBefore, "moodBefore"), (session.moodAfter, "moodAfter")] {
            if let mood, !FieldLimits.moods.contains(mood) {
                return FieldProblem(field: field, .outOfRange(FieldLimits.moods, found: mood))
            }
        }
        return nil
    }

    public static func problem(_ completion: CompletionRecord) -> FieldProblem? {
        if let problem = idProblem(
            completion.id,
            "id") ?? idProblem(completion.programID, "programID") ?? idProblem(completion.lessonID, "lessonID") {
            return problem
        }
        if let problem = timeProblem(completion.completedAt, "completedAt") { return problem }
        guard FieldLimits.sessionsPerCompletion.contains(completion.sessionIDs.count) else {
            return FieldProblem(
                field: "sessionIDs",
                .sessionCount(FieldLimits.sessionsPerCompletion, found: completion.sessionIDs.count))
        }
        for (index, id) in completion.sessionIDs.enumerated() {
            if let problem = idProblem(id, "sessionIDs[\(index)]") { return problem }
        }
        return nil
    }

    /// A program chosen, not past tomorrow: the latest activation is the active program, so
    /// one from a device whose clock ran years ahead pinned it, and every later `start`
    /// was silently undone (an attack run).
    public static func problem(_ activation: ActivationRecord, now: LocalTimestamp) -> FieldProblem? {
        idProblem(activation.id, "id") ?? idProblem(activation.programID, "programID")
            ?? timeProblem(activation.at, "at") ?? futureProblem(activation.at, "at", now: now)
    }

    /// A BOLT result: an id, a time and a hold breathe could have measured. One dated in
    /// the future is kept: set aside, a real measurement would leave the history of a
    /// device whose clock went back.
    public static func problem(_ result: BoltResult) -> FieldProblem? {
        if let problem = idProblem(result.id, "id") ?? timeProblem(result.at, "at") { return problem }
        guard result.seconds.isFinite, FieldLimits.boltSeconds.contains(result.seconds) else {
            // The words are a session's planned length's: "must be from 1 to 180 seconds".
            return FieldProblem(field: "seconds", .plannedSeconds(FieldLimits.boltSeconds, found: result.seconds))
        }
        return nil
    }

    /// A setting changed on some device: a key breathe may sync (never one of a device's own,
    /// as `language` or `syncFolder`), a value its setting
    /// accepts, and a time not past tomorrow (a device with a wrong clock would otherwise
    /// win every later change).
    public static func problem(_ change: SettingChange, now: LocalTimestamp) -> FieldProblem? {
        if let problem = idProblem(change.id, "id") { return problem }
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
        return timeProblem(change.at, "at") ?? futureProblem(change.at, "at", now: now)
    }

    /// More than a day after `now`: a device with a clock set wrong.
    static func futureProblem(_ time: LocalTimestamp, _ field: String, now: LocalTimestamp) -> FieldProblem? {
        guard time.secondsSince1970 > now.secondsSince1970 + FieldLimits.futureTolerance else { return nil }
        return FieldProblem(field: field, .inTheFuture(time.iso8601))
    }

    static func idProblem(_ id: String, _ field: String) -> FieldProblem? {
        guard !FieldLimits.isIdentifier(id) else { return nil }
        return FieldProblem(field: field, .badID(TerminalText.clean(String(id.prefix(80)))))
    }

    static func timeProblem(_ time: LocalTimestamp, _ field: String) -> FieldProblem? {
        guard !FieldLimits.isWithinYears(time) else { return nil }
        return FieldProblem(field: field, .timeOutOfRange)
    }
}
