import Testing
@testable import BreatheCore

/// The pace run's reducer alone, as tables of what it hands the root: the two questions
/// after a block, and what follows a block's save. Blocks of a minute, at 6.5 to 4.5 breaths a minute.
@Suite struct PaceFeatureTests {
    static let time = Milliseconds()
    static let plan = PacePlan(minutesPerRate: 1)

    /// A model in the middle of a run, with block `index` just breathed for `seconds`.
    static func afterBlock(_ index: Int = 0, seconds: Double = 60, reason: EndReason = .finished, mode: AppMode = .fullScreen, signal: Int32? = nil, stopping: Bool = false) -> (AppModel, EndedSession) {
        var run = PaceRun(plan: plan, id: "run-1", json: false)
        run.stopping = stopping
        run.index = index
        // The blocks before it, each breathed to its end.
        run.rows = plan.blocks.prefix(index).map { PaceResult.Row(answer: PaceAnswer(rate: $0.rate, ease: 4, discomfort: false), practicedSeconds: 60, endReason: .finished) }
        let model = AppModel(context: .table(mode: mode), store: ProgressStore(), now: time.at(Int(seconds * 1000)))
        let pending = PendingSession(kind: .pace(run))
        let started = time.at(0).wall
        var attempt = PracticeAttempt(pattern: run.current.block.patternName, startedAt: started, endedAt: started.adding(seconds: Int64(seconds)), plannedSeconds: 60, practicedSeconds: seconds, endReason: reason)
        attempt.paceRun = "run-1"
        let summary = SessionSummary(patternName: attempt.pattern, practisedSeconds: seconds, plannedSeconds: 60, fullCycles: 6, endReason: reason)
        return (model, EndedSession(pending: pending, attempt: attempt, summary: summary, sessionID: "block-\(index + 1)", signal: signal))
    }

    /// After a block: asked about when it was breathed to its end and someone can answer.
    @Test(arguments: [
        (EndReason.finished, AppMode.fullScreen, nil as Int32?, true),
        (.finished, .plain(canAsk: true), nil, true),
        (.finished, .plain(canAsk: false), nil, false),
        (.quit, .fullScreen, nil, false),
        (.finished, .fullScreen, 15, false),
    ])
    func afterABlock(reason: EndReason, mode: AppMode, signal: Int32?, asks: Bool) {
        let (model, ended) = Self.afterBlock(reason: reason, mode: mode, signal: signal)
        let question = ended.pending.kind.practice.question(after: ended, context: model.context, canAsk: model.canAsk)
        #expect(question?.kind == (asks ? .pace(.ease(ended)) : nil))
    }

    /// An answer at either question: the next screen, and what the saved block holds
    /// (ease, discomfort, and whether the run stops after it).
    struct AnswerRow: Sendable, CustomTestStringConvertible {
        let discomfortAsked: Bool
        let answer: QuestionAnswer
        let mode: AppMode
        let screen: String
        let ease: Int?
        let discomfort: Bool?
        let stopping: Bool
        let note: String?
        var testDescription: String { "\(discomfortAsked ? "discomfort" : "ease") \(answer)" }

        init(_ discomfortAsked: Bool, _ answer: QuestionAnswer, mode: AppMode = .fullScreen, screen: String, ease: Int? = nil, discomfort: Bool? = nil, stopping: Bool = false, note: String? = nil) {
            (self.discomfortAsked, self.answer, self.mode, self.screen, self.ease, self.discomfort, self.stopping, self.note) = (discomfortAsked, answer, mode, screen, ease, discomfort, stopping, note)
        }
    }

