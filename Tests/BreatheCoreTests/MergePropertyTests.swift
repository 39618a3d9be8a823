import FoundationEssentials
import Testing
import TestSupport
@testable import BreatheCore

/// Merging over generated stores: order never matters, merging again changes nothing,
/// and no session is ever lost.
@Suite struct MergePropertyTests {
    typealias Generator = SeededGenerator

    /// A store drawing ids from a shared pool, so stores overlap; now and then a record
    /// shares an id with different contents (a conflict).
    func store(_ generator: inout Generator) -> ProgressStore {
        var store = ProgressStore()
        let base = LocalTimestamp(iso8601: "2026-11-01T20:00:00+01:00")!
        for _ in 0..<generator.below(25) {
            let number = generator.below(40)
            let practised = generator.below(8) == 0 ? Double(generator.below(100)) : Double(number % 100)
            // The same instant in different zones: copies of one record may differ by
            // their offset alone, and must still be settled the same way from every side.
            let offset = [3600, 0, 28_800, -18_000][generator.below(4)]
            let start = LocalTimestamp(secondsSince1970: base.secondsSince1970 + Int64(number) * 3600, utcOffsetSeconds: offset)
            let lesson = ["a", "b", "c", "d"][number % 4]
            store.append(SessionRecord(id: "s\(number)", programID: "p", lessonID: lesson, pattern: "5-5", startedAt: start, endedAt: start.adding(seconds: 100), plannedSeconds: 100, practicedSeconds: practised, counted: practised >= 80, endReason: .quit))
            if practised >= 80 {
                store.append(CompletionRecord(id: "c\(number)", programID: "p", lessonID: lesson, completedAt: start.adding(seconds: 100), sessionIDs: ["s\(number)"]))
            }
        }
        for _ in 0..<generator.below(3) {
            let number = generator.below(6)
            let offset = [3600, 0, -34_200][generator.below(3)]
            store.append(SettingChange(id: "k\(number)", key: "threshold", value: "0.\(5 + number)", at: LocalTimestamp(secondsSince1970: base.secondsSince1970 + Int64(number) * 60, utcOffsetSeconds: offset)))
            store.append(ActivationRecord(id: "a\(number)", programID: ["p", "q"][number % 2], at: base.adding(seconds: Int64(number))))
        }
        for _ in 0..<generator.below(4) {
            // BOLT results from a shared pool too; now and then one id with another figure.
            let number = generator.below(8)
            let seconds = generator.below(6) == 0 ? Double(generator.below(60) + 1) : Double(number * 3 + 10)
            store.append(BoltResult(id: "b\(number)", at: base.adding(seconds: Int64(number) * 86_400), seconds: seconds))
        }
        return store
    }

    let program: Program = {
        let json = #"{"id": "p", "title": "P", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "5-5", "cycles": 10}, {"id": "b", "title": "B", "pattern": "5-5", "cycles": 10}, {"id": "c", "title": "C", "pattern": "5-5", "cycles": 10}, {"id": "d", "title": "D", "pattern": "5-5", "cycles": 10}]}"#
        return try! ProgramDecoder.decode(Data(json.utf8), file: "p.json", source: .builtIn)
    }()

    @Test func mergingIsCommutativeAssociativeAndIdempotent() {
        var generator = Generator(state: 2026)
        for _ in 0..<300 {
            let a = store(&generator), b = store(&generator), c = store(&generator)
            let ab = a.merged(with: b), ba = b.merged(with: a)
            #expect(ab == ba)
            #expect(ab.merged(with: c) == a.merged(with: b.merged(with: c)))
            #expect(ab.merged(with: ab) == ab)
            #expect(ab.merged(with: a) == ab)
            // No session lost: every id of either side is there.
            #expect(Set(ab.sessions.map(\.id)) == Set(a.sessions.map(\.id)).union(b.sessions.map(\.id)))
            #expect(Set(ab.boltResults.map(\.id)) == Set(a.boltResults.map(\.id)).union(b.boltResults.map(\.id)))
            // Progress re-derived is the same on both sides, completion order included.
            #expect(ProgramProgress(program: program, store: ab) == ProgramProgress(program: program, store: ba))
            #expect(SettingChange.effective(ab.settingChanges) == SettingChange.effective(ba.settingChanges))
            #expect(ab.activeProgramID == ba.activeProgramID)
        }
    }

