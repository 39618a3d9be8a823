import Testing
@testable import BreatheCore

/// Hold rounds through the app core, as tables of events in seconds: the safety step
/// first, Enter ignored in the quick breaths, Enter and space ending a hold, the cap,
/// q and a signal inside a hold saving the holds so far, the journal's holds, the summary's
/// lines in both languages, plain lines, and no terminal to end a hold.
///
/// 2 rounds of 10 breaths, no lead-in: quick breaths 0–30 s, the first hold from 30 s,
/// then in 2, hold 15, out 2 (19 s), the second round's breaths, its hold.
@Suite struct HoldRoundsFeatureTests {
    static let rounds = HoldRounds(rounds: 2, breaths: 10)

    func flow(safetyShown: Bool = true, mode: AppMode = .fullScreen, words: Words = .english) -> AppFlow {
        AppFlow(.rounds(Self.rounds, safetyShown: safetyShown), mode: mode, words: words)
    }

    /// The journal's holds at each checkpoint, in order.
    func journalHolds(_ flow: AppFlow) -> [[Double]?] {
        flow.effects.compactMap { if case .checkpoint(_, _, let holds) = $0 { holds } else { nil } }
    }

    func running(_ flow: AppFlow) -> RunningSession? {
        if case .session(let running) = flow.screen { return running }
        return nil
    }

    @Test func theSafetyStepComesFirstOnANewDevice() {
        var flow = flow(safetyShown: false)
        #expect(flow.screen == .safety(SafetyStep(next: .rounds(Self.rounds))))
        // Space does not skip the rules.
        flow.key(" ")
        #expect(flow.screen == .safety(SafetyStep(next: .rounds(Self.rounds))))
        flow.send(.key(.enter), after: 2)
        #expect(flow.effects.contains(.rememberSafetyShown))
        #expect(running(flow) != nil)
        // Shown before: straight to the session, nothing remembered again.
        let shown = self.flow()
        #expect(running(shown) != nil)
        #expect(!shown.effects.contains(.rememberSafetyShown))
    }

    /// q on the safety screen leaves with nothing begun.
    @Test func leavingTheSafetyScreen() {
        var flow = flow(safetyShown: false)
        flow.key("q")
        #expect(flow.screen == .finished)
        #expect(flow.saves.isEmpty)
        #expect(flow.model.outcome.said == [.safety(.leftBeforeStarting)])
    }

