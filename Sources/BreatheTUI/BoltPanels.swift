import BreatheCore

/// The safety screen and the BOLT test's screens as panels, pure functions of what they
/// show, tested as text like every other panel.
public enum BoltPanels {
    /// Once per device, before a breath hold: the rules, and Enter to go on. Every rule
    /// must be read, so a small window loses the space between them, then the aside.
    public static func safety(width: Int = 80, height: Int = 24, glyphs: GlyphSet, words: Words = .english) -> Panel {
        fitted(Panel(
            title: words(SafetyPhrase.title),
            lines: SafetyPhrase.rules.flatMap {
                [PanelLine.text(words($0), .bold), .blank]
            } + [.text(words(SafetyPhrase.shownOnce), .dim)],
            hints: [words(SafetyPhrase.goOnKey), words(KeyHint.quit)]), width: width, height: height, glyphs: glyphs)
    }

    /// The test at its stage; `monotonic` is the instant the frame shows (the count). What
    /// does not fit loses its blank lines, then its asides, then its last lines (the
    /// result is printed in full once the screen is gone).
    public static func test(
        _ test: BoltTest, at monotonic: Double, width: Int = 80, height: Int = 24, glyphs: GlyphSet,
        words: Words = .english) -> Panel {
        fitted(panel(test, at: monotonic, words: words), width: width, height: height, glyphs: glyphs)
    }

    static func panel(_ test: BoltTest, at monotonic: Double, words: Words) -> Panel {
        let title = words(BoltPhrase.title)
        switch test.stage {
        case .ready(let note):
            // Starting again, the note takes the place of the first step (breathing is
            // under way), so the step that starts the count stays in view.
            let first: PanelLine = note.map { .text(words($0), .inhale) } ?? .text(words(.breatheNormally))
            let lines: [PanelLine] = [
                first, .blank, .text(words(.pinchAndStart(plain: false)), .bold), .blank,
                .text(words(.notAContest), .dim)]
            return Panel(title: title, lines: lines, hints: [words(BoltPhrase.startKey), words(KeyHint.quit)])
        case .counting:
            let seconds = test.countedSeconds(at: monotonic) ?? 0
            return Panel(
                title: title,
                lines: [.text(words(.count(seconds: seconds)), .hold), .blank, .text(words(.stopAtUrge(plain: false)))],
                hints: [words(BoltPhrase.stopKey), words(KeyHint.quit)])
        case .saving(let result), .result(let result, _):
            let band = BoltBand(seconds: result.seconds)
            var lines: [PanelLine] = [
                .text(words(.result(seconds: result.seconds, band: band)), .bold), .blank,
                .text(words(.guidance(band))), .blank,
                .text(words(.calmNextBreath)), .blank,
                .text(words(.morningsCompareBest), .dim),
                .text(words(.notADiagnosis), .dim),
            ]
            // The save's problem, first line only; the result to import is printed once
            // the screen is gone.
            if case .result(_, let problem?) = test.stage {
                lines += [.blank, .text(words(BoltPhrase.notSaved(problem: problem)), .bold)]
            }
            return Panel(title: title, lines: lines, hints: [words(BoltPhrase.anyKeyCloses)])
        }
    }

    /// `panel` as it fits the window: without its blank lines when it does not fit with
    /// them, then without its dim lines (the asides), so what must be read stays whole.
    static func fitted(_ panel: Panel, width: Int, height: Int, glyphs: GlyphSet) -> Panel {
        var fitted = panel
        let room = panel.room(width: width, height: height, glyphs: glyphs)
        for drop in [{ (line: PanelLine) in
            line == .blank
        }, { line in if case .text(_, .dim) = line { true } else { false } }] {
            guard fitted.rowCount(width: width) > room else { break }
            fitted.lines.removeAll(where: drop)
        }
        return fitted
    }
}
