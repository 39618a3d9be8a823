import Testing
@testable import BreatheCore

/// Open holds: segments the person ends. The timeline as tables of the instants at which
/// they were ended (or not), the cap that ends one by itself, a pause and Ctrl-Z inside a
/// hold, and the session's keys: Enter or space end a hold, space pauses elsewhere.
///
/// The plan: two cycles of 4-6 (0 to 20 s), an open hold on empty lungs (cap 60 s), in 2
/// and hold 15, a second open hold (cap 30 s), one cycle of 4-6. Every expected instant
/// below is that plan added up by hand.
@Suite struct OpenHoldTimelineTests {
    static let breaths = try! PatternNotation.parse("4-6")
    static let inAndHold = BreathPattern(name: "in and hold", phases: [BreathPhase(.inhale, 2), BreathPhase(.holdFull, 15)])
    static let plan = try! PracticePlan(name: "rounds", segments: [
        .paced(PacedCycles(breaths, cycles: 2)),
        .openHold(OpenHold(.holdEmpty, cap: 60)),
        .paced(PacedCycles(inAndHold, cycles: 1)),
        .openHold(OpenHold(.holdEmpty, cap: 30)),
        .paced(PacedCycles(breaths, cycles: 1)),
    ])
    static let line = SessionTimeline(plan: plan)

    struct Row: Sendable, CustomTestStringConvertible {
        let ended: [Double]
        let at: Double
        let segment: Int
        let phase: BreathPhaseKind
        let start: Double, end: Double
        /// Active seconds at which the whole session ends.
        let sessionEnd: Double
        /// In a hold not ended yet (not in `ended`).
        var open: Bool { [1, 3].contains(segment) && !finished && ended.count < (segment == 1 ? 1 : 2) }
        var finished: Bool { at >= sessionEnd }
        var testDescription: String { "ended \(ended) at \(at)" }
    }

    @Test(arguments: [
        // No hold ended: each runs to its cap.
        Row(ended: [], at: 19.9, segment: 0, phase: .exhale, start: 14, end: 20, sessionEnd: 137),
        Row(ended: [], at: 20, segment: 1, phase: .holdEmpty, start: 20, end: 80, sessionEnd: 137),
        Row(ended: [], at: 50, segment: 1, phase: .holdEmpty, start: 20, end: 80, sessionEnd: 137),
        Row(ended: [], at: 80, segment: 2, phase: .inhale, start: 80, end: 82, sessionEnd: 137),
        Row(ended: [], at: 82, segment: 2, phase: .holdFull, start: 82, end: 97, sessionEnd: 137),
        Row(ended: [], at: 97, segment: 3, phase: .holdEmpty, start: 97, end: 127, sessionEnd: 137),
        Row(ended: [], at: 127, segment: 4, phase: .inhale, start: 127, end: 131, sessionEnd: 137),
        // The first ended at 32.5 s: everything after it starts 47.5 s sooner.
        Row(ended: [32.5], at: 32.4, segment: 1, phase: .holdEmpty, start: 20, end: 32.5, sessionEnd: 89.5),
        Row(ended: [32.5], at: 32.5, segment: 2, phase: .inhale, start: 32.5, end: 34.5, sessionEnd: 89.5),
        Row(ended: [32.5], at: 34.5, segment: 2, phase: .holdFull, start: 34.5, end: 49.5, sessionEnd: 89.5),
        Row(ended: [32.5], at: 49.5, segment: 3, phase: .holdEmpty, start: 49.5, end: 79.5, sessionEnd: 89.5),
        // Both ended: the last cycle from 60 s, the end at 70 s.
        Row(ended: [32.5, 60], at: 60, segment: 4, phase: .inhale, start: 60, end: 64, sessionEnd: 70),
        Row(ended: [32.5, 60], at: 70, segment: 4, phase: .exhale, start: 64, end: 70, sessionEnd: 70),
        Row(ended: [32.5, 60], at: 95, segment: 4, phase: .exhale, start: 64, end: 70, sessionEnd: 70),
        // An ending past the cap counts as the cap: a hold lasts at most its cap.
        Row(ended: [100], at: 80, segment: 2, phase: .inhale, start: 80, end: 82, sessionEnd: 137),
    ])
    func heldAndEnded(row: Row) {
        let moment = Self.line.moment(at: row.at, holdsEnded: row.ended)
        #expect(moment.segment == row.segment)
        #expect(moment.phase == row.phase)
        #expect(moment.isOpenHold == [1, 3].contains(row.segment))
        #expect(moment.phaseStart == row.start)
        #expect(moment.phaseEnd == row.end)
        #expect(moment.isFinished == row.finished)
        #expect(abs(moment.sessionSecondsLeft - max(0, row.sessionEnd - row.at)) < 1e-9)
        #expect(Self.line.endSeconds(holdsEnded: row.ended) == row.sessionEnd)
        #expect(Self.line.isInOpenHold(at: row.at, holdsEnded: row.ended) == row.open)
    }

