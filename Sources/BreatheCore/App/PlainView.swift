/// The plain view: the app as lines, one new line for each thing that happens, for screen
/// readers, logs and pipes. The same model the full screen draws, told as it changes.
public enum PlainView {
    /// The lines that tell what changed from `old` to `new` (everything, when `old` is nil).
    public static func lines(from old: AppModel?, to new: AppModel) -> [String] {
        var lines: [String] = []
        let separator = new.context.separator
        lines += new.notes.dropFirst(old?.notes.count ?? 0).map { $0.text(new.context.words) }
        switch new.screen {
        case .question(let question) where old?.screen != new.screen:
            if case .question(let before)? = old?.screen, before.kind == question.kind { break }
            lines.append(prompt(question))
        case .session(let running):
            var previous: RunningSession?
            if case .session(let before)? = old?.screen, before.sessionID == running.sessionID { previous = before }
            if previous == nil {
                let plan = running.plan
                lines.append(running.header(separator: separator) + separator + "\(plan.cycles) cycle\(plan.cycles == 1 ? "" : "s")" + separator + formatClock(plan.totalSeconds))
            }
            if let phase = running.phase, phase != previous?.phase {
                lines.append(line(for: running.plan.pattern.phases[phase.index]))
            }
        default:
            break
        }
        let shown = old?.outcome.lines ?? []
        if new.outcome.lines != shown, !new.outcome.lines.isEmpty { lines += new.outcome.lines }
        return lines
    }

    /// The words for a phase: "in 4", "hold 7", "out 8", "in 1 (top up)".
    public static func line(for phase: BreathPhase) -> String {
        let word: String
        switch phase.kind {
        case .inhale, .topUp: word = "in"
        case .holdFull, .holdEmpty: word = "hold"
        case .exhale: word = "out"
        }
        // Tenths at most: a pace's phases (60 / 5.5 × 0.4 s) are no reading matter.
        return "\(word) \(formatNumber((phase.seconds * 10).rounded() / 10))" + (phase.kind == .topUp ? " (top up)" : "")
    }

    static func prompt(_ question: Question) -> String {
        switch question.kind {
        case .continuation(let offer):
            // What continuing would breathe, as the kind plans it (whole cycles).
            var continuing = question.pending
            continuing.offer = offer
            let left = formatClock(continuing.plan.totalSeconds)
            return "Earlier today you practised \(formatClock(offer.practicedSeconds)) of \(formatClock(offer.plannedSeconds)). Continue (\(left) left) or start over? c/s, Enter continues:"
        case .moodBefore:
            return "Before you begin: how do you feel? 1 tense to 5 calm (Enter skips):"
        case .moodAfter:
            return "And now: how do you feel? 1 tense to 5 calm (Enter skips):"
        case .paceEase:
            return PaceQuestions.ease + " 1 hard to 5 easy (Enter skips, q stops):"
        case .paceDiscomfort:
            return PaceQuestions.discomfort + " y/n (Enter is no, q stops):"
        }
    }
}
