/// What a key means wherever the app asks for it, so every screen reads it alike.
extension AppKey {
    /// q, Q or Esc: leave the screen (end a session, stop a run, go back, quit).
    public var isQuit: Bool { self == .character("q") || self == .character("Q") || self == .escape }

    /// 1 to 5 for the mood check and the ease of a pace block; nil for any other key
    /// (skipped).
    var moodValue: Int? {
        guard case .character(let character) = self, let value = character.wholeNumberValue,
              (1...5).contains(value) else { return nil }
        return value
    }
}

extension QuestionAnswer {
    /// q or Esc, or "q" or "quit" typed (spaces around it too): leave, or stop a run
    /// between blocks.
    var isQuit: Bool {
        switch self {
        case .key(let key): key.isQuit
        case .line(let text): ["q", "quit"].contains(text.trimmingWhitespace().lowercased())
        case .ending: false
        }
    }
}