    /// An open hold under way counts up: its cap is its length, the time left in it is
    /// the cap's; the circle stays empty.
    @Test func aHoldUnderWay() {
        let moment = Self.line.moment(at: 50)
        #expect(moment.phaseSeconds == 60)
        #expect(moment.phaseSecondsLeft == 30)
        #expect(moment.phaseProgress == 0.5)
        #expect(moment.cycle == 1 && moment.cycles == 1)
        #expect(moment.scale == SessionTimeline.restingScale)
        #expect(moment.phaseStartScale == moment.phaseEndScale)
        // Full lungs after "in and hold".
        #expect(Self.line.moment(at: 90).scale == 1)
    }

    /// What each hold lasted, as far as `at`: ended, capped, or under way.
    @Test func holdLengths() {
        let table: [([Double], Double, [Double])] = [
            ([], 19, []), ([], 50, [30]), ([], 85, [60]), ([], 100, [60, 3]), ([], 140, [60, 30]),
            ([32.5], 40, [12.5]), ([32.5], 60, [12.5, 10.5]), ([32.5, 60], 70, [12.5, 10.5]),
        ]
        for (ended, at, lengths) in table {
            #expect(Self.line.holdLengths(at: at, holdsEnded: ended) == lengths, "ended \(ended) at \(at)")
        }
    }

    @Test func completedCyclesSkipTheHolds() {
        #expect(Self.line.completedCycles(at: 50) == 2)
        #expect(Self.line.completedCycles(at: 137) == 4)
        #expect(Self.line.completedCycles(at: 49.5, holdsEnded: [32.5]) == 3)
        #expect(Self.line.completedCycles(at: 70, holdsEnded: [32.5, 60]) == 4)
    }

    /// The session: Enter (`endHold`) counts only inside an open hold, and not while
    /// paused; paused and stopped time are not held.
    @Test func aSessionEndsItsHolds() {
        var session = PracticeSession(plan: Self.plan, startedAt: 0)
        session.update(.endHold(now: 10))
        #expect(session.holdsEnded.isEmpty)
        session.update(.endHold(now: 32.5))
        #expect(session.holdsEnded == [32.5])
        // Paused 5.5 s into the second hold, for 45 s; Enter while paused does nothing.
        session.update(.togglePause(now: 55))
        session.update(.endHold(now: 70))
        #expect(session.holdsEnded == [32.5])
        #expect(session.isInOpenHold(at: 70) == false)
        session.update(.togglePause(now: 100))
        // Ctrl-Z for 20 s.
        session.update(.suspend(now: 102))
        session.update(.resume(now: 122))
        #expect(session.isInOpenHold(at: 125))
        // 55 + 2 + 3 active seconds: the hold ends at 60 s.
        session.update(.endHold(now: 125))
        #expect(session.holdsEnded == [32.5, 60])
        #expect(session.holdLengths(at: 125) == [12.5, 10.5])
        session.update(.tick(now: 135))
        #expect(session.isEnded)
        #expect(session.summary(at: 135).practisedSeconds == 70)
        #expect(session.summary(at: 135).endReason == .finished)
    }

    /// Enter held down across the start of a hold (a key every 0.1 s) does not end it in
    /// its first second; a key after that does (issue 33: such a hold was saved as 0:00).
    @Test func keysAsAHoldBeginsDoNotEndIt() {
        var session = PracticeSession(plan: Self.plan, startedAt: 0)
        let holdStart = 20.0
        #expect(session.isInOpenHold(at: holdStart + 0.05))
        for tenth in -5...9 {
            session.update(.endHold(now: holdStart + Double(tenth) / 10))
        }
        #expect(session.holdsEnded.isEmpty)
        #expect(session.isInOpenHold(at: holdStart + 0.95))
        session.update(.endHold(now: holdStart + 1))
        #expect(session.holdsEnded == [holdStart + 1])
    }

    /// Nobody ends the first hold: its cap does, and the session goes on by itself.
    @Test func theCapEndsAHold() {
        var session = PracticeSession(plan: Self.plan, startedAt: 0)
        session.update(.tick(now: 85))
        #expect(session.moment(at: 85).segment == 2)
        #expect(session.holdLengths(at: 85) == [60])
        // Enter after the cap is not an ending of the hold that has gone.
        session.update(.endHold(now: 86))
        #expect(session.holdsEnded.isEmpty)
    }

    /// The first hold runs to its cap; Enter in the second ends the second, not the
    /// first again: each hold keeps its own place among the endings.
    @Test func aKeyAfterACappedHoldEndsTheHoldUnderWay() {
        var session = PracticeSession(plan: Self.plan, startedAt: 0)
        session.update(.tick(now: 99))
        session.update(.endHold(now: 100))
        #expect(session.holdLengths(at: 101) == [60, 3])
        #expect(session.moment(at: 101).segment == 4)
        #expect(!session.isInOpenHold(at: 101))
    }

