import Testing
@testable import BreatheCore

/// The intro of `breathe pace` and the beat before each next block, as tables through
/// `AppCore.update` in milliseconds, ids counted from 1: Enter begins, q leaves with
/// nothing saved; Enter goes on, q stops the run with the answers so far; a signal at
/// either; the same on typed lines.
@Suite struct PaceIntroFlowTests {
    typealias Row = AppRootTests.Row
    static let plan = PacePlan(minutesPerRate: 1)
    static let firstBlock = "session Finding your pace · 6.5 a minute · block 1 of 5"
    static let secondBlock = "session Finding your pace · 6 a minute · block 2 of 5"
    /// Block 1 (7 breaths of 60/6.5 s) ends this long after it began, to the millisecond.
    static let blockOne = Int((plan.blocks[0].plan.totalSeconds * 1000).rounded(.up))

    static func flow(mode: AppMode = .fullScreen) -> AppFlow {
        AppFlow(.pace(plan, json: false), mode: mode, makeID: CountingIDs().makeID)
    }

    /// The run waits at its intro for as long as it takes; other keys change nothing;
    /// Enter begins the first block, whose clock starts then.
    @Test func enterBeginsTheFirstBlock() {
        var flow = Self.flow()
        #expect(flow.question == .pace(.intro(Self.plan)))
        #expect(flow.effects.isEmpty)
        AppRootTests.check(&flow, [
            Row(ms: 500, event: .key(.character("x")), screen: "paceIntro", effects: []),
            Row(ms: 1000, event: .key(.character(" ")), screen: "paceIntro", effects: []),
            Row(ms: 30_000, event: .tick, screen: "paceIntro", effects: []),
            Row(ms: 31_000, event: .key(.enter), screen: Self.firstBlock, effects: ["beginJournal id-2 pace-6.5 run id-1"]),
            Row(ms: 41_000, event: .key(.character("q")), screen: "finished", effects: ["saveSession"]),
        ])
        // Ten seconds breathed: the half minute at the intro is not practice.
        #expect(flow.store.sessions.map(\.practicedSeconds) == [10])
    }

    /// q or Esc at the intro: nothing saved, no table, no suggestion, one line.
    @Test(arguments: [AppKey.character("q"), .character("Q"), .escape])
    func qLeavesWithNothingSaved(key: AppKey) {
        var flow = Self.flow()
        AppRootTests.check(&flow, [Row(ms: 2000, event: .key(key), screen: "finished", effects: [])])
        #expect(flow.saves.isEmpty)
        #expect(flow.model.outcome.pace == nil)
        #expect(flow.model.outcome.signal == nil)
        #expect(flow.model.outcomeLines == ["Left before the first block: nothing was saved, and your pace stays as it was."])
    }

    /// A signal at the intro: the same, and the process is to die by it.
    @Test func aSignalAtTheIntroSavesNothing() {
        var flow = Self.flow()
        AppRootTests.check(&flow, [Row(ms: 2000, event: .ending(.interrupt, signal: 2), screen: "finished", effects: [])])
        #expect(flow.saves.isEmpty)
        #expect(flow.model.outcome.pace == nil)
        #expect(flow.model.outcome.signal == 2)
        #expect(flow.model.outcomeLines == ["Left before the first block: nothing was saved, and your pace stays as it was."])
    }

    /// On lines: an empty line (Enter) or any other begins; q, with spaces or in capitals,
    /// leaves.
    @Test(arguments: [("", "paceBlock"), ("go", "paceBlock"), ("q", "finished"), (" Q ", "finished"), ("quit", "finished")])
    func typedAtTheIntro(line: String, outcome: String) {
        var flow = Self.flow(mode: .plain(canAsk: true))
        flow.send(.line(line), after: 1)
        #expect(label(flow.screen) == (outcome == "paceBlock" ? Self.firstBlock : "finished"))
        #expect(flow.saves.isEmpty)
    }

