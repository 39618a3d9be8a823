import FoundationEssentials

/// Appends JSON to one byte buffer in the layout of the general encoder with
/// `.prettyPrinted` and `.sortedKeys`: every open object or array indents its contents
/// by two more spaces; each keeps a count of what it holds, for the commas.
struct JSONLayoutWriter: ~Copyable {
    var bytes: GrowingBytes
    private var counts: [Int] = []

    init(capacity: Int) {
        bytes = GrowingBytes(capacity: capacity)
    }

    /// `{` or `[`.
    mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        counts.append(0)
    }

    /// `}` or `]` on a line of its own; an empty one keeps the encoder's blank line.
    mutating func close(_ bracket: UInt8) {
        if counts.removeLast() == 0 { newline(indent: 0) }
        newline(indent: counts.count * 2)
        bytes.append(bracket)
    }

    /// Starts the next element of an array.
    mutating func element() {
        if counts[counts.count - 1] > 0 { bytes.append(0x2C) }
        counts[counts.count - 1] += 1
        newline(indent: counts.count * 2)
    }

    /// Starts the next field of an object: `"key" : `. Callers give keys in sorted order.
    mutating func key(_ key: StaticString) {
        element()
        bytes.append(0x22)
        append(key)
        append("\" : ")
    }

    /// The same, for a key held as its UTF-8 bytes.
    mutating func key(bytes key: [UInt8]) {
        element()
        bytes.append(0x22)
        key.withUnsafeBufferPointer { bytes.append(contentsOf: $0) }
        append("\" : ")
    }

    mutating func bool(_ flag: Bool) {
        append(flag ? "true" : "false")
    }

    mutating func null() {
        append("null")
    }

    /// Any value, in the same layout: keys in the order of their UTF-8 bytes, as the
    /// general encoder sorts them. Records with fields this version does not know are
    /// written this way, the known fields and the unknown ones in one sorted object.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): double(number)
        case .string(let text): string(text)
        case .array(let items):
            open(0x5B)
            for item in items {
                element()
                self.value(item)
            }
            close(0x5D)
        case .object(let fields):
            open(0x7B)
            for key in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                element()
                string(key)
                append(" : ")
                self.value(fields[key]!)
            }
            close(0x7D)
        }
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A line break and `indent` spaces, in one copy for the usual depths (a session's
    /// fields are six deep).
    private mutating func newline(indent: Int) {
        let spaces: StaticString = "\n                                "
        if indent < spaces.utf8CodeUnitCount {
            bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: indent + 1))
            return
        }
        bytes.append(0x0A)
        for _ in 0..<indent { bytes.append(0x20) }
    }

    /// Digits written straight into the buffer, without a String in between.
    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(0x2D) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            repeat {
                digits[19 - count] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    /// Swift's shortest form that reads back as the same Double, without a ".0"
    /// on whole numbers: "300", "0.5", "1e+20". Never `nan` or `inf`, which no JSON
    /// reader accepts: records are checked before they are written, and should one
    /// slip through, it is written as a number the record rules then set aside.
    mutating func double(_ value: Double) {
        guard value.isFinite else {
            append(value.isNaN ? "0" : value < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308")
            return
        }
        // Whole seconds, the usual case, as an integer: the same text, without
        // formatting a Double.
        if value == value.rounded(), abs(value) < 1_000_000, !(value == 0 && value.sign == .minus) {
            int(Int(value))
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Quotes and backslashes escaped, `/` as `\/`, control characters as short
    /// escapes or `\u00XX`; everything else as UTF-8.
    mutating func string(_ value: String) {
        bytes.append(0x22)
        // Most text (ids, times, patterns) has nothing to escape: copied whole.
        let utf8 = value.utf8
        if let copied = utf8.withContiguousStorageIfAvailable({ text -> Bool in
            guard !text.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x2F }) else {
                return false
            }
            bytes.append(contentsOf: text)
            return true
        }), copied {
            bytes.append(0x22)
            return
        }
        for byte in utf8 {
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x2F: append("\\/")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                append("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
