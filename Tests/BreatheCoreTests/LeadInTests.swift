import Testing
@testable import BreatheCore

/// The lead-in before every session, as tables in milliseconds through `AppCore.update`
/// (`AppFlow`, ids counted from 1): the count 3, 2, 1 at its instants, practice and the
/// plan only after it, q, Esc and signals during it saving nothing and saying so, Ctrl-Z
/// and space, sounds, pace blocks, plain lines and the setting at 0.
@Suite struct LeadInTests {
    /// 4-6 for 2 cycles: 20 s of practice.
    static let plan = try! PracticePlan(pattern: PatternNotation.parse("4-6"), length: .cycles(2))

    typealias Row = AppRootTests.Row

    static func count(_ flow: AppFlow) -> Int? { AppRootTests.leadInCount(flow) }

    static func check(_ flow: inout AppFlow, _ rows: [Row]) { AppRootTests.check(&flow, rows) }

    static let leadIn = "leadIn breathe · 4-6"
    static let session = "session breathe · 4-6"

    @Test func theCountIsThreeTwoOneThenPracticeBegins() throws {
        var flow = AppFlow(.practice(Self.plan), leadIn: 3, makeID: CountingIDs().makeID)
        #expect(flow.effects.isEmpty, "no journal before practice")
        #expect(label(flow.screen) == Self.leadIn)
        #expect(Self.count(flow) == 3)
        Self.check(&flow, [
            Row(ms: 500, event: .tick, screen: Self.leadIn, count: 3),
            Row(ms: 999, event: .tick, screen: Self.leadIn, count: 3),
            Row(ms: 1000, event: .tick, screen: Self.leadIn, count: 2),
            Row(ms: 1999, event: .tick, screen: Self.leadIn, count: 2),
            Row(ms: 2000, event: .tick, screen: Self.leadIn, count: 1),
            Row(ms: 2999, event: .tick, screen: Self.leadIn, count: 1),
            Row(ms: 3000, event: .tick, screen: Self.session, effects: ["beginJournal id-1 4-6"]),
            Row(ms: 6999, event: .tick, screen: Self.session),
            Row(ms: 13_000, event: .tick, screen: Self.session, effects: ["checkpoint 10"]),
        ])
        // The session's clock and the plan start with practice: 10 s of it at 13 s.
        let running = try #require(flow.running)
        #expect(running.practice.startedAt == 3)
        #expect(running.practice.elapsed(at: 13) == 10)
        #expect(running.practice.moment(at: 6.999).phase == .inhale)
        #expect(running.practice.moment(at: 7).phase == .exhale)
        flow.send(.tick, after: 10)
        // The whole plan is breathed, and the record begins where practice did.
        let saved = try #require(flow.lastSession)
        #expect(saved.practicedSeconds == 20 && saved.plannedSeconds == 20 && saved.endReason == .finished)
        #expect(saved.startedAt == flow.startedAt.adding(seconds: 3))
        #expect(saved.endedAt == flow.startedAt.adding(seconds: 23))
    }

    /// q, Esc, Ctrl-C, TERM and a lost terminal in the count: nothing begun, nothing
    /// saved, no journal, one line, and the signal's death where one came.
    @Test(arguments: [
        (AppEvent.key(.character("q")), Int32?.none), (.key(.character("Q")), nil), (.key(.escape), nil),
        (.ending(.interrupt, signal: 2), 2), (.ending(.terminated, signal: 15), 15), (.ending(.hangup, signal: nil), nil),
    ])
    func stoppingInTheCountSavesNothingAndSaysSo(event: AppEvent, signal: Int32?) {
        var flow = AppFlow(.practice(Self.plan), leadIn: 3)
        Self.check(&flow, [
            Row(ms: 1500, event: .tick, screen: Self.leadIn, count: 2),
            Row(ms: 2200, event: event, screen: "finished"),
        ])
        #expect(flow.effects.isEmpty)
        #expect(flow.store == ProgressStore())
        #expect(flow.model.outcome.signal == signal)
        #expect(!flow.model.outcome.failed)
        #expect(flow.model.outcomeLines == ["Stopped before it began; nothing saved."])
    }

    @Test func theStopIsSaidInChinese() {
        var flow = AppFlow(.practice(Self.plan), leadIn: 3, words: Words(.simplifiedChinese))
        flow.send(.ending(.interrupt, signal: 2), after: 1)
        #expect(flow.model.outcomeLines == ["还没开始就停止了，没有保存任何记录。"])
    }

    /// A lesson's lead-in comes after the mood question, and q in it leaves the store as
    /// it was: no attempt, so nothing to continue.
    @Test func aLessonsLeadInFollowsItsQuestions() throws {
        var flow = AppFlow(.lesson(programID: "test", lessonID: nil), store: AppFlow.active, settings: AppFlow.moodCheck, leadIn: 3, makeID: CountingIDs().makeID)
        #expect(flow.question == .lesson(.moodBefore))
        Self.check(&flow, [
            Row(ms: 1000, event: .key(.character("4")), screen: "leadIn Test · Lesson 1 of 3 · Lesson A", count: 3),
            Row(ms: 4000, event: .tick, screen: "session Test · Lesson 1 of 3 · Lesson A", effects: ["beginJournal id-1 5-5"]),
        ])
        flow.wait(100)
        guard case .lesson(.moodAfter)? = flow.question else { Issue.record("\(flow.screen)"); return }
        flow.key("5")
        let saved = try #require(flow.lastSession)
        #expect(saved.moodBefore == 4 && saved.moodAfter == 5 && saved.practicedSeconds == 100 && saved.counted)

        var stopped = AppFlow(.lesson(programID: "test", lessonID: nil), store: AppFlow.active, leadIn: 3)
        stopped.key("q", after: 2)
        #expect(stopped.store == AppFlow.active)
        #expect(stopped.model.outcomeLines == ["Stopped before it began; nothing saved."])
    }

