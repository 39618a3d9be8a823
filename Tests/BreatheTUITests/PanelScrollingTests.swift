import FoundationEssentials
import Testing
@testable import BreatheTUI
@testable import BreatheCore

/// Lists fit any size: the chooser and the progress page scroll to keep the selection and
/// the current lesson in view, and below the smallest useful size one line says so.
@Suite struct PanelScrollingTests {
    /// 32 lessons, "Lesson 1" to "Lesson 32", as long as sleep-478's list.
    static let long: Program = {
        let lessons = (1...32).map { #"{"id": "l\#($0)", "title": "Lesson \#($0)", "pattern": "4-7-8", "cycles": 4}"# }
        let json = #"{"id": "long", "title": "Long", "summary": "Thirty-two lessons.", "lessons": [\#(lessons.joined(separator: ","))]}"#
        return try! ProgramDecoder.decode(Data(json.utf8), file: "long.json", source: .builtIn)
    }()

    static func store(completed count: Int) -> ProgressStore {
        var store = ProgressStore()
        for index in 0..<count {
            let at = LocalTimestamp(iso8601: "2026-10-01T20:00:00+01:00")!.adding(seconds: Int64(index) * 86_400)
            store.append(CompletionRecord(id: "c\(index)", programID: "long", lessonID: "l\(index + 1)", completedAt: at, sessionIDs: []))
        }
        return store
    }

    static func rows(_ panel: Panel, width: Int, height: Int) -> [String] {
        panel.render(width: width, height: height, glyphs: .braille).text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
    }

    @Test(arguments: [(80, 24), (80, 12), (40, 8), (20, 6)])
    func theCurrentLessonIsAlwaysInView(width: Int, height: Int) {
        for done in 0..<32 {
            let report = ProgressReport(program: Self.long, store: Self.store(completed: done))
            let rows = Self.rows(ProgramPanels.progress(report: report, glyphs: .braille), width: width, height: height)
            let current = "→ Lesson \(done + 1)"
            #expect(rows.contains { $0 == current || $0.hasPrefix(current + " ") }, "lesson \(done + 1) not in view at \(width)x\(height):\n\(rows.joined(separator: "\n"))")
            #expect(rows.first { !$0.isEmpty } == "Long", "the title scrolled away at \(width)x\(height)")
            #expect(rows.last == "any key back")
            // What is cut is marked, never silently gone.
            let listed = rows.filter { $0.contains("Lesson ") }.count
            if listed < 32 { #expect(rows.contains("…"), "a cut list without a mark at \(width)x\(height)") }
        }
    }

    /// The line saying where the program stands heads the page, and stays there when the
    /// list scrolls: at 40x12 the walk saw "…" in place of "Lesson 2 of 10" until Up, and
    /// later "…" in place of "Lesson 6 of 10" once the current lesson was far down.
    @Test(arguments: [(80, 12, 0), (80, 12, 1), (40, 12, 1), (40, 8, 0), (40, 12, 10), (40, 12, 25), (80, 12, 31)])
    func whereTheProgramStandsStaysWhileTheCurrentLessonFitsBeneathIt(width: Int, height: Int, done: Int) throws {
        let report = ProgressReport(program: Self.long, store: Self.store(completed: done))
        let rows = Self.rows(ProgramPanels.progress(report: report, glyphs: .braille), width: width, height: height)
        let title = try #require(rows.firstIndex(of: "Long"))
        #expect(rows[title + 2] == report.position(.english), "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.hasPrefix("→ Lesson \(done + 1)") })
    }

    @Test func atFortyByTwelveTheFoundationsPageOpensWithItsPlace() throws {
        let foundations = try #require(
            Catalogue.load(builtIn: Catalogue.builtInFiles, personal: []).program(id: "foundations"))
        var store = ProgressStore()
        store.append(CompletionRecord(
            id: "c1", programID: "foundations", lessonID: foundations.lessons[0].id,
            completedAt: LocalTimestamp(iso8601: "2026-10-01T20:00:00+01:00")!, sessionIDs: []))
        let report = ProgressReport(program: foundations, store: store)
        // Opened as home opens it: on today's lesson, chosen for practising again.
        let page = ProgramPanels.progress(report: report, selected: 1, width: 40, height: 12, glyphs: .braille)
        let rows = Self.rows(page, width: 40, height: 12)
        #expect(rows.contains(report.position(.english)), "\(rows.joined(separator: "\n"))")
        #expect(!rows.prefix(3).contains("…"), "\(rows.joined(separator: "\n"))")
    }

    @Test(arguments: [(80, 24), (80, 12), (40, 8)])
    func theSelectedProgramIsAlwaysInView(width: Int, height: Int) throws {
        let programs = try (1...14).map { number in
            try ProgramDecoder.decode(Data(#"{"id": "p\#(number)", "title": "Program \#(number)", "summary": "Number \#(number).", "lessons": [{"id": "a", "title": "A", "pattern": "box", "cycles": 2}]}"#.utf8), file: "p.json", source: .builtIn)
        }
        for selected in programs.indices {
            let rows = Self.rows(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: programs, store: ProgressStore(), active: ProgressStore().activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: selected, firstRun: false), glyphs: .braille), width: width, height: height)
            #expect(rows.contains("› Program \(selected + 1)"), "selection \(selected + 1) not in view at \(width)x\(height):\n\(rows.joined(separator: "\n"))")
            #expect(rows.contains { $0.hasPrefix("up/down choose") })
        }
    }

    /// A title cut to the window says it is cut ("…"), on a panel and over a session; a
    /// lesson's entry wrapped on the progress page goes on under its text, not its mark.
    @Test func aCutTitleEndsInAnEllipsisAndAnEntryHangsUnderItsText() throws {
        let panel = Panel(title: "Foundations · Lesson 1 of 10 · Settle in", lines: [
            .entry("→ In for four, out for six  (relax, 3:00)", indent: 2),
        ], hints: ["q back"])
        let rows = Self.rows(panel, width: 30, height: 8)
        #expect(rows[0] == "Foundations · Lesson 1 of…", "\(rows)")
        #expect(Array(rows[2...3]) == ["→ In for four, out for six", "(relax, 3:00)"], "\(rows)")
        let raw = panel.render(width: 30, height: 8, glyphs: .braille).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Under the text: the margin (2 columns at 30) and the mark's two columns.
        #expect(raw[3].hasPrefix(String(repeating: " ", count: 4) + "(relax"), "\(raw)")
        let ascii = Self.rowsASCII(panel, width: 30, height: 8)
        #expect(ascii[0] == "Foundations · Lesson 1...", "\(ascii)")
        let plan = try PracticePlan(pattern: PatternNotation.parse("4-7-8"), length: .cycles(4))
        let view = SessionView(
            header: "Foundations · Lesson 1 of 10 · Settle in", moment: SessionTimeline(plan: plan).moment(at: 1), isPaused: false)
        let header = SessionScreen(width: 30, height: 12, glyphs: .braille).render(view).text.split(separator: "\n").first
        #expect(header.map { String($0).trimmingWhitespace() } == "Foundations · Lesson 1 of 10…")
    }

    static func rowsASCII(_ panel: Panel, width: Int, height: Int) -> [String] {
        panel.render(width: width, height: height, glyphs: .ascii).text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
    }

    /// Below the smallest size one line says so, and the way out stays at the bottom
    /// (GUIDE: "however small the window"); on a single row the way out is all there is.
    @Test(arguments: [
        (19, 24, "Window too small", "any key back"), (80, 5, "Window too small: at least 20x6", "any key back"),
        (18, 5, "Window too small", "any key back"), (15, 3, "Too small", "any key back"), (9, 3, "Too small", "any key b"), (5, 2, "Too s", "any k"),
        (5, 1, nil, "any k"),
    ] as [(Int, Int, String?, String)])
    func belowTheSmallestSizeOneLineSaysSoAndTheWayOutStays(width: Int, height: Int, line: String?, wayOut: String) {
        let report = ProgressReport(program: Self.long, store: Self.store(completed: 3))
        let rows = Self.rows(ProgramPanels.progress(report: report, glyphs: .braille), width: width, height: height)
        #expect(rows.count == height)
        if let line { #expect(rows.first == line) }
        #expect(rows.last == wayOut)
        #expect(rows.dropFirst(line == nil ? 0 : 1).dropLast().allSatisfy { $0.isEmpty })
        let chinese = ProgramPanels.progress(report: report, glyphs: .braille, words: Words(.simplifiedChinese))
            .render(width: width, height: height, glyphs: .braille, words: Words(.simplifiedChinese))
        #expect(chinese.text.split(separator: "\n", omittingEmptySubsequences: false).last?.hasPrefix("任") == true, "\(chinese.text)")
    }

    @Test func atTheSmallestSizeThePanelItselfIsShown() {
        let report = ProgressReport(program: Self.long, store: Self.store(completed: 3))
        let rows = Self.rows(ProgramPanels.progress(report: report, glyphs: .braille), width: Panel.smallestWidth, height: Panel.smallestHeight)
        #expect(rows.first == "Long")
        #expect(!rows.contains("Window too small"))
    }

    @Test func aBrokenProgramSaysWhichFileAndWhatToDo() {
        let problem = "/home/me/.config/breathe/programs/calm.json: lessons[1].cycles: must be a whole number from 1 to 1000; this file is skipped"
        let screen = ProgramPanels.brokenProgram(id: "calm", problem: problem, glyphs: .braille).render(width: 80, height: 24, glyphs: .braille).text
        assertSnapshot(screen, named: "broken-program-80x24")
        let text = screen.split(separator: "\n").map { String($0).trimmingWhitespace() }.joined(separator: " ")
        #expect(text.contains("calm.json"))
        #expect(text.contains("lessons[1].cycles"))
        #expect(text.contains("progress in calm is kept"))
        #expect(!text.contains("Choose a program to begin"))
    }
}
