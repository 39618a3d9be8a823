/// The root of every flow: `update(model, event) -> effects`, composed of a reducer per
/// feature (`SessionFeature`, `LessonFeature`, `PaceFeature`, `HomeFeature`,
/// `SafetyFeature`, `BoltFeature`) and what is
/// no one feature's: endings and signals, Ctrl-Z, the sounds made before a session, the
/// save of a session and its answer.
///
/// The full screen and plain mode run the same flows (only their views differ), and a
/// flow is tested as a table of events, in milliseconds, with no terminal and no clock.
/// Effects are requests (begin a journal, save, cue a phase); the interpreter carries
/// them out and answers with events. Ids come from `AppContext.makeID`, never from here.
public enum AppCore {
    /// Practice between two checkpoints, at most: what a `kill -9` can cost.
    public static let checkpointInterval = 10.0

    /// The model at the start, and what must be done first.
    public static func start(
        _ start: AppStart, context: AppContext, store: ProgressStore, at instant: Instant) -> (AppModel, [AppEffect]) {
        var model = AppModel(context: context, store: store, now: instant)
        var effects: [AppEffect] = []
        switch start {
        case .home:
            if let program = model.activeProgram {
                model.screen = .home
                if context.isPlain { effects += HomeFeature.startOnLines(&model, program) }
            } else if let id = store.activeProgramID {
                // The active program's file broke: never a first run, and nothing is lost.
                if context.isPlain {
                    model.outcome.errors.append(context.words(.brokenAtStart(
                        message: context.catalogue.brokenProgramMessage(id, words: context.words), id: id)))
                    model.outcome.failed = true
                } else {
                    model.screen = .home
                }
            } else if context.isPlain {
                model.outcome.errors.append(context.words(.noProgramYet))
                model.outcome.usage = true
                model.screen = .finished
            } else {
                model.screen = .chooser(Chooser(selected: 0, firstRun: true))
            }
        case .lesson(let programID, let lessonID):
            // Refused in one place, as the command line refuses them: a lesson that is not
            // there is never replaced by today's.
            let found = ProgramLookup.program(
                programID, catalogue: context.catalogue, store: store, words: context.words).flatMap { program in
                ProgramLookup.lesson(lessonID, of: program, words: context.words).map { (program, $0) }
            }
            switch found {
            case .success(let (program, lesson)):
                model.screen = .home
                effects += HomeFeature.activate(&model, program)
                effects += LessonFeature.prepare(&model, lessonOf: program, requested: lesson)
            case .failure(.broken(let message)):
                model.outcome.errors.append(message)
                model.outcome.failed = true
            case .failure(.usage(let message, _)):
                model.outcome.errors.append(message)
                model.outcome.usage = true
            }
        case .practice(let plan):
            effects += begin(&model, PendingSession(kind: .free(plan)))
        case .pace(let plan, let json):
            effects += PaceFeature.start(&model, plan, json: json)
        case .bolt(let safetyShown):
            effects += BoltFeature.start(&model, safetyShown: safetyShown)
        case .rounds(let rounds, let safetyShown):
            effects += HoldRoundsPractice.start(&model, rounds, safetyShown: safetyShown)
        }
        model.refreshHome()
        return (model, effects)
    }

    /// Applies `event`, then keeps what home shows (`HomeFacts`) while it is on the screen.
    public static func update(_ model: inout AppModel, _ event: AppEvent, at instant: Instant) -> [AppEffect] {
        let effects = reduce(&model, event, at: instant)
        model.refreshHome()
        return effects
    }

