import BreatheCore
import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// A session without the full screen: one line as each phase starts ("in 4", "hold 7",
/// "out 8"), for screen readers, logs, pipes and terminals that cannot draw
/// (`--plain`, or automatically without a terminal). Same clock, same signals, same
/// saving as the full-screen session.
public struct PlainRunner {
    public let plan: PracticePlan
    public let bell: Bool
    public let checkpoint: (Double) -> Void

    public init(plan: PracticePlan, bell: Bool, checkpoint: @escaping (Double) -> Void = { _ in }) {
        self.plan = plan
        self.bell = bell
        self.checkpoint = checkpoint
    }

    /// The words for a phase: "in 4", "hold 7", "out 8", "in 1 (top up)".
    public static func line(for phase: BreathPhase) -> String {
        let word: String
        switch phase.kind {
        case .inhale, .topUp: word = "in"
        case .holdFull, .holdEmpty: word = "hold"
        case .exhale: word = "out"
        }
        return "\(word) \(formatNumber(phase.seconds))" + (phase.kind == .topUp ? " (top up)" : "")
    }

    /// Runs the session, handing each line to `write`. A `write` that answers false (the
    /// reader of a pipe went away, `| head -2`) ends the session like a hang-up: what was
    /// practised is saved, and the process then dies by SIGPIPE as a pipeline expects.
    public func run(write: (String) -> Bool) throws(TerminalError) -> SessionOutcome {
        let signals = try SignalWatcher()
        var session = PracticeSession(plan: plan, startedAt: breathe_monotonic_seconds())
        var announced: (cycle: Int, phase: Int)?
        var endingSignal: Int32?
        var checkpointed = 0.0
        while true {
            let now = breathe_monotonic_seconds()
            session.update(.tick(now: now))
            if session.isEnded { break }
            let moment = session.moment(at: now)
            if announced.map({ $0.cycle != moment.cycle || $0.phase != moment.phaseIndex }) ?? true {
                announced = (moment.cycle, moment.phaseIndex)
                if !write(Self.line(for: plan.pattern.phases[moment.phaseIndex]) + (bell ? "\u{7}" : "") + "\n") {
                    session.update(.end(.hangup, now: now))
                    if case .ended(.hangup) = session.status { endingSignal = SIGPIPE }
                    break
                }
            }
            if session.elapsed(at: now) - checkpointed >= SessionRunner.checkpointInterval {
                checkpointed = session.elapsed(at: now)
                checkpoint(checkpointed)
            }
            let wait = min(max(0, moment.phaseSecondsLeft), SessionRunner.checkpointInterval)
            var fds = [pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, Int32((wait * 1000).rounded(.up)) + 1)
            for received in signals.pending() {
                let at = breathe_monotonic_seconds()
                switch received {
                case SIGTSTP:
                    session.update(.suspend(now: at))
                    checkpoint(session.elapsed(at: at))
                    signals.stopProcess()
                    session.update(.resume(now: breathe_monotonic_seconds()))
                case SIGINT, SIGTERM, SIGQUIT, SIGHUP:
                    let reason: EndReason = received == SIGINT ? .interrupt : received == SIGHUP ? .hangup : .terminated
                    session.update(.end(reason, now: at))
                    if case .ended(reason) = session.status { endingSignal = received }
                default:
                    continue
                }
            }
            if session.isEnded { break }
        }
        let end = breathe_monotonic_seconds()
        return SessionOutcome(summary: session.summary(at: end), signal: endingSignal)
    }
}
