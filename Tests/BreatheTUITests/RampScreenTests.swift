import BreatheCore
import Foundation
import Testing
@testable import BreatheTUI

/// A ramp's session screen, as the full-screen view draws it from the app's model: the
/// header names both patterns, the line under the seconds gives this cycle's lengths.
/// Text written out by hand, centred by columns; on a hold the circle is full, so it is
/// the circle of any pattern's hold (the reviewed snapshot at 80×24, 4-7-8's at 40×12).
@Suite struct RampScreenTests {
    static let plan = try! PracticePlan(ramp: PatternNotation.parse("4-7-8"), to: PatternNotation.parse("4-8-10"), length: .cycles(5))

    /// The screen of a free ramp `seconds` into it, at this size, in these words.
    func rows(at seconds: Double, width: Int, height: Int, words: Words = .english) -> [String] {
        // No lead-in: the screens are of the ramp itself.
        var settings = Settings()
        settings.leadIn = 0
        let context = AppContext(catalogue: Catalogue(programs: [], warnings: []), settings: settings, mode: .fullScreen, sounds: false, ascii: false, words: words, makeID: { "s" })
        let start = LocalTimestamp(iso8601: "2026-12-01T21:00:00+01:00")!
        var (model, _) = AppCore.start(.practice(Self.plan), context: context, store: ProgressStore(), at: Instant(monotonic: 0, wall: start))
        _ = AppCore.update(&model, .tick, at: Instant(monotonic: seconds, wall: start.adding(seconds: Int64(seconds))))
        let grid = FullScreenView(glyphs: .braille, reducedMotion: false).render(model, width: width, height: height)
        return grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    func snapshot(_ name: String) throws -> [String] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// 25 s in: cycle 2's hold of 7.3 s (23 to 30.3), 77.6 s of the ramp's 102.6 left.
    @Test func aHoldAt80x24() throws {
        let shown = rows(at: 25, width: 80, height: 24)
        let hold = try snapshot("session-80x24-4-7-8-hold")
        #expect(shown[0] == spaces(27) + "breathe · 4-7-8 to 4-8-10")
        #expect(Array(shown[1..<20]) == Array(hold[1..<20]))
        #expect(Array(shown[20...]) == [
            spaces(38) + "Hold",
            spaces(38) + "6 s",
            spaces(20) + "cycle 2 of 5 · now 4-7.3-8.5 · 1:18 left",
            spaces(30) + "space pause · q end",
        ])
    }

    @Test func aHoldAt80x24InChinese() throws {
        let shown = rows(at: 25, width: 80, height: 24, words: Words(.simplifiedChinese))
        #expect(shown[0] == spaces(27) + "breathe · 4-7-8 到 4-8-10")
        #expect(Array(shown[1..<20]) == Array(try snapshot("session-80x24-4-7-8-hold")[1..<20]))
        #expect(Array(shown[20...]) == [
            spaces(38) + "屏息",
            spaces(38) + "6秒",
            spaces(17) + "第 2 轮，共 5 轮 · 现在 4-7.3-8.5 · 还剩 1:18",
            spaces(30) + "空格键暂停 · q 结束",
        ])
    }

    /// At 40 columns the English line just fits; the Chinese gives up the cycle first,
    /// keeping the lengths and the time left.
    @Test func aHoldAt40x12InBothLanguages() {
        let english = rows(at: 25, width: 40, height: 12)
        // The circle of 4-7-8's own hold at this size.
        let fixed = try! PracticePlan(pattern: PatternNotation.parse("4-7-8"), length: .cycles(4))
        let hold = SessionScreen(width: 40, height: 12, glyphs: .braille).render(SessionView(header: "", moment: SessionTimeline(plan: fixed).moment(at: 6.5), isPaused: false))
        #expect(Array(english[1..<8]) == Array(hold.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[1..<8]))
        #expect([english[0]] + Array(english[8...]) == [
            spaces(7) + "breathe · 4-7-8 to 4-8-10",
            spaces(18) + "Hold",
            spaces(18) + "6 s",
            "cycle 2 of 5 · now 4-7.3-8.5 · 1:18 left",
            spaces(10) + "space pause · q end",
        ])
        let chinese = rows(at: 25, width: 40, height: 12, words: Words(.simplifiedChinese))
        #expect(Array(chinese[1..<8]) == Array(english[1..<8]))
        #expect([chinese[0]] + Array(chinese[8...]) == [
            spaces(7) + "breathe · 4-7-8 到 4-8-10",
            spaces(18) + "屏息",
            spaces(18) + "6秒",
            spaces(7) + "现在 4-7.3-8.5 · 还剩 1:18",
            spaces(10) + "空格键暂停 · q 结束",
        ])
        #expect(english.allSatisfy { $0.columns <= 40 } && chinese.allSatisfy { $0.columns <= 40 })
    }

    /// The lengths are this cycle's from the first cycle to the last.
    @Test func theLengthsFollowTheCycles() {
        let table: [(Double, String)] = [
            (1, "cycle 1 of 5 · now 4-7-8 · 1:42 left"), (19, "cycle 2 of 5 · now 4-7.3-8.5 · 1:24 left"),
            (40, "cycle 3 of 5 · now 4-7.5-9 · 1:03 left"), (100, "cycle 5 of 5 · now 4-8-10 · 0:03 left"),
        ]
        for (at, line) in table {
            #expect(rows(at: at, width: 80, height: 24)[22].trimmingCharacters(in: .whitespaces) == line, "at \(at)")
        }
    }
}
