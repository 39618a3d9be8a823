import FoundationEssentials
import Testing
@testable import BreatheCore

/// The one check of every progress record, and what becomes of a record that fails it.
@Suite struct RecordRulesTests {
    static let start = LocalTimestamp(iso8601: "2026-11-30T21:00:00+08:00")!
    static let now = LocalTimestamp(iso8601: "2026-12-01T12:00:00Z")!

    func session(id: String = "s-1", program: String? = nil, lesson: String? = nil, pattern: String = "box", planned: Double = 64, practised: Double = 64, counted: Bool = false, moods: (Int?, Int?) = (nil, nil), start: LocalTimestamp = Self.start) -> SessionRecord {
        SessionRecord(id: id, programID: program, lessonID: lesson, pattern: pattern, startedAt: start, endedAt: start.adding(seconds: 70), plannedSeconds: planned, practicedSeconds: practised, counted: counted, endReason: .finished, moodBefore: moods.0, moodAfter: moods.1)
    }

    @Test func whatBreatheWritesPasses() {
        #expect(RecordRules.problem(session()) == nil)
        #expect(RecordRules.problem(session(id: newRecordID(), program: "foundations", lesson: "first-box", practised: 64.0005, counted: true, moods: (1, 5))) == nil)
        #expect(RecordRules.problem(CompletionRecord(id: "c", programID: "p", lessonID: "l", completedAt: Self.start, sessionIDs: ["s-1"])) == nil)
        // Dated ahead of the clock, by a device whose clock ran fast: kept (`StoreSource`).
        #expect(RecordRules.problem(CompletionRecord(id: "c", programID: "p", lessonID: "l", completedAt: Self.now.adding(seconds: 400 * 86_400), sessionIDs: ["s-1"])) == nil)
        #expect(RecordRules.problem(ActivationRecord(id: "a", programID: "p", at: Self.start)) == nil)
        #expect(RecordRules.problem(SettingChange(id: "k", key: "threshold", value: "0.9", at: Self.start)) == nil)
        // A setting of a newer breathe travels untouched.
        #expect(RecordRules.problem(SettingChange(id: "k", key: "soundVolume", value: "30", at: Self.start)) == nil)
    }

    @Test func eachRuleNamesItsField() {
        let cases: [(SessionRecord, String)] = [
            (session(id: "Has Space"), "id"),
            (session(id: "\u{1B}[2J"), "id"),
            (session(program: "p"), "programID"),
            (session(counted: true), "counted"),
            (session(pattern: ""), "pattern"),
            (session(pattern: String(repeating: "x", count: 101)), "pattern"),
            (session(planned: 0), "plannedSeconds"),
            (session(planned: 7441, practised: 1), "plannedSeconds"),
            (session(planned: .nan), "plannedSeconds"),
            (session(practised: -5), "practicedSeconds"),
            (session(practised: 1e300), "practicedSeconds"),
            (session(practised: 64.002), "practicedSeconds"),
            (session(moods: (99999, nil)), "moodBefore"),
            (session(moods: (3, 0)), "moodAfter"),
            (session(start: LocalTimestamp(iso8601: "1999-12-31T23:59:59Z")!), "startedAt"),
            (session(start: LocalTimestamp(iso8601: "2200-12-31T23:59:59Z")!), "endedAt"),
        ]
        for (record, field) in cases {
            #expect(RecordRules.problem(record)?.field == field, "\(record)")
        }
        #expect(RecordRules.problem(CompletionRecord(id: "c", programID: "p", lessonID: "l", completedAt: Self.start, sessionIDs: []))?.field == "sessionIDs")
        #expect(RecordRules.problem(ActivationRecord(id: "a", programID: "P!", at: Self.start))?.field == "programID")
    }

