/// The plain view: the app as lines, one new line for each thing that happens, for screen
/// readers, logs and pipes. The same model the full screen draws, told as it changes, in
/// the person's language (`AppContext.words`).
public enum PlainView {
    /// The lines that tell what changed from `old` to `new` (everything, when `old` is nil).
    public static func lines(from old: AppModel?, to new: AppModel) -> [String] {
        var lines: [String] = []
        let context = new.context, words = context.words
        let separator = context.separator
        lines += new.notes.dropFirst(old?.notes.count ?? 0).flatMap(context.lines)
        switch new.screen {
        case .question(let question) where old?.screen != new.screen:
            if case .question(let before)? = old?.screen, before.kind == question.kind { break }
            lines.append(prompt(question, words: words, separator: separator))
        case .leadIn(let leadIn):
            // One line for the whole count, under the session's header.
            if case .leadIn(let before)? = old?.screen, before.pending == leadIn.pending { break }
            lines.append(header(
                leadIn.header(separator: separator, words: words), plan: leadIn.pending.plan, separator: separator,
                words: words, rounds: leadIn.pending.holdRounds))
            lines.append(words(.getReadyLine(seconds: leadIn.seconds)))
        case .session(let running):
            var previous: RunningSession?
            if case .session(let before)? = old?.screen, before.sessionID == running.sessionID { previous = before }
            var headed = previous != nil
            if case .leadIn(let before)? = old?.screen, before.pending == running.pending { headed = true }
            if !headed {
                lines.append(header(
                    running.header(separator: separator, words: words), plan: running.plan, separator: separator,
                    words: words, rounds: running.pending.holdRounds))
            }
            if let phase = running.phase, phase != previous?.phase, let rounds = running.pending.holdRounds {
                lines += HoldRoundsPractice.plainLines(rounds, running, at: new.now.monotonic, words: words)
            } else if let phase = running.phase, phase != previous?.phase,
               let breath = running.plan.phase(segment: phase.segment, cycle: phase.cycle, index: phase.index) {
                lines.append(line(for: breath, words: words))
            }
        case .safety:
            if case .safety? = old?.screen { break }
            lines += ([.title] + SafetyPhrase.rules + [.prompt]).map { words($0) }
        case .bolt(let test):
            var before: BoltTest.Stage?
            if case .bolt(let previous)? = old?.screen { before = previous.stage }
            lines += boltLines(test.stage, after: before).map { words($0) }
        default:
            break
        }
        let shown = old?.outcome.said ?? []
        if new.outcome.said != shown, !new.outcome.said.isEmpty { lines += new.outcomeLines }
        return lines
    }

    /// A session's first line: "breathe · 4-7-8 · 4 cycles · 1:16"; hold rounds say their
    /// rounds and breaths, since their holds make the length.
    static func header(
        _ title: String, plan: PracticePlan, separator: String, words: Words, rounds: HoldRounds? = nil) -> String {
        if let rounds {
            return title + separator + words(RoundsPhrase.plan(rounds: rounds.rounds, breaths: rounds.breaths))
        }
        return title + separator + words(.cycles(plan.cycles)) + separator + words.duration(plan.totalSeconds)
    }

    /// The BOLT test's steps as each begins: all of them the first time, the note and the
    /// step that starts the count when it starts again. Results are said as the outcome.
    static func boltLines(_ stage: BoltTest.Stage, after before: BoltTest.Stage?) -> [BoltPhrase] {
        switch (stage, before) {
        case (.ready, nil): [.title, .breatheNormally, .pinchAndStart(plain: true)]
        case (.ready(let note), .counting?): (note.map { [$0] } ?? []) + [.pinchAndStart(plain: true)]
        case (.counting, .ready?): [.stopAtUrge(plain: true)]
        default: []
        }
    }

    /// The words for a phase: "in 4", "hold 7", "out 8", "in 1 (top up)"; "吸气 4".
    public static func line(for phase: BreathPhase, words: Words = .english) -> String {
        words(.plainPhase(phase.kind, seconds: phase.seconds))
    }

    static func prompt(_ question: Question, words: Words, separator: String) -> String {
        switch question.kind {
        case .lessonStart:
            guard let (program, lesson) = question.pending.lesson else { return "" }
            return words(.startPrompt(
                lesson: program.heading(for: lesson, separator: separator, words: words),
                seconds: question.pending.plan.totalSeconds))
        case .pace(.intro):
            return words(.introPrompt)
        case .pace(.beat):
            guard let run = question.pending.pace else { return "" }
            return words(.nextPrompt(rate: run.current.block.rate))
        case .lesson(.continuation(let offer)):
            // What continuing would breathe, as the kind plans it (whole cycles).
            var continuing = question.pending
            continuing.offer = offer
            return words(.continuePrompt(
                practised: offer.practicedSeconds, planned: offer.plannedSeconds, left: continuing.plan.totalSeconds))
        case .lesson(.moodBefore):
            return words(.moodPrompt(before: true))
        case .lesson(.moodAfter):
            return words(.moodPrompt(before: false))
        case .pace(.ease):
            return words(.easePrompt)
        case .pace(.discomfort):
            return words(.discomfortPrompt)
        }
    }
}
