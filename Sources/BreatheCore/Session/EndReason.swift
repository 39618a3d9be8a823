/// How a session ended. The names are the ones the progress store records.
public enum EndReason: String, Sendable, Equatable, CaseIterable, Codable {
    /// Every planned cycle was breathed.
    case finished
    /// The person pressed q or Esc.
    case quit
    /// Ctrl-C or SIGINT.
    case interrupt
    /// SIGTERM or SIGQUIT: something asked breathe to stop.
    case terminated
    /// The terminal went away (SIGHUP).
    case hangup
    /// Saved at a later start from the journal of a session that never ended cleanly.
    case recovered

    /// Words for the summary line: the same as history's (`Message.ending`), so an ending
    /// reads alike wherever it is shown.
    public func phrase(_ words: Words = .english) -> String { words(.ending(self)) }
}
