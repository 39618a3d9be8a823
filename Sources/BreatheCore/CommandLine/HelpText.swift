/// `--help` for every command, made from the table.
public enum HelpText {
    /// A command's help: usage, what it does, its options, notes and examples.
    /// `threshold` is the share of a lesson that completes it, as the person has set it:
    /// the overview states it.
    public static func command(_ spec: CommandSpec, threshold: Double = CompletionRule.defaultThreshold) -> String {
        if spec.name.isEmpty { return general(threshold: threshold) }
        var parts = [usageLines(spec).joined(separator: "\n"), spec.about]
        let options = spec.options
        if !options.isEmpty {
            let labels = options.map { option in option.name + (option.value.map { " " + $0 } ?? "") }
            let width = (labels.map(\.count).max() ?? 0) + 3
            var lines = ["Options:"]
            for (label, option) in zip(labels, options) {
                let also = option.aliases.isEmpty ? "" : " (also " + option.aliases.joined(separator: ", ") + ")"
                let wrapped = wrap(option.help + also, width: max(20, 80 - 2 - width))
                lines.append("  " + label + String(repeating: " ", count: width - label.count) + wrapped[0])
                for more in wrapped.dropFirst() { lines.append(String(repeating: " ", count: 2 + width) + more) }
            }
            parts.append(lines.joined(separator: "\n"))
        }
        if !spec.notes.isEmpty { parts.append(spec.notes) }
        parts.append((spec.examples.count == 1 ? "Example:" : "Examples:") + spec.examples.map { "\n  " + $0 }.joined())
        return parts.joined(separator: "\n\n")
    }

    /// "Usage: breathe practice PATTERN [...]", wrapped at 80 columns between options,
    /// each further line indented under the first word after the command.
    static func usageLines(_ spec: CommandSpec) -> [String] {
        let head = "Usage: " + spec.invocation
        var lines = [head]
        for word in spec.usageWords() {
            if lines[lines.count - 1].count + 1 + word.count > 80 && lines[lines.count - 1].count > head.count {
                lines.append(String(repeating: " ", count: head.count))
            }
            lines[lines.count - 1] += " " + word
        }
        return lines
    }

    /// `breathe --help`: every command with what it does.
    public static var general: String { general(threshold: CompletionRule.defaultThreshold) }

    public static func general(threshold: Double) -> String {
        var lines = ["breathe — a breathing coach for the terminal", "", "Usage:"]
        for spec in [CommandTable.home] + CommandTable.commands {
            let usage = "  " + ([spec.invocation] + spec.usageWords(includingDisplay: false)).joined(separator: " ")
            if usage.count <= 30 {
                lines.append(usage + String(repeating: " ", count: 31 - usage.count) + spec.summary)
            } else {
                lines.append(usage)
                lines.append(String(repeating: " ", count: 31) + spec.summary)
            }
        }
        lines += [
            "",
            "Examples:",
            "  breathe start foundations",
            "  breathe practice 4-7-8",
            "  breathe progress --json",
            "",
            "A lesson counts as done when you practise at least \(formatNumber((threshold * 1000).rounded() / 10))% of it; shorter sessions",
            "are saved and can be continued later the same day. A program opens one new",
            "lesson a day.",
            "During a session: space pauses and resumes, q or Esc ends it, Ctrl-C too.",
            "--plain, --sound MODE, --bell, --sound-here and --no-color work with breathe,",
            "start and practice (breathe help practice explains the sounds);",
            "--help works anywhere on the line.",
            "",
            "Exit status: 0 ok, 1 a runtime or data error, 2 a usage error, 128+N when",
            "signal N ended a session (130 for Ctrl-C).",
        ]
        return lines.joined(separator: "\n")
    }

    /// Splits `text` into lines of at most `width` characters at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }
}