    @Test func aConflictIsSettledTheSameWayFromBothSidesAndReported() {
        let start = LocalTimestamp(iso8601: "2026-11-01T20:00:00+01:00")!
        func session(_ practised: Double) -> SessionRecord {
            SessionRecord(id: "same", programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 100), plannedSeconds: 100, practicedSeconds: practised, counted: false, endReason: .quit)
        }
        let one = ProgressStore(sessions: [session(40)]), other = ProgressStore(sessions: [session(70)])
        let (merged, conflicts) = one.mergeReport(with: other)
        #expect(merged == other.merged(with: one))
        #expect(merged.sessions.map(\.practicedSeconds) == [70])
        #expect(conflicts.count == 1)
        #expect(conflicts[0].description.contains("kept the one with more practice"))
        // Equal practice: the later end decided, and the words say so (they said "more
        // practice" of two copies with the same practice).
        func ending(_ seconds: Int64) -> SessionRecord {
            SessionRecord(id: "same", programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: seconds), plannedSeconds: 100, practicedSeconds: 60, counted: false, endReason: .quit)
        }
        let (_, tie) = ProgressStore(sessions: [ending(100)]).mergeReport(with: ProgressStore(sessions: [ending(130)]))
        #expect(tie.map(\.english) == ["two different session records share the id same; kept the one that ended later (both have the same practice)"])
        let (_, alike) = ProgressStore(sessions: [ending(100)]).mergeReport(with: ProgressStore(sessions: [SessionRecord(id: "same", programID: nil, lessonID: nil, pattern: "4-6", startedAt: start, endedAt: start.adding(seconds: 100), plannedSeconds: 100, practicedSeconds: 60, counted: false, endReason: .quit)]))
        #expect(alike.map(\.kept) == [.sortingLast])
    }

    /// Two copies of one session that differ only in the zone of their end (a device
    /// whose TZ changed) are settled the same way from both sides: times at one instant
    /// order by their offset, so neither copy wins by coming first.
    @Test func aConflictOfOffsetsAloneIsSettledTheSameWayFromBothSides() {
        let utc = LocalTimestamp(iso8601: "2026-11-01T20:00:00Z")!, shanghai = LocalTimestamp(iso8601: "2026-11-02T04:00:00+08:00")!
        func session(endedAt: LocalTimestamp) -> SessionRecord {
            SessionRecord(id: "same", programID: nil, lessonID: nil, pattern: "box", startedAt: utc.adding(seconds: -60), endedAt: endedAt, plannedSeconds: 60, practicedSeconds: 60, counted: false, endReason: .finished)
        }
        let one = ProgressStore(sessions: [session(endedAt: utc)]), other = ProgressStore(sessions: [session(endedAt: shanghai)])
        #expect(one.merged(with: other) == other.merged(with: one))
        #expect(one.merged(with: other).sessions.first?.endedAt == shanghai)
        // Neither ended later: the words name the rule that decided (attack run 12).
        #expect(one.mergeReport(with: other).conflicts.map(\.kept) == [.sortingLast])
    }

    /// Two offsets can name the same instant (a session saved while travelling): the
    /// order is then by id, whichever store merges into which.
    @Test func sessionsAtTheSameInstantSortByIDFromBothSides() {
        let utc = LocalTimestamp(iso8601: "2026-11-01T20:00:00Z")!, paris = LocalTimestamp(iso8601: "2026-11-01T21:00:00+01:00")!
        #expect(utc.secondsSince1970 == paris.secondsSince1970)
        func session(_ id: String, _ at: LocalTimestamp) -> SessionRecord {
            SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: at, endedAt: at.adding(seconds: 60), plannedSeconds: 60, practicedSeconds: 60, counted: false, endReason: .finished)
        }
        let one = ProgressStore(sessions: [session("b", paris)]), other = ProgressStore(sessions: [session("a", utc)])
        #expect(one.merged(with: other) == other.merged(with: one))
        #expect(one.merged(with: other).sessions.map(\.id) == ["a", "b"])
    }

    @Test func theLatestSettingChangeWins() {
        let early = LocalTimestamp(iso8601: "2026-11-01T10:00:00+01:00")!, late = early.adding(seconds: 60)
        let changes = [SettingChange(id: "2", key: "threshold", value: "0.7", at: late), SettingChange(id: "1", key: "threshold", value: "0.9", at: early), SettingChange(id: "3", key: "moodCheck", value: "true", at: early)]
        #expect(SettingChange.effective(changes) == ["threshold": "0.7", "moodCheck": "true"])
        #expect(SettingChange.effective(changes.reversed()) == ["threshold": "0.7", "moodCheck": "true"])
    }
}

