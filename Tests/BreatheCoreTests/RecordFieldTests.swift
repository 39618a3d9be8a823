import FoundationEssentials
import Testing
@testable import BreatheCore

/// Each record field is declared once (`StoredRecord.fields`), and the readers, the writer,
/// the rules, reports' JSON and the journal all take it from there: a field added to a
/// declaration travels everywhere with no other change to the format's code.
@Suite struct RecordFieldTests {
    static let now = LocalTimestamp(iso8601: "2026-12-02T08:00:00+01:00")!
    static let morning = LocalTimestamp(iso8601: "2026-12-01T07:00:00+01:00")!

    /// A kind of record made only here, as a later version might add one: a field of its
    /// own with a rule (`breaths`, 1 to 30), an optional list and an optional word.
    struct TrialRecord: ProgressRecord {
        var id: String
        var at: LocalTimestamp
        var breaths: Int
        var notes: [String]?
        var ending: EndReason?
        var unknownFields: [String: JSONValue] = [:]

        static let blank = TrialRecord(id: "", at: .blank, breaths: 0)
        static let fields: [RecordField<TrialRecord>] = [
            .required("id", \.id, { $0.id = $1 }, rule: RecordRules.identifier),
            .required("at", \.at, { $0.at = $1 }, rule: RecordRules.time),
            .required("breaths", \.breaths, { $0.breaths = $1 }, rule: RecordRules.within(1...30)),
            .optional("notes", \.notes, { $0.notes = $1 }),
            .optional("ending", \.ending, { $0.ending = $1 }),
        ]
    }

    static func written<Record: ProgressRecord>(_ records: [Record]) -> Data {
        var writer = JSONLayoutWriter(capacity: 256)
        writer.records(records)
        return writer.bytes.data
    }

    /// Both readers, on one list of records: the fast one (nil when it steps aside) and
    /// the general one (each record or the problem that set it aside).
    static func read<Record: ProgressRecord>(
        _ data: Data, as: Record.Type) throws -> (fast: [Record]?, general: [Result<Record, FieldProblem>]) {
        let fast: [Record]? = data.withUnsafeBytes { raw in
            var cursor = JSONByteCursor(raw.bindMemory(to: UInt8.self))
            let fields = Record.fieldsByKey
            var records: [Record] = []
            let read = cursor.readArray { cursor in
                guard let record = Record.read(from: &cursor, fields: fields) else { return false }
                records.append(record)
                return true
            }
            return read == nil ? nil : records
        }
        guard case .array(let items) = try JSONParser.parse(data) else { return (fast, []) }
        let general = items.enumerated().map { index, item in
            Result { () throws(FieldProblem) -> Record in
                let object = try FieldReader(item, path: "trials[\(index)]", shouldHold: .fields(Record.requiredKeys))
                var record = try Record.read(object)
                record.unknownFields = object.fields.filter { !Record.knows($0.key) }
                return record
            }
        }
        return (fast, general)
    }

    @Test func aNewKindOfRecordIsWrittenAndReadBackByBothReaders() throws {
        let trials = [
            TrialRecord(id: "t1", at: Self.morning, breaths: 6, notes: ["slow", "a \"quoted\" word"], ending: .quit),
            TrialRecord(id: "t2", at: Self.morning, breaths: 30),
        ]
        let data = Self.written(trials)
        let text = String(decoding: data, as: UTF8.self)
        // Keys sorted, optional fields left out when absent.
        #expect(text.contains("\"at\" : \"2026-12-01T07:00:00+01:00\",\n    \"breaths\" : 6,\n    \"ending\" : \"quit\""))
        #expect(!text.contains("null"))
        let read = try Self.read(data, as: TrialRecord.self)
        #expect(read.fast == trials)
        #expect(try read.general.map { try $0.get() } == trials)
        // A report's JSON names the same fields.
        let report = try #require(ScriptJSON.text(trials[0]))
        #expect(report.contains("\"breaths\" : 6") && report.contains("\"notes\" : [") && report.contains("\"ending\""))
        #expect(!(ScriptJSON.text(trials[1]) ?? "").contains("notes"))
    }

