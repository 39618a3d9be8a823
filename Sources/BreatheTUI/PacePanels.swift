import BreatheCore

/// The panels of `breathe pace` around its blocks: the intro before the first and the
/// beat before each next one, both waiting for Enter. (The questions after a block are
/// `ProgramPanels.paceQuestion`.)
public enum PacePanels {
    /// What the run is, from its plan: Enter begins, q leaves with nothing saved.
    public static func intro(_ plan: PacePlan, words: Words = .english) -> Panel {
        let phrases = PacePhrase.intro(of: plan, howToStop: .introStop(typed: false))
        let lines: [PanelLine] = phrases.enumerated().flatMap { index, phrase -> [PanelLine] in
            (index == 0 ? [] : [.blank]) + [.text(words(phrase), index == phrases.count - 1 ? .dim : .plain)]
        }
        return Panel(title: words(.findingYourPace), lines: lines, hints: [words(KeyHint.start), words(KeyHint.quit)])
    }

    /// Before `block`: its rate, and time to get ready; q stops the run with the answers so
    /// far.
    public static func beat(_ block: PaceBlock, glyphs: GlyphSet, words: Words = .english) -> Panel {
        Panel(title: words(.findingYourPace) + glyphs.separator + words(.blockOf(
            number: block.number, count: block.count)),
              lines: [.text(words(.next(rate: block.block.rate)), .bold), .blank, .text(words(.takeYourTime), .dim)],
              hints: [words(PacePhrase.readyKey), words(KeyHint.stopHere)])
    }
}
