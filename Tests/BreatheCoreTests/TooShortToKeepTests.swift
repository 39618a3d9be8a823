import Testing
@testable import BreatheCore

/// No crumbs: a session stopped before 5 s of practice is not recorded, its journal is
/// removed, one line says so, and no offer to continue ever comes from it; from 5 s on,
/// everything is kept as before. Through `AppCore.update` (`AppFlow`), the continuation
/// offer and the recovery of journals.
@Suite struct TooShortToKeepTests {
    static let tooShort = "Stopped after 0:04, under 5 seconds: too short to keep, so it is not saved."

    @Test func theThresholdIsFiveSecondsOfAnEarlyEnd() {
        #expect(TooShortToKeep.seconds == 5)
        #expect(TooShortToKeep.applies(practisedSeconds: 4.999, endReason: .quit))
        #expect(!TooShortToKeep.applies(practisedSeconds: 5, endReason: .quit))
        #expect(TooShortToKeep.applies(practisedSeconds: 0, endReason: .interrupt))
        #expect(TooShortToKeep.applies(practisedSeconds: 0, endReason: .recovered))
        // A plan breathed to its end is what was asked for, however short.
        #expect(!TooShortToKeep.applies(practisedSeconds: 2, endReason: .finished))
    }

    /// Lesson A quit at 4.9 s: nothing saved, the journal removed, no question after it,
    /// and the next start begins the lesson afresh with no offer to continue.
    @Test func aLessonQuitAt4Point9IsNotRecordedNorOffered() {
        var flow = AppFlow(.lesson(programID: "test", lessonID: nil), store: AppFlow.active, settings: AppFlow.moodCheck)
        flow.key("3")
        let before = flow.effects.count
        flow.key("q", after: 4.9)
        #expect(Array(flow.effects[before...]).map(label) == ["discardJournal"])
        #expect(flow.saves.isEmpty)
        #expect(flow.store == AppFlow.active)
        #expect(label(flow.screen) == "finished", "no mood question, no summary")
        #expect(flow.model.outcomeLines == [Self.tooShort])
        #expect(flow.model.outcome.signal == nil && !flow.model.outcome.failed)

        var next = AppFlow(.home, store: flow.store)
        next.send(.key(.enter))
        #expect(next.running?.pending.offer == nil)
        #expect(next.running?.plan.totalSeconds == 100)
    }

    /// At 5.0 s the attempt is kept as before: saved, and continued later the same day.
    @Test func aLessonQuitAt5IsKeptAndOffered() throws {
        var flow = AppFlow(.lesson(programID: "test", lessonID: nil), store: AppFlow.active)
        let before = flow.effects.count
        flow.key("q", after: 5)
        #expect(Array(flow.effects[before...]).map(label) == ["saveSession"])
        #expect(flow.journalsDiscarded == 0)
        let saved = try #require(flow.lastSession)
        #expect(saved.practicedSeconds == 5 && saved.endReason == .quit)
        #expect(flow.verdict == .saved(practiced: 5, planned: 100))

        let next = AppFlow(.home, store: flow.store)
        var asked = next
        asked.send(.key(.enter))
        guard case .lesson(.continuation(let offer))? = asked.question else { Issue.record("\(asked.screen)"); return }
        #expect(offer.practicedSeconds == 5 && offer.lastSessionID == saved.id)
    }