    /// Block 1 breathed and answered (4, no): the beat waits before block 2.
    static func atTheBeat(mode: AppMode = .fullScreen) -> AppFlow {
        var flow = flow(mode: mode)
        AppRootTests.check(&flow, [
            Row(ms: 1000, event: .key(.enter), screen: Self.firstBlock, effects: ["beginJournal id-2 pace-6.5 run id-1"]),
            Row(ms: 1000 + blockOne, event: .tick, screen: "paceEase", effects: []),
            Row(ms: 2000 + blockOne, event: .key(.character("4")), screen: "paceDiscomfort", effects: []),
            Row(ms: 3000 + blockOne, event: .key(.character("n")), screen: "paceBeat", effects: ["saveSession"]),
        ])
        return flow
    }

    /// Enter at the beat, whenever it comes, begins the next block; its clock starts then.
    @Test func enterGoesOnToTheNextBlock() throws {
        var flow = Self.atTheBeat()
        guard case .question(let beat) = flow.screen, case .pace(let next) = beat.pending.kind else { Issue.record("\(flow.screen)"); return }
        #expect(next.current.block.rate == 6 && next.current.number == 2 && next.id == "id-1")
        AppRootTests.check(&flow, [
            Row(ms: 4000 + Self.blockOne, event: .key(.character("5")), screen: "paceBeat", effects: []),
            Row(ms: 60_000 + Self.blockOne, event: .tick, screen: "paceBeat", effects: []),
            Row(ms: 63_000 + Self.blockOne, event: .key(.enter), screen: Self.secondBlock, effects: ["beginJournal id-3 pace-6 run id-1"]),
            Row(ms: 83_000 + Self.blockOne, event: .key(.character("q")), screen: "finished", effects: ["saveSession"]),
        ])
        #expect(flow.store.sessions.map(\.practicedSeconds).last == 20)
    }

    /// q or Esc at the beat stops the run as a stop after the answers so far: no block
    /// begins, nothing more is saved, and the table suggests from what was answered.
    @Test(arguments: [AppKey.character("q"), .escape])
    func qAtTheBeatStopsTheRun(key: AppKey) throws {
        var flow = Self.atTheBeat()
        AppRootTests.check(&flow, [Row(ms: 5000 + Self.blockOne, event: .key(key), screen: "finished", effects: [])])
        #expect(flow.saves.count == 1)
        let result = try #require(flow.model.outcome.pace)
        #expect(result.rows.map(\.answer) == [PaceAnswer(rate: 6.5, ease: 4, discomfort: false)])
        #expect(result.stoppedEarly)
        #expect(result.suggestion == PaceSuggestion(rate: 6.5, reason: .slowestEasy))
        #expect(flow.model.outcome.signal == nil)
    }

    /// A signal at the beat: the run ends with its block, nothing more to save.
    @Test func aSignalAtTheBeatEndsTheRun() {
        var flow = Self.atTheBeat()
        AppRootTests.check(&flow, [Row(ms: 5000 + Self.blockOne, event: .ending(.hangup, signal: 1), screen: "finished", effects: [])])
        #expect(flow.saves.count == 1)
        #expect(flow.model.outcome.pace?.rows.count == 1)
        #expect(flow.model.outcome.signal == 1)
        // The table of the block breathed is said before the app dies by the signal.
        guard case .paceTable(let table, _)? = flow.model.outcome.said.first else {
            Issue.record("\(flow.model.outcome.said)")
            return
        }
        #expect(table.rows.count == 1)
    }

    /// On lines the beat names the next rate and waits for a line: q stops, any other
    /// goes on.
    @Test func theBeatOnLines() {
        var flow = Self.atTheBeat(mode: .plain(canAsk: true))
        var stopped = flow
        flow.send(.line(""), after: 20)
        #expect(label(flow.screen) == Self.secondBlock)
        stopped.send(.line("q"), after: 20)
        #expect(stopped.model.isFinished)
        #expect(stopped.model.outcome.pace?.rows.count == 1)
    }

