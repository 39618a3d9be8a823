import BreatheCore
import BreatheSystem

/// `breathe pace`: the explorer (blocks at five rates with questions between them), its
/// history, and a run scored by a heart-rate strap's RR recording. What is kept and what
/// is said are decided in the core (`PaceKeeping`, `RRMatch`); this writes and prints.
enum PaceCommand {
    static func run(_ options: PaceOptions, _ context: CommandContext) -> Int32 {
        let words = context.words
        let json = options.json
        let minutes: Double
        switch options.action {
        case .history: return history(json: json, context)
        case .score(let file): return score(file: file, json: json, context)
        case .run(let perRate): minutes = perRate
        }
        let setup = context.setup
        return AppLauncher.run(
            .pace(PacePlan(minutesPerRate: minutes), json: json), context: context, display: options.display,
            linesToStderr: json) { outcome in
            // Ctrl-C stops a run as q does ("what you did is kept"): its suggestion is kept
            // too (it was said and then dropped), before breathe ends by the signal.
            guard let result = outcome.pace else { return }
            let kept = PaceKeeping.rateToKeep(result).flatMap { keep($0, setup: setup) }
            if json {
                _ = printJSON(PaceJSON(result, startedAt: nil, keptAsPace: kept != nil), words: words)
            } else {
                say(PaceKeeping.line(result, kept: kept != nil, currentPace: setup.settings.pace, words: words))
            }
        }
    }

    /// Writes `rate` as the setting `pace`; nil (said why) when it cannot be written.
    static func keep(_ rate: Double, setup: Setup) -> Double? {
        let words = setup.invocation.words
        do throws(SettingsError) {
            let kept = [SettingDeclaration.pace.key: JSONValue.number(rate)]
            let file = ConfigFile(setup.locations)
            let base = file.base()
            try file.update(set: kept) { before, changedBefore in
                SettingTimes.record(
                    kept, before: before, changedBefore: changedBefore, base: base, locations: setup.locations,
                    words: words)
            }
            return rate
        } catch {
            printError(words(.suggestionNotKept(problem: error.description)))
            return nil
        }
    }

    static func history(json: Bool, _ context: CommandContext) -> Int32 {
        let words = context.words
        let runs = PaceHistory.runs(in: context.store)
        if json {
            return printJSON(runs.map { PaceJSON($0.result, startedAt: $0.startedAt, keptAsPace: nil) }, words: words)
        }
        for line in PaceReport.historyLines(runs, separator: context.glyphs.separator, words: words) { say(line) }
        return ExitStatus.ok
    }

    /// A run scored by an RR recording made during it (matched in the core).
    static func score(file: String, json: Bool, _ context: CommandContext) -> Int32 {
        let words = context.words
        let runs = PaceHistory.runs(in: context.store)
        guard let last = runs.last else {
            printError(words.say(RRMatch.noRunYet))
            return ExitStatus.failure
        }
        let scored: RRMatch.Scored
        do {
            guard let data = try FileIO.read(file) else {
                printError(words(RRProblem.noSuchFile(file)))
                return ExitStatus.failure
            }
            let recording = try RRRecording.parse(
                String(decoding: data, as: UTF8.self), file: file, localOffset: last.startedAt.utcOffsetSeconds)
            scored = try RRMatch.score(recording, file: file, runs: runs).get()
        } catch let error as any Phrases {
            printError(words.say(error))
            return ExitStatus.failure
        } catch {
            printError("\(error)")
            return ExitStatus.failure
        }
        let run = scored.run
        if json {
            return printJSON(
                PaceJSON(
                    run.result, startedAt: run.startedAt, scores: scored.scores, suggestion: scored.suggestion,
                    keptAsPace: nil),
                words: words)
        }
        for line in PaceReport.scoreLines(
            scored, file: file, separator: context.glyphs.separator, words: words, width: context.width) {
            say(line)
        }
        return ExitStatus.ok
    }
}