    @Test(arguments: [
        AnswerRow(false, .key(.character("5")), screen: "paceDiscomfort", ease: 5),
        AnswerRow(false, .key(.character("x")), screen: "paceDiscomfort"),
        AnswerRow(false, .line("3"), screen: "paceDiscomfort", ease: 3),
        AnswerRow(false, .line("9"), screen: "paceDiscomfort"),
        AnswerRow(false, .key(.character("q")), screen: "save", stopping: true),
        AnswerRow(false, .key(.escape), screen: "save", stopping: true),
        AnswerRow(false, .line("quit"), screen: "save", stopping: true),
        AnswerRow(false, .ending(signal: 15), screen: "save"),
        AnswerRow(true, .ending(signal: nil), screen: "save", ease: 4),
        AnswerRow(true, .key(.character("y")), screen: "save", ease: 4, discomfort: true),
        AnswerRow(true, .key(.character("N")), screen: "save", ease: 4, discomfort: false),
        AnswerRow(true, .key(.enter), screen: "save", ease: 4, discomfort: false),
        AnswerRow(true, .line(" Yes "), screen: "save", ease: 4, discomfort: true),
        AnswerRow(true, .line(""), screen: "save", ease: 4, discomfort: false),
        AnswerRow(true, .key(.character("z")), screen: "stays", ease: 4),
        AnswerRow(true, .key(.up), screen: "stays", ease: 4),
        AnswerRow(true, .line("maybe"), mode: .plain(canAsk: true), screen: "stays", ease: 4, note: "Please answer y (yes) or n (no)."),
        AnswerRow(true, .line("Q"), mode: .plain(canAsk: true), screen: "save", ease: 4, stopping: true),
    ])
    func answers(row: AnswerRow) {
        var (model, ended) = Self.afterBlock(mode: row.mode)
        ended.attempt.paceEase = row.discomfortAsked ? 4 : nil
        let asked: PaceQuestion = row.discomfortAsked ? .discomfort(ended) : .ease(ended)
        let step = PaceFeature.answer(
            Question(kind: .pace(asked), pending: ended.pending), asked, row.answer, isPlain: model.context.isPlain)
        #expect(label(step.handoff) == row.screen)
        #expect(step.noteLines(model.context).last == row.note)
        switch step.handoff {
        case .show(.question(let question))?:
            guard case .pace(.discomfort(let asked)) = question.kind else { Issue.record("\(question)"); return }
            #expect(asked.attempt.paceEase == row.ease)
        case .save(let saved)?:
            #expect(saved.sessionID == "block-1")
            #expect(saved.attempt.paceEase == row.ease)
            #expect(saved.attempt.paceDiscomfort == row.discomfort)
            #expect(saved.attempt.paceRun == "run-1")
            guard case .pace(let run) = saved.pending.kind else { Issue.record("\(saved.pending)"); return }
            #expect(run.stopping == row.stopping)
        default:
            #expect(row.screen != "save")
        }
    }

    /// Through the root, the answers go into the block's record.
    @Test func theAnswersAreRecorded() {
        var (model, ended) = Self.afterBlock()
        model.screen = .question(Question(kind: .pace(.ease(ended)), pending: ended.pending))
        _ = AppCore.update(&model, .key(.character("4")), at: Self.time.at(61_000))
        let effects = AppCore.update(&model, .key(.character("n")), at: Self.time.at(62_000))
        guard case .saving(let saving) = model.screen else { Issue.record("\(model.screen)"); return }
        #expect(effects.map(label) == ["saveSession"])
        #expect(saving.records.sessions.map(\.id) == ["block-1"])
        #expect(saving.records.sessions.first?.paceEase == 4)
        #expect(saving.records.sessions.first?.paceDiscomfort == false)
        #expect(saving.records.sessions.first?.paceRun == "run-1")
    }

    /// What follows a block's save: the next block, or the end of the run.
    struct SavedRow: Sendable, CustomTestStringConvertible {
        let index: Int
        let reason: EndReason
        let discomfort: Bool
        let stopping: Bool
        let failed: Bool
        let signal: Int32?
        /// The next block's header, or "finished".
        let screen: String
        let stoppedEarly: Bool?
        let testDescription: String
    }

