/// Records from outside (an import, a sync copy) whose id a record here already has, but
/// which say something else: another lesson or start for a session, another lesson for a
/// completion, another program for a choice, another key for a setting change, another
/// time for a BOLT result. Two copies of one record (more practice, a later end, fields of
/// a later version) merge as before; these are not one record, and whichever the merge
/// kept, the other was lost: an import that reused the id of a lesson's session or
/// completion took a practised lesson away (attack runs 11 and 12). The record here is
/// kept; the one from outside is set aside, never merged. Ids are random UUIDs, so only a
/// hand-made or damaged file has such a record.
public enum IDCollisions {
    /// `incoming` without the records whose id names another thing `here`, and those
    /// records, set aside with their places in `incoming`.
    public static func separate(
        _ incoming: ProgressStore, from here: ProgressStore) -> (taken: ProgressStore, setAside: [SetAsideRecord]) {
        var setAside: [SetAsideRecord] = []
        func taken<Record: ProgressRecord>(
            _ records: [Record], _ mine: [Record], _ list: String, _ kind: SetAsideRecord.Kind,
            sameThing: (Record, Record) -> Bool) -> [Record] {
            let byID = Dictionary(mine.map { ($0.id, $0) }) { first, _ in first }
            var kept: [Record] = []
            for (index, record) in records.enumerated() {
                if let existing = byID[record.id], !sameThing(existing, record) {
                    setAside.append(SetAsideRecord(
                        kind: kind, problem: FieldProblem(field: "\(list)[\(index)].id", .idOfAnotherRecord(record.id)),
                        record: record.storedObject))
                } else {
                    kept.append(record)
                }
            }
            return kept
        }
        var result = ProgressStore(
            sessions: taken(incoming.sessions, here.sessions, "sessions", .session) {
                ($0.programID, $0.lessonID, $0.pattern, $0.startedAt.secondsSince1970)
                    == ($1.programID, $1.lessonID, $1.pattern, $1.startedAt.secondsSince1970)
            },
            completions: taken(incoming.completions, here.completions, "completions", .completion) {
                ($0.programID, $0.lessonID) == ($1.programID, $1.lessonID)
            },
            activations: taken(incoming.activations, here.activations, "activations", .activation) {
                $0.programID == $1.programID
            },
            settingChanges: taken(incoming.settingChanges, here.settingChanges, "settingChanges", .settingChange) {
                $0.key == $1.key
            },
            boltResults: taken(incoming.boltResults, here.boltResults, "boltResults", .boltResult) {
                $0.at.secondsSince1970 == $1.at.secondsSince1970
            })
        result.formatVersion = incoming.formatVersion
        return (result, setAside)
    }
}
