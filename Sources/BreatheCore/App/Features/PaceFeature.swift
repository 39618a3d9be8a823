/// A run of `breathe pace`: what it is first, its blocks one after another, the two
/// questions after each block and a beat before the next, and the end of the run with its
/// table and suggestion.
///
/// Ten minutes of breathing and ten answers are a lot to begin unannounced, so the run
/// says what it is and waits for Enter; and between blocks it waits again, so each block
/// begins when the person is ready rather than on the heels of their last answer. Nothing
/// waits without a person (a script, a pipe): the intro and beats are said and the run
/// goes on.
enum PaceFeature {
    /// A key or a typed line, in answer to the feature's questions.
    typealias Event = QuestionAnswer

    /// The intro, then the first block when the person is ready (at once when no one can
    /// answer).
    static func start(_ model: inout AppModel, _ plan: PacePlan, json: Bool) -> [AppEffect] {
        let run = PaceRun(plan: plan, id: model.context.makeID(), json: json)
        model.pace = run
        let first = PendingSession(kind: .pace(run.current))
        guard model.canAsk else {
            // No one to stop it or answer: the questions are said to be skipped instead.
            model.notes += PacePhrase.intro(of: plan, howToStop: nil).map(Said.pace) + [.pace(.questionsSkipped)]
            return AppCore.begin(&model, first)
        }
        if model.context.isPlain {
            model.notes += PacePhrase.intro(of: plan, howToStop: .introStop(typed: true)).map(Said.pace)
        }
        model.screen = .question(Question(kind: .paceIntro(plan), pending: first))
        return []
    }

    /// The next block: after a beat when someone can say they are ready; at once, after
    /// a line naming it, when no one can.
    static func next(_ model: inout AppModel, _ pending: PendingSession) -> [AppEffect] {
        guard model.canAsk else {
            if case .pace(let block) = pending.kind { model.notes.append(.pace(.next(rate: block.block.rate))) }
            return AppCore.begin(&model, pending)
        }
        model.screen = .question(Question(kind: .paceBeat, pending: pending))
        return []
    }

    /// The intro and the beat: Enter (or any line but q) begins the waiting block; q or
    /// Esc leaves before the first, or stops the run between blocks with the answers so
    /// far. Other keys change nothing.
    private static func ready(_ model: inout AppModel, _ question: Question, _ event: Event) -> [AppEffect] {
        if event.isQuit {
            endRun(&model, uncomfortable: false)
            model.screen = .finished
            return []
        }
        switch event {
        case .key(.enter), .line: return AppCore.begin(&model, question.pending)
        case .key: return []
        }
    }

    /// The intro, the beat, and the two questions after a block. q or Esc at a question
    /// stops the run between blocks, keeping the block with what was answered.
    static func answer(_ model: inout AppModel, _ question: Question, _ event: Event) -> [AppEffect] {
        let discomfortAsked: Bool
        var ended: EndedSession
        switch question.kind {
        case .paceIntro, .paceBeat: return ready(&model, question, event)
        case .paceEase(let block): (ended, discomfortAsked) = (block, false)
        case .paceDiscomfort(let block): (ended, discomfortAsked) = (block, true)
        default: return []
        }
        if event.isQuit {
            model.pace?.stopping = true
            return AppCore.save(&model, ended)
        }
        guard discomfortAsked else {
            switch event {
            case .key(let key): ended.attempt.paceEase = key.moodValue
            case .line(let text):
                ended.attempt.paceEase = Int(text.trimmingWhitespace()).flatMap {
                    PaceAnswer.easeRange.contains($0) ? $0 : nil
                }
            }
            model.screen = .question(Question(kind: .paceDiscomfort(ended), pending: question.pending))
            return []
        }
        let answer: String
        switch event {
        case .key(.character(let character)): answer = String(character).lowercased()
        case .key(.enter): answer = ""
        case .line(let text): answer = text.trimmingWhitespace().lowercased()
        case .key: return []
        }
        switch answer {
        case "y", "yes": ended.attempt.paceDiscomfort = true
        case "n", "no", "": ended.attempt.paceDiscomfort = false
        default:
            if model.context.isPlain { model.notes.append(.pace(.answerYesOrNo)) }
            return []
        }
        return AppCore.save(&model, ended)
    }

