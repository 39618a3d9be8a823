import BreatheCore
import Testing

/// Journal recovery's order as a table: what a start saves from the journals of runs that
/// died, and whether each journal goes or stays, for every kind of start.
@Suite struct JournalRecoveryPlanTests {
    static let start = LocalTimestamp(iso8601: "2026-12-01T07:00:00+08:00")!

    /// A free session's journal, `practised` seconds in; ended when `ended`.
    static func journal(_ id: String, practised: Double, ended: EndReason? = nil) -> JournalEntry {
        var entry = JournalEntry(sessionID: id, programID: nil, lessonID: nil, pattern: "4-6", startedAt: start, plannedSeconds: 300)
        entry.practicedSeconds = practised
        entry.endReason = ended
        return entry
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let journals: [JournalEntry]
        /// Sessions the store holds after the save.
        let saved: [String]
        /// The journals' fate when the save works, and when it fails.
        let whenSaved: JournalRecoveryPlan.JournalFate
        let whenSaveFails: JournalRecoveryPlan.JournalFate
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "no journal", journals: [], saved: [], whenSaved: .removed, whenSaveFails: .removed),
        Row(name: "only a crumb (under 5 s)", journals: [journal("a", practised: 3)], saved: [],
            whenSaved: .removed, whenSaveFails: .removed),
        Row(name: "a session killed mid-way", journals: [journal("a", practised: 42)], saved: ["a"],
            whenSaved: .removed, whenSaveFails: .keptForNextStart),
        Row(name: "a crumb and a session", journals: [journal("a", practised: 2), journal("b", practised: 60)], saved: ["b"],
            whenSaved: .removed, whenSaveFails: .keptForNextStart),
        // A session that moved to the fallback folder left a journal in each: the furthest
        // is the session, recorded once.
        Row(name: "one session in two folders",
            journals: [journal("a", practised: 20), journal("a", practised: 95, ended: .quit)], saved: ["a"],
            whenSaved: .removed, whenSaveFails: .keptForNextStart),
    ]

    @Test(arguments: rows)
    func theStartSavesThenRemovesOrKeeps(row: Row) {
        let plan = JournalRecoveryPlan(
            journals: row.journals, store: ProgressStore(), catalogue: Catalogue(programs: [], warnings: []),
            rule: CompletionRule(), makeID: newRecordID)
        #expect(plan.sessions.map(\.sessionID) == row.saved)
        #expect((plan.storeToSave?.sessions.count ?? 0) == row.saved.count)
        #expect(plan.storeToSave == nil || !row.saved.isEmpty)
        #expect(plan.journals(saved: true) == row.whenSaved)
        #expect(plan.journals(saved: false) == row.whenSaveFails)
    }

    /// A journal whose session is already in the store (its process died after the save,
    /// before removing the journal) records nothing and says nothing: neither "saved now"
    /// nor "too short". The journal goes.
    @Test func aJournalOfASessionAlreadySavedIsOnlyRemoved() {
        let catalogue = Catalogue(programs: [], warnings: [])
        var store = ProgressStore()
        Self.journal("a", practised: 42, ended: .finished)
            .record(into: &store, catalogue: catalogue, rule: CompletionRule(), makeID: newRecordID)
        let plan = JournalRecoveryPlan(
            journals: [Self.journal("a", practised: 42, ended: .finished), Self.journal("b", practised: 3, ended: .quit)],
            store: store, catalogue: catalogue, rule: CompletionRule(), makeID: newRecordID)
        #expect(plan.sessions.isEmpty)
        #expect(plan.leftOut.map(\.sessionID) == ["b"])
        #expect(plan.storeToSave == nil)
        #expect(plan.journals(saved: false) == .removed)
    }

    /// A journal that got further than the saved copy of its session (its lock removed
    /// from outside, a start saved it at 0:05 while it ran on to 0:25): the fuller copy
    /// is recorded in its place, once, and the journal goes only once it is saved.
    @Test func aJournalFurtherThanItsSavedCopyReplacesIt() {
        let catalogue = Catalogue(programs: [], warnings: [])
        var store = ProgressStore()
        Self.journal("a", practised: 5, ended: nil)
            .record(into: &store, catalogue: catalogue, rule: CompletionRule(), makeID: newRecordID)
        let plan = JournalRecoveryPlan(
            journals: [Self.journal("a", practised: 25)], store: store, catalogue: catalogue, rule: CompletionRule(),
            makeID: newRecordID)
        #expect(plan.sessions.map(\.sessionID) == ["a"])
        #expect(plan.storeToSave?.sessions.map(\.practicedSeconds) == [25])
        #expect(plan.journals(saved: false) == .keptForNextStart)
        // The saved file's copy and this one merge to the fuller.
        let merged = store.mergeReport(with: plan.storeToSave ?? ProgressStore()).store
        #expect(merged.sessions.map(\.practicedSeconds) == [25])
    }

    /// A lesson's journal whose program file cannot be read now waits in its folder (it
    /// became free practice, its completion lost for good); one whose program is gone is
    /// kept as an attempt of its lesson that did not count, with its ids.
    @Test func aLessonWhoseProgramCannotBeReadWaitsAndOneWhoseProgramIsGoneKeepsItsIDs() {
        var lesson = JournalEntry(
            sessionID: "l", programID: "mine", lessonID: "a", pattern: "2-2", startedAt: Self.start, plannedSeconds: 20)
        lesson.practicedSeconds = 15
        let broken = Catalogue(programs: [], warnings: [], skipped: ["mine": "x.json: not valid JSON"])
        let waiting = JournalRecoveryPlan(
            journals: [lesson, Self.journal("b", practised: 30)], store: ProgressStore(), catalogue: broken,
            rule: CompletionRule(), makeID: newRecordID)
        #expect(waiting.waiting.map(\.sessionID) == ["l"])
        #expect(waiting.sessions.map(\.sessionID) == ["b"] && waiting.leftOut.isEmpty)
        #expect(waiting.storeToSave?.sessions.map(\.id) == ["b"])
        let gone = JournalRecoveryPlan(
            journals: [lesson], store: ProgressStore(), catalogue: Catalogue(programs: [], warnings: []),
            rule: CompletionRule(), makeID: newRecordID)
        let kept = gone.storeToSave?.sessions.first
        #expect(kept?.programID == "mine" && kept?.lessonID == "a" && kept?.counted == false)
        #expect(gone.waiting.isEmpty)
    }

    @Test func theFurthestJournalIsTheSessionRecorded() {
        let plan = JournalRecoveryPlan(
            journals: [Self.journal("a", practised: 20), Self.journal("a", practised: 95, ended: .quit)], store: ProgressStore(),
            catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(), makeID: { "r1" })
        #expect(plan.storeToSave?.sessions.map(\.practicedSeconds) == [95])
        #expect(plan.storeToSave?.sessions.map(\.endReason) == [.quit])
    }
}
