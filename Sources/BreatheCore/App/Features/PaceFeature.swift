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
    /// A key or a typed line, in answer to the feature's questions, or the end of the app.
    typealias Event = QuestionAnswer

    /// The intro, then the first block when the person is ready (at once when no one can
    /// answer). The run travels with its blocks' sessions (`PendingSession.Kind.pace`).
    static func start(_ plan: PacePlan, json: Bool, _ app: AppModel) -> FeatureStep {
        let run = PaceRun(plan: plan, id: app.context.makeID(), json: json)
        let first = PendingSession(kind: .pace(run))
        guard app.canAsk else {
            // No one to stop it or answer: the questions are said to be skipped instead.
            return FeatureStep(
                .begin(first),
                notes: PacePhrase.intro(of: plan, howToStop: nil).map(Said.pace) + [.pace(.questionsSkipped)])
        }
        let notes = app.context.isPlain
            ? PacePhrase.intro(of: plan, howToStop: .introStop(typed: true)).map(Said.pace) : []
        return FeatureStep(ask(.intro(plan), first), notes: notes)
    }

    private static func ask(_ question: PaceQuestion, _ pending: PendingSession) -> Handoff {
        .show(.question(Question(kind: .pace(question), pending: pending)))
    }

    /// The next block: after a beat when someone can say they are ready; at once, after
    /// a line naming it, when no one can.
    static func next(_ run: PaceRun, canAsk: Bool) -> FeatureStep {
        let pending = PendingSession(kind: .pace(run))
        guard canAsk else { return FeatureStep(.begin(pending), notes: [.pace(.next(rate: run.current.block.rate))]) }
        return FeatureStep(ask(.beat, pending))
    }

    /// The intro, the beat, and the two questions after a block. Enter (or any line but
    /// q) at the intro or the beat begins the waiting block; q or Esc there leaves before
    /// the first, or stops the run between blocks with the answers so far. q or Esc at a
    /// question stops the run, keeping the block with what was answered; the end of the
    /// app saves it without the answer.
    static func answer(_ question: Question, _ asked: PaceQuestion, _ event: Event, isPlain: Bool) -> FeatureStep {
        guard var run = question.pending.pace else { return FeatureStep(nil) }
        var ended: EndedSession
        switch asked {
        case .intro, .beat:
            switch event {
            case .ending(let signal): return endRun(run, uncomfortable: false, signal: signal)
            case _ where event.isQuit: return endRun(run, uncomfortable: false, signal: nil)
            case .key(.enter), .line: return FeatureStep(.begin(question.pending))
            case .key: return FeatureStep(nil)
            }
        case .ease(let block), .discomfort(let block):
            ended = block
        }
        switch event {
        case .ending(let signal):
            ended.signal = ended.signal ?? signal
            return FeatureStep(.save(ended))
        case _ where event.isQuit:
            run.stopping = true
            ended.pending = PendingSession(kind: .pace(run))
            return FeatureStep(.save(ended))
        default:
            break
        }
        guard case .discomfort = asked else {
            switch event {
            case .key(let key): ended.attempt.paceEase = key.moodValue
            case .line(let text):
                ended.attempt.paceEase = Int(text.trimmingWhitespace()).flatMap {
                    PaceAnswer.easeRange.contains($0) ? $0 : nil
                }
            case .ending: break
            }
            return FeatureStep(ask(.discomfort(ended), question.pending))
        }
        let answer: String
        switch event {
        case .key(.character(let character)): answer = String(character).lowercased()
        case .key(.enter): answer = ""
        case .line(let text): answer = text.trimmingWhitespace().lowercased()
        case .key, .ending: return FeatureStep(nil)
        }
        switch answer {
        case "y", "yes": ended.attempt.paceDiscomfort = true
        case "n", "no", "": ended.attempt.paceDiscomfort = false
        default: return FeatureStep(nil, notes: isPlain ? [.pace(.answerYesOrNo)] : [])
        }
        return FeatureStep(.save(ended))
    }

    /// The run is over: its table and suggestion, from the blocks it has, and the end of
    /// the app (by `signal` if one ended it).
    static func endRun(_ run: PaceRun, uncomfortable: Bool, signal: Int32?) -> FeatureStep {
        let (said, result) = run.result(uncomfortable: uncomfortable)
        return FeatureStep(handoff: .finish(signal: signal, pace: result), said: said)
    }
}

