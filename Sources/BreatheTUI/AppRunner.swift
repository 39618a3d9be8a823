import BreatheCore

/// Saves progress and keeps the journal of a session, for the interpreter. The command
/// line passes the real files; a protocol keeps this module free of them, and lets tests
/// and the benchmark run the same loop with a keeper in memory.
public protocol ProgressKeeping {
    /// Saves (merging with what is there), and returns the store as saved and what the
    /// person should be told (records set aside, a damaged store moved aside).
    func save(_ store: ProgressStore) throws(StoreProblem) -> (store: ProgressStore, notices: [StoreNotice])
    /// Starts the journal of a session about to begin.
    func beginJournal(_ entry: JournalEntry) -> SessionCheckpoints
    /// Keeps this device's marker that the safety screen was read. A marker that cannot
    /// be written only means the screen comes again: nothing to report.
    func rememberSafetyShown()
}

/// The journal of one session, as the interpreter sees it.
public protocol SessionCheckpoints {
    /// Why the journal could not be written, folder by folder, when it could not be
    /// written anywhere; empty once it is written.
    var failures: [FileProblem] { get }
    /// `holds`, when given, replaces the holds the journal carries.
    func checkpoint(practicedSeconds: Double, at now: LocalTimestamp, holds: [Double]?)
    /// The session is saved: the journal goes.
    func discard()
    /// The session has ended: the journal says how, before the save.
    func end(_ ending: JournalEnding)
    /// The session could not be saved: the journal stays for the next start. Returns the
    /// file it is kept in, or nil when it could not be written anywhere.
    func keep() -> KeptJournal?
}

/// Where the app meets the person: a view to show, and events to wait for. The full
/// screen (`ConsoleTerminal`), plain lines (`PlainTerminal`), and the virtual terminals of
/// the benchmark and the tests.
public protocol AppTerminal: AnyObject {
    /// Shows the model. False when the output has gone (a closed pipe).
    func show(_ model: AppModel) -> Bool
    /// Seconds until the view next changes on its own; nil when only an event changes it.
    /// `frameTook` is how long the last `show` took.
    func wait(for model: AppModel, frameTook: Double) -> Double?
    /// Waits up to `timeout` (nil: until something happens) and returns what happened.
    func events(timeout: Double?) -> [AppEvent]
    /// Rings the terminal's bell (in plain mode, with the line of the phase it marks).
    func ringBell()
    /// Gives the terminal back and stops the process, as Ctrl-Z asks; returns on `fg`.
    func suspendProcess()
}

/// What sounds the cues: tones, words or the bell, as the person chose. The command line
/// passes the real one (it starts players); the benchmark and the tests pass their own.
public protocol CueSounding: AnyObject {
    /// Makes a session's sounds ahead of its first cue.
    func prepare(_ cues: [Cue])
    func play(_ cue: Cue, at monotonic: Double)
    /// Seconds until `pump` has work (a second bell, a player to look at); nil for none.
    func secondsUntilDue(at monotonic: Double) -> Double?
    func pump(at monotonic: Double)
    /// The process was stopped (Ctrl-Z) for `seconds`, its players with it.
    func resumed(afterStopping seconds: Double)
}

/// Both clocks, read where the loop needs them.
public protocol AppClock {
    func now() -> Instant
    /// The monotonic clock alone, for timing a frame: no wall clock, no time zone.
    func monotonic() -> Double
}

/// The one interpreter and the one loop of every flow: it shows the model, waits until
/// the view changes on its own or something happens, feeds each event to `AppCore`, and
/// carries out the effects against the keeper, answering with events. Answers wait in a
/// queue, first in first out, and are fed once every effect of an update is carried out:
/// an update never runs inside another.
public final class AppRunner {
    /// The model until `run` takes it: the loop keeps it in a local variable, which the
    /// views read where it lies (a stored property is copied for each call, every part
    /// of it retained and released, and a frame wakes with cold caches).
    private var model: AppModel?
    private let terminal: AppTerminal
    private let keeper: ProgressKeeping
    private let clock: AppClock
    private let sounds: CueSounding?
    private var journal: SessionCheckpoints?
    /// Effects' answers not yet fed, oldest first.
    private var answers: [AppEvent] = []
    /// Checkpoints asked for since the last frame, written once it is drawn: a journal's
    /// write and fsync must not make late the frame of the same instant (a new phase
    /// falls on a checkpoint every 20 s in box breathing).
    private var checkpoints: [(practised: Double, at: LocalTimestamp, holds: [Double]?)] = []

    public init(
        _ start: AppStart, context: AppContext, store: ProgressStore, terminal: AppTerminal, keeper: ProgressKeeping,
        clock: AppClock, sounds: CueSounding?) {
        let (model, effects) = AppCore.start(start, context: context, store: store, at: clock.now())
        self.model = model
        self.terminal = terminal
        self.keeper = keeper
        self.clock = clock
        self.sounds = sounds
        var started = model
        for effect in effects { perform(effect, now: started.now.monotonic) }
        if !answers.isEmpty { started = feed(answers.removeFirst(), to: started) }
        self.model = started
    }

