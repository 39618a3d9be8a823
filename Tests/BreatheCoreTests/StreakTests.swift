import FoundationEssentials
import Testing
@testable import BreatheCore

@Suite struct StreakTests {
    func date(_ text: String) -> CivilDate {
        let parts = text.split(separator: "-").map { Int($0)! }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2])
    }

    func days(_ texts: [String]) -> Set<CivilDate> { Set(texts.map(date)) }

    /// `count` consecutive days from `start`.
    func run(from start: String, count: Int) -> [String] {
        (0..<count).map { date(start).adding(days: $0).iso8601 }
    }

    func session(_ start: String, seconds: Double = 300) -> SessionRecord {
        let began = LocalTimestamp(iso8601: start)!
        return SessionRecord(id: start, programID: nil, lessonID: nil, pattern: "box", startedAt: began, endedAt: began.adding(seconds: Int64(seconds)), plannedSeconds: seconds, practicedSeconds: seconds, counted: false, endReason: .finished)
    }

    func practiceDays(_ sessions: [SessionRecord], rolloverHour: Int = 3) -> Set<CivilDate> {
        var store = ProgressStore()
        for session in sessions { store.append(session) }
        return PracticeDays.days(in: store, rolloverHour: rolloverHour)
    }

    @Test func aPracticeDayNeedsAMinute() {
        let found = practiceDays([session("2026-11-02T20:00:00+01:00", seconds: 59.9), session("2026-11-03T20:00:00+01:00", seconds: 60)])
        #expect(found == days(["2026-11-03"]))
    }

    @Test func theDayRollsOverAtTheChosenHour() {
        let late = session("2026-11-03T01:30:00+01:00")
        #expect(practiceDays([late], rolloverHour: 3) == days(["2026-11-02"]))
        #expect(practiceDays([late], rolloverHour: 0) == days(["2026-11-03"]))
        #expect(practiceDays([session("2026-11-03T03:00:00+01:00")], rolloverHour: 3) == days(["2026-11-03"]))
    }

    @Test func daylightSavingDaysInNewYork() {
        // 2026-03-08: clocks go from 02:00 EST (-05:00) to 03:00 EDT (-04:00): a 23-hour day.
        let march = practiceDays([
            session("2026-03-07T21:00:00-05:00"),
            session("2026-03-08T01:30:00-05:00"),  // before 03:00: still the 7th
            session("2026-03-08T03:05:00-04:00"),  // just after the rollover: the 8th
            session("2026-03-09T02:59:00-04:00"),  // still the 8th
        ])
        #expect(march == days(["2026-03-07", "2026-03-08"]))
        // 2026-11-01: clocks go back from 02:00 EDT to 01:00 EST: a 25-hour day.
        let november = practiceDays([
            session("2026-11-01T01:30:00-04:00"),  // the first 01:30: still Oct 31
            session("2026-11-01T01:30:00-05:00"),  // the second 01:30: still Oct 31
            session("2026-11-01T03:00:00-05:00"),  // Nov 1
        ])
        #expect(november == days(["2026-10-31", "2026-11-01"]))
    }

    @Test func zonesFarFromUTC() {
        // 16:30 UTC on Nov 2 is 00:30 on Nov 3 in Shanghai and 06:30 on Nov 3 in Kiritimati.
        #expect(practiceDays([session("2026-11-03T00:30:00+08:00")]) == days(["2026-11-02"]))
        #expect(practiceDays([session("2026-11-03T06:30:00+14:00")]) == days(["2026-11-03"]))
        #expect(practiceDays([session("2026-11-02T06:30:00-10:00")]) == days(["2026-11-02"]))
    }

    @Test func aTripAcrossZonesKeepsEachSessionsOwnDay() {
        // Evening in Shanghai, then the next evening in New York: two days, never merged or
        // moved, whatever the zone is later.
        let trip = practiceDays([session("2026-11-02T21:00:00+08:00"), session("2026-11-03T21:00:00-05:00")])
        #expect(trip == days(["2026-11-02", "2026-11-03"]))
        let streak = Streak(practiceDays: trip, today: date("2026-11-03"), freezes: FreezeRules())
        #expect(streak.current == 2)
    }

    @Test func consecutiveDaysAndTodayNotYetPractised() {
        let practice = days(run(from: "2026-11-01", count: 5))
        let sameDay = Streak(practiceDays: practice, today: date("2026-11-05"), freezes: FreezeRules(enabled: false))
        #expect(sameDay.current == 5)
        // The next day, before practising: the run still stands.
        let nextDay = Streak(practiceDays: practice, today: date("2026-11-06"), freezes: FreezeRules(enabled: false))
        #expect(nextDay.current == 5)
        // A whole day missed, without freezes: it ends.
        let later = Streak(practiceDays: practice, today: date("2026-11-07"), freezes: FreezeRules(enabled: false))
        #expect(later.current == 0)
        #expect(later.longest == 5)
        #expect(later.totalPracticeDays == 5)
    }

    @Test func freezesAreEarnedBankedUsedAndExhausted() {
        // 14 practice days earn 2 freezes (one per 7), the bank's limit.
        var practice = run(from: "2026-11-01", count: 14)
        var streak = Streak(practiceDays: days(practice), today: date("2026-11-14"), freezes: FreezeRules())
        #expect(streak.freezesBanked == 2)
        // 21 practice days would earn a third, but at most 2 are banked.
        streak = Streak(practiceDays: days(run(from: "2026-11-01", count: 21)), today: date("2026-11-21"), freezes: FreezeRules())
        #expect(streak.freezesBanked == 2)

        // Miss Nov 15, practise the 16th: a freeze covers the 15th as a rest day.
        practice.append("2026-11-16")
        streak = Streak(practiceDays: days(practice), today: date("2026-11-16"), freezes: FreezeRules())
        #expect(streak.current == 16)
        #expect(streak.restDaysInCurrent == 1)
        #expect(streak.freezesBanked == 1)
        #expect(streak.restDays == days(["2026-11-15"]))
        #expect(streak.totalPracticeDays == 15)
        #expect(streak.line(showStreak: true, freezesEnabled: true) == "Streak: 16 days · 1 rest day used · 1 freeze banked")

        // Miss the 17th and 18th with one freeze left: the streak ends on the 18th.
        streak = Streak(practiceDays: days(practice), today: date("2026-11-19"), freezes: FreezeRules())
        #expect(streak.current == 0)
        #expect(streak.freezesBanked == 0)
        #expect(streak.longest == 17)
        #expect(streak.totalPracticeDays == 15)
    }

    @Test func twoMissedDaysWithTwoFreezesKeepTheStreak() {
        let practice = run(from: "2026-11-01", count: 14) + ["2026-11-17"]
        let streak = Streak(practiceDays: days(practice), today: date("2026-11-17"), freezes: FreezeRules())
        #expect(streak.current == 17)
        #expect(streak.restDaysInCurrent == 2)
        #expect(streak.freezesBanked == 0)
    }

    @Test func withFreezesOffAMissedDayEndsTheStreak() {
        let practice = run(from: "2026-11-01", count: 14) + ["2026-11-16"]
        let streak = Streak(practiceDays: days(practice), today: date("2026-11-16"), freezes: FreezeRules(enabled: false))
        #expect(streak.current == 1)
        #expect(streak.restDaysInCurrent == 0)
        #expect(streak.freezesBanked == 0)
        #expect(streak.longest == 14)
        #expect(streak.line(showStreak: true, freezesEnabled: false) == "Streak: 1 day")
    }

    @Test func theRulesAreSettings() {
        // One freeze every 3 practice days, at most 1.
        let practice = run(from: "2026-11-01", count: 6) + ["2026-11-08"]
        let streak = Streak(practiceDays: days(practice), today: date("2026-11-08"), freezes: FreezeRules(enabled: true, earnedEvery: 3, maximumBanked: 1))
        #expect(streak.current == 8)
        #expect(streak.freezesBanked == 0)
    }

    @Test func aHiddenStreakStillShowsTheTotal() {
        let streak = Streak(practiceDays: days(run(from: "2026-11-01", count: 12)), today: date("2026-11-12"), freezes: FreezeRules())
        #expect(streak.line(showStreak: false, freezesEnabled: true) == "12 practice days in all")
    }

    @Test func practiceDaysThisWeekStartOnMonday() {
        // 2026-11-30 is a Monday.
        #expect(date("2026-11-30").weekdayFromMonday == 0)
        #expect(date("2026-12-06").weekdayFromMonday == 6)
        let streak = Streak(practiceDays: days(["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-02"]), today: date("2026-12-02"), freezes: FreezeRules())
        #expect(streak.practiceDaysThisWeek == 2)
    }
}

