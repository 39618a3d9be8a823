import Testing
@testable import BreatheCore

/// Pictures as rows of styled cells, and the one renderer that prints them: with colour
/// escapes or without, against lines written by hand.
@Suite struct StyledTextTests {
    static let line = StyledLine("Mon ") + StyledLine("█", style: .shade(3)) + StyledLine("○", style: .rest)
        + StyledLine("·") + StyledLine("░", style: .shade(0)) + StyledLine("  ")

    @Test func cellsPrintWithoutColourAsTheirCharacters() {
        #expect(Self.line.text(colour: false) == "Mon █○·░  ")
        #expect(Self.line.plainText == "Mon █○·░  ")
        #expect(Self.line.count == 10)
    }

    @Test func cellsPrintWithColourAsEachStyledCellInItsEscape() {
        #expect(Self.line.text(colour: true) == "Mon \u{1B}[38;5;40m█\u{1B}[0m\u{1B}[38;5;75m○\u{1B}[0m·\u{1B}[38;5;22m░\u{1B}[0m  ")
        #expect(StyledLine("plain words").text(colour: true) == "plain words")
        #expect(StyledLine("+*", style: .shade(1)).text(colour: true) == "\u{1B}[38;5;28m+\u{1B}[0m\u{1B}[38;5;28m*\u{1B}[0m")
        #expect(StyledLine("x", style: .shade(2)).text(colour: true) == "\u{1B}[38;5;34mx\u{1B}[0m")
    }

    /// Only plain spaces are trimmed: a styled cell ends the line where it stands.
    @Test func trailingPlainSpacesAreTrimmed() {
        #expect(Self.line.trimmingTrailingSpaces().text(colour: false) == "Mon █○·░")
        let styledSpace = StyledLine("a") + StyledLine(" ", style: .rest) + StyledLine("   ")
        #expect(styledSpace.trimmingTrailingSpaces().count == 2)
        #expect(StyledLine("   ").trimmingTrailingSpaces() == StyledLine())
    }

    /// The calendar's first week: its cells carry the shades and the rest day, and print
    /// coloured as written here by hand.
    @Test func theCalendarsCellsCarryTheirStylesAndPrintInColour() {
        let calendar = PracticeCalendar(days: PracticeCalendarTests.days(["2026-11-30": 25, "2026-12-02": 3], rest: ["2026-12-01"]), today: PracticeCalendarTests.date("2026-12-02"), ascii: true, colour: true)
        let cells = calendar.styledLines(width: 80)
        #expect(cells[1].cells.map(\.style) == [.plain, .plain, .plain, .plain, .shade(3)])
        #expect(cells[2].cells.last?.style == .rest)
        #expect(cells[3].cells.last?.style == .shade(0))
        #expect(calendar.lines(width: 80) == [
            "    Dec",
            "Mon \u{1B}[38;5;40m#\u{1B}[0m",
            "    \u{1B}[38;5;75mo\u{1B}[0m",
            "Wed \u{1B}[38;5;22m-\u{1B}[0m",
            "",
            "Fri",
            "",
            "Sun",
            "    ^ today",
            ". none  \u{1B}[38;5;22m-\u{1B}[0m 1-4 min  \u{1B}[38;5;28m+\u{1B}[0m 5-9  \u{1B}[38;5;34m*\u{1B}[0m 10-19  \u{1B}[38;5;40m#\u{1B}[0m 20+  \u{1B}[38;5;75mo\u{1B}[0m rest day (a freeze)",
            "Your first days of practice: each day you add is marked above.",
        ])
        // Without colour, the same cells as the plain lines.
        #expect(cells.map { $0.text(colour: false) } == PracticeCalendar(days: calendar.days, today: calendar.today, ascii: true, colour: false).lines(width: 80))
    }

    /// The legend folds by its cells, not by its escapes: at 30 columns it takes three
    /// lines, coloured or not.
    @Test func theLegendFoldsTheSameWithColour() {
        let days = PracticeCalendarTests.days(["2026-11-30": 25])
        let today = PracticeCalendarTests.date("2026-12-02")
        let plain = PracticeCalendar(days: days, today: today, ascii: true, colour: false).lines(width: 30)
        let coloured = PracticeCalendar(days: days, today: today, ascii: true, colour: true).lines(width: 30)
        #expect(plain.count == coloured.count)
        #expect(Array(plain[9...11]) == [". none  - 1-4 min  + 5-9", "* 10-19  # 20+", "o rest day (a freeze)"])
        #expect(coloured[11] == "\u{1B}[38;5;75mo\u{1B}[0m rest day (a freeze)")
    }

    /// `breathe stats` prints the pictures' cells: the calendar, a blank line, the
    /// sparkline, which has no colour of its own.
    @Test func statsPicturesAreTheCellsPrinted() {
        let days = PracticeCalendarTests.days(["2026-11-30": 25, "2026-12-02": 12])
        let report = StatsReport(streak: Streak(practiceDays: [], today: PracticeCalendarTests.date("2026-12-02"), freezes: Settings().freezes),
                                 insights: Insights(store: ProgressStore(), catalogue: Catalogue(programs: [], warnings: []), rule: Settings().completionRule),
                                 settings: Settings(), days: days, today: PracticeCalendarTests.date("2026-12-02"))
        let pictures = report.pictures(width: 80, ascii: false)
        #expect(report.pictureLines(width: 80, ascii: false, colour: true) == pictures.map { $0.text(colour: true) })
        #expect(report.pictureLines(width: 80, ascii: false, colour: false) == pictures.map { $0.text(colour: false) })
        #expect(pictures.last?.text(colour: true) == "Minutes a week since you began: █  (most: 37 min)")
        #expect(pictures.last?.cells.allSatisfy { $0.style == .plain } == true)
    }
}
