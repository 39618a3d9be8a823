/// Every flow of the app, written once: `update(model, event) -> effects`.
///
/// The full screen and plain mode run the same flows (only their views differ), and a
/// flow is tested as a table of events, in milliseconds, with no terminal and no clock.
/// Effects are requests (begin a journal, save, cue a phase); the interpreter carries
/// them out and answers with events.
public enum AppCore {
    /// Practice between two checkpoints, at most: what a `kill -9` can cost.
    public static let checkpointInterval = 10.0

    /// The model at the start, and what must be done first.
    public static func start(_ start: AppStart, context: AppContext, store: ProgressStore, at instant: Instant) -> (AppModel, [AppEffect]) {
        var model = AppModel(context: context, store: store, now: instant)
        var effects: [AppEffect] = []
        switch start {
        case .home:
            if let program = model.activeProgram {
                model.screen = .home
                if context.isPlain { effects += prepare(&model, lessonOf: program, requested: nil) }
            } else if let id = store.activeProgramID {
                // The active program's file broke: never a first run, and nothing is lost.
                if context.isPlain {
                    model.outcome.errors.append(context.catalogue.brokenProgramMessage(id) + "; fix the file, or practise another program: breathe start PROGRAM --plain (your progress in \(id) is kept)")
                    model.outcome.failed = true
                } else {
                    model.screen = .home
                }
            } else if context.isPlain {
                model.outcome.errors.append("no program is active yet, and choosing one needs the full screen; start one with: breathe start PROGRAM --plain (breathe programs lists them)")
                model.outcome.usage = true
                model.screen = .finished
            } else {
                model.screen = .chooser(Chooser(selected: 0, firstRun: true))
            }
        case .lesson(let programID, let lessonID):
            guard let program = context.catalogue.program(id: programID) else {
                model.outcome.errors.append("no program '\(programID)'")
                model.outcome.usage = true
                return (model, [])
            }
            model.screen = .home
            effects += activate(&model, program)
            effects += prepare(&model, lessonOf: program, requested: lessonID)
        case .practice(let plan):
            effects += ask(&model, PendingSession(kind: .free(plan)))
        case .pace(let plan, let json):
            let run = PaceRun(plan: plan, id: newRecordID(), json: json)
            model.pace = run
            if !model.canAsk { model.notes.append("There is no terminal to answer on, so the questions after each block are skipped and the suggestion is 6 a minute.") }
            effects += begin(&model, PendingSession(kind: .pace(run.current)))
        }
        return (model, effects)
    }

    public static func update(_ model: inout AppModel, _ event: AppEvent, at instant: Instant) -> [AppEffect] {
        model.now = instant
        // A signal while the next session's sounds are made: nothing has begun, so the app
        // ends (a run of `breathe pace` with the blocks it has).
        if model.preparing != nil, case .ending(_, let signal) = event {
            model.preparing = nil
            if model.pace != nil { endPaceRun(&model, uncomfortable: false) }
            model.outcome.signal = signal
            model.screen = .finished
            return []
        }
        switch event {
        case .journalStarted(let problem):
            if let problem { model.outcome.errors.append("warning: no journal could be written, so a crash would lose this session: \(problem)") }
            return []
        case .activated(let notices, let problem):
            model.outcome.errors += notices
            if let problem {
                model.outcome.errors.append("Could not save the active program: \(problem)")
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
                running.practice.update(.suspend(now: instant.monotonic))
                let checkpoint = checkpoint(&running, at: instant, force: true)
                model.screen = .session(running)
                return checkpoint + [.suspendProcess]
            }
            return [.suspendProcess]
        default:
            break
        }
        switch model.screen {
        case .session(let running): return session(&model, running, event, at: instant)
        case .chooser(let chooser): return choose(&model, chooser, event)
        case .home: return home(&model, event)
        case .progress:
            if let effects = leave(&model, event) { return effects }
            model.screen = .home
            return []
        case .question(let question): return answer(&model, question, event)
        case .summary:
            if let effects = leave(&model, event) { return effects }
            model.screen = isQuit(event) ? .finished : .home
            return []
        case .saving, .finished: return []
        }
    }

