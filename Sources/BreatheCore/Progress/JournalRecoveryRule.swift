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
    /// ended normally, and quietly: nothing the person practised is missing from the
    /// record, so there is nothing to tell. Its journal goes with the others.
    public static func record(
        _ entries: [JournalEntry], into store: inout ProgressStore, catalogue: Catalogue, rule: CompletionRule,
        makeID: MakeID) -> [JournalEntry] {
        let sessions = chosen(entries).filter {
            !TooShortToKeep.applies(practisedSeconds: $0.practicedSeconds, endReason: $0.endReason ?? .recovered)
        }
        for entry in sessions { entry.record(into: &store, catalogue: catalogue, rule: rule, makeID: makeID) }
        return sessions
    }
}
