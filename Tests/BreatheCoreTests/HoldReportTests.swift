import Foundation
import Testing
@testable import BreatheCore

/// The holds of hold rounds in reports: `history`, `export --format csv`, `stats` and
/// `stats --json`.
@Suite struct HoldReportTests {
    static func rounds(_ id: String, _ start: String, holds: [Double]?) -> SessionRecord {
        let startedAt = LocalTimestamp(iso8601: start)!
        return SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "rounds", startedAt: startedAt, endedAt: startedAt.adding(seconds: 600),
                             plannedSeconds: 900, practicedSeconds: 600, counted: false, endReason: .finished, holds: holds)
    }

    /// Three days with holds (the second has two sessions), one session at 01:30 that
    /// belongs to the evening before, and a practice without holds.
    static let store = ProgressStore(sessions: [
        rounds("a", "2026-11-28T07:00:00+08:00", holds: [45.2, 61]),
        rounds("b", "2026-11-29T07:00:00+08:00", holds: [50]),
        rounds("c", "2026-11-29T20:00:00+08:00", holds: [72.5, 70]),
        rounds("d", "2026-11-30T01:30:00+08:00", holds: [90.1]),
        rounds("e", "2026-12-01T07:00:00+08:00", holds: [80, 92.3]),
        rounds("f", "2026-12-01T08:00:00+08:00", holds: nil),
    ])

    static func day(_ day: Int, _ seconds: Double) -> HoldReport.DayBest {
        HoldReport.DayBest(day: CivilDate(year: 2026, month: day > 20 ? 11 : 12, day: day), seconds: seconds)
    }

    @Test func eachDaysLongestFollowsTheDaysRollover() {
        #expect(HoldReport.bestByDay(Self.store, rolloverHour: 3) == [Self.day(28, 61), Self.day(29, 90.1), Self.day(1, 92.3)])
        #expect(HoldReport.bestByDay(Self.store, rolloverHour: 0) == [Self.day(28, 61), Self.day(29, 72.5), Self.day(30, 90.1), Self.day(1, 92.3)])
        #expect(HoldReport.bestByDay(ProgressStore(sessions: [Self.rounds("f", "2026-12-01T08:00:00+08:00", holds: nil)]), rolloverHour: 3).isEmpty)
    }

    /// A longest hold equalled later stays on the day it was first held.
    @Test func theLongestIsTheFirstDayItWasHeld() {
        #expect(HoldReport.best(of: [Self.day(28, 61), Self.day(29, 90), Self.day(30, 90), Self.day(1, 12)]) == Self.day(29, 90))
        #expect(HoldReport.best(of: []) == nil)
    }

    @Test func statsNamesTheLongestAndDrawsTheDays() {
        let days = HoldReport.bestByDay(Self.store, rolloverHour: 3)
        #expect(HoldReport.statsLines(days, spark: Symbols.unicode.spark, width: 78, words: .english) == [
            "Longest hold: 1:32, Tue 1 Dec",
            "By day: ▆██  1:01-1:32",
        ])
        #expect(HoldReport.statsLines(days, spark: Symbols.ascii.spark, width: 78, words: Words(.simplifiedChinese)) == [
            "最长的一次屏息：1分32秒，12月1日 周二",
            "每天最长：*@@  1分1秒-1分32秒",
        ])
        // Too narrow for every day: the latest that fit, and the label says so.
        #expect(HoldReport.statsLines(days, spark: Symbols.unicode.spark, width: 21, words: .english).last == "Latest day: █  1:32")
        let forty = (0..<40).map { HoldReport.DayBest(day: CivilDate(year: 2026, month: 10, day: 1).adding(days: $0), seconds: $0 == 39 ? 90 : 60) }
        #expect(HoldReport.statsLines(forty, spark: Symbols.unicode.spark, width: 38, words: .english).last == "Latest 11 days: ▆▆▆▆▆▆▆▆▆▆█  1:00-1:30")
        #expect(HoldReport.statsLines([], spark: Symbols.unicode.spark, width: 78, words: .english).isEmpty)
    }

    @Test func statsTextAndJSON() throws {
        var report = StatsReport(streak: Streak(practiceDays: [], today: CivilDate(year: 2026, month: 12, day: 1), freezes: FreezeRules()),
                                 insights: Insights(store: Self.store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule()), settings: Settings())
        report.holdsByDay = HoldReport.bestByDay(Self.store, rolloverHour: 3)
        #expect(report.lines(bar: "#", width: 80).prefix(6) == [
            "Practice",
            "  Longest streak: 0 days",
            "  Practice days: 0 in all, 0 this week",
            "  Sessions: 6 · practised 1:00:00 · lessons completed: 0",
            "  Longest hold: 1:32, Tue 1 Dec",
            "  By day: ▆██  1:01-1:32",
        ])
        let json = try #require(ScriptJSON.text(report.json))
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let best = try #require(object["bestHold"] as? [String: Any])
        #expect(best["date"] as? String == "2026-12-01" && best["seconds"] as? Double == 92.3)
        let byDay = try #require(object["bestHoldByDay"] as? [[String: Any]])
        #expect(byDay.map { $0["date"] as? String } == ["2026-11-28", "2026-11-29", "2026-12-01"])
        #expect(byDay.map { $0["seconds"] as? Double } == [61, 90.1, 92.3])
        // Without holds: null and an empty list, so a script finds both keys.
        report.holdsByDay = []
        let emptyText = try #require(ScriptJSON.text(report.json))
        let empty = try #require(JSONSerialization.jsonObject(with: Data(emptyText.utf8)) as? [String: Any])
        #expect(empty["bestHold"] is NSNull)
        #expect((empty["bestHoldByDay"] as? [Any])?.isEmpty == true)
    }

    @Test func historyAndCSVGiveEachHold() {
        let store = ProgressStore(sessions: [Self.rounds("e", "2026-12-01T07:00:00+08:00", holds: [80, 92.3]), Self.rounds("f", "2026-12-01T08:00:00+08:00", holds: nil)])
        let catalogue = Catalogue(programs: [], warnings: [])
        #expect(HistoryReport.lines(store, catalogue: catalogue) == [
            "2026-12-01 08:00 · rounds · 10:00/15:00 · practice · finished",
            "2026-12-01 07:00 · rounds · 10:00/15:00 · practice · finished · holds 1:20, 1:32",
        ])
        #expect(HistoryReport.lines(store, catalogue: catalogue, words: Words(.simplifiedChinese)).last == "2026-12-01 07:00 · rounds · 10:00/15:00 · 自由练习 · 已完成 · 屏息 1分20秒、1分32秒")
        #expect(SessionCSV.rows(store, catalogue: catalogue) == [
            "id,startedAt,endedAt,programID,program,lessonID,lesson,pattern,plannedSeconds,practicedSeconds,counted,endReason,patternTo,holds",
            "e,2026-12-01T07:00:00+08:00,2026-12-01T07:10:00+08:00,,,,,rounds,900,600,false,finished,,80;92.3",
            "f,2026-12-01T08:00:00+08:00,2026-12-01T08:10:00+08:00,,,,,rounds,900,600,false,finished,,",
        ])
    }
}
