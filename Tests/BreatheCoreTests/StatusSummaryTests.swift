import FoundationEssentials
import Testing
@testable import BreatheCore

/// The status summary: what `breathe status` reads instead of the store must give the
/// same line for any settings and any later day, and read back as it was written.
@Suite struct StatusSummaryTests {
    static let catalogue = Catalogue(programs: [AppFlow.program, AppFlow.other], warnings: [])
    static let now = LocalTimestamp(iso8601: "2026-12-01T12:00:00Z")!
    static let identity: [Int64] = [2049, 1311, 2_510_336, 1_764_605_100, 123_456_789, 1_764_605_100, 987_654_321]

    /// Sessions at random hours and offsets over a few months, some shorter than a
    /// minute; completions and activations of both programs, and choices of a program
    /// not on this device (another device's own).
    func store(_ generator: inout MergePropertyTests.Generator) -> ProgressStore {
        var store = ProgressStore()
        let offsets = [0, 3600, -18_000, 20_700, 50_400, -36_000, 46_800]
        let base: Int64 = 1_780_000_000
        for number in 0..<generator.below(120) {
            let start = LocalTimestamp(secondsSince1970: base + Int64(generator.below(90 * 86_400)), utcOffsetSeconds: offsets[generator.below(offsets.count)])
            let practiced = [30.0, 59.999, 60, 300][generator.below(4)]
            store.append(SessionRecord(id: "s\(number)", programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 400), plannedSeconds: 300, practicedSeconds: practiced, counted: false, endReason: .finished))
        }
        for number in 0..<generator.below(4) {
            let program = generator.below(2) == 0 ? AppFlow.program : AppFlow.other
            let at = LocalTimestamp(secondsSince1970: base + Int64(generator.below(90 * 86_400)), utcOffsetSeconds: 0)
            store.append(ActivationRecord(id: "a\(number)", programID: generator.below(3) == 0 ? "ghost" : program.id, at: at))
            let lesson = program.lessons[generator.below(program.lessons.count)]
            store.append(CompletionRecord(id: "c\(number)", programID: program.id, lessonID: lesson.id, completedAt: at, sessionIDs: ["s0"]))
        }
        return store
    }

    @Test func theSummaryGivesTheStoresStatusLineForAnySettingsAndDay() throws {
        var generator = MergePropertyTests.Generator(state: 24)
        for _ in 0..<120 {
            let store = store(&generator)
            let summary = StatusSummary(store: store, storeIdentity: Self.identity)
            let read = try #require(StatusSummary(summary.data))
            #expect(read == summary)
            for rollover in [0, 1, 3, 12, 23] {
                var settings = Settings()
                settings.dayRolloverHour = rollover
                settings.freezes = FreezeRules(enabled: generator.below(2) == 0, earnedEvery: 1 + generator.below(7), maximumBanked: generator.below(3))
                settings.showStreak = generator.below(4) != 0
                for dayOffset in [0, 1, 2, 5, 40, 91, 200] {
                    let today = LocalTimestamp(secondsSince1970: 1_780_000_000 + Int64(dayOffset) * 86_400, utcOffsetSeconds: 0).practiceDay(rolloverHour: rollover)
                    let fromStore = StatusLine(store: store, catalogue: Self.catalogue, settings: settings, today: today)
                    let fromSummary = StatusLine(store: read.statusStore, catalogue: Self.catalogue, settings: settings, today: today)
                    #expect(fromSummary == fromStore, "rollover \(rollover), day \(dayOffset)")
                }
            }
        }
    }

    @Test func consecutiveDaysAtTheSameHoursAreOneRun() throws {
        var store = ProgressStore()
        for day in 0..<365 {
            let start = LocalTimestamp(secondsSince1970: 1_780_000_000 + Int64(day) * 86_400, utcOffsetSeconds: 3600)
            store.append(SessionRecord(id: "s\(day)", programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 400), plannedSeconds: 300, practicedSeconds: 300, counted: false, endReason: .finished))
        }
        let data = StatusSummary(store: store, storeIdentity: Self.identity).data
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("breathe-status 1\nstore 2049 1311 2510336 1764605100 123456789 1764605100 987654321\npractice "))
        #expect(text.split(separator: "\n")[2].split(separator: " ").count == 2, "one run for a year of practice at one hour")
        #expect(data.count < 400)
        #expect(StatusSummary(data)?.practiceHours.count == 365)
    }

    /// `status --json` names its own format and the breathe that wrote it, beside the
    /// line's figures, which are null until there are any.
    @Test func theJSONNamesItsFormatAndTheVersionOfBreathe() throws {
        let line = StatusLine(store: ProgressStore(), catalogue: Self.catalogue, settings: Settings(), today: Self.now.practiceDay(rolloverHour: 0))
        let text = try #require(ScriptJSON.text(line))
        guard case .object(let fields) = try JSONParser.parse(Data(text.utf8)) else {
            Issue.record("not an object: \(text)")
            return
        }
        #expect(fields["format"] == .number(1))
        #expect(fields["breathe"] == .string(BuildInfo.version))
        #expect(fields["programID"] == .null)
        #expect(fields["practiceDays"] == .number(0))
        #expect(fields["doneToday"] == .null)
        #expect(fields.count == 9)
    }

    @Test func anythingElseIsNotASummary() {
        let good = String(decoding: StatusSummary(store: ProgressStore(), storeIdentity: Self.identity).data, as: UTF8.self)
        #expect(StatusSummary(Data(good.utf8)) != nil)
        for bad in [
            "", "breathe-status 2\n" + good.split(separator: "\n", maxSplits: 1)[1],
            good.replacing("store 2049", with: "store x"),
            good.replacing("practice", with: "practice 5:3:2"),
            good.replacing("practice", with: "practice 5:3:24"),
            good.replacing("practice", with: "practice 5:1:2 4:1:2"),
            good.replacing("practice", with: "practice 5:1:2*0"),
            good.replacing("practice", with: "practice 99999:1:2*5"),
            good.replacing("practice", with: "practice -1:1:2"),
            String(good.dropLast(3)),
        ] {
            #expect(StatusSummary(Data(bad.utf8)) == nil, "\(bad)")
        }
    }
}
