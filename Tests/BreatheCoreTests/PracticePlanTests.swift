import Testing
@testable import BreatheCore

@Suite struct PracticePlanTests {
    func pattern(_ text: String) throws -> BreathPattern { try PatternNotation.parse(text) }

    @Test func minutesRoundToTheNearestWholeCycle() throws {
        // 300 s / 19 s = 15.8 cycles → 16 (5:04).
        let plan = try PracticePlan(pattern: pattern("4-7-8"), length: .minutes(5))
        #expect(plan.cycles == 16)
        #expect(plan.totalSeconds == 304)
        // 60 s / 11 s = 5.45 → 5.
        #expect(try PracticePlan(pattern: pattern("coherent"), length: .minutes(1)).cycles == 5)
        // 120 s / 16 s = 7.5 exactly: a half rounds up.
        #expect(try PracticePlan(pattern: pattern("box"), length: .minutes(2)).cycles == 8)
    }

    @Test func aSessionIsAtLeastOneCycle() throws {
        let plan = try PracticePlan(pattern: pattern("60-60"), length: .minutes(0.5))
        #expect(plan.cycles == 1)
        #expect(plan.totalSeconds == 120)
    }

    @Test func cyclesAreTakenAsGiven() throws {
        #expect(try PracticePlan(pattern: pattern("4-7-8"), length: .cycles(4)).totalSeconds == 76)
    }

    @Test(arguments: [
        (SessionLength.minutes(0.4), PlanError.minutesOutOfRange(0.4)),
        (.minutes(0), .minutesOutOfRange(0)),
        (.minutes(-3), .minutesOutOfRange(-3)),
        (.minutes(121), .minutesOutOfRange(121)),
        (.minutes(.nan), .minutesOutOfRange(.nan)),
        (.cycles(0), .cyclesOutOfRange(0)),
        (.cycles(1001), .cyclesOutOfRange(1001)),
        (.cycles(-1), .cyclesOutOfRange(-1)),
    ])
    func lengthsOutOfRangeAreRefused(length: SessionLength, expected: PlanError) throws {
        let box = try pattern("box")
        #expect(throws: PlanError.self) { try PracticePlan(pattern: box, length: length) }
        if case .minutes(let value) = length, value.isNaN { return }
        #expect(throws: expected) { try PracticePlan(pattern: box, length: length) }
    }

    @Test func noSessionLastsBeyondTwoHours() throws {
        // 1000 cycles of 2 minutes would be 33 hours.
        #expect(throws: PlanError.tooLong(seconds: 120_000)) {
            try PracticePlan(pattern: pattern("60-60"), length: .cycles(1000))
        }
        #expect(PlanError.tooLong(seconds: 120_000).description.contains("33:20:00"))
    }
}
