/// The whole app as a value: what the person sees and what has happened, from which both
/// views (the full screen and the plain lines) are drawn.
///
/// Every flow (the daily lesson, free practice, choosing a program, the questions) is
/// `AppCore.update` applied to this model, one event at a time. Nothing here reads a
/// clock or a file: time comes with the events, and files are reached through effects.
public struct AppModel: Sendable {
    public let context: AppContext
    /// The progress store as this run knows it (as saved, after each save).
    public internal(set) var store: ProgressStore
    public internal(set) var screen: AppScreen
    /// The last instant an event brought.
    public internal(set) var now: Instant
    /// Things said along the way in plain mode, where no screen shows them
    /// ("Continuing today's attempt…"), in order; the plain view prints each once.
    public internal(set) var notes: [String] = []
    public internal(set) var outcome = AppOutcome()
    /// A session whose sounds are being made: it begins when they are ready, so that
    /// making them never eats into its first phase.
    public internal(set) var preparing: PendingSession?
    /// A run of `breathe pace` in progress: its blocks and the answers so far.
    public internal(set) var pace: PaceRun?

    public init(context: AppContext, store: ProgressStore, now: Instant) {
        self.context = context
        self.store = store
        self.now = now
        screen = .finished
    }

    public var isFinished: Bool { screen == .finished }
}

/// What does not change while the app runs.
public struct AppContext: Sendable {
    public let catalogue: Catalogue
    public let settings: Settings
    public let mode: AppMode
    /// Phases are marked by a sound (the setting `sound`, `--sound` or `--bell`); which
    /// sound is the interpreter's business, not the flow's.
    public let sounds: Bool
    /// The terminal's locale is not UTF-8: plain ASCII in text.
    public let ascii: Bool
    /// A new record id each call: the core never makes one itself, so a test can give
    /// ids it knows and the command line gives `newRecordID`.
    public let makeID: @Sendable () -> String

    public init(catalogue: Catalogue, settings: Settings, mode: AppMode, sounds: Bool, ascii: Bool, makeID: @escaping @Sendable () -> String) {
        self.catalogue = catalogue
        self.settings = settings
        self.mode = mode
        self.sounds = sounds
        self.ascii = ascii
        self.makeID = makeID
    }

    public var isPlain: Bool { mode != .fullScreen }
}

/// How the person meets the app. The flows are the same; only what can be asked differs.
public enum AppMode: Sendable, Equatable {
    case fullScreen
    /// One line a phase. `canAsk` when a terminal on stdin can answer a question on a
    /// line; without one, the documented default is taken and said.
    case plain(canAsk: Bool)
}

/// Both clocks at one moment: the monotonic one times sessions (it never jumps), the wall
/// clock stamps what is saved.
public struct Instant: Sendable, Equatable {
    public let monotonic: Double
    public let wall: LocalTimestamp

    public init(monotonic: Double, wall: LocalTimestamp) {
        self.monotonic = monotonic
        self.wall = wall
    }
}

/// What the app opens with.
public enum AppStart: Sendable, Equatable {
    /// The daily entry: home (or the program chooser on first run).
    case home
    /// Make `programID` active and practise today's lesson, or `lessonID`.
    case lesson(programID: String, lessonID: String?)
    /// A free session of `plan`, outside programs.
    case practice(PracticePlan)
    /// `breathe pace`: the blocks of `plan`, with questions between them. With `json`,
    /// the table at the end is left to the command line (as JSON), not put in the lines.
    case pace(PacePlan, json: Bool)
}

/// How the app ended.
public struct AppOutcome: Sendable, Equatable {
    /// Printed on stdout when the full screen is gone: the last session's summary and
    /// its message (the plain view prints them as they come).
    public var lines: [String] = []
    /// Printed on stderr: a save that failed and where the session is kept, notices.
    public var errors: [String] = []
    /// Something could not be saved, or the run could not start: the exit status says so.
    public var failed = false
    /// A usage problem (plain mode with no program to practise): status 2.
    public var usage = false
    /// The signal to die by, once everything is saved and said.
    public var signal: Int32?
    /// A run of `breathe pace` that ended: its table and the suggestion, which the
    /// command line keeps as the setting `pace`.
    public var pace: PaceResult?
}

