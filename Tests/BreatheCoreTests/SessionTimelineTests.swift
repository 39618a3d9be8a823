import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import BreatheCore

@Suite struct SessionTimelineTests {
    func timeline(_ text: String, cycles: Int) throws -> SessionTimeline {
        SessionTimeline(plan: try PracticePlan(pattern: PatternNotation.parse(text), length: .cycles(cycles)))
    }

    @Test func fourSevenEightBoundariesAtExactInstants() throws {
        let line = try timeline("4-7-8", cycles: 3)
        let expectations: [(Double, BreathPhaseKind, Int)] = [
            (0, .inhale, 1), (3.999, .inhale, 1), (4, .holdFull, 1), (10.999, .holdFull, 1),
            (11, .exhale, 1), (18.999, .exhale, 1), (19, .inhale, 2), (23, .holdFull, 2),
            (38, .inhale, 3), (56.999, .exhale, 3),
        ]
        for (time, phase, cycle) in expectations {
            let moment = line.moment(at: time)
            #expect(moment.phase == phase, "at \(time)")
            #expect(moment.cycle == cycle, "at \(time)")
        }
        #expect(line.moment(at: 4).phaseProgress == 0)
        #expect(line.moment(at: 4).phaseSecondsLeft == 7)
        #expect(line.moment(at: 2).phaseProgress == 0.5)
    }

    @Test func boxBoundaries() throws {
        let line = try timeline("box", cycles: 2)
        let phases = [0.0, 4, 8, 12, 16, 20, 24, 28].map { line.moment(at: $0).phase }
        #expect(phases == [.inhale, .holdFull, .exhale, .holdEmpty, .inhale, .holdFull, .exhale, .holdEmpty])
        #expect(line.moment(at: 16).cycle == 2)
        #expect(line.moment(at: 15.5).sessionSecondsLeft == 16.5)
    }

    @Test func scaleIsEasedBetweenRestAndFull() throws {
        let line = try timeline("4-7-8", cycles: 2)
        let rest = SessionTimeline.restingScale
        #expect(line.moment(at: 0).scale == rest)
        // Half-way through the inhale the cosine ease is exactly half-way.
        #expect(abs(line.moment(at: 2).scale - (rest + (1 - rest) * 0.5)) < 1e-12)
        // A quarter of the way: (1 - cos(π/4)) / 2 = 0.1464466…
        #expect(abs(line.moment(at: 1).scale - (rest + (1 - rest) * 0.14644660940672627)) < 1e-12)
        // Steady on the hold.
        for time in [4.0, 6.5, 10.9] { #expect(line.moment(at: time).scale == 1) }
        // Half-way out.
        #expect(abs(line.moment(at: 15).scale - (rest + (1 - rest) * 0.5)) < 1e-12)
        #expect(line.moment(at: 19).scale == rest)
        // Slow at the edges, quick in the middle.
        let early = line.moment(at: 0.4).scale - line.moment(at: 0).scale
        let middle = line.moment(at: 2.2).scale - line.moment(at: 1.8).scale
        #expect(middle > 5 * early)
    }

    @Test func boxHoldsStayFullThenEmpty() throws {
        let line = try timeline("box", cycles: 1)
        #expect(line.moment(at: 6).scale == 1)
        #expect(line.moment(at: 14).scale == SessionTimeline.restingScale)
    }

    @Test func sighTopsUpTheLastPartOfTheWay() throws {
        let line = try timeline("sigh", cycles: 1)
        let rest = SessionTimeline.restingScale
        #expect(abs(line.moment(at: 2.5).scale - (rest + (1 - rest) * 0.7)) < 1e-12)
        #expect(line.moment(at: 2.5).phase == .topUp)
        #expect(abs(line.moment(at: 3.5).scale - 1) < 1e-12)
        #expect(line.moment(at: 3.5).phase == .exhale)
    }

    @Test func theEndIsTheEndOfAFullCycle() throws {
        let line = try timeline("4-6", cycles: 3)
        let end = line.moment(at: 30)
        #expect(end.isFinished)
        #expect(end.cycle == 3)
        #expect(end.sessionSecondsLeft == 0)
        #expect(line.moment(at: 29.99).isFinished == false)
        #expect(line.moment(at: 500) == end)
        #expect(line.moment(at: -5) == line.moment(at: 0))
        #expect(line.completedCycles(at: 29.99) == 2)
        #expect(line.completedCycles(at: 30) == 3)
    }

    /// A 30-minute session driven by an irregular frame clock: every phase change is seen
    /// within one frame of its exact schedule, at the start and at the end alike.
    @Test func thirtyMinutesWithoutDrift() throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("coherent"), length: .minutes(30))
        var schedule: [Double] = []
        for cycle in 0..<plan.cycles {
            schedule.append(Double(cycle) * 11)
            schedule.append(Double(cycle) * 11 + 5.5)
        }
        let summary = Self.expectEveryPhaseSeenOnTime(plan, schedule: schedule)
        #expect(summary.practisedSeconds == plan.totalSeconds)
        #expect(summary.endReason == .finished)
    }

    /// Drives a session of `plan` to its end with frames between 5 and 45 ms apart, in a
    /// repeating uneven rhythm, and expects each phase (starting at the active instants of
    /// `schedule`) to be seen within one frame of its start. The summary at the end.
    static func expectEveryPhaseSeenOnTime(_ plan: PracticePlan, schedule: [Double]) -> SessionSummary {
        var session = PracticeSession(plan: plan, startedAt: 1000)
        var now = 1000.0
        var previous = session.moment(at: now)
        var observed: [Double] = [0]
        var frame = 0
        var worstStep = 0.0
        while !session.isEnded {
            // Frames between 5 and 45 ms apart, in a repeating uneven rhythm.
            let step = 0.005 + Double((frame * 7919) % 41) / 1000
            worstStep = max(worstStep, step)
            now += step
            frame += 1
            session.update(.tick(now: now))
            let moment = session.moment(at: now)
            if moment.phaseIndex != previous.phaseIndex || moment.cycle != previous.cycle {
                observed.append(now - 1000)
            }
            previous = moment
        }
        #expect(observed.count == schedule.count)
        for (seen, planned) in zip(observed, schedule) {
            #expect(seen >= planned - 1e-6 && seen - planned <= worstStep + 1e-6, "phase due at \(planned) s was seen at \(seen) s")
        }
        return session.summary(at: now)
    }
}
