import BreatheCore
import Testing
@testable import BreatheTUI

/// The frame loop's sleep rule, followed in virtual time: every wake-up finds a screen
/// that looks different, so no frame is rendered for nothing, and no sleep is shorter
/// than a 60th of a second or longer than a second.
@Suite struct FrameScheduleTests {
    @Test(arguments: ["4-7-8", "box", "sigh", "5.5-5.5"])
    func everyWakeUpFindsAChangedScreen(pattern: String) throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse(pattern), length: .cycles(2))
        let timeline = SessionTimeline(plan: plan)
        for (width, height) in [(80, 24), (200, 60), (18, 6)] {
            let screen = SessionScreen(width: width, height: height, glyphs: .braille)
            var clock = 0.0
            var previous: CellGrid?
            var unchanged: [Double] = []
            while clock < plan.totalSeconds {
                let moment = timeline.moment(at: clock)
                let grid = screen.render(SessionView(header: "breathe · " + pattern, moment: moment, isPaused: false))
                if grid == previous { unchanged.append(clock) }
                previous = grid
                let sleep = SessionRunner.sleep(after: moment, on: screen, frameTook: 0)
                #expect(sleep >= SessionRunner.shortestFrameInterval && sleep <= SessionRunner.longestSleep)
                clock += sleep
            }
            #expect(unchanged.isEmpty, "\(width)x\(height): wake-ups with nothing new at \(unchanged.prefix(5))")
        }
    }
}
