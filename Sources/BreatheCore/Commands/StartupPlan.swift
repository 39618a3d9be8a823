/// What a command loads before it runs, and what each failure to load means: one plan
/// per command, declared here and carried out in one place by the executable.
public struct StartupPlan: Sendable, Equatable {
    /// How the progress store is read.
    public enum StoreReading: Sendable, Equatable {
        /// Not at all.
        case none
        /// As it is, without the lock or journal recovery (`status`, at every prompt); a
        /// store that cannot be read stops the command.
        case peek
        /// Under the lock, with sessions left in journals saved first; a store that
        /// cannot be read stops the command.
        case recovered
        /// As `recovered`, but a store that cannot be read (a newer format, say) does not
        /// stop practice: an empty one stands in and the session is kept in its journal.
        case recoveredOrEmpty
    }

    /// The settings, the programs and where files live; a failure stops the command
    /// (status 1) after its reason.
    public let settings: Bool
    public let store: StoreReading
    /// Said after the reason the settings could not be read.
    public let settingsFailureNote: StartupPhrase?
    /// Program files that were skipped are named on stderr (reports without a screen).
    public let warnsOfSkippedPrograms: Bool

    init(
        settings: Bool = true, store: StoreReading, settingsFailureNote: StartupPhrase? = nil,
        warnsOfSkippedPrograms: Bool = false) {
        self.settings = settings
        self.store = store
        self.settingsFailureNote = settingsFailureNote
        self.warnsOfSkippedPrograms = warnsOfSkippedPrograms
    }

    /// Loads nothing: help, the version, completions; `config` reads
    /// its file itself, so that a bad value can be put right with it.
    public static let nothing = StartupPlan(settings: false, store: .none)

    /// A session that could not be saved must not start, so unreadable settings stop it
    /// before any practice; an unreadable store does not.
    static func practice(_ what: StartupPhrase.PracticeKind) -> StartupPlan {
        StartupPlan(store: .recoveredOrEmpty, settingsFailureNote: .nothingPractised(what))
    }

    public static func of(_ command: BreatheCommand) -> StartupPlan {
        switch command {
        // A BOLT result can only be kept in a store that can be read: one that cannot
        // stops the test before it begins, rather than lose its result.
        case .home, .start, .history, .stats, .export, .importFile, .bolt: StartupPlan(store: .recovered)
        case .practice: practice(.session)
        case .pace(let options):
            switch options.action {
            case .run: practice(.paceBlocks)
            case .history, .score: StartupPlan(store: .recovered)
            }
        case .programs, .progress: StartupPlan(store: .recovered, warnsOfSkippedPrograms: true)
        // Sessions left by a crash are saved first, so they travel too.
        case .sync(let action): StartupPlan(store: action == .off ? .none : .recovered)
        case .status: StartupPlan(store: .peek)
        // The JSON gives the pattern pace at the person's rate: the settings, no store.
        // The settings: `pace` is listed at the person's rate.
        case .patterns: StartupPlan(store: .none)
        case .config, .completions, .help, .version: nothing
        }
    }
}
