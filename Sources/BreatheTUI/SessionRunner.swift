import BreatheCore
import CNcursesw

/// How a session run ended, for the summary, the store and the process's exit.
public struct SessionOutcome: Sendable {
    public let summary: SessionSummary
    /// The signal that ended the session, if one did: the process should die by it once
    /// the session is saved and the terminal restored, so the shell sees the usual status.
    public let signal: Int32?
}

/// The frame loop of a guided session.
///
/// Each turn reads the monotonic clock, updates the session, renders a grid from the
/// session's state alone and lets the writer send what changed. It then waits on the
/// console until the screen's next visible change, a key or a signal. Time is never
/// accumulated across frames, so slow frames cannot cause drift.
public struct SessionRunner {
    /// Frames never come closer together than this, however fast the circle moves.
    static let shortestFrameInterval = 1.0 / 60
    /// The loop wakes at least this often, whatever the screen predicts.
    static let longestSleep = 1.0

    /// Practice between two checkpoints, at most: what a `kill -9` can cost.
    static let checkpointInterval = 10.0

    public let plan: PracticePlan
    /// The top line, for example "breathe · 4-7-8" or a lesson's title.
    public let header: String
    /// Called with the practised seconds so far every `checkpointInterval` seconds of
    /// practice, at every pause and before every suspension, so a journal can keep them.
    public let checkpoint: (Double) -> Void
    /// A terminal bell at each phase change.
    public let bell: Bool
    /// A steady circle: the phase is told by text alone.
    public let reducedMotion: Bool

    public init(plan: PracticePlan, header: String, bell: Bool = false, reducedMotion: Bool = false, checkpoint: @escaping (Double) -> Void = { _ in }) {
        self.plan = plan
        self.header = header
        self.bell = bell
        self.reducedMotion = reducedMotion
        self.checkpoint = checkpoint
    }

    /// The loop wakes this long after a predicted change. Woken exactly on it, rounding
    /// could still show the old picture, and the change then came a 60th of a second late
    /// after a wasted frame (about one radius step in four did).
    static let wakeMargin = 0.001

    /// How long the loop sleeps after drawing `moment`: until just after the screen's next
    /// visible change, but at least the rest of a 60th of a second and at most
    /// `longestSleep`. Public so the benchmark can run the same schedule in virtual time.
    public static func sleep(after moment: BreathMoment, on screen: SessionScreen, frameTook: Double) -> Double {
        let wait = max(screen.secondsUntilChange(after: moment) + wakeMargin, shortestFrameInterval - frameTook)
        return min(wait, longestSleep)
    }

    public func run(on console: Console) -> SessionOutcome {
        var session = PracticeSession(plan: plan, startedAt: breathe_monotonic_seconds())
        var endingSignal: Int32?
        var screen = SessionScreen(width: console.size.width, height: console.size.height, glyphs: console.glyphs, reducedMotion: reducedMotion)
        var checkpointed = 0.0
        var lastPhase: (cycle: Int, index: Int)?

        while true {
            let now = breathe_monotonic_seconds()
            session.update(.tick(now: now))
            if session.isEnded { break }
            if session.elapsed(at: now) - checkpointed >= Self.checkpointInterval {
                checkpointed = session.elapsed(at: now)
                checkpoint(checkpointed)
            }
            let moment = session.moment(at: now)
            if bell, let last = lastPhase, last.cycle != moment.cycle || last.index != moment.phaseIndex { console.bell() }
            lastPhase = (moment.cycle, moment.phaseIndex)
            console.show(screen.render(SessionView(header: header, moment: moment, isPaused: session.isPaused)))

            let timeout = session.isPaused ? nil : Self.sleep(after: moment, on: screen, frameTook: breathe_monotonic_seconds() - now)
            for event in console.wait(timeout: timeout) {
                let at = breathe_monotonic_seconds()
                switch event {
                case .key(.character(" ")):
                    session.update(.togglePause(now: at))
                    if session.isPaused {
                        checkpointed = session.elapsed(at: at)
                        checkpoint(checkpointed)
                    }
                case .key(.character("q")), .key(.character("Q")), .key(.escape):
                    session.update(.end(.quit, now: at))
                case .key:
                    continue
                case .resized:
                    screen = SessionScreen(width: console.size.width, height: console.size.height, glyphs: console.glyphs, reducedMotion: reducedMotion)
                case .suspendRequested:
                    session.update(.suspend(now: at))
                    checkpointed = session.elapsed(at: at)
                    checkpoint(checkpointed)
                    let (_, to) = console.suspendProcess()
                    session.update(.resume(now: to))
                    screen = SessionScreen(width: console.size.width, height: console.size.height, glyphs: console.glyphs, reducedMotion: reducedMotion)
                case .ending(let reason, let signal):
                    if !session.isEnded {
                        session.update(.end(reason, now: at))
                        if case .ended(reason) = session.status { endingSignal = signal }
                    }
                }
            }
            if session.isEnded { break }
        }
        let end = breathe_monotonic_seconds()
        return SessionOutcome(summary: session.summary(at: end), signal: endingSignal)
    }
}
