/// Words every area shares: dates, month and weekday names, durations, counts of days
/// and lists, each written by its language's rules (`LanguageRules`). Each area's messages
/// render their facts through these, so a date or a duration reads the same in a report as
/// on the screen.
extension Words {
    /// The rules of this language.
    public var rules: LanguageRules { language.rules }

    /// A duration in prose (a summary, a report): "1:32" in English, as the clock shows
    /// it; in Chinese "1分32秒", "3分钟" or "45秒". In `wholeSeconds`, as `formatClock`, so
    /// two durations shown side by side add up.
    public func duration(_ seconds: Double) -> String { rules.duration(wholeSeconds(seconds)) }

    /// A month's name: "Dec" / "December"; "12月".
    public func month(_ month: Int, short: Bool = true) -> String { rules.month(min(max(month, 1), 12), short) }

    /// A weekday's name, Monday as 0: "Mon" / "Monday"; "周一".
    public func weekday(fromMonday day: Int, short: Bool = true) -> String { rules.weekday(((day % 7) + 7) % 7, short) }

    /// A day: "Tue 1 Dec" (with the year when asked: "Tue 1 Dec 2026"); "12月1日 周二"
    /// ("2026年12月1日 周二").
    public func date(_ date: CivilDate, withYear: Bool = false) -> String {
        rules.date(date, weekday(fromMonday: date.weekdayFromMonday), withYear)
    }

    /// "a, b and c"; "a、b和c".
    public func list(_ items: [String]) -> String { joined(items, last: rules.lastListSeparator) }

    /// Names one of which is meant: "a, b or c"; "a、b 或 c".
    public func alternatives(_ items: [String]) -> String { joined(items, last: rules.lastAlternativeSeparator) }

    /// The items as a list, `last` before the last of them.
    private func joined(_ items: [String], last: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: rules.listSeparator) + last + items[items.count - 1]
    }

    /// A name or a typed word quoted inside a sentence: 'box'; “box”.
    public func quoted(_ text: String) -> String { rules.openQuote + text + rules.closeQuote }

    /// "1 day", "3 days"; "3 天".
    public func days(_ count: Int) -> String { rules.days(count) }
}
