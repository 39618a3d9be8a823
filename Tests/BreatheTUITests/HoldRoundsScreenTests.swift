import BreatheCore
import Testing
@testable import BreatheTUI

/// Hold rounds' session screen as the full-screen view draws it from the app's model, line
/// for line at 80×24 and 40×12 in both languages, the text written out by hand and centred
/// by columns. During an open hold the circle is at rest (the lead-in's circle) and the
/// hold counts up; in the quick breaths the round and the breath are shown.
///
/// 2 rounds of 10 breaths, no lead-in: the first hold from 30 s, ended at 92.3 (1:02),
/// then in 2, hold 15, out 2; round 2's breaths from 111.3 s, its hold from 141.3 s.
@Suite struct HoldRoundsScreenTests {
    static let rounds = HoldRounds(rounds: 2, breaths: 10)

    /// The screen after `events` (seconds, event), at this size and in these words.
    func rows(_ events: [(Double, AppEvent)], width: Int, height: Int, words: Words = .english, rounds: HoldRounds = Self.rounds) -> [String] {
        var settings = Settings()
        settings.leadIn = 0
        let context = AppContext(catalogue: Catalogue(programs: [], warnings: []), settings: settings, mode: .fullScreen, sounds: false, ascii: false, words: words, makeID: { "s" })
        let start = LocalTimestamp(iso8601: "2026-12-01T21:00:00+01:00")!
        var (model, _) = AppCore.start(.rounds(rounds, safetyShown: true), context: context, store: ProgressStore(), at: Instant(monotonic: 0, wall: start))
        for (seconds, event) in events {
            _ = AppCore.update(&model, event, at: Instant(monotonic: seconds, wall: start.adding(seconds: Int64(seconds))))
        }
        return lines(FullScreenView(glyphs: .braille, reducedMotion: false).render(model, width: width, height: height))
    }

