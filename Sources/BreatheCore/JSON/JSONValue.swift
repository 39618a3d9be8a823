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

    /// The kind of value, as an error message names it.
    public var kind: JSONKind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .list
        case .object: .object
        }
    }

    /// The value as it would appear in the file, shortened for a message, with any
    /// control character in it replaced so a message never carries an escape sequence.
    public var shortText: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): formatNumber(value)
        case .string(let value):
            "\"" + TerminalText.clean(String(value.prefix(60))) + (value.count > 60 ? "…" : "") + "\""
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The value as a message shows it, in either language: as typed (`shortText`), or
    /// by its kind when it is a list or an object.
    public var shown: ShownValue {
        switch self {
        case .array, .object: .kind(kind)
        default: .typed(shortText)
        }
    }
}

/// Why a file is not JSON at all: what is wrong and where (line and column from 1). The
/// words are in the catalogue (`JSONPhrases`); `description` is the English.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let problem: JSONSyntaxProblem
    public let line: Int
    public let column: Int
    /// The key of an object that appears twice, for `.repeatedKey` (both spellings, escaped,
    /// for `.equivalentKeys`); empty otherwise.
    public let objectKey: String

    public init(_ problem: JSONSyntaxProblem, line: Int, column: Int, key: String = "") {
        self.problem = problem
        self.line = line
        self.column = column
        objectKey = key
    }

    public var description: String { english }
}
