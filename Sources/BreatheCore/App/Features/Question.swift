/// A question before or after a session.
public struct Question: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Plain mode's home, with a person at the terminal: start today's lesson (the
        /// pending session) or leave. The full screen's home panel asks this itself.
        case lessonStart
        /// "Continue (2:06 left)" or "Start over": `selected` 0 or 1.
        case continuation(ContinuationOffer)
        /// "How do you feel? 1–5", before the session.
        case moodBefore
        /// The same after it; the session waits, ended, to be saved with the answer.
        case moodAfter(EndedSession)
        /// After a block of `breathe pace`: "How easy was that? 1–5".
        case paceEase(EndedSession)
        /// Then: "Any air hunger or light-headedness? y/n".
        case paceDiscomfort(EndedSession)
        /// Before the first block of `breathe pace`: what the run of `PacePlan` is; begin
        /// (the pending session is the first block) or leave.
        case paceIntro(PacePlan)
        /// Between blocks: the next (the pending session) when the person is ready, or stop.
        case paceBeat
    }

    public let kind: Kind
    public var selected = 0
    public var pending: PendingSession
}

/// What a question before or after a session responds to, scoped from `AppEvent` by the
/// root: a key in the full screen, a line typed in plain mode. Signals are the root's,
/// and anything else leaves a question as it is.
enum QuestionAnswer: Equatable {
    case key(AppKey)
    case line(String)

    init?(_ event: AppEvent) {
        switch event {
        case .key(let key): self = .key(key)
        case .line(let text): self = .line(text)
        default: return nil
        }
    }
}
