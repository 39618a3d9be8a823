import FoundationEssentials
import Testing
@testable import BreatheCore

/// The parts of one attempt at a lesson, joined by their links either way: two devices
/// that each continued the same part add up, at a merge (`LessonParts.settle`), in the
/// next part's offer and in the completion it makes. Lesson A of the test program is
/// 100 s; the threshold 80 s.
@Suite struct LessonPartsTests {
    static let program = AppFlow.program
    static let catalogue = Catalogue(programs: [AppFlow.program, AppFlow.other], warnings: [])
    static let lessonA = program.lesson(id: "a")!

    /// A part of `lesson` practised `seconds` from `start` (minutes after 09:00 on
    /// 2026-12-01 unless `day` says otherwise), continuing `continues`.
    static func part(
        _ id: String, _ seconds: Double, at minute: Int64, continues: String? = nil, lesson: String = "a",
        day: String = "2026-12-01") -> SessionRecord {
        let start = LocalTimestamp(iso8601: day + "T09:00:00+01:00")!.adding(seconds: minute * 60)
        return SessionRecord(
            id: id, programID: program.id, lessonID: lesson, pattern: "5-5", startedAt: start,
            endedAt: start.adding(seconds: Int64(seconds)), plannedSeconds: 100, practicedSeconds: seconds,
            counted: false, endReason: .quit, continues: continues)
    }

    static func store(_ sessions: [SessionRecord]) -> ProgressStore {
        var store = ProgressStore()
        store.append(ActivationRecord(id: "act", programID: program.id, at: LocalTimestamp(iso8601: AppFlow.morning)!
            .adding(seconds: -3600)))
        for session in sessions { store.append(session) }
        return store
    }

    static func settle(_ store: inout ProgressStore) -> [CompletionRecord] {
        LessonParts.settle(&store, catalogue: catalogue, rule: CompletionRule(), rolloverHour: 3, makeID: newRecordID)
    }

    static func current(_ store: ProgressStore) -> String? {
        ProgramProgress(program: program, store: store).currentLesson(in: program)?.id
    }

    @Test func twoDevicesThatEachContinuedOnePartCompleteTheLessonTogether() throws {
        // p1 on one device; then each device continued it: 40 + 25 + 25 = 90 s of 80.
        var store = Self.store([
            Self.part("p1", 40, at: 0), Self.part("p2a", 25, at: 10, continues: "p1"),
            Self.part("p2b", 25, at: 12, continues: "p1"),
        ])
        let made = Self.settle(&store)
        let completion = try #require(made.first)
        #expect(made.count == 1)
        #expect(completion.lessonID == "a")
        #expect(completion.sessionIDs == ["p1", "p2a", "p2b"])
        #expect(completion.completedAt == Self.part("p2b", 25, at: 12).endedAt)
        #expect(Self.current(store) == "b")
        #expect(RecordRules.problem(completion) == nil)
        // Settled once: a second merge adds nothing.
        #expect(Self.settle(&store).isEmpty)
    }

    /// Each row: the day's parts of lesson A, and whether a merge completes it.
    @Test(arguments: [
        // Together still short: 30 + 20 + 20 = 70 s.
        ([part("p1", 30, at: 0), part("p2a", 20, at: 10, continues: "p1"), part("p2b", 20, at: 12, continues: "p1")],
         false),
        // Two whole attempts, neither continuing the other: no part of one attempt.
        ([part("w1", 50, at: 0), part("w2", 50, at: 30)], false),
        // Parts of lesson B, which the program does not wait at yet.
        ([part("b1", 60, at: 0, lesson: "b"), part("b2", 60, at: 5, continues: "b1", lesson: "b")], false),
        // A link across days (a part of the day before continuing one of today, as an
        // imported file had it): a lesson is continued only the same practice day.
        ([part("d1", 30, at: 0), part("d2", 60, at: 0, continues: "d1", day: "2026-11-30")], false),
        ([part("e1", 30, at: 0, day: "2026-11-30"), part("e2", 30, at: 5, continues: "e1"),
          part("e3", 25, at: 9, continues: "e2")], false),
        // A chain of one device, short, and the other device's part joined to its end.
        ([part("c1", 30, at: 0), part("c2", 30, at: 5, continues: "c1"), part("c3", 25, at: 9, continues: "c2")],
         true),
    ])
    func aMergeCompletesOnlyJoinedPartsThatReachTheThreshold(parts: [SessionRecord], completes: Bool) {
        var store = Self.store(parts)
        #expect(!Self.settle(&store).isEmpty == completes)
        #expect(Self.current(store) == (completes ? "b" : "a"))
    }

    /// Two whole attempts that neither continues (two devices that did not know of each
    /// other, or a start over) stay two: the offer is the last one's, and home and the
    /// question say it is the last attempt's, not the day's practice (attack run 10).
    @Test func twoWholeAttemptsAreOfferedAsTheLastAttempt() throws {
        let store = Self.store([Self.part("w1", 50, at: 0), Self.part("w2", 20, at: 30)])
        let now = LocalTimestamp(iso8601: "2026-12-01T10:00:00+01:00")!
        let offer = try #require(ContinuationOffer.find(
            for: Self.lessonA, in: Self.program, store: store, now: now, rolloverHour: 3))
        #expect(offer.practicedSeconds == 20 && offer.lastSessionID == "w2")
        #expect(Words.english(.earlierToday(practiced: offer.practicedSeconds, planned: offer.plannedSeconds))
            == "Your last attempt today: 0:20 of 1:40 practised. Start to continue it.")
    }

    @Test func theNextPartCountsEveryPartOfTheForkAndCompletesWithThemAll() throws {
        let store = Self.store([
            Self.part("p1", 30, at: 0), Self.part("p2a", 20, at: 10, continues: "p1"),
            Self.part("p2b", 20, at: 12, continues: "p1"),
        ])
        let now = LocalTimestamp(iso8601: "2026-12-01T10:00:00+01:00")!
        let offer = try #require(ContinuationOffer.find(
            for: Self.lessonA, in: Self.program, store: store, now: now, rolloverHour: 3))
        #expect(offer.practicedSeconds == 70)
        #expect(offer.lastSessionID == "p2b")
        var after = store
        let attempt = PracticeAttempt(
            pattern: "5-5", startedAt: now, endedAt: now.adding(seconds: 15), plannedSeconds: 30,
            practicedSeconds: 15, endReason: .finished)
        let result = ProgressRecorder.recordLesson(
            attempt, program: Self.program, lesson: Self.lessonA, continuing: offer, rule: CompletionRule(),
            store: &after, id: "p3", completionID: "done")
        #expect(result.completion?.sessionIDs == ["p1", "p2a", "p2b", "p3"])
    }

    @Test func lessonsCompletedOneAfterAnotherAreSettledInTurn() {
        var store = Self.store([
            Self.part("a1", 50, at: 0), Self.part("a2", 40, at: 5, continues: "a1"),
            Self.part("b1", 20, at: 0, lesson: "b", day: "2026-12-02"),
            Self.part("b2", 20, at: 5, continues: "b1", lesson: "b", day: "2026-12-02"),
        ])
        let made = Self.settle(&store)
        #expect(made.map(\.lessonID) == ["a", "b"])
        #expect(Self.current(store) == "c")
    }
}
