import Foundation
import Testing
@testable import BreatheCore

/// Every flow of the app as a table of events through `AppCore.update`: no terminal, no
/// clock, no files. Lesson A of the test program is 10 cycles of 5-5 (100 s; 80 s count).
@Suite struct FirstRunAndChoosingTests {
    @Test func aFirstRunOpensTheChooserAndSavesTheChoiceAtOnce() {
        var flow = AppFlow(.home)
        #expect(flow.screen == .chooser(Chooser(selected: 0, firstRun: true)))
        flow.send(.key(.down))
        flow.send(.key(.enter))
        #expect(flow.screen == .home)
        #expect(flow.store.activeProgramID == "other")
        #expect(flow.activations == 1)
    }

    @Test func leavingTheFirstChooserEndsTheRunAndSavesNothing() {
        var flow = AppFlow(.home)
        flow.key("q")
        #expect(flow.model.isFinished)
        #expect(flow.effects.isEmpty)
    }

    @Test func aPlainFirstRunNamesTheCommandThatStartsAProgram() {
        let flow = AppFlow(.home, mode: .plain(canAsk: true))
        #expect(flow.model.isFinished)
        #expect(flow.model.outcome.usage)
        #expect(flow.model.outcome.errors.first?.contains("breathe start PROGRAM --plain") == true)
    }

    @Test func otherProgramsOpenOnTheActiveOneAndBackChangesNothing() {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.key("o")
        #expect(flow.screen == .chooser(Chooser(selected: 0, firstRun: false)))
        // Up from the first stays there (it wrapped to the last).
        flow.send(.key(.up))
        #expect(flow.screen == .chooser(Chooser(selected: 0, firstRun: false)))
        flow.send(.key(.down))
        #expect(flow.screen == .chooser(Chooser(selected: 1, firstRun: false)))
        flow.send(.key(.escape))
        #expect(flow.screen == .home)
        #expect(flow.activations == 0)
        flow.key("o")
        flow.key("2")
        // Leaving the active program is asked first; Enter again switches.
        flow.send(.key(.enter))
        #expect(flow.screen == .chooser(Chooser(selected: 1, firstRun: false, confirming: true)))
        #expect(flow.activations == 0)
        flow.send(.key(.enter))
        #expect(flow.store.activeProgramID == "other")
        #expect(flow.activations == 1)
    }

    @Test func choosingTheActiveProgramAgainSavesNothing() {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.key("o")
        flow.send(.key(.enter))
        #expect(flow.screen == .home)
        #expect(flow.activations == 0)
    }

    /// In both modes: plain mode once saved the activation only with the lesson.
    @Test(arguments: [AppMode.fullScreen, .plain(canAsk: false)])
    func startingAnotherProgramSavesItsActivationBeforeTheLesson(mode: AppMode) throws {
        let flow = AppFlow(.lesson(programID: "other", lessonID: nil), store: AppFlow.active, mode: mode)
        guard case .saveActivation(let saved) = try #require(flow.effects.first) else { Issue.record("\(flow.effects)"); return }
        #expect(saved.activeProgramID == "other")
        #expect(flow.running?.plan.totalSeconds == 24)
    }

    /// Another device's clock ran five hours fast and dated its choice ahead: a program
    /// chosen here afterwards still becomes the active one, everywhere a sync takes it.
    @Test func aProgramChosenHereWinsOverOneAFastClockDatedAhead() throws {
        var store = ProgressStore()
        let ahead = LocalTimestamp(iso8601: AppFlow.morning)!.adding(seconds: 5 * 3600)
        store.append(ActivationRecord(id: "fast-clock", programID: AppFlow.program.id, at: ahead))
        let flow = AppFlow(.lesson(programID: "other", lessonID: nil), store: store)
        guard case .saveActivation(let saved) = try #require(flow.effects.first) else { Issue.record("\(flow.effects)"); return }
        #expect(saved.activeProgramID == "other")
        #expect(saved.activations.last?.at.secondsSince1970 == ahead.secondsSince1970 + 1)
    }

    @Test func anActivationThatCannotBeSavedIsReportedAndFailsTheRun() {
        var flow = AppFlow(.home)
        flow.activationProblem = .file(.couldNot(
            .write, path: "/home/me/.local/share/breathe/progress.json",
            reason: SystemReason(.permissionDenied, text: "Permission denied")))
        flow.send(.key(.enter))
        #expect(flow.model.outcome.failed)
        #expect(flow.model.outcome.errors == [
            "Could not save the active program: could not write /home/me/.local/share/breathe/progress.json: Permission denied"])
    }

    @Test func anUnknownProgramIsAUsageError() {
        let flow = AppFlow(.lesson(programID: "nope", lessonID: nil), store: AppFlow.active)
        #expect(flow.model.outcome.usage)
        #expect(flow.model.outcome.errors == ["no program 'nope'; the programs are: test, other"])
        #expect(flow.effects.isEmpty)
    }
}

@Suite struct LessonFlowTests {
    @Test func aLessonPractisedToItsEndCompletesAndOpensTheNext() {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.send(.key(.enter))
        #expect(flow.running?.plan.totalSeconds == 100)
        flow.wait(100)
        #expect(flow.verdict == .completed(next: AppFlow.program.lessons[1]))
        #expect(flow.store.completions.map(\.lessonID) == ["a"])
        #expect(flow.lastSession?.counted == true)
        #expect(flow.lastSession?.endReason == .finished)
        // The first once the session is long enough to keep, then one every 10 s of
        // practice: what a kill -9 can cost.
        #expect(flow.checkpoints == [5, 15, 25, 35, 45, 55, 65, 75, 85, 95])
        flow.send(.key(.enter))
        #expect(flow.screen == .home)
        flow.key("q")
        #expect(flow.model.isFinished)
        #expect(flow.saves.count == 1)
    }

