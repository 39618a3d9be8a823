import Testing
@testable import BreatheTUI
@testable import BreatheCore

/// The pace run's intro and the beat before a block, as the full screen draws them from
/// the app's model, line for line at 80×24 and 40×12, in English and Chinese. Rows keep
/// their indent (the panel's column is centred) and lose their trailing spaces.
@Suite struct PacePanelsTests {
    static let now = Instant(monotonic: 0, wall: LocalTimestamp(iso8601: "2026-12-01T08:00:00+08:00")!)

    static func context(_ words: Words) -> AppContext {
        AppContext(catalogue: Catalogue(programs: [], warnings: []), settings: Settings(), mode: .fullScreen, sounds: false, ascii: false, words: words, makeID: { "run" })
    }

    /// A run of the default plan, at its intro.
    static func intro(_ words: Words) -> AppModel {
        AppCore.start(.pace(PacePlan(), json: false), context: context(words), store: ProgressStore(), at: now).0
    }

    /// Between blocks 2 and 3 (5.5 a minute).
    static func beat(_ words: Words) -> AppModel {
        var model = AppModel(context: context(words), store: ProgressStore(), now: now)
        var run = PaceRun(plan: PacePlan(), id: "run", json: false)
        run.index = 2
        model.screen = .question(Question(kind: .pace(.beat), pending: PendingSession(kind: .pace(run))))
        return model
    }

    static func rows(_ model: AppModel, width: Int, height: Int) -> [String] {
        let grid = FullScreenView(glyphs: .braille, reducedMotion: false).render(model, width: width, height: height)
        let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var row = String(line)
            while row.hasSuffix(" ") { row.removeLast() }
            return row
        }
        #expect(rows.count == height)
        #expect(rows.allSatisfy { $0.columns <= width }, "\(rows)")
        return rows
    }

    /// `lines` by row number; every other row of a `height`-row screen blank.
    static func screen(_ height: Int, _ lines: [Int: String]) -> [String] {
        (0..<height).map { lines[$0] ?? "" }
    }

    @Test func theIntroAt80x24() {
        #expect(Self.rows(Self.intro(.english), width: 80, height: 24) == Self.screen(24, [
            1: "    Finding your pace",
            3: "    5 blocks of about 2 minutes each, from 6.5 down to 4.5 breaths a minute.",
            5: "    Two short questions after each.",
            7: "    q stops at any time; what you did is kept.",
            23: "    Enter start · q quit",
        ]))
        #expect(Self.rows(Self.intro(Words(.simplifiedChinese)), width: 80, height: 24) == Self.screen(24, [
            1: "    寻找你的呼吸频率",
            3: "    共 5 段，每段约 2分钟，从每分钟 6.5 次逐步放慢到 4.5 次。",
            5: "    每段之后有两个简短的问题。",
            7: "    随时可以按 q 停止，做完的部分都会保留。",
            23: "    回车开始 · q 退出",
        ]))
    }

    /// At 40×12 every line of the intro still shows, and the way out.
    @Test func theIntroAt40x12() {
        #expect(Self.rows(Self.intro(.english), width: 40, height: 12) == Self.screen(12, [
            1: "  Finding your pace",
            3: "  5 blocks of about 2 minutes each,",
            4: "  from 6.5 down to 4.5 breaths a",
            5: "  minute.",
            7: "  Two short questions after each.",
            9: "  q stops at any time; what you did is",
            10: "  kept.",
            11: "  Enter start · q quit",
        ]))
        #expect(Self.rows(Self.intro(Words(.simplifiedChinese)), width: 40, height: 12) == Self.screen(12, [
            1: "  寻找你的呼吸频率",
            3: "  共 5 段，每段约 2分钟，",
            4: "  从每分钟 6.5 次逐步放慢到 4.5 次。",
            6: "  每段之后有两个简短的问题。",
            8: "  随时可以按 q 停止，",
            9: "  做完的部分都会保留。",
            11: "  回车开始 · q 退出",
        ]))
    }

    @Test func theBeatAt80x24() {
        #expect(Self.rows(Self.beat(.english), width: 80, height: 24) == Self.screen(24, [
            1: "    Finding your pace · block 3 of 5",
            3: "    Next: 5.5 a minute",
            5: "    Take your time: the block begins when you are ready.",
            23: "    Enter when ready · q stop here",
        ]))
        #expect(Self.rows(Self.beat(Words(.simplifiedChinese)), width: 80, height: 24) == Self.screen(24, [
            1: "    寻找你的呼吸频率 · 第 3 段，共 5 段",
            3: "    下一段：每分钟 5.5 次",
            5: "    不用急，准备好了再开始这一段。",
            23: "    回车开始下一段 · q 到此为止",
        ]))
    }

    @Test func theBeatAt40x12() {
        #expect(Self.rows(Self.beat(.english), width: 40, height: 12) == Self.screen(12, [
            1: "  Finding your pace · block 3 of 5",
            3: "  Next: 5.5 a minute",
            5: "  Take your time: the block begins",
            6: "  when you are ready.",
            11: "  Enter when ready · q stop here",
        ]))
        #expect(Self.rows(Self.beat(Words(.simplifiedChinese)), width: 40, height: 12) == Self.screen(12, [
            1: "  寻找你的呼吸频率 · 第 3 段，共 5 段",
            3: "  下一段：每分钟 5.5 次",
            5: "  不用急，准备好了再开始这一段。",
            11: "  回车开始下一段 · q 到此为止",
        ]))
    }
}
