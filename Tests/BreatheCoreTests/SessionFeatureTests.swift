import Testing
@testable import BreatheCore

/// The session's reducer alone, as tables in milliseconds: a free session of 4-6
/// (in 4, out 6) for 2 cycles, 20 s, started at 0.
@Suite struct SessionFeatureTests {
    static let time = Milliseconds()
    static let plan = try! PracticePlan(pattern: PatternNotation.parse("4-6"), length: .cycles(2))

    /// After an event: still running (at which phase, paused or not), or ended.
    enum After: Equatable {
        case running(phase: Int, paused: Bool)
        case ended(EndReason, practised: Double, signal: Int32?)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let ms: Int
        let event: SessionFeature.Event
        let effects: [String]
        let after: After
        var testDescription: String { "\(ms) ms \(event)" }
    }

    static func started(sounds: Bool, ids: CountingIDs = CountingIDs(), kind: PendingSession.Kind = .free(plan)) -> (RunningSession, [AppEffect]) {
        SessionFeature.start(PendingSession(kind: kind), at: time.at(0), context: .table(sounds: sounds, ids: ids))
    }

    /// Runs `rows` in order from the start; each row's effects and state are checked.
    static func check(_ rows: [Row], sounds: Bool) {
        var (running, _) = started(sounds: sounds)
        for row in rows {
            let (step, effects) = SessionFeature.reduce(running, row.event, at: time.at(row.ms), sounds: sounds)
            #expect(effects.map(label) == row.effects, "\(row.ms) ms")
            switch step {
            case .running(let next):
                #expect(After.running(phase: next.phase?.index ?? -1, paused: next.practice.isPaused) == row.after, "\(row.ms) ms")
                running = next
            case .ended(let ended):
                #expect(After.ended(ended.attempt.endReason, practised: ended.attempt.practicedSeconds, signal: ended.signal) == row.after, "\(row.ms) ms")
                return
            }
        }
    }

    @Test func theStartCuesTheFirstPhaseBeforeTheJournalUnderAnInjectedID() {
        let (running, effects) = Self.started(sounds: true)
        #expect(effects.map(label) == ["cue inhale 4", "beginJournal id-1 4-6"])
        #expect(running.sessionID == "id-1")
        #expect(running.phase == PhasePosition(cycle: 1, index: 0))
        let (_, quiet) = Self.started(sounds: false)
        #expect(quiet.map(label) == ["beginJournal id-1 4-6"])
    }

    /// Cues at each new phase, a checkpoint at a pause and every 10 s of practice (the
    /// pause's 4 s not counted), the closing cue at the end.
    @Test func aSessionWithAPauseToItsEnd() {
        Self.check([
            Row(ms: 1000, event: .tick, effects: [], after: .running(phase: 0, paused: false)),
            Row(ms: 4000, event: .tick, effects: ["cue exhale 6"], after: .running(phase: 1, paused: false)),
            Row(ms: 5000, event: .togglePause, effects: ["checkpoint 5"], after: .running(phase: 1, paused: true)),
            Row(ms: 8000, event: .tick, effects: [], after: .running(phase: 1, paused: true)),
            Row(ms: 9000, event: .togglePause, effects: [], after: .running(phase: 1, paused: false)),
            Row(ms: 14000, event: .tick, effects: ["cue inhale 4"], after: .running(phase: 0, paused: false)),
            Row(ms: 19000, event: .tick, effects: ["cue exhale 6", "checkpoint 15"], after: .running(phase: 1, paused: false)),
            Row(ms: 24000, event: .tick, effects: ["cue closing"], after: .ended(.finished, practised: 20, signal: nil)),
        ], sounds: true)
    }

