/// A setting as `breathe config --json` gives it to scripts: the value and the default in
/// the setting's own JSON type, as config.json holds them (null for none), what type that
/// is and what it accepts, and whether it travels with sync. No help line: what scripts
/// read is the same in every language.
public struct SettingJSON: Encodable, Sendable, Equatable {
    public let key: String
    /// "boolean", "integer", "number", "choice" (a string among `choices`) or "path" (an
    /// absolute path as a string, or null for none): a script checks a value before
    /// writing it with `breathe config KEY VALUE`.
    public let type: String
    public let value: JSONValue
    public let defaultValue: JSONValue
    /// For an integer or a number: the range it accepts, both ends included.
    public let minimum: Double?
    public let maximum: Double?
    /// For a choice: the words it accepts.
    public let choices: [String]?
    public let synced: Bool

    public init(_ declaration: SettingDeclaration, in settings: Settings) {
        key = declaration.key
        value = declaration.jsonValue(in: settings) ?? .null
        defaultValue = declaration.jsonValue(in: Settings()) ?? .null
        synced = declaration.synced
        var range: ClosedRange<Double>?
        var choices: [String]?
        switch declaration.kind {
        case .flag:
            type = "boolean"
        case .whole(_, let accepted, _):
            type = "integer"
            range = Double(accepted.lowerBound)...Double(accepted.upperBound)
        case .number(_, let accepted, _):
            type = "number"
            range = accepted
        case .soundMode:
            type = "choice"
            choices = SoundMode.allCases.map(\.rawValue)
        case .language:
            type = "choice"
            choices = SettingDeclaration.languageWords
        case .pathOrNone:
            type = "path"
        }
        minimum = range?.lowerBound
        maximum = range?.upperBound
        self.choices = choices
    }

    enum CodingKeys: String, CodingKey {
        case key, type, value, minimum, maximum, choices, synced
        case defaultValue = "default"
    }

    /// Every field a setting has, each time: a value of none is null, never left out;
    /// the range and the choices only where the type has them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(type, forKey: .type)
        try container.encode(value, forKey: .value)
        try container.encode(defaultValue, forKey: .defaultValue)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encodeIfPresent(choices, forKey: .choices)
        try container.encode(synced, forKey: .synced)
    }
}

/// What `breathe config --json` prints: every setting, in the order `breathe config`
/// lists them, or the one named.
public enum ConfigJSON: Encodable, Sendable, Equatable {
    case every([SettingJSON])
    case one(SettingJSON)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .every(let settings): try container.encode(settings)
        case .one(let setting): try container.encode(setting)
        }
    }
}