@Suite struct SessionCSVTests {
    /// An independent RFC 4180 reader, to check what the writer produced.
    func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = ""
        var quoted = false, index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if quoted {
                if character == "\"" {
                    let next = text.index(after: index)
                    if next < text.endIndex, text[next] == "\"" { field.append("\""); index = next } else { quoted = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                row.append(field); field = ""
            } else if character == "\r\n" || character == "\n" {
                row.append(field); field = ""
                rows.append(row); row = []
            } else {
                field.append(character)
            }
            index = text.index(after: index)
        }
        return rows
    }

    @Test func awkwardTitlesSurviveTheRoundTrip() throws {
        let title = "Breathe, \"slowly\"\nthen rest — 呼吸视界 ✓"
        let json = #"{"id": "odd", "title": "\#(title.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n"))", "summary": "S", "lessons": [{"id": "l", "title": "Lesson, \"one\"", "pattern": "box", "cycles": 1}]}"#
        let program = try ProgramDecoder.decode(Data(json.utf8), file: "odd.json", source: .builtIn)
        #expect(program.title == title)
        let start = LocalTimestamp(iso8601: "2026-11-01T20:00:00+08:00")!
        let store = ProgressStore(sessions: [
            SessionRecord(id: "s1", programID: "odd", lessonID: "l", pattern: "box", startedAt: start, endedAt: start.adding(seconds: 16), plannedSeconds: 16, practicedSeconds: 12.5, counted: true, endReason: .quit),
            SessionRecord(id: "s2", programID: nil, lessonID: nil, pattern: "4-7-8", startedAt: start.adding(seconds: 60), endedAt: start.adding(seconds: 136), plannedSeconds: 76, practicedSeconds: 76, counted: false, endReason: .finished),
        ])
        let rows = parse(SessionCSV.document(store, catalogue: Catalogue(programs: [program], warnings: [])))
        #expect(rows.count == 3)
        #expect(rows[0] == SessionCSV.header)
        // The line break inside the title became a space: no cell holds a control character.
        #expect(rows[1] == ["s1", "2026-11-01T20:00:00+08:00", "2026-11-01T20:00:16+08:00", "odd", title.replacingOccurrences(of: "\n", with: " "), "l", "Lesson, \"one\"", "box", "16", "12.5", "true", "quit", "", ""])
        #expect(rows[2] == ["s2", "2026-11-01T20:01:00+08:00", "2026-11-01T20:02:16+08:00", "", "", "", "", "4-7-8", "76", "76", "false", "finished", "", ""])
        #expect(rows.allSatisfy { $0.count == SessionCSV.header.count })
    }
}