    /// The lines a person at a plain terminal reads, intro to the second block.
    @Test func theIntroAndTheBeatAsLines() {
        var flow = Self.flow(mode: .plain(canAsk: true))
        var lines = PlainView.lines(from: nil, to: flow.model)
        func send(_ event: AppEvent, after seconds: Double = 0) {
            let before = flow.model
            flow.send(event, after: seconds)
            lines += PlainView.lines(from: before, to: flow.model)
        }
        #expect(lines == [
            "5 blocks of about 1 minute each, from 6.5 down to 4.5 breaths a minute.",
            "Two short questions after each.",
            "Ctrl-C, or q at a question, stops at any time; what you did is kept.",
            "Enter begins, q leaves:",
        ])
        send(.line(""), after: 1)
        send(.tick, after: Double(Self.blockOne) / 1000)
        send(.line("5"))
        let answered = lines.count
        send(.line("n"))
        #expect(Array(lines[answered...]) == ["pace-6.5 · 1:04 practised of 1:04 · 7 full cycles · finished", "Next: 6 a minute. Enter when ready, q stops:"])
        send(.line(""), after: 5)
        #expect(Array(lines.suffix(2)) == ["Finding your pace · 6 a minute · block 2 of 5 · 6 cycles · 1:00", "in 4"])
    }
}

/// What the end of a run says, for each way it can end, in both languages: nothing
/// rated, rated but nothing easy, a suggestion, and leaving before the first block. The
/// words never claim what the person did not say.
@Suite struct PaceEndingWordsTests {
    static let chinese = Words(.simplifiedChinese)

    /// Block 1 breathed, then `answers` typed (nothing for a q at the first question),
    /// then q.
    static func ended(_ answers: [Character], words: Words = .english) -> AppFlow {
        var flow = AppFlow(.pace(PacePlan(minutesPerRate: 1), json: false), words: words)
        flow.send(.key(.enter))
        flow.wait(flow.running?.plan.totalSeconds ?? 0)
        for answer in answers { flow.key(answer) }
        flow.key("q")
        return flow
    }

