/// Each progress record's fields, declared once: key, type, whether it may be absent, and
/// its rule. A new field is a line here and the code that uses its value.
extension SessionRecord: ProgressRecord {
    public static let blank = SessionRecord(
        id: "", programID: nil, lessonID: nil, pattern: "", startedAt: .blank, endedAt: .blank, plannedSeconds: 0,
        practicedSeconds: 0, counted: false, endReason: .finished)

    public static let fields: [RecordField<SessionRecord>] = [
        .required("id", \.id, { $0.id = $1 }, rule: RecordRules.identifier),
        .optional("programID", \.programID, { $0.programID = $1 }, writesNull: true, rule: RecordRules.identifier),
        .optional("lessonID", \.lessonID, { $0.lessonID = $1 }, writesNull: true, rule: RecordRules.identifier),
        .required("pattern", \.pattern, { $0.pattern = $1 }, rule: RecordRules.patternLength),
        .optional("patternTo", \.patternTo, { $0.patternTo = $1 }, rule: RecordRules.patternLength),
        .required("startedAt", \.startedAt, { $0.startedAt = $1 }, rule: RecordRules.time),
        .required("endedAt", \.endedAt, { $0.endedAt = $1 }, rule: RecordRules.time),
        .required("plannedSeconds", \.plannedSeconds, { $0.plannedSeconds = $1 }, rule: RecordRules.plannedSeconds),
        .required("practicedSeconds", \.practicedSeconds, { $0.practicedSeconds = $1 }),
        .optional("holds", \.holds, { $0.holds = $1 }, rule: RecordRules.holds),
        .required("counted", \.counted, { $0.counted = $1 }),
        .required("endReason", \.endReason, { $0.endReason = $1 }),
        .optional("continues", \.continues, { $0.continues = $1 }, rule: RecordRules.identifier),
        .optional("moodBefore", \.moodBefore, { $0.moodBefore = $1 }, rule: RecordRules.within(FieldLimits.moods)),
        .optional("moodAfter", \.moodAfter, { $0.moodAfter = $1 }, rule: RecordRules.within(FieldLimits.moods)),
        .optional("paceRun", \.paceRun, { $0.paceRun = $1 }, rule: RecordRules.identifier),
        .optional("paceEase", \.paceEase, { $0.paceEase = $1 }, rule: RecordRules.within(FieldLimits.paceEase)),
        .optional("paceDiscomfort", \.paceDiscomfort, { $0.paceDiscomfort = $1 }),
    ]
}

extension CompletionRecord: ProgressRecord {
    public static let blank = CompletionRecord(id: "", programID: "", lessonID: "", completedAt: .blank, sessionIDs: [])

    public static let fields: [RecordField<CompletionRecord>] = [
        .required("id", \.id, { $0.id = $1 }, rule: RecordRules.identifier),
        .required("programID", \.programID, { $0.programID = $1 }, rule: RecordRules.identifier),
        .required("lessonID", \.lessonID, { $0.lessonID = $1 }, rule: RecordRules.identifier),
        .required("completedAt", \.completedAt, { $0.completedAt = $1 }, rule: RecordRules.time),
        .required("sessionIDs", \.sessionIDs, { $0.sessionIDs = $1 }, rule: RecordRules.sessionIDs),
    ]
}

extension ActivationRecord: ProgressRecord {
    public static let blank = ActivationRecord(id: "", programID: "", at: .blank)

    public static let fields: [RecordField<ActivationRecord>] = [
        .required("id", \.id, { $0.id = $1 }, rule: RecordRules.identifier),
        .required("programID", \.programID, { $0.programID = $1 }, rule: RecordRules.identifier),
        .required("at", \.at, { $0.at = $1 }, rule: RecordRules.time),
    ]
}

extension SettingChange: ProgressRecord {
    public static let blank = SettingChange(id: "", key: "", value: "", at: .blank)

    /// The key and value are judged together, by the setting's own declaration
    /// (`RecordRules.problem`).
    public static let fields: [RecordField<SettingChange>] = [
        .required("id", \.id, { $0.id = $1 }, rule: RecordRules.identifier),
        .required("key", \.key, { $0.key = $1 }),
        .required("value", \.value, { $0.value = $1 }),
        .required("at", \.at, { $0.at = $1 }, rule: RecordRules.time),
    ]
}

extension BoltResult: ProgressRecord {
    public static let blank = BoltResult(id: "", at: .blank, seconds: 0)

    public static let fields: [RecordField<BoltResult>] = [
        .required("id", \.id, { $0.id = $1 }, rule: RecordRules.identifier),
        .required("at", \.at, { $0.at = $1 }, rule: RecordRules.time),
        .required("seconds", \.seconds, { $0.seconds = $1 }, rule: RecordRules.boltSeconds),
    ]
}

extension LocalTimestamp {
    /// A record's time before a reader fills it in.
    public static let blank = LocalTimestamp(secondsSince1970: 0, utcOffsetSeconds: 0)
}
