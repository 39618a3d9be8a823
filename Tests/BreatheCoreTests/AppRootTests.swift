import Testing
@testable import BreatheCore

/// The root's composition, as tables in milliseconds through `AppCore.update`, with
/// effects answered first in, first out (`AppFlow`) and ids counted from 1: signals and
/// Ctrl-Z wherever they come, the save and what follows it, one feature handing on to
/// the next.
@Suite struct AppRootTests {
    /// One event `ms` after the start, with the screen after it and the effects it and
    /// the answers it brought asked for; in a lead-in, the number it shows.
    struct Row: Sendable, CustomTestStringConvertible {
        let ms: Int
        let event: AppEvent
        let screen: String
        var effects: [String] = []
        var count: Int?
        var testDescription: String { "\(ms) ms \(event)" }
    }

    /// Runs `rows` in order; each row's effects and screen are checked.
    static func check(_ flow: inout AppFlow, _ rows: [Row]) {
        for row in rows {
            let before = flow.effects.count
            flow.send(row.event, after: Double(row.ms) / 1000 - flow.instant.monotonic)
            #expect(Array(flow.effects[before...]).map(label) == row.effects, "\(row.ms) ms \(row.event)")
            #expect(label(flow.screen) == row.screen, "\(row.ms) ms \(row.event)")
            #expect(leadInCount(flow) == row.count, "\(row.ms) ms \(row.event)")
        }
    }

    /// The number a lead-in shows now; nil on any other screen.
    static func leadInCount(_ flow: AppFlow) -> Int? {
        if case .leadIn(let leadIn) = flow.screen { leadIn.count(at: flow.instant.monotonic) } else { nil }
    }

    static let lessonA = "session Test · Lesson 1 of 3 · Lesson A"

    /// A signal at the mood question after a lesson saves it without the answer, and the
    /// app ends by the signal once it is saved.
    @Test func aSignalAtALessonQuestionSaves() {
        let ids = CountingIDs()
        var flow = AppFlow(.lesson(programID: "test", lessonID: nil), store: AppFlow.active, settings: AppFlow.moodCheck, makeID: ids.makeID)
        #expect(label(flow.screen) == "moodBefore")
        Self.check(&flow, [
            Row(ms: 1000, event: .key(.character("3")), screen: Self.lessonA, effects: ["beginJournal id-1 5-5"]),
            Row(ms: 6000, event: .tick, screen: Self.lessonA, effects: ["checkpoint 5"]),
            Row(ms: 11000, event: .tick, screen: Self.lessonA, effects: []),
            Row(ms: 101_000, event: .tick, screen: "moodAfter", effects: []),
            Row(ms: 102_000, event: .ending(.terminated, signal: 15), screen: "finished", effects: ["saveSession"]),
        ])
        #expect(flow.model.outcome.signal == 15)
        let saved = flow.store.sessions.last
        #expect(saved?.id == "id-1")
        #expect(saved?.moodBefore == 3 && saved?.moodAfter == nil)
        #expect(flow.store.completions.map(\.id) == ["id-2"])
        #expect(flow.model.outcomeLines.first?.hasPrefix("5-5") == true)
    }

    /// A signal at a question before any session ends the app with nothing to save.
    @Test(arguments: [AppEvent.ending(.interrupt, signal: 2), .ending(.hangup, signal: nil)])
    func aSignalAtTheOfferEndsWithNothingSaved(event: AppEvent) {
        let store = AppFlow.store(practising: "a", for: 30, at: "2026-12-01T08:00:00+01:00")
        var flow = AppFlow(.home, store: store, makeID: CountingIDs().makeID)
        Self.check(&flow, [
            Row(ms: 0, event: .key(.enter), screen: "continuation 0", effects: []),
            Row(ms: 500, event: .tick, screen: "continuation 0", effects: []),
            Row(ms: 1000, event: event, screen: "finished", effects: []),
        ])
        guard case .ending(_, let signal) = event else { return }
        #expect(flow.model.outcome.signal == signal)
        #expect(flow.store == store)
    }