    func lines(_ grid: CellGrid) -> [String] {
        grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The circle at rest, as the lead-in draws it at this size.
    func restingCircle(width: Int, height: Int) -> [String] {
        lines(SessionScreen(width: width, height: height, glyphs: .braille).render(LeadInView(header: "", count: 3)))
    }

    func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// Round 2's hold, 8.7 s in, the first hold (62.3 s) above it.
    static let secondHold: [(Double, AppEvent)] = [(30, .tick), (92.3, .key(.enter)), (120, .tick), (150, .tick)]

    @Test func aHoldCountsUpAt80x24() {
        let shown = rows(Self.secondHold, width: 80, height: 24)
        #expect(shown[0] == spaces(32) + "breathe · rounds")
        #expect(Array(shown[1..<20]) == Array(restingCircle(width: 80, height: 24)[1..<20]))
        #expect(Array(shown[20...]) == [
            spaces(30) + "Breathe out and hold",
            spaces(38) + "0:08",
            spaces(27) + "Round 2 of 2 · Holds: 1:02",
            spaces(23) + "Enter/space ends the hold · q end",
        ])
        // A second later the clock has gone up, nothing else has changed.
        let later = rows(Self.secondHold + [(151, .tick)], width: 80, height: 24)
        #expect(later[21] == spaces(38) + "0:09")
        #expect(later.enumerated().filter { $0.offset != 21 }.map(\.element) == shown.enumerated().filter { $0.offset != 21 }.map(\.element))
    }

    @Test func aHoldCountsUpAt80x24InChinese() {
        let shown = rows(Self.secondHold, width: 80, height: 24, words: Words(.simplifiedChinese))
        #expect(shown[0] == spaces(32) + "breathe · rounds")
        #expect(Array(shown[1..<20]) == Array(restingCircle(width: 80, height: 24)[1..<20]))
        #expect(Array(shown[20...]) == [
            spaces(35) + "呼气后屏息",
            spaces(38) + "0:08",
            spaces(25) + "第 2 组，共 2 组 · 屏息：1:02",
            spaces(25) + "回车或空格键结束屏息 · q 结束",
        ])
    }

    @Test func aHoldAt40x12InBothLanguages() {
        let english = rows(Self.secondHold, width: 40, height: 12)
        #expect(Array(english[1..<8]) == Array(restingCircle(width: 40, height: 12)[1..<8]))
        #expect([english[0]] + Array(english[8...]) == [
            spaces(12) + "breathe · rounds",
            spaces(10) + "Breathe out and hold",
            spaces(18) + "0:08",
            spaces(7) + "Round 2 of 2 · Holds: 1:02",
            spaces(3) + "Enter/space ends the hold · q end",
        ])
        let chinese = rows(Self.secondHold, width: 40, height: 12, words: Words(.simplifiedChinese))
        #expect(Array(chinese[1..<8]) == Array(english[1..<8]))
        #expect([chinese[0]] + Array(chinese[8...]) == [
            spaces(12) + "breathe · rounds",
            spaces(15) + "呼气后屏息",
            spaces(18) + "0:08",
            spaces(5) + "第 2 组，共 2 组 · 屏息：1:02",
            spaces(5) + "回车或空格键结束屏息 · q 结束",
        ])
    }

    /// The first hold, with no earlier one: the round alone under the clock.
    @Test func theFirstHoldAt80x24() {
        let shown = rows([(30, .tick), (37.5, .tick)], width: 80, height: 24)
        #expect(Array(shown[20...]) == [
            spaces(30) + "Breathe out and hold",
            spaces(38) + "0:07",
            spaces(34) + "Round 1 of 2",
            spaces(23) + "Enter/space ends the hold · q end",
        ])
    }

    /// In the quick breaths (4 s in: breath 2's breath in, 0.5 s left of it), Enter does
    /// nothing: the screen is the one without it.
    @Test func quickBreathsAt40x12InBothLanguages() {
        let english = rows([(3.5, .key(.enter)), (4, .tick)], width: 40, height: 12)
        #expect(english == rows([(4, .tick)], width: 40, height: 12))
        #expect([english[0]] + Array(english[8...]) == [
            spaces(12) + "breathe · rounds",
            spaces(15) + "Breathe in",
            spaces(18) + "1 s",
            spaces(5) + "Round 1 of 2 · breath 2 of 10",
            spaces(10) + "space pause · q end",
        ])
        let chinese = rows([(4, .tick)], width: 40, height: 12, words: Words(.simplifiedChinese))
        #expect([chinese[0]] + Array(chinese[8...]) == [
            spaces(12) + "breathe · rounds",
            spaces(18) + "吸气",
            spaces(18) + "1秒",
            "第 1 组，共 2 组 · 第 2 次呼吸，共 10 次",
            spaces(10) + "空格键暂停 · q 结束",
        ])
    }

    /// The recovery breath's hold after the first hold (94.3 to 109.3 s; 9.3 s left shows
    /// as 10): its seconds count down, with the round and the hold just held.
    @Test func theFullHoldAt80x24() {
        let shown = rows([(30, .tick), (92.3, .key(.enter)), (100, .tick)], width: 80, height: 24)
        #expect(Array(shown[20...]) == [
            spaces(38) + "Hold",
            spaces(38) + "10 s",
            spaces(27) + "Round 1 of 2 · Holds: 1:02",
            spaces(30) + "space pause · q end",
        ])
    }

    /// Five rounds, each hold ended after 10 s (a round is then 59 s): in the fifth hold the
    /// four earlier holds fit beside the round at 80 columns; at 40 the round gives way.
    @Test func manyHoldsGiveWayToTheWidth() {
        let events: [(Double, AppEvent)] = [(40, .key(.enter)), (99, .key(.enter)), (158, .key(.enter)), (217, .key(.enter)), (266, .tick), (274, .tick)]
        let five = HoldRounds(rounds: 5, breaths: 10)
        #expect(rows(events, width: 80, height: 24, rounds: five)[22] == spaces(16) + "Round 5 of 5 · Holds: 0:10 · 0:10 · 0:10 · 0:10")
        let narrow = rows(events, width: 40, height: 12, rounds: five)
        #expect(Array(narrow[8...]) == [
            spaces(10) + "Breathe out and hold",
            spaces(18) + "0:08",
            spaces(4) + "Holds: 0:10 · 0:10 · 0:10 · 0:10",
            spaces(3) + "Enter/space ends the hold · q end",
        ])
    }
}
