import FoundationEssentials
import Testing
@testable import BreatheCore

/// Extreme numbers through every entry point of outside data: each is a clear error that
/// names the file, field or option, and none traps.
@Suite struct ExtremeValueTests {
    /// The extremes as JSON writes them (NaN and infinity have no JSON form: they are
    /// refused as text, see `nonNumbersAreNotJSON`).
    static let extremes = ["0", "-1", "1e300", "-1e300", "9223372036854775808", "-9223372036854775809", "1e-300", "0.0000000001", "2.5"]
    static let now = LocalTimestamp(iso8601: "2026-12-01T12:00:00Z")!

    @Test(arguments: ["0", "-1", "1e300", "-1e300", "nan", "inf", "-inf", "9223372036854775808", "0.0000000001", "120.5", "", " 5", "5 ", "+5", "0x10", "1,5"])
    func optionMinutes(text: String) {
        #expect(throws: OptionError.self) { try CommandOptions.minutes.read(text) }
        do throws(OptionError) {
            _ = try CommandOptions.minutes.read(text)
        } catch {
            #expect(error.description.hasPrefix("--minutes needs a number of minutes from 0.5 to 120"))
            #expect(error.description.contains("'\(text)'"))
        }
    }

    @Test(arguments: ["0", "-1", "1e300", "nan", "9223372036854775808", "99999999999999999999", "2.5", "1001", "", "+3"])
    func optionCycles(text: String) {
        #expect(throws: OptionError.self) { try CommandOptions.cycles.read(text) }
    }

    @Test func optionsInRange() throws {
        #expect(try CommandOptions.minutes.read("0.5") == 0.5)
        #expect(try CommandOptions.minutes.read("120") == 120)
        #expect(try CommandOptions.cycles.read("1000") == 1000)
    }

