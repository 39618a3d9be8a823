import FoundationEssentials
import Testing
@testable import BreatheCore

/// A record from outside whose id a record here has, saying something else, is set aside
/// and never merged; two copies of one record still merge (attack runs 11 and 12: an
/// import that reused the id of a lesson's session or completion took the lesson away).
@Suite struct IDCollisionsTests {
    static let start = LocalTimestamp(iso8601: "2026-12-01T09:00:00+01:00")!

    static func session(
        _ id: String = "s", lesson: String? = "l", pattern: String = "box", start: LocalTimestamp = Self.start,
        practised: Double = 60) -> SessionRecord {
        SessionRecord(
            id: id, programID: lesson == nil ? nil : "p", lessonID: lesson, pattern: pattern, startedAt: start,
            endedAt: start.adding(seconds: 70), plannedSeconds: 64, practicedSeconds: practised,
            counted: lesson != nil, endReason: .finished)
    }

    static let here: ProgressStore = {
        var store = ProgressStore()
        store.append(session())
        store.append(CompletionRecord(id: "c", programID: "p", lessonID: "l", completedAt: start, sessionIDs: ["s"]))
        store.append(ActivationRecord(id: "a", programID: "p", at: start))
        store.append(SettingChange(id: "k", key: "threshold", value: "0.9", at: start))
        store.append(BoltResult(id: "b", at: start, seconds: 20))
        return store
    }()

    @Test(arguments: [
        // What came from outside → whether it is set aside, and where it was.
        (ProgressStore(sessions: [session(lesson: nil)]), "sessions[0].id"),
        (ProgressStore(sessions: [session(lesson: "m")]), "sessions[0].id"),
        (ProgressStore(sessions: [session(pattern: "4-7-8")]), "sessions[0].id"),
        (ProgressStore(sessions: [session(start: start.adding(seconds: 60))]), "sessions[0].id"),
        (ProgressStore(completions: [CompletionRecord(id: "c", programID: "p", lessonID: "m", completedAt: start, sessionIDs: ["s"])]), "completions[0].id"),
        (ProgressStore(activations: [ActivationRecord(id: "a", programID: "q", at: start)]), "activations[0].id"),
        (ProgressStore(settingChanges: [SettingChange(id: "k", key: "volume", value: "30", at: start)]), "settingChanges[0].id"),
        (ProgressStore(boltResults: [BoltResult(id: "b", at: start.adding(seconds: 5), seconds: 20)]), "boltResults[0].id"),
        // Two copies of one record: more practice, another time zone, a later completion.
        (ProgressStore(sessions: [session(practised: 64)]), nil),
        (ProgressStore(sessions: [session(start: LocalTimestamp(iso8601: "2026-12-01T17:00:00+09:00")!)]), nil),
        (ProgressStore(completions: [CompletionRecord(id: "c", programID: "p", lessonID: "l", completedAt: start.adding(seconds: 9), sessionIDs: ["s"])]), nil),
        (ProgressStore(sessions: [session("t", lesson: nil)]), nil),
    ] as [(ProgressStore, String?)])
    func aRecordNamingAnotherThingIsSetAside(incoming: ProgressStore, field: String?) {
        let (taken, setAside) = IDCollisions.separate(incoming, from: Self.here)
        #expect(setAside.map(\.problem.field) == (field.map { [$0] } ?? []))
        let kept = taken.sessions.count + taken.completions.count + taken.activations.count
            + taken.settingChanges.count + taken.boltResults.count
        #expect(kept == (field == nil ? 1 : 0))
        // The lesson stays done, whatever came.
        let merged = Self.here.merged(with: taken)
        #expect(merged.sessions.contains { $0.id == "s" && $0.lessonID == "l" })
        #expect(merged.completions.contains { $0.id == "c" && $0.lessonID == "l" })
        if let first = setAside.first {
            #expect(first.reason == "\(field!): the id \(JSONValue.string(first.record.objectID ?? "").shortText) is that of another record on this device, which is kept: one id, one record")
        }
    }
}

extension JSONValue {
    fileprivate var objectID: String? {
        if case .object(let fields) = self, case .string(let id)? = fields["id"] { return id }
        return nil
    }
}
