import Foundation
import Testing
@testable import BreatheCore

/// A light first week: the streak names no freezes until the first is earned, then says
/// once what a freeze is; `stats` shows the figures about attempts from five of them on
/// (or with `--all`), its JSON every field whatever the count; the calendar's legend
/// names rest days once a freeze is earned. Every line written out by hand, in English
/// and Chinese.
@Suite struct LightFirstWeekTests {
    static let zh = Words(.simplifiedChinese)

    static func date(_ text: String) -> CivilDate { LocalTimestamp(iso8601: text + "T12:00:00Z")!.practiceDay(rolloverHour: 0) }

    /// Practice days from 1 November 2026, `count` of them in a row.
    static func run(_ count: Int) -> Set<CivilDate> {
        Set((0..<count).map { date("2026-11-01").adding(days: $0) })
    }

    static func streak(_ practiceDays: Int, on today: String, freezes: FreezeRules = FreezeRules()) -> Streak {
        Streak(practiceDays: run(practiceDays), today: date(today), freezes: freezes)
    }

    // MARK: the streak line

    @Test func dayOneNamesNoFreezes() {
        let streak = Self.streak(1, on: "2026-11-01")
        #expect(streak.firstFreezeEarned == nil)
        #expect(streak.line(showStreak: true, freezesEnabled: true) == "Streak: 1 day")
        #expect(streak.line(showStreak: true, freezesEnabled: true, words: Self.zh) == "连续 1 天")
        #expect(streak.freezeNote(showStreak: true, freezes: FreezeRules()) == nil)
        // Six days: still none earned.
        #expect(Self.streak(6, on: "2026-11-06").line(showStreak: true, freezesEnabled: true) == "Streak: 6 days")
    }

    /// The seventh practice day earns the first: the count joins the line, and the note
    /// says what a freeze is that day and the next, and then no more.
    @Test func theFirstFreezeIsExplainedOnce() {
        let earned = Self.streak(7, on: "2026-11-07")
        #expect(earned.firstFreezeEarned == Self.date("2026-11-07"))
        #expect(earned.line(showStreak: true, freezesEnabled: true) == "Streak: 7 days · 1 freeze banked")
        #expect(earned.line(showStreak: true, freezesEnabled: true, words: Self.zh) == "连续 7 天 · 还有 1 张休息券")
        #expect(earned.freezeNote(showStreak: true, freezes: FreezeRules()) == "A freeze keeps your streak over a day you miss.")
        #expect(earned.freezeNote(showStreak: true, freezes: FreezeRules(), words: Self.zh) == "漏练的那天会用掉一张休息券，算作休息日，连续练习不会中断。")

        // The next morning, before practice: the note once more.
        let nextDay = Self.streak(7, on: "2026-11-08")
        #expect(nextDay.line(showStreak: true, freezesEnabled: true) == "Streak: 7 days · 1 freeze banked")
        #expect(nextDay.freezeNote(showStreak: true, freezes: FreezeRules()) != nil)

        // The 8th was missed: the freeze covered it, the count stays, the note is gone.
        let later = Self.streak(7, on: "2026-11-09")
        #expect(later.line(showStreak: true, freezesEnabled: true) == "Streak: 8 days · 1 rest day used · 0 freezes banked")
        #expect(later.line(showStreak: true, freezesEnabled: true, words: Self.zh) == "连续 8 天 · 用了 1 个休息日 · 还有 0 张休息券")
        #expect(later.freezeNote(showStreak: true, freezes: FreezeRules()) == nil)

        // One a practice day: the first is earned on day one.
        let everyDay = FreezeRules(enabled: true, earnedEvery: 1, maximumBanked: 2)
        let first = Self.streak(1, on: "2026-11-01", freezes: everyDay)
        #expect(first.line(showStreak: true, freezesEnabled: true) == "Streak: 1 day · 1 freeze banked")
        #expect(first.freezeNote(showStreak: true, freezes: everyDay) == "A freeze keeps your streak over a day you miss.")
    }

