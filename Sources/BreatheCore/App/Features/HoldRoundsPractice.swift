/// Hold rounds (`breathe practice rounds`) as a kind of free practice: the session
/// feature paces it and ends its holds like any plan's; this says what comes before it
/// (the safety screen), what it is called, and what the summary adds (each hold).
struct HoldRoundsPractice: SessionPractice {
    let rounds: HoldRounds

    /// Without a terminal on stdin nobody can end a hold, and a hold nobody watches
    /// should not run to its cap: refused before anything is shown. Otherwise the safety
    /// screen, unless this device has shown it.
    static func start(_ rounds: HoldRounds, safetyShown: Bool, _ app: AppModel) -> FeatureStep {
        guard app.canAsk else { return FeatureStep(.refuse(app.context.words(RoundsPhrase.noOneToEndHolds))) }
        return SafetyFeature.begin(shownBefore: safetyShown, canAsk: true, then: .rounds(rounds))
    }

    func plan(continuing offer: ContinuationOffer?) -> PracticePlan { rounds.plan }

    var lessonSeconds: Double { rounds.plan.totalSeconds }

    /// The command's name and the word typed, in every language: "breathe · rounds".
    func header(separator: String, words: Words) -> String {
        "breathe" + separator + HoldRounds.keyword
    }

    var recordPattern: String { HoldRounds.keyword }

    func journalEntry(
        sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?,
        startedAt: LocalTimestamp) -> JournalEntry {
        JournalEntry(
            sessionID: sessionID, programID: nil, lessonID: nil, pattern: HoldRounds.keyword, startedAt: startedAt,
            plannedSeconds: plan.totalSeconds)
    }

    /// The summary line counts rounds, not the cycles of their breaths; after it, each
    /// hold by its round, then the longest.
    func summaryLines(_ summary: SessionSummary, _ ended: EndedSession) -> [Said] {
        var summary = summary
        // A round is its breaths and the cycle after its hold: whole rounds of cycles.
        summary.fullRounds = summary.fullCycles / (rounds.breaths + 1)
        return [.summary(summary)] + Self.holdLines(ended.attempt.holds ?? []).map(Said.rounds)
    }

    /// "Round 1: 1:02", …, "Longest hold: 1:15 (round 2)"; nothing before the first hold.
    static func holdLines(_ holds: [Double]) -> [RoundsPhrase] {
        guard let longest = holds.indices.max(by: { holds[$0] < holds[$1] }) else { return [] }
        return holds.enumerated().map { RoundsPhrase.roundHold(round: $0.offset + 1, seconds: $0.element) }
            + [.longestHold(seconds: holds[longest], round: longest + 1)]
    }
}

extension HoldRoundsPractice {
    /// Plain lines as the session reaches a new phase: a line as each round starts (its
    /// quick breaths get none: a line every 1.5 s is more than a screen reader can say,
    /// and the sounds pace them), the hold with how to end it, its length once it ends,
    /// and the recovery breath's phases as any pattern's.
    static func plainLines(_ rounds: HoldRounds, _ running: RunningSession, at now: Double, words: Words) -> [String] {
        guard let phase = running.phase else { return [] }
        let moment = running.practice.moment(at: now)
        let place = rounds.place(of: moment)
        switch place.stage {
        case .breathing(let breath, _):
            guard breath == 1, phase.index == 0 else { return [] }
            return [words(RoundsPhrase.roundStarts(round: place.round, rounds: place.rounds, breaths: rounds.breaths))]
        case .holding:
            return [words(RoundsPhrase.holdPrompt)]
        case .recovering:
            var lines: [String] = []
            if phase.index == 0, let held = running.practice.holdLengths(at: now).last {
                lines.append(words(RoundsPhrase.holdEnded(seconds: held, capped: held >= HoldRounds.capSeconds)))
            }
            if let breath = running.plan.phase(segment: phase.segment, cycle: phase.cycle, index: phase.index) {
                lines.append(PlainView.line(for: breath, words: words))
            }
            return lines
        }
    }
}
