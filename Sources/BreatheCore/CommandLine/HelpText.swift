/// `--help` for every command, made from the table, in the person's language and fitted
/// to the terminal.
///
/// Help is laid out for at most 80 columns. Its prose is always wrapped to the width, in
/// columns, English lines joined back into their paragraphs first; Chinese is written a
/// paragraph a line.
public enum HelpText {
    /// The width help is written for, and the widest it gets.
    public static let fullWidth = 80

    /// A command's help: usage, what it does, its options, notes and examples.
    /// `threshold` is the share of a lesson that completes it, as the person has set it:
    /// the overview states it.
    public static func command(
        _ spec: CommandSpec, threshold: Double = CompletionRule.defaultThreshold, words: Words = .english,
        width: Int = fullWidth) -> String {
        if spec.name.isEmpty { return general(threshold: threshold, words: words, width: width) }
        let width = fitted(width)
        var parts = [
            usageLines(spec, words: words, width: width), block(words(.about(spec.id)), words: words, width: width)]
        if !spec.options.isEmpty { parts.append(optionLines(spec.options, words: words, width: width)) }
        if let notes = spec.notes { parts.append(block(words(notes), words: words, width: width)) }
        parts.append(exampleLines(spec.examples, words: words, width: width))
        return parts.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    /// `breathe --help`: every command with what it does.
    public static var general: String { general(threshold: CompletionRule.defaultThreshold) }

    public static func general(threshold: Double, words: Words = .english, width: Int = fullWidth) -> String {
        let width = fitted(width)
        var lines = [words(.overviewTitle), "", words(.usageTitle)]
        // The summaries' column; on a narrow terminal they go under their usage instead.
        let column = width >= 60 ? 31 : 4
        for spec in [CommandTable.home] + CommandTable.commands {
            let usage = "  " + ([spec.invocation] + spec.usageWords(includingDisplay: false)).joined(separator: " ")
            let summary = words(.summary(spec.id))
            // At full width a summary stays beside a short usage, as written.
            if usage.columns < column, width == fullWidth || column + summary.columns <= width {
                lines.append(usage.padded(to: column) + summary)
            } else {
                lines += wrapped(
                    "  " + spec.invocation, spec.usageWords(includingDisplay: false), width: width, fallbackIndent: 6)
                lines += TextWrap.lines(summary, width: width - column).map {
                    String(repeating: " ", count: column) + $0
                }
            }
        }
        lines += ["", words(.examplesTitle(count: 3))]
        lines += exampleLines(
            ["breathe start foundations", "breathe practice 4-7-8", "breathe progress --json"], words: words,
            width: width).dropFirst()
        lines += [""] + block(words(.overviewNotes(threshold: threshold)), words: words, width: width)
        lines += [""] + block(words(.exitStatus), words: words, width: width)
        return fit(lines, width: width).joined(separator: "\n")
    }

    /// The width to lay help out for: the terminal's, at most `fullWidth`, and never so
    /// narrow that an option and its value cannot stand on a line.
    static func fitted(_ width: Int) -> Int { min(max(width, 24), fullWidth) }

    /// "Usage: breathe practice PATTERN [...]", wrapped between options, each further line
    /// indented under the first word after the command (or by 4, when that leaves no room).
    static func usageLines(_ spec: CommandSpec, words: Words, width: Int) -> [String] {
        wrapped(words(.usage(invocation: spec.invocation)), spec.usageWords(), width: width, fallbackIndent: 4)
    }

    /// `head` and the usage words after it, a line broken only between two of them; each
    /// further line indented under the first word (or by `fallbackIndent`, when the
    /// widest word would not fit there).
    static func wrapped(_ head: String, _ usageWords: [String], width: Int, fallbackIndent: Int) -> [String] {
        let widest = usageWords.map(\.columns).max() ?? 0
        let indent = head.columns + 1 + widest <= width ? head.columns : fallbackIndent - 1
        var lines = [head]
        for word in usageWords {
            if lines[lines.count - 1].columns + 1 + word.columns > width && lines[lines.count - 1].columns > indent {
                lines.append(String(repeating: " ", count: indent))
            }
            lines[lines.count - 1] += " " + word
        }
        return fit(lines, width: width)
    }

    /// "Options:" and a line or more for each, the help in a column after the widest
    /// option; on a terminal too narrow for that column, each help under its option.
    static func optionLines(_ options: [OptionSpec], words: Words, width: Int) -> [String] {
        let labels = options.map { option in option.name + (option.value.map { " " + $0 } ?? "") }
        let column = 2 + (labels.map(\.columns).max() ?? 0) + 3
        let beside = width - column >= 20
        var lines = [words(.optionsTitle)]
        for (label, option) in zip(labels, options) {
            let also = option.aliases.isEmpty ? "" : words.rules.gap + words(.alsoNames(option.aliases))
            let help = option.help(words) + also
            if beside {
                let wrapped = TextWrap.lines(help, width: width - column)
                lines.append(("  " + label).padded(to: column) + wrapped[0])
                lines += wrapped.dropFirst().map { String(repeating: " ", count: column) + $0 }
            } else {
                lines.append("  " + label)
                lines += TextWrap.lines(help, width: width - 6).map { "      " + $0 }
            }
        }
        return lines
    }

    /// "Examples:" and each example as typed, with its note.
    static func exampleLines(_ examples: [HelpExample], words: Words, width: Int) -> [String] {
        var lines = [words(.examplesTitle(count: examples.count))]
        for example in examples {
            let line = "  " + example.line + (example.note.map { "   " + words($0) } ?? "")
            lines += TextWrap.lines(line, width: width, hangingIndent: 4)
        }
        return lines
    }

    /// A text of the catalogue: English lines joined back into their paragraphs (a line
    /// after one that ends a sentence starts a paragraph of its own), and each paragraph
    /// wrapped, an entry of a list ("  name   text") under its text's column. Always
    /// wrapped, never printed as written: a line broken by hand in the source printed as a
    /// short line in the middle of a sentence.
    static func block(_ text: String, words: Words, width: Int) -> [String] {
        let written = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var paragraphs: [String] = []
        for line in written {
            // A line that ends a sentence may end its paragraph too: the next starts anew.
            if words.rules.linesRunOn, let last = paragraphs.last, !last.isEmpty, !line.isEmpty, !last.hasSuffix("."),
               leadingSpaces(line) == hangingIndent(of: last) {
                paragraphs[paragraphs.count - 1] += " " + line.drop { $0 == " " }
            } else {
                paragraphs.append(line)
            }
        }
        return paragraphs.flatMap { TextWrap.lines($0, width: width, hangingIndent: hangingIndent(of: $0)) }
    }

    static func leadingSpaces(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    /// Where a line's further lines go: under the text of an entry ("  tone   a soft…"),
    /// under the start of any other indented line, at the margin for prose.
    static func hangingIndent(of line: String) -> Int {
        let leading = leadingSpaces(line)
        guard leading > 0 else { return 0 }
        let rest = line.dropFirst(leading)
        guard let gap = rest.firstRange(of: "  ") else { return leading }
        return leading + rest[..<gap.lowerBound].columns + rest[gap.lowerBound...].prefix { $0 == " " }.count
    }

    /// Lines no wider than `width`: any wider one wrapped, under its own indentation.
    /// Below full width only, where help is written to fit.
    static func fit(_ lines: [String], width: Int) -> [String] {
        guard width < fullWidth else { return lines }
        return lines.flatMap {
            $0.columns <= width ? [$0] : TextWrap.lines($0, width: width, hangingIndent: leadingSpaces($0) + 2)
        }
    }
}
