/// One BOLT test (`breathe bolt`): how long a breath could be held after a normal breath
/// out, until the first definite urge to breathe. A record of its own rather than a field
/// of a session: nothing is practised, no streak is earned, and it is read over months as
/// a line of its own (`bolt --history`, `stats`). Append-only like every record, so two
/// copies of the store merge by the union of ids.
public struct BoltResult: Sendable, Equatable, Encodable {
    /// A random UUID, lowercase.
    public internal(set) var id: String
    /// The wall clock as the count began, with its UTC offset: mornings compare best, so
    /// the local hour is part of the result.
    public internal(set) var at: LocalTimestamp
    /// The hold, to a tenth of a second as it was shown (`BoltBand.rounded`).
    public internal(set) var seconds: Double
    /// A later version's fields, kept (see `ProgressRecord`).
    public var unknownFields: [String: JSONValue]

    public init(id: String, at: LocalTimestamp, seconds: Double, unknownFields: [String: JSONValue] = [:]) {
        self.id = id
        self.at = at
        self.seconds = seconds
        self.unknownFields = unknownFields
    }
}

extension ProgressStore {
    /// The BOLT results, oldest first (ties by id, so every copy agrees).
    public var boltResultsInOrder: [BoltResult] {
        boltResults.sorted { ($0.at, $0.id) < ($1.at, $1.id) }
    }
}
