/// The escapes of a JSON string, read from bytes: shared by the strict reader
/// (`JSONParser`) and the store's fast reader (`JSONByteCursor`), so both understand
/// exactly the same strings.
enum JSONEscape {
    enum Problem: Error {
        case notHex
        case loneSurrogate
        case notACharacter
    }

    /// The byte a one-letter escape stands for (`n` → newline, `/` → slash), or nil for a
    /// letter JSON has no escape for. `u` is not one: it is read by `unicode`.
    static func simple(_ letter: UInt8) -> UInt8? {
        switch letter {
        case 0x22, 0x5C, 0x2F: letter
        case 0x62: 0x08
        case 0x66: 0x0C
        case 0x6E: 0x0A
        case 0x72: 0x0D
        case 0x74: 0x09
        default: nil
        }
    }

    /// The character of a `\u` escape whose four hex digits start at `index`, with the
    /// second half of a surrogate pair when the first calls for it. `index` ends after it.
    static func unicode(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Result<Unicode.Scalar, Problem> {
        guard var code = hex4(bytes, &index) else { return .failure(.notHex) }
        if (0xDC00..<0xE000).contains(code) { return .failure(.loneSurrogate) }
        if (0xD800..<0xDC00).contains(code) {
            guard index + 1 < bytes.count, bytes[index] == 0x5C,
                  bytes[index + 1] == 0x75 else { return .failure(.loneSurrogate) }
            index += 2
            guard let low = hex4(bytes, &index) else { return .failure(.notHex) }
            guard (0xDC00..<0xE000).contains(low) else { return .failure(.loneSurrogate) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { return .failure(.notACharacter) }
        return .success(scalar)
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
