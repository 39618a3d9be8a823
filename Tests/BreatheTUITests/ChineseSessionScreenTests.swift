import BreatheCore
import Foundation
import Testing
@testable import BreatheTUI

/// The session screen and its summary in Chinese, line for line, at 80×24 and 40×12.
/// The circle is the English screen's (its snapshot, looked at by a person); the words
/// are written out here by hand, centred by their columns (a Chinese character takes two).
@Suite struct ChineseSessionScreenTests {
    static let chinese = Words(.simplifiedChinese)

    func rows(_ grid: CellGrid) -> [String] {
        grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The English snapshot `name`, as rows.
    func snapshot(_ name: String) throws -> [String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    func view(_ pattern: String, at time: Double, paused: Bool = false, words: Words) throws -> SessionView {
        let plan = try PracticePlan(pattern: PatternNotation.parse(pattern), length: .cycles(4))
        return SessionView(header: "breathe · " + plan.pattern.name, moment: SessionTimeline(plan: plan).moment(at: time), isPaused: paused, words: words)
    }

    @Test func midInhaleAt80x24() throws {
        let grid = SessionScreen(width: 80, height: 24, glyphs: .braille).render(try view("4-7-8", at: 2, words: Self.chinese))
        let shown = rows(grid), english = try snapshot("session-80x24-4-7-8-inhale-2s")
        #expect(Array(shown[0..<20]) == Array(english[0..<20]))
        #expect(Array(shown[20...]) == [
            spaces(38) + "吸气",
            spaces(38) + "2秒",
            spaces(26) + "第 1 轮，共 4 轮 · 还剩 1:14",
            spaces(30) + "空格键暂停 · q 结束",
        ])
    }

