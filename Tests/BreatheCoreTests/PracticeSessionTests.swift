import Testing
@testable import BreatheCore

@Suite struct PracticeSessionTests {
    func session(_ text: String = "4-7-8", cycles: Int = 2, at start: Double = 100) throws -> PracticeSession {
        PracticeSession(plan: try PracticePlan(pattern: PatternNotation.parse(text), length: .cycles(cycles)), startedAt: start)
    }

    @Test func pausedTimeDoesNotCount() throws {
        var practice = try session()
        practice.update(.togglePause(now: 102))
        #expect(practice.isPaused)
        #expect(practice.elapsed(at: 109) == 2)
        #expect(practice.moment(at: 109).phase == .inhale)
        practice.update(.togglePause(now: 110))
        #expect(!practice.isPaused)
        #expect(practice.elapsed(at: 112) == 4)
        #expect(practice.moment(at: 112).phase == .holdFull)
    }

    @Test func suspensionDoesNotCountAndKeepsAPersonsPause() throws {
        var practice = try session()
        practice.update(.togglePause(now: 101))
        practice.update(.suspend(now: 103))
        practice.update(.resume(now: 150))
        // Still paused by the person after the process was continued.
        #expect(practice.isPaused)
        #expect(practice.elapsed(at: 160) == 1)
        practice.update(.togglePause(now: 160))
        #expect(practice.elapsed(at: 163) == 4)

        var other = try session()
        other.update(.suspend(now: 105))
        other.update(.resume(now: 205))
        #expect(other.elapsed(at: 206) == 6)
    }

    @Test func endingEarlyFreezesPractisedTime() throws {
        var practice = try session()
        practice.update(.end(.quit, now: 110))
        #expect(practice.status == .ended(.quit))
        #expect(practice.elapsed(at: 500) == 10)
        practice.update(.togglePause(now: 120))
        #expect(practice.status == .ended(.quit))
        let summary = practice.summary(at: 500)
        #expect(summary.practisedSeconds == 10)
        #expect(summary.fullCycles == 0)
        #expect(summary.plannedSeconds == 38)
    }

    @Test func reachingTheEndFinishes() throws {
        var practice = try session(cycles: 1)
        practice.update(.tick(now: 118.9))
        #expect(!practice.isEnded)
        practice.update(.tick(now: 119))
        #expect(practice.status == .ended(.finished))
        // A late signal after the end does not change how it ended.
        practice.update(.end(.interrupt, now: 125))
        #expect(practice.status == .ended(.finished))
        #expect(practice.summary(at: 125).fullCycles == 1)
    }

    @Test func anEndLateAfterTheScheduleStillCountsAsFinished() throws {
        var practice = try session(cycles: 1)
        practice.update(.end(.quit, now: 130))
        #expect(practice.status == .ended(.finished))
    }

    @Test func summaryLine() {
        let summary = SessionSummary(patternName: "4-7-8", practisedSeconds: 75.9, plannedSeconds: 76, fullCycles: 3, endReason: .interrupt)
        #expect(summary.line() == "4-7-8 · 1:15 practised of 1:16 · 3 full cycles · interrupted by Ctrl-C")
        #expect(summary.line(separator: " - ").hasPrefix("4-7-8 - 1:15"))
    }

    @Test func clockFormatting() {
        #expect(formatClock(0) == "0:00")
        #expect(formatClock(59.99) == "0:59")
        #expect(formatClock(600) == "10:00")
        #expect(formatClock(3725) == "1:02:05")
        #expect(countdownSeconds(3.2) == 4)
        #expect(countdownSeconds(3.0) == 3)
        #expect(countdownSeconds(0.01) == 1)
        #expect(countdownSeconds(0) == 0)
    }

    /// A pace block of 2 minutes at 6.5 breaths a minute is 13 cycles of 60/6.5 s, which
    /// adds up to 119.99999999…: it reads 2:00 as planned, and a block practised whole
    /// reads 2:00/2:00 in history, not 2:00/1:59.
    @Test func aPlannedLengthShortByAFractionOfAMillisecondReadsWhole() {
        let planned = PacePlan.plan(rate: 6.5, minutes: 2).totalSeconds
        #expect(planned < 120 && planned > 119.999)
        #expect(formatClock(planned) == "2:00" && Words(.simplifiedChinese).duration(planned) == "2分钟")
        #expect(formatClock(119.9994) == "1:59" && formatClock(119.9995) == "2:00")
        #expect(formatClock(-0.0001) == "0:00" && formatClock(.infinity) == "0:00" && formatClock(1e300) == "277777:46:40")
        let block = SessionRecord(
            id: "p", programID: nil, lessonID: nil, pattern: "pace-6.5",
            startedAt: LocalTimestamp(iso8601: "2026-12-01T08:00:00+01:00")!, endedAt: LocalTimestamp(iso8601: "2026-12-01T08:02:00+01:00")!,
            plannedSeconds: planned, practicedSeconds: 120.0004, counted: false, endReason: .finished)
        #expect(HistoryReport.practised(block) == "2:00/2:00")
    }
}
