/// A question before or after a session, asked by the feature it belongs to; the root
/// hands every answer to that feature (`Kind`) and nothing else reads the answers.
public struct Question: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Home's, on plain lines with a person at the terminal: start today's lesson (the
        /// pending session) or leave. The full screen's home panel asks this itself.
        case lessonStart
        /// The daily lesson's (`LessonFeature`).
        case lesson(LessonQuestion)
        /// A run of `breathe pace`'s (`PaceFeature`).
        case pace(PaceQuestion)
    }

    public var kind: Kind
    public var selected = 0
    public var pending: PendingSession
}

/// What the daily lesson asks.
public enum LessonQuestion: Sendable, Equatable {
    /// "Continue (2:06 left)" or "Start over": `selected` 0 or 1.
    case continuation(ContinuationOffer)
    /// "How do you feel? 1–5", before the session.
    case moodBefore
    /// The same after it; the session waits, ended, to be saved with the answer.
    case moodAfter(EndedSession)
}

/// What a run of `breathe pace` asks.
public enum PaceQuestion: Sendable, Equatable {
    /// Before the first block: what the run of `PacePlan` is; begin (the pending session
    /// is the first block) or leave.
    case intro(PacePlan)
    /// Between blocks: the next (the pending session) when the person is ready, or stop.
    case beat
    /// After a block: "How easy was that? 1–5".
    case ease(EndedSession)
    /// Then: "Any air hunger or light-headedness? y/n".
    case discomfort(EndedSession)
}

/// What a question responds to, scoped from `AppEvent` by the root: a key in the full
/// screen, a line typed in plain mode, or the end of the app (a signal, a lost terminal),
/// which saves an ended session without its answer. Anything else leaves a question as
/// it is.
enum QuestionAnswer: Equatable {
    case key(AppKey)
    case line(String)
    case ending(signal: Int32?)

    init?(_ event: AppEvent) {
        switch event {
        case .key(let key): self = .key(key)
        case .line(let text): self = .line(text)
        case .ending(_, let signal): self = .ending(signal: signal)
        default: return nil
        }
    }
}