    /// A part that ran past the day's rollover (03:00) cannot be continued: the summary
    /// says the next start begins the lesson again, not "continue later today". One that
    /// ends before it still offers the rest.
    @Test(arguments: [("2026-12-01T02:59:30+01:00", true), ("2026-12-01T02:58:00+01:00", false)])
    func aPartPastTheRolloverSaysItCannotBeContinued(start: String, pastRollover: Bool) {
        var flow = AppFlow(.home, store: AppFlow.active, at: start)
        flow.send(.key(.enter))
        flow.wait(40)
        flow.key("q")
        #expect(flow.verdict == .saved(practiced: 40, planned: 100, dayEnded: pastRollover))
        let said = flow.model.outcomeLines.joined(separator: "\n")
        #expect(said.contains("next time this lesson starts from the beginning") == pastRollover, "\(said)")
        #expect(said.contains("Continue later today") == !pastRollover, "\(said)")
    }

    @Test(arguments: [(79.5, false), (80.0, true)])
    func thePracticedShareDecidesWhetherTheLessonCounts(quitAt: Double, counts: Bool) {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.send(.key(.enter))
        flow.wait(quitAt)
        flow.key("q")
        #expect(flow.lastSession?.practicedSeconds == quitAt)
        #expect(flow.lastSession?.counted == counts)
        #expect(flow.store.completions.count == (counts ? 1 : 0))
        #expect(flow.verdict == (counts ? .completed(next: AppFlow.program.lessons[1]) : .saved(practiced: quitAt, planned: 100)))
    }

    @Test func continuingCountsTheEarlierPracticeAndTheSummaryGivesTheTotal() throws {
        let store = AppFlow.store(practising: "a", for: 50, at: "2026-12-01T08:00:00+01:00")
        var flow = AppFlow(.home, store: store)
        flow.send(.key(.enter))
        guard case .lesson(.continuation(let offer))? = flow.question else { Issue.record("\(flow.screen)"); return }
        #expect(offer.practicedSeconds == 50)
        flow.send(.key(.enter))
        #expect(flow.running?.plan.totalSeconds == 50)
        flow.wait(50)
        #expect(flow.verdict == .completed(next: AppFlow.program.lessons[1]))
        guard case .summary(let summary) = flow.screen else { return }
        #expect(flow.model.context.lines(.summary(summary.summary)) == ["5-5 · 1:40 practised of 1:40 today (0:50 now) · 5 full cycles · finished"])
    }

    @Test func startingOverPractisesTheWholeLesson() {
        var flow = AppFlow(.home, store: AppFlow.store(practising: "a", for: 50, at: "2026-12-01T08:00:00+01:00"))
        flow.send(.key(.enter))
        flow.key("s")
        #expect(flow.running?.plan.totalSeconds == 100)
        #expect(flow.running?.pending.offer == nil)
    }

    @Test func backFromTheOfferGoesHome() {
        var flow = AppFlow(.home, store: AppFlow.store(practising: "a", for: 50, at: "2026-12-01T08:00:00+01:00"))
        flow.send(.key(.enter))
        flow.send(.key(.escape))
        #expect(flow.screen == .home)
        #expect(flow.effects.isEmpty)
    }

