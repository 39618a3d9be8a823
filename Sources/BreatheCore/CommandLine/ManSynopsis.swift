/// The SYNOPSIS section of the man page, made from the command table (Docs/breathe.1 holds
/// this text, and a test holds it to the table).
public enum ManSynopsis {
    public static var roff: String {
        var lines: [String] = []
        for spec in [CommandTable.home] + CommandTable.commands {
            lines.append(".B " + escape(spec.invocation))
            for word in spec.usageWords(includingDisplay: false) { lines.append(".RB " + quoted(word)) }
            lines.append(".br")
        }
        lines.append(".B breathe \\-\\-version")
        return lines.joined(separator: "\n")
    }

    /// Hyphens as roff wants them in options (`\-`), and the word in quotes when it has spaces.
    static func quoted(_ word: String) -> String {
        let text = escape(word)
        return text.contains(" ") ? "\"\(text)\"" : text
    }

    static func escape(_ text: String) -> String {
        text.replacing("-", with: "\\-")
    }
}
