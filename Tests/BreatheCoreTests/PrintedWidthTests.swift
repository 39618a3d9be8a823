import FoundationEssentials
import Testing
@testable import BreatheCore

/// Printed prose fits the width, in English and in Chinese (two columns a character):
/// stats and its pictures, patterns, the settings, programs, a scored pace run. Records
/// (history lines, the status line) are one line each, never wrapped.
@Suite struct PrintedWidthTests {
    static let languages = [Words.english, Words(.simplifiedChinese)]

    /// Long names where names go, so that every entry must wrap somewhere.
    static func longHistory() throws -> ReportHistory {
        var history = try ReportHistory()
        history.fixture.attempt("c", practiced: 5, at: "2026-12-01T11:00:00+01:00")
        history.fixture.attempt("c", practiced: 5, at: "2026-12-01T12:00:00+01:00")
        return history
    }

    /// Every line's columns, and the widest line named when one is too wide.
    static func expectFits(_ lines: [String], _ width: Int, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let wide = lines.filter { $0.columns > width }
        #expect(wide.isEmpty, "\(what) at \(width): \(wide)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [20, 30, 40, 80])
    func everyReportFits(width: Int) throws {
        let history = try Self.longHistory()
        let mine = try ProgramDecoder.decode(Data(#"{"id": "a-rather-long-program-id", "title": "一个名字很长很长的课程，用来看换行是否正确", "summary": "Gentle first steps: slow, easy breathing that grows over two weeks, with a long summary.", "lessons": [{"id": "one", "title": "第一天", "pattern": "4-6", "minutes": 5}]}"#.utf8), file: "/p/m.json", source: .file("/p/m.json"))
        let catalogue = Catalogue(programs: [history.fixture.program, mine], warnings: [])
        let start = try #require(CommandDecisionTests.runs.first?.blockTimes.first?.start)
        let scored = try RRMatch.score(RRRecording(intervals: Array(repeating: 1000, count: 120), times: (0..<120).map { start + Double($0) }), file: "rr.txt", runs: CommandDecisionTests.runs).get()
        for words in Self.languages {
            Self.expectFits(history.stats().lines(bar: "#", separator: " · ", words: words, width: width), width, "stats \(words.language)")
            Self.expectFits(history.stats().pictureLines(width: width, ascii: false, colour: false, words: words), width, "stats pictures \(words.language)")
            Self.expectFits(PatternListReport.lines(pace: 6, words: words, width: width), width, "patterns \(words.language)")
            guard case .show(let listing) = ConfigCommand.plan(arguments: [], loaded: .success(Settings()), configFile: "/c.json", words: words, width: width) else {
                Issue.record("no listing")
                return
            }
            Self.expectFits(listing, width, "config \(words.language)")
            Self.expectFits(ProgramListReport.lines(ChooserEntry.entries(programs: catalogue.programs, store: history.store, active: history.store.activeProgramID, today: CivilDate(year: 2027, month: 1, day: 1), rolloverHour: 3), activeMark: "*", separator: " · ", words: words, width: width), width, "programs \(words.language)")
            // The table of blocks is a record; the sentences around it are prose.
            let score = PaceReport.scoreLines(scored, file: "rr.txt", separator: " · ", words: words, width: width)
            Self.expectFits(score.filter { !$0.hasPrefix("  ") }, width, "pace --rr \(words.language)")
        }
    }

    /// Wrapping keeps every word: the lines joined again are the text (English joined at
    /// the spaces it broke at, Chinese as it was, with no space put between characters).
    @Test func wrappedProseLosesNothing() {
        let stalls = ReportPhrase.stallsHeading(threshold: 0.8)
        let english = TextWrap.lines(Words.english(stalls), width: 30)
        #expect(english == ["Where practice stalls (two or", "more attempts below 80%)"])
        let chinese = TextWrap.lines("  " + Words(.simplifiedChinese)(.programTotals(title: "呼吸入门", sessions: 12, practisedSeconds: 754, lessonsCompleted: 3, separator: " · ")), width: 24, hangingIndent: 4)
        #expect(chinese == ["  呼吸入门：12 次练习 ·", "    12分34秒 · 完成 3 课"])
        // A Chinese entry continued under its hanging indent has no space put inside it.
        let entry = TextWrap.lines("  每天早上五分钟，慢慢吸气，慢慢呼气，让一天从平静开始。", width: 20, hangingIndent: 4)
        // "，" may not begin a line, so 气 goes down with it.
        #expect(entry == [
            "  每天早上五分钟，",
            "    慢慢吸气，",
            "    慢慢呼气，",
            "    让一天从平静开",
            "    始。",
        ])
        #expect(entry.map { $0.drop { $0 == " " } }.joined() == "每天早上五分钟，慢慢吸气，慢慢呼气，让一天从平静开始。")
        // An opening bracket never ends a line, a closing one never begins one.
        #expect(TextWrap.lines("显示连续练习天数（true、false）", width: 18) == ["显示连续练习天数", "（true、false）"])
    }

    /// A history line is a record: as long as its facts, in any language, never cut.
    @Test func historyAndStatusAreOneLineEach() throws {
        let history = try Self.longHistory()
        for words in Self.languages {
            let lines = HistoryReport.lines(history.store, catalogue: history.catalogue, words: words)
            #expect(lines.count == history.store.sessions.count)
            #expect(lines.allSatisfy { !$0.contains("\n") })
        }
    }
}