    @Test func aNewFieldsRuleHoldsInBothReadersAndForRecordsMadeHere() throws {
        let data = Data("""
            [{"at": "2026-12-01T07:00:00+01:00", "breaths": 31, "id": "t1"},
             {"at": "2026-12-01T07:00:00+01:00", "breaths": 2.5, "id": "t2"},
             {"at": "2026-12-01T07:00:00+01:00", "id": "t3"}]
            """.utf8)
        let read = try Self.read(data, as: TrialRecord.self)
        let outOfRange = Data(#"[{"at": "2026-12-01T07:00:00+01:00", "breaths": 31, "id": "t1"}]"#.utf8)
        #expect(try Self.read(outOfRange, as: TrialRecord.self).fast == nil, "the fast reader must step aside")
        let problems = read.general.map { result -> FieldProblem? in
            if case .failure(let problem) = result { return problem }
            return nil
        }
        #expect(problems[0] == FieldProblem(field: "trials[0].breaths", .outOfRange(1...30, found: 31)))
        #expect(problems[1]?.field == "trials[1].breaths")
        #expect(problems[2] == FieldProblem(field: "trials[2].breaths", .missing))
        #expect(TrialRecord(id: "t4", at: Self.morning, breaths: 0).fieldProblem?.field == "breaths")
        #expect(TrialRecord(id: "t4", at: Self.morning, breaths: 1).fieldProblem == nil)
    }

    @Test func aFieldTheDeclarationDoesNotKnowIsKeptAsItWas() throws {
        let data = Data(#"[{"at": "2026-12-01T07:00:00+01:00", "breaths": 4, "id": "t1", "later": [1, "two"]}]"#.utf8)
        let read = try Self.read(data, as: TrialRecord.self)
        #expect(read.fast == nil)
        let record = try #require(try read.general.first?.get())
        #expect(record.unknownFields == ["later": .array([.number(1), .string("two")])])
        #expect(String(decoding: Self.written([record]), as: UTF8.self).contains("\"later\" : ["))
    }

    /// Every field of a session set, so that each declaration is exercised.
    static let everything = SessionRecord(
        id: "s1", programID: "calm", lessonID: "l2", pattern: "4-6", startedAt: morning,
        endedAt: LocalTimestamp(iso8601: "2026-12-01T07:05:00+01:00")!, plannedSeconds: 300, practicedSeconds: 299.5,
        counted: true, endReason: .finished, continues: "s0", moodBefore: 2, moodAfter: 4, paceRun: "run1", paceEase: 3,
        paceDiscomfort: false, patternTo: "5-7", holds: [12.5, 30])

    @Test func aSessionWithEveryFieldTravelsThroughTheStoreTheImportAndAReport() throws {
        let store = ProgressStore(sessions: [Self.everything])
        let data = StoreJSONWriter.encode(store)
        let fast = try #require(StoreJSONReader.read(data)?.store)
        #expect(fast == store)
        #expect(try StoreDecoding.decodeGeneral(data).get().store == store)
        // What the writer wrote and what a report shows are the declared fields, no more.
        guard case .object(let top) = try JSONParser.parse(data), case .array(let sessions)? = top["sessions"],
              case .object(let written)? = sessions.first else {
            Issue.record("no session written")
            return
        }
        let declared = Set(SessionRecord.fields.map(\.key))
        #expect(Set(written.keys) == declared)
        #expect(Self.everything.storedFields == written)
        guard case .object(let report) = try JSONParser.parse(Data(try #require(ScriptJSON.text(Self.everything)).utf8))
        else {
            Issue.record("no report")
            return
        }
        #expect(Set(report.keys) == declared)
    }

    @Test func aJournalWithEveryFieldReadsBackAndBecomesTheSameSession() throws {
        var entry = JournalEntry(
            sessionID: "s1", programID: "calm", lessonID: "l2", pattern: "4-6", startedAt: Self.morning,
            plannedSeconds: 300, continues: "s0", earlierPracticedSeconds: 40)
        entry.practicedSeconds = 120
        entry.checkpointAt = Self.morning.adding(seconds: 120)
        entry.endReason = .quit
        entry.moodBefore = 2
        entry.moodAfter = 4
        entry.paceRun = "run1"
        entry.patternTo = "5-7"
        entry.holds = [12.5]
        let data = Data(entry.jsonValue.prettyText.utf8)
        #expect(try JournalEntry.decode(data).get() == entry)
        guard case .object(let fields) = entry.jsonValue else { return }
        #expect(Set(fields.keys) == Set(JournalEntry.fields.map(\.key)))
        // The fields it shares with the session keep the session's names.
        let shared = Set(JournalEntry.fields.map(\.key)).intersection(SessionRecord.fields.map(\.key))
        #expect(shared.isSuperset(of: ["programID", "lessonID", "pattern", "patternTo", "holds", "moodBefore", "paceRun"]))
        // A journal is held to the session's rules too.
        entry.moodAfter = 9
        let bad = Data(entry.jsonValue.prettyText.utf8)
        #expect(throws: FieldProblem.self) { try JournalEntry.decode(bad).get() }
    }
}
