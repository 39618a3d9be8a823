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
    /// The model at the start, and what must be done first.
    public static func start(
        _ start: AppStart, context: AppContext, store: ProgressStore, at instant: Instant) -> (AppModel, [AppEffect]) {
        var model = AppModel(context: context, store: store, now: instant)
        var effects: [AppEffect] = []
        switch start {
        case .home:
            let choice = model.activeChoice
            if let program = model.activeProgram {
                model.screen = .home
                if context.isPlain { effects += apply(&model, HomeFeature.startOnLines(program, model)) }
            } else if let id = choice.programID {
                // The active program's file broke: never a first run, and nothing is lost.
                if context.isPlain {
                    model.outcome.errors.append(context.words(.brokenAtStart(
                        message: context.catalogue.brokenProgramMessage(id, words: context.words), id: id)))
                    model.outcome.failed = true
                } else {
                    model.screen = .home
                }
            } else if let id = choice.notHere, context.isPlain {
                model.outcome.errors.append(
                    context.words(.latestChoiceNotHereAtStart(id: id, folder: context.catalogue.folder)))
                model.outcome.failed = true
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
                effects += activate(&model, program)
                effects += apply(&model, LessonFeature.prepare(model, lessonOf: program, requested: lesson))
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
            effects += apply(&model, PaceFeature.start(plan, json: json, model))
        case .bolt(let safetyShown):
            effects += apply(&model, BoltFeature.start(safetyShown: safetyShown, model))
        case .rounds(let rounds, let safetyShown):
            effects += apply(&model, HoldRoundsPractice.start(rounds, safetyShown: safetyShown, model))
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

    private static func reduce(_ model: inout AppModel, _ event: AppEvent, at reading: Instant) -> [AppEffect] {
        // The app's time never goes back: an event read before a stop (Ctrl-Z) can be fed
        // after the return, whose instant is later, and would take the session back by
        // the stop, saying the phase before again.
        let instant = reading.monotonic < model.now.monotonic ? model.now : reading
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
        case .journalNotUpdated(let lastKept, let problems):
            let words = model.context.words
            model.outcome.errors.append(
                words(.journalNotUpdated(lastKept: lastKept, problem: words.sentence(problems))))
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
        case .boltResultSaved(let result):
            return boltResultSaved(&model, result)
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
            let question = ended.pending.kind.practice.question(
                after: ended, context: model.context, canAsk: model.canAsk)
            return effects + carryOut(&model, question.map { .show(.question($0)) } ?? .save(ended))
        case .leadIn(var leadIn):
            let handoff = LeadInFeature.reduce(&leadIn, LeadInFeature.Event(event), at: instant.monotonic)
            model.screen = .leadIn(leadIn)
            return handoff.map { carryOut(&model, $0) } ?? []
        case .question(var question):
            guard let answer = QuestionAnswer(event) else { return [] }
            let step: FeatureStep
            switch question.kind {
            case .lesson(let asked): step = LessonFeature.answer(&question, asked, answer, model)
            case .pace(let asked):
                step = PaceFeature.answer(question, asked, answer, isPlain: model.context.isPlain)
            case .lessonStart: step = FeatureStep(HomeFeature.answerStart(question, answer))
            }
            model.screen = .question(question)
            return apply(&model, step)
        case .chooser(var chooser):
            return between(&model, event) { model, key in
                let handoff = HomeFeature.choose(
                    &chooser, key, programs: model.context.catalogue.programs, active: model.activeChoice.programID)
                model.screen = .chooser(chooser)
                return handoff
            }
        case .home:
            return between(&model, event) { HomeFeature.home($1, $0) }
        case .progress(var page):
            return between(&model, event) { model, key in
                let handoff = HomeFeature.progress(&page, key, model)
                model.screen = .progress(page)
                return handoff
            }
        case .summary:
            return between(&model, event) { HomeFeature.summary($1) }
        case .safety(let step):
            return apply(&model, SafetyFeature.reduce(step, event))
        case .bolt(var test):
            let step = BoltFeature.reduce(&test, event, at: instant, makeID: model.context.makeID)
            model.screen = .bolt(test)
            return apply(&model, step)
        case .saving, .finished:
            return []
        }
    }

    // MARK: Composition

    /// A screen between sessions holds nothing unsaved: a signal or a lost terminal ends
    /// the app, a key goes to the screen's reducer, and anything else changes nothing.
    private static func between(
        _ model: inout AppModel, _ event: AppEvent, _ reduce: (inout AppModel, AppKey) -> Handoff?) -> [AppEffect] {
        switch event {
        case .ending(_, let signal):
            end(&model, signal: signal)
            return []
        case .key(let key): return reduce(&model, key).map { carryOut(&model, $0) } ?? []
        default: return []
        }
    }

    /// What a feature said and asked for, in order: its lines, what the app will say,
    /// its own requests, then its handoff.
    private static func apply(_ model: inout AppModel, _ step: FeatureStep) -> [AppEffect] {
        model.notes += step.notes
        if let said = step.said { model.outcome.said = said }
        return step.effects + (step.handoff.map { carryOut(&model, $0) } ?? [])
    }

    /// What a feature handed over, carried out.
    private static func carryOut(_ model: inout AppModel, _ handoff: Handoff) -> [AppEffect] {
        switch handoff {
        case .show(let screen):
            model.screen = screen
        case .begin(let pending):
            return begin(&model, pending)
        case .practise(let pending):
            let (running, effects) = SessionFeature.start(pending, at: model.now, context: model.context)
            model.screen = .session(running)
            return effects
        case .save(let ended):
            return save(&model, ended)
        case .stoppedBeforeBeginning(let pending, let signal):
            stoppedBeforeBeginning(&model, pending, signal: signal)
        case .lesson(let program, let requested):
            return apply(&model, LessonFeature.prepare(model, lessonOf: program, requested: requested))
        case .activate(let program):
            model.screen = .home
            return activate(&model, program)
        case .saveBoltResult(let result):
            var store = model.store
            store.append(result)
            return [.saveBoltResult(store)]
        case .refuse(let error):
            model.outcome.errors.append(error)
            model.outcome.failed = true
            end(&model, signal: nil)
        case .finish(let signal, let pace):
            if let pace { model.outcome.pace = pace }
            end(&model, signal: signal)
        }
        return []
    }

    /// The app ends with nothing left to save, by `signal` if one ended it.
    private static func end(_ model: inout AppModel, signal: Int32?) {
        model.outcome.signal = signal
        model.screen = .finished
    }

    /// Makes `program` the active one: an activation record, saved at once.
    private static func activate(_ model: inout AppModel, _ program: Program) -> [AppEffect] {
        guard model.store.activeProgramID != program.id else { return [] }
        let at = RecordTime.stamp(model.now.wall, after: model.store.activations.map(\.at).max())
        model.store.append(ActivationRecord(id: model.context.makeID(), programID: program.id, at: at))
        return [.saveActivation(model.store)]
    }

    // MARK: Before a session

    /// The session's sounds first, when it has any, so none is late; then the session.
    private static func begin(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        guard model.context.sounds else { return startSession(&model, pending) }
        model.preparing = pending
        return [.prepareCues(Cue.all(in: pending.plan))]
    }

    /// The lead-in first (`LeadInFeature`), then the session.
    private static func startSession(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        carryOut(&model, LeadInFeature.begin(
            pending, seconds: model.context.settings.leadIn, at: model.now.monotonic))
    }

    /// A session stopped before its practice began (in its lead-in, or while its sounds
    /// were made): nothing to save, and one line says so.
    private static func stoppedBeforeBeginning(_ model: inout AppModel, _ pending: PendingSession, signal: Int32?) {
        let earlierBlocksKept = pending.kind.practice.keepsEarlierWork
        endUnsaved(&model, pending, saying: .stoppedBeforeItBegan(earlierBlocksKept: earlierBlocksKept), signal: signal)
    }

    /// The app ends with nothing of `pending` saved and `line` saying why (before a run
    /// of `breathe pace`'s table, which ends with the blocks it has), by `signal` if one
    /// ended it.
    private static func endUnsaved(
        _ model: inout AppModel, _ pending: PendingSession, saying line: SessionPhrase, signal: Int32?) {
        let (said, pace) = pending.kind.practice.endsUnsaved()
        model.outcome.said = [.session(line)] + said
        if let pace { model.outcome.pace = pace }
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
    private static func save(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
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
        var kept = false
        switch result {
        case .saved(let store, let notices):
            model.store = store
            problems = notices.map { model.context.words($0) }
        case .failed(let problem, let keptIn, let journalProblems):
            kept = true
            model.store = saving.store
            let words = model.context.words
            // One message: its first line carries the "breathe:" prefix, and the printed
            // store below it stays a document that imports as it stands.
            problems = [UnsavedSession.lines(
                saveProblem: problem, keptIn: keptIn,
                journalProblem: journalProblems.isEmpty ? nil : words.sentence(journalProblems),
                records: saving.records, words: words).joined(separator: "\n")]
            model.outcome.failed = true
        }
        model.outcome.errors += problems
        let summary = ended.pending.offer.map {
            ended.summary.continuing($0.practicedSeconds, ofLesson: ended.pending.lessonSeconds)
        } ?? ended.summary
        // Over a failed save, "saved" is never said: the session is kept in its journal.
        let message = saving.verdict.flatMap { practice.message(for: $0) }.map { said -> [Said] in
            guard kept, case .lessonMessage(let verdict, let lesson, let program, _) = said else {
                return [said]
            }
            return [.lessonMessage(verdict, lesson: lesson, program: program, saved: false)]
        } ?? []
        model.outcome.said = practice.summaryLines(summary, ended) + message
        if let step = practice.saved(
            ended, said: model.outcome.said, failed: model.outcome.failed, canAsk: model.canAsk) {
            return apply(&model, step)
        }
        if ended.isLeaving {
            end(&model, signal: ended.signal)
        } else if saving.verdict != nil, !model.context.isPlain {
            // The panel shows the first line of each problem; the whole of it (a store to
            // import, when nothing could be written) is printed once the screen is gone.
            let shown = problems.map { String($0.prefix { $0 != "\n" }) }
            model.screen = .summary(LessonSummary(summary: summary, message: message, problems: shown))
        } else {
            model.screen = .finished
        }
        return []
    }
}

extension AppCore {
    /// A BOLT result's save answered: the store as saved, or what failed and the result
    /// printed as a store to import, so nothing measured is lost; then the test says it.
    private static func boltResultSaved(_ model: inout AppModel, _ result: SaveResult) -> [AppEffect] {
        guard case .bolt(var test) = model.screen, case .saving(let measured) = test.stage else { return [] }
        let words = model.context.words
        var problem: StoreProblem?
        switch result {
        case .saved(let store, let notices):
            model.store = store
            model.outcome.errors += notices.map { words($0) }
        case .failed(let failure, _, _):
            problem = failure
            model.outcome.failed = true
            model.outcome.errors.append(([words(.notSaved(problem: failure)), words(.copyToImport)]
                + UnsavedSession.documentLines(ProgressStore(boltResults: [measured]))).joined(separator: "\n"))
        }
        let step = BoltFeature.saved(&test, problem: problem, isPlain: model.context.isPlain)
        model.screen = .bolt(test)
        return apply(&model, step)
    }
}

extension AppModel {
    /// Which program is active on this device, and the latest choice when it is not here.
    public var activeChoice: ActiveChoice { ActiveChoice(store: store, catalogue: context.catalogue) }

    /// The program active here, if it is in the catalogue.
    public var activeProgram: Program? { activeChoice.programID.flatMap { context.catalogue.program(id: $0) } }

    /// Whether a question can be put to the person (always in the full screen).
    var canAsk: Bool { context.mode != .plain(canAsk: false) }
}

extension AppContext {
    /// " · " between items, or " - " where the locale cannot show the dot.
    public var separator: String { Symbols.chosen(ascii: ascii).separator }
}
