import FoundationEssentials
import Testing
@testable import BreatheCore

/// Hold rounds' record keeps its holds: `holds` written in its sorted place, read alike by
/// the fast reader and the general one, held to its rules (each 0 to 180 s, at most 10),
/// carried by journals and kept by the merge. Stores without it read as before.
@Suite struct HoldsRecordTests {
    static let now = LocalTimestamp(iso8601: "2026-12-02T08:00:00+01:00")!

    static let rounds = SessionRecord(
        id: "s1", programID: nil, lessonID: nil, pattern: "rounds", startedAt: LocalTimestamp(iso8601: "2026-12-01T21:00:00+01:00")!,
        endedAt: LocalTimestamp(iso8601: "2026-12-01T21:05:00+01:00")!, plannedSeconds: 300, practicedSeconds: 297.5, counted: false,
        endReason: .quit, holds: [62.3, 75, 0.4])

    /// The store with the session, as the writer must write it: by hand, in the general
    /// encoder's layout.
    static let written = """
        {
          "activations" : [

          ],
          "completions" : [

          ],
          "formatVersion" : 1,
          "sessions" : [
            {
              "counted" : false,
              "endReason" : "quit",
              "endedAt" : "2026-12-01T21:05:00+01:00",
              "holds" : [
                62.3,
                75,
                0.4
              ],
              "id" : "s1",
              "lessonID" : null,
              "pattern" : "rounds",
              "plannedSeconds" : 300,
              "practicedSeconds" : 297.5,
              "programID" : null,
              "startedAt" : "2026-12-01T21:00:00+01:00"
            }
          ],
          "settingChanges" : [

          ]
        }
        """

    @Test func writtenInItsPlaceAndReadBackIdenticalByBothReaders() throws {
        let store = ProgressStore(sessions: [Self.rounds])
        let data = StoreJSONWriter.encode(store)
        #expect(String(decoding: data, as: UTF8.self) == Self.written)
        let fast = try #require(StoreJSONReader.read(data)?.store)
        let general = try StoreDecoding.decodeGeneral(data).get()
        #expect(fast.sessions.first?.holds == [62.3, 75, 0.4])
        #expect(fast == store)
        #expect(general.store == store)
        #expect(general.setAside.isEmpty)
        #expect(StoreJSONWriter.encode(fast) == data)
        // The general encoder writes the same bytes.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(try encoder.encode(store) == data)
    }

    /// A store from before holds: no field, read and written as it always was. A null
    /// and an empty list both mean no holds, for both readers.
    @Test func olderStoresReadAsBeforeAndAnEmptyListIsNoHolds() throws {
        let holdsLines = "      \"holds\" : [\n        62.3,\n        75,\n        0.4\n      ],\n"
        #expect(Self.written.contains(holdsLines))
        let older = Self.written.replacingOccurrences(of: holdsLines, with: "")
        let data = Data(older.utf8)
        let fast = try #require(StoreJSONReader.read(data)?.store)
        #expect(fast.sessions.first?.holds == nil)
        #expect(try StoreDecoding.decodeGeneral(data).get().store == fast)
        #expect(String(decoding: StoreJSONWriter.encode(fast), as: UTF8.self) == older)
        for absent in ["null", "[]", "[\n\n      ]"] {
            let text = Data(Self.written.replacingOccurrences(of: "[\n        62.3,\n        75,\n        0.4\n      ]", with: absent).utf8)
            let read = try #require(StoreJSONReader.read(text)?.store)
            #expect(read.sessions.count == 1)
            #expect(read.sessions.first?.holds == nil)
            #expect(try StoreDecoding.decodeGeneral(text).get().store == read)
        }
        #expect(SessionRecord(id: "s", programID: nil, lessonID: nil, pattern: "rounds", startedAt: Self.now, endedAt: Self.now, plannedSeconds: 60, practicedSeconds: 0, counted: false, endReason: .quit, holds: []).holds == nil)
    }