    // MARK: Screens between sessions

    /// A signal or a lost terminal ends a screen that holds nothing unsaved; nil when the
    /// event is something else (ticks, keys, lines), for the screen to handle.
    private static func leave(_ model: inout AppModel, _ event: AppEvent) -> [AppEffect]? {
        switch event {
        case .ending(_, let signal):
            model.outcome.signal = signal
            model.screen = .finished
            return []
        case .key: return nil
        default: return []
        }
    }

    private static func isQuit(_ event: AppEvent) -> Bool {
        event == .key(.character("q")) || event == .key(.character("Q")) || event == .key(.escape)
    }

    private static func home(_ model: inout AppModel, _ event: AppEvent) -> [AppEffect] {
        if let effects = leave(&model, event) { return effects }
        guard case .key(let key) = event else { return [] }
        switch key {
        case .enter:
            guard let program = model.activeProgram else { return [] }
            return prepare(&model, lessonOf: program, requested: nil)
        case .character("p"), .character("P"):
            if model.activeProgram != nil { model.screen = .progress }
        case .character("o"), .character("O"):
            let selected = model.context.catalogue.programs.firstIndex { $0.id == model.store.activeProgramID } ?? 0
            model.screen = .chooser(Chooser(selected: selected, firstRun: false))
        case .character("q"), .character("Q"), .escape:
            model.screen = .finished
        default:
            break
        }
        return []
    }

    private static func choose(_ model: inout AppModel, _ chooser: Chooser, _ event: AppEvent) -> [AppEffect] {
        if let effects = leave(&model, event) { return effects }
        guard case .key(let key) = event else { return [] }
        let programs = model.context.catalogue.programs
        guard !programs.isEmpty else { model.screen = .finished; return [] }
        var chooser = chooser
        switch key {
        case .up, .character("k"): chooser.selected = (chooser.selected + programs.count - 1) % programs.count
        case .down, .character("j"): chooser.selected = (chooser.selected + 1) % programs.count
        case .character(let digit) where digit.wholeNumberValue.map({ (1...programs.count).contains($0) }) == true:
            chooser.selected = digit.wholeNumberValue! - 1
        case .enter:
            model.screen = .home
            return activate(&model, programs[min(chooser.selected, programs.count - 1)])
        case .character("q"), .character("Q"), .escape:
            model.screen = chooser.firstRun ? .finished : .home
            return []
        default:
            break
        }
        model.screen = .chooser(chooser)
        return []
    }

    /// Makes `program` the active one: an activation record, saved at once.
    private static func activate(_ model: inout AppModel, _ program: Program) -> [AppEffect] {
        guard model.store.activeProgramID != program.id else { return [] }
        model.store.append(ActivationRecord(id: newRecordID(), programID: program.id, at: model.now.wall))
        return [.saveActivation(model.store)]
    }

    // MARK: Before a session

    /// Today's lesson of `program` (or the one asked for), with its questions.
    private static func prepare(_ model: inout AppModel, lessonOf program: Program, requested: String?) -> [AppEffect] {
        let settings = model.context.settings
        let today = TodaysLesson(program: program, store: model.store, now: model.now.wall, rolloverHour: settings.dayRolloverHour)
        let lesson = requested.flatMap { program.lesson(id: $0) } ?? today.lesson
        if requested == nil, model.context.isPlain, case .doneToday(let tomorrow) = today.state {
            model.notes.append("Today's lesson is done\(tomorrow.map { "; tomorrow: \($0.title)" } ?? ""). Practising it again: saved, and your place stays where it is.")
        }
        var pending = PendingSession(kind: .lesson(program: program, lesson: lesson))
        if let offer = ContinuationOffer.find(for: lesson, in: program, store: model.store, rule: settings.completionRule, now: model.now.wall, rolloverHour: settings.dayRolloverHour) {
            if model.canAsk {
                model.screen = .question(Question(kind: .continuation(offer), pending: pending))
                return []
            }
            pending.offer = offer
            model.notes.append("Continuing today's attempt: \(formatClock(offer.practicedSeconds)) of \(formatClock(offer.plannedSeconds)) practised already (there is no terminal to ask on).")
        }
        return ask(&model, pending)
    }