    /// A change outside the years a record may have, or of an unknown shape, breaks the
    /// rules; one dated ahead of the clock does not: a change made here is dated after it.
    @Test func settingChangesOutsideTheYearsOrOfUnknownShapeBreakTheRules() {
        let future = SettingChange(id: "k", key: "threshold", value: "0.6", at: LocalTimestamp(iso8601: "9999-01-01T00:00:00Z")!)
        #expect(RecordRules.problem(future)?.field == "at")
        let tomorrow = SettingChange(id: "k", key: "threshold", value: "0.6", at: Self.now.adding(seconds: 86_000))
        #expect(RecordRules.problem(tomorrow) == nil)
        let dayAfter = SettingChange(id: "k", key: "threshold", value: "0.6", at: Self.now.adding(seconds: 90_000))
        #expect(RecordRules.problem(dayAfter) == nil)
        #expect(RecordRules.problem(SettingChange(id: "k", key: "threshold", value: "2", at: Self.start))?.field == "value")
        #expect(RecordRules.problem(SettingChange(id: "k", key: "dayRolloverHour", value: "1e300", at: Self.start))?.field == "value")
        #expect(RecordRules.problem(SettingChange(id: "k", key: "syncFolder", value: "\"/x\"", at: Self.start))?.field == "key")
        // Every setting that belongs to one device: import and sync never carry them.
        for key in ["language", "soundOverSSH"] {
            #expect(RecordRules.problem(
                SettingChange(id: "k", key: key, value: "true", at: Self.start))?.field == "key")
        }
        // A setting of a later version travels as it is.
        #expect(RecordRules.problem(SettingChange(id: "k", key: "laterKey", value: "1", at: Self.start)) == nil)
        #expect(RecordRules.problem(SettingChange(id: "k", key: "a b", value: "1", at: Self.start))?.field == "key")
    }

    /// The same rules whichever reader meets the record: the fast reader steps aside, the
    /// general one sets the record aside with its place and keeps the rest.
    @Test func bothReadersApplyTheRules() throws {
        var store = ProgressStore(sessions: [session(id: "good")])
        store.append(session(id: "bad", practised: -5))
        let data = StoreJSONWriter.encode(store)
        #expect(StoreJSONReader.read(data) == nil)
        let decoded = try StoreDecoding.decode(data).get()
        #expect(decoded.store.sessions.map(\.id) == ["good"])
        #expect(decoded.setAside.map(\.reason) == ["sessions[1].practicedSeconds: must be from 0 to the planned 64 seconds, not -5"])
        #expect(decoded.setAside.first?.kind == .session)
    }

    /// Set aside once, reported once: reading the same bad record again adds nothing.
    @Test func theSetAsideFileKeepsEachRecordOnce() throws {
        let bad = SetAsideRecord(kind: .session, problem: FieldProblem(field: "sessions[0].practicedSeconds", .practicedSeconds(planned: 64, found: -5)), record: .object(["id": .string("x"), "practicedSeconds": .number(-5)]))
        var document = SetAsideDocument()
        #expect(document.add([bad], source: "/a/import.json", at: Self.now) == [bad])
        #expect(document.add([bad], source: "/b/other.json", at: Self.now).isEmpty)
        let read = try #require(SetAsideDocument(document.data))
        #expect(read == document)
        #expect(read.entries.first?.source == "/a/import.json")
        #expect(SetAsideDocument(Data("not json".utf8)) == nil)
        let notice = StoreNotice.setAside([bad, bad, bad, bad].map(\.problem), source: "/a/import.json", outcome: .keptIn("/d/set-aside.json")).english
        #expect(notice.hasPrefix("4 records in /a/import.json broke the rules and were set aside in /d/set-aside.json, never merged or synced"))
        #expect(notice.hasSuffix("; and 1 more)"))
    }

    /// Two times at one instant in different zones are ordered the same on every device.
    @Test func timesAtOneInstantOrderByTheirOffset() {
        let utc = LocalTimestamp(iso8601: "2026-11-30T12:00:00Z")!
        let shanghai = LocalTimestamp(iso8601: "2026-11-30T20:00:00+08:00")!
        #expect(utc.secondsSince1970 == shanghai.secondsSince1970)
        #expect(utc != shanghai)
        #expect(utc < shanghai)
        #expect(!(shanghai < utc))
        #expect([shanghai, utc].max() == shanghai)
    }
}
