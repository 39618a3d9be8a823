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
        return ProgressRecorder.recordLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store)
    }

    var progress: ProgramProgress { ProgramProgress(program: program, store: store) }

    func offer(_ lessonID: String, now: String, rolloverHour: Int = 3) -> ContinuationOffer? {
        ContinuationOffer.find(for: program.lesson(id: lessonID)!, in: program, store: store, rule: rule, now: Self.at(now), rolloverHour: rolloverHour)
    }
}

@Suite struct CompletionRuleTests {
    // Lesson A is 10 cycles of 10 s: 100 s; 80% is 80 s.
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
    }
}

@Suite struct ContinuationTests {
    @Test func todaysPartialAttemptIsOfferedAndAddsUp() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 50, at: "2026-11-30T10:00:00+01:00")
        let offer = try #require(fixture.offer("a", now: "2026-11-30T18:00:00+01:00"))
        #expect(offer.practicedSeconds == 50)
        #expect(offer.secondsLeft == 50)
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

    @Test func theKindMessageForAShortSession() throws {
        let fixture = try Fixture()
        let lines = LessonMessage.lines(for: .saved(practiced: 360, planned: 480), lesson: fixture.program.lessons[0], program: fixture.program)
        #expect(lines == ["6:00 of 8:00 practised and saved — finish the last 2:00 later today to complete this lesson."])
    }
}

@Suite struct ProgressStoreTests {
    @Test func roundTripsThroughJSONWithItsVersion() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-30T10:00:00+01:00", reason: .finished)
        ProgressRecorder.recordPractice(PracticeAttempt(pattern: "box", startedAt: Fixture.at("2026-11-30T12:00:00+01:00"), endedAt: Fixture.at("2026-11-30T12:02:08+01:00"), plannedSeconds: 128, practicedSeconds: 128, endReason: .finished), store: &fixture.store)
        fixture.store.append(ActivationRecord(id: "act-1", programID: "test", at: Fixture.at("2026-11-30T09:00:00+01:00")))
        let data = try JSONEncoder().encode(fixture.store)
        let object = try #require(try JSONSerializationLite.object(data))
        #expect(object["formatVersion"] as? Double == 1)
        let decoded = try StoreDecoding.decode(StoreJSONWriter.encode(fixture.store), now: Fixture.at("2026-12-01T00:00:00Z")).get().store
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