    /// The mood question, when it is on, then the session.
    private static func ask(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        guard case .lesson = pending.kind, model.context.settings.moodCheck else { return begin(&model, pending) }
        guard model.canAsk else {
            model.notes.append("The mood check is on, but there is no terminal to answer on: it is skipped.")
            return begin(&model, pending)
        }
        model.screen = .question(Question(kind: .moodBefore, pending: pending))
        return []
    }

    private static func answer(_ model: inout AppModel, _ question: Question, _ event: AppEvent) -> [AppEffect] {
        var question = question
        var pending = question.pending
        switch (question.kind, event) {
        case (.moodAfter(var ended), .ending(_, let signal)), (.paceEase(var ended), .ending(_, let signal)), (.paceDiscomfort(var ended), .ending(_, let signal)):
            // The process is on its way out: save first, without the answer.
            ended.signal = ended.signal ?? signal
            return save(&model, ended)
        case (.paceEase(let ended), _), (.paceDiscomfort(let ended), _):
            return paceAnswer(&model, question, ended, event)
        case (_, .ending):
            return leave(&model, event) ?? []
        case (.continuation(let offer), .key(let key)):
            switch key {
            case .up, .down, .character("j"), .character("k"):
                question.selected = 1 - question.selected
                model.screen = .question(question)
                return []
            case .character("c"), .character("C"): question.selected = 0
            case .character("s"), .character("S"): question.selected = 1
            case .enter: break
            case .escape, .character("q"), .character("Q"):
                model.screen = .home
                return []
            default: return []
            }
            pending.offer = question.selected == 0 ? offer : nil
            return ask(&model, pending)
        case (.continuation(let offer), .line(let text)):
            switch text.trimmingWhitespace().lowercased() {
            case "", "c", "continue": pending.offer = offer
            case "s", "start over", "start": pending.offer = nil
            default:
                model.notes.append("Please answer c (continue) or s (start over).")
                return []
            }
            return ask(&model, pending)
        case (.moodBefore, .key(let key)), (.moodAfter, .key(let key)):
            return mood(&model, question, value: key.moodValue)
        case (.moodBefore, .line(let text)), (.moodAfter, .line(let text)):
            return mood(&model, question, value: Int(text.trimmingWhitespace()).flatMap { (1...5).contains($0) ? $0 : nil })
        default:
            return []
        }
    }

    /// The two questions after a block of `breathe pace`. q or Esc stops the run between
    /// blocks, keeping the block with what was answered.
    private static func paceAnswer(_ model: inout AppModel, _ question: Question, _ ended: EndedSession, _ event: AppEvent) -> [AppEffect] {
        var ended = ended
        if isQuit(event) || event == .line("q") || event == .line("Q") || event == .line("quit") {
            model.pace?.stopping = true
            return save(&model, ended)
        }
        switch question.kind {
        case .paceEase:
            switch event {
            case .key(let key): ended.attempt.paceEase = key.moodValue
            case .line(let text): ended.attempt.paceEase = Int(text.trimmingWhitespace()).flatMap { PaceAnswer.easeRange.contains($0) ? $0 : nil }
            default: return []
            }
            model.screen = .question(Question(kind: .paceDiscomfort(ended), pending: question.pending))
            return []
        default:
            let answer: String
            switch event {
            case .key(.character(let character)): answer = String(character).lowercased()
            case .key(.enter): answer = ""
            case .line(let text): answer = text.trimmingWhitespace().lowercased()
            default: return []
            }
            switch answer {
            case "y", "yes": ended.attempt.paceDiscomfort = true
            case "n", "no", "": ended.attempt.paceDiscomfort = false
            default:
                if model.context.isPlain { model.notes.append("Please answer y (yes) or n (no).") }
                return []
            }
            return save(&model, ended)
        }
    }