    /// A session quit inside a hold keeps the hold as far as it went.
    @Test func quitInsideAHold() {
        var session = PracticeSession(plan: Self.plan, startedAt: 0)
        session.update(.end(.quit, now: 40))
        #expect(session.holdLengths(at: 90) == [20])
        #expect(session.summary(at: 90).practisedSeconds == 40)
        #expect(session.summary(at: 90).endReason == .quit)
    }

    /// Holds are checked as plans are: a cap of one second to three minutes.
    @Test func capsOutsideTheirRangeAreRefused() {
        for cap in [0.5, 181, .nan] {
            #expect(throws: PlanError.noBreath) { try PracticePlan(name: "x", segments: [.openHold(OpenHold(.holdEmpty, cap: cap))]) }
        }
        #expect(throws: PlanError.noBreath) { try PracticePlan(name: "x", segments: []) }
        let alone = try? PracticePlan(name: "bolt", segments: [.openHold(OpenHold(.holdEmpty, cap: 180))])
        #expect(alone?.pattern.name == "bolt")
        #expect(alone?.totalSeconds == 180)
        #expect(alone?.cycles == 0)
    }

    // MARK: The session's keys

    enum After: Equatable {
        case running(segment: Int, phase: Int, paused: Bool)
        case ended(EndReason, practised: Double, signal: Int32?)
    }

    /// Runs `rows` (milliseconds, event, effects, state after) through the session's
    /// reducer from a start at 0 with sounds on.
    func check(_ rows: [(Int, SessionFeature.Event, [String], After)]) {
        let time = Milliseconds()
        var (running, effects) = SessionFeature.start(PendingSession(kind: .free(Self.plan)), at: time.at(0), context: .table(sounds: true))
        #expect(effects.map(label) == ["cue inhale 4", "beginJournal id-1 4-6"])
        for (ms, event, expected, after) in rows {
            let (step, effects) = SessionFeature.reduce(running, event, at: time.at(ms), sounds: true)
            #expect(effects.map(label) == expected, "\(ms) ms")
            switch step {
            case .running(let next):
                #expect(After.running(segment: next.phase?.segment ?? -1, phase: next.phase?.index ?? -1, paused: next.practice.isPaused) == after, "\(ms) ms")
                running = next
            case .ended(let ended):
                #expect(After.ended(ended.attempt.endReason, practised: ended.attempt.practicedSeconds, signal: ended.signal) == after, "\(ms) ms")
                return
            }
        }
    }

    /// Enter does nothing during paced breaths and ends the hold; space pauses the
    /// breaths and ends the second hold; the cue of each hold carries its cap. The end of
    /// each hold, and of the session, checkpoints the holds so far at once.
    @Test func enterAndSpace() {
        check([
            (4000, .tick, ["cue exhale 6"], .running(segment: 0, phase: 1, paused: false)),
            (5000, .endHold, ["checkpoint 5"], .running(segment: 0, phase: 1, paused: false)),
            (6000, .togglePause, ["checkpoint 6"], .running(segment: 0, phase: 1, paused: true)),
            (8000, .togglePause, [], .running(segment: 0, phase: 1, paused: false)),
            (22000, .tick, ["cue holdEmpty 60", "checkpoint 20"], .running(segment: 1, phase: 0, paused: false)),
            (34500, .endHold, ["cue inhale 2", "checkpoint 32.5 holds 12.5"], .running(segment: 2, phase: 0, paused: false)),
            (36500, .tick, ["cue holdFull 15"], .running(segment: 2, phase: 1, paused: false)),
            (51500, .tick, ["cue holdEmpty 30", "checkpoint 49.5 holds 12.5"], .running(segment: 3, phase: 0, paused: false)),
            (53000, .togglePause, ["cue inhale 4", "checkpoint 51 holds 12.5,1.5"], .running(segment: 4, phase: 0, paused: false)),
            (57000, .tick, ["cue exhale 6"], .running(segment: 4, phase: 1, paused: false)),
            (63000, .tick, ["cue closing", "checkpoint 61 holds 12.5,1.5"], .ended(.finished, practised: 61, signal: nil)),
        ])
    }

    /// A signal inside a hold ends the session with what was practised, the hold with it
    /// (to a tenth, in the last checkpoint).
    @Test func aSignalInsideAHold() {
        check([
            (25000, .tick, ["cue holdEmpty 60", "checkpoint 25 holds 5"], .running(segment: 1, phase: 0, paused: false)),
            (31250, .ending(.terminated, signal: 15), ["checkpoint 31.25 holds 11.3"], .ended(.terminated, practised: 31.25, signal: 15)),
        ])
    }
}