    @Test func theMoodIsAskedBeforeAndAfterAndSavedWithTheSession() {
        var flow = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck)
        flow.send(.key(.enter))
        #expect(flow.question == .lesson(.moodBefore))
        flow.key("4")
        flow.wait(100)
        guard case .lesson(.moodAfter)? = flow.question else { Issue.record("\(flow.screen)"); return }
        #expect(flow.saves.isEmpty, "saved before the answer")
        flow.key("5")
        #expect(flow.lastSession?.moodBefore == 4)
        #expect(flow.lastSession?.moodAfter == 5)
    }

    @Test func anyOtherKeySkipsTheMood() {
        var flow = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck)
        flow.send(.key(.enter))
        flow.key("x")
        flow.wait(30)
        flow.key("q")
        flow.send(.key(.enter))
        #expect(flow.lastSession?.moodBefore == nil)
        #expect(flow.lastSession?.moodAfter == nil)
        #expect(flow.saves.count == 1)
    }

    @Test func aSignalDuringTheMoodQuestionSavesAtOnceWithoutTheAnswer() {
        var flow = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck)
        flow.send(.key(.enter))
        flow.key("3")
        flow.wait(100)
        flow.send(.ending(.interrupt, signal: SIGINT))
        #expect(flow.saves.count == 1)
        #expect(flow.lastSession?.endReason == .finished)
        #expect(flow.lastSession?.moodBefore == 3)
        #expect(flow.lastSession?.moodAfter == nil)
        #expect(flow.model.isFinished)
        #expect(flow.model.outcome.signal == SIGINT)
    }

    @Test func aSignalInTheSessionEndsItSavedAndThenTheProcessDies() {
        var flow = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck)
        flow.send(.key(.enter))
        flow.key("2")
        flow.wait(30)
        flow.send(.ending(.terminated, signal: SIGTERM))
        // No question after a signal: the process is on its way out.
        #expect(flow.lastSession?.endReason == .terminated)
        #expect(flow.lastSession?.practicedSeconds == 30)
        #expect(flow.model.outcome.signal == SIGTERM)
        #expect(flow.model.isFinished)
    }

    /// The last phase runs out at the very instant a signal arrives: the session is saved
    /// as finished, and the process still dies by the signal, asking nothing more.
    @Test func aSignalAtTheLastInstantStillEndsTheProcess() {
        var flow = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck)
        flow.send(.key(.enter))
        flow.key("3")
        flow.wait(99.5)
        flow.send(.ending(.interrupt, signal: SIGINT), after: 0.5)
        #expect(flow.lastSession?.endReason == .finished)
        #expect(flow.lastSession?.counted == true)
        #expect(flow.model.outcome.signal == SIGINT)
        #expect(flow.model.isFinished)
    }

    /// The terminal went away with no signal (stdin hung up): saved, nothing asked or
    /// shown on a terminal that is no longer there.
    @Test func aLostTerminalSavesAndAsksNothing() {
        var flow = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck)
        flow.send(.key(.enter))
        flow.key("3")
        flow.wait(30)
        flow.send(.ending(.hangup, signal: nil))
        #expect(flow.lastSession?.endReason == .hangup)
        #expect(flow.model.isFinished)
        #expect(flow.model.outcome.signal == nil)
    }

    @Test func ctrlZTakesACheckpointAndTheStoppedTimeDoesNotCount() {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.send(.key(.enter))
        flow.wait(20)
        flow.send(.suspend)
        #expect(flow.effects.suffix(2) == [.checkpoint(practicedSeconds: 20, at: flow.instant.wall), .suspendProcess])
        flow.send(.resumed, after: 600)
        flow.wait(80)
        #expect(flow.verdict == .completed(next: AppFlow.program.lessons[1]))
        #expect(flow.lastSession?.practicedSeconds == 100)
    }

    /// A clock set back to 1970, or a zone the store refuses, while the session runs: its
    /// checkpoints and its end are stamped from the start and the monotonic clock, so
    /// the journal and the record are ones the store reads back.
    @Test(arguments: ["1970-01-01T00:00:05+00:00", "2026-12-01T07:01:00+19:00"])
    func aClockThatJumpsMidSessionStampsTimesTheStoreKeeps(reading: String) throws {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.send(.key(.enter))
        flow.wait(20)
        let start = try #require(flow.running?.startedAt)
        flow.wallClockReads = LocalTimestamp(iso8601: reading)!
        flow.send(.suspend)
        #expect(flow.effects.suffix(2) == [.checkpoint(practicedSeconds: 20, at: start.adding(seconds: 20)), .suspendProcess])
        flow.send(.resumed, after: 30)
        flow.wait(80)
        let session = try #require(flow.lastSession)
        #expect(session.startedAt == start)
        #expect(session.endedAt == start.adding(seconds: 130))
        #expect(RecordRules.problem(session) == nil)
        #expect(flow.verdict == .completed(next: AppFlow.program.lessons[1]))
    }

    @Test func aPauseTakesACheckpointAndStopsTheSession() {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.send(.key(.enter))
        flow.wait(15)
        flow.key(" ")
        #expect(flow.checkpoints.last == 15)
        flow.wait(120)
        #expect(flow.running?.practice.isPaused == true)
        flow.key(" ")
        flow.wait(85)
        #expect(flow.lastSession?.practicedSeconds == 100)
    }

    @Test func aFailedSaveSaysTheSessionIsKeptInItsJournal() {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.saveProblem = .file(AppFlow.diskFull())
        flow.send(.key(.enter))
        flow.wait(100)
        #expect(flow.model.outcome.failed)
        let kept = "The session could not be saved: could not write /home/me/.local/share/breathe/progress.json: No space left on device. It is kept in /home/me/.local/share/breathe/journal/s.json and will be saved from there at the first start that can write the store."
        #expect(flow.model.outcome.errors == [kept])
        guard case .summary(let summary) = flow.screen else { Issue.record("\(flow.screen)"); return }
        #expect(summary.problems == [kept])
    }

    /// Over a failed save the lesson's message never says "saved": the session is kept in
    /// its journal (an attack run read "practised and saved" under "could not be saved").
    @Test func aFailedSaveIsNeverCalledSaved() {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.saveProblem = .file(AppFlow.diskFull())
        flow.send(.key(.enter))
        flow.wait(30)
        flow.key("q")
        let said = flow.model.outcomeLines.joined(separator: "\n")
        #expect(said.contains("practised and kept") && !said.contains("saved"), "\(said)")
        var saved = AppFlow(.home, store: AppFlow.active)
        saved.send(.key(.enter))
        saved.wait(30)
        saved.key("q")
        #expect(saved.model.outcomeLines.joined(separator: "\n").contains("practised and saved"))
    }

    @Test func withNoJournalEitherTheSessionIsPrintedAsAStoreToImport() throws {
        var flow = AppFlow(.home, store: AppFlow.active)
        flow.saveProblem = .file(AppFlow.diskFull())
        flow.keptIn = nil
        flow.send(.key(.enter))
        flow.wait(90)
        flow.key("q")
        let message = try #require(flow.model.outcome.errors.first)
        #expect(message.contains("No journal could be written either (could not write /home/me/.local/share/breathe/journal/s.json: No space left on device), so it is not on disk as it ended (at most an earlier checkpoint of it is, if one could be written)."))
        let document = String(message[try #require(message.firstIndex(of: "{"))...])
        let decoded = try #require(try? StoreDecoding.decode(Data(document.utf8)).get())
        #expect(decoded.store.sessions.count == 1)
        #expect(decoded.store.sessions.first?.practicedSeconds == 90)
        #expect(decoded.store.completions.map(\.lessonID) == ["a"])
        // The very records the failed save was given: importing them adds nothing twice.
        #expect(decoded.store.completions == flow.saves.last?.completions)
        #expect(decoded.store.sessions == flow.saves.last?.sessions)
        // The summary panel shows the message's first line, not the document.
        guard case .summary(let summary) = flow.screen else { Issue.record("\(flow.screen)"); return }
        #expect(summary.problems == [String(message.prefix { $0 != "\n" })])
    }

    @Test func aLessonNotReachedYetIsPractisedAheadNotAgain() {
        var flow = AppFlow(.lesson(programID: "test", lessonID: "c"), store: AppFlow.active)
        flow.wait(32)
        #expect(flow.verdict == .practisedAhead(current: AppFlow.program.lessons[0]))
        #expect(flow.store.completions.isEmpty)
    }

    @Test func aCompletedLessonPractisedAgainLeavesThePlaceWhereItIs() {
        let store = AppFlow.store(practising: "a", for: 100, at: "2026-11-29T08:00:00+01:00", reason: .finished)
        var flow = AppFlow(.lesson(programID: "test", lessonID: "a"), store: store)
        flow.wait(100)
        #expect(flow.verdict == .repeated)
        #expect(flow.store.completions.count == 1)
        #expect(ProgramProgress(program: AppFlow.program, store: flow.store).currentNodeIndex == 1)
    }

    @Test func freePracticeIsSavedOutsideProgramsAndCuesEveryPhaseThenTheEnd() throws {
        let plan = try PracticePlan(pattern: BuiltInPattern.named("4-7-8")!.pattern, length: .cycles(2))
        var flow = AppFlow(.practice(plan), sounds: true)
        flow.wait(38)
        #expect(flow.cues == [.phase(.inhale, seconds: 4), .phase(.holdFull, seconds: 7), .phase(.exhale, seconds: 8),
                              .phase(.inhale, seconds: 4), .phase(.holdFull, seconds: 7), .phase(.exhale, seconds: 8), .closing])
        #expect(flow.lastSession?.programID == nil)
        #expect(flow.lastSession?.endReason == .finished)
        #expect(flow.model.isFinished)
        #expect(flow.model.outcomeLines == ["4-7-8 · 0:38 practised of 0:38 · 2 full cycles · finished"])
    }
}

