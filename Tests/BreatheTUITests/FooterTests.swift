import FoundationEssentials
import Testing
@testable import BreatheTUI
@testable import BreatheCore

/// Key hints at the foot of every panel, in both languages: whole hints only, two rows
/// on a window 12 high rather than lose one, and when some must give way, the way out
/// (q, Esc) is the last to go.
@Suite struct FooterTests {
    static let home = ["Enter start", "p progress", "o other programs", "q quit"]
    static let homeChinese = ["回车开始", "p 进度", "o 其他课程", "q 退出"]

    @Test(arguments: [
        // 80 columns: one row.
        (home, 72, 2, ["Enter start · p progress · o other programs · q quit"]),
        (homeChinese, 72, 2, ["回车开始 · p 进度 · o 其他课程 · q 退出"]),
        // 40×12: two rows, nothing lost.
        (home, 36, 2, ["Enter start · p progress", "o other programs · q quit"]),
        (homeChinese, 36, 2, ["回车开始 · p 进度 · o 其他课程", "q 退出"]),
        // One row: the hints before q give way from the right.
        (home, 36, 1, ["Enter start · p progress · q quit"]),
        (homeChinese, 30, 1, ["回车开始 · p 进度 · q 退出"]),
        (home, 24, 1, ["Enter start · q quit"]),
        (homeChinese, 20, 1, ["回车开始 · q 退出"]),
        // 20×6: only the way out.
        (home, 16, 1, ["q quit"]),
        (homeChinese, 16, 1, ["q 退出"]),
        // Narrower than the way out itself: cut, never a half character.
        (homeChinese, 5, 1, ["q 退"]),
        (["up/down choose", "Enter select", "q back"], 16, 1, ["q back"]),
        (["上下键选择", "回车确定", "q 返回"], 36, 1, ["上下键选择 · 回车确定 · q 返回"]),
    ])
    func hintsGiveWayInOrder(hints: [String], width: Int, rows: Int, expected: [String]) {
        #expect(Panel.footer(hints, separator: " · ", width: width, rows: rows) == expected)
    }

