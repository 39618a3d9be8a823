/// How many terminal columns text takes. A Chinese character or an emoji takes two, a
/// combining mark none, control characters none; everything else one. Every table,
/// panel and wrapped line measures by this, never by `count`, or Chinese text would run
/// past the edge at half its width.
extension Character {
    /// A character's first scalar decides (`TextWidth`); a text-style symbol asked to look
    /// like an emoji (U+FE0F) is drawn two wide.
    public var columns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        let width = TextWidth.of(first)
        if width == 1, unicodeScalars.count > 1, unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return width
    }

    /// Chinese and Japanese text may break before or after any such character; English
    /// only at spaces.
    var breaksAnywhere: Bool { unicodeScalars.first.map { TextWidth.of($0) == 2 } ?? false }

    /// Punctuation that must not begin a line (，。、；：！？, closing brackets and quotes,
    /// and the "·" between the parts of a summary, which ends the line before a break).
    var closesPhrase: Bool { "，。、；：！？）」』》〉】”’…,.;:!?)·".contains(self) }

    var isASCIIDigit: Bool { isASCII && isNumber }

    /// Punctuation that must not end a line (opening brackets and quotes).
    var opensPhrase: Bool { "（「『《〈【“‘".contains(self) }
}

extension String {
    /// The columns the text takes on a terminal: counted scalar by scalar where each
    /// stands alone (`TextWidth.standaloneColumns`), else character by character.
    public var columns: Int { TextWidth.standaloneColumns(of: self) ?? reduce(0) { $0 + $1.columns } }
}

extension StringProtocol {
    /// The columns the text takes on a terminal.
    public var columns: Int { reduce(0) { $0 + $1.columns } }

    /// Spaces, then the text, to `width` columns.
    public func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - columns)) + String(self)
    }

    /// The text in `width` columns: whole when it fits, else cut to end in `ellipsis`, so a
    /// cut title says it is cut.
    public func shortened(to width: Int, ellipsis: String) -> String {
        guard columns > width else { return String(self) }
        guard width > ellipsis.columns else { return clipped(to: width) }
        return clipped(to: width - ellipsis.columns).trimmingTrailingSpaces() + ellipsis
    }

    /// As much of the text as fits in `width` columns, a wide character never split: one
    /// that would cross the edge is left out.
    public func clipped(to width: Int) -> String {
        var used = 0, result = ""
        for character in self {
            let wide = character.columns
            if used + wide > width { break }
            used += wide
            result.append(character)
        }
        return result
    }
}

/// Lines of at most a given number of columns. English breaks at spaces; Chinese between
/// any two characters, never before closing punctuation (or a summary's "·") nor after
/// opening, nor beside a figure ("3分钟", "1分32秒") or at a space that joins a number to
/// its unit ("28 课"); a word wider than the line is cut at the edge, a wide character
/// never split. A line ends at a phrase's end (a space, or after ，。；： and the like)
/// rather than inside a word ("已完" / "成") when one falls in its second half.
public enum TextWrap {
    public static func lines(_ text: String, width: Int) -> [String] {
        let width = max(width, 2)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(paragraph, width: width)
        }
        return lines
    }

    /// Each line wrapped to `width`, then `indent` before every line after the first
    /// (a hanging indent for a list entry or an option's help).
    /// What follows the first line is wrapped again from the text itself, not from the
    /// lines joined by spaces, which would put a space between two Chinese characters.
    public static func lines(_ text: String, width: Int, hangingIndent indent: Int) -> [String] {
        let width = max(width, 2)
        guard indent > 0, indent < width else { return lines(text, width: width) }
        let pad = String(repeating: " ", count: indent)
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = paragraph
            if result.isEmpty {
                let first = wrap(paragraph, width: width)[0]
                result.append(first)
                rest = paragraph.dropFirst(first.count).drop { $0 == " " }
                if rest.isEmpty { continue }
            }
            result += wrap(rest, width: width - indent).map { $0.isEmpty ? $0 : pad + $0 }
        }
        return result
    }

    static func wrap(_ paragraph: Substring, width: Int) -> [String] {
        let characters = Array(paragraph)
        if characters.isEmpty { return [""] }
        var lines: [String] = []
        var start = 0
        while start < characters.count {
            // `joined`: a break the number rule kept closed, taken before a word is cut.
            var used = 0, end = start, lastBreak: Int?, phraseEnd: Int?, joined: Int?
            while end < characters.count, used + characters[end].columns <= width {
                used += characters[end].columns
                end += 1
                if end < characters.count, canBreak(between: characters[end - 1], and: characters[end]),
                   !insideFigure(characters, at: end) {
                    guard !joinsNumber(characters, space: end - 1) else { joined = end; continue }
                    lastBreak = end
                    if used * 2 >= width, endsPhrase(characters[end - 1], characters[end]) { phraseEnd = end }
                }
            }
            if end == characters.count {
                lines.append(String(characters[start..<end]).trimmingTrailingSpaces())
                break
            }
            // A space at the edge is a break of its own.
            if characters[end] == " ", !joinsNumber(characters, space: end),
               end + 1 == characters.count || !characters[end + 1].closesPhrase {
                lastBreak = end
            } else if let phraseEnd {
                lastBreak = phraseEnd
            }
            if characters[end] == " " { joined = joined ?? end }
            let cut = (lastBreak ?? joined).flatMap { $0 > start ? $0 : nil } ?? max(end, start + 1)
            lines.append(String(characters[start..<cut]).trimmingTrailingSpaces())
            start = cut
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        return lines
    }

    static func canBreak(between before: Character, and after: Character) -> Bool {
        if after.closesPhrase || before.opensPhrase { return false }
        if before == " " { return after != " " }
        if after == " " { return false }
        // A figure keeps its unit: "3分钟", "12月" (and `insideFigure`).
        if before.isASCIIDigit, after.breaksAnywhere, after.isLetter { return false }
        return before.breaksAnywhere || after.breaksAnywhere
    }

    /// Whether `characters[space]` is a space between a number and a Chinese word ("共 28
    /// 课"), or after a number before a word ("(32 lessons)", "0 freezes banked", "9 full
    /// cycles"): the two stay on one line.
    static func joinsNumber(_ characters: [Character], space: Int) -> Bool {
        guard space > 0, space + 1 < characters.count, characters[space] == " " else { return false }
        let before = characters[space - 1], after = characters[space + 1]
        var first = space - 1
        while first > 0, characters[first - 1] != " " { first -= 1 }
        let word = characters[first..<space].drop { $0 == "(" || $0.opensPhrase }
        if after.isLetter, !word.isEmpty, word.allSatisfy(\.isASCIIDigit) { return true }
        return (before.isNumber && after.breaksAnywhere) || (before.breaksAnywhere && after.isNumber)
    }

    /// Whether a break before `index` falls inside a figure of several units: "1分|32秒",
    /// "12月|1日".
    static func insideFigure(_ characters: [Character], at index: Int) -> Bool {
        index >= 2 && index < characters.count && characters[index].isASCIIDigit
            && characters[index - 1].breaksAnywhere && characters[index - 1].isLetter
            && characters[index - 2].isASCIIDigit
    }

    /// A break that ends a phrase: at a space, after punctuation, before an opening
    /// bracket, or where the script changes; not between two characters of a word.
    static func endsPhrase(_ before: Character, _ after: Character) -> Bool {
        before == " " || before.closesPhrase || after.opensPhrase || !(before.breaksAnywhere && after.breaksAnywhere)
    }
}