    /// The run is over: its table and suggestion, from the blocks it has. Before its first
    /// block (q at the intro, a signal) nothing was breathed or saved, and there is no
    /// table: one line says so.
    static func endRun(_ model: inout AppModel, uncomfortable: Bool) {
        guard let run = model.pace else { return }
        guard !run.rows.isEmpty else {
            model.pace = nil
            model.outcome.said = [.pace(.leftBeforeStarting)]
            return
        }
        // Only blocks breathed to their end were asked about.
        let answered = run.rows.filter { $0.endReason == .finished }.map(\.answer)
        let complete = run.rows.count == run.plan.blocks.count && run.rows.last?.endReason == .finished
        let result = PaceResult(
            runID: run.id, rows: run.rows, suggestion: PaceSuggestion.fromAnswers(answered), stoppedEarly: !complete)
        model.pace = nil
        model.outcome.pace = result
        model.outcome.said = run.json ? [] : [.paceTable(result, uncomfortable: uncomfortable)]
    }
}

/// A block of `breathe pace`, as a kind of practice.
extension PaceBlock: SessionPractice {
    func plan(continuing offer: ContinuationOffer?) -> PracticePlan { block.plan }

    var lessonSeconds: Double { block.plan.totalSeconds }

    func header(separator: String, words: Words) -> String {
        [
            words(.findingYourPace), words(.ratePerMinute(block.rate)),
            words(.blockOf(number: number, count: count))].joined(separator: separator)
    }

    var recordPattern: String { block.patternName }

    var paceRun: String? { runID }

    func journalEntry(
        sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?,
        startedAt: LocalTimestamp) -> JournalEntry {
        var entry = JournalEntry(
            sessionID: sessionID, programID: nil, lessonID: nil, pattern: block.patternName, startedAt: startedAt,
            plannedSeconds: plan.totalSeconds)
        entry.paceRun = runID
        return entry
    }

    /// A block breathed to its end is asked about; one ended early is saved as it is.
    func ended(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect] {
        if !ended.isLeaving, ended.summary.endReason == .finished, model.canAsk {
            model.screen = .question(Question(kind: .paceEase(ended), pending: ended.pending))
            return []
        }
        return AppCore.save(&model, ended)
    }

    /// The block is saved: the next block, or the end of the run with its table and
    /// suggestion. A yes to discomfort, a quit (in the block or at a question), a failed
    /// save or a signal ends the run, keeping what was done.
    func saved(_ model: inout AppModel, _ ended: EndedSession) -> [AppEffect]? {
        guard var run = model.pace else { return [] }
        let attempt = ended.attempt
        run.rows.append(PaceResult.Row(answer: PaceAnswer(
            rate: block.rate, ease: attempt.paceEase, discomfort: attempt.paceDiscomfort ?? false),
                                       practicedSeconds: attempt.practicedSeconds, endReason: attempt.endReason,
                                       discomfortAnswered: attempt.paceDiscomfort != nil))
        let uncomfortable = attempt.paceDiscomfort == true
        let last = run.index + 1 >= run.plan.blocks.count
        let stop =
            uncomfortable || run.stopping || attempt.endReason != .finished || model.outcome.failed || ended.isLeaving
        if !stop && !last {
            run.index += 1
            model.pace = run
            // The block's line goes before the next block's, in plain mode.
            model.notes += model.outcome.said
            model.outcome.said = []
            return PaceFeature.next(&model, PendingSession(kind: .pace(run.current)))
        }
        model.pace = run
        PaceFeature.endRun(&model, uncomfortable: uncomfortable)
        if ended.isLeaving { model.outcome.signal = ended.signal }
        model.screen = .finished
        return []
    }

    /// A signal before the block began ends the run with the blocks it has.
    func abandoned(_ model: inout AppModel) {
        if model.pace != nil { PaceFeature.endRun(&model, uncomfortable: false) }
    }
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

    public var current: PaceBlock {
        PaceBlock(block: plan.blocks[index], runID: id, number: index + 1, count: plan.blocks.count)
    }
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
    /// Nil when no block was rated: there is nothing to suggest.
    public let suggestion: PaceSuggestion?
    /// Why the run ended before its last block, if it did.
    public let stoppedEarly: Bool
}
