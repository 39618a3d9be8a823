import FoundationEssentials
import Testing
@testable import BreatheCore

/// The store's own reader and writer: the writer must give the general encoder's bytes,
/// and the fast reader must either agree with the general reader or step aside.
@Suite struct StoreJSONTests {
    typealias Generator = MergePropertyTests.Generator

    /// Strings with what JSON must escape, non-ASCII text and slashes.
    static let awkward = ["plain", "a/b", "say \"hi\"", "back\\slash", "tab\there", "line\nbreak", "\u{1}\u{1f}\u{7f}", "café", "😀 breath", "\u{2028}", ""]

    func text(_ generator: inout Generator) -> String {
        generator.below(3) == 0 ? Self.awkward[generator.below(Self.awkward.count)] : "id-\(generator.below(1000))"
    }

    func timestamp(_ generator: inout Generator) -> LocalTimestamp {
        let offsets = [0, 3600, -18_000, 20_700, 50_400, -34_200]
        return LocalTimestamp(secondsSince1970: 1_480_000_000 + Int64(generator.below(300_000_000)), utcOffsetSeconds: offsets[generator.below(offsets.count)])
    }

    func seconds(_ generator: inout Generator) -> Double {
        switch generator.below(5) {
        case 0: Double(generator.below(2000))
        case 1: Double(generator.below(2_000_000)) / 1000
        case 2: [0.1 + 0.2, 1e20, 1e-7, 1.0 / 3, 123_456_789.125, -0.0, 999_999, 1_000_000, -5][generator.below(9)]
        default: Double(generator.below(600)) + 0.5
        }
    }

    func store(_ generator: inout Generator) -> ProgressStore {
        var store = ProgressStore()
        for number in 0..<generator.below(12) {
            let lesson = generator.below(2) == 0
            store.append(SessionRecord(
                id: "s\(number)-" + text(&generator), programID: lesson ? text(&generator) : nil, lessonID: lesson ? text(&generator) : nil,
                pattern: text(&generator), startedAt: timestamp(&generator), endedAt: timestamp(&generator),
                plannedSeconds: seconds(&generator), practicedSeconds: seconds(&generator), counted: generator.below(2) == 0,
                endReason: EndReason.allCases[generator.below(EndReason.allCases.count)],
                continues: generator.below(4) == 0 ? text(&generator) : nil,
                moodBefore: generator.below(3) == 0 ? generator.below(5) + 1 : nil, moodAfter: generator.below(3) == 0 ? generator.below(5) + 1 : nil,
                paceRun: generator.below(4) == 0 ? "r\(generator.below(9))" : nil, paceEase: generator.below(4) == 0 ? generator.below(5) + 1 : nil,
                paceDiscomfort: generator.below(4) == 0 ? generator.below(2) == 0 : nil,
                patternTo: generator.below(4) == 0 ? text(&generator) : nil,
                holds: generator.below(4) == 0 ? (0...generator.below(4)).map { _ in seconds(&generator) } : nil))
        }
        for number in 0..<generator.below(3) {
            store.append(CompletionRecord(id: "c\(number)", programID: text(&generator), lessonID: text(&generator), completedAt: timestamp(&generator), sessionIDs: (0..<generator.below(3)).map { "s\($0)" }))
        }
        for number in 0..<generator.below(3) {
            store.append(ActivationRecord(id: "a\(number)", programID: text(&generator), at: timestamp(&generator)))
            store.append(SettingChange(id: "k\(number)", key: text(&generator), value: text(&generator), at: timestamp(&generator)))
        }
        for number in 0..<generator.below(4) {
            store.append(BoltResult(id: "b\(number)-" + text(&generator), at: timestamp(&generator), seconds: seconds(&generator)))
        }
        return store
    }

