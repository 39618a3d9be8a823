/// The practice calendar: weeks as columns, weekdays as rows (Monday first), month names
/// above, like a contributions calendar. What was done, never what is left: practice days
/// shaded by minutes in four fixed steps, rest days a freeze covered with their own mark,
/// other days quiet dots, today marked below. Drawn as rows of styled cells (a mark and
/// its shade), printed as text with or without colour, or shown by the full screen in its
/// own colours; every case is a literal line in a test.
public struct PracticeCalendar: Sendable {
    /// The lower bound of each shade, in minutes: 1–4, 5–9, 10–19, 20 and more.
    public static let shadeMinutes = [1, 5, 10, 20]
    /// Columns the weekday names take with the space after them: "Mon " in English,
    /// "周一 " in Chinese, whose characters take two columns each.
    var labelWidth: Int { words.weekday(fromMonday: 0).columns + 1 }
    /// At most two years of weeks, however wide the terminal.
    public static let mostWeeks = 104
    /// A year of weeks (53 columns, from 57 columns of terminal on).
    public static let yearWeeks = 53
    public let days: [CivilDate: DayPractice]
    public let today: CivilDate
    /// The marks; every meaning has its own, so the picture survives without colour.
    public let symbols: Symbols
    /// Whether `lines` carries colour escapes (`styledLines` always carries the styles).
    public let colour: Bool
    /// Month and weekday names and the words around the picture.
    public let words: Words
    /// Whether the legend names the rest day's mark: not until a freeze has been earned,
    /// since before that no day can be one, and a new person would meet a word for a
    /// thing they do not have.
    public let legendsRestDays: Bool

    public init(
        days: [CivilDate: DayPractice], today: CivilDate, ascii: Bool, colour: Bool, words: Words = .english,
        legendsRestDays: Bool = true) {
        self.days = days
        self.today = today
        symbols = Symbols.chosen(ascii: ascii)
        self.colour = colour
        self.words = words
        self.legendsRestDays = legendsRestDays
    }

    /// Which shade a day of `seconds` takes (0 to 3).
    public static func shade(seconds: Double) -> Int {
        let minutes = Int(saturating: (seconds / 60).rounded(.down))
        return (shadeMinutes.lastIndex { minutes >= $0 }) ?? 0
    }

    /// The Monday of `date`'s week.
    static func monday(of date: CivilDate) -> CivilDate { date.adding(days: -date.weekdayFromMonday) }

    /// The calendar as printed text in `width` columns: colour escapes when `colour`.
    public func lines(width: Int) -> [String] {
        styledLines(width: width).map { $0.text(colour: colour) }
    }

    /// The calendar in `width` columns (at least 20), as rows of styled cells. It starts
    /// at the first practice (or rest) day's week, at most `mostWeeks` and at most a year
    /// (more on wide terminals) back, so a first week is one column, not a wall of dots.
    public func styledLines(width: Int) -> [StyledLine] {
        let width = max(width, 8)
        let marked = days.values.filter { $0.isPracticeDay || $0.isRestDay }.map(\.date).filter { $0 <= today }
        guard let first = marked.min() else {
            // Sessions under a minute are practice, but they make no practice day.
            let empty: ReportPhrase = days.values.contains { $0.sessions > 0 } ? .calendarNoPracticeDay : .calendarEmpty
            return TextWrap.lines(words(empty), width: width).map { StyledLine($0) }
        }
        let fits = width - labelWidth
        let weeksBack =
            Int(saturating: Double((Self.monday(of: today).daysSince1970 - Self.monday(of: first).daysSince1970) / 7))
                + 1
        let weeks = max(1, min(weeksBack, fits, fits >= 2 * Self.yearWeeks ? Self.mostWeeks : Self.yearWeeks))
        let start = Self.monday(of: today).adding(days: -7 * (weeks - 1))

        var lines = [StyledLine(monthLine(start: start, weeks: weeks, width: width))]
        for weekday in 0..<7 {
            // Monday, Wednesday, Friday and Sunday are named; the rows between are not.
            var line = StyledLine((weekday % 2 == 0 ? words.weekday(fromMonday: weekday) : "").padded(to: labelWidth))
            for week in 0..<weeks {
                let date = start.adding(days: week * 7 + weekday)
                line += cell(date)
            }
            lines.append(line.trimmingTrailingSpaces())
        }
        let todayColumn = labelWidth + weeks - 1
        let word = words(.today)
        let marker = symbols.today + " " + word
        lines.append(StyledLine(todayColumn + marker.columns <= width
            ? String(repeating: " ", count: todayColumn) + marker
            : String(repeating: " ", count: max(0, todayColumn - word.columns - 1)) + word + " " + symbols.today))
        lines += legend(width: width)
        if marked.count <= 7 && weeksBack <= 2 {
            lines += TextWrap.lines(words(.calendarFirstDays), width: width).map { StyledLine($0) }
        }
        return lines
    }

    /// A day's mark: its shade of practice, a rest day, a quiet dot, or a blank after today.
    func cell(_ date: CivilDate) -> StyledLine {
        guard date <= today else { return StyledLine(" ") }
        guard let day = days[date] else { return StyledLine(symbols.quiet) }
        if day.isPracticeDay {
            let shade = Self.shade(seconds: day.seconds)
            return StyledLine(symbols.shades[shade], style: .shade(shade))
        }
        if day.isRestDay { return StyledLine(symbols.rest, style: .rest) }
        return StyledLine(symbols.quiet)
    }

