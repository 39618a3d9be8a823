import Testing
@testable import BreatheCore

/// The calendar and the sparkline as the text they print, line by line.
@Suite struct PracticeCalendarTests {
    static func date(_ text: String) -> CivilDate {
        let parts = text.split(separator: "-").map { Int($0)! }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2])
    }

    /// Days practised (minutes) and rest days.
    static func days(_ practised: [String: Double], rest: [String] = []) -> [CivilDate: DayPractice] {
        var days: [CivilDate: DayPractice] = [:]
        for (text, minutes) in practised {
            days[date(text)] = DayPractice(date: date(text), seconds: minutes * 60, sessions: 1, isPracticeDay: minutes >= 1, isRestDay: false)
        }
        for text in rest { days[date(text)] = DayPractice(date: date(text), seconds: 0, sessions: 0, isPracticeDay: false, isRestDay: true) }
        return days
    }

    @Test func theFirstWeekIsOneColumnAndAShortLine() {
        // Wednesday 2 December 2026; practice on Monday (25 min) and today (3 min), a
        // freeze covered Tuesday.
        let calendar = PracticeCalendar(days: Self.days(["2026-11-30": 25, "2026-12-02": 3], rest: ["2026-12-01"]), today: Self.date("2026-12-02"), ascii: true, colour: false)
        // The column holds 1 December: it is December's.
        #expect(calendar.lines(width: 80) == [
            "    Dec",
            "Mon #",
            "    o",
            "Wed -",
            "",
            "Fri",
            "",
            "Sun",
            "    ^ today",
            ". none  - 1-4 min  + 5-9  * 10-19  # 20+  o rest day (a freeze)",
            "Your first days of practice: each day you add is marked above.",
        ])
    }

    @Test func unicodeGlyphsAndColourKeepTheirMeaning() {
        let days = Self.days(["2026-11-30": 25, "2026-12-02": 12], rest: ["2026-12-01"])
        let plain = PracticeCalendar(days: days, today: Self.date("2026-12-02"), ascii: false, colour: false).lines(width: 80)
        #expect(Array(plain[1...3]) == ["Mon █", "    ○", "Wed ▓"])
        #expect(plain[8] == "    ↑ today")
        let coloured = PracticeCalendar(days: days, today: Self.date("2026-12-02"), ascii: false, colour: true).lines(width: 80)
        #expect(coloured[1] == "Mon \u{1B}[38;5;40m█\u{1B}[0m")
        #expect(coloured[2] == "    \u{1B}[38;5;75m○\u{1B}[0m")
    }

    @Test func theShadesFollowTheMinutesInTheLegend() {
        #expect([0.5, 1, 4.9, 5, 9.99, 10, 19, 20, 600].map { PracticeCalendar.shade(seconds: $0 * 60) } == [0, 0, 0, 1, 1, 2, 2, 3, 3])
    }

    /// Three weeks from Monday 9 November to Sunday 29 November (today): month names over
    /// the week the 1st falls in (December has not begun), quiet dots for days without
    /// practice, a day at each shade.
    @Test func todayAtTheEndOfAWeek() {
        let calendar = PracticeCalendar(days: Self.days(["2026-11-09": 2, "2026-11-18": 7, "2026-11-27": 15, "2026-11-29": 40]), today: Self.date("2026-11-29"), ascii: true, colour: false)
        #expect(calendar.lines(width: 80) == [
            "    Nov",
            "Mon -..",
            "    ...",
            "Wed .+.",
            "    ...",
            "Fri ..*",
            "    ...",
            "Sun ..#",
            "      ^ today",
            ". none  - 1-4 min  + 5-9  * 10-19  # 20+  o rest day (a freeze)",
        ])
    }

    /// Monday 30 November is today: the week has one day so far, and a month begins in
    /// the second column (1 December is in the week of 30 November).
    @Test func todayAtTheStartOfAWeek() {
        let calendar = PracticeCalendar(days: Self.days(["2026-11-23": 6, "2026-11-30": 6]), today: Self.date("2026-11-30"), ascii: true, colour: false)
        let lines = calendar.lines(width: 80)
        // November's first column gives way to December, which begins in the next.
        #expect(Array(lines[0...3]) == ["     Dec", "Mon ++", "    .", "Wed ."])
        #expect(lines[8] == "     ^ today")
    }

    /// A year and more of practice: 53 weeks at 80 columns, 36 at 40, two years at 200;
    /// never a line wider than the terminal.
    @Test(arguments: [(40, 36), (80, 53), (200, 104)])
    func widths(width: Int, weeks: Int) {
        var practised: [String: Double] = [:]
        var day = Self.date("2024-06-03")
        while day <= Self.date("2026-12-02") {
            if day.day % 3 == 0 { practised[day.iso8601] = Double(day.day) }
            day = day.adding(days: 1)
        }
        let lines = PracticeCalendar(days: Self.days(practised), today: Self.date("2026-12-02"), ascii: true, colour: false).lines(width: width)
        #expect(lines.allSatisfy { $0.count <= width }, "\(lines.filter { $0.count > width }.map { "\($0.count) \($0)" })")
        // Mondays: the label, then one cell a week.
        #expect(lines[1].count == 4 + weeks)
        // The last column is this week; 3 December is not yet, so Thursday stops short.
        #expect(lines[4].count == 4 + weeks - 1)
        #expect(lines.contains { $0.hasSuffix("^ today") || $0.hasSuffix("today ^") })
    }

    /// A year of practice seen at 40 columns: the last 36 weeks, month names where they
    /// fit, "today" before its mark at the edge, the legend on two lines.
    @Test func aYearAtFortyColumns() {
        let days = Self.days(["2025-12-01": 5, "2026-03-23": 25, "2026-06-01": 3, "2026-11-29": 7], rest: ["2026-06-02"])
        let dots = { (count: Int) in String(repeating: ".", count: count) }
        #expect(PracticeCalendar(days: days, today: Self.date("2026-11-29"), ascii: true, colour: false).lines(width: 40) == [
            "     Apr May  Jun Jul Aug  Sep Oct Nov",
            "Mon #" + dots(9) + "-" + dots(25),
            "    " + dots(10) + "o" + dots(25),
            "Wed " + dots(36),
            "    " + dots(36),
            "Fri " + dots(36),
            "    " + dots(36),
            "Sun " + dots(35) + "+",
            String(repeating: " ", count: 33) + "today ^",
            ". none  - 1-4 min  + 5-9  * 10-19  # 20+",
            "o rest day (a freeze)",
        ])
    }

    /// The same year at 80 and at 200 columns: all 52 weeks since the first practice (a
    /// year needs no more room), month names a column apart where they would touch.
    @Test(arguments: [80, 200])
    func aYearAtEightyAndTwoHundredColumns(width: Int) {
        let days = Self.days(["2025-12-01": 5, "2026-03-23": 25, "2026-06-01": 3, "2026-11-29": 7], rest: ["2026-06-02"])
        let dots = { (count: Int) in String(repeating: ".", count: count) }
        #expect(PracticeCalendar(days: days, today: Self.date("2026-11-29"), ascii: true, colour: false).lines(width: width) == [
            "    Dec Jan Feb Mar  Apr May  Jun Jul Aug  Sep Oct Nov",
            "Mon +" + dots(15) + "#" + dots(9) + "-" + dots(25),
            "    " + dots(26) + "o" + dots(25),
            "Wed " + dots(52),
            "    " + dots(52),
            "Fri " + dots(52),
            "    " + dots(52),
            "Sun " + dots(51) + "+",
            String(repeating: " ", count: 55) + "^ today",
            ". none  - 1-4 min  + 5-9  * 10-19  # 20+  o rest day (a freeze)",
        ])
    }

    /// A first week at 30 columns: the legend and the sentence fold to the width.
    @Test func aFirstWeekAtThirtyColumns() {
        let lines = PracticeCalendar(days: Self.days(["2026-11-30": 25, "2026-12-02": 3], rest: ["2026-12-01"]), today: Self.date("2026-12-02"), ascii: true, colour: false).lines(width: 30)
        #expect(lines.allSatisfy { $0.count <= 30 }, "\(lines)")
        #expect(lines.contains(". none  - 1-4 min  + 5-9"))
        #expect(lines.contains("o rest day (a freeze)"))
    }

    @Test func theSparklineFitsANarrowTerminal() {
        var practised: [String: Double] = [:]
        var day = Self.date("2026-01-05")
        while day <= Self.date("2026-12-02") {
            practised[day.iso8601] = Double(day.day % 12 + 1)
            day = day.adding(days: 1)
        }
        let days = Self.days(practised)
        let wide = WeeklySparkline.line(days: days, today: Self.date("2026-12-02"), ascii: true, width: 80) ?? ""
        #expect(wide.hasPrefix("Minutes a week, last 26 weeks: "))
        #expect(wide.count <= 80)
        let narrow = WeeklySparkline.line(days: days, today: Self.date("2026-12-02"), ascii: true, width: 40) ?? ""
        #expect(narrow.hasPrefix("Min/week: "))
        #expect(narrow.count <= 40, "\(narrow)")
        // Only sessions under a minute: no practice day, no line.
        #expect(WeeklySparkline.line(days: [Self.date("2026-12-01"): DayPractice(date: Self.date("2026-12-01"), seconds: 30, sessions: 1, isPracticeDay: false, isRestDay: false)], today: Self.date("2026-12-02"), ascii: true) == nil)
    }

    @Test func withoutPracticeThereIsASentenceNotADots() {
        #expect(PracticeCalendar(days: [:], today: Self.date("2026-12-02"), ascii: true, colour: false).lines(width: 80) == ["No practice yet: the calendar fills in as you practise."])
        // Sessions under a minute are practice, not a practice day: the calendar says why it is empty.
        let short = DayPractice(date: Self.date("2026-12-01"), seconds: 90, sessions: 3, isPracticeDay: false, isRestDay: false)
        #expect(PracticeCalendar(days: [short.date: short], today: Self.date("2026-12-02"), ascii: true, colour: false).lines(width: 80)
            == ["No practice day yet: a day is marked once it has a session of a minute or more."])
    }

    @Test func theSparklineIsMinutesAWeek() {
        // Weeks of 23 November (30 min) and 30 November (60 min); the half minute of
        // 10 November is no practice day, so the line starts at the first one.
        let days = Self.days(["2026-11-10": 0.5, "2026-11-23": 30, "2026-11-30": 45, "2026-12-02": 15])
        #expect(WeeklySparkline.line(days: days, today: Self.date("2026-12-02"), ascii: false) == "Minutes a week since you began: ▄█  (most: 60 min)")
        #expect(WeeklySparkline.line(days: days, today: Self.date("2026-12-02"), ascii: true) == "Minutes a week since you began: =@  (most: 60 min)")
        #expect(WeeklySparkline.line(days: [:], today: Self.date("2026-12-02"), ascii: true) == nil)
    }
}

