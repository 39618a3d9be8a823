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

    /// A wake-up is most of what a frame costs, so the ring moves only by a whole dot
    /// (a sixtieth of its largest radius on big terminals): every radius drawn is a
    /// whole number of steps, and a growing ring passes each step once.
    @Test(arguments: [(80, 24, 0.5), (40, 12, 0.5), (200, 60, 59.5 / 60)])
    func theRingMovesByWholeDots(width: Int, height: Int, step: Double) throws {
        let circle = try #require(BreathCircle(top: 0, width: width, height: height, glyphs: .braille))
        #expect(abs(circle.radiusStep - step) < 1e-9)
        var radii: [Double] = []
        for scale in stride(from: 0.0, through: 1.0, by: 0.0005) {
            let radius = circle.radius(forScale: scale)
            if radii.last != radius { radii.append(radius) }
        }
        let moves = zip(radii.dropFirst(), radii).map { $0 - $1 }
        #expect(moves.allSatisfy { abs($0 - step) < 1e-9 }, "\(moves.prefix(5))")
    }
}
