import Testing
@testable import BreatheCore

/// The safety screen as a table: shown once a device (the marker asked for on Enter,
/// never on q), skipped once shown, said and passed with no terminal to answer on.
@Suite struct SafetyStepTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let mode: AppMode
        let shownBefore: Bool
        let events: [AppEvent]
        let screen: String
        let effects: [String]
        let said: [String]
        let signal: Int32?
        var testDescription: String { name }

        init(_ name: String, mode: AppMode = .fullScreen, shownBefore: Bool = false, _ events: [AppEvent], screen: String, effects: [String] = [], said: [String] = [], signal: Int32? = nil) {
            (self.name, self.mode, self.shownBefore, self.events, self.screen, self.effects, self.said, self.signal) = (name, mode, shownBefore, events, screen, effects, said, signal)
        }
    }

    static let left = "You left before starting: nothing was saved."

    @Test(arguments: [
        Row("shown on a device that has not shown it", [], screen: "safety"),
        Row("not shown again", shownBefore: true, [], screen: "bolt ready"),
        Row("Enter goes on and asks for the marker", [.key(.enter)], screen: "bolt ready", effects: ["rememberSafetyShown"]),
        Row("space does not: the screen is read, not skipped", [.key(.character(" ")), .key(.character("y")), .tick], screen: "safety"),
        Row("q leaves, remembering nothing", [.key(.character("q"))], screen: "finished", said: [left]),
        Row("Esc too", [.key(.escape)], screen: "finished", said: [left]),
        Row("a signal ends it", [.ending(.terminated, signal: 15)], screen: "finished", said: [left], signal: 15),
        Row("plain: Enter on a line goes on", mode: .plain(canAsk: true), [.line("")], screen: "bolt ready", effects: ["rememberSafetyShown"]),
        Row("plain: any line but q goes on", mode: .plain(canAsk: true), [.line("ok")], screen: "bolt ready", effects: ["rememberSafetyShown"]),
        Row("plain: q typed leaves", mode: .plain(canAsk: true), [.line("q")], screen: "finished", said: [left]),
        Row("plain: the end of input leaves", mode: .plain(canAsk: true), [.ending(.hangup, signal: nil)], screen: "finished", said: [left]),
    ])
    func theScreenFromItsEvents(row: Row) {
        var run = BoltRun(mode: row.mode, safetyShown: row.shownBefore)
        for (offset, event) in row.events.enumerated() { run.send(event, at: offset * 100) }
        #expect(run.screen == row.screen)
        #expect(run.effects == row.effects)
        #expect(run.said == row.said)
        #expect(run.model.outcome.signal == row.signal)
    }

    /// With no terminal on stdin the words are said and the run goes on, unremembered:
    /// nobody said they read them. (The BOLT test itself refuses to start there, so the
    /// step is met here on its own, as hold rounds will meet it.)
    @Test func noTerminalSaysItAndGoesOn() {
        let step = SafetyFeature.begin(shownBefore: false, canAsk: false, then: .bolt)
        #expect(step.effects.isEmpty)
        #expect(label(step.handoff) == "bolt ready")
        #expect(step.noteLines(AppContext.table(mode: .plain(canAsk: false))) == [
            "Before you hold your breath",
            "Sit or lie down.",
            "Never in or near water, and never while driving.",
            "Stop and breathe normally if you feel dizzy or unwell.",
            "If you have a heart condition or epilepsy, or are pregnant, ask a doctor first.",
            "(No terminal to answer on: going on.)",
        ])
    }

    /// Plain mode asks once, on a line, after the rules.
    @Test func plainModeAsksOnALine() {
        var run = BoltRun(mode: .plain(canAsk: true), safetyShown: false)
        let first = PlainView.lines(from: nil, to: run.model)
        #expect(first == [
            "Before you hold your breath",
            "Sit or lie down.",
            "Never in or near water, and never while driving.",
            "Stop and breathe normally if you feel dizzy or unwell.",
            "If you have a heart condition or epilepsy, or are pregnant, ask a doctor first.",
            "Press Enter to go on, or type q and Enter to leave.",
        ])
        let shown = run.model
        run.send(.tick, at: 100)
        #expect(PlainView.lines(from: shown, to: run.model).isEmpty)
    }
}
