/// Progress records read from JSON objects field by field (the store's general path, and
/// every import and sync copy that the fast reader leaves to it), each field as its
/// declaration says (`StoredRecord.fields`), then held to `RecordRules`. A record that
/// fails comes back as a `SetAsideRecord` with its reason, so one bad record never takes
/// the rest of a file with it.
public enum RecordDecoding {
    public static func session(_ value: JSONValue, path: String) -> Result<SessionRecord, SetAsideRecord> {
        checked(value, path: path, kind: .session) { RecordRules.together($0) }
    }

    /// A completion, held to the sessions of its file (`lessons`) as well, unless none are
    /// kept beside it (a status summary).
    public static func completion(
        _ value: JSONValue, path: String,
        lessons: RecordRules.LessonsBySession?) -> Result<CompletionRecord, SetAsideRecord> {
        checked(value, path: path, kind: .completion) { completion in
            lessons.flatMap { RecordRules.backed(completion, by: $0) }
        }
    }

    public static func activation(
        _ value: JSONValue, path: String) -> Result<ActivationRecord, SetAsideRecord> {
        checked(value, path: path, kind: .activation) { _ in nil }
    }

    public static func settingChange(
        _ value: JSONValue, path: String) -> Result<SettingChange, SetAsideRecord> {
        checked(value, path: path, kind: .settingChange) { RecordRules.together($0) }
    }

    public static func boltResult(_ value: JSONValue, path: String) -> Result<BoltResult, SetAsideRecord> {
        checked(value, path: path, kind: .boltResult) { _ in nil }
    }

    /// Reads the record's fields, each held to its rule, then what they say `together`;
    /// any problem sets it aside.
    /// Fields this version does not know are kept with the record, as they were.
    private static func checked<Record: ProgressRecord>(
        _ value: JSONValue, path: String, kind: SetAsideRecord.Kind,
        together: (Record) -> FieldProblem?) -> Result<Record, SetAsideRecord> {
        do throws(FieldProblem) {
            let fields = try FieldReader(value, path: path, shouldHold: .fields(Record.requiredKeys))
            var record = try Record.read(fields)
            record.unknownFields = fields.fields.filter { !Record.knows($0.key) }
            if let problem = together(record) { throw problem.inside(path) }
            return .success(record)
        } catch {
            return .failure(SetAsideRecord(kind: kind, problem: error, record: value))
        }
    }
}
