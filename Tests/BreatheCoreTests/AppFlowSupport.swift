import Synchronization
@testable import BreatheCore

/// Ids the tests know in advance: "id-1", "id-2", … in the order the core asks for them.
final class CountingIDs: Sendable {
    private let count = Mutex(0)

    /// The generator to put in an `AppContext`.
    var makeID: @Sendable () -> String {
        { [self] in "id-\(count.withLock { $0 += 1; return $0 })" }
    }
}

/// The instants of a table written in milliseconds since the start.
struct Milliseconds {
    let start: LocalTimestamp

    init(from wall: String = AppFlow.morning) { start = LocalTimestamp(iso8601: wall)! }

    /// `ms` after the start, on both clocks (the wall clock in whole seconds).
    func at(_ ms: Int) -> Instant { Instant(monotonic: Double(ms) / 1000, wall: start.adding(seconds: Int64(ms / 1000))) }
}

extension AppContext {
    /// A context for a feature's table: the test catalogue, ids counted from 1. No
    /// lead-in unless `leadIn` asks for one: the tables are about what follows it
    /// (`LeadInTests` hold the lead-in itself).
    static func table(settings: Settings = Settings(), leadIn: Int = 0, mode: AppMode = .fullScreen, sounds: Bool = false, ids: CountingIDs = CountingIDs()) -> AppContext {
        var settings = settings
        settings.leadIn = leadIn
        return AppContext(catalogue: Catalogue(programs: [AppFlow.program, AppFlow.other], warnings: []), settings: settings, mode: mode, sounds: sounds, ascii: false, makeID: ids.makeID)
    }
}

/// An effect in a few words, for tables written by hand: "cue exhale 6",
/// "beginJournal id-2 4-6", "checkpoint 5", "saveSession", "saveActivation".
func label(_ effect: AppEffect) -> String {
    switch effect {
    case .beginJournal(let entry): "beginJournal \(entry.sessionID) \(entry.pattern)" + (entry.paceRun.map { " run \($0)" } ?? "")
    case .checkpoint(let seconds, _, let holds): "checkpoint \(formatNumber(seconds))" + (holds.map { " holds " + $0.map(formatNumber).joined(separator: ",") } ?? "")
    case .saveSession: "saveSession"
    case .discardJournal: "discardJournal"
    case .saveActivation: "saveActivation"
    case .prepareCues: "prepareCues"
    case .cue(.phase(let kind, let seconds)): "cue \(kind.rawValue) \(formatNumber(seconds))"
    case .cue(.capReached(let next)): "cue cap, then \(next.rawValue)"
    case .cue(.closing): "cue closing"
    case .suspendProcess: "suspendProcess"
    case .saveBoltResult(let store): "saveBoltResult " + store.boltResults.map { "\($0.id) \(formatNumber($0.seconds))" }.joined(separator: ", ")
    case .rememberSafetyShown: "rememberSafetyShown"
    }
}

/// What a screen is, in a word or two, for tables written by hand.
func label(_ screen: AppScreen) -> String {
    switch screen {
    case .chooser(let chooser): "chooser \(chooser.selected)"
    case .home: "home"
    case .progress: "progress"
    case .question(let question):
        switch question.kind {
        case .lesson(.continuation): "continuation \(question.selected)"
        case .lesson(.moodBefore): "moodBefore"
        case .lesson(.moodAfter): "moodAfter"
        case .pace(.ease): "paceEase"
        case .pace(.discomfort): "paceDiscomfort"
        case .pace(.intro): "paceIntro"
        case .pace(.beat): "paceBeat"
        case .lessonStart: "lessonStart"
        }
    case .leadIn(let leadIn): "leadIn " + leadIn.header(separator: " · ")
    case .session(let running): "session " + running.header(separator: " · ")
    case .saving: "saving"
    case .summary: "summary"
    case .safety: "safety"
    case .bolt(let test):
        switch test.stage {
        case .ready(let note): "bolt ready" + (note.map { " \(Words.english($0))" } ?? "")
        case .counting(let since): "bolt counting since \(formatNumber(since.monotonic))"
        case .saving(let result): "bolt saving \(formatNumber(result.seconds))"
        case .result(let result, let problem): "bolt result \(formatNumber(result.seconds))" + (problem.map { " not saved: \($0.english)" } ?? "")
        }
    case .finished: "finished"
    }
}

/// What a feature handed the root, in a few words, for tables written by hand: the screen
/// it shows ("moodBefore", "home"), "begin 70" (the session's planned seconds), "save",
/// "lesson test", "activate other", "finish 15" (by signal 15), or "stays" for none.
func label(_ handoff: Handoff?) -> String {
    switch handoff {
    case nil: "stays"
    case .show(let screen)?: label(screen)
    case .begin(let pending)?: "begin \(formatNumber(pending.plan.totalSeconds))"
    case .practise(let pending)?: "practise \(formatNumber(pending.plan.totalSeconds))"
    case .save?: "save"
    case .stoppedBeforeBeginning(_, let signal)?: "stopped" + (signal.map { " \($0)" } ?? "")
    case .lesson(let program, let requested)?: "lesson \(program.id)" + (requested.map { " \($0.id)" } ?? "")
    case .activate(let program)?: "activate \(program.id)"
    case .saveBoltResult(let result)?: "saveBoltResult \(formatNumber(result.seconds))"
    case .refuse?: "refuse"
    case .finish(let signal, _)?: "finish" + (signal.map { " \($0)" } ?? "")
    }
}

extension FeatureStep {
    /// The step's notes in `context`'s words, as plain mode prints them.
    func noteLines(_ context: AppContext) -> [String] { notes.flatMap(context.lines) }
}