    @Test(arguments: ["threshold", "dayRolloverHour", "freezeEvery", "freezeMax"])
    func settingsFields(key: String) {
        for value in Self.extremes {
            // Some extremes are in range for some keys (0 hours, 0 freezes): those read.
            let inRange = (key == "dayRolloverHour" && value == "0") || (key == "freezeMax" && value == "0")
            do {
                _ = try Settings.decode(Data(#"{"\#(key)": \#(value)}"#.utf8), file: "config.json")
                #expect(inRange, "\(key) = \(value) was accepted")
            } catch {
                #expect(!inRange, "\(key) = \(value): \(error)")
                #expect(error.description.hasPrefix("config.json: \(key): must be"), "\(error)")
                #expect(!error.description.contains("e+") && !error.description.contains("e-3"), "\(error)")
            }
        }
    }

    @Test(arguments: ["NaN", "Infinity", "-Infinity", "1e400", "-1e400"])
    func nonNumbersAreNotJSON(text: String) {
        #expect(throws: SettingsError.self) { try Settings.decode(Data(#"{"threshold": \#(text)}"#.utf8), file: "config.json") }
        do {
            _ = try Settings.decode(Data(#"{"threshold": \#(text)}"#.utf8), file: "config.json")
        } catch {
            #expect(error.description.hasPrefix("config.json: not valid JSON"))
        }
    }

    @Test(arguments: ["minutes", "cycles"])
    func programLengths(field: String) {
        for value in Self.extremes where !(field == "minutes" && value == "2.5") {
            let json = #"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "4-6", "\#(field)": \#(value)}]}"#
            do {
                _ = try ProgramDecoder.decode(Data(json.utf8), file: "mine.json", source: .file("mine.json"))
                Issue.record("\(field) = \(value) was accepted")
            } catch {
                #expect(error.file == "mine.json")
                #expect(error.field == "lessons[0].\(field)", "\(error)")
            }
        }
    }

    /// A pattern of tiny phases once planned 300 billion cycles, and any number could
    /// overflow a plan's arithmetic; both are refused before a plan is made.
    @Test(arguments: ["0.0000000001-0.0000000001", "1e300-4", "4-1e300", "99999999999999999999-1", "0.1-0.1"])
    func programPatterns(pattern: String) {
        let json = #"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "\#(pattern)", "minutes": 120}]}"#
        do {
            _ = try ProgramDecoder.decode(Data(json.utf8), file: "mine.json", source: .file("mine.json"))
            Issue.record("\(pattern) was accepted")
        } catch {
            #expect(error.field == "lessons[0].pattern", "\(error)")
        }
    }

    @Test func plansRefuseWhatIsNotANumber() {
        let pattern = BuiltInPattern.named("box")!.pattern
        for minutes in [Double.nan, .infinity, -.infinity, 1e300, -1e300, 0, 1e-300] {
            #expect(throws: PlanError.self) { try PracticePlan(pattern: pattern, length: .minutes(minutes)) }
        }
        #expect(throws: PlanError.self) { try PracticePlan(pattern: BreathPattern(name: "none", phases: []), length: .minutes(5)) }
        #expect(throws: PlanError.self) { try PracticePlan(pattern: pattern, length: .cycles(.max)) }
    }

    static let goodSession = #"{"id":"s1","programID":null,"lessonID":null,"pattern":"box","startedAt":"2026-11-30T07:00:00Z","endedAt":"2026-11-30T07:05:00Z","plannedSeconds":300,"practicedSeconds":120,"counted":false,"endReason":"quit""#

    /// Each number of a session record from outside, at each extreme: the record is set
    /// aside with its field named, and the rest of the file is read.
    @Test(arguments: ["plannedSeconds", "practicedSeconds", "moodBefore", "moodAfter"])
    func storeRecordNumbers(field: String) throws {
        for value in Self.extremes {
            // In range: practice of 0 to 300 seconds. A plan of 2.5 s is in range too,
            // but then the 120 s practised are not (set aside for practicedSeconds).
            if field == "practicedSeconds" && ["0", "1e-300", "0.0000000001", "2.5"].contains(value) { continue }
            if field == "plannedSeconds" && value == "2.5" { continue }
            var session = Self.goodSession.replacingOccurrences(of: #""\#(field)":"#, with: #""\#(field)-old":"#)
            session += #","\#(field)":\#(value)}"#
            let text = #"{"formatVersion":1,"sessions":[\#(session),\#(Self.goodSession.replacingOccurrences(of: "\"s1\"", with: "\"s2\""))}],"completions":[],"activations":[]}"#
            let decoded = try StoreDecoding.decode(Data(text.utf8)).get()
            #expect(decoded.store.sessions.map(\.id) == ["s2"], "\(field) = \(value)")
            #expect(decoded.setAside.first?.reason.hasPrefix("sessions[0].\(field): ") == true, "\(decoded.setAside)")
            // What was read can be shown and counted without a trap.
            _ = HistoryReport.lines(decoded.store, catalogue: Catalogue(programs: [], warnings: []))
            _ = Insights(store: decoded.store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule())
        }
    }

    @Test(arguments: ["0000-01-01T00:00:00Z", "1999-12-31T23:59:59Z", "2201-01-01T00:00:00Z", "9999-12-31T23:59:60Z", "9999-12-31T23:59:59Z", "2026-11-30T07:00:00+19:00", "not a time"])
    func storeTimestamps(time: String) throws {
        let session = Self.goodSession.replacingOccurrences(of: "2026-11-30T07:05:00Z", with: time) + "}"
        let text = #"{"formatVersion":1,"sessions":[\#(session)],"completions":[],"activations":[]}"#
        let decoded = try StoreDecoding.decode(Data(text.utf8)).get()
        #expect(decoded.store.sessions.isEmpty)
        #expect(decoded.setAside.first?.reason.hasPrefix("sessions[0].endedAt: ") == true, "\(decoded.setAside)")
    }

    @Test(arguments: ["practicedSeconds", "plannedSeconds", "earlierPracticedSeconds", "moodBefore"])
    func journalNumbers(field: String) {
        for value in ["-1", "1e300", "-1e300", "9223372036854775808"] {
            var fields: [String: JSONValue] = [
                "version": .number(1), "sessionID": .string("j1"), "pattern": .string("box"), "startedAt": .string("2026-11-30T07:00:00Z"),
                "plannedSeconds": .number(64), "earlierPracticedSeconds": .number(0), "practicedSeconds": .number(10), "checkpointAt": .string("2026-11-30T07:00:10Z"),
            ]
            fields[field] = .number(Double(value)!)
            guard case .failure(let problem) = JournalEntry.decode(Data(JSONValue.object(fields).compactText.utf8)) else {
                Issue.record("a journal with \(field) = \(value) was read")
                continue
            }
            #expect(problem.field == field, "\(problem)")
        }
    }
}
