import Testing
@testable import BreatheCore

/// `breathe` with no command on plain lines: with a person at the terminal it names
/// today's lesson and its length and waits (Enter starts, q leaves, nothing saved);
/// without one it starts at once.
@Suite struct PlainStartFlowTests {
    typealias Row = AppRootTests.Row
    static let lessonA = "session Test · Lesson 1 of 3 · Lesson A"

    @Test func aPersonIsAskedFirst() {
        var flow = AppFlow(.home, store: AppFlow.active, mode: .plain(canAsk: true), makeID: CountingIDs().makeID)
        #expect(flow.question == .lessonStart)
        #expect(flow.effects.isEmpty)
        #expect(PlainView.lines(from: nil, to: flow.model) == ["Today: Test · Lesson 1 of 3 · Lesson A (1:40). Enter starts, q leaves:"])
        AppRootTests.check(&flow, [
            Row(ms: 20_000, event: .tick, screen: "lessonStart", effects: []),
            Row(ms: 21_000, event: .line(""), screen: Self.lessonA, effects: ["beginJournal id-1 5-5"]),
        ])
    }

    @Test(arguments: [AppEvent.line("q"), .line("quit "), .key(.escape), .ending(.interrupt, signal: 2)])
    func qLeavesWithNothingSaved(event: AppEvent) {
        var flow = AppFlow(.home, store: AppFlow.active, mode: .plain(canAsk: true))
        AppRootTests.check(&flow, [Row(ms: 3000, event: event, screen: "finished", effects: [])])
        #expect(flow.store == AppFlow.active)
        #expect(flow.model.outcomeLines.isEmpty)
        #expect(flow.model.outcome.signal == (event == .ending(.interrupt, signal: 2) ? 2 : nil))
    }

    /// No one at the terminal (a script, a pipe): the lesson starts at once, as always.
    @Test func withoutATerminalItStartsAtOnce() {
        let flow = AppFlow(.home, store: AppFlow.active, mode: .plain(canAsk: false), makeID: CountingIDs().makeID)
        #expect(label(flow.screen) == Self.lessonA)
        #expect(flow.effects.map(label) == ["beginJournal id-1 5-5"])
    }

    /// The full screen's home is its own question: nothing changes there.
    @Test func theFullScreenShowsHome() {
        let flow = AppFlow(.home, store: AppFlow.active)
        #expect(flow.screen == .home)
    }

    /// Today's lesson done: said before the question, once, and the repeat is what starts.
    @Test func aRepeatIsSaidBeforeItIsAsked() {
        var flow = AppFlow(.home, store: DailyPaceFlowTests.doneToday, mode: .plain(canAsk: true))
        let expected = [
            "Today's lesson is done; tomorrow: Lesson B. Practising it again: saved, and your place stays where it is.",
            "Today: Test · Lesson 1 of 3 · Lesson A (1:40). Enter starts, q leaves:",
        ]
        #expect(PlainView.lines(from: nil, to: flow.model) == expected)
        flow.send(.line(""))
        #expect(label(flow.screen) == Self.lessonA)
        #expect(flow.model.noteLines == [expected[0]])
    }

    @Test func inChinese() {
        let flow = AppFlow(.home, store: AppFlow.active, mode: .plain(canAsk: true), words: Words(.simplifiedChinese))
        #expect(PlainView.lines(from: nil, to: flow.model) == ["今天：Test · 第 1 课，共 3 课 · Lesson A（1分40秒）。回车开始，q 离开："])
    }
}
