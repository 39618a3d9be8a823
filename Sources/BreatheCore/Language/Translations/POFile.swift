/// A gettext PO file (or the POT template), as translators' tools write it: entries of a
/// `msgctxt` (the message's key), a `msgid` (the English), an optional `msgid_plural`,
/// and `msgstr` or `msgstr[n]` (the translation, one a plural form), each a C string that
/// may go on over lines of its own. `#,` lines carry flags (`fuzzy`,
/// `python-brace-format`); other `#` lines are comments. Blank lines part entries.
public struct POFile: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var context: String?
        public var id = ""
        public var idPlural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]` … in order.
        public var strings: [String] = []
        public var flags: Set<String> = []
    }

    /// Where a file breaks the format, and how.
    public struct SyntaxError: Error, Sendable, Equatable {
        public let line: Int
        public let problem: String
    }

    public let entries: [Entry]

    public init(_ text: String) throws(SyntaxError) {
        var entries: [Entry] = []
        var entry = Entry()
        var started = false
        /// Which string a continuation line goes on: 0 msgctxt, 1 msgid, 2 msgid_plural,
        /// 3 + n msgstr[n].
        var field: Int?
        /// Ends the entry under way; one with a msgid but no msgstr breaks the format (a
        /// merge once left one, and the next entry's comment seemed to end it).
        func finish(at number: Int) throws(SyntaxError) {
            if started, entry.strings.isEmpty {
                throw SyntaxError(line: number, problem: "a msgid without a msgstr before this line")
            }
            if started { entries.append(entry) }
            entry = Entry()
            started = false
            field = nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingSpaces()
            let number = index + 1
            if line.isEmpty { try finish(at: number); continue }
            if line.hasPrefix("#,") {
                if !entry.strings.isEmpty { try finish(at: number) }
                for flag in line.dropFirst(2).split(separator: ",") {
                    entry.flags.insert(String(flag.trimmingSpaces()))
                }
                continue
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") {
                guard let field else { throw SyntaxError(line: number, problem: "a string that follows no keyword") }
                let more = try Self.string(line, line: number)
                switch field {
                case 0: entry.context = (entry.context ?? "") + more
                case 1: entry.id += more
                case 2: entry.idPlural = (entry.idPlural ?? "") + more
                default: entry.strings[field - 3] += more
                }
                continue
            }
            let keyword = String(line.prefix { $0 != " " && $0 != "\"" })
            let value = try Self.string(line.dropFirst(keyword.count).trimmingSpaces(), line: number)
            switch keyword {
            case "msgctxt", "msgid":
                if !entry.strings.isEmpty || (keyword == "msgctxt" && entry.context != nil) {
                    try finish(at: number)
                }
                if keyword == "msgid", !entry.id.isEmpty || field == 1 {
                    throw SyntaxError(line: number, problem: "a second msgid in one entry")
                }
                if keyword == "msgctxt" { entry.context = value; field = 0 } else { entry.id = value; field = 1 }
            case "msgid_plural":
                entry.idPlural = value
                field = 2
            case "msgstr":
                guard entry.strings.isEmpty else { throw SyntaxError(line: number, problem: "a second msgstr") }
                entry.strings = [value]
                field = 3
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                      let form = Int(keyword.dropFirst(7).dropLast()), form == entry.strings.count else {
                    throw SyntaxError(line: number, problem: "not a PO keyword: \(keyword.prefix(20))")
                }
                entry.strings.append(value)
                field = 3 + form
            }
            started = true
        }
        try finish(at: lines.count + 1)
        self.entries = entries
    }

    /// The header's fields (the entry whose msgid is empty): "Plural-Forms" and the like.
    public var header: [String: String] {
        guard let header = entries.first(where: { $0.id.isEmpty && $0.context == nil })?.strings.first else {
            return [:]
        }
        var fields: [String: String] = [:]
        for line in header.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = String(line[line.index(after: colon)...].trimmingSpaces())
        }
        return fields
    }

    /// A C string as PO writes it: in double quotes, with \\, \", \n and \t.
    static func string(_ text: Substring, line: Int) throws(SyntaxError) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else {
            throw SyntaxError(line: line, problem: "a string must be in double quotes")
        }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "\\", "\"": result.append(character)
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: throw SyntaxError(line: line, problem: "an escape breathe does not read: \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw SyntaxError(line: line, problem: "a quote inside a string must be written \\\"")
            } else {
                result.append(character)
            }
        }
        if escaped { throw SyntaxError(line: line, problem: "a string ends in a lone backslash") }
        return result
    }
}

extension Substring {
    /// Without the spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> Substring {
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[start...last]
    }
}