    /// Enter does nothing in the quick breaths; in a hold Enter or space ends it, and the
    /// journal takes the hold at once; the second hold, left alone, ends at its cap and is
    /// kept at 3:00; the session finishes with both holds, and the summary lists them.
    @Test func keysAndTheCap() throws {
        var flow = flow()
        flow.wait(12)
        flow.send(.key(.enter))
        #expect(running(flow)?.practice.holdsEnded == [])
        #expect(running(flow)?.phase?.segment == 0)
        flow.wait(28)  // 40 s: ten seconds into the first hold.
        #expect(running(flow)?.practice.isInOpenHold(at: 40) == true)
        flow.key(" ")
        #expect(running(flow)?.practice.holdsEnded == [40])
        #expect(running(flow)?.practice.isPaused == false)
        #expect(journalHolds(flow).last == [10])
        // 40 + 19 + 30 = 89: the second hold; nobody ends it for 180 s.
        flow.wait(49 + 180, step: 1)
        #expect(running(flow)?.phase?.segment == 5)
        #expect(journalHolds(flow).last == [10, 180])
        flow.wait(19, step: 1)
        let session = try #require(flow.saves.last?.sessions.last)
        #expect(session.endReason == .finished)
        #expect(session.pattern == "rounds")
        #expect(session.holds == [10, 180])
        #expect(session.plannedSeconds == 458)
        #expect(session.practicedSeconds == 288)
        #expect(RecordRules.problem(session) == nil)
        #expect(flow.model.outcome.said.dropFirst() == [
            .rounds(.roundHold(round: 1, seconds: 10)), .rounds(.roundHold(round: 2, seconds: 180)), .rounds(.longestHold(seconds: 180, round: 2)),
        ])
        #expect(flow.model.outcomeLines == ["rounds · 4:48 practised of 7:38 · 2 full rounds · finished", "Round 1: 0:10", "Round 2: 3:00", "Longest hold: 3:00 (round 2)"])
    }

    /// With sounds: a hold ended by a key goes on to the breath in's own cue; a hold its
    /// cap ended has the cap's chime, which then names the breath in (for the voice). The
    /// sounds made before the session include the chime.
    @Test func theCapHasAChimeOfItsOwn() {
        var flow = AppFlow(.rounds(Self.rounds, safetyShown: true), sounds: true)
        flow.wait(40)
        flow.send(.key(.enter))
        #expect(flow.cues.last == .phase(.inhale, seconds: 2))
        flow.wait(49 + 180, step: 1)
        #expect(flow.cues.suffix(2) == [.phase(.holdEmpty, seconds: 180), .capReached(next: .inhale)])
        flow.wait(2, step: 1)
        #expect(flow.cues.last == .phase(.holdFull, seconds: 15))
        #expect(flow.cues.filter { if case .capReached = $0 { true } else { false } }.count == 1)
        #expect(Cue.all(in: Self.rounds.plan).contains(.capReached(next: .inhale)))
        #expect(Cue.capReached(next: .inhale).bells == 3)
        #expect(Cue.capReached(next: .inhale).tone == .closingChime)
        #expect(Cue.capReached(next: .inhale).spokenWords() == "Breathe in")
    }

    /// q inside a hold: saved as quit, with the hold so far to a tenth (30 + 32.34 + 19 +
    /// 30 + 7.26 = 118.6 s practised).
    @Test func quitInsideAHold() throws {
        var flow = flow(words: Words(.simplifiedChinese))
        flow.wait(30)
        flow.send(.key(.enter), after: 32.34)
        flow.wait(19 + 30)
        flow.key("q", after: 7.26)
        let session = try #require(flow.saves.last?.sessions.last)
        #expect(session.endReason == .quit)
        #expect(session.holds == [32.3, 7.3])
        #expect(flow.model.outcomeLines == ["rounds · 已练习 1分58秒，共 7分38秒 · 完整 1 组 · 提前结束", "第 1 组：0:32", "第 2 组：0:07", "最长的一次屏息：0:32（第 1 组）"])
    }

    /// A signal inside a hold: saved as terminated with the holds, and the app dies by it.
    @Test func aSignalInsideAHold() throws {
        var flow = flow()
        flow.wait(30)
        flow.send(.ending(.terminated, signal: 15), after: 12.5)
        let session = try #require(flow.saves.last?.sessions.last)
        #expect(session.endReason == .terminated)
        #expect(session.holds == [12.5])
        #expect(flow.model.outcome.signal == 15)
        // The journal took the holds before the save, should the save fail.
        #expect(journalHolds(flow).last == [12.5])
    }

    /// Quit before the first hold: no holds in the record, nothing after the summary.
    @Test func quitBeforeAnyHold() throws {
        var flow = flow()
        flow.wait(20)
        flow.key("q")
        let session = try #require(flow.saves.last?.sessions.last)
        #expect(session.holds == nil)
        #expect(flow.model.outcome.said.count == 1)
    }

    /// Plain lines, as a screen reader hears them: a round as it starts, the hold with how
    /// to end it, its length, the recovery breath; a line ends the hold.
    @Test func plainLines() {
        var flow = flow(safetyShown: true, mode: .plain(canAsk: true))
        #expect(flow.model.readsLines)
        var lines = PlainView.lines(from: nil, to: flow.model)
        func step(_ change: (inout AppFlow) -> Void) {
            let before = flow.model
            change(&flow)
            lines += PlainView.lines(from: before, to: flow.model)
        }
        for _ in 0..<80 { step { $0.send(.tick, after: 0.5) } }  // 40 s
        step { $0.send(.line(""), after: 2.5) }  // the hold: 12.5 s
        for _ in 0..<40 { step { $0.send(.tick, after: 0.5) } }  // 62.5 s: round 2's breaths
        step { $0.send(.line("q")) }
        #expect(lines == [
            "breathe · rounds · 2 rounds of 10 breaths, holds up to 3:00",
            "Round 1 of 2: 10 breaths, in 1.5 out 1.5",
            "breathe out and hold: Enter ends it",
            "hold: 0:12",
            "in 2",
            "hold 15",
            "out 2",
            "Round 2 of 2: 10 breaths, in 1.5 out 1.5",
            "rounds · 1:02 practised of 7:38 · 1 full round · ended early",
            "Round 1: 0:12",
            "Longest hold: 0:12 (round 1)",
        ])
        // The rounds' own words stay ASCII in English: under LANG=C the separator they are
        // given turns to "-", and no dash of their own may show as mojibake beside it.
        let ownWords = RoundsPhrase.samples.map { phrase in
            if case .holds(let seconds, _) = phrase { return RoundsPhrase.holds(seconds, separator: " - ").english }
            return phrase.english
        }
        #expect(ownWords.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(ownWords)")
    }

    /// Without a terminal on stdin nobody can end a hold: refused before anything.
    @Test func noTerminalToEndAHold() {
        let flow = flow(safetyShown: false, mode: .plain(canAsk: false))
        #expect(flow.screen == .finished)
        #expect(flow.model.outcome.failed)
        #expect(flow.model.outcome.errors == ["hold rounds need someone at the terminal to end each hold: run breathe practice rounds in a terminal"])
        #expect(flow.saves.isEmpty)
    }
}

/// Hold rounds killed mid-session: the journal's holds come back with the recovered
/// session, by the same rules as any journal.
@Suite struct HoldRoundsRecoveryTests {
    @Test func aJournalWithHoldsIsRecoveredWithThem() throws {
        let start = LocalTimestamp(iso8601: "2026-12-01T21:00:00+01:00")!
        var entry = JournalEntry(sessionID: "r1", programID: nil, lessonID: nil, pattern: "rounds", startedAt: start, plannedSeconds: 458)
        entry.practicedSeconds = 95
        entry.checkpointAt = start.adding(seconds: 95)
        entry.holds = [40.2, 6.5]
        var store = ProgressStore()
        let session = entry.record(into: &store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(threshold: 0.8), makeID: { "c" })
        #expect(session.endReason == .recovered)
        #expect(session.holds == [40.2, 6.5])
        #expect(store.sessions == [session])
    }

    /// A lost terminal inside a hold ends it as a hang-up, with the hold.
    @Test func aLostTerminalInsideAHold() throws {
        var flow = AppFlow(.rounds(HoldRounds(rounds: 2, breaths: 10), safetyShown: true))
        flow.wait(30)
        flow.send(.ending(.hangup, signal: nil), after: 4.25)
        let session = try #require(flow.saves.last?.sessions.last)
        #expect(session.endReason == .hangup)
        #expect(session.holds == [4.3])
    }
}
