import FoundationEssentials

/// Any JSON document, read without a schema, so that files from outside (program files,
/// config.json, the store, imports, a sync copy) can be checked field by field with
/// messages that name the field, rather than with a decoder's generic complaint.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// Always finite: the reader refuses numbers a Double cannot hold.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses `data` with breathe's own strict reader (`JSONParser`), or says in a
    /// sentence why it is not JSON.
    public static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(data)
    }

    /// How the value is named in an error message: "a string", "a number"…
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The value as it would appear in the file, shortened for a message, with any
    /// control character in it replaced so a message never carries an escape sequence.
    public var shortText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): formatNumber(value)
        case .string(let value): "\"" + TerminalText.clean(String(value.prefix(60))) + (value.count > 60 ? "…" : "") + "\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// Why a file is not JSON at all.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}