@Suite struct DailyPaceFlowTests {
    static let doneToday = AppFlow.store(practising: "a", for: 100, at: "2026-12-01T07:00:00+01:00", reason: .finished)

    /// Lesson a, just begun again, practised to its end: a repeat, its one completion kept.
    static func expectLessonAPractisedAgain(_ flow: inout AppFlow, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .lesson(_, let lesson)? = flow.running?.pending.kind else {
            Issue.record("\(flow.screen)", sourceLocation: sourceLocation)
            return
        }
        #expect(lesson.id == "a", sourceLocation: sourceLocation)
        flow.wait(100)
        #expect(flow.verdict == .repeated, sourceLocation: sourceLocation)
        #expect(flow.store.completions.map(\.lessonID) == ["a"], sourceLocation: sourceLocation)
    }

    @Test func afterTodaysLessonEnterPractisesItAgainAndNothingAdvances() {
        var flow = AppFlow(.home, store: Self.doneToday)
        flow.send(.key(.enter))
        Self.expectLessonAPractisedAgain(&flow)
    }

    /// The progress page opens on today's lesson; up and down choose among the lessons
    /// done and today's (a lesson ahead waits for its day); Enter practises the chosen one
    /// again, saved as a repeat that never moves the program; any other key goes home.
    @Test func aLessonDoneIsPractisedAgainFromTheProgressPage() {
        let yesterday = AppFlow.store(practising: "a", for: 100, at: "2026-11-30T07:00:00+01:00", reason: .finished)
        var flow = AppFlow(.home, store: yesterday)
        flow.key("p")
        #expect(flow.screen == .progress(ProgressPage(selected: 1)))
        flow.send(.key(.down))
        #expect(flow.screen == .progress(ProgressPage(selected: 1)))
        flow.send(.key(.up))
        flow.send(.key(.up))
        #expect(flow.screen == .progress(ProgressPage(selected: 0)))
        flow.send(.key(.enter))
        Self.expectLessonAPractisedAgain(&flow)
        #expect(ProgramProgress(program: AppFlow.program, store: flow.store).currentNodeIndex == 1)
        // Another key on the page goes home, as it always did.
        var back = AppFlow(.home, store: yesterday)
        back.key("p")
        back.key("x")
        #expect(back.screen == .home)
    }

    /// With today's lesson done, the page opens on it and offers only lessons done.
    @Test func afterTodaysLessonTheProgressPageOffersOnlyLessonsDone() {
        var flow = AppFlow(.home, store: Self.doneToday)
        flow.key("p")
        #expect(flow.screen == .progress(ProgressPage(selected: 0)))
        flow.send(.key(.down))
        #expect(flow.screen == .progress(ProgressPage(selected: 0)))
    }

    /// A lesson begun at 02:58 and completed after the 3 o'clock rollover was done on the
    /// day it began, as history and stats say: the next lesson opens at 03:05, not a day
    /// later (attack run 7).
    @Test func aLessonBegunBeforeTheRolloverIsDoneOnTheDayItBegan() {
        let lateNight = AppFlow.store(practising: "a", for: 100, at: "2026-12-02T02:58:30+01:00", reason: .finished)
        #expect(lateNight.completions.first?.completedAt == LocalTimestamp(iso8601: "2026-12-02T03:00:10+01:00"))
        var flow = AppFlow(.home, store: lateNight, at: "2026-12-02T03:05:00+01:00")
        flow.send(.key(.enter))
        guard case .lesson(_, let lesson)? = flow.running?.pending.kind else { Issue.record("\(flow.screen)"); return }
        #expect(lesson.id == "b")
    }

