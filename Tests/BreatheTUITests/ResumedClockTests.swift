import BreatheCore
import Testing
@testable import BreatheTUI

/// After Ctrl-Z and `fg` the session goes on from where it stopped, on plain lines: the
/// loop once fed the tick of the instant before the stop after the return, the session's
/// time went back by the stop, and the line of the phase before was printed again ("out 2",
/// then "in 2" and "out 2" at once: a wrong cue for closed eyes).
@Suite struct ResumedClockTests {
    /// The loop in virtual time, shown as plain lines; a Ctrl-Z stops it for `stoppedFor`.
    final class StoppingRun: AppTerminal, AppClock {
        private var events: [(time: Double, event: AppEvent)]
        private var time = 0.0
        private let stoppedFor: Double
        private var shown: AppModel?
        private(set) var lines: [String] = []
        private let start = LocalTimestamp(iso8601: "2026-12-01T09:00:00Z")!

        init(events: [(Double, AppEvent)], stoppedFor: Double) {
            self.events = events.map { (time: $0.0, event: $0.1) }
            self.stoppedFor = stoppedFor
        }

        func now() -> Instant { Instant(monotonic: time, wall: start.adding(seconds: Int64(time))) }
        func monotonic() -> Double { time }

        func show(_ model: AppModel) -> Bool {
            lines += PlainView.lines(from: shown, to: model)
            shown = model
            return true
        }

        func wait(for model: AppModel, frameTook: Double) -> Double? { 0.25 }

        func events(timeout: Double?) -> [AppEvent] {
            let wake = time + (timeout ?? .infinity)
            if let next = events.first, next.time <= wake {
                events.removeFirst()
                time = next.time
                return [next.event]
            }
            time = wake
            return []
        }

        func ringBell() {}
        func suspendProcess() { time += stoppedFor }
    }

    @Test(arguments: [3.5, 1.5])
    func eachPhaseIsSaidOnceAcrossCtrlZ(stopAt: Double) {
        let plan = try! PracticePlan(pattern: PatternNotation.parse("2-2"), length: .cycles(3))
        let run = StoppingRun(events: [(stopAt, .suspend)], stoppedFor: 2)
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