@Suite struct InsightsTests {
    /// A hand-built history of one program with two lessons of 100 s.
    @Test func figuresFromAHandBuiltHistory() throws {
        let json = #"{"id": "p", "title": "P", "summary": "S", "lessons": [{"id": "a", "title": "Lesson A", "pattern": "5-5", "cycles": 10}, {"id": "b", "title": "Lesson B", "pattern": "5-5", "cycles": 10}]}"#
        let program = try ProgramDecoder.decode(Data(json.utf8), file: "p.json", source: .builtIn)
        let catalogue = Catalogue(programs: [program], warnings: [])
        var store = ProgressStore()
        let start = LocalTimestamp(iso8601: "2026-11-02T20:00:00+01:00")!
        // Session N begins N minutes after the start, and ends within it.
        func attempt(_ id: String, lesson: String, practised: Double, counted: Bool = false, reason: EndReason = .quit) {
            let begun = start.adding(seconds: 60 * Int64(id)!)
            store.append(SessionRecord(id: id, programID: "p", lessonID: lesson, pattern: "5-5", startedAt: begun, endedAt: begun.adding(seconds: 50), plannedSeconds: 100, practicedSeconds: practised, counted: counted, endReason: reason))
        }
        attempt("1", lesson: "a", practised: 10)          // 10%
        attempt("2", lesson: "a", practised: 55)          // 55%
        attempt("3", lesson: "a", practised: 85, counted: true)  // 85%
        attempt("4", lesson: "b", practised: 100, counted: true, reason: .finished)
        attempt("5", lesson: "b", practised: 65)          // a repeat at 65%
        store.append(SessionRecord(id: "6", programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start, plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished))
        store.append(CompletionRecord(id: "c1", programID: "p", lessonID: "a", completedAt: start.adding(seconds: 230), sessionIDs: ["3"]))
        store.append(CompletionRecord(id: "c2", programID: "p", lessonID: "b", completedAt: start.adding(seconds: 290), sessionIDs: ["4"]))

        let insights = Insights(store: store, catalogue: catalogue, rule: CompletionRule())
        #expect(insights.sessions == 6)
        #expect(insights.practicedSeconds == 10 + 55 + 85 + 100 + 65 + 64)
        #expect(insights.lessonsCompleted == 2)
        #expect(insights.programs == [Insights.ProgramTotals(programID: "p", title: "P", sessions: 5, practicedSeconds: 315, lessonsCompleted: 2, localTitle: ProgramText("P"))])
        #expect(insights.lessonAttempts == 5)
        #expect(insights.histogram.map(\.count) == [1, 0, 1, 1, 1, 1])
        #expect(insights.stalls == [Insights.Stall(programID: "p", lessonID: "a", title: "Lesson A", attemptsBelowThreshold: 2, bestFraction: 0.85, completed: true, localTitle: ProgramText("Lesson A"), programTitle: ProgramText("P"))])
        #expect(insights.thresholds.map(\.wouldCount) == [3, 2, 2, 1, 1])
        #expect(insights.thresholds.allSatisfy { $0.attempts == 5 })
        #expect(insights.averageMoodChange == nil)
    }

