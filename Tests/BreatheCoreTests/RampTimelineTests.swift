import Testing
@testable import BreatheCore

/// A ramp's timeline as tables: where each phase starts and ends, its length that cycle,
/// the boundaries themselves, a pause in the middle, and long ramps without drift.
@Suite struct RampTimelineTests {
    static func ramp(_ from: String, _ to: String, cycles: Int) -> PracticePlan {
        try! PracticePlan(ramp: PatternNotation.parse(from), to: PatternNotation.parse(to), length: .cycles(cycles))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let at: Double
        let phase: BreathPhaseKind
        let cycle: Int
        let start: Double, end: Double, seconds: Double
        var testDescription: String { "at \(at)" }
    }

    /// 4-6 to 5-7 in five cycles: starts at 0, 10, 20.6, 31.6 and 43.2; the end at 55.2.
    @Test(arguments: [
        Row(at: 0, phase: .inhale, cycle: 1, start: 0, end: 4, seconds: 4),
        Row(at: 3.999, phase: .inhale, cycle: 1, start: 0, end: 4, seconds: 4),
        Row(at: 4, phase: .exhale, cycle: 1, start: 4, end: 10, seconds: 6),
        Row(at: 9.999, phase: .exhale, cycle: 1, start: 4, end: 10, seconds: 6),
        Row(at: 10, phase: .inhale, cycle: 2, start: 10, end: 14.3, seconds: 4.3),
        // A hair before a start, as rounding can leave an instant, is that start.
        Row(at: 10 - 1e-10, phase: .inhale, cycle: 2, start: 10, end: 14.3, seconds: 4.3),
        Row(at: 14.3, phase: .exhale, cycle: 2, start: 14.3, end: 20.6, seconds: 6.3),
        Row(at: 20.6, phase: .inhale, cycle: 3, start: 20.6, end: 25.1, seconds: 4.5),
        Row(at: 31.6, phase: .inhale, cycle: 4, start: 31.6, end: 36.4, seconds: 4.8),
        Row(at: 43.2, phase: .inhale, cycle: 5, start: 43.2, end: 48.2, seconds: 5),
        Row(at: 48.2, phase: .exhale, cycle: 5, start: 48.2, end: 55.2, seconds: 7),
        Row(at: 55.2, phase: .exhale, cycle: 5, start: 48.2, end: 55.2, seconds: 7),
        Row(at: 90, phase: .exhale, cycle: 5, start: 48.2, end: 55.2, seconds: 7),
    ])
    func fourSixToFiveSeven(row: Row) {
        let moment = SessionTimeline(plan: Self.ramp("4-6", "5-7", cycles: 5)).moment(at: row.at)
        #expect(moment.phase == row.phase)
        #expect(moment.cycle == row.cycle)
        #expect(moment.cycles == 5)
        #expect(moment.phaseStart == row.start)
        #expect(moment.phaseEnd == row.end)
        #expect(moment.phaseSeconds == row.seconds)
        #expect(moment.isFinished == (row.at >= 55.2))
        #expect(abs(moment.sessionSecondsLeft - max(0, 55.2 - row.at)) < 1e-9)
    }

    /// 4-7-8 to 4-8-10 in five cycles: starts at 0, 19, 38.8, 59.3 and 80.6.
    @Test(arguments: [
        Row(at: 4, phase: .holdFull, cycle: 1, start: 4, end: 11, seconds: 7),
        Row(at: 19, phase: .inhale, cycle: 2, start: 19, end: 23, seconds: 4),
        Row(at: 23, phase: .holdFull, cycle: 2, start: 23, end: 30.3, seconds: 7.3),
        Row(at: 30.3, phase: .exhale, cycle: 2, start: 30.3, end: 38.8, seconds: 8.5),
        Row(at: 38.8, phase: .inhale, cycle: 3, start: 38.8, end: 42.8, seconds: 4),
        Row(at: 50.2, phase: .holdFull, cycle: 3, start: 42.8, end: 50.3, seconds: 7.5),
        Row(at: 50.3, phase: .exhale, cycle: 3, start: 50.3, end: 59.3, seconds: 9),
        Row(at: 84.6, phase: .holdFull, cycle: 5, start: 84.6, end: 92.6, seconds: 8),
        Row(at: 100, phase: .exhale, cycle: 5, start: 92.6, end: 102.6, seconds: 10),
    ])
    func fourSevenEightToFourEightTen(row: Row) {
        let moment = SessionTimeline(plan: Self.ramp("4-7-8", "4-8-10", cycles: 5)).moment(at: row.at)
        #expect(moment.phase == row.phase)
        #expect(moment.cycle == row.cycle)
        #expect(moment.phaseSeconds == row.seconds)
        #expect(moment.phaseEnd == row.end)
        #expect(moment.phaseStart == row.start)
    }

