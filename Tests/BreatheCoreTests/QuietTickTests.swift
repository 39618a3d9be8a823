import Testing
@testable import BreatheCore

/// A tick before anything is due is answered without the session's reducer
/// (`SessionFeature.quietUntil`): whole sessions, ticked every few milliseconds with
/// pauses, Ctrl-Z and open holds ended by a key or their cap (hold rounds too), give the same screens and effects at
/// every event as when each tick runs the reducer. `AppCore.quietTick` gives what such a
/// tick leaves, and only then; everything else makes a new revision.
@Suite struct QuietTickTests {
    static let rounds = try! PracticePlan(name: "rounds", segments: [
        .paced(PacedCycles(PatternNotation.parse("4-6"), cycles: 2)),
        .openHold(OpenHold(.holdEmpty, cap: 20)),
        .paced(PacedCycles(PatternNotation.parse("4-6"), cycles: 1)),
    ])

    static let plans: [(String, PracticePlan)] = [
        ("box", try! PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(3))),
        ("4-7-8", try! PracticePlan(pattern: PatternNotation.parse("4-7-8"), length: .cycles(2))),
        ("sigh", try! PracticePlan(pattern: PatternNotation.parse("sigh"), length: .cycles(3))),
        ("ramp", try! PracticePlan(ramp: PatternNotation.parse("4-7-8"), to: PatternNotation.parse("4-8-10"), length: .cycles(3))),
        ("rounds", rounds),
    ]

    /// The starts: each plan as free practice, and hold rounds as `practice rounds` runs
    /// them (their holds kept, journalled at each hold's end).
    static let starts: [(String, AppStart)] = plans.map { ($0.0, AppStart.practice($0.1)) }
        + [("practice rounds", .rounds(HoldRounds(rounds: 2, breaths: 10), safetyShown: true))]

    @Test(arguments: [false, true])
    func quietTicksChangeWhatAFullTickChanges(sounds: Bool) {
        let time = Milliseconds()
        for (name, start) in Self.starts {
            let context = AppContext.table(sounds: sounds, ids: CountingIDs())
            var quick = AppCore.start(start, context: context, store: ProgressStore(), at: time.at(0)).0
            // With sounds, the session begins once its sounds are made.
            if sounds { _ = AppCore.update(&quick, .cuesPrepared, at: time.at(0)) }
            #expect(quick.isSessionScreen, "\(name) did not begin")
            var full = quick
            var step = 0, ms = 0, quiet = 0, ticks = 0
            while case .session = quick.screen, step < 120_000 {
                step += 1
                // Every 7 ms, with a pause, a Ctrl-Z and its return, and Enter twice (an
                // open hold's end, where one is under way).
                ms += 7
                let event: AppEvent = switch step {
                case 900: .key(.character(" "))
                case 1_100: .key(.character(" "))
                case 1_500: .suspend
                case 1_501: .resumed
                case 3_100, 5_200: .key(.enter)
                default: .tick
                }
                if event == .tick {
                    ticks += 1
                    if time.at(ms).monotonic < quick.quietUntil { quiet += 1 }
                }
                full.quietUntil = -.infinity
                // The tick as the full screen draws it ahead of time, when it can.
                let drawnAhead = event == .tick ? AppCore.quietTick(quick, at: time.at(ms)) : nil
                let revision = quick.revision
                let quickEffects = AppCore.update(&quick, event, at: time.at(ms))
                let fullEffects = AppCore.update(&full, event, at: time.at(ms))
                if let drawnAhead {
                    // What it drew from is what the tick left, and the revision holds.
                    #expect(drawnAhead.screen == quick.screen && drawnAhead.now == quick.now, "\(name) at \(ms) ms: drawn ahead otherwise")
                    #expect(quick.revision == revision, "\(name) at \(ms) ms: a quiet tick made a revision")
                } else {
                    #expect(quick.revision == revision &+ 1, "\(name) at \(ms) ms, \(event): no new revision")
                }
                #expect(quickEffects == fullEffects, "\(name) at \(ms) ms, \(event)")
                #expect(quick.screen == full.screen, "\(name) at \(ms) ms, \(event)")
                #expect(quick.now == full.now)
            }
            #expect(!quick.isSessionScreen, "\(name) did not end")
            // A phase lasts seconds, a tick 7 ms: nearly every tick is quiet.
            #expect(quiet * 10 > ticks * 9, "\(name): \(quiet) of \(ticks) ticks quiet")
        }
    }
}

extension AppModel {
    var isSessionScreen: Bool {
        if case .session = screen { return true }
        return false
    }
}
