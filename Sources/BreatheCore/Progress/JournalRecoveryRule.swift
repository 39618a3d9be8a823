/// Sessions found in journals at a start, whose process is gone: saved by the rules a
/// session that ended normally would have met.
///
/// A session that moved to the fallback folder mid-way (the disk filled up) left a
/// journal in each folder; the one that got furthest (ended, or with more practice) is
/// the session, and the other only a stale copy of it.
public enum JournalRecoveryRule {
    /// One entry a session, the furthest of its journals, in a stable order.
    public static func chosen(_ entries: [JournalEntry]) -> [JournalEntry] {
        var best: [String: JournalEntry] = [:]
        for entry in entries {
            guard let other = best[entry.sessionID] else { best[entry.sessionID] = entry; continue }
            if (
                entry.endReason != nil ? 1 : 0,
                entry.practicedSeconds) > (other.endReason != nil ? 1 : 0, other.practicedSeconds) {
                best[entry.sessionID] = entry
            }
        }
        return best.values.sorted { ($0.startedAt, $0.sessionID) < ($1.startedAt, $1.sessionID) }
    }

    /// Records the chosen sessions into `store` and returns them (for the notices). A
    /// session under `TooShortToKeep.seconds` is left out, as it would have been had it
    /// ended normally; its journal goes with the others, and the plan says so once
    /// (`leftOut`): a journal of 0 s may stand for up to ten seconds that a kill took.
    public static func record(
        _ entries: [JournalEntry], into store: inout ProgressStore, catalogue: Catalogue, rule: CompletionRule,
        makeID: MakeID) -> [JournalEntry] {
        let sessions = unsaved(entries, in: store).filter {
            !TooShortToKeep.applies(practisedSeconds: $0.practicedSeconds, endReason: $0.endReason ?? .recovered)
                && !waits($0, catalogue: catalogue)
        }
        for entry in sessions {
            store.removeSession(id: entry.sessionID)
            entry.record(into: &store, catalogue: catalogue, rule: rule, makeID: makeID)
        }
        return sessions
    }

    /// Whether a lesson's journal waits in its folder for a later start: its program is
    /// not there while a program file cannot be read (a typo; a file too broken to say its
    /// id may be that program's), so the lesson, and whether the attempt completed it,
    /// cannot be known yet. Recorded then, it became free practice and its completion was
    /// lost for good (an attack run).
    public static func waits(_ entry: JournalEntry, catalogue: Catalogue) -> Bool {
        guard let programID = entry.programID else { return false }
        return catalogue.program(id: programID) == nil && !catalogue.skipped.isEmpty
    }

    /// The chosen entries whose session is not in `store` yet. One that is was saved, and
    /// its process died before removing the journal (the end is journalled before the
    /// save): nothing to record, and nothing to say. Unless the journal got further than
    /// the saved copy, which did not count: its lock was removed from outside, a start
    /// saved the running session so far, and it ran on (an attack run lost 20 s so). Its
    /// fuller copy is the session.
    public static func unsaved(_ entries: [JournalEntry], in store: ProgressStore) -> [JournalEntry] {
        let saved = Dictionary(store.sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return chosen(entries).filter { entry in
            guard let copy = saved[entry.sessionID] else { return true }
            return !copy.counted && entry.practicedSeconds > copy.practicedSeconds + 1
        }
    }
}

/// What a start does with the journals of runs that died, decided here and carried out by
/// the command line in the one order that loses nothing: the sessions are recorded into
/// the loaded store and saved; a journal is removed only once what it holds is in the
/// store (saved now, or nothing to save: only sessions too short to keep), and kept for
/// the next start when the save failed.
public struct JournalRecoveryPlan: Equatable, Sendable {
    /// The loaded store with the journals' sessions recorded; nil when there is nothing
    /// to save.
    public let storeToSave: ProgressStore?
    /// The sessions recorded, one a session, for the notices.
    public let sessions: [JournalEntry]
    /// Sessions too short to keep, left out: said once, as their journals go.
    public let leftOut: [JournalEntry]
    /// Lessons whose program cannot be read now: their journals stay, and say so.
    public let waiting: [JournalEntry]

    public init(
        journals: [JournalEntry], store: ProgressStore, catalogue: Catalogue, rule: CompletionRule, makeID: MakeID) {
        var recovered = store
        sessions = JournalRecoveryRule.record(
            journals, into: &recovered, catalogue: catalogue, rule: rule, makeID: makeID)
        storeToSave = sessions.isEmpty ? nil : recovered
        let recorded = Set(sessions.map(\.sessionID))
        let unsaved = JournalRecoveryRule.unsaved(journals, in: store)
        waiting = unsaved.filter { JournalRecoveryRule.waits($0, catalogue: catalogue) }
        leftOut = unsaved.filter {
            !recorded.contains($0.sessionID) && !JournalRecoveryRule.waits($0, catalogue: catalogue)
        }
    }

    public enum JournalFate: Equatable, Sendable {
        /// What the journals held is in the store: they go.
        case removed
        /// The save failed: the journals stay, for the next start to save.
        case keptForNextStart
    }

    /// What becomes of the journals, once the save (if any) has `saved` or not.
    public func journals(saved: Bool) -> JournalFate {
        storeToSave == nil || saved ? .removed : .keptForNextStart
    }
}