    /// How a session can end, each from the start: no closing cue unless it finished.
    @Test(arguments: [
        Row(ms: 3000, event: .quit, effects: [], after: .ended(.quit, practised: 3, signal: nil)),
        Row(ms: 2500, event: .ending(.interrupt, signal: 2), effects: [], after: .ended(.interrupt, practised: 2.5, signal: 2)),
        Row(ms: 7000, event: .ending(.hangup, signal: nil), effects: [], after: .ended(.hangup, practised: 7, signal: nil)),
        // The last phase ran out at this instant: finished, and still the signal's.
        Row(ms: 20000, event: .ending(.terminated, signal: 15), effects: ["cue closing"], after: .ended(.finished, practised: 20, signal: 15)),
        Row(ms: 12000, event: .resumed, effects: ["cue inhale 4", "checkpoint 12"], after: .running(phase: 0, paused: false)),
    ])
    func oneEventFromTheStart(row: Row) {
        Self.check([row], sounds: true)
    }

    @Test func ctrlZCheckpointsAtOnceAndTheStoppedTimeDoesNotCount() {
        var (running, _) = Self.started(sounds: false)
        #expect(SessionFeature.suspend(&running, at: Self.time.at(6000)).map(label) == ["checkpoint 6"])
        let (step, effects) = SessionFeature.reduce(running, .resumed, at: Self.time.at(60000), sounds: false)
        #expect(effects.isEmpty)
        guard case .running(let back) = step else { Issue.record("\(step)"); return }
        #expect(back.practice.elapsed(at: 61) == 7)
    }

    /// A stop from outside (SIGSTOP) is found only when the process is continued: from
    /// when the terminal began to wait (5 s) to the return (45 s) does not count, and the
    /// session goes on from the breath it was at.
    @Test func aStopFromOutsideDoesNotCountAsPractice() {
        Self.check([
            Row(ms: 4000, event: .tick, effects: [], after: .running(phase: 1, paused: false)),
            Row(ms: 45000, event: .continued(since: 5), effects: ["checkpoint 5"], after: .running(phase: 1, paused: false)),
            Row(ms: 50000, event: .tick, effects: [], after: .running(phase: 0, paused: false)),
            Row(ms: 52000, event: .quit, effects: [], after: .ended(.quit, practised: 12, signal: nil)),
        ], sounds: false)
    }

    /// What the kind brings: a pace block's journal and record carry its run.
    @Test func aPaceBlockCarriesItsRunIntoTheJournalAndTheRecord() {
        let run = PaceRun(plan: PacePlan(minutesPerRate: 1), id: "run-7", json: false)
        let (running, effects) = Self.started(sounds: false, kind: .pace(run))
        #expect(effects.map(label) == ["beginJournal id-1 pace-6.5 run run-7"])
        #expect(running.header(separator: " · ") == "Finding your pace · 6.5 a minute · block 1 of 5")
        let (step, _) = SessionFeature.reduce(running, .quit, at: Self.time.at(2000), sounds: false)
        guard case .ended(let ended) = step else { Issue.record("\(step)"); return }
        #expect(ended.attempt.paceRun == "run-7")
        #expect(ended.attempt.pattern == "pace-6.5")
        #expect(ended.sessionID == "id-1")
    }

    /// The session feature scopes the app's events: which key is which. A line arrives
    /// only in a session with open holds (hold rounds on plain lines): q leaves, any
    /// other line ends the hold.
    @Test(arguments: [
        (AppEvent.key(.character(" ")), SessionFeature.Event.togglePause),
        (.key(.character("q")), .quit), (.key(.character("Q")), .quit), (.key(.escape), .quit),
        (.key(.character("x")), .tick), (.line("q"), .quit), (.line(""), .endHold), (.line("done"), .endHold), (.key(.enter), .endHold),
        (.tick, .tick), (.resumed, .resumed), (.continued(since: 3), .continued(since: 3)),
        (.ending(.interrupt, signal: 2), .ending(.interrupt, signal: 2)),
    ])
    func eventsAreScoped(event: AppEvent, scoped: SessionFeature.Event) {
        #expect(SessionFeature.Event(event) == scoped)
    }
}
