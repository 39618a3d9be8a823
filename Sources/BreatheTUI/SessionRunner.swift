import BreatheCore
import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// How a session run ended, for the summary and for the process's exit.
public struct SessionOutcome: Sendable {
    public let summary: SessionSummary
    /// The signal that ended the session, if one did: the process should die by it once
    /// the summary is out, so the shell sees the usual status.
    public let signal: Int32?
}

/// The frame loop of a guided session.
///
/// Each turn reads the monotonic clock, updates the session, renders a grid from the
/// session's state and lets the writer send what changed. It then sleeps in `poll` on
/// stdin and the signal descriptor until the screen's next visible change, a key or a
/// signal. Time is never accumulated across frames, so slow frames cannot cause drift.
public final class SessionRunner {
    private let plan: PracticePlan
    private let glyphs: GlyphSet
    private let useColor: Bool
    /// Frames never come closer together than this, however fast the circle moves.
    static let shortestFrameInterval = 1.0 / 60
    /// The loop wakes at least this often, whatever the screen predicts.
    static let longestSleep = 1.0

    public init(plan: PracticePlan, glyphs: GlyphSet, useColor: Bool) {
        self.plan = plan
        self.glyphs = glyphs
        self.useColor = useColor
    }

    public func run() throws(TerminalError) -> SessionOutcome {
        let signals = try SignalWatcher()
        let terminal = try NcursesTerminal(useColor: useColor)
        defer { terminal.close() }
        let writer = FrameWriter(output: terminal)
        var session = PracticeSession(plan: plan, startedAt: breathe_monotonic_seconds())
        var endingSignal: Int32?
        var size = terminal.size
        var screen = SessionScreen(width: size.width, height: size.height, glyphs: glyphs)
        var lastFrame = -Double.infinity

        while !session.isEnded {
            let now = breathe_monotonic_seconds()
            session.update(.tick(now: now))
            if session.isEnded { break }
            let moment = session.moment(at: now)
            writer.present(screen.render(SessionView(
                patternName: plan.pattern.name, moment: moment, isPaused: session.isPaused)))
            lastFrame = now

            var timeout: Int32 = -1
            if !session.isPaused {
                let wait = min(max(screen.secondsUntilChange(after: moment), Self.shortestFrameInterval - (breathe_monotonic_seconds() - lastFrame)), Self.longestSleep)
                // A millisecond late rather than early: an early wake only redraws the same frame.
                timeout = Int32((max(0, wait) * 1000).rounded(.up)) + 1
            }
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno != EINTR { break }

            if fds[1].revents != 0 {
                for received in signals.pending() {
                    let at = breathe_monotonic_seconds()
                    switch received {
                    case SIGWINCH:
                        terminal.adoptNewSize()
                        size = terminal.size
                        screen = SessionScreen(width: size.width, height: size.height, glyphs: glyphs)
                        writer.invalidate()
                    case SIGTSTP:
                        session.update(.suspend(now: at))
                        terminal.suspend()
                        signals.stopProcess()
                        session.update(.resume(now: breathe_monotonic_seconds()))
                        terminal.adoptNewSize()
                        size = terminal.size
                        screen = SessionScreen(width: size.width, height: size.height, glyphs: glyphs)
                        terminal.resume()
                        writer.invalidate()
                    case SIGCONT:
                        writer.invalidate()
                    default:
                        if let reason = Self.endReason(for: received), !session.isEnded {
                            session.update(.end(reason, now: at))
                            endingSignal = received
                        }
                    }
                }
            }
            if session.isEnded { break }
            let inputClosed = fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
            if inputClosed {
                session.update(.end(.hangup, now: breathe_monotonic_seconds()))
                break
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                for key in terminal.pendingKeys() {
                    let at = breathe_monotonic_seconds()
                    switch key {
                    case .togglePause: session.update(.togglePause(now: at))
                    case .quit: session.update(.end(.quit, now: at))
                    }
                }
            }
        }
        let end = breathe_monotonic_seconds()
        session.update(.tick(now: end))
        return SessionOutcome(summary: session.summary(at: end), signal: endingSignal)
    }

    static func endReason(for signal: Int32) -> EndReason? {
        switch signal {
        case SIGINT: .interrupt
        case SIGTERM, SIGQUIT: .terminated
        case SIGHUP: .hangup
        default: nil
        }
    }
}
