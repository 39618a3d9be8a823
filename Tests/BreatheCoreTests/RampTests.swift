import Testing
@testable import BreatheCore

/// Ramps as plans: each cycle's lengths, their total, the rule for --minutes, the
/// refusals, and the rest of a ramp when a lesson is continued. Every expected length
/// below was worked out by hand from the rule in Docs/DESIGN.md.
@Suite struct RampTests {
    func pattern(_ text: String) throws -> BreathPattern { try PatternNotation.parse(text) }

    func ramp(_ from: String, _ to: String, _ length: SessionLength) throws -> PracticePlan {
        try PracticePlan(ramp: pattern(from), to: pattern(to), length: length)
    }

    func paced(_ plan: PracticePlan) throws -> PacedCycles {
        guard plan.segments.count == 1, case .paced(let paced) = plan.segments[0] else {
            Issue.record("not one run of paced cycles: \(plan.segments)")
            throw PlanError.noBreath
        }
        return paced
    }

    /// Each cycle's phases, in seconds.
    func lengths(_ plan: PracticePlan) throws -> [[Double]] {
        let cycles = try paced(plan)
        return (0..<cycles.cycles).map { cycle in (0..<cycles.phaseCount).map { cycles.seconds(cycle: cycle, phase: $0) } }
    }

    /// 4-6 to 5-7 in five cycles: a quarter of the way each cycle, 4.25 rounding to 4.3.
    @Test func fourSixToFiveSevenCycleByCycle() throws {
        let plan = try ramp("4-6", "5-7", .cycles(5))
        #expect(try lengths(plan) == [[4, 6], [4.3, 6.3], [4.5, 6.5], [4.8, 6.8], [5, 7]])
        #expect(plan.cycles == 5)
        // 10 + 10.6 + 11 + 11.6 + 12.
        #expect(plan.totalSeconds == 55.2)
        #expect(plan.pattern.name == "4-6")
        #expect(plan.rampTarget?.name == "5-7")
    }

    /// Eleven cycles move a tenth of a second each.
    @Test func elevenCyclesMoveATenthEach() throws {
        let plan = try ramp("4-6", "5-7", .cycles(11))
        #expect(try lengths(plan).map(\.[0]) == [4, 4.1, 4.2, 4.3, 4.4, 4.5, 4.6, 4.7, 4.8, 4.9, 5])
        #expect(try lengths(plan).map(\.[1]) == [6, 6.1, 6.2, 6.3, 6.4, 6.5, 6.6, 6.7, 6.8, 6.9, 7])
        #expect(plan.totalSeconds == 121)
    }

    /// 4-7-8 to 4-8-10: the inhale stays, the hold and the breath out lengthen.
    @Test func fourSevenEightToFourEightTenCycleByCycle() throws {
        let plan = try ramp("4-7-8", "4-8-10", .cycles(5))
        #expect(try lengths(plan) == [[4, 7, 8], [4, 7.3, 8.5], [4, 7.5, 9], [4, 7.8, 9.5], [4, 8, 10]])
        // 19 + 19.8 + 20.5 + 21.3 + 22.
        #expect(plan.totalSeconds == 102.6)
        #expect(try paced(plan).kinds == [.inhale, .holdFull, .exhale])
    }

    /// A ramp may shorten as well as lengthen.
    @Test func aRampMayGoDown() throws {
        #expect(try lengths(ramp("5-7", "4-6", .cycles(3))) == [[5, 7], [4.5, 6.5], [4, 6]])
    }

    /// The dash notation of each cycle, as the screen shows it.
    @Test func eachCycleInDashNotation() throws {
        let cycles = try paced(ramp("4-7-8", "4-8-10", .cycles(5)))
        #expect((0..<5).map(cycles.notation(ofCycle:)) == ["4-7-8", "4-7.3-8.5", "4-7.5-9", "4-7.8-9.5", "4-8-10"])
        let box = try paced(ramp("4-0-4-4", "4-0-6-4", .cycles(3)))
        #expect((0..<3).map(box.notation(ofCycle:)) == ["4-0-4-4", "4-0-5-4", "4-0-6-4"])
    }