    @Test func theNextPracticeDayOpensTheNextLesson() {
        // 02:30 is still the day before, by the 3 o'clock rollover.
        var early = AppFlow(.home, store: Self.doneToday, at: "2026-12-02T02:30:00+01:00")
        early.send(.key(.enter))
        guard case .lesson(_, let before)? = early.running?.pending.kind else { Issue.record("\(early.screen)"); return }
        #expect(before.id == "a")
        var flow = AppFlow(.home, store: Self.doneToday, at: "2026-12-02T09:00:00+01:00")
        flow.send(.key(.enter))
        guard case .lesson(_, let lesson)? = flow.running?.pending.kind else { Issue.record("\(flow.screen)"); return }
        #expect(lesson.id == "b")
    }

    /// Home left open across the 3 o'clock rollover: what it shows and what Enter starts
    /// move on together at the first event of the new day (a tick is enough).
    @Test func homeOpenAcrossTheRolloverMovesOnWithTheDay() {
        var flow = AppFlow(.home, store: Self.doneToday, at: "2026-12-02T02:59:50+01:00")
        #expect(flow.model.home?.today.lesson.id == "a")
        #expect(flow.model.home?.day == CivilDate(year: 2026, month: 12, day: 1))
        flow.send(.tick, after: 20)
        #expect(flow.model.home?.today.lesson.id == "b")
        #expect(flow.model.home?.day == CivilDate(year: 2026, month: 12, day: 2))
        flow.send(.key(.enter))
        guard case .lesson(_, let lesson)? = flow.running?.pending.kind else { Issue.record("\(flow.screen)"); return }
        #expect(lesson.id == "b")
    }

    @Test func plainSaysTodaysLessonIsDoneAndNamesTomorrows() {
        let flow = AppFlow(.home, store: Self.doneToday, mode: .plain(canAsk: false))
        #expect(flow.model.noteLines.first == "Today's lesson is done; tomorrow: Lesson B. Practising it again: saved, and your place stays where it is.")
    }

    @Test func aFreePaceMovesOnTheSameDay() {
        let store = AppFlow.store(practising: "x", of: AppFlow.other, for: 24, at: "2026-12-01T07:00:00+01:00", reason: .finished)
        var flow = AppFlow(.home, store: store)
        flow.send(.key(.enter))
        guard case .lesson(_, let lesson)? = flow.running?.pending.kind else { Issue.record("\(flow.screen)"); return }
        #expect(lesson.id == "y")
    }
}

@Suite struct PlainFlowTests {
    static let halfDone = AppFlow.store(practising: "a", for: 50, at: "2026-12-01T08:00:00+01:00")

    @Test func withoutATerminalTheOfferIsTakenAndSaid() {
        let flow = AppFlow(.home, store: Self.halfDone, mode: .plain(canAsk: false))
        #expect(flow.model.noteLines == ["Continuing today's attempt: 0:50 of 1:40 practised already (there is no terminal to ask on)."])
        #expect(flow.running?.plan.totalSeconds == 50)
    }

    @Test func withATerminalTheOfferIsAskedOnALine() {
        var flow = AppFlow(.home, store: Self.halfDone, mode: .plain(canAsk: true))
        flow.send(.line(""))
        guard case .lesson(.continuation)? = flow.question else { Issue.record("\(flow.screen)"); return }
        flow.send(.line("perhaps"))
        #expect(flow.model.noteLines == ["Please answer c (continue) or s (start over)."])
        flow.send(.line("s"))
        #expect(flow.running?.plan.totalSeconds == 100)
    }

    @Test func anEmptyLineTakesTheDefault() {
        var flow = AppFlow(.home, store: Self.halfDone, mode: .plain(canAsk: true))
        flow.send(.line(""))
        flow.send(.line(""))
        #expect(flow.running?.plan.totalSeconds == 50)
    }

    @Test func theMoodIsAskedOnALineAndSkippedWithoutATerminal() {
        var asked = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck, mode: .plain(canAsk: true))
        asked.send(.line(""))
        #expect(asked.question == .lesson(.moodBefore))
        asked.send(.line(" 2 "))
        asked.wait(100)
        asked.send(.line("9"))
        #expect(asked.lastSession?.moodBefore == 2)
        #expect(asked.lastSession?.moodAfter == nil)
        // Plain mode ends with the session: no summary screen waits for a key.
        #expect(asked.model.isFinished)

        let skipped = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck, mode: .plain(canAsk: false))
        #expect(skipped.model.noteLines == ["The mood check is on, but there is no terminal to answer on: it is skipped."])
        #expect(skipped.running != nil)
    }

    @Test func theLinesTellTheHeaderEachPhaseOnceAndTheSummary() {
        let store = AppFlow.store(practising: "a", for: 100, at: "2026-11-30T08:00:00+01:00", reason: .finished)
        var flow = AppFlow(.home, store: store, mode: .plain(canAsk: false))
        var lines = PlainView.lines(from: nil, to: flow.model)
        for _ in 0..<(38 * 4) {
            let before = flow.model
            flow.send(.tick, after: 0.25)
            lines += PlainView.lines(from: before, to: flow.model)
        }
        #expect(lines == [
            "Test · Lesson 2 of 3 · Lesson B · 2 cycles · 0:38",
            "in 4", "hold 7", "out 8", "in 4", "hold 7", "out 8",
            "4-7-8 · 0:38 practised of 0:38 · 2 full cycles · finished",
            "Lesson complete: Lesson B.",
            "Next time: Lesson C (box, 2 cycles in 0:32).",
        ])
    }

    @Test func aQuestionIsPromptedOnceWhateverHappensMeanwhile() {
        var flow = AppFlow(.home, store: Self.halfDone, mode: .plain(canAsk: true))
        var lines = PlainView.lines(from: nil, to: flow.model)
        for event in [AppEvent.tick, .line(""), .tick] {
            let before = flow.model
            flow.send(event, after: 1)
            lines += PlainView.lines(from: before, to: flow.model)
        }
        #expect(lines == [
            "Today: Test · Lesson 1 of 3 · Lesson A (1:40). Enter starts, q leaves:",
            "Your last attempt today came to 0:50 of 1:40. Continue it (0:50 left) or start over? c/s, Enter continues:",
        ])
    }
}

