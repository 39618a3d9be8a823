import FoundationEssentials
import Testing
@testable import BreatheCore

/// A three-lesson program of short lessons and helpers to record attempts at given times.
struct Fixture {
    let program: Program
    var rule = CompletionRule()
    var store = ProgressStore()

    init() throws {
        let json = #"""
            {"id": "test", "title": "Test", "summary": "Three short lessons.", "lessons": [
              {"id": "a", "title": "Lesson A", "pattern": "5-5", "cycles": 10},
              {"id": "b", "title": "Lesson B", "pattern": "5-5", "cycles": 6},
              {"id": "c", "title": "Lesson C", "pattern": "box", "cycles": 2}
            ]}
            """#
        program = try ProgramDecoder.decode(Data(json.utf8), file: "test.json", source: .builtIn)
    }

    static func at(_ text: String) -> LocalTimestamp { LocalTimestamp(iso8601: text)! }

    @discardableResult
    mutating func attempt(_ lessonID: String, practiced: Double, at start: String, continuing offer: ContinuationOffer? = nil, reason: EndReason = .quit) -> LessonResult {
        let lesson = program.lesson(id: lessonID)!
        let began = Self.at(start)
        let attempt = PracticeAttempt(pattern: lesson.patternText, startedAt: began, endedAt: began.adding(seconds: Int64(practiced.rounded(.up))), plannedSeconds: offer?.remainingPlan(for: lesson).totalSeconds ?? lesson.plannedSeconds, practicedSeconds: practiced, endReason: reason)
        return ProgressRecorder.recordLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store, id: newRecordID(), completionID: newRecordID())
    }

    var progress: ProgramProgress { ProgramProgress(program: program, store: store) }

    func offer(_ lessonID: String, now: String, rolloverHour: Int = 3) -> ContinuationOffer? {
        ContinuationOffer.find(for: program.lesson(id: lessonID)!, in: program, store: store, now: Self.at(now), rolloverHour: rolloverHour)
    }
}

@Suite struct CompletionRuleTests {
    // Lesson A is 10 cycles of 10 s: 100 s; 80% is 80 s.
    /// The recorder, the continuation offer and the figures of `stats` decide with one
    /// comparison: what counts for one counts for all. Lesson B is 60 s, and 0.7 × 60 is
    /// 41.99999999999999 in floating point, which must not cost the 42nd second.
    @Test(arguments: [(42.0, true), (41.999, false), (41.9995, true)])
    func theThresholdIsOneComparisonEverywhere(practised: Double, counts: Bool) throws {
        var fixture = try Fixture()
        fixture.rule = CompletionRule(threshold: 0.7)
        fixture.attempt("a", practiced: 100, at: "2026-11-30T09:00:00+01:00", reason: .finished)
        let result = fixture.attempt("b", practiced: practised, at: "2026-11-30T10:00:00+01:00")
        #expect(result.session.counted == counts)
        #expect((fixture.offer("b", now: "2026-11-30T11:00:00+01:00") == nil) == counts)
        let insights = Insights(store: fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []), rule: fixture.rule)
        #expect(insights.thresholds.first { $0.threshold == 0.7 }?.wouldCount == (counts ? 2 : 1))
        fixture.attempt("b", practiced: practised, at: "2026-11-30T12:00:00+01:00")
        let again = Insights(store: fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []), rule: fixture.rule)
        #expect(again.stalls.isEmpty == counts)
    }

    /// A part that ended "before" the one it continued (a clock set back, each process
    /// under its own sped-up clock) is still the last part: the next continues it, the
    /// day's total counts every part, and the parts together complete the lesson (an
    /// attack run had the third part continue the first, 1:09 of a day's 1:42).
    @Test func theLastPartIsTheOneNothingContinuesWhateverTheClocks() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 30, at: "2026-11-30T08:00:00+01:00")
        let first = try #require(fixture.offer("a", now: "2026-11-30T08:00:40+01:00"))
        fixture.attempt("a", practiced: 25, at: "2026-11-30T08:00:02+01:00", continuing: first)
        let second = try #require(fixture.offer("a", now: "2026-11-30T08:01:00+01:00"))
        #expect(second.lastSessionID != first.lastSessionID)
        #expect(second.practicedSeconds == 55)
        let result = fixture.attempt("a", practiced: 25, at: "2026-11-30T08:01:00+01:00", continuing: second)
        #expect(result.completion != nil && result.session.counted)
    }

    /// An attempt saved below the threshold stays an attempt to continue when the threshold
    /// is lowered below it afterwards (by config or a sync): continuing it, however briefly,
    /// completes the lesson with the day's whole (attack run 13 #2: no offer was made, the
    /// lesson started whole and the earlier time was dropped).
    @Test func anAttemptStaysToContinueWhenTheThresholdIsLoweredBelowIt() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 73, at: "2026-11-30T09:00:00+01:00")
        fixture.rule = CompletionRule(threshold: 0.6)
        #expect(fixture.progress.completedNodeIDs.isEmpty)
        let offer = try #require(fixture.offer("a", now: "2026-11-30T10:00:00+01:00"))
        #expect(offer.practicedSeconds == 73)
        let result = fixture.attempt("a", practiced: 2, at: "2026-11-30T10:00:00+01:00", continuing: offer)
        #expect(result.completion != nil && result.session.counted)
        #expect(fixture.offer("b", now: "2026-11-30T10:01:00+01:00") == nil)
    }

    @Test func justBelowTheThresholdSavesWithoutAdvancing() throws {
        var fixture = try Fixture()
        let result = fixture.attempt("a", practiced: 79.9, at: "2026-11-30T10:00:00+01:00")
        #expect(result.verdict == .saved(practiced: 79.9, planned: 100))
        #expect(result.session.counted == false)
        #expect(result.completion == nil)
        #expect(fixture.progress.currentNodeIndex == 0)
        #expect(fixture.progress.completedNodeIDs.isEmpty)
        #expect(fixture.progress.totalSessionCount == 1)
    }

    @Test func exactlyAtTheThresholdCompletes() throws {
        var fixture = try Fixture()
        let result = fixture.attempt("a", practiced: 80, at: "2026-11-30T10:00:00+01:00")
        #expect(result.session.counted)
        #expect(result.verdict == .completed(next: fixture.program.lessons[1]))
        #expect(fixture.progress.currentNodeIndex == 1)
        #expect(fixture.progress.completedNodeIDs == ["a"])
    }

    @Test func aboveTheThresholdCompletesEvenWhenInterrupted() throws {
        var fixture = try Fixture()
        let result = fixture.attempt("a", practiced: 91, at: "2026-11-30T10:00:00+01:00", reason: .interrupt)
        #expect(result.session.counted)
        #expect(result.session.endReason == .interrupt)
        #expect(fixture.progress.currentNodeIndex == 1)
    }

    @Test func theThresholdIsASetting() throws {
        // At 100%, 99.9 s of a 100 s lesson is saved and the program waits…
        var strict = try Fixture()
        strict.rule = CompletionRule(threshold: 1.0)
        #expect(strict.attempt("a", practiced: 99.9, at: "2026-11-30T10:00:00+01:00").verdict == .saved(practiced: 99.9, planned: 100))
        #expect(strict.progress.currentNodeIndex == 0)
        // …at 50%, half the lesson completes it.
        var lenient = try Fixture()
        lenient.rule = CompletionRule(threshold: 0.5)
        #expect(lenient.attempt("a", practiced: 50, at: "2026-11-30T10:00:00+01:00").session.counted)
        #expect(lenient.progress.currentNodeIndex == 1)
    }

    @Test func finishingTheLastLessonCompletesTheProgram() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        fixture.attempt("b", practiced: 60, at: "2026-11-29T10:00:00+01:00", reason: .finished)
        let last = fixture.attempt("c", practiced: 32, at: "2026-11-30T10:00:00+01:00", reason: .finished)
        #expect(last.verdict == .completed(next: nil))
        #expect(fixture.progress.isComplete)
        #expect(fixture.progress.currentNodeIndex == 3)
        #expect(fixture.progress.completedNodeIDs == ["a", "b", "c"])
        #expect(fixture.progress.lastPracticeDate == Fixture.at("2026-11-30T10:00:32+01:00"))
    }

    @Test func repeatingACompletedLessonIsSavedAndMovesNothing() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        let again = fixture.attempt("a", practiced: 100, at: "2026-11-29T10:00:00+01:00", reason: .finished)
        #expect(again.verdict == .repeated)
        #expect(again.session.counted == false)
        #expect(fixture.progress.currentNodeIndex == 1)
        #expect(fixture.progress.completedNodeIDs == ["a"])
        #expect(fixture.progress.completedAt["a"] == Fixture.at("2026-11-28T10:01:40+01:00"))
        #expect(fixture.progress.totalSessionCount == 2)
        #expect(LessonMessage.lines(for: again.verdict, lesson: fixture.program.lessons[0], program: fixture.program) == ["Lesson A practised again and saved. Your place in Test stays where it was."])
    }

    /// A lesson not reached yet, practised out of turn, was never done: it is not
    /// "practised again", and the place in the program is named.
    @Test func aLessonAheadIsSavedAndNamesWhereTheProgramWaits() throws {
        var fixture = try Fixture()
        let ahead = fixture.attempt("c", practiced: 32, at: "2026-11-29T10:00:00+01:00", reason: .finished)
        #expect(ahead.verdict == .practisedAhead(current: fixture.program.lessons[0]))
        #expect(!ahead.session.counted)
        #expect(fixture.progress.currentNodeIndex == 0)
        #expect(LessonMessage.lines(for: ahead.verdict, lesson: fixture.program.lessons[2], program: fixture.program) == ["Lesson C practised and saved. Your place in Test stays at Lesson A."])
    }

    /// Plain output has no keys to press: the end of a program names commands.
    @Test func theEndOfAProgramNamesKeysOrCommands() throws {
        let fixture = try Fixture()
        let keys = LessonMessage.lines(for: .completed(next: nil), lesson: fixture.program.lessons[2], program: fixture.program)
        let commands = LessonMessage.lines(for: .completed(next: nil), lesson: fixture.program.lessons[2], program: fixture.program, keys: false)
        #expect(keys[1].contains("with o,"))
        #expect(!commands[1].contains(" o,"))
        #expect(commands[1].contains("breathe start PROGRAM"))
        #expect(commands[1].contains("breathe start test --lesson ID"))
    }

    /// After a continued attempt the summary gives the lesson's total, which is what counts.
    @Test func theSummaryOfAContinuedAttemptGivesTheTotal() {
        let summary = SessionSummary(patternName: "relax", practisedSeconds: 130, plannedSeconds: 130, fullCycles: 13, endReason: .finished)
        #expect(summary.line() == "relax · 2:10 practised of 2:10 · 13 full cycles · finished")
        #expect(summary.continuing(360, ofLesson: 480).line() == "relax · 8:10 practised of 8:00 today (2:10 now) · 13 full cycles · finished")
    }

    /// `breathe progress` shows the ids `breathe start --lesson` asks for.
    @Test func progressListsLessonIdsWhenAsked() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        let lines = ProgressReport(program: fixture.program, store: fixture.store).lessonLines(check: "x", current: ">", ids: true)
        #expect(lines == ["x a  Lesson A  2026-11-28", "> b  Lesson B  (5-5, 6 cycles in 1:00)", "  c  Lesson C"])
    }

    @Test func statsCountFreePractice() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        ProgressRecorder.recordPractice(PracticeAttempt(pattern: "box", startedAt: Fixture.at("2026-11-29T10:00:00+01:00"), endedAt: Fixture.at("2026-11-29T10:04:16+01:00"), plannedSeconds: 256, practicedSeconds: 256, endReason: .finished), store: &fixture.store, id: newRecordID())
        let insights = Insights(store: fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []), rule: fixture.rule)
        #expect(insights.freePractice.sessions == 1)
        let streak = Streak(practiceDays: [], today: CivilDate(year: 2026, month: 11, day: 30), freezes: FreezeRules())
        let lines = StatsReport(streak: streak, insights: insights, settings: Settings()).lines(bar: "#")
        #expect(lines.contains("  Test: 1 session · 1:40 · 1 lesson completed"))
        #expect(lines.contains("  free practice: 1 session · 4:16"))
    }
}

@Suite struct ContinuationTests {
    @Test func todaysPartialAttemptIsOfferedAndAddsUp() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 50, at: "2026-11-30T10:00:00+01:00")
        let offer = try #require(fixture.offer("a", now: "2026-11-30T18:00:00+01:00"))
        #expect(offer.practicedSeconds == 50)
        #expect(fixture.program.lessons[0].secondsLeft(afterPractising: offer.practicedSeconds) == 50)
        #expect(offer.remainingPlan(for: fixture.program.lessons[0]).cycles == 5)
        let second = fixture.attempt("a", practiced: 30, at: "2026-11-30T18:00:00+01:00", continuing: offer)
        #expect(second.session.counted)
        #expect(second.session.continues == offer.lastSessionID)
        #expect(second.completion?.sessionIDs == [offer.lastSessionID, second.session.id])
        #expect(fixture.progress.currentNodeIndex == 1)
    }

    @Test func twoShortContinuationsChainUp() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 30, at: "2026-11-30T08:00:00+01:00")
        var offer = try #require(fixture.offer("a", now: "2026-11-30T09:00:00+01:00"))
        fixture.attempt("a", practiced: 30, at: "2026-11-30T09:00:00+01:00", continuing: offer)
        offer = try #require(fixture.offer("a", now: "2026-11-30T10:00:00+01:00"))
        #expect(offer.practicedSeconds == 60)
        let third = fixture.attempt("a", practiced: 20, at: "2026-11-30T10:00:00+01:00", continuing: offer)
        #expect(third.session.counted)
        #expect(third.completion?.sessionIDs.count == 3)
    }

    @Test func startingOverDoesNotAddUp() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 50, at: "2026-11-30T10:00:00+01:00")
        let fresh = fixture.attempt("a", practiced: 40, at: "2026-11-30T11:00:00+01:00")
        #expect(fresh.verdict == .saved(practiced: 40, planned: 100))
        #expect(fixture.offer("a", now: "2026-11-30T12:00:00+01:00")?.practicedSeconds == 40)
    }

    @Test func yesterdaysAttemptIsNotOffered() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 50, at: "2026-11-29T20:00:00+01:00")
        #expect(fixture.offer("a", now: "2026-11-30T10:00:00+01:00") == nil)
    }

    @Test func aroundMidnightTheDayHoldsUntilTheRolloverHour() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 50, at: "2026-11-29T23:50:00+01:00")
        // 00:20 is still the evening's practice day with the day starting at 03:00…
        #expect(fixture.offer("a", now: "2026-11-30T00:20:00+01:00", rolloverHour: 3) != nil)
        #expect(fixture.offer("a", now: "2026-11-30T02:59:00+01:00", rolloverHour: 3) != nil)
        // …but not after 03:00, nor at all when the day starts at midnight.
        #expect(fixture.offer("a", now: "2026-11-30T03:00:00+01:00", rolloverHour: 3) == nil)
        #expect(fixture.offer("a", now: "2026-11-30T00:20:00+01:00", rolloverHour: 0) == nil)
    }

    @Test func nothingIsOfferedOnceTheLessonIsDone() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-30T10:00:00+01:00", reason: .finished)
        #expect(fixture.offer("a", now: "2026-11-30T11:00:00+01:00") == nil)
    }

    /// A short attempt, then a whole session that completed the lesson: the short one is
    /// not left to finish. A repeat after that, cut short, is no attempt at the lesson
    /// the program waits at: nothing of it "still counts", and nothing is offered.
    @Test func onlyTheDaysLastAttemptCanBeContinued() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 12, at: "2026-11-30T08:00:00+01:00")
        fixture.attempt("a", practiced: 100, at: "2026-11-30T09:00:00+01:00", reason: .finished)
        #expect(fixture.offer("a", now: "2026-11-30T11:00:00+01:00") == nil)
        let repeated = fixture.attempt("a", practiced: 30, at: "2026-11-30T12:00:00+01:00")
        #expect(repeated.verdict == .repeated)
        #expect(fixture.offer("a", now: "2026-11-30T13:00:00+01:00") == nil)
    }

    @Test func theKindMessageForAShortSession() throws {
        let fixture = try Fixture()
        let lines = LessonMessage.lines(for: .saved(practiced: 61.5, planned: 100), lesson: fixture.program.lessons[0], program: fixture.program)
        #expect(lines == ["1:01 of 1:40 practised and saved. Continue later today (0:40 left) to complete this lesson."])
    }
}

@Suite struct ProgressStoreTests {
    @Test func roundTripsThroughJSONWithItsVersion() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-30T10:00:00+01:00", reason: .finished)
        ProgressRecorder.recordPractice(PracticeAttempt(pattern: "box", startedAt: Fixture.at("2026-11-30T12:00:00+01:00"), endedAt: Fixture.at("2026-11-30T12:02:08+01:00"), plannedSeconds: 128, practicedSeconds: 128, endReason: .finished), store: &fixture.store, id: newRecordID())
        fixture.store.append(ActivationRecord(id: "act-1", programID: "test", at: Fixture.at("2026-11-30T09:00:00+01:00")))
        let data = try JSONEncoder().encode(fixture.store)
        let object = try #require(try JSONSerializationLite.object(data))
        #expect(object["formatVersion"] as? Double == 1)
        let decoded = try StoreDecoding.decode(StoreJSONWriter.encode(fixture.store)).get().store
        #expect(decoded == fixture.store)
        #expect(decoded.activeProgramID == "test")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""startedAt":"2026-11-30T10:00:00+01:00""#))
        #expect(text.contains(#""programID":null"#))
    }

    @Test func mergingIsAUnionThatIgnoresOrderAndRepeats() throws {
        var left = try Fixture(), right = try Fixture()
        left.attempt("a", practiced: 100, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        right.attempt("a", practiced: 40, at: "2026-11-29T10:00:00+01:00")
        right.attempt("a", practiced: 100, at: "2026-11-29T11:00:00+01:00", reason: .finished)
        let one = left.store.merged(with: right.store), other = right.store.merged(with: left.store)
        #expect(one == other)
        #expect(one.merged(with: one) == one)
        #expect(one.sessions.count == 3)
        #expect(one.completions.count == 2)
        var merged = left
        merged.store = one
        // Both sides completed lesson a; the earlier completion is the one on the timeline.
        #expect(merged.progress.completedNodeIDs == ["a"])
        #expect(merged.progress.completedAt["a"] == Fixture.at("2026-11-28T10:01:40+01:00"))
    }

    @Test func theLatestActivationNamesTheActiveProgram() {
        var store = ProgressStore()
        #expect(store.activeProgramID == nil)
        store.append(ActivationRecord(id: "2", programID: "box-focus", at: Fixture.at("2026-11-30T10:00:00Z")))
        store.append(ActivationRecord(id: "1", programID: "foundations", at: Fixture.at("2026-11-29T10:00:00Z")))
        #expect(store.activeProgramID == "box-focus")
    }
}

/// Reads a JSON object's top level for checks that must not go through the store's own
/// decoder.
enum JSONSerializationLite {
    static func object(_ data: Data) throws -> [String: Any]? {
        guard case .object(let fields) = try JSONValue.parse(data) else { return nil }
        var result: [String: Any] = [:]
        for (key, value) in fields {
            if case .number(let number) = value { result[key] = number } else { result[key] = value }
        }
        return result
    }
}

/// The day's pace: a new lesson once per practice day.
@Suite struct DailyPaceTests {
    func today(_ fixture: Fixture, at now: String, rolloverHour: Int = 3) -> TodaysLesson {
        TodaysLesson(program: fixture.program, store: fixture.store, now: Fixture.at(now), rolloverHour: rolloverHour)
    }

    @Test func theLessonDoneTodayIsTodaysLessonUntilTheNextPracticeDay() throws {
        var fixture = try Fixture()
        #expect(today(fixture, at: "2026-11-30T09:00:00+01:00").lesson.id == "a")
        #expect(today(fixture, at: "2026-11-30T09:00:00+01:00").state == .current)
        fixture.attempt("a", practiced: 100, at: "2026-11-30T10:00:00+01:00", reason: .finished)
        let done = today(fixture, at: "2026-11-30T22:00:00+01:00")
        #expect(done.lesson.id == "a")
        #expect(done.state == .doneToday(tomorrow: fixture.program.lessons[1]))
        // Practised again today, it is a repeat: saved, moving nothing.
        let again = fixture.attempt("a", practiced: 100, at: "2026-11-30T22:00:00+01:00", reason: .finished)
        #expect(again.verdict == .repeated)
        #expect(fixture.progress.currentNodeIndex == 1)
        // Until the day rolls over (03:00): at 02:00 it is still the same practice day.
        #expect(today(fixture, at: "2026-12-01T02:00:00+01:00").lesson.id == "a")
        let tomorrow = today(fixture, at: "2026-12-01T03:00:00+01:00")
        #expect(tomorrow.lesson.id == "b")
        #expect(tomorrow.state == .current)
    }

    /// A lesson done while the clock ran a day ahead, then the next one done with the
    /// clock put right: on the day the first was dated, nothing is done today, and the
    /// third lesson is today's (attack run 12: "Lesson 1 of 3 done today", a day lost).
    @Test func onlyTheLastLessonDoneCanBeTodays() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-12-01T10:00:00+01:00", reason: .finished)
        fixture.attempt("b", practiced: 60, at: "2026-11-30T10:00:00+01:00", reason: .finished)
        #expect(fixture.progress.currentNodeIndex == 2)
        let next = today(fixture, at: "2026-12-01T12:00:00+01:00")
        #expect(next.lesson.id == "c")
        #expect(next.state == .current)
    }

    @Test func aFreePaceMovesOnAtOnce() throws {
        var fixture = try Fixture()
        let json = #"{"id": "free", "title": "Free", "summary": "S", "pace": "free", "lessons": [{"id": "a", "title": "A", "pattern": "5-5", "cycles": 10}, {"id": "b", "title": "B", "pattern": "5-5", "cycles": 6}]}"#
        let program = try ProgramDecoder.decode(Data(json.utf8), file: "free.json", source: .builtIn)
        #expect(program.pace == .free)
        fixture.store = ProgressStore()
        let attempt = PracticeAttempt(pattern: "5-5", startedAt: Fixture.at("2026-11-30T10:00:00+01:00"), endedAt: Fixture.at("2026-11-30T10:01:40+01:00"), plannedSeconds: 100, practicedSeconds: 100, endReason: .finished)
        _ = ProgressRecorder.recordLesson(attempt, program: program, lesson: program.lessons[0], continuing: nil, rule: CompletionRule(), store: &fixture.store, id: newRecordID(), completionID: newRecordID())
        let next = TodaysLesson(program: program, store: fixture.store, now: Fixture.at("2026-11-30T11:00:00+01:00"), rolloverHour: 3)
        #expect(next.lesson.id == "b")
        #expect(next.state == .current)
    }

    @Test func theLastLessonDoneTodayEndsTheProgramTomorrowToo() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-28T10:00:00+01:00", reason: .finished)
        fixture.attempt("b", practiced: 60, at: "2026-11-29T10:00:00+01:00", reason: .finished)
        fixture.attempt("c", practiced: 32, at: "2026-11-30T10:00:00+01:00", reason: .finished)
        #expect(today(fixture, at: "2026-11-30T12:00:00+01:00").state == .doneToday(tomorrow: nil))
        let later = today(fixture, at: "2026-12-01T12:00:00+01:00")
        #expect(later.state == .programComplete)
        #expect(later.lesson.id == "c")
    }

    /// Every built-in program keeps the daily pace: their build-ups are one lesson a day.
    @Test func builtInProgramsKeepTheDailyPace() {
        let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
        #expect(catalogue.programs.count == 4)
        #expect(catalogue.programs.allSatisfy { $0.pace == .daily })
    }

    @Test func anUnknownPaceIsNamed() {
        let json = #"{"id": "p", "title": "T", "summary": "S", "pace": "fast", "lessons": [{"id": "a", "title": "A", "pattern": "5-5", "cycles": 10}]}"#
        do {
            _ = try ProgramDecoder.decode(Data(json.utf8), file: "p.json", source: .builtIn)
            Issue.record("an unknown pace was read")
        } catch {
            #expect(error.field == "pace")
            #expect(error.issue.english.contains("daily, free"))
        }
    }
}
