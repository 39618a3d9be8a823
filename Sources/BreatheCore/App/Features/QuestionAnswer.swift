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
