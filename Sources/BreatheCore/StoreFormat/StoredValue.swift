import FoundationEssentials

/// A type a record's field holds, and the one way every file of breathe's keeps it: read
/// straight from the store's bytes (nil for anything unusual, so the general reader
/// decides), read from a parsed value with the problem named, and written.
protocol StoredValue: Sendable {
    static func read(from cursor: inout JSONByteCursor) -> Self?
    /// `field` is the value's place, for the problem ("sessions[3].endedAt").
    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> Self
    var json: JSONValue { get }
    func write(to writer: inout JSONLayoutWriter)
}

extension String: StoredValue {
    static func read(from cursor: inout JSONByteCursor) -> String? { cursor.readString() }

    /// Any string, empty included (the record rules judge its content).
    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> String {
        guard case .string(let text) = value else { throw FieldProblem(field: field, .notAString(found: value.kind)) }
        return text
    }

    var json: JSONValue { .string(self) }
    func write(to writer: inout JSONLayoutWriter) { writer.string(self) }
}

extension Double: StoredValue {
    static func read(from cursor: inout JSONByteCursor) -> Double? { cursor.readDouble() }

    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> Double {
        guard case .number(let number) = value else { throw FieldProblem(field: field, .notANumber(found: value.kind)) }
        return number
    }

    var json: JSONValue { .number(self) }
    func write(to writer: inout JSONLayoutWriter) { writer.double(self) }
}

extension Bool: StoredValue {
    static func read(from cursor: inout JSONByteCursor) -> Bool? { cursor.readBool() }

    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> Bool {
        guard case .bool(let flag) = value else { throw FieldProblem(field: field, .notABool(found: value.shown)) }
        return flag
    }

    var json: JSONValue { .bool(self) }
    func write(to writer: inout JSONLayoutWriter) { writer.bool(self) }
}

/// A whole number, written `3` (or `3.0`, which the general reader accepts), at most 2^53
/// either way: both readers then agree on every one. Its range is its field's rule.
extension Int: StoredValue {
    static func read(from cursor: inout JSONByteCursor) -> Int? { cursor.readInt() }

    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> Int {
        let largest = JSONByteCursor.largestExactInteger
        guard case .number(let number) = value, let whole = Int(exactly: number),
              whole.magnitude <= largest.magnitude else {
            throw FieldProblem(field: field, .notAWholeNumber(-largest...largest, found: value.shown))
        }
        return whole
    }

    var json: JSONValue { .number(Double(self)) }
    func write(to writer: inout JSONLayoutWriter) { writer.int(self) }
}

/// An ISO 8601 time with its UTC offset (its range is the record rules' to judge).
extension LocalTimestamp: StoredValue {
    static func read(from cursor: inout JSONByteCursor) -> LocalTimestamp? {
        cursor.readString().flatMap { LocalTimestamp(iso8601: $0) }
    }

    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> LocalTimestamp {
        let text = try String.read(value, field: field)
        guard let time = LocalTimestamp(iso8601: text) else { throw FieldProblem(field: field, .notATime(value.shown)) }
        return time
    }

    var json: JSONValue { .string(iso8601) }
    func write(to writer: inout JSONLayoutWriter) { writer.string(iso8601) }
}

extension EndReason: StoredValue {
    static func read(from cursor: inout JSONByteCursor) -> EndReason? {
        cursor.readString().flatMap(EndReason.init(rawValue:))
    }

    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> EndReason {
        guard let reason = EndReason(rawValue: try String.read(value, field: field)) else {
            throw FieldProblem(field: field, .notOneOf(allCases.map(\.rawValue), found: value.shown))
        }
        return reason
    }

    var json: JSONValue { .string(rawValue) }
    func write(to writer: inout JSONLayoutWriter) { writer.string(rawValue) }
}

extension Array: StoredValue where Element: StoredValue {
    static func read(from cursor: inout JSONByteCursor) -> [Element]? {
        var elements: [Element] = []
        let read = cursor.readArray { cursor in
            guard let element = Element.read(from: &cursor) else { return false }
            elements.append(element)
            return true
        }
        return read == nil ? nil : elements
    }

    static func read(_ value: JSONValue, field: String) throws(FieldProblem) -> [Element] {
        guard case .array(let items) = value else { throw FieldProblem(field: field, .notAList(found: value.kind)) }
        var elements: [Element] = []
        for (index, item) in items.enumerated() {
            elements.append(try Element.read(item, field: "\(field)[\(index)]"))
        }
        return elements
    }

    var json: JSONValue { .array(map(\.json)) }

    func write(to writer: inout JSONLayoutWriter) {
        writer.open(0x5B)
        for element in self {
            writer.element()
            element.write(to: &writer)
        }
        writer.close(0x5D)
    }
}
