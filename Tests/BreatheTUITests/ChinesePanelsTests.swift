import FoundationEssentials
import Testing
@testable import BreatheTUI
@testable import BreatheCore

/// The screens between sessions in Chinese, as the app reaches them with the built-in
/// programs: the chooser on a first run, home on day one and after today's lesson, and
/// the progress page; at 80×24 and 40×12, no row wider than the window.
@Suite struct ChinesePanelsTests {
    static let words = Words(.simplifiedChinese)
    static let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
    static let morning = Instant(monotonic: 0, wall: LocalTimestamp(iso8601: "2026-12-01T08:00:00+08:00")!)
    static let evening = Instant(monotonic: 100, wall: LocalTimestamp(iso8601: "2026-12-01T20:00:00+08:00")!)

    static func model(_ store: ProgressStore, at instant: Instant = morning) -> AppModel {
        let context = AppContext(catalogue: catalogue, settings: Settings(), mode: .fullScreen, sounds: false, ascii: false, words: words, makeID: { "id" })
        return AppCore.start(.home, context: context, store: store, at: instant).0
    }

    /// Foundations made active this morning, nothing practised yet.
    static let dayOne: ProgressStore = {
        var store = ProgressStore()
        store.append(ActivationRecord(id: "act", programID: "foundations", at: morning.wall))
        return store
    }()

    /// Day one's first lesson, done this morning.
    static let afterALesson: ProgressStore = {
        var store = dayOne
        let start = LocalTimestamp(iso8601: "2026-12-01T08:05:00+08:00")!, end = start.adding(seconds: 120)
        store.append(SessionRecord(id: "s1", programID: "foundations", lessonID: "settle-in", pattern: "3-5", startedAt: start, endedAt: end, plannedSeconds: 120, practicedSeconds: 120, counted: true, endReason: .finished))
        store.append(CompletionRecord(id: "c1", programID: "foundations", lessonID: "settle-in", completedAt: end, sessionIDs: ["s1"]))
        return store
    }()

    static func rows(_ grid: CellGrid) -> [String] {
        grid.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
    }

    /// The grid against its snapshot, no row wider than the window; its rows trimmed.
    func checked(_ grid: CellGrid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        assertSnapshot(grid.text, named: name, sourceLocation: sourceLocation)
        #expect(grid.text.split(separator: "\n").allSatisfy { $0.columns <= grid.width }, "\(grid.text)", sourceLocation: sourceLocation)
        return Self.rows(grid)
    }

