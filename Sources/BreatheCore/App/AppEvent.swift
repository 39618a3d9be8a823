/// Something that happened: to the person, to the process, or as the answer to an effect.
public enum AppEvent: Sendable, Equatable {
    case key(AppKey)
    /// A line typed in answer to a question in plain mode.
    case line(String)
    /// Time passed (a frame is due, or a phase ends).
    case tick
    /// Ctrl-Z: the process is about to stop; stopped time must not count.
    case suspend
    /// The process was continued after Ctrl-Z (the instant is the return's).
    case resumed
    /// The process was continued after a stop breathe did not ask for (SIGSTOP, or a
    /// terminal stopping a background job). It stopped at some moment after `since`
    /// (monotonic: when the terminal last began to wait), and none of that time counts.
    case continued(since: Double)
    /// A signal asks breathe to end (INT, TERM, QUIT, HUP), the terminal went away
    /// (`signal` nil), or the output closed (SIGPIPE).
    case ending(EndReason, signal: Int32?)
    /// The session's journal was started; `problem` when it could not be written anywhere.
    case journalStarted(problems: [FileProblem])
    /// A checkpoint of the session's journal could not be written anywhere: it holds the
    /// session only as it was after `lastKept` seconds of practice (said once a session).
    case journalNotUpdated(lastKept: Double, problems: [FileProblem])
    /// A session's save: done (with the store as it now is, and notices), or failed.
    case saved(SaveResult)
    /// The sounds asked for by `prepareCues` are ready (or given up): the session begins.
    case cuesPrepared
    /// The activation of a program was saved, or not.
    case activated(notices: [StoreNotice], problem: StoreProblem?)
    /// A BOLT result was saved (with the store as saved, and notices), or not.
    case boltResultSaved(SaveResult)
}

/// A key, as the app understands it.
public enum AppKey: Sendable, Equatable {
    case character(Character)
    case enter
    case escape
    case up
    case down
}

/// How a session's save went.
public enum SaveResult: Sendable, Equatable {
    /// Saved; `store` is the store as saved (merged with what other terminals saved).
    case saved(store: ProgressStore, notices: [StoreNotice])
    /// Not saved; the session is kept in `keptIn` (its journal), or nowhere.
    case failed(problem: StoreProblem, keptIn: KeptJournal?, journalProblems: [FileProblem])
}

/// A request to the world outside the core, carried out by the interpreter, which answers
/// with an event where there is something to answer.
public enum AppEffect: Sendable, Equatable {
    /// Start the journal of a session about to begin (answered by `journalStarted`).
    case beginJournal(JournalEntry)
    /// Record how far the session has got, and the open holds held so far when its plan
    /// has any.
    case checkpoint(practicedSeconds: Double, at: LocalTimestamp, holds: [Double]? = nil)
    /// Save `store` (the records of a session included), then discard the journal; on
    /// failure keep the journal with the session's ending. Answered by `saved`.
    case saveSession(ProgressStore, ending: JournalEnding)
    /// Remove the journal of a session that is not kept (`TooShortToKeep`).
    case discardJournal
    /// Save a program made active (answered by `activated`).
    case saveActivation(ProgressStore)
    /// Make the sounds of a session about to begin, so none is late when it is due
    /// (answered by `cuesPrepared`).
    case prepareCues([Cue])
    /// A phase begins, or a finished session ends: sound it.
    case cue(Cue)
    /// Give the terminal back and stop, as Ctrl-Z asks (answered by `resumed`).
    case suspendProcess
    /// Save `store` with a BOLT result in it (answered by `boltResultSaved`).
    case saveBoltResult(ProgressStore)
    /// The safety screen was read on this device: keep the marker that says so.
    case rememberSafetyShown
}

/// How a session ended, for a journal that must keep it.
public struct JournalEnding: Sendable, Equatable {
    public let reason: EndReason
    public let practicedSeconds: Double
    public let at: LocalTimestamp
}
