import BreatheCore
import BreatheTUI

/// The session loop's schedule run in virtual time: `VirtualRun` drives the real app loop
/// (`AppRunner`, `AppCore`, `FullScreenView`, `FrameWriter` and the sleep rule) with a
/// clock that jumps to each wake-up and frames that take no time. What it shows is the
/// design's own behaviour, free of the machine's noise: when each phase name is drawn,
/// and how many frames are written.
enum VirtualSession {
    /// Runs a free session of `plan` from its start until `end` (or the session's end):
    /// at each frame of the session, `visit` gets the clock, the moment, the grid rendered
    /// and whether the frame writer sent anything.
    static func loop(_ plan: PracticePlan, width: Int, height: Int, until end: Double = .infinity, _ visit: @escaping (Double, BreathMoment, CellGrid, Bool) -> Void) {
        let run = VirtualRun(width: width, height: height, until: end) { clock, model, grid, wrote in
            guard case .session(let running) = model.screen else { return }
            visit(clock, running.practice.moment(at: model.now.monotonic), grid, wrote)
        }
        _ = run.practise(plan, settings: noLeadIn)
    }

    /// The lead-in's count is no part of the session's schedule: the loop is measured from
    /// the first breath in, as before there was one.
    static let noLeadIn: Settings = {
        var settings = Settings()
        settings.leadIn = 0
        return settings
    }()

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
        run(plan(minutes: minutes), width: width, height: height)
    }

    static func run(_ plan: PracticePlan, width: Int, height: Int) -> Figures {
        let boundaries = schedule(plan)
        var nextBoundary = 0
        var worst = 0.0, last = 0.0
        var wakeUps = 0, written = 0, unchanged = 0
        var previous: CellGrid?
        var shownPhase: (cycle: Int, index: Int)?
        loop(plan, width: width, height: height) { clock, moment, grid, wrote in
            wakeUps += 1
            if wrote {
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
        }
        return Figures(sessionSeconds: plan.totalSeconds, wakeUps: wakeUps, framesWritten: written, framesWithoutChange: unchanged, phaseBoundaries: nextBoundary, worstPhaseLateness: worst, lastPhaseLateness: last)
    }

    /// Visible changes of the screen over the first `seconds`, found by rendering every
    /// millisecond, against the frames the loop writes in the same span.
    static func visibleChanges(seconds: Double, width: Int, height: Int) -> (changes: Int, frames: Int) {
        let plan = plan(minutes: 5)
        let timeline = SessionTimeline(plan: plan)
        let screen = SessionScreen(width: width, height: height, glyphs: .braille)
        func grid(at time: Double) -> CellGrid {
            screen.render(SessionView(header: "breathe · 4-7-8", moment: timeline.moment(at: time), isPaused: false))
        }
        var changes = 0
        var previous = grid(at: 0)
        for step in 1..<Int(seconds * 1000) {
            let next = grid(at: Double(step) / 1000)
            if next != previous { changes += 1 }
            previous = next
        }
        var frames = 0
        loop(plan, width: width, height: height, until: seconds) { _, _, _, wrote in
            if wrote { frames += 1 }
        }
        // The first frame draws the whole screen; it is not a change of an earlier one.
        return (changes, frames - 1)
    }
}