    /// Repeats of a lesson after it was completed are no attempts that fell short: two
    /// short repeats made a completed lesson a "stall" of "5 attempts below" (the walk).
    @Test func repeatsAfterTheCompletionAreNoStall() throws {
        let json = #"{"id": "p", "title": "P", "summary": "S", "lessons": [{"id": "a", "title": "Lesson A", "pattern": "5-5", "cycles": 10}]}"#
        let program = try ProgramDecoder.decode(Data(json.utf8), file: "p.json", source: .builtIn)
        var store = ProgressStore()
        let start = LocalTimestamp(iso8601: "2026-11-02T20:00:00+01:00")!
        for (index, practised) in [100.0, 9, 8].enumerated() {
            let begun = start.adding(seconds: 3600 * Int64(index))
            store.append(SessionRecord(id: "s\(index)", programID: "p", lessonID: "a", pattern: "5-5", startedAt: begun, endedAt: begun.adding(seconds: Int64(practised)), plannedSeconds: 100, practicedSeconds: practised, counted: index == 0, endReason: index == 0 ? .finished : .quit))
        }
        store.append(CompletionRecord(id: "c", programID: "p", lessonID: "a", completedAt: start.adding(seconds: 100), sessionIDs: ["s0"]))
        #expect(Insights(store: store, catalogue: Catalogue(programs: [program], warnings: []), rule: CompletionRule()).stalls.isEmpty)
    }

    @Test func theAverageMoodChange() {
        var store = ProgressStore()
        let start = LocalTimestamp(iso8601: "2026-11-02T20:00:00+01:00")!
        for (id, before, after) in [("1", 2, 4), ("2", 3, 3), ("3", 4, 5)] as [(String, Int?, Int?)] + [("4", 1, nil)] {
            store.append(SessionRecord(id: id, programID: "p", lessonID: "a", pattern: "box", startedAt: start, endedAt: start, plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished, moodBefore: before, moodAfter: after))
        }
        let insights = Insights(store: store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule())
        #expect(insights.moodPairs == 3)
        #expect(insights.averageMoodChange == 1)
    }
}
