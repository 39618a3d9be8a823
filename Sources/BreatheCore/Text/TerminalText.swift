/// Text from files, shown on a terminal without the terminal obeying it.
///
/// A program title, a lesson note, an imported session's pattern or a file name could
/// carry escape sequences that retitle the window, move the cursor or worse. Every string
/// that reaches the screen, in the full screen, plain output, reports and error messages,
/// passes through `clean`, which replaces control characters with a visible mark.
public enum TerminalText {
    /// C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional
    /// overrides and isolates that can make text read differently from what it is.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` with each control character replaced by `replacement` ("�" by default; "?"
    /// suits a terminal without UTF-8). Text without one comes back as it is.
    public static func clean(_ text: String, replacement: Unicode.Scalar = "\u{FFFD}") -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { cleaned.append(isControl(scalar) ? replacement : scalar) }
        return String(cleaned)
    }

    /// A JSON document with every control character left in its strings written as a
    /// `\uXXXX` escape: the same document to a JSON reader, and nothing a terminal would
    /// obey when it is printed (JSON writers escape only U+0000 to U+001F; C1 controls
    /// and bidirectional overrides would pass). Outside strings JSON has none.
    public static func escapedJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isControl) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isControl(scalar), scalar.value > 0x1F else { escaped.append(scalar); continue }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(escaped)
    }
}