    private static func reduce(_ model: inout AppModel, _ event: AppEvent, at instant: Instant) -> [AppEffect] {
        model.now = instant
        // A signal while the next session's sounds are made: nothing has begun, so the app
        // ends (a run of `breathe pace` with the blocks it has).
        if let pending = model.preparing, case .ending(_, let signal) = event {
            model.preparing = nil
            stoppedBeforeBeginning(&model, pending, signal: signal)
            return []
        }
        switch event {
        case .journalStarted(let problems):
            let words = model.context.words
            if !problems.isEmpty { model.outcome.errors.append(words(.noJournal(problem: words.sentence(problems)))) }
            return []
        case .activated(let notices, let problem):
            let words = model.context.words
            model.outcome.errors += notices.map { words($0) }
            if let problem {
                model.outcome.errors.append(words(.activationNotSaved(problem: words(problem))))
                model.outcome.failed = true
            }
            return []
        case .saved(let result):
            return saved(&model, result)
        case .cuesPrepared:
            guard let pending = model.preparing else { return [] }
            model.preparing = nil
            return startSession(&model, pending)
        case .suspend:
            if case .session(var running) = model.screen {
                let checkpoint = SessionFeature.suspend(&running, at: instant)
                model.screen = .session(running)
                return checkpoint + [.suspendProcess]
            }
            return [.suspendProcess]
        default:
            break
        }
        switch model.screen {
        case .session(var running):
            let (ended, effects) = SessionFeature.reduce(
                &running, SessionFeature.Event(event), at: instant, sounds: model.context.sounds)
            model.screen = .session(running)
            guard let ended else { return effects }
            if TooShortToKeep.applies(
                practisedSeconds: ended.attempt.practicedSeconds, endReason: ended.attempt.endReason) {
                return effects + discard(&model, ended)
            }
            return effects + ended.pending.kind.practice.ended(&model, ended)
        case .leadIn(let leadIn):
            return LeadInFeature.reduce(&model, leadIn, event)
        case .question(let question):
            return answer(&model, question, event)
        case .chooser(let chooser):
            return between(&model, event) { HomeFeature.choose(&$0, chooser, $1) }
        case .home:
            return between(&model, event, HomeFeature.home)
        case .progress:
            return between(&model, event, HomeFeature.progress)
        case .summary:
            return between(&model, event, HomeFeature.summary)
        case .safety(let step):
            return SafetyFeature.reduce(&model, step, event)
        case .bolt(let test):
            return BoltFeature.reduce(&model, test, event, at: instant)
        case .saving, .finished:
            return []
        }
    }

    // MARK: Composition

    /// A screen between sessions holds nothing unsaved: a signal or a lost terminal ends
    /// the app, a key goes to the screen's reducer, and anything else changes nothing.
    private static func between(
        _ model: inout AppModel, _ event: AppEvent, _ reduce: (inout AppModel, AppKey) -> [AppEffect]) -> [AppEffect] {
        switch event {
        case .ending(_, let signal):
            end(&model, signal: signal)
            return []
        case .key(let key): return reduce(&model, key)
        default: return []
        }
    }

    /// The app ends with nothing left to save, by `signal` if one ended it.
    private static func end(_ model: inout AppModel, signal: Int32?) {
        model.outcome.signal = signal
        model.screen = .finished
    }

    /// A question before or after a session: a signal saves an ended session without
    /// the answer (the process is on its way out), or ends the app before one began.
    private static func answer(_ model: inout AppModel, _ question: Question, _ event: AppEvent) -> [AppEffect] {
        if case .ending(_, let signal) = event {
            switch question.kind {
            case .moodAfter(var ended), .paceEase(var ended), .paceDiscomfort(var ended):
                ended.signal = ended.signal ?? signal
                return save(&model, ended)
            case .continuation, .moodBefore, .lessonStart:
                end(&model, signal: signal)
                return []
            case .paceIntro, .paceBeat:
                // No block is under way: the run ends with the blocks it has.
                question.pending.kind.practice.abandoned(&model)
                end(&model, signal: signal)
                return []
            }
        }
        switch question.kind {
        case .continuation, .moodBefore, .moodAfter:
            return LessonFeature.Event(event).map { LessonFeature.answer(&model, question, $0) } ?? []
        case .paceEase, .paceDiscomfort, .paceIntro, .paceBeat:
            return PaceFeature.Event(event).map { PaceFeature.answer(&model, question, $0) } ?? []
        case .lessonStart:
            return HomeFeature.Answer(event).map { HomeFeature.answerStart(&model, question, $0) } ?? []
        }
    }

    // MARK: Before a session

    /// The session's sounds first, when it has any, so none is late; then the session.
    static func begin(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        guard model.context.sounds else { return startSession(&model, pending) }
        model.preparing = pending
        return [.prepareCues(Cue.all(in: pending.plan))]
    }

    /// The lead-in first (`LeadInFeature`), then the session.
    private static func startSession(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        LeadInFeature.begin(&model, pending)
    }

    /// Practice begins: the session's clock starts now.
    static func practise(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        let (running, effects) = SessionFeature.start(pending, at: model.now, context: model.context)
        model.screen = .session(running)
        return effects
    }