    /// Freezes off, none to bank, or the streak hidden: no count and no note, ever.
    @Test func noFreezesNoWordOfThem() {
        let off = FreezeRules(enabled: false)
        #expect(Self.streak(7, on: "2026-11-07", freezes: off).firstFreezeEarned == nil)
        #expect(Self.streak(7, on: "2026-11-07", freezes: off).line(showStreak: true, freezesEnabled: false) == "Streak: 7 days")
        let noBank = FreezeRules(enabled: true, earnedEvery: 7, maximumBanked: 0)
        #expect(Self.streak(14, on: "2026-11-14", freezes: noBank).line(showStreak: true, freezesEnabled: true) == "Streak: 14 days")
        #expect(Self.streak(7, on: "2026-11-07", freezes: noBank).freezeNote(showStreak: true, freezes: noBank) == nil)
        let hidden = Self.streak(7, on: "2026-11-07")
        #expect(hidden.line(showStreak: false, freezesEnabled: true) == "7 practice days in all")
        #expect(hidden.freezeNote(showStreak: false, freezes: FreezeRules()) == nil)
    }

    // MARK: stats

    /// The fixture's program, lesson A (100 s) finished this morning, 1 December 2026.
    static func oneAttempt() throws -> StatsReport {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-12-01T08:00:00+01:00", reason: .finished)
        return report(fixture, today: "2026-12-01")
    }

    /// Five attempts over two days: A at 40 s and then whole (27 November), B at 30 s and
    /// then whole, and C whole (28 November).
    static func fiveAttempts() throws -> StatsReport {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 40, at: "2026-11-27T08:00:00+01:00")
        fixture.attempt("a", practiced: 100, at: "2026-11-27T18:00:00+01:00", reason: .finished)
        fixture.attempt("b", practiced: 30, at: "2026-11-28T08:00:00+01:00")
        fixture.attempt("b", practiced: 60, at: "2026-11-28T09:00:00+01:00", reason: .finished)
        fixture.attempt("c", practiced: 32, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        return report(fixture, today: "2026-11-28")
    }

