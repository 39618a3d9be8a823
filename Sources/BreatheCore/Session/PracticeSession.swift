/// What can happen to a running session. Instants are seconds on a monotonic clock that
/// the caller reads; the session never reads a clock itself, so tests give it any time.
public enum SessionEvent: Sendable, Equatable {
    /// Time passed; the session notices when it has reached its end.
    case tick(now: Double)
    /// The space key: pause, or resume a pause the person made.
    case togglePause(now: Double)
    /// Ctrl-Z: the process is about to stop; stopped time must not count.
    case suspend(now: Double)
    /// The process was continued after a suspension.
    case resume(now: Double)
    /// The session ends early for `reason`.
    case end(EndReason, now: Double)
    /// The person ended the open hold under way (if one is: at other times, nothing).
    case endHold(now: Double)
}

/// A practice session as a value: `update` applies one event, and every question
/// (elapsed active time, the current breath) is answered from the stored instants.
public struct PracticeSession: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case running
        case paused
        case ended(EndReason)
    }

    public let timeline: SessionTimeline
    public let startedAt: Double
    public private(set) var status: Status = .running
    /// Seconds of completed pauses and suspensions.
    private var stoppedSeconds = 0.0
    /// When the current pause began, if any.
    private var stoppedSince: Double?
    private var pausedByPerson = false
    private var suspended = false
    /// Active seconds frozen at the moment the session ended.
    private var endedElapsed: Double?
    /// Active seconds at which the person ended each open hold, in order: with elapsed
    /// time, all the timeline needs.
    public private(set) var holdsEnded: [Double] = []
    /// Enter in the first second of an open hold does not end it.
    public static let keyGuardSeconds = 1.0

    public init(plan: PracticePlan, startedAt: Double) {
        timeline = SessionTimeline(plan: plan)
        self.startedAt = startedAt
    }

    public var isEnded: Bool {
        if case .ended = status { return true }
        return false
    }

    public var isPaused: Bool { status == .paused }

    /// Active (practised) seconds at `now`: time since the start less every pause and
    /// suspension, never more than the plan.
    public func elapsed(at now: Double) -> Double {
        if let endedElapsed { return endedElapsed }
        let stoppedNow = stoppedSince.map { max(0, now - $0) } ?? 0
        let active = now - startedAt - stoppedSeconds - stoppedNow
        return min(max(active, 0), timeline.endSeconds(holdsEnded: holdsEnded))
    }

    public func moment(at now: Double) -> BreathMoment {
        timeline.moment(at: elapsed(at: now), holdsEnded: holdsEnded)
    }

    /// Whether an open hold is under way at `now` (and not paused).
    public func isInOpenHold(at now: Double) -> Bool {
        !isEnded && stoppedSince == nil && timeline.isInOpenHold(at: elapsed(at: now), holdsEnded: holdsEnded)
    }

    /// The open holds held by `now`, in seconds each (`SessionTimeline.holdLengths`).
    public func holdLengths(at now: Double) -> [Double] {
        timeline.holdLengths(at: elapsed(at: now), holdsEnded: holdsEnded)
    }

    public mutating func update(_ event: SessionEvent) {
        guard !isEnded else { return }
        switch event {
        case .tick(let now):
            finishIfDone(at: now)
        case .togglePause(let now):
            finishIfDone(at: now)
            guard !isEnded else { return }
            pausedByPerson.toggle()
            applyStops(at: now)
        case .suspend(let now):
            finishIfDone(at: now)
            guard !isEnded else { return }
            suspended = true
            applyStops(at: now)
        case .resume(let now):
            suspended = false
            applyStops(at: now)
        case .end(let reason, let now):
            finishIfDone(at: now)
            guard !isEnded else { return }
            endedElapsed = elapsed(at: now)
            status = .ended(reason)
        case .endHold(let now):
            finishIfDone(at: now)
            // A hold is ended by a person holding it: not while paused or stopped.
            guard !isEnded, stoppedSince == nil else { return }
            let at = elapsed(at: now)
            guard timeline.isInOpenHold(at: at, holdsEnded: holdsEnded) else { return }
            // A key in the hold's first second is one pressed (or held down) for the breath
            // before it, not an ending: the BOLT count has the same guard.
            let began = timeline.moment(at: at, holdsEnded: holdsEnded).phaseStart
            guard at - began >= Self.keyGuardSeconds else { return }
            // `holdsEnded` has a place for each hold in order: holds their cap ended before
            // this one take theirs as "not ended by a key" (infinity), so this end is kept
            // as this hold's, not an earlier one's.
            let index = timeline.holdsBefore(at, holdsEnded: holdsEnded)
            while holdsEnded.count < index { holdsEnded.append(.infinity) }
            holdsEnded.append(at)
            finishIfDone(at: now)
        }
    }

    /// Starts or closes the stopped interval so it matches the two reasons to stop.
    private mutating func applyStops(at now: Double) {
        let shouldStop = pausedByPerson || suspended
        if shouldStop, stoppedSince == nil {
            stoppedSince = now
        } else if !shouldStop, let since = stoppedSince {
            stoppedSeconds += max(0, now - since)
            stoppedSince = nil
        }
        status = pausedByPerson ? .paused : .running
    }

    private mutating func finishIfDone(at now: Double) {
        let end = timeline.endSeconds(holdsEnded: holdsEnded)
        if elapsed(at: now) >= end {
            endedElapsed = end
            status = .ended(.finished)
        }
    }

    /// The figures for the summary printed after the session.
    public func summary(at now: Double) -> SessionSummary {
        let practised = elapsed(at: now)
        let reason: EndReason
        if case .ended(let ended) = status { reason = ended } else { reason = .quit }
        return SessionSummary(
            patternName: timeline.plan.pattern.name,
            practisedSeconds: practised,
            plannedSeconds: timeline.totalSeconds,
            fullCycles: timeline.completedCycles(at: practised, holdsEnded: holdsEnded),
            endReason: reason, rampTarget: timeline.plan.rampTarget?.name)
    }
}