    private static func mood(_ model: inout AppModel, _ question: Question, value: Int?) -> [AppEffect] {
        switch question.kind {
        case .moodAfter(var ended):
            ended.attempt.moodAfter = value
            return save(&model, ended)
        default:
            var pending = question.pending
            pending.moodBefore = value
            return begin(&model, pending)
        }
    }

    // MARK: The session

    private static func begin(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        guard model.context.sounds else { return startSession(&model, pending) }
        model.preparing = pending
        return [.prepareCues(Cue.all(in: pending.plan.pattern))]
    }

    /// The session's clock starts here, once everything it needs is ready.
    private static func startSession(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        let plan = pending.plan
        var entry: JournalEntry
        switch pending.kind {
        case .lesson(let program, let lesson):
            entry = JournalEntry(lesson: lesson, of: program, plan: plan, continuing: pending.offer, startedAt: model.now.wall)
        case .free(let plan):
            entry = JournalEntry(programID: nil, lessonID: nil, pattern: plan.pattern.name, startedAt: model.now.wall, plannedSeconds: plan.totalSeconds)
        case .pace(let block):
            entry = JournalEntry(programID: nil, lessonID: nil, pattern: block.block.patternName, startedAt: model.now.wall, plannedSeconds: plan.totalSeconds)
            entry.paceRun = block.runID
        }
        entry.moodBefore = pending.moodBefore
        let practice = PracticeSession(plan: plan, startedAt: model.now.monotonic)
        let first = practice.moment(at: model.now.monotonic)
        model.screen = .session(RunningSession(
            pending: pending, plan: plan, practice: practice, startedAt: model.now.wall, sessionID: entry.sessionID,
            phase: PhasePosition(cycle: first.cycle, index: first.phaseIndex)))
        // The cue first: the journal's write and fsync must not make it late.
        return (model.context.sounds ? [.cue(cue(first, of: plan))] : []) + [.beginJournal(entry)]
    }

    private static func session(_ model: inout AppModel, _ running: RunningSession, _ event: AppEvent, at instant: Instant) -> [AppEffect] {
        var running = running
        var effects: [AppEffect] = []
        let now = instant.monotonic
        switch event {
        case .key(.character(" ")):
            running.practice.update(.togglePause(now: now))
            if running.practice.isPaused { effects += checkpoint(&running, at: instant, force: true) }
        case .key(.character("q")), .key(.character("Q")), .key(.escape):
            running.practice.update(.end(.quit, now: now))
        case .resumed:
            running.practice.update(.resume(now: now))
        case .ending(let reason, let signal):
            if !running.practice.isEnded {
                // Even when the last phase ran out at this instant (the session then
                // ends as finished), the process dies by the signal once it is saved.
                running.practice.update(.end(reason, now: now))
                running.signal = signal
            }
        default:
            break
        }
        running.practice.update(.tick(now: now))
        if running.practice.isEnded {
            // The closing chime tells closed eyes that the last breath was the last.
            let closing: [AppEffect] = model.context.sounds && running.practice.summary(at: now).endReason == .finished ? [.cue(.closing)] : []
            return effects + closing + finish(&model, running, at: instant)
        }
        let moment = running.practice.moment(at: now)
        let position = PhasePosition(cycle: moment.cycle, index: moment.phaseIndex)
        if position != running.phase {
            running.phase = position
            // Before the checkpoint, whose write could make it late.
            if model.context.sounds { effects.append(.cue(cue(moment, of: running.plan))) }
        }
        effects += checkpoint(&running, at: instant, force: false)
        model.screen = .session(running)
        return effects
    }

    /// The cue of the phase `moment` is in, with the phase's planned length.
    private static func cue(_ moment: BreathMoment, of plan: PracticePlan) -> Cue {
        let phases = plan.pattern.phases
        let seconds = phases.indices.contains(moment.phaseIndex) ? phases[moment.phaseIndex].seconds : moment.phaseEnd - moment.phaseStart
        return .phase(moment.phase, seconds: seconds)
    }