/// What the person sees.
public enum AppScreen: Sendable, Equatable {
    case chooser(Chooser)
    case home
    /// The lessons and the dates they were done.
    case progress
    case question(Question)
    case session(RunningSession)
    /// A session has ended and is being saved.
    case saving(SavingSession)
    case summary(LessonSummary)
    case finished
}

/// The program chooser.
public struct Chooser: Sendable, Equatable {
    public var selected: Int
    /// Shown on first run, when there is no program to go back to.
    public let firstRun: Bool
}

/// A lesson or a free session about to start, with what has been decided for it so far.
public struct PendingSession: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case lesson(program: Program, lesson: Lesson)
        case free(PracticePlan)
        /// A block of `breathe pace`.
        case pace(PaceBlock)
    }

    public let kind: Kind
    /// Today's unfinished attempt, when the person chose to continue it.
    public var offer: ContinuationOffer?
    public var moodBefore: Int?

    public var plan: PracticePlan { kind.practice.plan(continuing: offer) }
}

/// One block of a `breathe pace` run, as a session.
public struct PaceBlock: Sendable, Equatable {
    public let block: PacePlan.Block
    public let runID: String
    /// 1-based, of `count`.
    public let number: Int
    public let count: Int
}

/// A run of `breathe pace` in progress.
public struct PaceRun: Sendable, Equatable {
    public let plan: PacePlan
    public let id: String
    public let json: Bool
    /// The block being breathed or just breathed (0-based).
    public var index = 0
    /// A row for each block breathed so far.
    public var rows: [PaceResult.Row] = []
    /// The person stopped between blocks.
    public var stopping = false

    public var current: PaceBlock { PaceBlock(block: plan.blocks[index], runID: id, number: index + 1, count: plan.blocks.count) }
}

/// What a run of `breathe pace` found: a row a block, and the suggested rate.
public struct PaceResult: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let answer: PaceAnswer
        public let practicedSeconds: Double
        public let endReason: EndReason
        /// Whether the discomfort question was answered (the answer is in `answer`).
        public var discomfortAnswered = true
    }

    public let runID: String
    public let rows: [Row]
    public let suggestion: PaceSuggestion
    /// Why the run ended before its last block, if it did.
    public let stoppedEarly: Bool
}

/// A question before or after a session.
public struct Question: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
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
    }

    public let kind: Kind
    public var selected = 0
    public var pending: PendingSession
}

/// A session being practised.
public struct RunningSession: Sendable, Equatable {
    public var pending: PendingSession
    public let plan: PracticePlan
    public var practice: PracticeSession
    /// The wall clock at the start, for the record.
    public let startedAt: LocalTimestamp
    /// The id the session is saved under (its journal's).
    public let sessionID: String
    /// Practised seconds at the last checkpoint.
    public var checkpointed = 0.0
    /// The phase shown last, to cue each new one once.
    public var phase: PhasePosition?
    /// The signal that ended it, if one did.
    public var signal: Int32?

    /// The top line: "breathe · 4-7-8" or "Foundations · Lesson 3 of 10 · …".
    public func header(separator: String) -> String { pending.kind.practice.header(separator: separator) }
}

/// Which phase of which cycle.
public struct PhasePosition: Sendable, Equatable {
    public let cycle: Int
    public let index: Int
}

/// A session that has ended, as it is recorded and saved.
public struct EndedSession: Sendable, Equatable {
    public let pending: PendingSession
    public var attempt: PracticeAttempt
    public let summary: SessionSummary
    public let sessionID: String
    public var signal: Int32?
}

extension EndedSession {
    /// A signal or a lost terminal ended it: the process is on its way out, so nothing
    /// more is asked or shown, only saved.
    public var isLeaving: Bool { signal != nil || attempt.endReason == .hangup }
}

/// A session recorded by the completion rule, once, while its save is under way: the
/// same records go to the save and, if it fails, to the store printed for import.
public struct SavingSession: Sendable, Equatable {
    public let ended: EndedSession
    /// The lesson's verdict; nil for free practice.
    public let verdict: LessonVerdict?
    /// The session's own records.
    public let records: ProgressStore
    /// The store with them.
    public let store: ProgressStore
}

/// After a lesson: what happened, kindly, and what comes next.
public struct LessonSummary: Sendable, Equatable {
    public let verdict: LessonVerdict
    public let summaryLine: String
    public let message: [String]
    public let problems: [String]
}
