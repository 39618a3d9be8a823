import BreatheCore
import Testing
@testable import BreatheTUI

/// The frame loop's schedule, followed in virtual time through the app's own loop
/// (`VirtualRun`): every wake-up finds a screen that looks different, so no frame is
/// rendered for nothing, and no sleep is shorter than a 60th of a second or longer than a
/// second.
@Suite struct FrameScheduleTests {
    @Test(arguments: ["4-7-8", "box", "sigh", "5.5-5.5"])
    func everyWakeUpFindsAChangedScreen(pattern: String) throws {
        everyWakeUpFindsAChangedScreen(try PracticePlan(pattern: PatternNotation.parse(pattern), length: .cycles(2)))
    }

    /// A ramp: its lengths change as a cycle starts, which is a phase's end, so the loop
    /// wakes for them without waking more often.
    @Test func everyWakeUpOfARampFindsAChangedScreen() throws {
        everyWakeUpFindsAChangedScreen(try PracticePlan(ramp: PatternNotation.parse("4-6"), to: PatternNotation.parse("5.5-7.5"), length: .cycles(4)))
    }

    func everyWakeUpFindsAChangedScreen(_ plan: PracticePlan) {
        for (width, height) in [(80, 24), (200, 60), (18, 6)] {
            var times: [Double] = []
            var unchanged: [Double] = []
            var previous: CellGrid?
            let run = VirtualRun(width: width, height: height) { time, model, grid, _ in
                guard case .session = model.screen else { return }
                if grid == previous { unchanged.append(time) }
                previous = grid
                times.append(time)
            }
            let outcome = run.practise(plan)
            guard case .summary(let summary)? = outcome.said.first else { Issue.record("no summary: \(outcome.said)"); return }
            #expect(summary.endReason == .finished)
            #expect(unchanged.isEmpty, "\(width)x\(height): wake-ups with nothing new at \(unchanged.prefix(5))")
            let sleeps = zip(times.dropFirst(), times).map { $0 - $1 }
            #expect(sleeps.allSatisfy { $0 >= FullScreenView.shortestFrameInterval - 1e-9 && $0 <= FullScreenView.longestSleep + 1e-9 }, "\(width)x\(height)")
            #expect(times.count > 10)
        }
    }
}
