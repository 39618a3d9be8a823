/// The lead-in: a few seconds to settle before a session's first breath in, the circle
/// at rest and a count of 3, 2, 1 (the setting `leadIn`; 0 skips it). It is not
/// practice and not part of the plan: the session (its clock, first cue, journal and
/// record) begins when the count ends. q, Esc, a signal or a lost terminal stop it
/// with nothing begun and nothing saved. Space is ignored: there is nothing to pause
/// yet, and a pause taken by habit would leave a session waiting before it began.
/// After Ctrl-Z (or any stop) the count starts over, since the person is coming back to it.
enum LeadInFeature {
    /// What the count responds to, scoped from `AppEvent` by the root.
    enum Event: Equatable {
        case quit
        case ending(signal: Int32?)
        case resumed
        /// Time passed (or a key the count does not use).
        case tick

        init(_ event: AppEvent) {
            switch event {
            case .key(let key) where key.isQuit: self = .quit
            case .ending(_, let signal): self = .ending(signal: signal)
            case .resumed, .continued: self = .resumed
            default: self = .tick
            }
        }
    }

    /// The lead-in of `pending`, or the session at once when the setting is 0.
    static func begin(_ pending: PendingSession, seconds: Int, at now: Double) -> Handoff {
        seconds > 0 ? .show(.leadIn(LeadIn(pending: pending, seconds: seconds, at: now))) : .practise(pending)
    }

    static func reduce(_ leadIn: inout LeadIn, _ event: Event, at now: Double) -> Handoff? {
        switch event {
        case .quit: return .stoppedBeforeBeginning(leadIn.pending, signal: nil)
        case .ending(let signal): return .stoppedBeforeBeginning(leadIn.pending, signal: signal)
        case .resumed: leadIn.restart(at: now)
        case .tick: break
        }
        return leadIn.count(at: now) == 0 ? .practise(leadIn.pending) : nil
    }
}

/// A session waiting for its lead-in's count to end.
public struct LeadIn: Sendable, Equatable {
    public let pending: PendingSession
    /// The whole count, in seconds.
    public let seconds: Int
    /// When the count ends and practice begins, on the monotonic clock.
    public private(set) var endsAt: Double

    public init(pending: PendingSession, seconds: Int, at now: Double) {
        self.pending = pending
        self.seconds = seconds
        endsAt = now + Double(seconds)
    }

    /// The number shown at `now`: `seconds` at the start, down to 1 in the last second,
    /// 0 once practice is due.
    public func count(at now: Double) -> Int {
        let left = endsAt - now
        guard left > 1e-9 else { return 0 }
        return min(seconds, Int(saturating: (left - 1e-9).rounded(.up)))
    }

    /// Seconds from `now` until the count shows the next number (or ends).
    public func secondsUntilCountChanges(at now: Double) -> Double {
        max(0, endsAt - now - Double(max(0, count(at: now) - 1)))
    }

    /// Seconds from `now` until practice is due.
    public func secondsLeft(at now: Double) -> Double { max(0, endsAt - now) }

    /// The count from the top again, from `now`.
    mutating func restart(at now: Double) {
        endsAt = now + Double(seconds)
    }

    /// The session screen's top line, as the session will show it.
    public func header(separator: String, words: Words = .english) -> String {
        pending.kind.practice.header(separator: separator, words: words)
    }
}
