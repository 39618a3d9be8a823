import FoundationEssentials
import Testing
@testable import BreatheCore

/// BOLT results in the progress store: a record kind of their own, written only once
/// there is one (so an older store is the file it always was), read alike by both
/// readers, held to their ranges, merged by id, and left out of what only sessions feed.
@Suite struct BoltStoreTests {
    static let now = LocalTimestamp(iso8601: "2026-12-01T12:00:00Z")!
    static let morning = LocalTimestamp(iso8601: "2026-12-01T07:05:10+08:00")!

    static func result(_ id: String, _ seconds: Double, daysLater: Int64 = 0) -> BoltResult {
        BoltResult(id: id, at: morning.adding(seconds: daysLater * 86_400), seconds: seconds)
    }

    static func session(_ id: String) -> SessionRecord {
        SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: morning, endedAt: morning.adding(seconds: 300), plannedSeconds: 256, practicedSeconds: 256, counted: false, endReason: .finished)
    }

    /// Both paths to a store must agree, and the fast one must read the usual shape.
    func readByBoth(_ data: Data) throws -> ProgressStore {
        let fast = try #require(StoreJSONReader.read(data)?.store, "the fast reader stepped aside")
        #expect(StoreDecoding.decodeGeneral(data) == .success(DecodedStore(store: fast, setAside: [])))
        return fast
    }

    /// A store without a result writes no list: the bytes an older breathe wrote.
    @Test func aStoreWithoutResultsIsTheFileItWas() throws {
        let store = ProgressStore(sessions: [Self.session("s1")])
        let text = String(decoding: StoreJSONWriter.encode(store), as: UTF8.self)
        #expect(!text.contains("boltResults"))
        #expect(text.hasPrefix("{\n  \"activations\" : [\n\n  ],\n  \"completions\" : [\n\n  ],\n  \"formatVersion\" : 1,"))
        #expect(try readByBoth(Data(text.utf8)) == store)
    }

    /// With results: the list in its sorted place, every field as STORE.md gives it, read
    /// back by both readers.
    @Test func resultsAreWrittenAndReadBack() throws {
        let store = ProgressStore(sessions: [Self.session("s1")], boltResults: [Self.result("b1", 23.4), Self.result("b2", 10, daysLater: 1)])
        let text = String(decoding: StoreJSONWriter.encode(store), as: UTF8.self)
        #expect(text.hasPrefix("""
            {
              "activations" : [

              ],
              "boltResults" : [
                {
                  "at" : "2026-12-01T07:05:10+08:00",
                  "id" : "b1",
                  "seconds" : 23.4
                },
                {
                  "at" : "2026-12-02T07:05:10+08:00",
                  "id" : "b2",
                  "seconds" : 10
                }
              ],
              "completions" : [
            """))
        #expect(try readByBoth(Data(text.utf8)) == store)
    }

    /// A result outside its ranges is set aside with its reason, by the general reader
    /// (the fast one steps aside); the rest of the file is read.
    @Test(arguments: [
        (#"{"id":"b","at":"2026-12-01T07:05:10Z","seconds":0.5}"#, "boltResults[0].seconds: must be from 1 to 180 seconds, not 0.5"),
        (#"{"id":"b","at":"2026-12-01T07:05:10Z","seconds":180.5}"#, "boltResults[0].seconds: must be from 1 to 180 seconds, not 180.5"),
        (#"{"id":"b","at":"2026-12-01T07:05:10Z","seconds":"23.4"}"#, "boltResults[0].seconds: must be a number, not a string"),
        (#"{"id":"B 1","at":"2026-12-01T07:05:10Z","seconds":23.4}"#, "boltResults[0].id: 'B 1' is not a valid id: lowercase letters, digits, '-', '_' or '.', at most 64 characters"),
        (#"{"id":"b","at":"1999-12-31T23:59:59Z","seconds":23.4}"#, "boltResults[0].at: must be a time in the years 2000 to 2200 with a UTC offset within ±18:00"),
        (#"{"id":"b","seconds":23.4}"#, "boltResults[0].at: missing"),
        (#"[23.4]"#, "boltResults[0]: must be an object with id, at and seconds, not a list"),
    ])
    func aResultThatBreaksARuleIsSetAside(record: String, reason: String) throws {
        let data = StoreEdgeTests.file(sessions: [StoreEdgeTests.session("a")], boltResults: [record, #"{"id":"good","at":"2026-12-01T07:05:10Z","seconds":12}"#])
        #expect(StoreJSONReader.read(data) == nil)
        let decoded = try StoreDecoding.decode(data).get()
        #expect(decoded.setAside.map(\.reason) == [reason])
        #expect(decoded.setAside.map(\.kind) == [.boltResult])
        #expect(decoded.store.boltResults.map(\.id) == ["good"])
        #expect(decoded.store.sessions.map(\.id) == ["a"])
    }

    /// What breathe itself would write is held to the same rules before a save.
    @Test func theRulesOfAResult() {
        #expect(RecordRules.problem(Self.result("b", 1)) == nil)
        #expect(RecordRules.problem(Self.result("b", 180)) == nil)
        #expect(RecordRules.problem(Self.result("b", .nan))?.field == "seconds")
        #expect(RecordRules.problem(Self.result("b", .infinity))?.field == "seconds")
        #expect(RecordRules.problem(Self.result("b", 0.99))?.field == "seconds")
        #expect(RecordRules.problem(BoltResult(id: "", at: Self.morning, seconds: 20))?.field == "id")
        #expect(RecordRules.problem(BoltResult(id: "b", at: LocalTimestamp(secondsSince1970: 0, utcOffsetSeconds: 0), seconds: 20))?.field == "at")
        // A result or a choice dated past tomorrow is kept: a choice made here is dated
        // after it, so it pins nothing (`RecordTime`).
        let later = Self.morning.adding(seconds: 90_000)
        #expect(RecordRules.problem(BoltResult(id: "b", at: later, seconds: 20)) == nil)
        #expect(RecordRules.problem(ActivationRecord(id: "a", programID: "p", at: later)) == nil)
        #expect(RecordRules.problem(ActivationRecord(id: "a", programID: "p", at: Self.morning)) == nil)
    }

    /// Two devices' results merge into one list, in time order, the same from both sides;
    /// one id with two figures is a conflict settled the same way, and said.
    @Test func resultsMergeByID() {
        let phone = ProgressStore(boltResults: [Self.result("b1", 20), Self.result("b3", 25, daysLater: 2)])
        let laptop = ProgressStore(boltResults: [Self.result("b2", 22, daysLater: 1), Self.result("b1", 20)])
        let merged = phone.merged(with: laptop)
        #expect(merged == laptop.merged(with: phone))
        #expect(merged.boltResults.map(\.id) == ["b1", "b2", "b3"])
        let edited = ProgressStore(boltResults: [Self.result("b1", 35)])
        let (one, conflicts) = phone.mergeReport(with: edited)
        #expect(one == edited.mergeReport(with: phone).store)
        #expect(conflicts == [MergeConflict(kind: .boltResult, id: "b1")])
        #expect(conflicts.first?.english == "two different BOLT result records share the id b1; kept the one that sorts last")
        #expect(conflicts.first?.chinese == "两条不同的BOLT 测试记录使用了同一个 id b1；保留了排序靠后的那条")
    }

    /// What only sessions feed is as it was: the CSV export, history, the practice days
    /// and the status summary.
    @Test func sessionsAloneFeedTheRest() throws {
        let without = ProgressStore(sessions: [Self.session("s1")])
        let with = ProgressStore(sessions: [Self.session("s1")], boltResults: [Self.result("b1", 23.4)])
        let catalogue = Catalogue(programs: [], warnings: [])
        #expect(SessionCSV.document(with, catalogue: catalogue) == SessionCSV.document(without, catalogue: catalogue))
        #expect(HistoryReport.lines(with, catalogue: catalogue) == HistoryReport.lines(without, catalogue: catalogue))
        #expect(PracticeDays.days(in: with, rolloverHour: 3) == PracticeDays.days(in: without, rolloverHour: 3))
        let summary = StatusSummary(store: with, storeIdentity: [1, 2, 3, 4, 5, 6, 7])
        #expect(summary == StatusSummary(store: without, storeIdentity: [1, 2, 3, 4, 5, 6, 7]))
        #expect(StatusSummary(summary.data) == summary)
    }

    /// An older breathe's reader drops the list; this one, given a file that has it, reads
    /// it whether it comes before or after the other lists.
    @Test func theListIsReadWhereverItStands() throws {
        let result = #"{"seconds":31,"id":"b","at":"2026-12-01T07:05:10+08:00"}"#
        let first = Data(#"{"boltResults":[\#(result)],"formatVersion":1,"sessions":[],"completions":[],"activations":[]}"#.utf8)
        let last = StoreEdgeTests.file(boltResults: [result])
        #expect(try readByBoth(first) == readByBoth(last))
        #expect(try readByBoth(last).boltResults == [BoltResult(id: "b", at: Self.morning, seconds: 31)])
    }
}