    static func render(_ model: AppModel, width: Int, height: Int) -> CellGrid {
        FullScreenView(glyphs: .braille, reducedMotion: false).render(model, width: width, height: height)
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func theChooserOnAFirstRun(width: Int, height: Int) {
        let model = Self.model(ProgressStore())
        #expect(model.screen == .chooser(Chooser(selected: 0, firstRun: true)))
        let rows = checked(Self.render(model, width: width, height: height), named: "chooser-\(width)x\(height)-chinese")
        #expect(rows[1] == "课程")
        #expect(rows.contains("› 呼吸入门"))
        #expect(rows.last == "上下键选择 · 回车确定 · q 退出")
        if width == 80 {
            // A line ends at a phrase's end, not inside a word ("每门课程" / "的进度").
            #expect(rows.contains("选一门课程开始吧。每门课程每天一课，每课都很短；随时可以换课程，"))
            #expect(rows.contains("每门课程的进度都会各自保留。"))
            #expect(rows.contains("温和的第一步：缓慢、轻松的呼吸，两周里一点点加长。（共 10 课）"))
            #expect(rows.contains("4-7-8 助眠呼吸"))
            #expect(rows.contains("用 4-7-8 呼吸法放松入睡：起初每次只做四轮。（共 32 课）"))
        }
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func homeOnDayOne(width: Int, height: Int) {
        let rows = checked(Self.render(Self.model(Self.dayOne), width: width, height: height), named: "home-\(width)x\(height)-chinese-day-one")
        #expect(rows[1] == "呼吸入门")
        #expect(rows[3] == "第 1 课，共 10 课")
        #expect(rows[5] == "今天：安顿下来")
        // The length once: a lesson of minutes needs no clock beside it.
        #expect(rows[6] == "3-5 · 2分钟")
        // No practice yet: no streak line.
        #expect(!rows.contains { $0.hasPrefix("连续") || $0.hasPrefix("共 ") })
        if width == 80 {
            #expect(rows[7] == "轻轻地呼吸，能用鼻子就用鼻子；什么都不必勉强。")
            #expect(rows.last == "回车开始 · p 进度 · o 其他课程 · q 退出")
        } else {
            #expect(rows[7] == "轻轻地呼吸，能用鼻子就用鼻子；")
            #expect(rows[8] == "什么都不必勉强。")
            #expect(Array(rows.suffix(2)) == ["回车开始 · p 进度 · o 其他课程", "q 退出"])
        }
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func homeAfterTodaysLesson(width: Int, height: Int) {
        let rows = checked(Self.render(Self.model(Self.afterALesson, at: Self.evening), width: width, height: height), named: "home-\(width)x\(height)-chinese-after-a-lesson")
        // What happened today and what comes next, not the place that already points
        // at tomorrow's lesson; day one names no freezes.
        if width == 80 {
            #expect(rows[3] == "今天完成了第 1 课，共 10 课 · 明天练下一课：吸气四秒，呼气六秒")
            #expect(rows[4] == "连续 1 天")
            #expect(rows[6] == "今天的课已完成：安顿下来。")
            #expect(rows[7] == "明天：relax，3分钟。每天一课，练习才能按课程设计的节奏慢慢加深。")
            #expect(rows[8] == "按回车可以再练一次今天的课：练习会保存，进度不变。")
        } else {
            #expect(Array(rows[3...5]) == ["今天完成了第 1 课，共 10 课 ·", "明天练下一课：吸气四秒，呼气六秒", "连续 1 天"])
            #expect(rows[7] == "今天的课已完成：安顿下来。")
            #expect(rows[8] == "明天：relax，3分钟。每天一课，")
            #expect(rows.last == "q 退出")
        }
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func theProgressPage(width: Int, height: Int) {
        let program = Self.catalogue.program(id: "foundations")!
        let report = ProgressReport(program: program, store: Self.afterALesson)
        let rows = checked(ProgramPanels.progress(report: report, width: width, height: height, glyphs: .braille, words: Self.words).render(width: width, height: height, glyphs: .braille, words: Self.words), named: "progress-\(width)x\(height)-chinese")
        #expect(rows[1] == "呼吸入门")
        #expect(rows[3] == "第 2 课，共 10 课")
        #expect(rows[5] == "✓ 安顿下来  2026-12-01")
        if width == 80 {
            #expect(Array(rows[6...7]) == ["→ 吸气四秒，呼气六秒（relax，3分钟）", "慢而均匀"])
        } else {
            #expect(Array(rows[6...8]) == ["→ 吸气四秒，呼气六秒（relax，3分钟）", "慢而均匀", "每分钟约六次"])
        }
        #expect(rows.last == "任意键返回")
        if width == 80 { #expect(rows.contains("初试 4-7-8")) } else { #expect(rows.contains("…")) }
    }

    /// The program the person's file gives only in English keeps its words on a Chinese
    /// screen; the screen's own words are Chinese.
    @Test func aProgramWithoutATranslation() throws {
        let program = try ProgramDecoder.decode(Data(#"{"id": "calm", "title": "Calm", "summary": "Three lessons to settle.", "lessons": [{"id": "a", "title": "Arrive", "pattern": "relax", "minutes": 2, "note": "Let the exhale be long and easy."}]}"#.utf8), file: "calm.json", source: .file("calm.json"))
        let today = TodaysLesson(program: program, store: ProgressStore(), now: Self.morning.wall, rolloverHour: 3)
        let rows = Self.rows(ProgramPanels.home(program: program, report: ProgressReport(program: program, store: ProgressStore()), today: today, offer: nil, warnings: [], glyphs: .braille, words: Self.words)
            .render(width: 80, height: 24, glyphs: .braille, words: Self.words))
        #expect(Array(rows[1...7]) == ["Calm", "", "第 1 课，共 1 课", "", "今天：Arrive", "relax · 2分钟", "Let the exhale be long and easy."])
    }

    /// A picture's row (the calendar, when it speaks Chinese) is cut by columns too: a
    /// weekday of two wide characters takes four.
    @Test func aPicturesRowIsCutByColumns() {
        #expect(Panel.runs(of: StyledLine("周一 **"), width: 5).map(\.0).joined() == "周一 ")
        #expect(Panel.runs(of: StyledLine("周一 **"), width: 3).map(\.0).joined() == "周")
        #expect(Panel.runs(of: StyledLine("Mon **"), width: 5).map(\.0).joined() == "Mon *")
    }
}