    /// Each hold is a number from 0 to 180 and a session has at most 10: a record that
    /// breaks that is set aside with the reason by both readers, the rest kept.
    @Test(arguments: [
        ("[62.3, 180.1]", "sessions[0].holds[1]: must be from 0 to 180 seconds, not 180.1"),
        ("[-1]", "sessions[0].holds[0]: must be from 0 to 180 seconds, not -1"),
        ("[0, -0.5]", "sessions[0].holds[1]: must be from 0 to 180 seconds, not -0.5"),
        ("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]", "sessions[0].holds: must list at most 10 holds, not 11"),
        ("[\"62\"]", "sessions[0].holds[0]: must be a number, not a string"),
        ("62", "sessions[0].holds: must be a list, not a number"),
    ])
    func badHoldsAreSetAside(value: String, reason: String) throws {
        let data = Data(Self.written.replacingOccurrences(of: "[\n        62.3,\n        75,\n        0.4\n      ]", with: value).utf8)
        #expect(StoreJSONReader.read(data)?.store == nil)
        for decoded in [try StoreDecoding.decode(data).get(), try StoreDecoding.decodeGeneral(data).get()] {
            #expect(decoded.store.sessions.isEmpty)
            #expect(decoded.setAside.map(\.reason) == [reason])
        }
    }

    @Test func theLimitsAreInChinese() {
        let problem = RecordRules.problem(SessionRecord(id: "s", programID: nil, lessonID: nil, pattern: "rounds", startedAt: Self.now, endedAt: Self.now, plannedSeconds: 60, practicedSeconds: 0, counted: false, endReason: .quit, holds: Array(repeating: 1, count: 11)))
        #expect(problem.map { Words(.simplifiedChinese)($0) } == "holds：最多列出 10 次屏息，而这里有 11 次")
    }

    /// Holds are kept to a tenth as the attempt takes them, and the record has them.
    @Test func anAttemptKeepsHoldsToATenth() {
        var attempt = PracticeAttempt(pattern: "rounds", startedAt: Self.now, endedAt: Self.now.adding(seconds: 100), plannedSeconds: 300, practicedSeconds: 100, endReason: .quit)
        attempt.holds = [62.34, 75.05, 0.04, 179.96]
        #expect(attempt.holds == [62.3, 75.1, 0, 180])
        var store = ProgressStore()
        let session = ProgressRecorder.recordPractice(attempt, store: &store, id: "s9")
        #expect(session.holds == [62.3, 75.1, 0, 180])
        #expect(RecordRules.problem(session) == nil)
    }

    /// A journal carries the holds so far: a session killed mid-session is recovered with them.
    @Test func aJournalCarriesTheHolds() throws {
        var entry = JournalEntry(sessionID: "j1", programID: nil, lessonID: nil, pattern: "rounds", startedAt: Self.now, plannedSeconds: 300)
        entry.holds = [62.3, 75]
        let text = entry.jsonValue.compactText
        let data = Data(text.utf8)
        #expect(text.contains("\"holds\""))
        let read = try JournalEntry.decode(data).get()
        #expect(read.holds == [62.3, 75])
        #expect(read.attempt.holds == [62.3, 75])
        // A hold out of range makes the journal one breathe cannot trust.
        let bad = Data(text.replacingOccurrences(of: "75", with: "181").utf8)
        guard case .failure(let problem) = JournalEntry.decode(bad) else { Issue.record("a hold of 181 s was read"); return }
        #expect(problem.field == "holds[1]")
    }

    /// An import of the record, merged twice, is one record with its holds.
    @Test func mergedByIDWithItsHolds() {
        let store = ProgressStore(sessions: [Self.rounds]).merged(with: ProgressStore(sessions: [Self.rounds]))
        #expect(store.sessions == [Self.rounds])
        #expect(store.sessions.first?.holds == [62.3, 75, 0.4])
    }
}
