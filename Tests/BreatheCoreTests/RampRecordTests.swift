import FoundationEssentials
import Testing
@testable import BreatheCore

/// A ramp's session record keeps both patterns: `patternTo` written in its sorted place,
/// read alike by the fast reader and the general one, held to the pattern's rule, and
/// shown by history, the JSON and the CSV export. Stores without it read as before.
@Suite struct RampRecordTests {
    static let now = LocalTimestamp(iso8601: "2026-12-02T08:00:00+01:00")!

    static let ramp = SessionRecord(
        id: "s1", programID: nil, lessonID: nil, pattern: "4-6", startedAt: LocalTimestamp(iso8601: "2026-12-01T21:00:00+01:00")!,
        endedAt: LocalTimestamp(iso8601: "2026-12-01T21:00:55+01:00")!, plannedSeconds: 55.2, practicedSeconds: 55.2, counted: false,
        endReason: .finished, patternTo: "5-7")

    /// The store with the ramp, as the writer must write it: by hand, in the general
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
              "endReason" : "finished",
              "endedAt" : "2026-12-01T21:00:55+01:00",
              "id" : "s1",
              "lessonID" : null,
              "pattern" : "4-6",
              "patternTo" : "5-7",
              "plannedSeconds" : 55.2,
              "practicedSeconds" : 55.2,
              "programID" : null,
              "startedAt" : "2026-12-01T21:00:00+01:00"
            }
          ],
          "settingChanges" : [

          ]
        }
        """

    @Test func writtenInItsPlaceAndReadBackIdentical() throws {
        let store = ProgressStore(sessions: [Self.ramp])
        let data = StoreJSONWriter.encode(store)
        #expect(String(decoding: data, as: UTF8.self) == Self.written)
        // The fast reader reads it (it does not step aside), and the general one agrees.
        let fast = try #require(StoreJSONReader.read(data)?.store)
        let general = try StoreDecoding.decodeGeneral(data).get()
        #expect(fast == store)
        #expect(general.store == store)
        #expect(general.setAside.isEmpty)
        // And written again, byte for byte.
        #expect(StoreJSONWriter.encode(fast) == data)
    }

    /// A store from before ramps: no patternTo, read as it always was.
    @Test func olderStoresReadAsBefore() throws {
        let older = Self.written.replacingOccurrences(of: "      \"patternTo\" : \"5-7\",\n", with: "")
        let data = Data(older.utf8)
        let fast = try #require(StoreJSONReader.read(data)?.store)
        #expect(fast.sessions.first?.patternTo == nil)
        #expect(try StoreDecoding.decodeGeneral(data).get().store == fast)
        #expect(String(decoding: StoreJSONWriter.encode(fast), as: UTF8.self) == older)
        // A null is no ramp, for both readers.
        let null = Data(Self.written.replacingOccurrences(of: "\"patternTo\" : \"5-7\"", with: "\"patternTo\" : null").utf8)
        #expect(try StoreDecoding.decode(null).get().store.sessions.first?.patternTo == nil)
        #expect(try StoreDecoding.decodeGeneral(null).get().store.sessions.first?.patternTo == nil)
    }

    /// patternTo is held to the pattern's rule (1 to 100 characters, a string), by both
    /// readers: a record that breaks it is set aside with the reason, the rest kept.
    @Test(arguments: [
        ("\"\"", "sessions[0].patternTo: must be 1 to 100 characters long"),
        ("\"" + String(repeating: "4", count: 101) + "\"", "sessions[0].patternTo: must be 1 to 100 characters long"),
        ("5", "sessions[0].patternTo: must be a string, not a number"),
    ])
    func aBadPatternToIsSetAside(value: String, reason: String) throws {
        let data = Data(Self.written.replacingOccurrences(of: "\"patternTo\" : \"5-7\"", with: "\"patternTo\" : \(value)").utf8)
        for decoded in [try StoreDecoding.decode(data).get(), try StoreDecoding.decodeGeneral(data).get()] {
            #expect(decoded.store.sessions.isEmpty)
            #expect(decoded.setAside.map(\.reason) == [reason])
        }
    }

    /// What people and scripts see.
    @Test func historyJSONAndCSVShowBothPatterns() throws {
        let store = ProgressStore(sessions: [Self.ramp])
        let catalogue = Catalogue(programs: [], warnings: [])
        #expect(HistoryReport.lines(store, catalogue: catalogue) == ["2026-12-01 21:00 · 4-6 to 5-7 · 0:55/0:55 · practice · finished"])
        #expect(HistoryReport.lines(store, catalogue: catalogue, words: Words(.simplifiedChinese)) == ["2026-12-01 21:00 · 4-6 到 5-7 · 0:55/0:55 · 自由练习 · 已完成"])
        #expect(SessionCSV.rows(store, catalogue: catalogue) == [
            "id,startedAt,endedAt,programID,program,lessonID,lesson,pattern,plannedSeconds,practicedSeconds,counted,endReason,patternTo,holds",
            "s1,2026-12-01T21:00:00+01:00,2026-12-01T21:00:55+01:00,,,,,4-6,55.2,55.2,false,finished,5-7,",
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(Self.ramp), as: UTF8.self)
        #expect(json.contains(#""pattern":"4-6","patternTo":"5-7""#))
    }

    /// An import of the record, merged twice, is one record with both patterns.
    @Test func mergedByIDWithItsRamp() {
        let store = ProgressStore(sessions: [Self.ramp]).merged(with: ProgressStore(sessions: [Self.ramp]))
        #expect(store.sessions == [Self.ramp])
    }
}
