import FoundationEssentials

/// The whole progress file as a value: append-only records of sessions, completions and
/// program activations. Everything else (a program's current lesson, its completed
/// lessons in order) is derived from them, which is what lets two stores merge by union.
public struct ProgressStore: Sendable, Equatable, Codable {
    /// The format this build writes. A store with a higher number is never rewritten.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    public private(set) var sessions: [SessionRecord]
    public private(set) var completions: [CompletionRecord]
    public private(set) var activations: [ActivationRecord]

    public init(sessions: [SessionRecord] = [], completions: [CompletionRecord] = [], activations: [ActivationRecord] = []) {
        formatVersion = Self.currentFormatVersion
        self.sessions = sessions
        self.completions = completions
        self.activations = activations
    }

    public mutating func append(_ session: SessionRecord) {
        guard !sessions.contains(where: { $0.id == session.id }) else { return }
        sessions.append(session)
    }

    public mutating func append(_ completion: CompletionRecord) {
        guard !completions.contains(where: { $0.id == completion.id }) else { return }
        completions.append(completion)
    }

    public mutating func append(_ activation: ActivationRecord) {
        guard !activations.contains(where: { $0.id == activation.id }) else { return }
        activations.append(activation)
    }

    /// The union of two stores by record id, in a stable order (time, then id), so the
    /// result is the same whichever side merges into which.
    public func merged(with other: ProgressStore) -> ProgressStore {
        func union<Record>(_ mine: [Record], _ theirs: [Record], id: (Record) -> String, time: (Record) -> LocalTimestamp) -> [Record] {
            var byID: [String: Record] = [:]
            for record in mine + theirs where byID[id(record)] == nil { byID[id(record)] = record }
            return byID.values.sorted { (time($0), id($0)) < (time($1), id($1)) }
        }
        var result = ProgressStore(
            sessions: union(sessions, other.sessions, id: \.id, time: \.startedAt),
            completions: union(completions, other.completions, id: \.id, time: \.completedAt),
            activations: union(activations, other.activations, id: \.id, time: \.at))
        result.formatVersion = max(formatVersion, other.formatVersion)
        return result
    }

    /// The program made active last (ties broken by id, so every copy agrees).
    public var activeProgramID: String? {
        activations.max { ($0.at, $0.id) < ($1.at, $1.id) }?.programID
    }

    public func session(id: String) -> SessionRecord? { sessions.first { $0.id == id } }
}
