import Testing
@testable import BreatheCore

/// `breathe history`: a lesson finished over several sittings the same day is one entry,
/// its earlier parts indented under the sitting that completed it; every session still
/// has its line, whatever the store says; endings in the summary's words.
@Suite struct HistoryContinuationTests {
    @Test func aLessonFinishedInTwoSittingsIsOneEntry() throws {
        let history = try ReportHistory()
        #expect(HistoryReport.lines(history.store, catalogue: history.catalogue) == [
            "2026-12-01 09:00 · Test: Lesson B (5-5) · 0:30/1:00 · not counted · interrupted by Ctrl-C",
            "2026-12-01 08:00 · Test: Lesson B (5-5) · 0:20/1:00 · not counted · ended early",
            "2026-12-01 07:00 · box · 4:16/4:16 · practice · finished",
            "2026-11-30 18:00 · Test: Lesson A (5-5) · 0:30/0:50 · counted · finished",
            "  earlier part: 2026-11-30 08:00 · 0:50/1:40 · ended early",
        ])
    }

    /// Three sittings, with a free session between them: the lesson's parts stay
    /// together under the last, newest first; the free session keeps its own place.
    @Test func threeSittingsAndASessionBetween() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 30, at: "2026-11-30T08:00:00+01:00")
        var offer = try #require(fixture.offer("a", now: "2026-11-30T09:00:00+01:00"))
        fixture.attempt("a", practiced: 30, at: "2026-11-30T09:00:00+01:00", continuing: offer)
        ProgressRecorder.recordPractice(PracticeAttempt(pattern: "box", startedAt: Fixture.at("2026-11-30T09:30:00+01:00"), endedAt: Fixture.at("2026-11-30T09:31:04+01:00"), plannedSeconds: 64, practicedSeconds: 64, endReason: .finished), store: &fixture.store, id: newRecordID())
        offer = try #require(fixture.offer("a", now: "2026-11-30T10:00:00+01:00"))
        fixture.attempt("a", practiced: 20, at: "2026-11-30T10:00:00+01:00", continuing: offer, reason: .finished)
        #expect(HistoryReport.lines(fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []), separator: " - ") == [
            "2026-11-30 10:00 - Test: Lesson A (5-5) - 0:20/0:40 - counted - finished",
            "  earlier part: 2026-11-30 09:00 - 0:30/1:10 - ended early",
            "  earlier part: 2026-11-30 08:00 - 0:30/1:40 - ended early",
            "2026-11-30 09:30 - box - 1:04/1:04 - practice - finished",
        ])
    }

    /// A lesson practised again after it was completed says so ("repeat"), not "not
    /// counted" like an attempt that fell short (issue 35 item 24, found again in a walk);
    /// an attempt before the completion stays "not counted".
    @Test func aRepeatOfACompletedLessonIsSaidToBeOne() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 30, at: "2026-11-30T08:00:00+01:00")
        fixture.attempt("a", practiced: 100, at: "2026-11-30T09:00:00+01:00", reason: .finished)
        fixture.attempt("a", practiced: 20, at: "2026-11-30T10:00:00+01:00")
        let catalogue = Catalogue(programs: [fixture.program], warnings: [])
        let lines = HistoryReport.lines(fixture.store, catalogue: catalogue)
        #expect(lines.first == "2026-11-30 10:00 · Test: Lesson A (5-5) · 0:20/1:40 · repeat · ended early", "\(lines)")
        #expect(lines.contains("2026-11-30 08:00 · Test: Lesson A (5-5) · 0:30/1:40 · not counted · ended early"), "\(lines)")
        let chinese = HistoryReport.lines(fixture.store, catalogue: catalogue, words: Words(.simplifiedChinese))
        #expect(chinese.first?.contains(" · 再次练习 · ") == true, "\(chinese)")
    }

    /// A repeat begun before the completing session ended by its clock (two processes with
    /// clocks of their own: attack run 13 #5) is still a repeat: it began after the session
    /// that completed the lesson.
    @Test func aRepeatBegunBeforeTheCompletionsTimeIsStillOne() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-30T09:00:00+01:00", reason: .finished)
        fixture.attempt("a", practiced: 100, at: "2026-11-30T09:00:12+01:00", reason: .finished)
        let lines = HistoryReport.lines(fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []))
        #expect(lines.first?.contains(" · repeat · ") == true, "\(lines)")
        #expect(lines.last?.contains(" · counted · ") == true, "\(lines)")
    }

    /// A short attempt made between the parts of an attempt that completed the lesson (on
    /// another device) fell short before the lesson was done: not a repeat.
    @Test func anAttemptBetweenTheCompletingPartsIsNoRepeat() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 30, at: "2026-11-30T09:00:00+01:00")
        let offer = try #require(fixture.offer("a", now: "2026-11-30T10:00:00+01:00"))
        fixture.store.append(Self.session("between", at: "2026-11-30T09:20:00+01:00"))
        fixture.attempt("a", practiced: 70, at: "2026-11-30T10:00:00+01:00", continuing: offer)
        let lines = HistoryReport.lines(fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []))
        #expect(lines.contains { $0.hasPrefix("2026-11-30 09:20") && $0.contains(" · not counted · ") }, "\(lines)")
    }

    /// "Counted" in history is what progress goes by: a completion naming the session. A
    /// record marked counted that no completion names (an import's) says "not counted"
    /// (attack run 13 #3: history said counted while progress showed the lesson not done).
    @Test func countedIsAsACompletionSaysNotAsTheFlagSays() throws {
        var fixture = try Fixture()
        fixture.attempt("a", practiced: 100, at: "2026-11-30T09:00:00+01:00", reason: .finished)
        var marked = Self.session("marked", lesson: "b", at: "2026-11-30T10:00:00+01:00")
        marked.counted = true
        fixture.store.append(marked)
        let lines = HistoryReport.lines(fixture.store, catalogue: Catalogue(programs: [fixture.program], warnings: []))
        #expect(lines.first?.contains("Lesson B (5-5) · 0:10/1:40 · not counted") == true, "\(lines)")
        #expect(lines.last?.contains(" · counted · ") == true, "\(lines)")
    }

    static func session(_ id: String, lesson: String = "a", at time: String, continues: String? = nil) -> SessionRecord {
        SessionRecord(id: id, programID: "test", lessonID: lesson, pattern: "5-5", startedAt: Fixture.at(time), endedAt: Fixture.at(time).adding(seconds: 10),
                      plannedSeconds: 100, practicedSeconds: 10, counted: false, endReason: .quit, continues: continues)
    }

    /// What a copy from elsewhere may hold: a continuation of a session that is not
    /// there, of a later one (a clock set back: it goes under the part that continued it,
    /// by the link), of another lesson, of itself, and two of the same one. Only a part of
    /// the same lesson moves under it; no line is lost or repeated.
    @Test func oddContinuationsNeverLoseALine() throws {
        let fixture = try Fixture()
        var store = ProgressStore()
        for session in [
            Self.session("first", at: "2026-11-30T08:00:00+01:00"),
            Self.session("second", at: "2026-11-30T09:00:00+01:00", continues: "first"),
            Self.session("third", at: "2026-11-30T10:00:00+01:00", continues: "first"),
            Self.session("gone", at: "2026-11-30T11:00:00+01:00", continues: "missing"),
            Self.session("ahead", at: "2026-11-30T12:00:00+01:00", continues: "later"),
            Self.session("later", at: "2026-11-30T13:00:00+01:00"),
            Self.session("other", lesson: "b", at: "2026-11-30T14:00:00+01:00", continues: "later"),
            Self.session("self", at: "2026-11-30T15:00:00+01:00", continues: "self"),
        ] { store.append(session) }
        let lines = HistoryReport.lines(store, catalogue: Catalogue(programs: [fixture.program], warnings: []), separator: " | ")
        #expect(lines.count == 8)
        #expect(lines.map { String($0.prefix(18)) } == [
            "2026-11-30 15:00 |", "2026-11-30 14:00 |", "2026-11-30 12:00 |", "  earlier part: 20",
            "2026-11-30 11:00 |", "2026-11-30 10:00 |", "  earlier part: 20", "2026-11-30 09:00 |",
        ])
        #expect(lines[3].hasPrefix("  earlier part: 2026-11-30 13:00"))
        // Two that continue each other: neither heads an entry, and both keep their lines.
        store.append(Self.session("loop-a", at: "2026-11-30T16:00:00+01:00", continues: "loop-b"))
        store.append(Self.session("loop-b", at: "2026-11-30T17:00:00+01:00", continues: "loop-a"))
        let looped = HistoryReport.lines(store, catalogue: Catalogue(programs: [fixture.program], warnings: []), separator: " | ")
        #expect(looped.count == 10 && looped.filter { !$0.hasPrefix("  ") }.count == 8, "\(looped)")
        // The newest of the two that name "first" takes it.
        #expect(lines[6] == "  earlier part: 2026-11-30 08:00 | 0:10/1:40 | ended early")
    }

    /// One word for each way a session ends: history says what the summary says.
    @Test(arguments: EndReason.allCases)
    func historyAndTheSummarySayTheSameEnding(reason: EndReason) {
        var store = ProgressStore()
        store.append(SessionRecord(id: "s", programID: nil, lessonID: nil, pattern: "box", startedAt: Fixture.at("2026-11-30T08:00:00+01:00"), endedAt: Fixture.at("2026-11-30T08:01:00+01:00"), plannedSeconds: 64, practicedSeconds: 60, counted: false, endReason: reason))
        let summary = SessionSummary(patternName: "box", practisedSeconds: 60, plannedSeconds: 64, fullCycles: 3, endReason: reason).line()
        for words in [Words.english, Words(.simplifiedChinese)] {
            let line = HistoryReport.lines(store, catalogue: Catalogue(programs: [], warnings: []), words: words)[0]
            #expect(line.hasSuffix(" · " + words(.ending(reason))), "\(line)")
        }
        #expect(summary.hasSuffix(" · " + Words.english(.ending(reason))), "\(summary)")
        #expect(!HistoryReport.lines(store, catalogue: Catalogue(programs: [], warnings: []))[0].hasSuffix(" · " + reason.rawValue) || reason == .finished)
    }
}
