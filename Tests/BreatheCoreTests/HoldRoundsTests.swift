import Testing
@testable import BreatheCore

/// Hold rounds as a plan and a timeline: the segments of each round in order with their
/// lengths, holds ended at chosen instants, the cap, where each instant lies (round,
/// stage, breath), and the command line that asks for them.
///
/// The plan of every table: 2 rounds of 10 breaths. A round is 10 × (1.5 + 1.5) = 30 s of
/// quick breaths, an open hold (cap 180 s), and in 2, hold 15, out 2 (19 s). Every instant
/// below is added up by hand from those.
@Suite struct HoldRoundsTests {
    static let rounds = HoldRounds(rounds: 2, breaths: 10)
    static let plan = rounds.plan

    @Test func theSegmentsOfEachRoundInOrder() {
        let quick = BreathPattern(name: "rounds", phases: [BreathPhase(.inhale, 1.5), BreathPhase(.exhale, 1.5)])
        let recovery = BreathPattern(name: "rounds", phases: [BreathPhase(.inhale, 2), BreathPhase(.holdFull, 15), BreathPhase(.exhale, 2)])
        let round: [PlanSegment] = [.paced(PacedCycles(quick, cycles: 10)), .openHold(OpenHold(.holdEmpty, cap: 180)), .paced(PacedCycles(recovery, cycles: 1))]
        #expect(Self.plan.segments == round + round)
        #expect(Self.plan.segments.map(\.longestSeconds) == [30, 180, 19, 30, 180, 19])
        // Planned at its longest: each hold at its cap.
        #expect(Self.plan.totalSeconds == 458)
        #expect(Self.plan.pattern.name == "rounds")
        #expect(Self.plan.cycles == 22)
        #expect(Self.plan.hasOpenHolds)
        // The defaults, and the longest rounds there can be (well inside two hours).
        #expect(HoldRounds().plan.segments.count == 9)
        #expect(HoldRounds().plan.totalSeconds == 3 * (90 + 180 + 19))
        #expect(HoldRounds(rounds: 10, breaths: 60).plan.totalSeconds == 10 * (180 + 180 + 19))
        // Counts from elsewhere are brought into range.
        #expect(HoldRounds(rounds: 0, breaths: 99) == HoldRounds(rounds: 1, breaths: 60))
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let ended: [Double]
        let at: Double
        let round: Int
        let stage: HoldRounds.Place.Stage
        let phase: BreathPhaseKind
        var testDescription: String { "\(ended) at \(at)" }
    }

    /// The first hold ended at 92.3 (62.3 s held), the second never: its cap ends it at
    /// 141.3 + 180 = 321.3, and the session at 340.3.
    @Test(arguments: [
        Row(ended: [92.3], at: 0, round: 1, stage: .breathing(breath: 1, of: 10), phase: .inhale),
        Row(ended: [92.3], at: 4.6, round: 1, stage: .breathing(breath: 2, of: 10), phase: .exhale),
        Row(ended: [92.3], at: 29.9, round: 1, stage: .breathing(breath: 10, of: 10), phase: .exhale),
        Row(ended: [92.3], at: 30, round: 1, stage: .holding, phase: .holdEmpty),
        Row(ended: [92.3], at: 92.2, round: 1, stage: .holding, phase: .holdEmpty),
        Row(ended: [92.3], at: 92.3, round: 1, stage: .recovering, phase: .inhale),
        Row(ended: [92.3], at: 94.3, round: 1, stage: .recovering, phase: .holdFull),
        Row(ended: [92.3], at: 109.3, round: 1, stage: .recovering, phase: .exhale),
        Row(ended: [92.3], at: 111.3, round: 2, stage: .breathing(breath: 1, of: 10), phase: .inhale),
        Row(ended: [92.3], at: 141.3, round: 2, stage: .holding, phase: .holdEmpty),
        Row(ended: [92.3], at: 321.2, round: 2, stage: .holding, phase: .holdEmpty),
        Row(ended: [92.3], at: 321.3, round: 2, stage: .recovering, phase: .inhale),
        Row(ended: [92.3], at: 340.3, round: 2, stage: .recovering, phase: .exhale),
        // Nothing ended: the first hold runs to its cap, 30 + 180.
        Row(ended: [], at: 209.9, round: 1, stage: .holding, phase: .holdEmpty),
        Row(ended: [], at: 210, round: 1, stage: .recovering, phase: .inhale),
    ])
    func whereEachInstantLies(row: Row) {
        let line = SessionTimeline(plan: Self.plan)
        let moment = line.moment(at: row.at, holdsEnded: row.ended)
        let place = Self.rounds.place(of: moment)
        #expect(place.round == row.round)
        #expect(place.rounds == 2)
        #expect(place.stage == row.stage)
        #expect(moment.phase == row.phase)
    }