    @Test func pausedAt40x12() throws {
        let grid = SessionScreen(width: 40, height: 12, glyphs: .braille).render(try view("box", at: 9, paused: true, words: Self.chinese))
        let shown = rows(grid), english = try snapshot("session-40x12-box-paused")
        #expect(Array(shown[0..<8]) == Array(english[0..<8]))
        #expect(Array(shown[8...]) == [
            spaces(18) + "呼气",
            spaces(17) + "已暂停",
            spaces(6) + "第 1 轮，共 4 轮 · 还剩 0:55",
            spaces(10) + "空格键继续 · q 结束",
        ])
    }

    /// The key hint stays whole on the last row, in both languages, however narrow the
    /// window gets down to 40 columns; narrower, it gives way to its shorter forms.
    @Test(arguments: [Language.english, .simplifiedChinese])
    func theKeysStayVisible(language: Language) throws {
        let words = Words(language)
        let hint = words(.pauseKey(paused: false)) + " · " + words(.endKey)
        for width in 40...80 {
            let grid = SessionScreen(width: width, height: 12, glyphs: .braille).render(try view("box", at: 1, words: words))
            let last = rows(grid)[11]
            #expect(last.trimmingCharacters(in: .whitespaces) == hint, "\(width)")
            #expect(rows(grid).allSatisfy { $0.columns <= width })
        }
        // Text only, too narrow for the whole hint: the way out (q), the last to give way.
        let narrow = SessionScreen(width: 14, height: 12, glyphs: .braille).render(try view("box", at: 1, words: words))
        #expect(rows(narrow).map { $0.trimmingCharacters(in: .whitespaces) }.contains(words(.endKey)))
        #expect(!rows(narrow).joined().contains(words(.pauseKey(paused: false))))
    }

    /// Through the app's own loop (`VirtualRun`): every frame of a Chinese session names
    /// the phase in Chinese and keeps the keys, and the session ends with its summary.
    @Test func aWholeSessionInChinese() throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("4-7-8"), length: .cycles(1))
        var phases: Set<String> = []
        var hints: Set<String> = []
        let run = VirtualRun(width: 40, height: 12) { _, model, grid, _ in
            guard case .session = model.screen else { return }
            let shown = grid.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            phases.insert(shown[8])
            hints.insert(shown[11])
        }
        let outcome = run.practise(plan, words: Self.chinese)
        #expect(phases == ["吸气", "屏息", "呼气"])
        #expect(hints == ["空格键暂停 · q 结束"])
        guard case .summary(let summary)? = outcome.said.first else { Issue.record("\(outcome.said)"); return }
        #expect(summary.line(words: Self.chinese) == "4-7-8 · 已练习 19秒，共 19秒 · 完整 1 轮 · 已完成")
    }

    static let program = try! ProgramDecoder.decode(Data(#"""
        {"id": "test", "title": "Test", "summary": "Three short lessons.", "lessons": [
          {"id": "a", "title": "Lesson A", "pattern": "5-5", "cycles": 10},
          {"id": "b", "title": "Lesson B", "pattern": "4-7-8", "cycles": 2},
          {"id": "c", "title": "Lesson C", "pattern": "box", "cycles": 2}
        ]}
        """#.utf8), file: "test.json", source: .builtIn)

    /// Lesson A, quit after 50 of its 100 seconds, saved: the model on its summary, with
    /// a frame of the session on the way.
    static func lessonEndedEarly() -> (session: AppModel, summary: AppModel) {
        // No lead-in: the frame at 12 s is 12 s of practice.
        var settings = Settings()
        settings.leadIn = 0
        let context = AppContext(catalogue: Catalogue(programs: [program], warnings: []), settings: settings, mode: .fullScreen, sounds: false, ascii: false, words: chinese, makeID: { "s" })
        let start = LocalTimestamp(iso8601: "2026-12-01T09:00:00+01:00")!
        func at(_ seconds: Double) -> Instant { Instant(monotonic: seconds, wall: start.adding(seconds: Int64(seconds))) }
        var (model, effects) = AppCore.start(.lesson(programID: "test", lessonID: nil), context: context, store: ProgressStore(), at: at(0))
        func answer(_ effects: [AppEffect], at seconds: Double) {
            for effect in effects {
                switch effect {
                case .beginJournal: answer(AppCore.update(&model, .journalStarted(problems: []), at: at(seconds)), at: seconds)
                case .saveActivation: answer(AppCore.update(&model, .activated(notices: [], problem: nil), at: at(seconds)), at: seconds)
                case .saveSession(let store, _): answer(AppCore.update(&model, .saved(.saved(store: store, notices: [])), at: at(seconds)), at: seconds)
                default: break
                }
            }
        }
        answer(effects, at: 0)
        effects = AppCore.update(&model, .tick, at: at(12))
        let session = model
        for second in 13...50 { answer(AppCore.update(&model, .tick, at: at(Double(second))), at: Double(second)) }
        answer(AppCore.update(&model, .key(.character("q")), at: at(50)), at: 50)
        return (session, model)
    }

    @Test func aLessonsSessionAndSummaryAt80x24() throws {
        let (session, summary) = Self.lessonEndedEarly()
        let view = FullScreenView(glyphs: .braille, reducedMotion: false)
        let screen = rows(view.render(session, width: 80, height: 24))
        // 12 s into 5-5: the third breath in, 3 s of it left; 88 s of the lesson.
        #expect(screen[0] == spaces(23) + "Test · 第 1 课，共 3 课 · Lesson A")
        #expect(Array(screen[20...]) == [spaces(38) + "吸气", spaces(38) + "3秒", spaces(25) + "第 2 轮，共 10 轮 · 还剩 1:28", spaces(30) + "空格键暂停 · q 结束"])
        guard case .summary = summary.screen else { Issue.record("\(summary.screen)"); return }
        let panel = rows(view.render(summary, width: 80, height: 24))
        #expect(panel == [
            "",
            spaces(4) + "Test",
            "",
            spaces(4) + "5-5 · 已练习 50秒，共 1分40秒 · 完整 5 轮 · 提前结束",
            "",
            spaces(4) + "已练习 50秒，共 1分40秒，已保存。今天稍后继续（还剩 50秒），",
            spaces(4) + "即可完成这一课。",
        ] + Array(repeating: "", count: 16) + [
            spaces(4) + "回车返回主页 · q 退出",
        ])
    }

    @Test func aLessonsSummaryAt40x12() throws {
        let (_, summary) = Self.lessonEndedEarly()
        let panel = rows(FullScreenView(glyphs: .braille, reducedMotion: false).render(summary, width: 40, height: 12))
        #expect(panel == [
            "",
            spaces(2) + "Test",
            "",
            spaces(2) + "5-5 · 已练习 50秒，共 1分40秒 ·",
            spaces(2) + "完整 5 轮 · 提前结束",
            "",
            spaces(2) + "已练习 50秒，共 1分40秒，已保存。",
            spaces(2) + "今天稍后继续（还剩 50秒），",
            spaces(2) + "即可完成这一课。",
            "",
            "",
            spaces(2) + "回车返回主页 · q 退出",
        ])
        #expect(panel.allSatisfy { $0.columns <= 40 })
    }
}
