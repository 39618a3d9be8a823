/// A session being breathed: its ticks, pause, Ctrl-Z, checkpoints and cues. It knows no
/// kind of practice; when the session ends it hands the ended session to the root, which
/// asks the kind what comes next.
enum SessionFeature {
    /// What a running session responds to, scoped from `AppEvent` by the root.
    enum Event: Equatable {
        /// Space.
        case togglePause
        /// Enter (or a line, on plain lines): ends an open hold; nothing otherwise.
        case endHold
        /// q or Esc.
        case quit
        /// Back from Ctrl-Z.
        case resumed
        /// Back from a stop from outside, which began after `since`.
        case continued(since: Double)
        /// A signal, a lost terminal or a closed output.
        case ending(EndReason, signal: Int32?)
        /// Time passed (or a key the session does not use).
        case tick

        init(_ event: AppEvent) {
            switch event {
            case .key(.character(" ")): self = .togglePause
            case .key(.enter): self = .endHold
            case .key(let key) where key.isQuit: self = .quit
            // Lines are read only in a session with open holds (`readsLines`).
            case .line(let text) where QuestionAnswer.line(text.trimmingWhitespace()).isQuit: self = .quit
            case .line: self = .endHold
            case .resumed: self = .resumed
            case .continued(let since): self = .continued(since: since)
            case .ending(let reason, let signal): self = .ending(reason, signal: signal)
            default: self = .tick
            }
        }
    }

    /// Where the session is after an event.
    enum Step: Equatable {
        case running(RunningSession)
        case ended(EndedSession)
    }

    /// The session's clock starts here, once everything it needs is ready: the running
    /// session and its first effects (the first cue, then the journal).
    static func start(
        _ pending: PendingSession, at instant: Instant, context: AppContext) -> (RunningSession, [AppEffect]) {
        let plan = pending.plan
        var entry = pending.kind.practice.journalEntry(
            sessionID: context.makeID(), plan: plan, continuing: pending.offer, startedAt: instant.wall)
        entry.moodBefore = pending.moodBefore
        let practice = PracticeSession(plan: plan, startedAt: instant.monotonic)
        let first = practice.moment(at: instant.monotonic)
        let running = RunningSession(
            pending: pending, plan: plan, practice: practice, startedAt: instant.wall, sessionID: entry.sessionID,
            phase: PhasePosition(moment: first))
        // The cue first: the journal's write and fsync must not make it late.
        return (running, (context.sounds ? [.cue(cue(first))] : []) + [.beginJournal(entry)])
    }

    static func reduce(
        _ running: RunningSession, _ event: Event, at instant: Instant, sounds: Bool) -> (Step, [AppEffect]) {
        var running = running
        let (ended, effects) = reduce(&running, event, at: instant, sounds: sounds)
        return (ended.map(Step.ended) ?? .running(running), effects)
    }

    /// The session changed where it lies, and the ended session if the event ended it
    /// (`running` is then left as it was at the end). The root calls this for every
    /// frame: a running session changed in place costs no copy of its parts.
    static func reduce(
        _ running: inout RunningSession, _ event: Event, at instant: Instant,
        sounds: Bool) -> (ended: EndedSession?, effects: [AppEffect]) {
        var effects: [AppEffect] = []
        let now = instant.monotonic
        switch event {
        case .togglePause where running.practice.isInOpenHold(at: now), .endHold:
            // Space or Enter ends an open hold; space pauses anywhere else.
            running.practice.update(.endHold(now: now))
        case .togglePause:
            running.practice.update(.togglePause(now: now))
            if running.practice.isPaused { effects += checkpoint(&running, at: instant, force: true) }
        case .quit:
            running.practice.update(.end(.quit, now: now))
        case .resumed:
            running.practice.update(.resume(now: now))
        case .continued(let since):
            // When it stopped is not known: from `since` on is taken as stopped, so the
            // time counted is never more than was practised.
            running.practice.update(.suspend(now: min(since, now)))
            running.practice.update(.resume(now: now))
        case .ending(let reason, let signal):
            if !running.practice.isEnded {
                // Even when the last phase ran out at this instant (the session then
                // ends as finished), the process dies by the signal once it is saved.
                running.practice.update(.end(reason, now: now))
                running.signal = signal
            }
        case .tick:
            break
        }
        running.practice.update(.tick(now: now))
        if running.practice.isEnded {
            let summary = running.practice.summary(at: now)
            // The closing chime tells closed eyes that the last breath was the last.
            if sounds && summary.endReason == .finished { effects.append(.cue(.closing)) }
            let ended = ended(running, summary, at: instant)
            // The journal carries every hold, should the save fail and keep it.
            if let holds = ended.attempt.holds {
                effects.append(.checkpoint(
                    practicedSeconds: summary.practisedSeconds, at: ended.attempt.endedAt, holds: holds))
            }
            return (ended, effects)
        }
        let moment = running.practice.moment(at: now)
        let position = PhasePosition(moment: moment)
        var holdEnded = false
        if position != running.phase {
            // A hold has just ended (a key, or its cap): the journal keeps it at once.
            holdEnded = running.phase.map {
                running.plan.segments.indices.contains($0.segment) && running.plan.segments[$0.segment].isOpenHold
            } ?? false
            running.phase = position
            // Before the checkpoint, whose write could make it late. A hold its cap ended
            // has a chime of its own, so closed eyes hear that nobody ended it.
            if sounds {
                effects.append(.cue(holdEnded && capEndedAHold(
                    running, before: moment.segment, at: now) ? .capReached(next: moment.phase) : cue(moment)))
            }
        }
        effects += checkpoint(&running, at: instant, force: holdEnded)
        return (nil, effects)
    }