/// The days behind the pictures follow the streak's rules.
@Suite struct PracticeLogTests {
    static func session(_ start: String, seconds: Double) -> SessionRecord {
        let began = LocalTimestamp(iso8601: start)!
        return SessionRecord(id: newRecordID(), programID: nil, lessonID: nil, pattern: "4-6", startedAt: began, endedAt: began.adding(seconds: Int64(seconds)), plannedSeconds: seconds, practicedSeconds: seconds, counted: false, endReason: .finished)
    }

    @Test func aDayIsTheSessionsOwnLocalDayFromTheRolloverHour() {
        var store = ProgressStore()
        // 02:30 in Shanghai is still 1 December by a 3 o'clock rollover…
        store.append(Self.session("2026-12-02T02:30:00+08:00", seconds: 300))
        // …and 23:30 in New York is 1 December there, though 2 December in UTC.
        store.append(Self.session("2026-12-01T23:30:00-05:00", seconds: 120))
        // Half a minute is a session, not a practice day.
        store.append(Self.session("2026-12-03T09:00:00+08:00", seconds: 30))
        let days = PracticeLog.days(in: store, rolloverHour: 3, restDays: [])
        let first = CivilDate(year: 2026, month: 12, day: 1)
        #expect(days[first] == DayPractice(date: first, seconds: 420, sessions: 2, isPracticeDay: true, isRestDay: false))
        #expect(days[CivilDate(year: 2026, month: 12, day: 3)]?.isPracticeDay == false)
        #expect(Set(days.values.filter(\.isPracticeDay).map(\.date)) == PracticeDays.days(in: store, rolloverHour: 3))
    }
}