    /// Ctrl-C 2 s in: nothing saved, the journal removed, and the process dies by the
    /// signal; the line is said in the person's language.
    @Test(arguments: [
        (Language.english, "Stopped after 0:02, under 5 seconds: too short to keep, so it is not saved."),
        (.simplifiedChinese, "只练习了 2秒，不到 5秒，太短了，这次不保存。"),
    ])
    func aSignalUnderFiveSecondsSavesNothingAndDiesByIt(language: Language, line: String) throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(2))
        var flow = AppFlow(.practice(plan), words: Words(language))
        flow.send(.ending(.interrupt, signal: 2), after: 2)
        #expect(flow.journalsDiscarded == 1)
        #expect(flow.saves.isEmpty && flow.store.sessions.isEmpty)
        #expect(flow.model.outcome.signal == 2)
        #expect(flow.model.outcomeLines == [line])
    }

    /// A plan shorter than 5 s, breathed to its end, is kept.
    @Test func aWholeShortPlanIsKept() throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("1-1"), length: .cycles(1))
        var flow = AppFlow(.practice(plan))
        flow.wait(2)
        #expect(flow.lastSession?.practicedSeconds == 2)
        #expect(flow.lastSession?.endReason == .finished)
        #expect(flow.journalsDiscarded == 0)
    }

    /// A pace block quit 2 s in is not one of the run's blocks; the run ends with the
    /// block before it.
    @Test func aShortPaceBlockIsLeftOutOfItsRun() throws {
        let plan = PacePlan(minutesPerRate: 1)
        var flow = AppFlow(.pace(plan, json: false))
        flow.send(.key(.enter))
        flow.wait(plan.blocks[0].plan.totalSeconds)
        flow.key("4")
        flow.key("n")
        flow.send(.key(.enter))
        flow.key("q", after: 2)
        #expect(flow.journalsDiscarded == 1)
        #expect(flow.store.sessions.map(\.pattern) == ["pace-6.5"])
        #expect(flow.model.outcome.pace?.rows.count == 1)
        let lines = flow.model.outcomeLines
        #expect(lines.first == "Stopped after 0:02, under 5 seconds: too short to keep, so it is not saved.")
        #expect(lines.contains("  6.5        4 of 5     no"))
    }

    @Test func plainLinesSayIt() throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("4-6"), length: .cycles(2))
        var flow = AppFlow(.practice(plan), mode: .plain(canAsk: false))
        var lines = PlainView.lines(from: nil, to: flow.model)
        let before = flow.model
        flow.send(.ending(.interrupt, signal: 2), after: 4.9)
        lines += PlainView.lines(from: before, to: flow.model)
        #expect(lines == ["breathe · 4-6 · 2 cycles · 0:20", "in 4", Self.tooShort])
    }

    /// Crumbs already in a store (from before this rule, or another device's) are as if
    /// they never happened: no offer for them, and the attempt before them is offered.
    @Test func crumbsInTheStoreAreNeverOffered() throws {
        let lesson = AppFlow.program.lessons[0]
        func offer(_ store: ProgressStore) -> ContinuationOffer? {
            ContinuationOffer.find(for: lesson, in: AppFlow.program, store: store, now: LocalTimestamp(iso8601: "2026-12-01T12:00:00+01:00")!, rolloverHour: 3)
        }
        let crumb = AppFlow.store(practising: "a", for: 0.5, at: "2026-12-01T08:00:00+01:00", reason: .interrupt)
        #expect(offer(crumb) == nil)
        let real = AppFlow.store(practising: "a", for: 60, at: "2026-12-01T08:00:00+01:00")
        let realThenCrumb = AppFlow.store(practising: "a", for: 3, at: "2026-12-01T09:00:00+01:00", into: real)
        let found = try #require(offer(realThenCrumb))
        #expect(found.practicedSeconds == 60)
        #expect(found.lastSessionID == real.sessions.last?.id)
    }

    /// At the next start, a journal under 5 s is removed, not saved, and not told of;
    /// one from 5 s on is saved as before, and so is a short plan that finished.
    @Test func aShortJournalIsNotRecovered() {
        let start = LocalTimestamp(iso8601: "2026-12-01T07:00:00+01:00")!
        func journal(_ id: String, practised: Double, ended: EndReason? = nil) -> JournalEntry {
            var entry = JournalEntry(sessionID: id, programID: nil, lessonID: nil, pattern: "box", startedAt: start, plannedSeconds: 64)
            entry.practicedSeconds = practised
            entry.endReason = ended
            entry.checkpointAt = start.adding(seconds: Int64(practised))
            return entry
        }
        var store = ProgressStore()
        let recorded = JournalRecoveryRule.record(
            [journal("killed", practised: 0), journal("short", practised: 4.9, ended: .quit), journal("kept", practised: 5), journal("whole", practised: 2, ended: .finished)],
            into: &store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(), makeID: newRecordID)
        #expect(recorded.map(\.sessionID) == ["kept", "whole"])
        #expect(store.sessions.map(\.id).sorted() == ["kept", "whole"])
    }
}