    @Test func holdsEndedAndCapped() {
        let line = SessionTimeline(plan: Self.plan)
        #expect(abs(line.endSeconds(holdsEnded: [92.3]) - 340.3) < 1e-9)
        #expect(line.holdLengths(at: 400, holdsEnded: [92.3]).map { ($0 * 10).rounded() / 10 } == [62.3, 180])
        #expect(line.holdLengths(at: 400, holdsEnded: [92.3, 150]).map { ($0 * 10).rounded() / 10 } == [62.3, 8.7])
        #expect(line.endSeconds(holdsEnded: []) == 458)
        // Enter in the quick breaths ends nothing: the session ends no hold before it begins.
        var session = PracticeSession(plan: Self.plan, startedAt: 0)
        session.update(.endHold(now: 12))
        #expect(session.holdsEnded.isEmpty)
        session.update(.endHold(now: 40))
        #expect(session.holdsEnded == [40])
        #expect(session.holdLengths(at: 45) == [10])
    }

    /// What the screen is given: the hold under way apart from the earlier ones, at its
    /// first instant too (when no length is listed yet).
    @Test func theStatusSeparatesTheHoldUnderWay() {
        var session = PracticeSession(plan: Self.plan, startedAt: 0)
        #expect(Self.rounds.status(of: session, at: 30) == HoldRounds.Status(place: .init(round: 1, rounds: 2, stage: .holding), earlierHolds: [], holding: 0))
        #expect(Self.rounds.status(of: session, at: 40) == HoldRounds.Status(place: .init(round: 1, rounds: 2, stage: .holding), earlierHolds: [], holding: 10))
        session.update(.endHold(now: 92))
        #expect(Self.rounds.status(of: session, at: 100) == HoldRounds.Status(place: .init(round: 1, rounds: 2, stage: .recovering), earlierHolds: [62], holding: nil))
        #expect(Self.rounds.status(of: session, at: 111) == HoldRounds.Status(place: .init(round: 2, rounds: 2, stage: .breathing(breath: 1, of: 10)), earlierHolds: [62], holding: nil))
        #expect(Self.rounds.status(of: session, at: 141) == HoldRounds.Status(place: .init(round: 2, rounds: 2, stage: .holding), earlierHolds: [62], holding: 0))
        #expect(Self.rounds.status(of: session, at: 150) == HoldRounds.Status(place: .init(round: 2, rounds: 2, stage: .holding), earlierHolds: [62], holding: 9))
    }

    // MARK: The command line

    func read(_ line: [String]) -> Result<BreatheCommand, UsageError> {
        BreatheCommand.parse(line)
    }

    @Test func theCountsAndTheirDefaults() throws {
        guard case .success(.practice(let options)) = read(["practice", "rounds"]) else { Issue.record("not read"); return }
        #expect(options.holdRounds == HoldRounds(rounds: 3, breaths: 30))
        #expect(options.plan(pace: 6).totalSeconds == 3 * (90 + 180 + 19))
        guard case .success(.practice(let given)) = read(["practice", "rounds", "--rounds", "2", "--breaths", "10", "--plain"]) else { Issue.record("not read"); return }
        #expect(given.holdRounds == HoldRounds(rounds: 2, breaths: 10))
        #expect(given.display.plain)
        // A pattern is no rounds.
        guard case .success(.practice(let box)) = read(["practice", "box"]) else { Issue.record("not read"); return }
        #expect(box.holdRounds == nil)
    }

    @Test(arguments: [
        (["practice", "rounds", "--rounds", "11"], "--rounds needs a whole number from 1 to 10, like 3, not '11'"),
        (["practice", "rounds", "--rounds", "0"], "--rounds needs a whole number from 1 to 10, like 3, not '0'"),
        (["practice", "rounds", "--rounds", "2.5"], "--rounds needs a whole number from 1 to 10, like 3, not '2.5'"),
        (["practice", "rounds", "--breaths", "9"], "--breaths needs a whole number from 10 to 60, like 30, not '9'"),
        (["practice", "rounds", "--breaths", "99999999999999999999"], "--breaths needs a whole number from 10 to 60, like 30, not '99999999999999999999'"),
        (["practice", "rounds", "--minutes", "5"], "--minutes does not go with practice rounds: its length is --rounds and --breaths, and the holds you make"),
        (["practice", "rounds", "--cycles", "5"], "--cycles does not go with practice rounds: its length is --rounds and --breaths, and the holds you make"),
        (["practice", "rounds", "--to", "5-7"], "--to does not go with practice rounds: its quick breaths keep one pace (in 1.5, out 1.5)"),
        (["practice", "box", "--rounds", "2"], "--rounds goes with practice rounds"),
        (["practice", "4-6", "--breaths", "20"], "--breaths goes with practice rounds"),
    ])
    func refusals(line: [String], message: String) {
        guard case .failure(let error) = read(line) else { Issue.record("\(line) was read"); return }
        #expect(error.message == message)
        #expect(error.hint == "breathe practice --help")
    }

    @Test func refusalsInChinese() {
        guard case .failure(let minutes) = read(["practice", "rounds", "--minutes", "5"]),
              case .failure(let rounds) = read(["practice", "box", "--rounds", "2"]) else { Issue.record("read"); return }
        let chinese = Words(.simplifiedChinese)
        #expect(minutes.message(chinese) == "--minutes 不能用于 practice rounds：它的长短由 --rounds、--breaths 和你每次屏息的时长决定")
        #expect(rounds.message(chinese) == "--rounds 只能与 practice rounds 一起使用")
    }
}
