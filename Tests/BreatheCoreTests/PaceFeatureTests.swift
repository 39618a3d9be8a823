import Testing
@testable import BreatheCore

/// The pace run's reducer alone, as tables: the two questions after a block, and what
/// follows a block's save. Blocks of a minute, at 6.5 to 4.5 breaths a minute.
@Suite struct PaceFeatureTests {
    static let time = Milliseconds()
    static let plan = PacePlan(minutesPerRate: 1)

    /// A model in the middle of a run, with block `index` just breathed for `seconds`.
    static func afterBlock(_ index: Int = 0, seconds: Double = 60, reason: EndReason = .finished, mode: AppMode = .fullScreen, signal: Int32? = nil) -> (AppModel, EndedSession) {
        var run = PaceRun(plan: plan, id: "run-1", json: false)
        run.index = index
        // The blocks before it, each breathed to its end.
        run.rows = plan.blocks.prefix(index).map { PaceResult.Row(answer: PaceAnswer(rate: $0.rate, ease: 4, discomfort: false), practicedSeconds: 60, endReason: .finished) }
        var model = AppModel(context: .table(mode: mode), store: ProgressStore(), now: time.at(Int(seconds * 1000)))
        model.pace = run
        let pending = PendingSession(kind: .pace(run.current))
        let started = time.at(0).wall
        var attempt = PracticeAttempt(pattern: run.current.block.patternName, startedAt: started, endedAt: started.adding(seconds: Int64(seconds)), plannedSeconds: 60, practicedSeconds: seconds, endReason: reason)
        attempt.paceRun = "run-1"
        let summary = SessionSummary(patternName: attempt.pattern, practisedSeconds: seconds, plannedSeconds: 60, fullCycles: 6, endReason: reason)
        return (model, EndedSession(pending: pending, attempt: attempt, summary: summary, sessionID: "block-\(index + 1)", signal: signal))
    }

    /// After a block: asked about when it was breathed to its end and someone can answer.
    @Test(arguments: [
        (EndReason.finished, AppMode.fullScreen, nil as Int32?, "paceEase"),
        (.finished, .plain(canAsk: true), nil, "paceEase"),
        (.finished, .plain(canAsk: false), nil, "saving"),
        (.quit, .fullScreen, nil, "saving"),
        (.finished, .fullScreen, 15, "saving"),
    ])
    func afterABlock(reason: EndReason, mode: AppMode, signal: Int32?, screen: String) {
        var (model, ended) = Self.afterBlock(reason: reason, mode: mode, signal: signal)
        let effects = ended.pending.kind.practice.ended(&model, ended)
        #expect(label(model.screen) == screen)
        #expect(effects.map(label) == (screen == "saving" ? ["saveSession"] : []))
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
        AnswerRow(false, .key(.character("q")), screen: "saving", stopping: true),
        AnswerRow(false, .key(.escape), screen: "saving", stopping: true),
        AnswerRow(false, .line("quit"), screen: "saving", stopping: true),
        AnswerRow(true, .key(.character("y")), screen: "saving", ease: 4, discomfort: true),
        AnswerRow(true, .key(.character("N")), screen: "saving", ease: 4, discomfort: false),
        AnswerRow(true, .key(.enter), screen: "saving", ease: 4, discomfort: false),
        AnswerRow(true, .line(" Yes "), screen: "saving", ease: 4, discomfort: true),
        AnswerRow(true, .line(""), screen: "saving", ease: 4, discomfort: false),
        AnswerRow(true, .key(.character("z")), screen: "paceDiscomfort", ease: 4),
        AnswerRow(true, .key(.up), screen: "paceDiscomfort", ease: 4),
        AnswerRow(true, .line("maybe"), mode: .plain(canAsk: true), screen: "paceDiscomfort", ease: 4, note: "Please answer y (yes) or n (no)."),
        AnswerRow(true, .line("Q"), mode: .plain(canAsk: true), screen: "saving", ease: 4, stopping: true),
    ])
    func answers(row: AnswerRow) {
        var (model, ended) = Self.afterBlock(mode: row.mode)
        ended.attempt.paceEase = row.discomfortAsked ? 4 : nil
        let question = Question(kind: row.discomfortAsked ? .paceDiscomfort(ended) : .paceEase(ended), pending: ended.pending)
        model.screen = .question(question)
        let effects = PaceFeature.answer(&model, question, row.answer)
        #expect(label(model.screen) == row.screen)
        #expect(model.pace?.stopping == row.stopping)
        #expect(model.noteLines.last == row.note)
        switch model.screen {
        case .question(let question):
            guard case .paceDiscomfort(let asked) = question.kind else { Issue.record("\(question)"); return }
            #expect(asked.attempt.paceEase == row.ease)
            #expect(effects.isEmpty)
        case .saving(let saving):
            #expect(effects.map(label) == ["saveSession"])
            #expect(saving.records.sessions.map(\.id) == ["block-1"])
            #expect(saving.records.sessions.first?.paceEase == row.ease)
            #expect(saving.records.sessions.first?.paceDiscomfort == row.discomfort)
            #expect(saving.records.sessions.first?.paceRun == "run-1")
        default:
            #expect(effects.isEmpty)
        }
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
        var (model, ended) = Self.afterBlock(row.index, reason: row.reason, signal: row.signal)
        ended.attempt.paceDiscomfort = row.discomfort
        model.pace?.stopping = row.stopping
        model.outcome.failed = row.failed
        model.outcome.said = [.summary(ended.summary)]
        let effects = ended.pending.kind.practice.saved(&model, ended)
        #expect(label(model.screen) == row.screen)
        #expect(model.outcome.pace?.stoppedEarly == row.stoppedEarly)
        #expect(model.outcome.pace?.rows.last?.answer.discomfort == (row.stoppedEarly == nil ? nil : row.discomfort))
        #expect(model.outcome.signal == row.signal)
        if row.stoppedEarly == nil {
            // The next block waits behind the beat.
            #expect(effects == [])
            guard case .question(let beat) = model.screen, case .pace(let next) = beat.pending.kind else { Issue.record("\(model.screen)"); return }
            #expect(next.block.patternName == PacePlan.patternName(Self.plan.blocks[row.index + 1].rate))
            #expect(next.number == row.index + 2 && next.runID == "run-1")
            #expect(model.notes == [.summary(ended.summary)])
            #expect(model.outcome.said.isEmpty)
            #expect(model.pace?.index == row.index + 1)
        } else {
            #expect(effects == [])
            #expect(model.pace == nil)
        }
    }

    @Test func theRunTakesItsIDFromTheContext() {
        var model = AppModel(context: .table(), store: ProgressStore(), now: Self.time.at(0))
        #expect(PaceFeature.start(&model, Self.plan, json: false).isEmpty)
        #expect(model.pace?.id == "id-1")
        guard case .question(let intro) = model.screen else { Issue.record("\(model.screen)"); return }
        let effects = PaceFeature.answer(&model, intro, .key(.enter))
        #expect(effects.map(label) == ["beginJournal id-2 pace-6.5 run id-1"])
    }
}