    static func report(_ fixture: Fixture, today: String) -> StatsReport {
        StatsReport.of(store: fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []), settings: Settings(),
                       today: date(today))
    }

    @Test func statsAfterOneAttemptIsLight() throws {
        let report = try Self.oneAttempt()
        #expect(!report.showsAttemptFigures(all: false))
        #expect(report.lines(bar: "#", separator: " · ", width: 80) == [
            "Practice",
            "  Streak: 1 day",
            "  Longest streak: 1 day",
            "  Practice days: 1 in all, 1 this week",
            "  Sessions: 1 · practised 1:40 · lessons completed: 1",
            "",
            "Programs",
            "  Test: 1 session · 1:40 · 1 lesson completed",
            "",
            "From 5 lesson attempts on (you have 1), stats adds how far attempts get, where",
            "practice stalls and what other thresholds would count; breathe stats --all shows",
            "them now.",
        ])
        #expect(report.lines(bar: "#", separator: " · ", words: Self.zh, width: 80) == [
            "练习",
            "  连续 1 天",
            "  最长连续练习：1 天",
            "  练习日：共 1 天，本周 1 天",
            "  练习次数：1 · 累计 1分40秒 · 完成 1 课",
            "",
            "课程",
            "  Test：1 次练习 · 1分40秒 · 完成 1 课",
            "",
            "课程练习满 5 次后（目前 1 次），这里会加上练习的完成度、在哪些课上停滞，",
            "以及换个完成门槛会计入多少；breathe stats --all 现在就能看到。",
        ])
    }

    /// A threshold of one's own (0.75) is a row of the what-if table, in its place and
    /// marked, beside the five it always lists; the stalls heading names it too.
    @Test func yourOwnThresholdIsARowOfTheTable() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 40, at: "2026-11-27T08:00:00+01:00")
        fixture.attempt("a", practiced: 76, at: "2026-11-27T18:00:00+01:00")
        fixture.attempt("b", practiced: 30, at: "2026-11-28T08:00:00+01:00")
        fixture.attempt("b", practiced: 60, at: "2026-11-28T09:00:00+01:00", reason: .finished)
        fixture.attempt("c", practiced: 32, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        var settings = Settings()
        settings.threshold = 0.75
        let report = StatsReport.of(
            store: fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []), settings: settings,
            today: Self.date("2026-11-28"))
        let lines = report.lines(bar: "#", separator: " · ", width: 80)
        #expect(Array(lines.suffix(7)) == [
            "What each threshold would have counted",
            "  60%   3 of 5",
            "  70%   3 of 5",
            "  75%   3 of 5  (yours)",
            "  80%   2 of 5",
            "  90%   2 of 5",
            "  100%  2 of 5",
        ], "\(lines)")
        let chinese = report.lines(bar: "#", separator: " · ", words: Self.zh, width: 80)
        #expect(chinese.last(where: { $0.contains("（你的设置）") }) == "  75%   5 次中 3 次（你的设置）")
    }

    /// `stats --all`: the figures about one attempt, as asked.
    @Test func statsAllShowsEveryFigureFromTheFirstAttempt() throws {
        let report = try Self.oneAttempt()
        #expect(report.showsAttemptFigures(all: true))
        let lines = report.lines(bar: "#", separator: " · ", width: 80, all: true)
        #expect(Array(lines.suffix(from: 8)) == [
            "",
            "How far lesson attempts get (1 attempt)",
            "  0-20%      0",
            "  20-40%     0",
            "  40-60%     0",
            "  60-80%     0",
            "  80-100%    0",
            "  finished  ############################## 1",
            "",
            "Where practice stalls (two or more attempts below 80%)",
            "  nowhere yet",
            "",
            "What each threshold would have counted",
            "  60%   1 of 1",
            "  70%   1 of 1",
            "  80%   1 of 1  (yours)",
            "  90%   1 of 1",
            "  100%  1 of 1",
        ])
        let chinese = report.lines(bar: "#", separator: " · ", words: Self.zh, width: 80, all: true)
        #expect(Array(chinese.suffix(from: 8)) == [
            "",
            "课程练习的完成度（共 1 次）",
            "  0-20%      0",
            "  20-40%     0",
            "  40-60%     0",
            "  60-80%     0",
            "  80-100%    0",
            "  已完成    ############################## 1",
            "",
            "练习卡在哪里（两次或以上未达到 80%）",
            "  暂时没有",
            "",
            "换一个完成门槛，会计入多少次",
            "  60%   1 次中 1 次",
            "  70%   1 次中 1 次",
            "  80%   1 次中 1 次（你的设置）",
            "  90%   1 次中 1 次",
            "  100%  1 次中 1 次",
        ])
    }

    @Test func fiveAttemptsBringTheFigures() throws {
        let report = try Self.fiveAttempts()
        #expect(report.showsAttemptFigures(all: false))
        #expect(report.lines(bar: "#", separator: " · ", width: 80) == [
            "Practice",
            "  Streak: 2 days",
            "  Longest streak: 2 days",
            "  Practice days: 2 in all, 2 this week",
            "  Sessions: 5 · practised 4:22 · lessons completed: 3",
            "",
            "Programs",
            "  Test: 5 sessions · 4:22 · 3 lessons completed",
            "",
            "How far lesson attempts get (5 attempts)",
            "  0-20%      0",
            "  20-40%     0",
            "  40-60%    #################### 2",
            "  60-80%     0",
            "  80-100%    0",
            "  finished  ############################## 3",
            "",
            "Where practice stalls (two or more attempts below 80%)",
            "  nowhere yet",
            "",
            "What each threshold would have counted",
            "  60%   3 of 5",
            "  70%   3 of 5",
            "  80%   3 of 5  (yours)",
            "  90%   3 of 5",
            "  100%  3 of 5",
        ])
        #expect(report.lines(bar: "#", separator: " · ", words: Self.zh, width: 80) == [
            "练习",
            "  连续 2 天",
            "  最长连续练习：2 天",
            "  练习日：共 2 天，本周 2 天",
            "  练习次数：5 · 累计 4分22秒 · 完成 3 课",
            "",
            "课程",
            "  Test：5 次练习 · 4分22秒 · 完成 3 课",
            "",
            "课程练习的完成度（共 5 次）",
            "  0-20%      0",
            "  20-40%     0",
            "  40-60%    #################### 2",
            "  60-80%     0",
            "  80-100%    0",
            "  已完成    ############################## 3",
            "",
            "练习卡在哪里（两次或以上未达到 80%）",
            "  暂时没有",
            "",
            "换一个完成门槛，会计入多少次",
            "  60%   5 次中 3 次",
            "  70%   5 次中 3 次",
            "  80%   5 次中 3 次（你的设置）",
            "  90%   5 次中 3 次",
            "  100%  5 次中 3 次",
        ])
        // --all changes nothing once they are there.
        #expect(report.lines(bar: "#", separator: " · ", width: 80, all: true) == report.lines(bar: "#", separator: " · ", width: 80))
    }

    /// Scripts see no change: `stats --json` has every field, the histogram and the
    /// what-if table included, after one attempt as after five.
    @Test func theJSONKeepsEveryFieldWhateverTheCount() throws {
        for report in [try Self.oneAttempt(), try Self.fiveAttempts()] {
            let data = try JSONEncoder().encode(report.json)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(Set(object.keys) == [
                "streak", "totalPracticeDays", "practiceDaysThisWeek", "sessions", "practicedSeconds", "lessonsCompleted", "programs",
                "freePractice", "lessonAttempts", "attemptHistogram", "stalls", "threshold", "thresholds", "mood", "days", "latestBolt", "bestHold", "bestHoldByDay",
            ])
            let histogram = try #require(object["attemptHistogram"] as? [[String: Any]])
            #expect(histogram.map { $0["range"] as? String } == ["0–20%", "20–40%", "40–60%", "60–80%", "80–100%", "finished"])
            let thresholds = try #require(object["thresholds"] as? [[String: Any]])
            #expect(thresholds.map { $0["threshold"] as? Double } == [0.6, 0.7, 0.8, 0.9, 1.0])
            let streak = try #require(object["streak"] as? [String: Any])
            #expect(streak["freezesBanked"] as? Int == 0)
        }
    }

    /// The calendar's legend names rest days only once a freeze is earned.
    @Test func theLegendNamesRestDaysOnceAFreezeIsEarned() throws {
        let light = try Self.oneAttempt().pictureLines(width: 80, ascii: true, colour: false)
        #expect(light.contains(". none  - 1-4 min  + 5-9  * 10-19  # 20+"), "\(light)")
        #expect(!light.joined().contains("rest day"))
        let chinese = try Self.oneAttempt().pictureLines(width: 80, ascii: true, colour: false, words: Self.zh)
        #expect(chinese.contains(". 无  - 1-4分钟  + 5-9  * 10-19  # 20+"), "\(chinese)")
        #expect(!chinese.joined().contains("休息日"))
        // Seven practice days: the first freeze is earned, and the legend names its mark.
        let days = Dictionary(uniqueKeysWithValues: Self.run(7).map { ($0, DayPractice(date: $0, seconds: 300, sessions: 1, isPracticeDay: true, isRestDay: false)) })
        let earned = StatsReport(streak: Self.streak(7, on: "2026-11-07"), insights: try Self.oneAttempt().insights, settings: Settings(), days: days, today: Self.date("2026-11-07"))
        #expect(earned.pictureLines(width: 80, ascii: true, colour: false).contains(". none  - 1-4 min  + 5-9  * 10-19  # 20+  o rest day (a freeze)"))
        // And the stats say once what it is, under the streak.
        #expect(Array(earned.lines(bar: "#", separator: " · ", width: 80).prefix(4)) == [
            "Practice",
            "  Streak: 7 days · 1 freeze banked",
            "  A freeze keeps your streak over a day you miss.",
            "  Longest streak: 7 days",
        ])
        #expect(Array(earned.lines(bar: "#", separator: " · ", words: Self.zh, width: 80).prefix(4)) == [
            "练习",
            "  连续 7 天 · 还有 1 张休息券",
            "  漏练的那天会用掉一张休息券，算作休息日，连续练习不会中断。",
            "  最长连续练习：7 天",
        ])
    }

    // MARK: stats --all on the command line

    @Test func statsAllIsAnOptionOfItsOwn() throws {
        #expect(try BreatheCommand.parse(["stats", "--all"]).get() == .stats(StatsOptions(calendarOnly: false, json: false, noColor: false, all: true)))
        #expect(try BreatheCommand.parse(["stats", "--all", "--json"]).get() == .stats(StatsOptions(calendarOnly: false, json: true, noColor: false, all: true)))
        guard case .failure(let refusal) = BreatheCommand.parse(["stats", "--calendar", "--all"]) else {
            Issue.record("--calendar and --all together were taken")
            return
        }
        #expect(refusal.message == "give --calendar or --all, not both")
        #expect(refusal.message(Self.zh) == "--calendar 和 --all 只能选一个")
        let help = HelpText.command(CommandTable.command(named: "stats")!)
        #expect(help.contains("--all"))
        #expect(help.contains("every figure, even before 5 lesson attempts"))
        #expect(HelpText.command(CommandTable.command(named: "stats")!, words: Self.zh).contains("全部数据，课程练习不满 5 次也显示"))
    }
}
