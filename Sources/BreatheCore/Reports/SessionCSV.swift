/// Sessions as CSV (RFC 4180): a header, then one row a session, oldest first. Fields with
/// a comma, a quote or a line break are quoted, with quotes doubled; text stays UTF-8.
public enum SessionCSV {
    public static let header = ["id", "startedAt", "endedAt", "programID", "program", "lessonID", "lesson", "pattern", "plannedSeconds", "practicedSeconds", "counted", "endReason"]

    public static func document(_ store: ProgressStore, catalogue: Catalogue) -> String {
        var rows = [header]
        for session in store.sessions.sorted(by: { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }) {
            let program = session.programID.flatMap { catalogue.program(id: $0) }
            let lesson = session.lessonID.flatMap { program?.lesson(id: $0) }
            rows.append([
                session.id, session.startedAt.iso8601, session.endedAt.iso8601,
                session.programID ?? "", program?.title ?? "", session.lessonID ?? "", lesson?.title ?? "",
                session.pattern, number(session.plannedSeconds), number(session.practicedSeconds),
                session.counted ? "true" : "false", session.endReason.rawValue,
            ])
        }
        return rows.map { $0.map(field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingQuotes() + "\""
    }

    static func number(_ value: Double) -> String { formatNumber(value) }
}

extension String {
    func replacingQuotes() -> String {
        var result = ""
        for character in self {
            if character == "\"" { result += "\"\"" } else { result.append(character) }
        }
        return result
    }
}
