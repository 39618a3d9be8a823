import Testing
@testable import BreatheCore

/// One BOLT test driven through the root reducer: events at chosen milliseconds, each
/// effect answered as the runner would (a save succeeds, or fails with `saveProblem`).
struct BoltRun {
    static let time = Milliseconds()

    var model: AppModel
    var effects: [String] = []
    var saveProblem: StoreProblem?

    init(mode: AppMode = .fullScreen, safetyShown: Bool = true, store: ProgressStore = ProgressStore(), words: Words = .english, saveProblem: StoreProblem? = nil) {
        let context = AppContext(catalogue: Catalogue(programs: [AppFlow.program], warnings: []), settings: Settings(), mode: mode, sounds: false, ascii: false, words: words, makeID: CountingIDs().makeID)
        let (model, effects) = AppCore.start(.bolt(safetyShown: safetyShown), context: context, store: store, at: Self.time.at(0))
        self.model = model
        self.saveProblem = saveProblem
        perform(effects, at: 0)
    }

    mutating func send(_ event: AppEvent, at ms: Int) {
        perform(AppCore.update(&model, event, at: Self.time.at(ms)), at: ms)
    }

    /// The effects in a few words; a save is answered at once.
    private mutating func perform(_ new: [AppEffect], at ms: Int) {
        for effect in new {
            effects.append(label(effect))
            if case .saveBoltResult(let store) = effect {
                let answer: SaveResult = saveProblem.map { .failed(problem: $0, keptIn: nil, journalProblems: []) } ?? .saved(store: store, notices: [])
                send(.boltResultSaved(answer), at: ms)
            }
        }
    }

    var screen: String { label(model.screen) }
    var said: [String] { model.outcomeLines }
}

/// The BOLT test's reducer as tables: the count started and stopped by space, Enter or a
/// line; q, Esc, a signal and Ctrl-Z; the cap; a count too short; a failed save; and the
/// bands at their edges.
@Suite struct BoltFeatureTests {
    static let space = AppEvent.key(.character(" "))

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let mode: AppMode
        let events: [(ms: Int, event: AppEvent)]
        let screen: String
        let effects: [String]
        let said: [String]
        let signal: Int32?
        var testDescription: String { name }

