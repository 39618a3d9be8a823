/// What a feature answers an event with. A feature changes only its own state (the
/// question, chooser, lead-in or test it is given); everything else it wants done it
/// asks of the root here, which carries it out: the root owns the model, the store and
/// the session's life.
struct FeatureStep: Equatable {
    /// What the feature is done with, for the root to carry on; nil stays where it is.
    var handoff: Handoff?
    /// Lines for plain mode, said once, before anything the handoff says.
    var notes: [Said] = []
    /// What the app has to say in the end, in place of what it had (nil keeps it).
    var said: [Said]?
    /// Requests of the feature's own (the safety marker), before the handoff's.
    var effects: [AppEffect] = []
}

/// What a feature tells the root has happened.
enum Handoff: Equatable {
    /// The feature's next screen (a question, the chooser, home, a test's next stage).
    case show(AppScreen)
    /// A session is ready: its sounds, its lead-in, then its practice.
    case begin(PendingSession)
    /// The lead-in is over: the session's clock starts now.
    case practise(PendingSession)
    /// A session ended and what was asked about it is answered: record it and save.
    case save(EndedSession)
    /// Stopped before its practice began: nothing to save, one line says so.
    case stoppedBeforeBeginning(PendingSession, signal: Int32?)
    /// Today's lesson of a program (or `requested`), with its questions.
    case lesson(Program, requested: Lesson?)
    /// The person chose a program: make it active, then home.
    case activate(Program)
    /// A BOLT result to add to the store and save.
    case saveBoltResult(BoltResult)
    /// The run cannot start (no terminal to answer on): this error, and the end.
    case refuse(String)
    /// The app ends with nothing unsaved: by `signal` if one ended it, with a run of
    /// `breathe pace`'s result if it ended one.
    case finish(signal: Int32? = nil, pace: PaceResult? = nil)
}

extension FeatureStep {
    init(_ handoff: Handoff?, notes: [Said] = []) {
        self.handoff = handoff
        self.notes = notes
    }
}
