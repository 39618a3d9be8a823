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
    public internal(set) var notes: [Said] = []
    public internal(set) var outcome = AppOutcome()
    /// A session whose sounds are being made: it begins when they are ready, so that
    /// making them never eats into its first phase.
    public internal(set) var preparing: PendingSession?
    /// What home and the progress page show, while either is on the screen (`HomeFacts`).
    public internal(set) var home: HomeFacts?
    /// What the chooser shows of each program, while it is on the screen.
    public internal(set) var chooserEntries: [ChooserEntry] = []
    /// The latest choice, when it is a program with no file here, while home or the
    /// chooser is on the screen: both say so (`ActiveChoice`).
    public internal(set) var choiceNotHere: String?

    /// Decides what home, the progress page or the chooser shows, once per change, while
    /// it is on the screen; forgets it otherwise.
    mutating func refreshHome() {
        home = nil
        chooserEntries = []
        choiceNotHere = nil
        switch screen {
        case .home, .progress:
            home = HomeFacts.of(self)
            choiceNotHere = activeChoice.notHere
        case .chooser:
            let rollover = context.settings.dayRolloverHour
            let choice = activeChoice
            chooserEntries = ChooserEntry.entries(
                programs: context.catalogue.programs, store: store, active: choice.programID,
                today: now.wall.practiceDay(rolloverHour: rollover), rolloverHour: rollover)
            choiceNotHere = choice.notHere
        default: break
        }
    }

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
    public let makeID: MakeID
    /// The person's language, chosen once for the command.
    public let words: Words

    public init(
        catalogue: Catalogue, settings: Settings, mode: AppMode, sounds: Bool, ascii: Bool, words: Words = .english,
        makeID: @escaping MakeID) {
        self.words = words
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
    /// `breathe bolt`: the safety screen first unless this device has shown it.
    case bolt(safetyShown: Bool)
    /// `breathe practice rounds`: the safety screen first unless this device has shown it.
    case rounds(HoldRounds, safetyShown: Bool)
}

/// How the app ended.
public struct AppOutcome: Sendable, Equatable {
    /// Printed on stdout when the full screen is gone: the last session's summary and
    /// its message (the plain view prints them as they come), in the words of
    /// `AppContext.lines`.
    public var said: [Said] = []
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
    /// The lessons and the dates they were done; one of them chosen, to practise again.
    case progress(ProgressPage)
    case question(Question)
    /// The seconds before a session's practice: the circle at rest and a count.
    case leadIn(LeadIn)
    case session(RunningSession)
    /// A session has ended and is being saved.
    case saving(SavingSession)
    case summary(LessonSummary)
    /// Before the first breath hold on this device: sit or lie down, never in water.
    case safety(SafetyStep)
    /// `breathe bolt`: the steps, the count, the result.
    case bolt(BoltTest)
    case finished
}

/// A lesson or a free session about to start, with what has been decided for it so far.
public struct PendingSession: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case lesson(program: Program, lesson: Lesson)
        case free(PracticePlan)
        /// The current block of a run of `breathe pace` (the run travels with it).
        case pace(PaceRun)
        /// `breathe practice rounds`.
        case rounds(HoldRounds)
    }

    public let kind: Kind
    /// Today's unfinished attempt, when the person chose to continue it.
    public var offer: ContinuationOffer?
    public var moodBefore: Int?

    public var plan: PracticePlan { kind.practice.plan(continuing: offer) }
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