    /// A checkpoint every `checkpointInterval` of practice, or now when `force` (a pause,
    /// Ctrl-Z).
    private static func checkpoint(_ running: inout RunningSession, at instant: Instant, force: Bool) -> [AppEffect] {
        let practised = running.practice.elapsed(at: instant.monotonic)
        guard force || practised - running.checkpointed >= checkpointInterval else { return [] }
        running.checkpointed = practised
        return [.checkpoint(practicedSeconds: practised, at: instant.wall)]
    }

    /// The session has ended: the question after it (mood), then the save.
    private static func finish(_ model: inout AppModel, _ running: RunningSession, at instant: Instant) -> [AppEffect] {
        let summary = running.practice.summary(at: instant.monotonic)
        let pattern: String
        switch running.pending.kind {
        case .lesson(_, let lesson): pattern = lesson.patternText
        case .free(let plan): pattern = plan.pattern.name
        case .pace(let block): pattern = block.block.patternName
        }
        var attempt = PracticeAttempt(
            pattern: pattern, startedAt: running.startedAt, endedAt: instant.wall, plannedSeconds: running.plan.totalSeconds,
            practicedSeconds: summary.practisedSeconds, endReason: summary.endReason)
        attempt.moodBefore = running.pending.moodBefore
        if case .pace(let block) = running.pending.kind { attempt.paceRun = block.runID }
        let ended = EndedSession(pending: running.pending, attempt: attempt, summary: summary, sessionID: running.sessionID, signal: running.signal)
        // A block breathed to its end is asked about; one ended early is saved as it is.
        if case .pace = running.pending.kind, !ended.isLeaving, summary.endReason == .finished, model.canAsk {
            model.screen = .question(Question(kind: .paceEase(ended), pending: running.pending))
            return []
        }
        if case .lesson = running.pending.kind, model.context.settings.moodCheck, !ended.isLeaving {
            if model.canAsk {
                model.screen = .question(Question(kind: .moodAfter(ended), pending: running.pending))
                return []
            }
        }
        return save(&model, ended)
    }

    // MARK: Saving

    /// Records the session by the completion rule, once, and asks for a save of the store
    /// with it.
    private static func save(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
        var store = model.store
        let verdict: LessonVerdict?
        let records: ProgressStore
        switch ended.pending.kind {
        case .lesson(let program, let lesson):
            let result = ProgressRecorder.recordLesson(ended.attempt, program: program, lesson: lesson, continuing: ended.pending.offer, rule: model.context.settings.completionRule, store: &store, id: ended.sessionID)
            verdict = result.verdict
            records = ProgressStore(sessions: [result.session], completions: result.completion.map { [$0] } ?? [])
        case .free, .pace:
            verdict = nil
            records = ProgressStore(sessions: [ProgressRecorder.recordPractice(ended.attempt, store: &store, id: ended.sessionID)])
        }
        model.screen = .saving(SavingSession(ended: ended, verdict: verdict, records: records, store: store))
        return [.saveSession(store, ending: JournalEnding(reason: ended.attempt.endReason, practicedSeconds: ended.attempt.practicedSeconds, at: ended.attempt.endedAt))]
    }