    /// Ctrl-Z: stopped time must not count, and what was practised is written first.
    static func suspend(_ running: inout RunningSession, at instant: Instant) -> [AppEffect] {
        running.practice.update(.suspend(now: instant.monotonic))
        return checkpoint(&running, at: instant, force: true)
    }

    /// The session as it is recorded.
    private static func ended(
        _ running: RunningSession, _ summary: SessionSummary, at instant: Instant) -> EndedSession {
        let practice = running.pending.kind.practice
        var attempt = PracticeAttempt(
            pattern: practice.recordPattern, startedAt: running.startedAt, endedAt: running.wallTime(at: instant),
            plannedSeconds: running.plan.totalSeconds,
            practicedSeconds: summary.practisedSeconds, endReason: summary.endReason)
        attempt.moodBefore = running.pending.moodBefore
        attempt.patternTo = practice.recordPatternTo
        attempt.paceRun = practice.paceRun
        attempt.holds = holds(running, at: instant)
        return EndedSession(
            pending: running.pending, attempt: attempt, summary: summary, sessionID: running.sessionID,
            signal: running.signal)
    }

    /// Whether the last open hold before `segment` lasted its whole cap: nobody ended it.
    private static func capEndedAHold(_ running: RunningSession, before segment: Int, at now: Double) -> Bool {
        let before = running.plan.segments.prefix(segment)
        guard let last = before.lastIndex(where: \.isOpenHold),
              case .openHold(let hold) = running.plan.segments[last] else { return false }
        let lengths = running.practice.holdLengths(at: now)
        let count = before.filter(\.isOpenHold).count
        return lengths.count >= count && lengths[count - 1] >= hold.cap
    }

    /// The cue of the phase `moment` is in, with the phase's planned length (this
    /// cycle's, in a ramp).
    private static func cue(_ moment: BreathMoment) -> Cue {
        .phase(moment.phase, seconds: moment.phaseSeconds)
    }

    /// A checkpoint every `RunningSession.checkpointInterval` of practice, or now when `force`
    /// (a pause, Ctrl-Z, the end of a hold).
    private static func checkpoint(_ running: inout RunningSession, at instant: Instant, force: Bool) -> [AppEffect] {
        let practised = running.practice.elapsed(at: instant.monotonic)
        guard force || practised >= running.nextCheckpoint else { return [] }
        running.checkpointed = practised
        return [.checkpoint(
            practicedSeconds: practised, at: running.wallTime(at: instant), holds: holds(running, at: instant))]
    }

    /// The open holds held by `instant`, the one under way as far as it got; nil for a
    /// plan without open holds, or before the first.
    private static func holds(_ running: RunningSession, at instant: Instant) -> [Double]? {
        guard running.plan.hasOpenHolds else { return nil }
        let holds = running.practice.holdLengths(at: instant.monotonic)
        return holds.isEmpty ? nil : holds
    }
}

/// A session being practised.
public struct RunningSession: Sendable, Equatable {
    /// Practice between two checkpoints, at most: what a `kill -9` can cost.
    public static let checkpointInterval = 10.0

    /// Seconds until the next checkpoint is due at `monotonic`: a view that wakes only
    /// for phases (plain lines) wakes for this too, so no phase longer than the interval
    /// can stretch it.
    public func secondsUntilCheckpoint(at monotonic: Double) -> Double {
        max(0, nextCheckpoint - practice.elapsed(at: monotonic))
    }

    /// The practice at which the next checkpoint is due: the first as soon as the session
    /// is long enough to keep (a kill after 5 s then keeps it; at 10 s, one killed between
    /// 5 and 10 s was lost), then every `checkpointInterval`.
    var nextCheckpoint: Double {
        checkpointed == 0 ? TooShortToKeep.seconds : checkpointed + Self.checkpointInterval
    }

    public var pending: PendingSession
    public let plan: PracticePlan
    public var practice: PracticeSession
    /// The wall clock at the start, for the record.
    public let startedAt: LocalTimestamp
    /// The id the session is saved under (its journal's).
    public let sessionID: String
    /// Practised seconds at the last checkpoint.
    public var checkpointed = 0.0
    /// The phase shown last, to cue each new one once.
    public var phase: PhasePosition?
    /// The signal that ended it, if one did.
    public var signal: Int32?

    /// The top line: "breathe · 4-7-8" or "Foundations · Lesson 3 of 10 · …".
    public func header(separator: String, words: Words = .english) -> String {
        pending.kind.practice.header(separator: separator, words: words)
    }
}

/// Which phase of which cycle of which segment.
public struct PhasePosition: Sendable, Equatable {
    public let cycle: Int
    public let index: Int
    public var segment = 0

    init(cycle: Int, index: Int, segment: Int = 0) {
        self.cycle = cycle
        self.index = index
        self.segment = segment
    }

    init(moment: BreathMoment) {
        self.init(cycle: moment.cycle, index: moment.phaseIndex, segment: moment.segment)
    }
}

/// A session that has ended, as it is recorded and saved.
public struct EndedSession: Sendable, Equatable {
    public var pending: PendingSession
    public var attempt: PracticeAttempt
    public let summary: SessionSummary
    public let sessionID: String
    public var signal: Int32?
}

extension EndedSession {
    /// A signal or a lost terminal ended it: the process is on its way out, so nothing
    /// more is asked or shown, only saved.
    public var isLeaving: Bool { signal != nil || attempt.endReason == .hangup }
}