    @Test(arguments: [
        SavedRow(index: 0, reason: .finished, discomfort: false, stopping: false, failed: false, signal: nil, screen: "paceBeat", stoppedEarly: nil, testDescription: "the next block"),
        SavedRow(index: 3, reason: .finished, discomfort: false, stopping: false, failed: false, signal: nil, screen: "paceBeat", stoppedEarly: nil, testDescription: "the last block next"),
        SavedRow(index: 4, reason: .finished, discomfort: false, stopping: false, failed: false, signal: nil, screen: "finished", stoppedEarly: false, testDescription: "the last block done"),
        SavedRow(index: 1, reason: .finished, discomfort: true, stopping: false, failed: false, signal: nil, screen: "finished", stoppedEarly: true, testDescription: "a yes to discomfort"),
        SavedRow(index: 1, reason: .finished, discomfort: false, stopping: true, failed: false, signal: nil, screen: "finished", stoppedEarly: true, testDescription: "q at a question"),
        SavedRow(index: 1, reason: .quit, discomfort: false, stopping: false, failed: false, signal: nil, screen: "finished", stoppedEarly: true, testDescription: "q in the block"),
        SavedRow(index: 1, reason: .finished, discomfort: false, stopping: false, failed: true, signal: nil, screen: "finished", stoppedEarly: true, testDescription: "a failed save"),
        SavedRow(index: 1, reason: .finished, discomfort: false, stopping: false, failed: false, signal: 15, screen: "finished", stoppedEarly: true, testDescription: "a signal"),
    ])
    func afterTheSave(row: SavedRow) {
        var (_, ended) = Self.afterBlock(row.index, reason: row.reason, signal: row.signal, stopping: row.stopping)
        ended.attempt.paceDiscomfort = row.discomfort
        guard let step = ended.pending.kind.practice.saved(
            ended, said: [.summary(ended.summary)], failed: row.failed, canAsk: true) else {
            Issue.record("a block's save always goes on in the run")
            return
        }
        #expect(label(step.handoff) == (row.screen == "finished" ? "finish" + (row.signal.map { " \($0)" } ?? "") : row.screen))
        if row.stoppedEarly == nil {
            // The next block waits behind the beat; the block's line is said before it.
            guard case .show(.question(let beat))? = step.handoff, case .pace(let next) = beat.pending.kind else {
                Issue.record("\(step)")
                return
            }
            #expect(next.current.block.patternName == PacePlan.patternName(Self.plan.blocks[row.index + 1].rate))
            #expect(next.current.number == row.index + 2 && next.id == "run-1")
            #expect(next.index == row.index + 1 && next.rows.count == row.index + 1)
            #expect(step.notes == [.summary(ended.summary)])
            #expect(step.said == [])
        } else {
            guard case .finish(_, let result)? = step.handoff else { Issue.record("\(step)"); return }
            #expect(result?.stoppedEarly == row.stoppedEarly)
            #expect(result?.rows.last?.answer.discomfort == row.discomfort)
            // The block's line as a note, as every block's, then the table: the last block's
            // line went unsaid.
            #expect(step.notes.first == .summary(ended.summary))
            #expect(step.said == [.paceTable(result!, uncomfortable: row.discomfort)])
        }
    }

    @Test func theRunTakesItsIDFromTheContext() {
        var model = AppModel(context: .table(), store: ProgressStore(), now: Self.time.at(0))
        let step = PaceFeature.start(Self.plan, json: false, model)
        guard case .show(let intro)? = step.handoff, case .question(let question) = intro,
              case .pace(let run) = question.pending.kind else { Issue.record("\(step)"); return }
        #expect(run.id == "id-1")
        #expect(step.effects.isEmpty)
        model.screen = intro
        let effects = AppCore.update(&model, .key(.enter), at: Self.time.at(1000))
        #expect(effects.map(label) == ["beginJournal id-2 pace-6.5 run id-1"])
    }
}
