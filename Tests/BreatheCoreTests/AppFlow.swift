import Foundation
@testable import BreatheCore

/// One flow of the app driven in the core: a start, then events, each at a time of the
/// test's choosing. Effects that ask for an answer are answered as the outside world
/// would: journals start, saves succeed (or fail, when `saveProblem` is set), and the
/// saved store comes back as it was written. Answers wait in a queue, first in first
/// out, as the runner's do. Every effect is kept for the test to check.
struct AppFlow {
    static let program = try! ProgramDecoder.decode(Data(#"""
        {"id": "test", "title": "Test", "summary": "Three short lessons.", "lessons": [
          {"id": "a", "title": "Lesson A", "pattern": "5-5", "cycles": 10},
          {"id": "b", "title": "Lesson B", "pattern": "4-7-8", "cycles": 2},
          {"id": "c", "title": "Lesson C", "pattern": "box", "cycles": 2}
        ]}
        """#.utf8), file: "test.json", source: .builtIn)
    static let other = try! ProgramDecoder.decode(Data(#"""
        {"id": "other", "title": "Other", "summary": "Two lessons, at any pace.", "pace": "free", "lessons": [
          {"id": "x", "title": "Lesson X", "pattern": "4-4", "cycles": 3},
          {"id": "y", "title": "Lesson Y", "pattern": "4-4", "cycles": 4}
        ]}
        """#.utf8), file: "other.json", source: .builtIn)

    static let morning = "2026-12-01T09:00:00+01:00"

    /// Settings with the mood check on.
    static let moodCheck: Settings = {
        var settings = Settings()
        settings.moodCheck = true
        return settings
    }()

    var model: AppModel
    private(set) var effects: [AppEffect] = []
    /// Seconds since the start, on the monotonic clock.
    private(set) var time = 0.0
    let startedAt: LocalTimestamp
    /// When set, every session save fails with this problem.
    var saveProblem: StoreProblem?
    /// Where a failed session's journal is kept; nil when no journal could be written.
    var keptIn: KeptJournal? = KeptJournal(path: "/home/me/.local/share/breathe/journal/s.json", temporary: false)
    /// How long making a session's sounds takes.
    var preparingSeconds = 0.0
    /// The sounds are never ready: the app waits in between (for a signal to arrive).
    var preparingSecondsHold = false
    /// When set, saving an activation fails with this problem.
    var activationProblem: StoreProblem?

    /// A write of `path` the full disk refused, as the system layer reports it.
    static func diskFull(_ path: String = "/home/me/.local/share/breathe/progress.json") -> FileProblem {
        .couldNot(.write, path: path, reason: SystemReason(.noSpace, text: "No space left on device"))
    }

    /// Effects' answers not yet sent, with the seconds before each, oldest first.
    private var answers: [(event: AppEvent, after: Double)] = []

    /// `leadIn` is the setting's: 0 unless a test asks, since the flows are about what
    /// follows the lead-in (`LeadInTests` hold the lead-in itself).
    init(_ start: AppStart, store: ProgressStore = ProgressStore(), settings: Settings = Settings(), leadIn: Int = 0, mode: AppMode = .fullScreen,
         sounds: Bool = false, preparing: Double = 0, catalogue: Catalogue = Catalogue(programs: [AppFlow.program, AppFlow.other], warnings: []), at wall: String = AppFlow.morning,
         words: Words = .english, makeID: @escaping @Sendable () -> String = newRecordID) {
        startedAt = LocalTimestamp(iso8601: wall)!
        var settings = settings
        settings.leadIn = leadIn
        let context = AppContext(catalogue: catalogue, settings: settings, mode: mode, sounds: sounds, ascii: false, words: words, makeID: makeID)
        let (model, effects) = AppCore.start(start, context: context, store: store, at: Instant(monotonic: 0, wall: startedAt))
        self.model = model
        preparingSeconds = preparing
        perform(effects)
        sendAnswers()
    }

    /// When set, the wall clock reads this from now on: a clock that jumped.
    var wallClockReads: LocalTimestamp?

    var instant: Instant { Instant(monotonic: time, wall: wallClockReads ?? startedAt.adding(seconds: Int64(time.rounded(.down)))) }

    /// `event`, `seconds` after the last one, then the answers its effects bring.
    mutating func send(_ event: AppEvent, after seconds: Double = 0) {
        time += seconds
        perform(AppCore.update(&model, event, at: instant))
        sendAnswers()
    }

    private mutating func sendAnswers() {
        while !answers.isEmpty {
            let (event, after) = answers.removeFirst()
            time += after
            perform(AppCore.update(&model, event, at: instant))
        }
    }

    mutating func key(_ character: Character, after seconds: Double = 0) { send(.key(.character(character)), after: seconds) }

    /// Time passes as the loop would see it: a tick every `step` seconds.
    mutating func wait(_ seconds: Double, step: Double = 0.5) {
        var left = seconds
        while left > 1e-9 {
            let next = min(step, left)
            send(.tick, after: next)
            left -= next
        }
    }

    /// Keeps each effect, and queues the answer of those that have one.
    private mutating func perform(_ new: [AppEffect]) {
        for effect in new {
            effects.append(effect)
            switch effect {
            case .beginJournal:
                answers.append((.journalStarted(problems: []), 0))
            case .saveSession(let store, _):
                if let saveProblem {
                    let journalProblems = keptIn == nil ? [AppFlow.diskFull("/home/me/.local/share/breathe/journal/s.json")] : []
                    answers.append((.saved(.failed(problem: saveProblem, keptIn: keptIn, journalProblems: journalProblems)), 0))
                } else {
                    answers.append((.saved(.saved(store: store, notices: [])), 0))
                }
            case .saveActivation:
                answers.append((.activated(notices: [], problem: activationProblem), 0))
            case .prepareCues:
                // Making the sounds takes time: the session must start after it.
                if !preparingSecondsHold { answers.append((.cuesPrepared, preparingSeconds)) }
            case .saveBoltResult(let store):
                if let saveProblem {
                    answers.append((.boltResultSaved(.failed(problem: saveProblem, keptIn: nil, journalProblems: [])), 0))
                } else {
                    answers.append((.boltResultSaved(.saved(store: store, notices: [])), 0))
                }
            case .checkpoint, .cue, .suspendProcess, .discardJournal, .rememberSafetyShown:
                break
            }
        }
    }

    // What the tests look at.

    var screen: AppScreen { model.screen }
    var store: ProgressStore { model.store }
    var saves: [ProgressStore] { effects.compactMap { if case .saveSession(let store, _) = $0 { store } else { nil } } }
    var checkpoints: [Double] { effects.compactMap { if case .checkpoint(let seconds, _, _) = $0 { seconds } else { nil } } }
    var cues: [Cue] { effects.compactMap { if case .cue(let cue) = $0 { cue } else { nil } } }
    /// The kinds of the phases cued, in order.
    var cuedPhases: [BreathPhaseKind] { cues.compactMap { if case .phase(let kind, _) = $0 { kind } else { nil } } }
    var journalsDiscarded: Int { effects.filter { $0 == .discardJournal }.count }
    var activations: Int { effects.filter { if case .saveActivation = $0 { true } else { false } }.count }

    /// The running session, or nil.
    var running: RunningSession? { if case .session(let running) = screen { running } else { nil } }
    var verdict: LessonVerdict? { if case .summary(let summary) = screen { summary.verdict } else { nil } }
    var question: Question.Kind? { if case .question(let question) = screen { question.kind } else { nil } }
    var lastSession: SessionRecord? { store.sessions.last }

    /// `store` with lesson `lessonID` of `program` practised `seconds` from `start`
    /// (and `program` made active first, when no program is).
    static func store(practising lessonID: String, of program: Program = AppFlow.program, for seconds: Double, at start: String, reason: EndReason = .quit, into store: ProgressStore = ProgressStore()) -> ProgressStore {
        var store = store
        let began = LocalTimestamp(iso8601: start)!
        if store.activeProgramID == nil { store.append(ActivationRecord(id: newRecordID(), programID: program.id, at: began.adding(seconds: -60))) }
        let lesson = program.lesson(id: lessonID)!
        let attempt = PracticeAttempt(pattern: lesson.patternText, startedAt: began, endedAt: began.adding(seconds: Int64(seconds)), plannedSeconds: lesson.plannedSeconds, practicedSeconds: seconds, endReason: reason)
        _ = ProgressRecorder.recordLesson(attempt, program: program, lesson: lesson, continuing: nil, rule: CompletionRule(), store: &store, id: newRecordID(), completionID: newRecordID())
        return store
    }

    /// A store with the test program active and nothing practised.
    static let active: ProgressStore = {
        var store = ProgressStore()
        store.append(ActivationRecord(id: newRecordID(), programID: program.id, at: LocalTimestamp(iso8601: "2026-11-30T08:00:00+01:00")!))
        return store
    }()
}