@Suite struct BrokenProgramFlowTests {
    static let catalogue = Catalogue(programs: [AppFlow.other], warnings: ["test.json: lessons[1].cycles: must be a whole number from 1 to 1000; this file is skipped"],
                                     skipped: ["test": "test.json: lessons[1].cycles: must be a whole number from 1 to 1000; this file is skipped"])

    @Test func homeStaysHomeAndNothingIsSavedOrLost() {
        var flow = AppFlow(.home, store: AppFlow.active, catalogue: Self.catalogue)
        #expect(flow.screen == .home, "looks like a first run")
        flow.send(.key(.enter))
        flow.key("p")
        #expect(flow.screen == .home)
        flow.key("o")
        #expect(flow.screen == .chooser(Chooser(selected: 0, firstRun: false)))
        flow.key("q")
        #expect(flow.screen == .home)
        #expect(flow.effects.isEmpty)
        #expect(flow.store == AppFlow.active)
        #expect(flow.model.context.catalogue.brokenProgramMessage("test").contains("test.json: lessons[1].cycles"))
    }

    @Test func plainNamesTheFileAndWhatToDo() {
        let flow = AppFlow(.home, store: AppFlow.active, mode: .plain(canAsk: false), catalogue: Self.catalogue)
        #expect(flow.model.outcome.failed)
        #expect(!flow.model.outcome.usage)
        #expect(flow.model.outcome.errors == ["your program test could not be loaded: test.json: lessons[1].cycles: must be a whole number from 1 to 1000; this file is skipped; fix the file, or practise another program: breathe start PROGRAM --plain (your progress in test is kept)"])
        #expect(flow.effects.isEmpty)
    }

}

@Suite struct RecoveryAtStartTests {
    /// A session killed mid-way left two journals (it moved to the fallback folder when
    /// the disk filled): the start records the one that got furthest, by the same rules
    /// as any session, and home opens on what follows from it.
    @Test func theFurthestJournalIsRecordedAndHomeFollowsFromIt() {
        let lesson = AppFlow.program.lessons[0]
        let began = LocalTimestamp(iso8601: "2026-12-01T07:00:00+01:00")!
        var stale = JournalEntry(sessionID: newRecordID(), lesson: lesson, of: AppFlow.program, plan: lesson.plan, continuing: nil, startedAt: began)
        stale.practicedSeconds = 40
        stale.checkpointAt = began.adding(seconds: 40)
        var furthest = stale
        furthest.practicedSeconds = 85
        furthest.checkpointAt = began.adding(seconds: 85)
        var shortOther = JournalEntry(sessionID: newRecordID(), lesson: lesson, of: AppFlow.program, plan: lesson.plan, continuing: nil, startedAt: began.adding(seconds: -3600))
        shortOther.practicedSeconds = 12
        shortOther.endReason = .hangup
        shortOther.checkpointAt = began.adding(seconds: -3600 + 12)

        var store = AppFlow.active
        let recovered = JournalRecoveryRule.record([stale, shortOther, furthest], into: &store, catalogue: Catalogue(programs: [AppFlow.program], warnings: []), rule: CompletionRule(), makeID: newRecordID)
        #expect(recovered.map(\.practicedSeconds) == [12, 85])
        #expect(store.sessions.map(\.practicedSeconds) == [12, 85])
        #expect(store.completions.map(\.lessonID) == ["a"])

        // Lesson A is done today: Enter practises it again, with no offer to continue the
        // earlier short attempt (the lesson is complete); tomorrow brings B.
        var flow = AppFlow(.home, store: store)
        flow.send(.key(.enter))
        guard case .lesson(_, let again)? = flow.running?.pending.kind else { Issue.record("\(flow.screen)"); return }
        #expect(again.id == "a")
        #expect(flow.running?.pending.offer == nil)
    }
}

@Suite struct SoundFlowTests {
    static let box = try! PracticePlan(pattern: BuiltInPattern.named("box")!.pattern, length: .cycles(2))

    @Test func withoutSoundNoCueIsAskedFor() {
        var flow = AppFlow(.practice(Self.box))
        flow.wait(33)
        #expect(flow.cues.isEmpty)
        #expect(!flow.effects.contains { if case .prepareCues = $0 { true } else { false } })
        #expect(flow.lastSession?.endReason == .finished)
    }

    @Test func theSoundsAreMadeBeforeTheSessionsClockStarts() {
        let flow = AppFlow(.practice(Self.box), sounds: true, preparing: 0.4)
        guard case .prepareCues(let cues) = flow.effects.first else { Issue.record("\(flow.effects)"); return }
        #expect(cues == [.phase(.inhale, seconds: 4), .phase(.holdFull, seconds: 4), .phase(.exhale, seconds: 4), .phase(.holdEmpty, seconds: 4), .closing])
        // The first cue and the journal come once the sounds are ready, the cue first (the
        // journal is written to disk); the session's clock starts then, so making the
        // sounds never shortens the first phase.
        guard case .cue(.phase(.inhale, seconds: 4))? = flow.effects.dropFirst().first, case .beginJournal? = flow.effects.dropFirst(2).first else { Issue.record("\(flow.effects)"); return }
        #expect(flow.cues == [.phase(.inhale, seconds: 4)])
        #expect(flow.running?.practice.startedAt == 0.4)
    }

