/// One setting changed on one device, so settings can sync: for each key, the change with
/// the latest time wins (ties broken by id, so every device agrees; the ids of changes
/// begin with the millisecond they were made, so changes of one second keep their order).
public struct SettingChange: Sendable, Equatable, Encodable {
    public internal(set) var id: String
    public internal(set) var key: String
    /// The value as JSON text: `0.9`, `true`, `3`.
    public internal(set) var value: String
    public internal(set) var at: LocalTimestamp
    /// A later version's fields, kept (see `ProgressRecord`).
    public var unknownFields: [String: JSONValue]

    public init(id: String, key: String, value: String, at: LocalTimestamp, unknownFields: [String: JSONValue] = [:]) {
        self.id = id
        self.key = key
        self.value = value
        self.at = at
        self.unknownFields = unknownFields
    }

    /// The winning value of each key.
    public static func effective(_ changes: [SettingChange]) -> [String: String] {
        latest(changes).mapValues(\.value)
    }

    /// The winning change of each key.
    public static func latest(_ changes: [SettingChange]) -> [String: SettingChange] {
        var latest: [String: SettingChange] = [:]
        for change in changes {
            if let current = latest[change.key], (current.at, current.id) >= (change.at, change.id) { continue }
            latest[change.key] = change
        }
        return latest
    }
}
