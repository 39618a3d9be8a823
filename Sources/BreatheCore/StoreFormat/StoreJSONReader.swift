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

    /// `now` judges setting changes (none may come from past tomorrow).
    public static func read(_ data: Data, now: LocalTimestamp) -> Result? {
        data.withUnsafeBytes { raw in
            var cursor = JSONByteCursor(raw.bindMemory(to: UInt8.self))
            return readStore(&cursor, now: now)
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

    private static func readStore(_ cursor: inout JSONByteCursor, now: LocalTimestamp) -> Result? {
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
                sessions = readRecords(&cursor) {
                    readSession(&$0).flatMap { RecordRules.problem($0) == nil ? $0 : nil }
                }
                return sessions != nil
            case "completions" where seen.first(2):
                completions = readRecords(&cursor) {
                    readCompletion(&$0).flatMap { RecordRules.problem($0) == nil ? $0 : nil }
                }
                return completions != nil
            case "activations" where seen.first(3):
                activations = readRecords(&cursor) {
                    readActivation(&$0).flatMap { RecordRules.problem($0, now: now) == nil ? $0 : nil }
                }
                return activations != nil
            case "settingChanges" where seen.first(4):
                guard let changes = readRecords(&cursor, {
                    readSettingChange(&$0).flatMap { RecordRules.problem($0, now: now) == nil ? $0 : nil }
                }) else {
                    return false
                }
                settingChanges = changes
                return true
            case "boltResults" where seen.first(5):
                guard let results = readRecords(&cursor, {
                    readBoltResult(&$0).flatMap { RecordRules.problem($0) == nil ? $0 : nil }
                }) else {
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
        var store = ProgressStore(
            sessions: sessions, completions: completions, activations: activations, settingChanges: settingChanges,
            boltResults: boltResults)
        store.formatVersion = version
        return Result(formatVersion: version, store: store)
    }

    /// A list of records, each id once: a repeated id is left to the general reader, which
    /// keeps the first valid record and sets the other aside.
    private static func readRecords<Record: ProgressRecord>(
        _ cursor: inout JSONByteCursor, _ record: (inout JSONByteCursor) -> Record?) -> [Record]? {
        var ids = Set<String>()
        return readArray(&cursor) { cursor in
            guard let read = record(&cursor), ids.insert(read.id).inserted else { return nil }
            return read
        }
    }

    private static func readArray<Element>(
        _ cursor: inout JSONByteCursor, _ element: (inout JSONByteCursor) -> Element?) -> [Element]? {
        var elements: [Element] = []
        let read = cursor.readArray { cursor in
            guard let value = element(&cursor) else { return false }
            elements.append(value)
            return true
        }
        return read == nil ? nil : elements
    }

    private static func readTimestamp(_ cursor: inout JSONByteCursor) -> LocalTimestamp? {
        cursor.readString().flatMap { LocalTimestamp(iso8601: $0) }
    }

    /// A string or null; nil when it is neither.
    private static func readOptionalString(_ cursor: inout JSONByteCursor) -> String?? {
        if cursor.readNull() { return .some(nil) }
        return cursor.readString().map { .some($0) }
    }

    private static func readOptionalBool(_ cursor: inout JSONByteCursor) -> Bool?? {
        if cursor.readNull() { return .some(nil) }
        return cursor.readBool().map { .some($0) }
    }

    private static func readOptionalInt(_ cursor: inout JSONByteCursor) -> Int?? {
        if cursor.readNull() { return .some(nil) }
        return cursor.readInt().map { .some($0) }
    }

    /// A list of numbers or null; nil when it is neither.
    private static func readOptionalNumbers(_ cursor: inout JSONByteCursor) -> [Double]?? {
        if cursor.readNull() { return .some(nil) }
        return readArray(&cursor) { $0.readDouble() }.map { .some($0) }
    }

    private static func readSession(_ cursor: inout JSONByteCursor) -> SessionRecord? {
        var id: String?, pattern: String?
        var programID: String?, lessonID: String?, continues: String?
        var startedAt: LocalTimestamp?, endedAt: LocalTimestamp?
        var planned: Double?, practiced: Double?
        var counted: Bool?, endReason: EndReason?
        var moodBefore: Int?, moodAfter: Int?
        var paceRun: String?, paceEase: Int?, paceDiscomfort: Bool?
        var patternTo: String?, holds: [Double]?
        var seen = SeenFields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "id" where seen.first(0): id = cursor.readString(); return id != nil
            case "pattern" where seen.first(1): pattern = cursor.readString(); return pattern != nil
            case "programID" where seen.first(2): return store(readOptionalString(&cursor), in: &programID)
            case "lessonID" where seen.first(3): return store(readOptionalString(&cursor), in: &lessonID)
            case "continues" where seen.first(4): return store(readOptionalString(&cursor), in: &continues)
            case "startedAt" where seen.first(5): startedAt = readTimestamp(&cursor); return startedAt != nil
            case "endedAt" where seen.first(6): endedAt = readTimestamp(&cursor); return endedAt != nil
            case "plannedSeconds" where seen.first(7): planned = cursor.readDouble(); return planned != nil
            case "practicedSeconds" where seen.first(8): practiced = cursor.readDouble(); return practiced != nil
            case "counted" where seen.first(9): counted = cursor.readBool(); return counted != nil
            case "endReason" where seen.first(10):
                endReason = cursor.readString().flatMap(EndReason.init(rawValue:)); return endReason != nil
            case "moodBefore" where seen.first(11): return store(readOptionalInt(&cursor), in: &moodBefore)
            case "moodAfter" where seen.first(12): return store(readOptionalInt(&cursor), in: &moodAfter)
            case "paceRun" where seen.first(13): return store(readOptionalString(&cursor), in: &paceRun)
            case "paceEase" where seen.first(14): return store(readOptionalInt(&cursor), in: &paceEase)
            case "paceDiscomfort" where seen.first(15): return store(readOptionalBool(&cursor), in: &paceDiscomfort)
            case "patternTo" where seen.first(16): return store(readOptionalString(&cursor), in: &patternTo)
            case "holds" where seen.first(17): return store(readOptionalNumbers(&cursor), in: &holds)
            default: return false
            }
        }
        guard read != nil, let id, let pattern, let startedAt, let endedAt, let planned, let practiced, let counted,
              let endReason else { return nil }
        return SessionRecord(
            id: id, programID: programID, lessonID: lessonID, pattern: pattern, startedAt: startedAt, endedAt: endedAt,
            plannedSeconds: planned, practicedSeconds: practiced, counted: counted, endReason: endReason,
            continues: continues, moodBefore: moodBefore, moodAfter: moodAfter, paceRun: paceRun, paceEase: paceEase,
            paceDiscomfort: paceDiscomfort, patternTo: patternTo, holds: holds)
    }

    /// Keeps a value that was read (possibly null); false when reading failed.
    private static func store<Value>(_ read: Value??, in slot: inout Value?) -> Bool {
        guard let read else { return false }
        slot = read
        return true
    }

    private static func readCompletion(_ cursor: inout JSONByteCursor) -> CompletionRecord? {
        var id: String?, programID: String?, lessonID: String?, completedAt: LocalTimestamp?
        var sessionIDs: [String]?
        var seen = SeenFields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "id" where seen.first(0): id = cursor.readString(); return id != nil
            case "programID" where seen.first(1): programID = cursor.readString(); return programID != nil
            case "lessonID" where seen.first(2): lessonID = cursor.readString(); return lessonID != nil
            case "completedAt" where seen.first(3): completedAt = readTimestamp(&cursor); return completedAt != nil
            case "sessionIDs" where seen.first(4):
                sessionIDs = readArray(&cursor) { $0.readString() }; return sessionIDs != nil
            default: return false
            }
        }
        guard read != nil, let id, let programID, let lessonID, let completedAt, let sessionIDs else { return nil }
        return CompletionRecord(
            id: id, programID: programID, lessonID: lessonID, completedAt: completedAt, sessionIDs: sessionIDs)
    }

    private static func readActivation(_ cursor: inout JSONByteCursor) -> ActivationRecord? {
        var id: String?, programID: String?, at: LocalTimestamp?
        var seen = SeenFields()
        let read = cursor.readObject { key, cursor in
            switch key {
            case "id" where seen.first(0): id = cursor.readString(); return id != nil
            case "programID" where seen.first(1): programID = cursor.readString(); return programID != nil
            case "at" where seen.first(2): at = readTimestamp(&cursor); return at != nil
            default: return false
            }
        }
        guard read != nil, let id, let programID, let at else { return nil }
        return ActivationRecord(id: id, programID: programID, at: at)
    }

    private static func readSettingChange(_ cursor: inout JSONByteCursor) -> SettingChange? {
        var id: String?, key: String?, value: String?, at: LocalTimestamp?
        var seen = SeenFields()
        let read = cursor.readObject { name, cursor in
            switch name {
            case "id" where seen.first(0): id = cursor.readString(); return id != nil
            case "key" where seen.first(1): key = cursor.readString(); return key != nil
            case "value" where seen.first(2): value = cursor.readString(); return value != nil
            case "at" where seen.first(3): at = readTimestamp(&cursor); return at != nil
            default: return false
            }
        }
        guard read != nil, let id, let key, let value, let at else { return nil }
        return SettingChange(id: id, key: key, value: value, at: at)
    }

    private static func readBoltResult(_ cursor: inout JSONByteCursor) -> BoltResult? {
        var id: String?, at: LocalTimestamp?, seconds: Double?
        var seen = SeenFields()
        let read = cursor.readObject { name, cursor in
            switch name {
            case "id" where seen.first(0): id = cursor.readString(); return id != nil
            case "at" where seen.first(1): at = readTimestamp(&cursor); return at != nil
            case "seconds" where seen.first(2): seconds = cursor.readDouble(); return seconds != nil
            default: return false
            }
        }
        guard read != nil, let id, let at, let seconds else { return nil }
        return BoltResult(id: id, at: at, seconds: seconds)
    }
}