    /// Space in the count is ignored (there is nothing to pause yet); after Ctrl-Z the
    /// count starts over from the return.
    @Test func spaceIsIgnoredAndCtrlZStartsTheCountOver() throws {
        var flow = AppFlow(.practice(Self.plan), leadIn: 3, makeID: CountingIDs().makeID)
        Self.check(&flow, [
            Row(ms: 1000, event: .key(.character(" ")), screen: Self.leadIn, count: 2),
            Row(ms: 1500, event: .suspend, screen: Self.leadIn, effects: ["suspendProcess"], count: 2),
            Row(ms: 60_000, event: .resumed, screen: Self.leadIn, count: 3),
            Row(ms: 62_999, event: .tick, screen: Self.leadIn, count: 1),
            Row(ms: 63_000, event: .tick, screen: Self.session, effects: ["beginJournal id-1 4-6"]),
        ])
        let running = try #require(flow.running)
        #expect(!running.practice.isPaused)
        #expect(running.practice.startedAt == 63)
    }

    /// The sounds are made first; the count follows, silent; the first cue comes with
    /// practice, before the journal.
    @Test func theFirstCueComesWithPracticeNotDuringTheCount() {
        var flow = AppFlow(.practice(Self.plan), leadIn: 3, sounds: true, preparing: 0.4, makeID: CountingIDs().makeID)
        #expect(flow.effects.map(label) == ["prepareCues"])
        #expect(label(flow.screen) == Self.leadIn)
        Self.check(&flow, [
            Row(ms: 3399, event: .tick, screen: Self.leadIn, count: 1),
            Row(ms: 3400, event: .tick, screen: Self.session, effects: ["cue inhale 4", "beginJournal id-1 4-6"]),
        ])
        #expect(flow.running?.practice.startedAt == 3.4)
    }

    @Test func leadInZeroBeginsAtOnce() {
        let flow = AppFlow(.practice(Self.plan), leadIn: 0, makeID: CountingIDs().makeID)
        #expect(label(flow.screen) == Self.session)
        #expect(flow.effects.map(label) == ["beginJournal id-1 4-6"])
        #expect(flow.running?.practice.startedAt == 0)
    }

    /// Each block of `breathe pace` has its lead-in, after the intro's Enter and after
    /// each beat's; stopped in a later block's, the run ends with the blocks it has, and
    /// the line says those are kept.
    @Test func everyPaceBlockHasALeadIn() throws {
        let plan = PacePlan(minutesPerRate: 1)
        var flow = AppFlow(.pace(plan, json: false), leadIn: 3, makeID: CountingIDs().makeID)
        let block1 = "Finding your pace · 6.5 a minute · block 1 of 5", block2 = "Finding your pace · 6 a minute · block 2 of 5"
        #expect(label(flow.screen) == "paceIntro")
        let end = 4000 + Int((plan.blocks[0].plan.totalSeconds * 1000).rounded(.up))
        Self.check(&flow, [
            Row(ms: 1000, event: .key(.enter), screen: "leadIn " + block1, count: 3),
            Row(ms: 4000, event: .tick, screen: "session " + block1, effects: ["beginJournal id-2 pace-6.5 run id-1"]),
            Row(ms: end, event: .tick, screen: "paceEase"),
            Row(ms: end + 1000, event: .key(.character("4")), screen: "paceDiscomfort"),
            Row(ms: end + 2000, event: .key(.character("n")), screen: "paceBeat", effects: ["saveSession"]),
            Row(ms: end + 3000, event: .key(.enter), screen: "leadIn " + block2, count: 3),
            Row(ms: end + 4500, event: .key(.character("q")), screen: "finished"),
        ])
        #expect(flow.store.sessions.map(\.pattern) == ["pace-6.5"])
        #expect(flow.model.outcome.pace?.rows.count == 1)
        let lines = flow.model.outcomeLines
        #expect(lines.first == "Stopped before this block began: it is not saved; the blocks before it are.")
        #expect(lines.contains("  6.5        4 of 5     no"))
    }

    /// Plain mode says the lead-in in one line, under the session's header, and the
    /// phases follow once practice begins.
    @Test(arguments: [
        (Language.english, ["breathe · 4-6 · 2 cycles · 0:20", "Get ready: 3 s", "in 4", "out 6", "in 4"]),
        (.simplifiedChinese, ["breathe · 4-6 · 2 轮 · 20秒", "准备开始：3秒", "吸气 4", "呼气 6", "吸气 4"]),
    ])
    func plainModeSaysItInOneLine(language: Language, expected: [String]) {
        var flow = AppFlow(.practice(Self.plan), leadIn: 3, mode: .plain(canAsk: false), words: Words(language))
        var lines = PlainView.lines(from: nil, to: flow.model)
        for _ in 0..<(14 * 4) {
            let before = flow.model
            flow.send(.tick, after: 0.25)
            lines += PlainView.lines(from: before, to: flow.model)
        }
        #expect(lines == expected)
    }
}
