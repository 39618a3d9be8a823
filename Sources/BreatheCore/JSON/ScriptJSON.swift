import FoundationEssentials

/// The JSON breathe prints for scripts (every `--json`): indented, keys sorted, `/` as it
/// is, and any control character left in a string escaped so that printing it to a
/// terminal obeys nothing. Made here rather than in the executable so that tests read the
/// very bytes a script reads.
public enum ScriptJSON {
    /// The document for `value`, or nil when it cannot be encoded (a number JSON has no
    /// form for); the caller says so rather than print half a document.
    public static func text<Value: Encodable>(_ value: Value) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return nil }
        return TerminalText.escapedJSON(String(decoding: data, as: UTF8.self))
    }
}

/// A document without a schema written as the JSON it is (null, true, 0.8, "text", lists,
/// objects), so a value from config.json reaches a script in its own type.
extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let fields):
            var container = encoder.container(keyedBy: FieldKey.self)
            for (key, value) in fields { try container.encode(value, forKey: FieldKey(key)) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .bool(let flag): try container.encode(flag)
            case .number(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            default: try container.encodeNil()
            }
        }
    }

    /// An object's key, whatever it is.
    struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ key: String) { stringValue = key }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
