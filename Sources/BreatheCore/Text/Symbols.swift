/// Every symbol breathe draws, as named sets: Unicode for a UTF-8 terminal, ASCII for
/// one whose locale is not (LANG=C, the Linux console). A set is chosen once, where the
/// terminal is known; every picture and line then takes its symbols from it, so no site
/// chooses a glyph of its own. Both sets have every symbol, by construction.
public struct Symbols: Sendable, Equatable {
    /// Between items on one line: " · " or " - ".
    public let separator: String
    /// A lesson completed: "✓" or "[x]".
    public let check: String
    /// The current lesson: "→" or "->".
    public let current: String
    /// The selected choice in a list: "›" or ">".
    public let selection: String
    /// Text cut short: "…" or "...".
    public let ellipsis: String
    /// The histogram's bar: "█" or "#".
    public let bar: String
    /// What stands in for a control character from a file: "\u{FFFD}" or "?".
    public let replacement: Unicode.Scalar
    /// The calendar: a day without practice.
    public let quiet: String
    /// The calendar's four shades of practice, least to most.
    public let shades: [String]
    /// The calendar: a rest day a freeze covered.
    public let rest: String
    /// The calendar: the mark under today's column.
    public let today: String
    /// The sparkline's levels: none, then eight heights.
    public let spark: [String]

    public static let unicode = Symbols(
        separator: " · ", check: "✓", current: "→", selection: "›", ellipsis: "…", bar: "█",
        replacement: "\u{FFFD}",
        quiet: "·", shades: ["░", "▒", "▓", "█"], rest: "○", today: "↑",
        spark: ["·", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"])

    public static let ascii = Symbols(
        separator: " - ", check: "[x]", current: "->", selection: ">", ellipsis: "...", bar: "#",
        replacement: "?",
        quiet: ".", shades: ["-", "+", "*", "#"], rest: "o", today: "^",
        spark: [".", "_", "-", "~", "=", "+", "*", "#", "@"])

    /// The ASCII set when `ascii`, else the Unicode one.
    public static func chosen(ascii: Bool) -> Symbols { ascii ? .ascii : .unicode }

    /// Every symbol by name (each shade and spark level on its own), for checks over a
    /// whole set.
    public var named: [(name: String, symbol: String)] {
        [("separator", separator), ("check", check), ("current", current), ("selection", selection),
         ("ellipsis", ellipsis), ("bar", bar), ("replacement", String(replacement)), ("quiet", quiet), ("rest", rest),
         ("today", today)]
            + shades.enumerated().map { ("shade \($0.offset)", $0.element) }
            + spark.enumerated().map { ("spark \($0.offset)", $0.element) }
    }
}
