import FoundationEssentials

/// A strict reader of JSON text (RFC 8259), the one every file from outside goes
/// through before its fields are checked.
///
/// It exists because the general decoder is too lenient for data breathe must trust: it
/// keeps one of two repeated keys without a word (so a store whose `sessions` appeared
/// twice lost its sessions at the next save), and it disagrees with the store's fast
/// reader on some numbers. This reader refuses repeated keys, bad UTF-8, lone
/// surrogates, control characters in strings, numbers a Double cannot hold, and nesting
/// deeper than `deepestNesting`, and says where the problem is.
public enum JSONParser {
    /// Deeper than this is never a breathe file, and would only exhaust the stack.
    public static let deepestNesting = 64

    /// `deepest` is one more than `deepestNesting` only for a file that wraps records read
    /// from another one level deeper (`SetAsideDocument`).
    public static func parse(_ data: Data, deepest: Int = deepestNesting) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError> = data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self), deepest: deepest)
            do throws(JSONSyntaxError) {
                return .success(try reader.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let deepest: Int
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>, deepest: Int) {
            self.bytes = bytes
            self.deepest = deepest
        }

        mutating func document() throws(JSONSyntaxError) -> JSONValue {
            // A byte order mark is not JSON, but some editors write one: it is skipped.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            skipSpace()
            guard index < bytes.count else { throw fail(.empty) }
            let value = try value(depth: 0)
            skipSpace()
            guard index == bytes.count else { throw fail(.trailingContent) }
            return value
        }

        /// The problem at the current position: "not valid JSON (…, at line 3, column 7)".
        func fail(_ problem: JSONSyntaxProblem, key: String = "") -> JSONSyntaxError {
            var line = 1, column = 1
            for position in 0..<min(index, bytes.count) {
                if bytes[position] == 0x0A { line += 1; column = 1 } else if bytes[position] & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return JSONSyntaxError(problem, line: line, column: column, key: key)
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            guard depth < deepest else { throw fail(.nestedTooDeep) }
            skipSpace()
            guard index < bytes.count else { throw fail(.endsEarly) }
            switch bytes[index] {
            case 0x7B: return try object(depth: depth)
            case 0x5B: return try array(depth: depth)
            case 0x22: return .string(try string())
            case 0x74: try literal("true"); return .bool(true)
            case 0x66: try literal("false"); return .bool(false)
            case 0x6E: try literal("null"); return .null
            case 0x2D, 0x30...0x39: return .number(try number())
            default: throw fail(.unexpectedCharacter)
            }
        }

        mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { throw fail(.endsEarly) }
            for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
                throw fail(.unexpectedCharacter)
            }
            index += count
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            var fields: [String: JSONValue] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == 0x7D {
                index += 1
                return .object(fields)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == 0x22 else { throw fail(.expectedKey) }
                let keyStart = index
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == 0x3A else { throw fail(.expectedColon) }
                index += 1
                let item = try value(depth: depth + 1)
                if let earlier = fields.index(forKey: key) {
                    index = keyStart
                    let first = fields.keys[earlier]
                    // Swift compares text as Unicode does: "é" and "e\u{301}" are one key.
                    guard first.unicodeScalars.elementsEqual(key.unicodeScalars) else {
                        let both = "\"\(JSONParser.escaped(first))\" / \"\(JSONParser.escaped(key))\""
                        throw fail(.equivalentKeys, key: both)
                    }
                    throw fail(.repeatedKey, key: TerminalText.clean(String(key.prefix(40))))
                }
                fields[key] = item
                skipSpace()
                guard index < bytes.count else { throw fail(.endsEarly) }
                if bytes[index] == 0x2C { index += 1; continue }
                if bytes[index] == 0x7D { index += 1; return .object(fields) }
                throw fail(.expectedCommaOrBrace)
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == 0x5D {
                index += 1
                return .array(items)
            }
            while true {
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw fail(.endsEarly) }
                if bytes[index] == 0x2C { index += 1; continue }
                if bytes[index] == 0x5D { index += 1; return .array(items) }
                throw fail(.expectedCommaOrBracket)
            }
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            index += 1
            // Most strings hold no escape: they are read straight from the bytes, checked
            // the same way (a control character or an escape goes the long way below).
            let start = index
            var end = index
            while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x5C, bytes[end] >= 0x20 { end += 1 }
            if end < bytes.count, bytes[end] == 0x22 {
                index = end + 1
                guard let text = String(
                    validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) else {
                    throw fail(.stringNotUTF8)
                }
                return text
            }
            var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            index = end
            while true {
                guard index < bytes.count else { throw fail(.stringNotClosed) }
                let byte = bytes[index]
                switch byte {
                case 0x22:
                    index += 1
                    guard let text = String(validating: scalars, as: UTF8.self) else { throw fail(.stringNotUTF8) }
                    return text
                case 0x5C:
                    index += 1
                    guard index < bytes.count else { throw fail(.stringNotClosed) }
                    let letter = bytes[index]
                    index += 1
                    if let byte = JSONEscape.simple(letter) {
                        scalars.append(byte)
                    } else if letter == 0x75 {
                        switch JSONEscape.unicode(bytes, &index) {
                        case .success(let scalar): scalars.append(contentsOf: UTF8.encode(scalar)!)
                        case .failure(.notHex): throw fail(.escapeNotHex)
                        case .failure(.loneSurrogate): throw fail(.loneSurrogate)
                        case .failure(.notACharacter): throw fail(.escapeNoCharacter)
                        }
                    } else {
                        index -= 1
                        throw fail(.unknownEscape)
                    }
                case 0..<0x20:
                    throw fail(.controlCharacter)
                default:
                    scalars.append(byte)
                    index += 1
                }
            }
        }

        /// JSON's number grammar exactly: an optional minus, 0 or digits not starting
        /// with 0, an optional fraction, an optional exponent.
        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = index
            func digits() -> Bool {
                let first = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                return index > first
            }
            if bytes[index] == 0x2D { index += 1 }
            let integerStart = index
            guard digits() else { throw fail(.numberNeedsDigits) }
            if bytes[integerStart] == 0x30, index - integerStart > 1 {
                index = integerStart
                throw fail(.numberStartsWithZero)
            }
            if index < bytes.count, bytes[index] == 0x2E {
                index += 1
                guard digits() else { throw fail(.numberNeedsFraction) }
            }
            if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
                index += 1
                if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
                guard digits() else { throw fail(.numberNeedsExponent) }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let value = readNumber(text) else {
                index = start
                throw fail(.numberTooLarge)
            }
            return value
        }
    }

    /// A key as JSON would write it with every character past ASCII escaped, so two
    /// spellings of one text can be told apart on a terminal: "\u00e9", "e\u0301". At
    /// most 40 characters' worth.
    static func escaped(_ key: String) -> String {
        key.unicodeScalars.prefix(40).map { scalar in
            guard scalar.value < 0x20 || scalar.value > 0x7E else { return String(scalar) }
            let units = String(scalar).utf16.map { unit in
                let hex = String(unit, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            return units.joined()
        }.joined()
    }
}
