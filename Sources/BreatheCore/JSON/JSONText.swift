/// JSON text from a `JSONValue`: compact for setting values that travel with sync, and
/// indented with sorted keys for files a person reads (config.json, the set-aside file).
///
/// Written here rather than by a general encoder so that it cannot fail: a settings file
/// must never be replaced by `{}` because an encoder gave up.
extension JSONValue {
    /// One line, keys sorted: `{"a":1,"b":[true,null]}`.
    public var compactText: String {
        var text = ""
        Self.write(self, into: &text, indent: nil)
        return text
    }

    /// Two spaces an indent, keys sorted, `"key" : value`, the layout of the store.
    public var prettyText: String {
        var text = ""
        Self.write(self, into: &text, indent: 0)
        return text
    }

    private static func write(_ value: JSONValue, into text: inout String, indent: Int?) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += numberText(number)
        case .string(let string): text += quoted(string)
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "["
            for (position, item) in items.enumerated() {
                if position > 0 { text += "," }
                newline(&text, indent.map { $0 + 2 })
                write(item, into: &text, indent: indent.map { $0 + 2 })
            }
            newline(&text, indent)
            text += "]"
        case .object(let fields):
            guard !fields.isEmpty else { text += "{}"; return }
            text += "{"
            for (position, key) in fields.keys.sorted().enumerated() {
                if position > 0 { text += "," }
                newline(&text, indent.map { $0 + 2 })
                text += quoted(key) + (indent == nil ? ":" : " : ")
                write(fields[key]!, into: &text, indent: indent.map { $0 + 2 })
            }
            newline(&text, indent)
            text += "}"
        }
    }

    private static func newline(_ text: inout String, _ indent: Int?) {
        guard let indent else { return }
        text += "\n" + String(repeating: " ", count: indent)
    }

    /// Whole numbers as integers, others in Swift's shortest exact form ("0.9",
    /// "1e+20"), which JSON reads; the never-expected non-finite values as numbers JSON
    /// can still parse rather than as `nan` or `inf`, which it cannot.
    static func numberText(_ number: Double) -> String {
        if number.isNaN { return "0" }
        if number.isInfinite { return number < 0 ? "-1e999" : "1e999" }
        if number == number.rounded(), number.magnitude < 1e15 { return String(Int(number)) }
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Quotes and backslashes escaped, control characters as escapes; `/` as it is.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