    @Test func stoppedBeforeAnyAnswer() throws {
        let english = Self.ended([])
        #expect(english.model.outcomeLines == [
            "Finding your pace · 1 of 5 blocks",
            "  a minute   how easy   air hunger or light-headed",
            "  6.5        -          -",
            "No suggestion: no block was rated.",
        ])
        let result = try #require(english.model.outcome.pace)
        #expect(PaceKeeping.rateToKeep(result) == nil)
        #expect(PaceKeeping.line(result, kept: false, currentPace: 5.5) == "Your pace stays 5.5 a minute.")
        let chinese = Self.ended([], words: Self.chinese)
        #expect(chinese.model.outcomeLines == [
            "寻找你的呼吸频率 · 练了 1 段，共 5 段",
            "  每分钟     轻松程度   气不够用或头晕",
            "  6.5        -          -",
            "没有建议：没有给任何一段打分。",
        ])
        #expect(PaceKeeping.line(result, kept: false, currentPace: 5.5, words: Self.chinese) == "你的呼吸频率仍是每分钟 5.5 次。")
    }

    /// Skipping the ease (any other key) and saying no to discomfort rates nothing either.
    @Test func skippedIsNotRated() throws {
        let flow = Self.ended(["x", "n"])
        #expect(flow.model.outcome.pace?.suggestion == nil)
        #expect(flow.model.outcomeLines.suffix(2) == ["  6.5        -          no", "No suggestion: no block was rated."])
    }

    @Test func answeredButNoneEasy() throws {
        let english = Self.ended(["3", "n"])
        #expect(english.model.outcomeLines == [
            "Finding your pace · 1 of 5 blocks",
            "  a minute   how easy   air hunger or light-headed",
            "  6.5        3 of 5     no",
            "Suggested: 6 breaths a minute. None of the rates you rated was easy without",
            "discomfort, so the suggestion is 6 a minute, a sound default for slow",
            "breathing. Try again in a month, or choose a rate that felt comfortable with",
            "breathe config pace.",
        ])
        let result = try #require(english.model.outcome.pace)
        #expect(PaceKeeping.rateToKeep(result) == nil)
        #expect(PaceKeeping.line(result, kept: false, currentPace: 5.5) == "None of the rates you rated was easy without discomfort, so your pace stays 5.5 a minute.")
        let chinese = Self.ended(["3", "n"], words: Self.chinese)
        #expect(Array(chinese.model.outcomeLines.prefix(3)) == [
            "寻找你的呼吸频率 · 练了 1 段，共 5 段",
            "  每分钟     轻松程度   气不够用或头晕",
            "  6.5        3/5        没有",
        ])
        // Wrapped where Chinese may break, which may be a space: compared without them.
        #expect(chinese.model.outcomeLines.dropFirst(3).joined().filter { $0 != " " } == "建议：每分钟呼吸6次。你打过分的频率里，没有哪个既轻松又没有不适，所以建议每分钟6次，这是慢呼吸稳妥的默认值。一个月后可以再测一次，也可以用breatheconfigpace选一个你觉得舒服的频率。")
        #expect(PaceKeeping.line(result, kept: false, currentPace: 5.5, words: Self.chinese) == "你打过分的频率里，没有哪个既轻松又没有不适，所以你的呼吸频率仍是每分钟 5.5 次。")
    }

    @Test func aSuggestion() throws {
        let english = Self.ended(["5", "n"])
        #expect(Array(english.model.outcomeLines.dropFirst(2)) == [
            "  6.5        5 of 5     no",
            "Suggested: 6.5 breaths a minute. 6.5 a minute was the slowest rate you found",
            "easy. Without a heart-rate sensor this is a comfort choice: studies comparing",
            "a personal rate with a nearby one found small or no differences, so any easy",
            "rate near 6 serves well. Try again in a month; the rate can change.",
        ])
        let result = try #require(english.model.outcome.pace)
        #expect(PaceKeeping.rateToKeep(result) == 6.5)
        #expect(PaceKeeping.line(result, kept: true, currentPace: 6) == "Kept as your pace (6.5 a minute): breathe practice pace breathes it.")
        let chinese = Self.ended(["5", "n"], words: Self.chinese)
        #expect(chinese.model.outcomeLines[2] == "  6.5        5/5        没有")
        #expect(chinese.model.outcomeLines.dropFirst(3).joined().filter { $0 != " " } == "建议：每分钟呼吸6.5次。每分钟6.5次是你觉得轻松的最慢频率。没有心率传感器时，这只是按舒适程度做的选择：比较个人频率和相近频率的研究发现，两者差别很小甚至没有差别，所以6次左右、让你轻松的频率都很好。一个月后可以再测一次，频率可能会变。")
        #expect(PaceKeeping.line(result, kept: true, currentPace: 6, words: Self.chinese) == "已设为你的呼吸频率（每分钟 6.5 次）：breathe practice pace 会按它练习。")
    }

    @Test func leftAtTheIntro() {
        var english = AppFlow(.pace(PacePlan(), json: false))
        english.key("q")
        #expect(english.model.outcomeLines == ["Left before the first block: nothing was saved, and your pace stays as it was."])
        var chinese = AppFlow(.pace(PacePlan(), json: false), words: Self.chinese)
        chinese.key("q")
        #expect(chinese.model.outcomeLines == ["在第一段开始前离开了：没有保存任何内容，你的呼吸频率也不变。"])
    }

    /// A run kept with nothing rated: `--history` says there was no suggestion, and its
    /// JSON leaves the suggestion out rather than give one nobody made.
    @Test func aRunKeptWithNothingRated() throws {
        let flow = Self.ended([])
        let runs = PaceHistory.runs(in: flow.store)
        #expect(PaceReport.historyLines(runs, separator: " · ") == ["2026-12-01 09:00 · 6.5 (-) · no suggestion"])
        #expect(PaceReport.historyLines(runs, separator: " · ", words: Self.chinese) == ["2026-12-01 09:00 · 6.5（-） · 没有建议"])
        let run = try #require(runs.first)
        #expect(PaceJSON(run.result, startedAt: run.startedAt, keptAsPace: nil).suggestion == nil)
    }
}
