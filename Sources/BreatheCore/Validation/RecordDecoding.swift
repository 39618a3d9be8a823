/// Progress records read from JSON objects field by field (the store's general path, and
/// every import and sync copy that the fast reader leaves to it), then held to
/// `RecordRules`. A record that fails comes back as a `SetAsideRecord` with its reason,
/// so one bad record never takes the rest of a file with it.
public enum RecordDecoding {
    public static func session(_ value: JSONValue, path: String) -> Result<SessionRecord, SetAsideRecord> {
        checked(
            value, path: path, kind: .session,
            shouldHold: .fields([
                "id", "pattern", "startedAt", "endedAt", "plannedSeconds", "practicedSeconds", "counted",
                "endReason"])) { fields throws(FieldProblem) in
            SessionRecord(
                id: try fields.string("id"), programID: try fields.optionalString("programID"),
                lessonID: try fields.optionalString("lessonID"),
                pattern: try fields.string("pattern"), startedAt: try fields.timestamp("startedAt"),
                endedAt: try fields.timestamp("endedAt"),
                plannedSeconds: try fields.number("plannedSeconds"),
                practicedSeconds: try fields.number("practicedSeconds"),
                counted: try fields.bool("counted"), endReason: try fields.word("endReason", as: EndReason.self),
                continues: try fields.optionalString("continues"),
                moodBefore: try fields.optionalWholeNumber("moodBefore", in: FieldLimits.moods),
                moodAfter: try fields.optionalWholeNumber("moodAfter", in: FieldLimits.moods),
                paceRun: try fields.optionalString("paceRun"),
                paceEase: try fields.optionalWholeNumber("paceEase", in: FieldLimits.paceEase),
                paceDiscomfort: try fields.optionalBool("paceDiscomfort"),
                patternTo: try fields.optionalString("patternTo"),
                holds: try fields.optionalNumbers("holds"))
        } rules: { RecordRules.problem($0) }
    }

    public static func completion(_ value: JSONValue, path: String) -> Result<CompletionRecord, SetAsideRecord> {
        checked(
            value, path: path, kind: .completion,
            shouldHold: .fields([
                "id", "programID", "lessonID", "completedAt", "sessionIDs"])) { fields throws(FieldProblem) in
            var ids: [String] = []
            for (index, item) in try fields.list("sessionIDs").enumerated() {
                guard case .string(let id) = item else {
                    throw fields.fail("sessionIDs[\(index)]", .notAString(found: item.kind))
                }
                ids.append(id)
            }
            return CompletionRecord(
                id: try fields.string("id"), programID: try fields.string("programID"),
                lessonID: try fields.string("lessonID"),
                completedAt: try fields.timestamp("completedAt"), sessionIDs: ids)
        } rules: { RecordRules.problem($0) }
    }

    public static func activation(_ value: JSONValue, path: String, now: LocalTimestamp) -> Result<ActivationRecord,
    SetAsideRecord> {
        checked(
            value, path: path, kind: .activation,
            shouldHold: .fields(["id", "programID", "at"])) { fields throws(FieldProblem) in
            ActivationRecord(
                id: try fields.string("id"), programID: try fields.string("programID"), at: try fields.timestamp("at"))
        } rules: { RecordRules.problem($0, now: now) }
    }

    public static func settingChange(_ value: JSONValue, path: String, now: LocalTimestamp) -> Result<SettingChange,
    SetAsideRecord> {
        checked(
            value, path: path, kind: .settingChange,
            shouldHold: .fields(["id", "key", "value", "at"])) { fields throws(FieldProblem) in
            SettingChange(
                id: try fields.string("id"), key: try fields.string("key"), value: try fields.string("value"),
                at: try fields.timestamp("at"))
        } rules: { RecordRules.problem($0, now: now) }
    }

    public static func boltResult(_ value: JSONValue, path: String) -> Result<BoltResult, SetAsideRecord> {
        checked(
            value, path: path, kind: .boltResult,
            shouldHold: .fields(["id", "at", "seconds"])) { fields throws(FieldProblem) in
            BoltResult(
                id: try fields.string("id"), at: try fields.timestamp("at"), seconds: try fields.number("seconds"))
        } rules: { RecordRules.problem($0) }
    }

    /// Reads the record's fields, then applies the rules; either problem sets it aside.
    /// Fields this version does not know are kept with the record, as they were.
    private static func checked<Record: ProgressRecord>(
        _ value: JSONValue, path: String, kind: SetAsideRecord.Kind, shouldHold: ObjectContents,
        read: (FieldReader) throws(FieldProblem) -> Record, rules: (Record) -> FieldProblem?) -> Result<Record,
    SetAsideRecord> {
        do throws(FieldProblem) {
            let fields = try FieldReader(value, path: path, shouldHold: shouldHold)
            var record = try read(fields)
            record.unknownFields = fields.fields.filter { !Record.knownFields.contains($0.key) }
            if let problem = rules(record) { throw problem.inside(path) }
            return .success(record)
        } catch {
            return .failure(SetAsideRecord(kind: kind, problem: error, record: value))
        }
    }
}
