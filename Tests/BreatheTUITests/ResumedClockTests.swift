import BreatheCore
import Testing
@testable import BreatheTUI

/// After Ctrl-Z and `fg` the session goes on from where it stopped, on plain lines: the
/// loop once fed the tick of the instant before the stop after the return, the session's
/// time went back by the stop, and the line of the phase before was printed again ("out 2",
/// then "in 2" and "out 2" at once: a wrong cue for closed eyes).
@Suite struct ResumedClockTests {
    @Test(arguments: [3.5, 1.5])
    func eachPhaseIsSaidOnceAcrossCtrlZ(stopAt: Double) {
        let plan = try! PracticePlan(pattern: PatternNotation.parse("2-2"), length: .cycles(3))
        let run = ScriptedRun(events: [(stopAt, .suspend)], stoppedFor: 2)
        var settings = Settings()
        settings.leadIn = 0
        let context = AppContext(
            catalogue: Catalogue(programs: [], warnings: []), settings: settings, mode: .plain(canAsk: false),
            sounds: false, ascii: false, makeID: { "s" })
        let outcome = AppRunner(.practice(plan), context: context, store: ProgressStore(), terminal: run,
                                keeper: MemoryKeeper(), clock: run, sounds: nil).run()
        let phases = run.lines.filter { $0 == "in 2" || $0 == "out 2" }
        #expect(phases == ["in 2", "out 2", "in 2", "out 2", "in 2", "out 2"], "\(run.lines)")
        #expect(outcome.said.count > 0)
    }
}