    /// Cycles completed, in the summary's "full cycles".
    @Test func completedCycles() {
        let line = SessionTimeline(plan: Self.ramp("4-6", "5-7", cycles: 5))
        let table: [(Double, Int)] = [(0, 0), (9.999, 0), (10, 1), (20.59, 1), (20.6, 2), (43.2, 4), (55.19, 4), (55.2, 5), (80, 5)]
        for (at, done) in table { #expect(line.completedCycles(at: at) == done, "at \(at)") }
    }

    /// The circle: empty at each cycle's start, full at each inhale's end, as for any
    /// pattern; the inhale's ease stretched over this cycle's length.
    @Test func theCircleFollowsEachCyclesLengths() {
        let line = SessionTimeline(plan: Self.ramp("4-6", "5-7", cycles: 5))
        let rest = SessionTimeline.restingScale
        #expect(line.moment(at: 10).scale == rest)
        #expect(abs(line.moment(at: 14.3).scale - 1) < 1e-12)
        // Half-way through cycle 2's inhale of 4.3 s.
        #expect(abs(line.moment(at: 12.15).scale - (rest + (1 - rest) * 0.5)) < 1e-9)
    }

    /// A pause mid-ramp stops the breath where it is; on resuming the ramp goes on from
    /// the same instant of the same cycle.
    @Test func aPauseMidRamp() {
        var session = PracticeSession(plan: Self.ramp("4-6", "5-7", cycles: 5), startedAt: 100)
        session.update(.tick(now: 112))
        #expect(session.moment(at: 112).cycle == 2)
        session.update(.togglePause(now: 112))
        #expect(session.isPaused)
        // Half a minute paused: the moment does not move.
        #expect(session.moment(at: 142) == session.moment(at: 112))
        session.update(.togglePause(now: 142))
        // 2.3 active seconds later: 14.3 s in, cycle 2's breath out of 6.3 s.
        let moment = session.moment(at: 144.3)
        #expect(moment.phase == .exhale)
        #expect(moment.cycle == 2)
        #expect(moment.phaseSeconds == 6.3)
        #expect(abs(session.elapsed(at: 144.3) - 14.3) < 1e-9)
        session.update(.tick(now: 186))
        #expect(session.isEnded)
        #expect(session.summary(at: 186).practisedSeconds == 55.2)
        #expect(session.summary(at: 186).fullCycles == 5)
        #expect(session.summary(at: 186).line() == "4-6 to 5-7 · 0:55 practised of 0:55 · 5 full cycles · finished")
        #expect(session.summary(at: 186).line(words: Words(.simplifiedChinese)) == "4-6 到 5-7 · 已练习 55秒，共 55秒 · 完整 5 轮 · 已完成")
    }

    /// A 400-cycle ramp looked up at every phase's start, found by halves in its table:
    /// each answer is the phase worked out here in whole tenths, on its own.
    @Test func everyPhaseOfALongRampIsFoundExactly() {
        let plan = Self.ramp("4-6", "9-14", cycles: 400)
        let line = SessionTimeline(plan: plan)
        var tenths = 0
        for cycle in 0..<400 {
            for (phase, (first, last)) in [(40, 90), (60, 140)].enumerated() {
                let length = Int((Double(first * (399 - cycle) + last * cycle) / 399).rounded(.toNearestOrAwayFromZero))
                let moment = line.moment(at: Double(tenths) / 10)
                #expect(moment.cycle == cycle + 1 && moment.phaseIndex == phase && moment.phaseSeconds == Double(length) / 10, "cycle \(cycle + 1)")
                #expect(moment.phaseStart == Double(tenths) / 10)
                tenths += length
                if moment.cycle != cycle + 1 { return }
            }
        }
        #expect(line.endSeconds() == Double(tenths) / 10)
    }

    /// Twenty minutes of ramp driven by an irregular frame clock: every phase change is
    /// seen within one frame of its schedule (the starts worked out in tenths here), at the
    /// start and at the end alike.
    @Test func twentyMinutesWithoutDrift() {
        let plan = try! PracticePlan(ramp: PatternNotation.parse("4-6"), to: PatternNotation.parse("6-9"), length: .minutes(20))
        var schedule: [Double] = []
        var tenths = 0
        let steps = plan.cycles - 1
        for cycle in 0...steps {
            for (first, last) in [(40, 60), (60, 90)] {
                schedule.append(Double(tenths) / 10)
                tenths += Int((Double(first * (steps - cycle) + last * cycle) / Double(steps)).rounded(.toNearestOrAwayFromZero))
            }
        }
        let summary = SessionTimelineTests.expectEveryPhaseSeenOnTime(plan, schedule: schedule)
        #expect(summary.practisedSeconds == Double(tenths) / 10)
        #expect(summary.endReason == .finished)
    }
}
