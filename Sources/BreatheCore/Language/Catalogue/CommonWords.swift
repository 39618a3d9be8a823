/// Words every area shares: dates, month and weekday names, durations, counts of days
/// and lists. Each area's messages render their facts through these, so a date or a
/// duration reads the same in a report as on the screen.
extension Words {
    /// A duration in prose (a summary, a report): "1:32" in English, as the clock shows
    /// it; in Chinese "1分32秒", "3分钟" or "45秒". In `wholeSeconds`, as `formatClock`, so
    /// two durations shown side by side add up.
    public func duration(_ seconds: Double) -> String {
        guard isChinese else { return formatClock(seconds) }
        let total = wholeSeconds(seconds)
        let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
        if hours > 0 { return minutes > 0 ? "\(hours)小时\(minutes)分" : "\(hours)小时" }
        if minutes == 0 { return "\(secs)秒" }
        return secs == 0 ? "\(minutes)分钟" : "\(minutes)分\(secs)秒"
    }

    /// A month's name: "Dec" / "December"; "12月".
    public func month(_ month: Int, short: Bool = true) -> String {
        let index = min(max(month, 1), 12) - 1
        if isChinese { return "\(index + 1)月" }
        return short ? Self.englishMonths[index].prefix(3).description : Self.englishMonths[index]
    }

    /// A weekday's name, Monday as 0: "Mon" / "Monday"; "周一".
    public func weekday(fromMonday day: Int, short: Bool = true) -> String {
        let index = ((day % 7) + 7) % 7
        if isChinese { return "周" + Self.chineseWeekdays[index] }
        return short ? Self.englishWeekdays[index].prefix(3).description : Self.englishWeekdays[index]
    }

    /// A day: "Tue 1 Dec" (with the year when asked: "Tue 1 Dec 2026"); "12月1日 周二"
    /// ("2026年12月1日 周二").
    public func date(_ date: CivilDate, withYear: Bool = false) -> String {
        let weekday = weekday(fromMonday: date.weekdayFromMonday)
        if isChinese { return (withYear ? "\(date.year)年" : "") + "\(date.month)月\(date.day)日 \(weekday)" }
        return "\(weekday) \(date.day) \(month(date.month))" + (withYear ? " \(date.year)" : "")
    }

    /// "a, b and c"; "a、b和c".
    public func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        if isChinese { return items.dropLast().joined(separator: "、") + "和" + items[items.count - 1] }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// A name or a typed word quoted inside a sentence: 'box'; “box”.
    public func quoted(_ text: String) -> String { isChinese ? "“\(text)”" : "'\(text)'" }

    /// "1 day", "3 days"; "3 天".
    public func days(_ count: Int) -> String { isChinese ? "\(count) 天" : (count == 1 ? "1 day" : "\(count) days") }

    static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December"]
    static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let chineseWeekdays = ["一", "二", "三", "四", "五", "六", "日"]
}