    /// A session stopped before its practice began (in its lead-in, or while its sounds
    /// were made): nothing to save, and one line says so.
    static func stoppedBeforeBeginning(_ model: inout AppModel, _ pending: PendingSession, signal: Int32?) {
        let earlierBlocksKept = model.pace.map { !$0.rows.isEmpty } ?? false
        endUnsaved(&model, pending, saying: .stoppedBeforeItBegan(earlierBlocksKept: earlierBlocksKept), signal: signal)
    }

    /// The app ends with nothing of `pending` saved and `line` saying why (before a run
    /// of `breathe pace`'s table, which ends with the blocks it has), by `signal` if one
    /// ended it.
    private static func endUnsaved(
        _ model: inout AppModel, _ pending: PendingSession, saying line: SessionPhrase, signal: Int32?) {
        model.outcome.said = []
        pending.kind.practice.abandoned(&model)
        model.outcome.said.insert(.session(line), at: 0)
        end(&model, signal: signal)
    }

    // MARK: Saving

    /// A session too short to keep (`TooShortToKeep`): not recorded, nothing asked after
    /// it, its journal removed, and one line says so; then the app ends as the session
    /// did (by its signal).
    private static func discard(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
        let line = SessionPhrase.tooShortToKeep(
            practised: ended.attempt.practicedSeconds, minimum: Int(saturating: TooShortToKeep.seconds))
        endUnsaved(&model, ended.pending, saying: line, signal: ended.signal)
        return [.discardJournal]
    }

    /// Records the session by its kind's rules, once, and asks for a save of the store
    /// with it.
    static func save(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
        var store = model.store
        let (verdict, records) = ended.pending.kind.practice.record(ended, into: &store, context: model.context)
        model.screen = .saving(SavingSession(ended: ended, verdict: verdict, records: records, store: store))
        return [.saveSession(
            store,
            ending: JournalEnding(
                reason: ended.attempt.endReason, practicedSeconds: ended.attempt.practicedSeconds,
                at: ended.attempt.endedAt))]
    }

    /// The save's answer: what is said, then what the kind does next (the next block of a
    /// run), or the lesson's summary, or the end.
    private static func saved(_ model: inout AppModel, _ result: SaveResult) -> [AppEffect] {
        guard case .saving(let saving) = model.screen else { return [] }
        let ended = saving.ended
        let practice = ended.pending.kind.practice
        var problems: [String] = []
        switch result {
        case .saved(let store, let notices):
            model.store = store
            problems = notices.map { model.context.words($0) }
        case .failed(let problem, let keptIn, let journalProblems):
            model.store = saving.store
            let words = model.context.words
            // One message: its first line carries the "breathe:" prefix, and the printed
            // store below it stays a document that imports as it stands.
            problems = [UnsavedSession.lines(
                saveProblem: words(problem), keptIn: keptIn,
                journalProblem: journalProblems.isEmpty ? nil : words.sentence(journalProblems),
                records: saving.records, words: words).joined(separator: "\n")]
            model.outcome.failed = true
        }
        model.outcome.errors += problems
        let summary = ended.pending.offer.map {
            ended.summary.continuing($0.practicedSeconds, ofLesson: ended.pending.lessonSeconds)
        } ?? ended.summary
        let message = saving.verdict.flatMap { practice.message(for: $0) }.map { [$0] } ?? []
        model.outcome.said = [.summary(summary)] + message
        if let effects = practice.saved(&model, ended) { return effects }
        if ended.isLeaving {
            end(&model, signal: ended.signal)
        } else if let verdict = saving.verdict, !model.context.isPlain, case .lesson = ended.pending.kind {
            // The panel shows the first line of each problem; the whole of it (a store to
            // import, when nothing could be written) is printed once the screen is gone.
            let shown = problems.map { String($0.prefix { $0 != "\n" }) }
            model.screen = .summary(LessonSummary(
                verdict: verdict, summary: summary, message: message, problems: shown))
        } else {
            model.screen = .finished
        }
        return []
    }
}

extension AppModel {
    /// The active program, if it is in the catalogue.
    public var activeProgram: Program? { store.activeProgramID.flatMap { context.catalogue.program(id: $0) } }

    /// Whether a question can be put to the person (always in the full screen).
    var canAsk: Bool { context.mode != .plain(canAsk: false) }
}

extension AppContext {
    /// " · " between items, or " - " where the locale cannot show the dot.
    public var separator: String { Symbols.chosen(ascii: ascii).separator }
}