    /// Month names over the column of the week their first day falls in, when there is
    /// room after the name before and before the edge.
    func monthLine(start: CivilDate, weeks: Int, width: Int) -> String {
        // The month each column begins (its week holds the 1st), and the first column's own.
        var labels: [(week: Int, month: Int)] = []
        for week in 0..<weeks {
            let monday = start.adding(days: week * 7), sunday = monday.adding(days: 6)
            if sunday.day <= 7 {
                labels.append((week, sunday.month))
            } else if week == 0 { labels.append((0, monday.month)) }
        }
        // The first column's month gives way to a month that begins close after it.
        if labels.count >= 2, labels[0].week == 0, labels[1].week < 4 { labels.removeFirst() }
        var line = String(repeating: " ", count: labelWidth)
        for label in labels {
            // Over its week's column, or one column later when the name before ends just
            // there (months are only four or five columns apart). Measured in columns:
            // "12月" takes four.
            let name = words.month(label.month)
            let column = max(labelWidth + label.week, line.columns + (label.week == 0 ? 0 : 1))
            guard column <= labelWidth + label.week + 1, column + name.columns <= width else { continue }
            line += String(repeating: " ", count: column - line.columns) + name
        }
        return line.trimmingTrailingSpaces()
    }

    /// What each mark means, with the minutes of each shade; on two lines when narrow.
    func legend(width: Int) -> [StyledLine] {
        let steps = Self.shadeMinutes
        let parts = [
            StyledLine(symbols.quiet) + StyledLine(" " + words(.legendNone)),
            StyledLine(
                symbols.shades[0],
                style: .shade(0)) + StyledLine(" " + words(.legendMinutes(from: steps[0], to: steps[1] - 1))),
            StyledLine(symbols.shades[1], style: .shade(1)) + StyledLine(" \(steps[1])-\(steps[2] - 1)"),
            StyledLine(symbols.shades[2], style: .shade(2)) + StyledLine(" \(steps[2])-\(steps[3] - 1)"),
            StyledLine(symbols.shades[3], style: .shade(3)) + StyledLine(" \(steps[3])+"),
        ] + (legendsRestDays ? [StyledLine(symbols.rest, style: .rest) + StyledLine(" " + words(.legendRestDay))] : [])
        // As many parts a line as fit, measured in columns; a part wider than the
        // terminal on lines of its own, its mark keeping its style.
        var lines: [StyledLine] = [], current = StyledLine()
        for part in parts {
            if part.plainText.columns > width {
                if current.count > 0 { lines.append(current) }
                let wrapped = TextWrap.lines(part.plainText, width: width)
                lines.append(StyledLine(cells: Array(part.cells.prefix(wrapped[0].count))))
                lines += wrapped.dropFirst().map { StyledLine($0) }
                current = StyledLine()
                continue
            }
            if current.count > 0 && current.plainText.columns + 2 + part.plainText.columns > width {
                lines.append(current)
                current = StyledLine()
            }
            current += (current.count > 0 ? StyledLine("  ") : StyledLine()) + part
        }
        return lines + [current]
    }
}

/// Minutes a week as one line of bars, tallest for the week with the most.
public enum WeeklySparkline {
    public static let weeks = 26

    public static func line(
        days: [CivilDate: DayPractice], today: CivilDate, ascii: Bool, width: Int = 80,
        words: Words = .english) -> String? {
        styledLine(days: days, today: today, ascii: ascii, width: width, words: words)?.plainText
    }

    /// The same line as cells (all plain: the bars' heights are their meaning).
    public static func styledLine(
        days: [CivilDate: DayPractice], today: CivilDate, ascii: Bool, width: Int = 80,
        words: Words = .english) -> StyledLine? {
        let symbols = Symbols.chosen(ascii: ascii)
        let practised = days.values.filter { $0.seconds > 0 && $0.date <= today }
        // From the first practice day, as the calendar starts.
        guard let first = days.values.filter({ $0.isPracticeDay && $0.date <= today }).map(\.date).min() else {
            return nil
        }
        let thisMonday = PracticeCalendar.monday(of: today)
        let since =
            Int(saturating: Double((thisMonday.daysSince1970 - PracticeCalendar.monday(of: first).daysSince1970) / 7))
                + 1
        var count = max(1, min(weeks, since))
        var label = words(count == weeks ? .minutesAWeekLast(weeks: weeks) : .minutesAWeekSinceYouBegan)
        // Narrow terminals get a shorter label, then fewer weeks, then no most: never a
        // wider line. The most takes at most 18 columns ("  (most: 9999 min)").
        if label.columns + count + 18 > width { label = words(.minutesAWeekShort) }
        let showsMost = width - label.columns - 18 >= 1
        count = max(1, min(count, width - label.columns - (showsMost ? 18 : 0)))
        let start = thisMonday.adding(days: -7 * (count - 1))
        var minutes = [Double](repeating: 0, count: count)
        for day in practised where day.date >= start {
            let week = Int(saturating: Double((day.date.daysSince1970 - start.daysSince1970) / 7))
            if minutes.indices.contains(week) { minutes[week] += day.seconds / 60 }
        }
        let most = minutes.max() ?? 0
        let levels = symbols.spark.count - 1
        let bars = minutes.map { value -> String in
            guard value > 0, most > 0 else { return symbols.spark[0] }
            return symbols.spark[max(1, Int(saturating: (value / most * Double(levels)).rounded(.up)))]
        }
        return StyledLine(
            label + bars.joined() + (showsMost ? words(.mostMinutes(Int(saturating: most.rounded()))) : ""))
    }
}