    /// --minutes: the cycles nearest to the minutes at the ramp's mean cycle, a half
    /// rounding up, never fewer than two.
    @Test func minutesAtTheMeanCycle() throws {
        // 600 s / 11 s (the mean of 10 and 12) = 54.5 → 55.
        let ten = try ramp("4-6", "5-7", .minutes(10))
        #expect(ten.cycles == 55)
        // 300 s / 20.5 s = 14.6 → 15.
        #expect(try ramp("4-7-8", "4-8-10", .minutes(5)).cycles == 15)
        // 45 s / 10 s (the mean of 10 and 10) = 4.5 → 5, a half rounding up.
        #expect(try ramp("4-6", "3-7", .minutes(0.75)).cycles == 5)
        // Half a minute of 60-60 is a quarter of a cycle: still the two ends.
        let long = try ramp("60-60", "50-60", .minutes(0.5))
        #expect(long.cycles == 2)
        #expect(long.totalSeconds == 230)
    }

    /// The plan's total is what its cycles add up to, whatever the rounding of each.
    @Test func theTotalIsTheCyclesAddedUp() throws {
        let plan = try ramp("4-6", "5.5-8.5", .minutes(20))
        let added = try lengths(plan).reduce(0) { $0 + $1.reduce(0, +) }
        #expect(abs(plan.totalSeconds - added) < 1e-9)
        #expect(abs(SessionTimeline(plan: plan).endSeconds() - added) < 1e-9)
    }

    @Test(arguments: [
        ("4-6", "4-7-8"), ("box", "4-4-4"), ("4-0-6", "4-2-6"), ("sigh", "2.5-1-5.5"), ("4-7-8", "4-4-4-4"),
    ])
    func patternsWithOtherPhasesAreRefused(from: String, to: String) throws {
        #expect(throws: PlanError.rampPhasesDiffer(from: from, to: to)) { try ramp(from, to, .cycles(5)) }
    }

    @Test func aRampNeedsTwoCyclesAndFitsTwoHours() throws {
        #expect(throws: PlanError.rampTooShort(1)) { try ramp("4-6", "5-7", .cycles(1)) }
        #expect(throws: PlanError.cyclesOutOfRange(0)) { try ramp("4-6", "5-7", .cycles(0)) }
        #expect(throws: PlanError.minutesOutOfRange(121)) { try ramp("4-6", "5-7", .minutes(121)) }
        // 100 cycles of two minutes are 3:20:00.
        #expect(throws: PlanError.tooLong(seconds: 12_000)) { try ramp("60-60", "60-60", .cycles(100)) }
        // Two hours at the mean, a little over at the slower end: kept, as a fixed
        // pattern's last rounded cycle is.
        #expect(try ramp("4-6", "5-7", .minutes(120)).cycles == 655)
    }

    /// A lesson continued: the last whole cycles that cover the time left, where the
    /// ramp ends.
    @Test func theRestOfARamp() throws {
        let plan = try ramp("4-6", "5-7", .cycles(5))
        // 12 s left: the last cycle (12 s) covers it.
        let last = plan.lastCycles(covering: 12)
        #expect(try lengths(last) == [[5, 7]])
        #expect(last.rampTarget?.name == "5-7")
        // 12.1 s left: the last two (11.6 + 12).
        #expect(try lengths(plan.lastCycles(covering: 12.1)) == [[4.8, 6.8], [5, 7]])
        #expect(plan.lastCycles(covering: 23.6).cycles == 2)
        #expect(plan.lastCycles(covering: 1000).cycles == 5)
        // A fixed pattern: whole cycles of it, as before.
        let fixed = try PracticePlan(pattern: pattern("4-6"), length: .cycles(8))
        #expect(fixed.lastCycles(covering: 25).cycles == 3)
        #expect(fixed.lastCycles(covering: 25).totalSeconds == 30)
    }

    /// Every cue a ramp gives is made before it starts: each phase at each length.
    @Test func theCuesOfARampAreEveryLength() throws {
        let cues = Cue.all(in: try ramp("4-6", "5-7", .cycles(3)))
        #expect(cues == [.phase(.inhale, seconds: 4), .phase(.exhale, seconds: 6), .phase(.inhale, seconds: 4.5), .phase(.exhale, seconds: 6.5),
                         .phase(.inhale, seconds: 5), .phase(.exhale, seconds: 7), .closing])
        let fixed = try PracticePlan(pattern: pattern("4-7-8"), length: .cycles(3))
        #expect(Cue.all(in: fixed) == Cue.all(in: fixed.pattern))
    }
}
