import BreatheCore
import BreatheTUI

/// The session loop's schedule run in virtual time: the same timeline, screen, frame
/// writer and sleep rule as `SessionRunner`, with a clock that jumps to each wake-up and
/// frames that take no time. What it shows is the design's own behaviour, free of the
/// machine's noise: when each phase name is drawn, and how many frames are written.
enum VirtualSession {
    /// Counts what the frame writer sends, as a terminal would receive it.
    final class CountingOutput: TerminalOutput {
        var cellsSent = 0
        func clearAll() {}
        func draw(_ run: CellRun) { cellsSent += run.cells.count }
        func flush() {}
    }

    struct Figures {
        let sessionSeconds: Double
        let wakeUps: Int
        let framesWritten: Int
        /// Frames written that looked exactly like the frame before.
        let framesWithoutChange: Int
        let phaseBoundaries: Int
        /// Drawn time minus scheduled time of each phase name, worst case and at the last
        /// boundary (an accumulating error would grow towards the end).
        let worstPhaseLateness: Double
        let lastPhaseLateness: Double
    }

    static func plan(minutes: Double) -> PracticePlan {
        try! PracticePlan(pattern: BuiltInPattern.named("4-7-8")!.pattern, length: .minutes(minutes))
    }

    /// The phase name shown on a rendered screen, if any.
    static func phaseName(on grid: CellGrid) -> String? {
        let names = Set(BreathPhaseKind.allCases.map(\.displayName))
        return grid.text.split(separator: "\n").lazy.map { $0.trimmed() }.first { names.contains($0) }
    }

    /// When each phase starts, in seconds from the session's start, with its name.
    static func schedule(_ plan: PracticePlan) -> [(start: Double, name: String)] {
        var starts: [(Double, String)] = []
        var offset = 0.0
        for _ in 0..<plan.cycles {
            for phase in plan.pattern.phases {
                starts.append((offset, phase.kind.displayName))
                offset += phase.seconds
            }
        }
        return starts
    }

    static func run(minutes: Double, width: Int, height: Int) -> Figures {
        let plan = plan(minutes: minutes)
        let session = PracticeSession(plan: plan, startedAt: 0)
        let screen = SessionScreen(width: width, height: height, glyphs: .braille)
        let output = CountingOutput()
        let writer = FrameWriter(output: output)
        let boundaries = schedule(plan)
        var nextBoundary = 0
        var worst = 0.0, last = 0.0
        var clock = 0.0
        var wakeUps = 0, written = 0, unchanged = 0
        var previous: CellGrid?
        var shownPhase: (cycle: Int, index: Int)?
        while true {
            let moment = session.moment(at: clock)
            if moment.isFinished { break }
            wakeUps += 1
            let grid = screen.render(SessionView(header: "breathe · 4-7-8", moment: moment, isPaused: false))
            if writer.present(grid) {
                written += 1
                if grid == previous { unchanged += 1 }
                // A new phase drawn: compare with its scheduled start.
                if shownPhase.map({ $0 != (moment.cycle, moment.phaseIndex) }) ?? true, nextBoundary < boundaries.count, phaseName(on: grid) == boundaries[nextBoundary].name {
                    let lateness = clock - boundaries[nextBoundary].start
                    worst = max(worst, abs(lateness))
                    last = lateness
                    nextBoundary += 1
                }
                shownPhase = (moment.cycle, moment.phaseIndex)
            }
            previous = grid
            clock += SessionRunner.sleep(after: moment, on: screen, frameTook: 0)
        }
        return Figures(sessionSeconds: plan.totalSeconds, wakeUps: wakeUps, framesWritten: written, framesWithoutChange: unchanged, phaseBoundaries: nextBoundary, worstPhaseLateness: worst, lastPhaseLateness: last)
    }

    /// Visible changes of the screen over the first `seconds`, found by rendering every
    /// millisecond, against the frames the loop writes in the same span.
    static func visibleChanges(seconds: Double, width: Int, height: Int) -> (changes: Int, frames: Int) {
        let plan = plan(minutes: 5)
        let session = PracticeSession(plan: plan, startedAt: 0)
        let screen = SessionScreen(width: width, height: height, glyphs: .braille)
        func grid(at time: Double) -> CellGrid {
            screen.render(SessionView(header: "breathe · 4-7-8", moment: session.moment(at: time), isPaused: false))
        }
        var changes = 0
        var previous = grid(at: 0)
        for step in 1..<Int(seconds * 1000) {
            let next = grid(at: Double(step) / 1000)
            if next != previous { changes += 1 }
            previous = next
        }
        let writer = FrameWriter(output: CountingOutput())
        var frames = 0, clock = 0.0
        while clock < seconds {
            let moment = session.moment(at: clock)
            if writer.present(screen.render(SessionView(header: "breathe · 4-7-8", moment: moment, isPaused: false))) { frames += 1 }
            clock += SessionRunner.sleep(after: moment, on: screen, frameTook: 0)
        }
        // The first frame draws the whole screen; it is not a change of an earlier one.
        return (changes, frames - 1)
    }
}