    @Test func eachPhaseIsCuedAtItsFirstTick() {
        var flow = AppFlow(.practice(Self.box), sounds: true, preparing: 0.4)
        flow.wait(3.9, step: 0.1)
        #expect(flow.cuedPhases == [.inhale])
        flow.wait(0.1, step: 0.1)
        #expect(flow.cuedPhases == [.inhale, .holdFull])
    }

    @Test func theClosingCueMarksOnlyAFinishedSession() {
        var quit = AppFlow(.practice(Self.box), sounds: true)
        quit.wait(6)
        quit.key("q")
        #expect(quit.lastSession?.endReason == .quit)
        #expect(quit.cues == [.phase(.inhale, seconds: 4), .phase(.holdFull, seconds: 4)])

        var interrupted = AppFlow(.practice(Self.box), sounds: true)
        interrupted.send(.ending(.interrupt, signal: 2), after: 9)
        #expect(interrupted.lastSession?.endReason == .interrupt)
        #expect(!interrupted.cues.contains(.closing))

        var finished = AppFlow(.practice(Self.box), sounds: true)
        finished.wait(32)
        #expect(finished.cues.last == .closing)
        #expect(finished.cues.filter { $0 == .closing }.count == 1)
    }

    @Test func aPauseHoldsTheCuesBack() {
        var flow = AppFlow(.practice(Self.box), sounds: true)
        flow.key(" ", after: 2)
        flow.wait(10)
        #expect(flow.cuedPhases == [.inhale])
        flow.key(" ")
        flow.wait(2.5)
        #expect(flow.cuedPhases == [.inhale, .holdFull])
    }

    @Test func aCueComesBeforeTheCheckpointOfTheSameTick() throws {
        // 5-5: at 5 s and every 10 s after, a checkpoint falls on an exhale's first tick.
        let plan = try PracticePlan(pattern: PatternNotation.parse("5-5"), length: .cycles(3))
        var flow = AppFlow(.practice(plan), sounds: true)
        flow.wait(5)
        let last = Array(flow.effects.suffix(2))
        guard last.count == 2, case .cue(.phase(.exhale, seconds: _)) = last[0], case .checkpoint = last[1] else { Issue.record("\(last)"); return }
    }

    @Test func soundNeverChangesWhatIsSaved() {
        var quiet = AppFlow(.lesson(programID: "test", lessonID: nil), store: AppFlow.active)
        // Slow to make its sounds: the session starts later, and is otherwise the same.
        var heard = AppFlow(.lesson(programID: "test", lessonID: nil), store: AppFlow.active, sounds: true, preparing: 0.4)
        quiet.wait(60)
        heard.wait(60)
        quiet.key("q")
        heard.key("q")
        let (a, b) = (quiet.lastSession, heard.lastSession)
        #expect(a != nil)
        #expect(a?.practicedSeconds == b?.practicedSeconds)
        #expect(a?.plannedSeconds == b?.plannedSeconds)
        #expect(a?.pattern == b?.pattern)
        #expect(a?.endReason == b?.endReason)
        #expect(a?.startedAt == b?.startedAt)
        #expect(quiet.store.completions.count == heard.store.completions.count)
    }
}

@Suite struct PaceFlowTests {
    static let plan = PacePlan(minutesPerRate: 1)

    /// Enter at the intro or a beat: the block waiting begins.
    static func ready(_ flow: inout AppFlow) {
        guard case .question(let question) = flow.screen else { return }
        switch question.kind {
        case .pace(.intro), .pace(.beat): flow.send(.key(.enter))
        default: break
        }
    }

    /// Breathes the current block to its end (after Enter, when it waits for one).
    static func breatheBlock(_ flow: inout AppFlow) {
        ready(&flow)
        guard let seconds = flow.running?.plan.totalSeconds else { return }
        flow.wait(seconds)
    }

    var blockSessions: (AppFlow) -> [SessionRecord] { { $0.store.sessions.filter { $0.paceRun != nil } } }

