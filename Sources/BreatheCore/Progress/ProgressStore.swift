import FoundationEssentials

/// The whole progress file as a value: append-only records of sessions, completions,
/// program activations, synced settings and BOLT results. Everything else (a program's current lesson, its completed
/// lessons in order) is derived from them, which is what lets two stores merge by union.
public struct ProgressStore: Sendable, Equatable, Encodable {
    /// The format this build writes. A store with a higher number is never rewritten.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    public private(set) var sessions: [SessionRecord]
    public private(set) var completions: [CompletionRecord]
    public private(set) var activations: [ActivationRecord]
    /// Settings changed on some device, for sync: the latest change of each key wins.
    public private(set) var settingChanges: [SettingChange]
    /// BOLT tests (`breathe bolt`). The file holds the list only once it has a result, so
    /// a store without one is the file it always was.
    public private(set) var boltResults: [BoltResult]

    public init(
        sessions: [SessionRecord] = [], completions: [CompletionRecord] = [], activations: [ActivationRecord] = [],
        settingChanges: [SettingChange] = [], boltResults: [BoltResult] = []) {
        formatVersion = Self.currentFormatVersion
        self.sessions = sessions
        self.completions = completions
        self.activations = activations
        self.settingChanges = settingChanges
        self.boltResults = boltResults
    }

    enum CodingKeys: String, CodingKey {
        case formatVersion, sessions, completions, activations, settingChanges, boltResults
    }

    /// As the store's writer writes it: `boltResults` only when there is one.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(sessions, forKey: .sessions)
        try container.encode(completions, forKey: .completions)
        try container.encode(activations, forKey: .activations)
        try container.encode(settingChanges, forKey: .settingChanges)
        if !boltResults.isEmpty { try container.encode(boltResults, forKey: .boltResults) }
    }

    public mutating func append(_ result: BoltResult) {
        guard !boltResults.contains(where: { $0.id == result.id }) else { return }
        boltResults.append(result)
    }

    public mutating func append(_ change: SettingChange) {
        guard !settingChanges.contains(where: { $0.id == change.id }) else { return }
        settingChanges.append(change)
    }

    public mutating func append(_ session: SessionRecord) {
        guard !sessions.contains(where: { $0.id == session.id }) else { return }
        sessions.append(session)
    }

    /// Takes out the copy of session `id`, for a fuller copy to be recorded in its place
    /// (`JournalRecoveryRule`): a merge keeps the copy with more practice, as of any two.
    mutating func removeSession(id: String) {
        sessions.removeAll { $0.id == id }
    }

    public mutating func append(_ completion: CompletionRecord) {
        guard !completions.contains(where: { $0.id == completion.id }) else { return }
        completions.append(completion)
    }

    public mutating func append(_ activation: ActivationRecord) {
        guard !activations.contains(where: { $0.id == activation.id }) else { return }
        activations.append(activation)
    }

    /// The union of two stores by record id, in a stable order (time, then id). Two
    /// records with the same id but different contents (which breathe never writes, but a
    /// hand-edited file might) are settled the same way whichever side merges into which;
    /// see `mergeReport`.
    public func merged(with other: ProgressStore) -> ProgressStore {
        mergeReport(with: other).store
    }

    /// The merge and the conflicts it settled. The result does not depend on the order of
    /// the two stores (commutative), merging the result again changes nothing
    /// (idempotent), and merging three stores in any grouping gives the same store
    /// (associative): each record kept is a function of the set of records with its id.
    public func mergeReport(with other: ProgressStore) -> (store: ProgressStore, conflicts: [MergeConflict]) {
        var conflicts: [MergeConflict] = []
        func union<Record: ProgressRecord>(
            _ kind: SetAsideRecord.Kind, _ mine: [Record], _ theirs: [Record], id: (Record) -> String,
            time: (Record) -> LocalTimestamp, prefer: (Record, Record) -> Bool) -> [Record] {
            // Positions, not records, are hashed and sorted: with years of sessions,
            // moving whole records around was most of the cost of a save.
            let all = mine + theirs
            var keptAt: [String: Int] = [:]
            keptAt.reserveCapacity(all.count)
            for (position, record) in all.enumerated() {
                let key = id(record)
                guard let existing = keptAt[key] else { keptAt[key] = position; continue }
                guard all[existing] != record else { continue }
                let pair = (all[existing], record)
                if !prefer(all[existing], record) { keptAt[key] = position }
                // The same record, one copy with a later version's fields and one
                // without (an older breathe dropped them): the fuller copy is kept, and
                // that is no conflict.
                guard pair.0.withoutUnknownFields != pair.1.withoutUnknownFields else { continue }
                conflicts.append(MergeConflict(kind: kind, id: key, kept: (pair.0 as? SessionRecord).map {
                    MergeConflict.rule(telling: $0, from: pair.1 as? SessionRecord)
                } ?? .sortingLast))
            }
            // Kept positions in file order, which is nearly sorted already, then by the
            // instant and the id: a total order, so the result never depends on which
            // store came first (two offsets can name the same instant).
            var isKept = [Bool](repeating: false, count: all.count)
            for position in keptAt.values { isKept[position] = true }
            let instants = all.map { time($0).secondsSince1970 }, ids = all.map(id)
            let order = all.indices.filter { isKept[$0] }.sorted { a, b in
                instants[a] != instants[b] ? instants[a] < instants[b] : ids[a] < ids[b]
            }
            return order.map { all[$0] }
        }
        // A total order on records: the known fields' canonical text, then the number of
        // unknown fields (the fuller copy wins), then their text.
        func canonicalGreater<Record: ProgressRecord>(_ a: Record, _ b: Record) -> Bool {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let left = (try? encoder.encode(a)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let right = (try? encoder.encode(b)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            if left != right { return left > right }
            if a.unknownFields.count != b.unknownFields.count { return a.unknownFields.count > b.unknownFields.count }
            return JSONValue.object(a.unknownFields).compactText >= JSONValue.object(b.unknownFields).compactText
        }
        var result = ProgressStore(
            // The rule that tells two copies of a session apart is `MergeConflict.rule`'s,
            // which the conflict's words name.
            sessions: union(.session, sessions, other.sessions, id: \.id, time: \.startedAt) { a, b in
                switch MergeConflict.rule(telling: a, from: b) {
                case .morePractice: a.practicedSeconds > b.practicedSeconds
                case .endedLater: a.endedAt > b.endedAt
                case .sortingLast: canonicalGreater(a, b)
                }
            },
            completions: union(
                .completion, completions, other.completions, id: \.id, time: \.completedAt, prefer: canonicalGreater),
            activations: union(
                .activation, activations, other.activations, id: \.id, time: \.at, prefer: canonicalGreater),
            settingChanges: union(
                .settingChange, settingChanges, other.settingChanges, id: \.id, time: \.at, prefer: canonicalGreater),
            boltResults: union(
                .boltResult, boltResults, other.boltResults, id: \.id, time: \.at, prefer: canonicalGreater))
        result.formatVersion = max(formatVersion, other.formatVersion)
        return (result, conflicts)
    }

    /// The program made active last (ties broken by id, so every copy agrees).
    public var activeProgramID: String? {
        activations.max { ($0.at, $0.id) < ($1.at, $1.id) }?.programID
    }

    public func session(id: String) -> SessionRecord? { sessions.first { $0.id == id } }
}
