extension AppScreen {
    /// Runs `change` on the running session the screen holds; nil when it holds none.
    /// Every frame of a session changes it, and a frame wakes with cold caches: what it
    /// costs is mostly the memory it touches, and each copy of the session retains and
    /// releases each of its parts (the plan, the lesson, the id). Taken out of the screen
    /// and put back, the session is bound once a frame (Swift still copies an enum's
    /// payload when binding it), where a reducer of values copied it out, copied it
    /// again and stored the result back.
    mutating func changeSession<Result>(_ change: (inout RunningSession) -> Result) -> Result? {
        guard case .session = self else { return nil }
        var taken = AppScreen.finished
        swap(&taken, &self)
        switch consume taken {
        case .session(var running):
            let result = change(&running)
            self = .session(running)
            return result
        case let other:
            self = other
            return nil
        }
    }
}