    /// A pace block flows to the next: begun from the intro, ended, asked, saved, a beat,
    /// and the next block begins under the same run, each id from the context. The
    /// second is quit after 6 s, long enough to keep (`TooShortToKeep`).
    @Test func aPaceBlockFlowsToTheNextBlock() {
        let plan = PacePlan(minutesPerRate: 1)
        // The first block's end, 64.615… s after Enter at 1 s, to the next millisecond.
        let first = 1000 + Int((plan.blocks[0].plan.totalSeconds * 1000).rounded(.up))
        var flow = AppFlow(.pace(plan, json: false), makeID: CountingIDs().makeID)
        #expect(label(flow.screen) == "paceIntro")
        #expect(flow.effects.isEmpty)
        Self.check(&flow, [
            Row(ms: 1000, event: .key(.enter), screen: "session Finding your pace · 6.5 a minute · block 1 of 5", effects: ["beginJournal id-2 pace-6.5 run id-1"]),
            Row(ms: first, event: .tick, screen: "paceEase", effects: []),
            Row(ms: first + 1000, event: .key(.character("4")), screen: "paceDiscomfort", effects: []),
            Row(ms: first + 2000, event: .key(.character("n")), screen: "paceBeat", effects: ["saveSession"]),
            Row(ms: first + 9000, event: .key(.enter), screen: "session Finding your pace · 6 a minute · block 2 of 5", effects: ["beginJournal id-3 pace-6 run id-1"]),
            Row(ms: first + 15000, event: .key(.character("q")), screen: "finished", effects: ["saveSession"]),
        ])
        #expect(flow.store.sessions.map(\.id) == ["id-2", "id-3"])
        #expect(flow.store.sessions.map(\.paceRun) == ["id-1", "id-1"])
        #expect(flow.store.sessions.map(\.paceEase) == [4, nil])
        #expect(flow.model.outcome.pace?.runID == "id-1")
        #expect(flow.model.outcome.pace?.rows.map(\.endReason) == [.finished, .quit])
    }

    /// Starting another program: the activation is saved first, then the sounds are
    /// made, and the answers come back in that order before the session's first cue.
    @Test func answersComeBackInTheOrderTheEffectsWereAskedFor() {
        let flow = AppFlow(.lesson(programID: "other", lessonID: nil), store: AppFlow.active, sounds: true, makeID: CountingIDs().makeID)
        #expect(flow.effects.map(label) == ["saveActivation", "prepareCues", "cue inhale 4", "beginJournal id-2 4-4"])
        #expect(flow.store.activations.last?.id == "id-1")
        #expect(label(flow.screen) == "session Other · Lesson 1 of 2 · Lesson X")
    }

    /// Ctrl-Z: a checkpoint and the stop in a session; only the stop elsewhere.
    @Test func ctrlZInASessionAndOnHome() {
        var flow = AppFlow(.practice(try! PracticePlan(pattern: PatternNotation.parse("4-6"), length: .cycles(2))), makeID: CountingIDs().makeID)
        Self.check(&flow, [
            Row(ms: 3000, event: .tick, screen: "session breathe · 4-6", effects: []),
            Row(ms: 6000, event: .suspend, screen: "session breathe · 4-6", effects: ["checkpoint 6", "suspendProcess"]),
            Row(ms: 60_000, event: .resumed, screen: "session breathe · 4-6", effects: []),
            Row(ms: 74_000, event: .tick, screen: "finished", effects: ["saveSession"]),
        ])
        #expect(flow.store.sessions.map(\.practicedSeconds) == [20])
        #expect(flow.store.sessions.map(\.id) == ["id-1"])
        var home = AppFlow(.home, store: AppFlow.active)
        Self.check(&home, [Row(ms: 0, event: .suspend, screen: "home", effects: ["suspendProcess"])])
    }

    /// A signal on a screen between sessions ends the app, by the signal.
    @Test(arguments: [AppScreen.home, .progress(ProgressPage(selected: 0)), .chooser(Chooser(selected: 0, firstRun: false))])
    func aSignalBetweenSessions(screen: AppScreen) {
        var model = AppModel(context: .table(), store: AppFlow.active, now: Milliseconds().at(0))
        model.screen = screen
        #expect(AppCore.update(&model, .ending(.terminated, signal: 15), at: Milliseconds().at(1000)).isEmpty)
        #expect(model.isFinished)
        #expect(model.outcome.signal == 15)
    }

    /// A signal while a lesson's sounds are made: nothing began, nothing is saved.
    @Test func aSignalWhileTheSoundsAreMade() {
        var flow = AppFlow(.home, store: AppFlow.active, sounds: true, makeID: CountingIDs().makeID)
        flow.preparingSecondsHold = true
        Self.check(&flow, [
            Row(ms: 0, event: .key(.enter), screen: "home", effects: ["prepareCues"]),
            Row(ms: 2000, event: .ending(.interrupt, signal: 2), screen: "finished", effects: []),
        ])
        #expect(flow.model.preparing == nil)
        #expect(flow.model.outcome.signal == 2)
        #expect(flow.model.outcome.pace == nil)
        #expect(flow.saves.isEmpty)
    }
}