    private static func saved(_ model: inout AppModel, _ result: SaveResult) -> [AppEffect] {
        guard case .saving(let saving) = model.screen else { return [] }
        let ended = saving.ended
        var problems: [String] = []
        switch result {
        case .saved(let store, let notices):
            model.store = store
            problems = notices
        case .failed(let problem, let keptIn, let journalProblem):
            model.store = saving.store
            // One message: its first line carries the "breathe:" prefix, and the printed
            // store below it stays a document that imports as it stands.
            problems = [UnsavedSession.lines(saveProblem: problem, keptIn: keptIn, journalProblem: journalProblem, records: saving.records).joined(separator: "\n")]
            model.outcome.failed = true
        }
        model.outcome.errors += problems
        let separator = model.context.separator
        let summary = ended.pending.offer.map { ended.summary.continuing($0.practicedSeconds, ofLesson: ended.pending.lessonSeconds) } ?? ended.summary
        var message: [String] = []
        if let verdict = saving.verdict, case .lesson(let program, let lesson) = ended.pending.kind {
            message = LessonMessage.lines(for: verdict, lesson: lesson, program: program, ascii: model.context.ascii, keys: !model.context.isPlain)
        }
        let summaryLine = summary.line(separator: separator)
        model.outcome.lines = [summaryLine] + message
        if case .pace = ended.pending.kind { return paceBlockSaved(&model, ended) }
        if ended.isLeaving {
            model.outcome.signal = ended.signal
            model.screen = .finished
        } else if let verdict = saving.verdict, !model.context.isPlain {
            // The panel shows the first line of each problem; the whole of it (a store to
            // import, when nothing could be written) is printed once the screen is gone.
            let shown = problems.map { String($0.prefix { $0 != "\n" }) }
            model.screen = .summary(LessonSummary(verdict: verdict, summaryLine: summaryLine, message: message, problems: shown))
        } else {
            model.screen = .finished
        }
        return []
    }
}

extension AppCore {
    /// A block of `breathe pace` is saved: the next block, or the end of the run with its
    /// table and suggestion. A yes to discomfort, a quit (in the block or at a question),
    /// a failed save or a signal ends the run, keeping what was done.
    static func paceBlockSaved(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
        guard var run = model.pace, case .pace(let block) = ended.pending.kind else { return [] }
        let attempt = ended.attempt
        run.rows.append(PaceResult.Row(answer: PaceAnswer(rate: block.block.rate, ease: attempt.paceEase, discomfort: attempt.paceDiscomfort ?? false),
                                       practicedSeconds: attempt.practicedSeconds, endReason: attempt.endReason, discomfortAnswered: attempt.paceDiscomfort != nil))
        let uncomfortable = attempt.paceDiscomfort == true
        let last = run.index + 1 >= run.plan.blocks.count
        let stop = uncomfortable || run.stopping || attempt.endReason != .finished || model.outcome.failed || ended.isLeaving
        if !stop && !last {
            run.index += 1
            model.pace = run
            // The block's line goes before the next block's, in plain mode.
            model.notes += model.outcome.lines
            model.outcome.lines = []
            return begin(&model, PendingSession(kind: .pace(run.current)))
        }
        model.pace = run
        endPaceRun(&model, uncomfortable: uncomfortable)
        if ended.isLeaving { model.outcome.signal = ended.signal }
        model.screen = .finished
        return []
    }

    /// The run is over: its table and suggestion, from the blocks it has.
    static func endPaceRun(_ model: inout AppModel, uncomfortable: Bool) {
        guard let run = model.pace else { return }
        let answered = run.rows.filter { $0.endReason == .finished }.map(\.answer)
        let complete = run.rows.count == run.plan.blocks.count && run.rows.last?.endReason == .finished
        let result = PaceResult(runID: run.id, rows: run.rows, suggestion: PaceSuggestion.fromAnswers(answered), stoppedEarly: !complete)
        model.pace = nil
        model.outcome.pace = result
        model.outcome.lines = run.json ? [] : PaceTable.lines(result, separator: model.context.separator, uncomfortable: uncomfortable)
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
    public var separator: String { ascii ? " - " : " · " }
}

extension PendingSession {
    /// The whole lesson's length (a free session's plan).
    var lessonSeconds: Double {
        switch kind {
        case .lesson(_, let lesson): lesson.plannedSeconds
        case .free(let plan): plan.totalSeconds
        case .pace(let block): block.block.plan.totalSeconds
        }
    }
}

extension AppKey {
    /// 1 to 5 for the mood check; nil for any other key (skipped).
    var moodValue: Int? {
        guard case .character(let character) = self, let value = character.wholeNumberValue, (1...5).contains(value) else { return nil }
        return value
    }
}