    /// Every panel between sessions, at 40×12 and 20×6, in English and Chinese: the
    /// bottom rows hold whole hints, the last hint among them, none wider than the window.
    @Test(arguments: [(40, 12), (20, 6)], [Language.english, .simplifiedChinese])
    func everyPanelKeepsItsWayOut(size: (Int, Int), language: Language) throws {
        let (width, height) = size
        let words = Words(language)
        let program = try ProgramPanelsTests().program
        let lesson = program.lessons[1]
        let report = ProgressReport(program: program, store: ProgressStore())
        let today = TodaysLesson(program: program, store: ProgressStore(), now: LocalTimestamp(iso8601: "2026-12-01T10:00:00Z")!, rolloverHour: 3)
        let offer = ContinuationOffer(lastSessionID: "s", practicedSeconds: 60, plannedSeconds: 240)
        let panels: [Panel] = [
            ProgramPanels.home(program: program, report: report, today: today, offer: offer, warnings: ["mine.json: id: missing"], glyphs: .braille, streakLine: "Streak: 3 days", words: words),
            ProgramPanels.progress(report: report, width: width, height: height, glyphs: .braille, words: words),
            ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program, program], store: ProgressStore(), active: ProgressStore().activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 1, firstRun: true), glyphs: .braille, words: words),
            ProgramPanels.brokenProgram(id: "calm", problem: "calm.json: lessons[1].cycles: must be a whole number", glyphs: .braille, words: words),
            ProgramPanels.continuation(lesson: lesson, offer: offer, selected: 0, glyphs: .braille, words: words),
            ProgramPanels.moodCheck(lesson: lesson, before: true, glyphs: .braille, words: words),
            ProgramPanels.paceQuestion(block: nil, discomfort: true, glyphs: .braille, words: words),
            ProgramPanels.summary(program: "Calm", summaryLine: "box · 1:00 practised of 4:00", message: [], problems: [], glyphs: .braille, words: words),
        ]
        for panel in panels {
            let rows = panel.render(width: width, height: height, glyphs: .braille, words: words).text
                .split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
            #expect(rows.allSatisfy { $0.columns <= width }, "\(rows)")
            // The last row, and the one above it when it is hints too.
            func hints(_ row: String) -> [String] { row.components(separatedBy: " · ") }
            let above = rows[rows.count - 2]
            let footer = (!above.isEmpty && hints(above).allSatisfy(panel.hints.contains) ? [above] : []) + [rows[rows.count - 1]]
            let shown = footer.flatMap(hints)
            #expect(shown.last == panel.hints.last, "\(panel.title) at \(width)x\(height): \(footer)")
            #expect(shown.allSatisfy(panel.hints.contains), "a hint cut short: \(footer)")
            // At 40×12 every panel keeps all its hints.
            if width == 40 { #expect(shown == panel.hints, "\(panel.title) lost a hint at 40x12: \(footer)") }
        }
    }

    /// The hints of home at 40×12 and 20×6 as the person reads them.
    @Test func homeAsRead() throws {
        let program = try ProgramPanelsTests().program
        let today = TodaysLesson(program: program, store: ProgressStore(), now: LocalTimestamp(iso8601: "2026-12-01T10:00:00Z")!, rolloverHour: 3)
        func bottom(_ language: Language, _ width: Int, _ height: Int) -> [String] {
            let words = Words(language)
            let panel = ProgramPanels.home(program: program, report: ProgressReport(program: program, store: ProgressStore()), today: today, offer: nil, warnings: [], glyphs: .ascii, words: words)
            let rows = panel.render(width: width, height: height, glyphs: .ascii, words: words).text.split(separator: "\n", omittingEmptySubsequences: false)
            return rows.suffix(2).map { String($0).trimmingWhitespace() }
        }
        #expect(bottom(.english, 40, 12) == ["Enter start - p progress", "o other programs - q quit"])
        #expect(bottom(.simplifiedChinese, 40, 12) == ["回车开始 - p 进度 - o 其他课程", "q 退出"])
        #expect(bottom(.english, 20, 6).last == "q quit")
        #expect(bottom(.simplifiedChinese, 20, 6).last == "q 退出")
    }

    /// Every screen with a footer (home, the session, the progress page, the chooser, each
    /// question, the summary), at 40×12 and 20×6 in both languages, read from the bottom
    /// of the window: at 40×12 every hint; at 20×6 the way out, the others given way.
    static func screens(_ words: Words, width: Int, height: Int) throws -> [(String, CellGrid)] {
        let program = try ProgramPanelsTests().program
        let lesson = program.lessons[1]
        let report = ProgressReport(program: program, store: ProgressStore())
        let today = TodaysLesson(program: program, store: ProgressStore(), now: LocalTimestamp(iso8601: "2026-12-01T10:00:00Z")!, rolloverHour: 3)
        let offer = ContinuationOffer(lastSessionID: "s", practicedSeconds: 60, plannedSeconds: 240)
        let plan = try PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(4))
        let session = SessionView(header: "breathe · box", moment: SessionTimeline(plan: plan).moment(at: 1), isPaused: false, words: words)
        func grid(_ panel: Panel) -> CellGrid { panel.render(width: width, height: height, glyphs: .braille, words: words) }
        return [
            ("home", grid(ProgramPanels.home(program: program, report: report, today: today, offer: nil, warnings: [], glyphs: .braille, words: words))),
            ("session", SessionScreen(width: width, height: height, glyphs: .braille).render(session)),
            ("progress", grid(ProgramPanels.progress(report: report, width: width, height: height, glyphs: .braille, words: words))),
            ("chooser", grid(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program], store: ProgressStore(), active: ProgressStore().activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 0, firstRun: false), glyphs: .braille, words: words))),
            ("continue", grid(ProgramPanels.continuation(lesson: lesson, offer: offer, selected: 0, glyphs: .braille, words: words))),
            ("mood", grid(ProgramPanels.moodCheck(lesson: lesson, before: true, glyphs: .braille, words: words))),
            ("ease", grid(ProgramPanels.paceQuestion(block: nil, discomfort: false, glyphs: .braille, words: words))),
            ("discomfort", grid(ProgramPanels.paceQuestion(block: nil, discomfort: true, glyphs: .braille, words: words))),
            ("summary", grid(ProgramPanels.summary(program: "Calm", summaryLine: "box · 1:00", message: [], problems: [], glyphs: .braille, words: words))),
        ]
    }

    static let asRead: [String: [String]] = [
        "home en 40x12": ["Enter start · p progress", "o other programs · q quit"],
        "home en 20x6": ["q quit"],
        "home zh 40x12": ["回车开始 · p 进度 · o 其他课程", "q 退出"],
        "home zh 20x6": ["q 退出"],
        "session en 40x12": ["space pause · q end"],
        "session en 20x6": ["space pause · q end"],
        "session zh 40x12": ["空格键暂停 · q 结束"],
        "session zh 20x6": ["空格键暂停 · q 结束"],
        "progress en 40x12": ["any key back"],
        "progress en 20x6": ["any key back"],
        "progress zh 40x12": ["任意键返回"],
        "progress zh 20x6": ["任意键返回"],
        "chooser en 40x12": ["up/down choose · Enter select", "q back"],
        "chooser en 20x6": ["q back"],
        "chooser zh 40x12": ["上下键选择 · 回车确定 · q 返回"],
        "chooser zh 20x6": ["q 返回"],
        "continue en 40x12": ["up/down choose · Enter start", "Esc back"],
        "continue en 20x6": ["Esc back"],
        "continue zh 40x12": ["上下键选择 · 回车开始 · Esc 返回"],
        "continue zh 20x6": ["Esc 返回"],
        "mood en 40x12": ["1-5 answer · other keys skip"],
        "mood en 20x6": ["other keys skip"],
        "mood zh 40x12": ["1-5 作答 · 其他键跳过"],
        "mood zh 20x6": ["其他键跳过"],
        "ease en 40x12": ["1-5 answer · other keys skip", "q stop here"],
        "ease en 20x6": ["q stop here"],
        "ease zh 40x12": ["1-5 作答 · 其他键跳过 · q 到此为止"],
        "ease zh 20x6": ["q 到此为止"],
        "discomfort en 40x12": ["y or n · q stop here"],
        "discomfort en 20x6": ["q stop here"],
        "discomfort zh 40x12": ["y 或 n · q 到此为止"],
        "discomfort zh 20x6": ["q 到此为止"],
        "summary en 40x12": ["Enter home · q quit"],
        "summary en 20x6": ["q quit"],
        "summary zh 40x12": ["回车返回主页 · q 退出"],
        "summary zh 20x6": ["q 退出"],
    ]

    @Test(arguments: [(40, 12), (20, 6)], [Language.english, .simplifiedChinese])
    func everyScreensFooterAsRead(size: (Int, Int), language: Language) throws {
        let (width, height) = size
        for (name, grid) in try Self.screens(Words(language), width: width, height: height) {
            let key = "\(name) \(language == .english ? "en" : "zh") \(width)x\(height)"
            let expected = try #require(Self.asRead[key], "no expectation for \(key)")
            // The last rows with text: the footer of a panel, the session's key line.
            let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
            #expect(Array(rows.suffix(expected.count)) == expected, "\(key)")
            // Nothing more of the hints above them.
            #expect(rows.count > expected.count && !rows[rows.count - expected.count - 1].contains(" · q "), "\(key): \(rows)")
        }
    }

    /// The session's text-only screen narrower than its whole key line keeps q, and keeps
    /// it as the last row on a window of two rows.
    @Test(arguments: [Language.english, .simplifiedChinese])
    func theSessionKeepsItsWayOut(language: Language) throws {
        let words = Words(language)
        let plan = try PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(4))
        let view = SessionView(header: "breathe · box", moment: SessionTimeline(plan: plan).moment(at: 1), isPaused: false, words: words)
        func rows(_ width: Int, _ height: Int) -> [String] {
            SessionScreen(width: width, height: height, glyphs: .braille).render(view).text
                .split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        }
        let english = language == .english
        #expect(rows(16, 6) == (english ? ["Breathe in", "3 s", "1:03 left", "q end"] : ["吸气", "3秒", "还剩 1:03", "q 结束"]))
        #expect(rows(16, 2) == (english ? ["Breathe in", "q end"] : ["吸气", "q 结束"]))
        #expect(rows(16, 1) == (english ? ["Breathe in"] : ["吸气"]))
        // Paused: resume gives way too, never q.
        let paused = SessionView(header: "breathe · box", moment: SessionTimeline(plan: plan).moment(at: 1), isPaused: true, words: words)
        let pausedRows = SessionScreen(width: 12, height: 6, glyphs: .braille).render(paused).text
        #expect(pausedRows.contains(words(.endKey)))
    }

    /// Below the smallest panel, one line says so, in the person's language.
    @Test(arguments: [(19, 24, "窗口太小"), (80, 5, "窗口太小：至少需要 20x6"), (7, 3, "太小")])
    func tooSmallInChinese(width: Int, height: Int, line: String) {
        let panel = Panel(title: "T", lines: [], hints: ["q 退出"])
        let rows = panel.render(width: width, height: height, glyphs: .braille, words: Words(.simplifiedChinese)).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.first.map(String.init) == line)
    }
}