        init(_ name: String, mode: AppMode = .fullScreen, _ events: [(Int, AppEvent)], screen: String, effects: [String] = [], said: [String] = [], signal: Int32? = nil) {
            (self.name, self.mode, self.events, self.screen, self.effects, self.said, self.signal) = (name, mode, events.map { (ms: $0.0, event: $0.1) }, screen, effects, said, signal)
        }
    }

    static let leftWithoutResult = "Left without a result: nothing was saved."
    static let saved = "Saved. breathe bolt --history shows your results over time."
    static let common = "A common range. Practitioners suggest steady, light breathing through the nose to lengthen it over the weeks."
    static let roomToGrow = "Practitioners see room to grow here: light, slow breathing through the nose, a little every day."
    static let gentle = "Practitioners would begin with gentle breathing through the nose, lighter and slower, a few minutes at a time. If you are often short of breath, talk to a doctor."

    /// What a result says, in either view: the figure and band, the band's guidance, the
    /// calm next breath, mornings, that it is guidance, and (when saved) where to see it.
    static func full(_ result: String, _ guidance: String, saved: Bool = true) -> [String] {
        [result, guidance, "The next breath should be calm. If you gasped, you held too long: stop at the first urge.",
         "Results vary through the day; taken soon after waking, they compare best.",
         "BOLT is a practitioners' measure, not a medical test: guidance, not a finding about your health."] + (saved ? [Self.saved] : [])
    }

    @Test(arguments: [
        Row("the steps first", [], screen: "bolt ready"),
        Row("space starts the count at once", [(1000, space)], screen: "bolt counting since 1"),
        Row("space stops it: the hold to a tenth", [(1000, space), (24_440, space)], screen: "bolt result 23.4",
            effects: ["saveBoltResult id-1 23.4"], said: full("BOLT: 23.4 s (15-25 s)", common)),
        Row("Enter too", [(0, .key(.enter)), (10_000, .key(.enter))], screen: "bolt result 10",
            effects: ["saveBoltResult id-1 10"], said: full("BOLT: 10.0 s (10-15 s)", roomToGrow)),
        Row("9.96 s shows as 10.0, in its band", [(0, space), (9960, space)], screen: "bolt result 10",
            effects: ["saveBoltResult id-1 10"], said: full("BOLT: 10.0 s (10-15 s)", roomToGrow)),
        Row("9.94 s is 9.9, under 10", [(0, space), (9940, space)], screen: "bolt result 9.9",
            effects: ["saveBoltResult id-1 9.9"], said: full("BOLT: 9.9 s (under 10 s)", gentle)),
        Row("other keys do nothing", [(0, .key(.character("x"))), (10, .key(.up)), (20, .tick)], screen: "bolt ready"),
        Row("q before the count", [(500, .key(.character("q")))], screen: "finished", said: [leftWithoutResult]),
        Row("Esc during it", [(0, space), (5000, .key(.escape))], screen: "finished", said: [leftWithoutResult]),
        Row("a key pressed twice is no hold", [(0, space), (940, space)], screen: "bolt ready Under a second is not a hold: the count starts again when you are ready."),
        Row("one second is", [(0, space), (1000, space)], screen: "bolt result 1", effects: ["saveBoltResult id-1 1"], said: full("BOLT: 1.0 s (under 10 s)", gentle)),
        Row("still counting just before the cap", [(0, space), (179_999, .tick)], screen: "bolt counting since 0"),
        Row("the cap ends a forgotten count, keeping nothing", [(0, space), (180_000, .tick)], screen: "finished",
            said: ["The count stopped at 3:00 with no answer, and nothing was saved. A BOLT hold is rarely over a minute: stop at the first urge."]),
        Row("a key after the cap, before a tick", [(0, space), (180_500, space)], screen: "finished",
            said: ["The count stopped at 3:00 with no answer, and nothing was saved. A BOLT hold is rarely over a minute: stop at the first urge."]),
        Row("Ctrl-Z mid-count starts it again", [(0, space), (4000, .suspend), (9000, .resumed)],
            screen: "bolt ready The count stopped when breathe was suspended (Ctrl-Z or a stop signal): start again when you are ready.", effects: ["suspendProcess"]),
        Row("a stop from outside mid-count starts it again", [(0, space), (9000, .continued(since: 4))],
            screen: "bolt ready The count stopped when breathe was suspended (Ctrl-Z or a stop signal): start again when you are ready."),
        Row("Ctrl-C mid-count", [(0, space), (4000, .ending(.interrupt, signal: 2))], screen: "finished", said: [leftWithoutResult], signal: 2),
        Row("a lost terminal mid-count", [(0, space), (4000, .ending(.hangup, signal: nil))], screen: "finished", said: [leftWithoutResult]),
        Row("any key closes the result", [(0, space), (20_000, space), (25_000, .key(.character("q")))], screen: "finished",
            effects: ["saveBoltResult id-1 20"], said: full("BOLT: 20.0 s (15-25 s)", common)),
        Row("a signal at the result keeps it", [(0, space), (20_000, space), (25_000, .ending(.terminated, signal: 15))], screen: "finished",
            effects: ["saveBoltResult id-1 20"], said: full("BOLT: 20.0 s (15-25 s)", common), signal: 15),
        Row("plain: Enter on a line starts and stops, and the result is said in full", mode: .plain(canAsk: true), [(0, .line("")), (31_250, .line(""))], screen: "finished",
            effects: ["saveBoltResult id-1 31.3"],
            said: full("BOLT: 31.3 s (25-40 s)", "Practitioners count this as good: keep your practice going.")),
        Row("plain: q typed leaves", mode: .plain(canAsk: true), [(0, .line("")), (3000, .line(" q "))], screen: "finished", said: [leftWithoutResult]),
        Row("plain: quit typed leaves", mode: .plain(canAsk: true), [(0, .line("quit"))], screen: "finished", said: [leftWithoutResult]),
    ])
    func aTestFromItsEvents(row: Row) {
        var run = BoltRun(mode: row.mode)
        for (ms, event) in row.events { run.send(event, at: ms) }
        #expect(run.screen == row.screen)
        #expect(run.effects == row.effects)
        #expect(run.said == row.said)
        #expect(run.model.outcome.signal == row.signal)
        #expect(!run.model.outcome.failed)
    }

    /// The result is stamped with the wall clock as the count began, and saved in the
    /// store with the records already there.
    @Test func theResultIsKeptWithTheStartsTime() {
        let earlier = BoltResult(id: "earlier", at: LocalTimestamp(iso8601: "2026-11-30T07:00:00+01:00")!, seconds: 18)
        var run = BoltRun(store: ProgressStore(boltResults: [earlier]))
        run.send(Self.space, at: 2000)
        run.send(Self.space, at: 25_100)
        #expect(run.model.store.boltResults == [earlier, BoltResult(id: "id-1", at: LocalTimestamp(iso8601: "2026-12-01T09:00:02+01:00")!, seconds: 23.1)])
    }

    /// A failed save: the result is still shown, the panel says why, and the result is
    /// printed as a store to import.
    @Test func aFailedSaveLosesNothing() throws {
        var run = BoltRun(saveProblem: .file(AppFlow.diskFull("/d/progress.json")))
        run.send(Self.space, at: 0)
        run.send(Self.space, at: 12_000)
        #expect(run.screen == "bolt result 12 not saved: could not write /d/progress.json: No space left on device")
        #expect(run.said == Self.full("BOLT: 12.0 s (10-15 s)", Self.roomToGrow, saved: false))
        #expect(run.model.outcome.failed)
        let printed = try #require(run.model.outcome.errors.first).split(separator: "\n").map(String.init)
        #expect(Array(printed.prefix(2)) == ["The result could not be saved: could not write /d/progress.json: No space left on device.", "To keep it, copy the text below into a file and run: breathe import FILE"])
        let document = printed.dropFirst(2).joined(separator: "\n")
        guard case .success(let decoded) = StoreDecoding.decode(.init(document.utf8)) else { Issue.record(Comment(rawValue: document)); return }
        #expect(decoded.store.boltResults.map(\.seconds) == [12])
    }

    /// Without a terminal on stdin nothing could start or stop the count: refused at once.
    @Test func noTerminalToAnswerOn() {
        let run = BoltRun(mode: .plain(canAsk: false), safetyShown: false)
        #expect(run.screen == "finished")
        #expect(run.effects.isEmpty)
        #expect(run.model.outcome.failed)
        #expect(run.model.outcome.errors == ["the BOLT test needs keys to start and stop the count: run it in a terminal (stdin is not one)"])
    }

    /// The loop wakes for the count's next whole second, or for the cap.
    @Test(arguments: [(1300, 0.7), (0, 1.0), (179_500, 0.5), (179_950, 0.05)])
    func theCountWakesTheLoop(ms: Int, due: Double) throws {
        var run = BoltRun()
        run.send(Self.space, at: 0)
        run.send(.tick, at: ms)
        let seconds = try #require(run.model.secondsUntilDue)
        #expect(abs(seconds - due) < 1e-9)
        if case .bolt(let test) = run.model.screen { #expect(test.countedSeconds(at: run.model.now.monotonic) == ms / 1000) }
    }

    @Test func nothingWakesTheStepsOrTheResult() {
        var run = BoltRun()
        #expect(run.model.secondsUntilDue == nil)
        run.send(Self.space, at: 0)
        run.send(Self.space, at: 20_000)
        #expect(run.model.secondsUntilDue == nil)
    }

    /// Each band holds its lower edge; the band is the shown (rounded) value's.
    @Test(arguments: [
        (0.0, BoltBand.under10), (9.9, .under10), (9.94, .under10), (9.96, .from10To15), (10, .from10To15), (14.9, .from10To15),
        (15, .from15To25), (24.9, .from15To25), (25, .from25To40), (39.9, .from25To40), (39.96, .from40), (40, .from40), (180, .from40),
    ])
    func bandsAtTheirEdges(seconds: Double, band: BoltBand) {
        #expect(BoltBand(seconds: seconds) == band)
    }

    @Test func tenthsAreAlwaysShown() {
        #expect([23.44, 23.45001, 10, 9.96, 0.04, 179.99, -2.5, .nan, 1e300].map(BoltBand.tenths) == ["23.4", "23.5", "10.0", "10.0", "0.0", "180.0", "-2.5", "0.0", "100000000000000.0"])
    }

    /// Plain mode, as the lines a screen reader hears, in Chinese: the safety screen once,
    /// the steps, a count too short, the count, the result in full.
    @Test func plainLinesInChinese() {
        var run = BoltRun(mode: .plain(canAsk: true), safetyShown: false, words: Words(.simplifiedChinese))
        var lines = PlainView.lines(from: nil, to: run.model)
        func send(_ event: AppEvent, at ms: Int) {
            let before = run.model
            run.send(event, at: ms)
            lines += PlainView.lines(from: before, to: run.model)
        }
        send(.line(""), at: 1000)
        send(.line(""), at: 2000)
        send(.line(""), at: 2500)
        send(.line(""), at: 4000)
        send(.line(""), at: 9100)
        #expect(run.effects == ["rememberSafetyShown", "saveBoltResult id-1 5.1"])
        #expect(lines == [
            "屏息之前",
            "请坐着或躺着做。",
            "切勿在水中或水边做，也切勿在开车时做。",
            "如果感到头晕或不适，立即停下，正常呼吸。",
            "如果你有心脏疾病或癫痫，或者正在怀孕，请先咨询医生。",
            "按回车继续；输入 q 再按回车离开。",
            "BOLT 测试",
            "安静地坐着，用鼻子正常呼吸一分钟左右。",
            "在一次正常的呼气之后，捏住鼻子，按回车：立即开始计时（输入 q 再按回车离开）。",
            "正在计时：一感到明确的想呼吸的冲动，就按回车，然后松开鼻子。",
            "不到一秒不算屏息：准备好后重新开始计时。",
            "在一次正常的呼气之后，捏住鼻子，按回车：立即开始计时（输入 q 再按回车离开）。",
            "正在计时：一感到明确的想呼吸的冲动，就按回车，然后松开鼻子。",
            "BOLT：5.1秒（10秒以下）",
            "练习者会建议从轻柔的鼻呼吸开始：呼吸放轻、放慢，每次几分钟。如果你经常气短，请咨询医生。",
            "松开鼻子后的第一口气应当是平静的。如果你不得不大口喘气，说明憋得太久了：下次一有冲动就停。",
            "结果在一天之中会有起伏；每天早上醒来后不久测，最便于前后比较。",
            "BOLT 是练习者使用的指标，不是医学检查：它只是参考，不能说明你的健康状况。",
            "已保存。用 breathe bolt --history 查看历次结果。",
        ])
    }

    /// A typed line is read while the test waits for one; the end of input (Ctrl-D) leaves
    /// it, where a question would take its default.
    @Test func linesAreReadUntilTheResult() {
        var run = BoltRun(mode: .plain(canAsk: true), safetyShown: false)
        #expect(run.model.readsLines && !run.model.endOfInputAnswers)
        run.send(.line(""), at: 0)
        #expect(run.model.readsLines)
        run.send(.line(""), at: 100)
        #expect(run.model.readsLines)
        var full = BoltRun()
        full.send(Self.space, at: 0)
        full.send(Self.space, at: 5000)
        #expect(!full.model.readsLines)
    }
}