/// A run of `breathe pace` as a kind of practice: its current block.
extension PaceRun: SessionPractice {
    func plan(continuing offer: ContinuationOffer?) -> PracticePlan { current.block.plan }

    var lessonSeconds: Double { current.block.plan.totalSeconds }

    func header(separator: String, words: Words) -> String {
        [
            words(.findingYourPace), words(.ratePerMinute(current.block.rate)),
            words(.blockOf(number: current.number, count: current.count))].joined(separator: separator)
    }

    var recordPattern: String { current.block.patternName }

    var paceRun: String? { id }

    func journalEntry(
        sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?,
        startedAt: LocalTimestamp) -> JournalEntry {
        var entry = JournalEntry(
            sessionID: sessionID, programID: nil, lessonID: nil, pattern: current.block.patternName,
            startedAt: startedAt, plannedSeconds: plan.totalSeconds)
        entry.paceRun = id
        return entry
    }

    /// A block breathed to its end is asked about; one ended early is saved as it is.
    func question(after ended: EndedSession, context: AppContext, canAsk: Bool) -> Question? {
        guard !ended.isLeaving, ended.summary.endReason == .finished, canAsk else { return nil }
        return Question(kind: .pace(.ease(ended)), pending: ended.pending)
    }

    /// The block is saved: the next block, or the end of the run with its table and
    /// suggestion. A yes to discomfort, a quit (in the block or at a question), a failed
    /// save or a signal ends the run, keeping what was done.
    func saved(_ ended: EndedSession, said: [Said], failed: Bool, canAsk: Bool) -> FeatureStep? {
        var run = self
        let attempt = ended.attempt
        run.rows.append(PaceResult.Row(
            answer: PaceAnswer(rate: current.block.rate, ease: attempt.paceEase,
                               discomfort: attempt.paceDiscomfort ?? false),
            practicedSeconds: attempt.practicedSeconds, endReason: attempt.endReason,
            discomfortAnswered: attempt.paceDiscomfort != nil))
        let uncomfortable = attempt.paceDiscomfort == true
        let last = run.index + 1 >= run.plan.blocks.count
        if !(uncomfortable || run.stopping || attempt.endReason != .finished || failed || ended.isLeaving || last) {
            run.index += 1
            // The block's line goes before the next block's, in plain mode.
            var step = PaceFeature.next(run, canAsk: canAsk)
            step.notes = said + step.notes
            step.said = []
            return step
        }
        // The last block's line too, as a note like every block's, before the table (it went
        // unsaid: four blocks had a line and the fifth none).
        var end = PaceFeature.endRun(run, uncomfortable: uncomfortable, signal: ended.isLeaving ? ended.signal : nil)
        end.notes = said + end.notes
        return end
    }

    var keepsEarlierWork: Bool { !rows.isEmpty }

    /// A signal before the block began ends the run with the blocks it has.
    func endsUnsaved() -> (said: [Said], pace: PaceResult?) { result(uncomfortable: false) }

    /// The run's table and suggestion, from the blocks it has. Before its first block
    /// (q at the intro, a signal) nothing was breathed or saved, and there is no table:
    /// one line says so.
    func result(uncomfortable: Bool) -> (said: [Said], pace: PaceResult?) {
        guard !rows.isEmpty else { return ([.pace(.leftBeforeStarting)], nil) }
        // Only blocks breathed to their end were asked about.
        let answered = rows.filter { $0.endReason == .finished }.map(\.answer)
        let complete = rows.count == plan.blocks.count && rows.last?.endReason == .finished
        let result = PaceResult(
            runID: id, rows: rows, suggestion: PaceSuggestion.fromAnswers(answered), stoppedEarly: !complete)
        return (json ? [] : [.paceTable(result, uncomfortable: uncomfortable)], result)
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