    /// A store whose every record keeps the rules (Docs/STORE.md), with awkward text
    /// where text may be anything: what the readers must read back.
    func validStore(_ generator: inout Generator) -> ProgressStore {
        var store = ProgressStore()
        let awkwardPatterns = Self.awkward.filter { !$0.isEmpty }
        for number in 0..<generator.below(12) {
            let lesson = generator.below(2) == 0
            let planned = [0.5, 1, 76, 300, 299.5, 100.0 / 3, 7440, 123.125][generator.below(8)]
            let practised = [0, planned, planned / 2, planned + 0.0005, (planned * 1000).rounded(.down) / 1000][generator.below(5)]
            store.append(SessionRecord(
                id: "s\(number)-\(generator.below(1000))", programID: lesson ? "p-\(generator.below(9))" : nil, lessonID: lesson ? "l.\(generator.below(9))" : nil,
                pattern: generator.below(2) == 0 ? awkwardPatterns[generator.below(awkwardPatterns.count)] : "4-7-8", startedAt: timestamp(&generator), endedAt: timestamp(&generator),
                plannedSeconds: planned, practicedSeconds: practised, counted: lesson && generator.below(2) == 0,
                endReason: EndReason.allCases[generator.below(EndReason.allCases.count)],
                continues: generator.below(4) == 0 ? "s_\(generator.below(99))" : nil,
                moodBefore: generator.below(3) == 0 ? generator.below(5) + 1 : nil, moodAfter: generator.below(3) == 0 ? generator.below(5) + 1 : nil,
                paceRun: generator.below(4) == 0 ? "r\(generator.below(9))" : nil, paceEase: generator.below(4) == 0 ? generator.below(5) + 1 : nil,
                paceDiscomfort: generator.below(4) == 0 ? generator.below(2) == 0 : nil,
                patternTo: generator.below(4) == 0 ? (generator.below(2) == 0 ? awkwardPatterns[generator.below(awkwardPatterns.count)] : "4-8-10") : nil,
                holds: generator.below(4) == 0 ? (0...generator.below(10)).map { _ in [0, 0.1, 62.3, 75, 179.9, 180, 100.0 / 3, 12.5][generator.below(8)] } : nil))
        }
        // A completion has a session of its lesson behind it that practised at least half
        // of it, and may name others too.
        let lessonSessions = store.sessions.filter { $0.lessonID != nil && $0.practicedSeconds >= $0.plannedSeconds / 2 }
        for number in 0..<(lessonSessions.isEmpty ? 0 : generator.below(3)) {
            let behind = lessonSessions[generator.below(lessonSessions.count)]
            store.append(CompletionRecord(id: "c\(number)", programID: behind.programID!, lessonID: behind.lessonID!, completedAt: timestamp(&generator), sessionIDs: (0..<generator.below(3)).map { "s\($0)" } + [behind.id]))
        }
        for number in 0..<generator.below(3) {
            store.append(ActivationRecord(id: "a\(number)", programID: "p\(number)", at: timestamp(&generator)))
            let change = [("threshold", "0.9"), ("bell", "true"), ("freezeMax", "1"), ("laterSetting", "{\"x\":[1,\"/\"]}")][generator.below(4)]
            store.append(SettingChange(id: "k\(number)", key: change.0, value: change.1, at: timestamp(&generator)))
        }
        for number in 0..<generator.below(4) {
            store.append(BoltResult(id: "b\(number)", at: timestamp(&generator), seconds: [1, 23.4, 9.9, 10, 179.9, 180, 100.0 / 3, 42][generator.below(8)]))
        }
        return store
    }

    /// Late enough that no generated setting change is "in the future".
    static let now = LocalTimestamp(iso8601: "2030-01-01T00:00:00Z")!

