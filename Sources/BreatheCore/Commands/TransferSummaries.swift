/// The one-line summaries of `breathe import` and `breathe sync`: what was actually
/// added, sent and settled, counted here from the stores themselves.
public enum TransferSummary {
    /// "Imported backup.json: 3 new sessions, 2 already here, 1 set aside; …".
    /// `before` is the store before the import; `imported` what the file held.
    public static func importLine(path: String, before: ProgressStore, imported: ProgressStore, setAside: Int, conflicts: [String]) -> String {
        let known = Set(before.sessions.map(\.id))
        let added = imported.sessions.filter { !known.contains($0.id) }.count
        var line = "Imported \(path): \(count(added, "new session")), \(imported.sessions.count - added) already here"
        if setAside > 0 { line += ", \(setAside) set aside" }
        line += conflicts.isEmpty ? "." : "; \(count(conflicts.count, "conflict")) settled as sync settles them: " + conflicts.joined(separator: "; ") + "."
        return line
    }

    /// "Synced with DIR: 2 sessions received, 1 sent; …; no conflicts."
    public static func syncLine(folder: String, received: Int, sent: Int, adoptedKeys: [String], conflicts: [String]) -> String {
        var line = "Synced with \(folder): \(count(received, "session")) received, \(sent) sent"
        if !adoptedKeys.isEmpty { line += "; settings taken from another device (latest change wins): " + adoptedKeys.sorted().joined(separator: ", ") }
        line += conflicts.isEmpty ? "; no conflicts." : "; \(count(conflicts.count, "conflict")) settled: " + conflicts.joined(separator: "; ") + "."
        return line
    }

    /// "1 session", "2 sessions".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