    @Test func aFullRunAsksAfterEachBlockSavesEachAndSuggestsTheSlowestEasy() throws {
        var flow = AppFlow(.pace(Self.plan, json: false))
        #expect(flow.question == .pace(.intro(Self.plan)))
        let answers: [(Character, Character)] = [("5", "n"), ("5", "n"), ("4", "n"), ("3", "n"), ("4", "y")]
        for (index, (ease, discomfort)) in answers.enumerated() {
            if index > 0 { #expect(flow.question == .pace(.beat)) }
            Self.breatheBlock(&flow)
            guard case .pace(.ease)? = flow.question else { Issue.record("\(flow.screen)"); return }
            flow.key(ease)
            guard case .pace(.discomfort)? = flow.question else { Issue.record("\(flow.screen)"); return }
            flow.key(discomfort)
        }
        let sessions = blockSessions(flow)
        #expect(sessions.map(\.pattern) == ["pace-6.5", "pace-6", "pace-5.5", "pace-5", "pace-4.5"])
        #expect(Set(sessions.compactMap(\.paceRun)).count == 1)
        #expect(sessions.map(\.paceEase) == [5, 5, 4, 3, 4])
        #expect(sessions.map(\.paceDiscomfort) == [false, false, false, false, true])
        #expect(sessions.allSatisfy { $0.endReason == .finished && $0.programID == nil })
        let result = try #require(flow.model.outcome.pace)
        // 4.5 was easy but uncomfortable; 5 was not easy: 5.5 is the slowest easy rate.
        #expect(result.suggestion == PaceSuggestion(rate: 5.5, reason: .slowestEasy))
        #expect(flow.model.isFinished)
        #expect(flow.model.outcomeLines.contains("  5.5        4 of 5     no"))
    }

    @Test func aYesEndsTheSlowerBlocksAndKeepsWhatWasDone() throws {
        var flow = AppFlow(.pace(Self.plan, json: false))
        Self.breatheBlock(&flow); flow.key("5"); flow.key("n")
        Self.breatheBlock(&flow); flow.key("4"); flow.key("y")
        #expect(flow.model.isFinished)
        #expect(blockSessions(flow).count == 2)
        let result = try #require(flow.model.outcome.pace)
        #expect(result.stoppedEarly)
        #expect(result.suggestion?.rate == 6.5)
        #expect(flow.model.outcomeLines.first?.hasPrefix("You answered yes to air hunger or light-headedness") == true)
    }

    @Test func aQuitInABlockSavesItAndEndsTheRun() throws {
        var flow = AppFlow(.pace(Self.plan, json: false))
        Self.breatheBlock(&flow); flow.key("4"); flow.key("n")
        Self.ready(&flow)
        flow.wait(20)
        flow.key("q")
        #expect(flow.model.isFinished)
        let sessions = blockSessions(flow)
        #expect(sessions.map(\.endReason) == [.finished, .quit])
        #expect(sessions[1].paceEase == nil && sessions[1].practicedSeconds == 20)
        let result = try #require(flow.model.outcome.pace)
        #expect(result.rows.count == 2 && result.rows[1].endReason == .quit)
        #expect(result.suggestion?.rate == 6.5)
    }

    /// q at the first question: the block is kept, nothing was rated, so nothing is
    /// suggested.
    @Test func qAtAQuestionStopsBetweenBlocks() throws {
        var flow = AppFlow(.pace(Self.plan, json: false))
        Self.breatheBlock(&flow)
        flow.key("q")
        #expect(flow.model.isFinished)
        #expect(blockSessions(flow).count == 1)
        #expect(blockSessions(flow).first?.paceEase == nil)
        #expect(flow.model.outcome.pace?.rows.count == 1)
        #expect(flow.model.outcome.pace?.suggestion == nil)
    }

    @Test func aSignalAtAQuestionSavesAndLeaves() {
        var flow = AppFlow(.pace(Self.plan, json: false))
        Self.breatheBlock(&flow)
        flow.key("5")
        flow.send(.ending(.terminated, signal: 15))
        #expect(flow.model.isFinished)
        #expect(flow.model.outcome.signal == 15)
        #expect(blockSessions(flow).first?.paceEase == 5)
    }

    /// No one to answer: the intro and each next rate are said, the blocks follow one
    /// another without waiting, and with no answers nothing is suggested.
    @Test func withoutATerminalNothingWaitsAndNothingIsSuggested() throws {
        var flow = AppFlow(.pace(Self.plan, json: false), mode: .plain(canAsk: false))
        #expect(flow.model.noteLines == [
            "5 blocks of about 1 minute each, from 6.5 down to 4.5 breaths a minute.",
            "Two short questions after each.",
            "There is no terminal to answer on, so the questions after each block are skipped: with no answers there is no suggestion.",
        ])
        #expect(flow.running != nil, "the first block began at once")
        for _ in 0..<5 {
            let seconds = try #require(flow.running?.plan.totalSeconds)
            flow.wait(seconds)
        }
        #expect(blockSessions(flow).count == 5)
        #expect(flow.model.noteLines.filter { $0.hasPrefix("Next: ") } == ["Next: 6 a minute", "Next: 5.5 a minute", "Next: 5 a minute", "Next: 4.5 a minute"])
        #expect(flow.model.isFinished)
        #expect(flow.model.outcome.pace?.suggestion == nil)
        #expect(flow.model.outcomeLines.last == "No suggestion: no block was rated.")
    }

    @Test func plainLinesAnswerTheQuestions() throws {
        var flow = AppFlow(.pace(Self.plan, json: true), mode: .plain(canAsk: true))
        Self.breatheBlock(&flow)
        flow.send(.line("5"))
        flow.send(.line("maybe"))
        #expect(flow.model.noteLines.last == "Please answer y (yes) or n (no).")
        flow.send(.line(""))
        #expect(blockSessions(flow).first?.paceDiscomfort == false)
        #expect(flow.question == .pace(.beat))
        flow.send(.line(""))
        #expect(flow.running != nil, "the next block has begun")
        // Plain mode types its answers: q on a line stops between blocks too.
        Self.breatheBlock(&flow)
        flow.send(.line("q"))
        // With --json the table is left to the command line.
        #expect(flow.model.outcomeLines.isEmpty)
        #expect(flow.model.isFinished)
        #expect(flow.model.outcome.pace?.rows.count == 2)
        #expect(blockSessions(flow).last?.paceEase == nil)
    }

    /// Ctrl-C while the next block's sounds are made: nothing has begun, the run ends
    /// with its blocks, and the process is to die by the signal.
    @Test func aSignalBetweenBlocksEndsTheRun() {
        var flow = AppFlow(.pace(Self.plan, json: false), sounds: true)
        Self.breatheBlock(&flow)
        flow.key("4")
        flow.key("n")
        flow.preparingSecondsHold = true
        Self.ready(&flow)
        #expect(flow.model.preparing != nil)
        flow.send(.ending(.interrupt, signal: 2))
        #expect(flow.model.isFinished)
        #expect(flow.model.outcome.signal == 2)
        #expect(flow.model.outcome.pace?.rows.count == 1)
    }
}
