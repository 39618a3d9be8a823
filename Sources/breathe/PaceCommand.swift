import BreatheCore
import BreatheSystem

/// `breathe pace`: the explorer (blocks at five rates with questions between them), its
/// history, and a run scored by a heart-rate strap's RR recording. What is kept and what
/// is said are decided in the core (`PaceKeeping`, `RRMatch`); this writes and prints.
enum PaceCommand {
    static func run(_ options: PaceOptions, _ context: CommandContext) -> Int32 {
        let json = options.json
        let minutes: Double
        switch options.action {
        case .history: return history(json: json, context)
        case .score(let file): return score(file: file, json: json, context)
        case .run(let perRate): minutes = perRate
        }
        let setup = context.setup
        return AppLauncher.run(.pace(PacePlan(minutesPerRate: minutes), json: json), context: context, display: options.display, linesToStderr: json) { outcome in
            guard let result = outcome.pace, outcome.signal == nil else { return }
            let kept = PaceKeeping.rateToKeep(result).flatMap { keep($0, setup: setup) }
            if json {
                _ = printJSON(PaceJSON(result, startedAt: nil, keptAsPace: kept != nil))
            } else {
                say(PaceKeeping.line(suggested: PaceKeeping.rateToKeep(result), kept: kept != nil, currentPace: setup.settings.pace))
            }
        }
    }

    /// Writes `rate` as the setting `pace`; nil (said why) when it cannot be written.
    static func keep(_ rate: Double, setup: Setup) -> Double? {
        do throws(SettingsError) {
            try ConfigFile(path: setup.locations.configFile).update(set: ["pace": .number(rate)])
            return rate
        } catch {
            printError(error.description + "; the suggestion was not kept as your pace")
            return nil
        }
    }

    static func history(json: Bool, _ context: CommandContext) -> Int32 {
        let runs = PaceHistory.runs(in: context.store)
        if json { return printJSON(runs.map { PaceJSON($0.result, startedAt: $0.startedAt, keptAsPace: nil) }) }
        guard !runs.isEmpty else {
            say("No runs yet: breathe pace finds a rate that suits you.")
            return ExitStatus.ok
        }
        let separator = outputGlyphs.separator
        for run in runs {
            let result = run.result
            let rates = result.rows.map { row in
                formatNumber(row.answer.rate) + (row.endReason == .finished ? " (\(row.answer.ease.map { "\($0)/5" } ?? "-")\(row.answer.discomfort ? ", discomfort" : ""))" : " (ended early)")
            }
            say(run.startedAt.local.shortText + separator + rates.joined(separator: ", ") + separator + "suggested \(formatNumber(result.suggestion.rate))")
        }
        return ExitStatus.ok
    }

    /// A run scored by an RR recording made during it (matched in the core).
    static func score(file: String, json: Bool, _ context: CommandContext) -> Int32 {
        let runs = PaceHistory.runs(in: context.store)
        guard let last = runs.last else {
            printError(RRMatch.noRunYet.description)
            return ExitStatus.failure
        }
        let scored: RRMatch.Scored
        do {
            guard let data = try FileIO.read(file) else {
                printError("\(file): no such file")
                return ExitStatus.failure
            }
            let recording = try RRRecording.parse(String(decoding: data, as: UTF8.self), file: file, localOffset: last.startedAt.utcOffsetSeconds)
            scored = try RRMatch.score(recording, file: file, runs: runs).get()
        } catch {
            printError("\(error)")
            return ExitStatus.failure
        }
        let run = scored.run
        if json { return printJSON(PaceJSON(run.result, startedAt: run.startedAt, scores: scored.scores, suggestion: scored.suggestion, keptAsPace: nil)) }
        let separator = outputGlyphs.separator
        say("Your run of \(run.startedAt.local.shortText), scored by \(file)")
        say("  a minute   swing a breath   breaths   beats")
        for score in scored.scores {
            let swing = score.swing.map { formatNumber(($0 * 10).rounded() / 10) + " bpm" } ?? "-"
            say("  " + formatNumber(score.rate).padded(to: 9) + "  " + swing.padded(to: 15) + "  " + String(score.breaths).padded(to: 8) + "  " + String(score.beats))
        }
        say("Suggested: \(formatNumber(scored.suggestion.rate)) breaths a minute. " + scored.suggestion.explanation)
        say("To breathe at it: breathe config pace \(formatNumber(scored.suggestion.rate))" + separator + "then breathe practice pace")
        return ExitStatus.ok
    }
}
