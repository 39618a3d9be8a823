/// A strict reader of JSON text, one value at a time, straight from the bytes.
///
/// It exists for speed: the progress store holds thousands of records, and reading them
/// field by field from the bytes is many times cheaper than a general decoder. It gives
/// up (returns nil) at anything it does not expect rather than guessing, so a caller can
/// fall back to the general decoder, which then says what is wrong.
struct JSONByteCursor {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool {
        mutating get {
            skipSpace()
            return index == bytes.count
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Consumes `byte` (after white space) if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Consumes `word` ("null", "true", "false") if it is next.
    private mutating func take(word: StaticString) -> Bool {
        skipSpace()
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
        index += count
        return true
    }

    /// Calls `field` with each key of an object; `field` must read the value. Nil when the
    /// next value is not an object, a key has escapes or `field` gives up (as it should
    /// for a key it does not know or has seen already).
    mutating func readObject(_ field: (JSONKey, inout JSONByteCursor) -> Bool) -> Bool? {
        guard take(0x7B) else { return nil }
        if take(0x7D) { return true }
        repeat {
            guard take(0x22) else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != 0x22 {
                guard bytes[index] != 0x5C, bytes[index] >= 0x20 else { return nil }
                index += 1
            }
            guard index < bytes.count else { return nil }
            let key = JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            index += 1
            guard take(0x3A), field(key, &self) else { return nil }
        } while take(0x2C)
        return take(0x7D) ? true : nil
    }

    /// Calls `element` for each element of an array; `element` must read it.
    mutating func readArray(_ element: (inout JSONByteCursor) -> Bool) -> Bool? {
        guard take(0x5B) else { return nil }
        if take(0x5D) { return true }
        repeat {
            guard element(&self) else { return nil }
        } while take(0x2C)
        return take(0x5D) ? true : nil
    }

    /// True when the next value is `null`, which is consumed.
    mutating func readNull() -> Bool { take(word: "null") }

    mutating func readBool() -> Bool? {
        if take(word: "true") { return true }
        if take(word: "false") { return false }
        return nil
    }

    /// A string, escapes resolved. Nil for a control character, a bad escape, a lone
    /// surrogate or bytes that are not UTF-8.
    mutating func readString() -> String? {
        guard take(0x22) else { return nil }
        let start = index
        // The common case: no escapes, so the bytes are the string; ASCII needs no check.
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return ascii ? String(decoding: raw, as: UTF8.self) : String(validating: raw, as: UTF8.self)
            }
            if byte == 0x5C { break }
            if byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x22:
                return String(validating: scalars, as: UTF8.self)
            case 0x5C:
                guard index < bytes.count else { return nil }
                let letter = bytes[index]
                index += 1
                if let byte = JSONEscape.simple(letter) {
                    scalars.append(byte)
                } else if letter == 0x75, case .success(let scalar) = JSONEscape.unicode(bytes, &index) {
                    scalars.append(contentsOf: UTF8.encode(scalar)!)
                } else {
                    return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                scalars.append(byte)
            }
        }
        return nil
    }

    /// A whole number written without fraction or exponent, at most 2^53 either way: the
    /// general reader holds numbers as Doubles, which are exact only that far, so a larger
    /// one is left to it (the two readers must agree on every number).
    mutating func readInt() -> Int? {
        skipSpace()
        let start = index
        if index < bytes.count, bytes[index] == 0x2D { index += 1 }
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else { return nil }
        if bytes[index] == 0x30, index + 1 < bytes.count, (0x30...0x39).contains(bytes[index + 1]) { return nil }
        var value = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(Int(bytes[index] - 0x30))
            guard !overflowA, !overflowB else { return nil }
            value = sum
            index += 1
        }
        if index < bytes.count, [0x2E, 0x65, 0x45].contains(bytes[index]) { return nil }
        guard value <= Self.largestExactInteger else { return nil }
        return bytes[start] == 0x2D ? -value : value
    }

    /// 2^53: every whole number up to it is a Double exactly.
    static let largestExactInteger = 1 << 53

    /// A number in JSON's grammar, as the nearest Double.
    mutating func readDouble() -> Double? {
        skipSpace()
        let start = index
        func digits() -> Bool {
            let first = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index > first
        }
        if index < bytes.count, bytes[index] == 0x2D { index += 1 }
        let integerStart = index
        guard digits() else { return nil }
        if bytes[integerStart] == 0x30, index - integerStart > 1 { return nil }
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            guard digits() else { return nil }
        }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
            guard digits() else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return readNumber(text)
    }
}

/// An object's key as it stands in the bytes, matched against known names without
/// making a String of it.
struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>

    static func ~= (name: StaticString, key: JSONKey) -> Bool {
        let count = name.utf8CodeUnitCount
        guard count == key.bytes.count else { return false }
        return UnsafeBufferPointer(start: name.utf8Start, count: count).elementsEqual(key.bytes)
    }
}
