import FoundationEssentials

/// Reads `progress.json` quickly, for the store's usual shape.
///
/// Loading and saving the store after every session must stay fast with years of
/// sessions in it, and a general JSON decoder spends most of that time on bookkeeping.
/// This reader takes the known fields straight from the bytes and holds every record to
/// `RecordRules`. It answers nil for anything else (a missing or repeated field, a field
/// it does not know, a wrong type, an unknown end reason, a number written in an unusual
/// way or a whole number beyond 2^53, a record that breaks a rule, an id twice in a
/// list), and `StoreDecoding` then uses the general reader, which either reads the file
/// all the same (keeping bad records aside) or says exactly what is wrong with it. So the
/// fast path can only ever agree with the general one, never overrule it.
public enum StoreJSONReader {
    /// The file's format version and, when the version is one this build reads, the store.
    public struct Result: Sendable {
        public let formatVersion: Int
        public let store: ProgressStore?
    }

    /// `source` says which rules hold (`StoreSource`).
    public static func read(_ data: Data, from source: StoreSource = .outside) -> Result? {
        data.withUnsafeBytes { raw in
            var cursor = JSONByteCursor(raw.bindMemory(to: UInt8.self))
            return readStore(&cursor, completionsNeedSessions: source == .outside)
        }
    }

    /// Which fields of one object have been read: a repeated key sends the file to the
    /// general decoder, which settles what a repeat means.
    private struct SeenFields {
        private var bits: UInt32 = 0

        /// True the first time `field` is seen.
        mutating func first(_ field: Int) -> Bool {
            let bit: UInt32 = 1 << field
            defer { bits |= bit }
            return bits & bit == 0
        }
    }

    private static func readStore(
        _ cursor: inout JSONByteCursor, completionsNeedSessions: Bool) -> Result? {
        var version: Int?
        var sessions: [SessionRecord]?, completions: [CompletionRecord]?, activations: [ActivationRecord]?
        var settingChanges: [SettingChange] = []
        var boltResults: [BoltResult] = []
        var seen = SeenFields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "formatVersion" where seen.first(0):
                version = cursor.readInt()
                return version != nil
            case "sessions" where seen.first(1):
                sessions = readRecords(&cursor) { (session: SessionRecord) in RecordRules.together(session) }
                return sessions != nil
            case "completions" where seen.first(2):
                completions = readRecords(&cursor) { (_: CompletionRecord) in nil }
                return completions != nil
            case "activations" where seen.first(3):
                activations = readRecords(&cursor) { (_: ActivationRecord) in nil }
                return activations != nil
            case "settingChanges" where seen.first(4):
                guard let changes = readRecords(&cursor, { (change: SettingChange) in
                    RecordRules.together(change)
                }) else {
                    return false
                }
                settingChanges = changes
                return true
            case "boltResults" where seen.first(5):
                guard let results = readRecords(&cursor, { (_: BoltResult) in nil }) else {
                    return false
                }
                boltResults = results
                return true
            default:
                // A field this build does not know, or one repeated: only the general
                // decoder decides about those.
                return false
            }
        }
        guard read != nil, cursor.isAtEnd, let version, version >= 1 else { return nil }
        guard version <= ProgressStore.currentFormatVersion else { return Result(formatVersion: version, store: nil) }
        guard let sessions, let completions, let activations else { return nil }
        // A completion with no session behind it is left to the general reader, which sets
        // it aside.
        if completionsNeedSessions {
            let lessons = RecordRules.lessons(of: sessions)
            guard completions.allSatisfy({ RecordRules.backed($0, by: lessons) == nil }) else { return nil }
        }
        var store = ProgressStore(
            sessions: sessions, completions: completions, activations: activations, settingChanges: settingChanges,
            boltResults: boltResults)
        store.formatVersion = version
        return Result(formatVersion: version, store: store)
    }

    /// A list of records, each field passing its rule and each record `together`, each id
    /// once: a repeated id is left to the general reader, which keeps the first valid
    /// record and sets the other aside.
    private static func readRecords<Record: ProgressRecord>(
        _ cursor: inout JSONByteCursor, _ together: (Record) -> FieldProblem?) -> [Record]? {
        let fields = Record.fieldsByKey
        var ids = Set<String>()
        var records: [Record] = []
        let read = cursor.readArray { cursor in
            guard let read = Record.read(from: &cursor, fields: fields), together(read) == nil,
                  ids.insert(read.id).inserted else { return false }
            records.append(read)
            return true
        }
        return read == nil ? nil : records
    }
}
