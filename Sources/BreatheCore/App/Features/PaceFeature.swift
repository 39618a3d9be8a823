/// A run of `breathe pace`: its blocks one after another, the two questions after each
/// block, and the end of the run with its table and suggestion.
enum PaceFeature {
    /// A key or a typed line, in answer to the feature's questions.
    typealias Event = QuestionAnswer

    /// The run begins with its first block.
    static func start(_ model: inout AppModel, _ plan: PacePlan, json: Bool) -> [AppEffect] {
        let run = PaceRun(plan: plan, id: model.context.makeID(), json: json)
        model.pace = run
        if !model.canAsk { model.notes.append(.line("There is no terminal to answer on, so the questions after each block are skipped and the suggestion is 6 a minute.")) }
        return AppCore.begin(&model, PendingSession(kind: .pace(run.current)))
    }

    /// The two questions after a block. q or Esc stops the run between blocks, keeping
    /// the block with what was answered.
    static func answer(_ model: inout AppModel, _ question: Question, _ event: Event) -> [AppEffect] {
        let discomfortAsked: Bool
        var ended: EndedSession
        switch question.kind {
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
            case .line(let text): ended.attempt.paceEase = Int(text.trimmingWhitespace()).flatMap { PaceAnswer.easeRange.contains($0) ? $0 : nil }
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
            if model.context.isPlain { model.notes.append(.line("Please answer y (yes) or n (no).")) }
            return []
        }
        return AppCore.save(&model, ended)
    }

    /// The run is over: its table and suggestion, from the blocks it has.
    static func endRun(_ model: inout AppModel, uncomfortable: Bool) {
        guard let run = model.pace else { return }
        let answered = run.rows.filter { $0.endReason == .finished }.map(\.answer)
        let complete = run.rows.count == run.plan.blocks.count && run.rows.last?.endReason == .finished
        let result = PaceResult(runID: run.id, rows: run.rows, suggestion: PaceSuggestion.fromAnswers(answered), stoppedEarly: !complete)
        model.pace = nil
        model.outcome.pace = result
        model.outcome.lines = run.json ? [] : PaceTable.lines(result, separator: model.context.separator, uncomfortable: uncomfortable)
    }
}

/// A block of `breathe pace`, as a kind of practice.
extension PaceBlock: SessionPractice {
    func plan(continuing offer: ContinuationOffer?) -> PracticePlan { block.plan }

    var lessonSeconds: Double { block.plan.totalSeconds }

    func header(separator: String) -> String {
        "Finding your pace" + separator + "\(formatNumber(block.rate)) a minute" + separator + "block \(number) of \(count)"
    }

    var recordPattern: String { block.patternName }

    var paceRun: String? { runID }

    func journalEntry(sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?, startedAt: LocalTimestamp) -> JournalEntry {
        var entry = JournalEntry(sessionID: sessionID, programID: nil, lessonID: nil, pattern: block.patternName, startedAt: startedAt, plannedSeconds: plan.totalSeconds)
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
        run.rows.append(PaceResult.Row(answer: PaceAnswer(rate: block.rate, ease: attempt.paceEase, discomfort: attempt.paceDiscomfort ?? false),
                                       practicedSeconds: attempt.practicedSeconds, endReason: attempt.endReason, discomfortAnswered: attempt.paceDiscomfort != nil))
        let uncomfortable = attempt.paceDiscomfort == true
        let last = run.index + 1 >= run.plan.blocks.count
        let stop = uncomfortable || run.stopping || attempt.endReason != .finished || model.outcome.failed || ended.isLeaving
        if !stop && !last {
            run.index += 1
            model.pace = run
            // The block's line goes before the next block's, in plain mode.
            model.notes += model.outcome.lines.map(AppNote.line)
            model.outcome.lines = []
            return AppCore.begin(&model, PendingSession(kind: .pace(run.current)))
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

extension QuestionAnswer {
    /// q or Esc, or "q" or "quit" typed: stop the run between blocks.
    var isQuit: Bool {
        switch self {
        case .key(let key): key.isQuit
        case .line(let text): text == "q" || text == "Q" || text == "quit"
        }
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