    func generalEncoding(_ store: ProgressStore) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(store)
    }

    @Test func theWriterGivesTheGeneralEncodersBytes() throws {
        var generator = Generator(state: 7)
        for _ in 0..<300 {
            let store = store(&generator)
            let ours = StoreJSONWriter.encode(store), general = try generalEncoding(store)
            #expect(ours == general, "\(String(decoding: ours, as: UTF8.self))\n---\n\(String(decoding: general, as: UTF8.self))")
        }
        #expect(StoreJSONWriter.encode(ProgressStore()) == (try generalEncoding(ProgressStore())))
    }

    @Test func theReaderReadsBackWhatWasWritten() throws {
        var generator = Generator(state: 8)
        for _ in 0..<300 {
            let store = validStore(&generator)
            let written = StoreJSONWriter.encode(store)
            let read = StoreJSONReader.read(written)
            #expect(read?.store == store)
            #expect(try StoreDecoding.decodeGeneral(written).get() == DecodedStore(store: store, setAside: []))
        }
    }

    @Test func compactJSONAndEscapesInValuesAreRead() throws {
        let compact = #"{"formatVersion":1,"sessions":[{"id":"x","programID":null,"lessonID":null,"pattern":"x\u00e9\ud83d\ude00\/","startedAt":"2026-11-30T07:00:00Z","endedAt":"2026-11-30T07:05:00+01:00","plannedSeconds":3e2,"practicedSeconds":-0.0,"counted":false,"endReason":"quit"}],"completions":[],"activations":[]}"#
        let data = Data(compact.utf8)
        let read = try #require(StoreJSONReader.read(data)?.store)
        #expect(read == (try StoreDecoding.decodeGeneral(data).get().store))
        #expect(read.sessions.first?.pattern == "xé😀/")
        #expect(read.sessions.first?.plannedSeconds == 300)
    }

    /// Shapes the general reader reads (or judges) that the fast reader leaves to it.
    @Test func theReaderStepsAsideForWhatItDoesNotExpect() {
        let base = #"{"formatVersion": 1, "sessions": [], "completions": [], "activations": []"#
        for variant in [
            base + #", "later": true}"#,  // a field from a later build
            base + #", "sessions": []}"#,  // a repeated field (damage, for the general reader)
            #"{"formatVers\u0069on": 1, "sessions": [], "completions": [], "activations": []}"#,  // an escaped key
            #"{"formatVersion": 1.0, "sessions": [], "completions": [], "activations": []}"#,  // a whole number with a fraction
            #"{"formatVersion": 0, "sessions": [], "completions": [], "activations": []}"#,  // no version breathe ever wrote
            "\u{FEFF}" + base + "}",  // a byte order mark
        ] {
            #expect(StoreJSONReader.read(Data(variant.utf8)) == nil, "\(variant)")
        }
        // A newer format is recognised without reading further.
        let newer = StoreJSONReader.read(Data(#"{"formatVersion": 9, "sessions": [], "completions": [], "activations": []}"#.utf8))
        #expect(newer?.formatVersion == 9)
        #expect(newer?.store == nil)
    }

    /// `0e3` is a number in JSON's grammar: both readers take it, and agree.
    @Test func bothReadersFollowJSONsNumberGrammar() throws {
        let text = #"{"formatVersion": 1, "sessions": [{"id":"x","programID":null,"lessonID":null,"pattern":"box","startedAt":"2026-11-30T07:00:00Z","endedAt":"2026-11-30T07:05:00Z","plannedSeconds":64,"practicedSeconds":0e3,"counted":false,"endReason":"quit"}], "completions": [], "activations": []}"#
        let fast = try #require(StoreJSONReader.read(Data(text.utf8))?.store)
        #expect(fast == (try StoreDecoding.decodeGeneral(Data(text.utf8)).get().store))
        #expect(fast.sessions.first?.practicedSeconds == 0)
    }

    /// Cut short anywhere, a store is not read, by either reader.
    @Test func aTruncatedStoreIsNeverRead() throws {
        var generator = Generator(state: 9)
        var sample = validStore(&generator)
        while sample.sessions.isEmpty { sample = validStore(&generator) }
        let bytes = [UInt8](StoreJSONWriter.encode(sample))
        for length in 0..<bytes.count {
            let cut = Data(bytes[0..<length])
            #expect(StoreJSONReader.read(cut) == nil, "read a store cut at \(length) of \(bytes.count) bytes")
            guard case .failure(.damaged) = StoreDecoding.decodeGeneral(cut) else {
                Issue.record("the general reader read a store cut at \(length) of \(bytes.count) bytes")
                return
            }
        }
    }

    /// Damage anywhere: whenever the fast reader still reads the file, the general reader
    /// reads the same store from it, and sets nothing aside.
    @Test func aDamagedStoreIsReadOnlyWhenTheGeneralReaderAgrees() throws {
        var generator = Generator(state: 10)
        var stepsAside = 0
        for _ in 0..<1500 {
            var bytes = [UInt8](StoreJSONWriter.encode(validStore(&generator)))
            for _ in 0..<(1 + generator.below(2)) {
                let replacements: [UInt8] = [0x22, 0x5C, 0x2C, 0x7B, 0x7D, 0x5B, 0x5D, 0x3A, 0x20, 0x0A, 0x30, 0x39, 0x2E, 0x65, 0x2D, 0x75, 0x6E, 0x00, 0xC3, 0xFF]
                bytes[generator.below(bytes.count)] = replacements[generator.below(replacements.count)]
            }
            let data = Data(bytes)
            if let fast = StoreJSONReader.read(data) {
                let general = StoreDecoding.decodeGeneral(data)
                if let store = fast.store {
                    #expect((try? general.get()) == DecodedStore(store: store, setAside: []))
                } else {
                    #expect(general == .failure(.newer(fast.formatVersion)))
                }
            } else {
                stepsAside += 1
            }
        }
        // The damage is real: most of it is caught.
        #expect(stepsAside > 1000)
    }
}