    /// Runs until the app is done, and says how it ended.
    public func run() -> AppOutcome {
        // Run once: the model is the loop's from here on.
        var model = self.model.take()!
        while true {
            if model.isFinished { break }
            let shownAt = clock.monotonic()
            guard terminal.show(model) else {
                writeCheckpoints()
                model = feed(.ending(.hangup, signal: Self.brokenPipe), to: model)
                continue
            }
            writeCheckpoints()
            let shownFor = clock.monotonic()
            var timeout = terminal.wait(for: model, frameTook: shownFor - shownAt)
            if let due = sounds?.secondsUntilDue(at: shownFor) { timeout = min(timeout ?? due, due) }
            let events = terminal.events(timeout: timeout)
            // What happened during the wait is handled at one instant: one reading of
            // both clocks a frame. Once an event has finished the app, nothing more is
            // fed; the tick comes last.
            let instant = clock.now()
            var finished = false
            for event in events {
                model = feed(event, at: instant, to: model)
                if model.isFinished {
                    finished = true
                    break
                }
            }
            if !finished { model = feed(.tick, at: instant, to: model) }
            sounds?.pump(at: instant.monotonic)
        }
        writeCheckpoints()
        _ = terminal.show(model)
        return model.outcome
    }

    /// The checkpoints waiting for the frame, in order. The first that cannot be written
    /// anywhere is told to the app, with what the journal still holds.
    private func writeCheckpoints() {
        for checkpoint in checkpoints {
            guard let journal else { break }
            let failing = !journal.failures.isEmpty
            journal.checkpoint(practicedSeconds: checkpoint.practised, at: checkpoint.at, holds: checkpoint.holds)
            if journal.failures.isEmpty {
                lastKept = checkpoint.practised
            } else if !failing, !journalFailureTold {
                journalFailureTold = true
                answers.append(.journalNotUpdated(lastKept: lastKept, problems: journal.failures))
            }
        }
        checkpoints.removeAll()
    }

    /// The practice the journal last took, and whether its failing was told.
    private var lastKept = 0.0
    private var journalFailureTold = false

    /// SIGPIPE: how a pipeline's member ends when its reader has gone.
    public static let brokenPipe: Int32 = 13

    /// Feeds `event`, then the answers its effects bring, in order, until none is left;
    /// each answer at the clock's reading when its turn comes. The model as the root left it.
    private func feed(_ event: AppEvent, at instant: Instant? = nil, to start: AppModel) -> AppModel {
        var model = start
        var next: AppEvent? = event
        var at = instant
        while let event = next {
            for effect in AppCore.update(&model, event, at: at ?? clock.now()) {
                perform(effect, now: model.now.monotonic)
            }
            next = answers.isEmpty ? nil : answers.removeFirst()
            at = nil
        }
        return model
    }

    /// Carries out `effect`, asked for by the update at the monotonic time `now`.
    private func perform(_ effect: AppEffect, now: Double) {
        // What touches the journal or stops the process comes after the checkpoints
        // asked for before it.
        switch effect {
        case .beginJournal, .saveSession, .suspendProcess: writeCheckpoints()
        // A journal about to go takes no more checkpoints.
        case .discardJournal: checkpoints.removeAll()
        case .checkpoint, .saveActivation, .prepareCues, .cue, .saveBoltResult, .rememberSafetyShown: break
        }
        switch effect {
        case .beginJournal(let entry):
            let started = keeper.beginJournal(entry)
            journal = started
            (lastKept, journalFailureTold) = (0, !started.failures.isEmpty)
            answers.append(.journalStarted(problems: started.failures))
        case .checkpoint(let practised, let at, let holds):
            checkpoints.append((practised, at, holds))
        case .saveSession(let store, let ending):
            // The end is journalled before the save: a process killed during the save
            // leaves the session, as it ended, for the next start.
            journal?.end(ending)
            do {
                let saved = try keeper.save(store)
                journal?.discard()
                journal = nil
                answers.append(.saved(.saved(store: saved.store, notices: saved.notices)))
            } catch {
                let kept = journal?.keep()
                let failures = journal?.failures ?? []
                journal = nil
                answers.append(.saved(.failed(problem: error, keptIn: kept, journalProblems: failures)))
            }
        case .discardJournal:
            journal?.discard()
            journal = nil
        case .saveActivation(let store):
            do {
                answers.append(.activated(notices: try keeper.save(store).notices, problem: nil))
            } catch {
                answers.append(.activated(notices: [], problem: error))
            }
        case .saveBoltResult(let store):
            do {
                let saved = try keeper.save(store)
                answers.append(.boltResultSaved(.saved(store: saved.store, notices: saved.notices)))
            } catch {
                answers.append(.boltResultSaved(.failed(
                    problem: error, keptIn: nil, journalProblems: [])))
            }
        case .rememberSafetyShown:
            keeper.rememberSafetyShown()
        case .prepareCues(let cues):
            sounds?.prepare(cues)
            answers.append(.cuesPrepared)
        case .cue(let cue):
            sounds?.play(cue, at: now)
        case .suspendProcess:
            let stoppedAt = clock.monotonic()
            terminal.suspendProcess()
            sounds?.resumed(afterStopping: clock.monotonic() - stoppedAt)
            answers.append(.resumed)
        }
    }
}
