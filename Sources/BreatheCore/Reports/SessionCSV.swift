/// Sessions as CSV (RFC 4180), safe to open: a header, then one row a session, oldest
/// first, each row ended by CRLF. Text stays UTF-8.
///
/// A cell's text may come from another device (a pattern in a sync copy) or a program
/// file, so every cell is made safe before it is written:
///
/// 1. control characters (`TerminalText.isControl`: C0, DEL, C1, line and paragraph
///    separators, bidirectional overrides and isolates) are taken out: tab and the line
///    breaks become a space, the rest are dropped, so `cat sessions.csv` obeys no escape;
/// 2. a cell that then begins with `=`, `+`, `-` or `@` (or their full-width forms), after
///    any spaces, gets OWASP's leading apostrophe, so a spreadsheet shows it as text and
///    never runs it as a formula; a plain number such as `-3` or `-0.5` stays a number;
/// 3. a cell with a comma, a quote, CR or LF is quoted, with its quotes doubled.
public enum SessionCSV {
    public static let header = [
        "id", "startedAt", "endedAt", "programID", "program", "lessonID", "lesson", "pattern", "plannedSeconds",
        "practicedSeconds", "counted", "endReason", "patternTo", "holds"]

    /// The file: every row with its CRLF.
    public static func document(_ store: ProgressStore, catalogue: Catalogue) -> String {
        rows(store, catalogue: catalogue).map { $0 + "\r\n" }.joined()
    }

    /// The rows as written, header first, each without its line end (a terminal shows
    /// them as lines).
    public static func rows(_ store: ProgressStore, catalogue: Catalogue) -> [String] {
        var rows = [header]
        for session in store.sessions.sorted(by: { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }) {
            let program = session.programID.flatMap { catalogue.program(id: $0) }
            let lesson = session.lessonID.flatMap { program?.lesson(id: $0) }
            rows.append([
                session.id, session.startedAt.iso8601, session.endedAt.iso8601,
                session.programID ?? "", program?.title ?? "", session.lessonID ?? "", lesson?.title ?? "",
                // Numbers as data, as the JSON export writes them ("5e-324", not the words a
                // person is told, "almost 0").
                session.pattern, JSONValue.numberText(session.plannedSeconds),
                JSONValue.numberText(session.practicedSeconds), session.counted ? "true" : "false",
                session.endReason.rawValue, session.patternTo ?? "",
                (session.holds ?? []).map(JSONValue.numberText).joined(separator: ";"),
            ])
        }
        return rows.map(row)
    }

    /// One row: its cells made safe and joined by commas.
    public static func row(_ cells: [String]) -> String {
        cells.map(cell).joined(separator: ",")
    }

    /// A cell as written: controls out, a formula neutralised, quoted when it must be.
    public static func cell(_ text: String) -> String {
        let safe = neutralised(withoutControls(text))
        guard safe.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else {
            return safe
        }
        var quoted = "\""
        for character in safe {
            if character == "\"" { quoted += "\"\"" } else { quoted.append(character) }
        }
        return quoted + "\""
    }

    /// `text` without control characters: tab and line breaks become a space, so words
    /// stay apart; every other control is dropped.
    static func withoutControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: TerminalText.isControl) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !TerminalText.isControl(scalar) {
                kept.append(scalar)
            } else if spacing.contains(scalar.value) {
                kept.append(" ")
            }
        }
        return String(kept)
    }

    /// Tab, LF, VT, FF, CR, NEL, the line and the paragraph separator.
    static let spacing: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]

    /// `text` with a leading apostrophe when a spreadsheet would read it as a formula:
    /// it begins, after any spaces, with `=`, `+`, `-` or `@` (OWASP's list; tab and CR
    /// are already spaces), or their full-width forms, which some spreadsheets also
    /// take. A plain number (`-3`, `+2`, `-0.5`) is left as it is.
    static func neutralised(_ text: String) -> String {
        guard let first = text.unicodeScalars.first(where: { $0 != " " }),
              formulaStarts.contains(first.value) else { return text }
        if isPlainNumber(text) { return text }
        return "'" + text
    }

    /// `=`, `+`, `-`, `@`, and full-width `＝`, `＋`, `－`, `＠`.
    static let formulaStarts: Set<UInt32> = [0x3D, 0x2B, 0x2D, 0x40, 0xFF1D, 0xFF0B, 0xFF0D, 0xFF20]

    /// A sign, digits, and at most one decimal point between digits: `-3`, `+2`, `-0.5`.
    static func isPlainNumber(_ text: String) -> Bool {
        var digits = Array(text.utf8)
        guard let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") else { return false }
        digits.removeFirst()
        let parts = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }
}
