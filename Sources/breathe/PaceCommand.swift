import BreatheCore
import BreatheSystem
import FoundationEssentials

/// `breathe pace`: the explorer (blocks at five rates with questions between them), its
/// history, and a run scored by a heart-rate strap's RR recording.
enum PaceCommand {
    static func run(_ options: PaceOptions) -> Int32 {
        let json = options.json
        let minutes: Double
        switch options.action {
        case .history: return history(json: json)
        case .score(let file): return score(file: file, json: json)
        case .run(let perRate): minutes = perRate
        }
        guard let setup = Setup.load() else {
            printError("nothing was practised; fix the problem above first, since the blocks could not be saved")
            return ExitStatus.failure
        }
        let store = setup.loadStore() ?? ProgressStore()
        return AppLauncher.run(.pace(PacePlan(minutesPerRate: minutes), json: json), setup: setup, store: store, display: options.display, linesToStderr: json) { outcome in
            guard let result = outcome.pace, outcome.signal == nil else { return }
            let kept = keep(result, setup: setup)
            if json {
                _ = printJSON(PaceJSON(result, startedAt: nil, keptAsPace: kept))
            } else if !kept {
                say("No rate was found easy without discomfort, so your pace stays \(formatNumber(setup.settings.pace)) a minute.")
            } else {
                say("Kept as your pace (\(formatNumber(result.suggestion.rate)) a minute): breathe practice pace breathes it.")
            }
        }
    }

    /// Keeps the suggestion as the setting `pace` only when a rate was found easy without
    /// discomfort: a run quit early, or with nothing easy, says nothing about a rate and
    /// must not overwrite an earlier choice with the default.
    static func keep(_ result: PaceResult, setup: Setup) -> Bool {
        guard result.suggestion.reason == .slowestEasy else { return false }
        do throws(SettingsError) {
            try ConfigFile(path: setup.locations.configFile).update(set: ["pace": .number(result.suggestion.rate)])
            return true
        } catch {
            printError(error.description + "; the suggestion was not kept as your pace")
            return false
        }
    }

    static func history(json: Bool) -> Int32 {
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        let runs = PaceHistory.runs(in: store)
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

    /// A run scored by an RR recording made during it: the run the recording's times fall
    /// in, or the last run for a list of intervals alone.
    static func score(file: String, json: Bool) -> Int32 {
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        let runs = PaceHistory.runs(in: store)
        guard let last = runs.last else {
            printError("there is no run of breathe pace to score yet: breathe pace first, with your strap recording")
            return ExitStatus.failure
        }
        let recording: RRRecording
        do {
            guard let data = try FileIO.read(file) else {
                printError("\(file): no such file")
                return ExitStatus.failure
            }
            recording = try RRRecording.parse(String(decoding: data, as: UTF8.self), file: file, localOffset: last.startedAt.utcOffsetSeconds)
        } catch {
            printError("\(error)")
            return ExitStatus.failure
        }
        var run = last
        if let times = recording.times, let first = times.first, let end = times.last {
            run = runs.last { candidate in
                let blocks = candidate.blockTimes
                return (blocks.first?.start ?? .infinity) < end && (blocks.last?.end ?? -.infinity) > first
            } ?? last
        }
        let blocks = run.blockTimes
        if recording.times == nil, let start = blocks.first?.start, let end = blocks.last?.end {
            // A list without times is placed from the run's first block: it must last as
            // long as the run, or every breath would be misplaced.
            let lasts = recording.intervals.reduce(0, +) / 1000
            if abs(lasts - (end - start)) > 30 {
                printError("\(file): a list of intervals without times is placed from the start of your last run, but it lasts \(formatClock(lasts)) and the run lasted \(formatClock(end - start)); trim it to the run, or export the recording with its times")
                return ExitStatus.failure
            }
        }
        // A list of intervals alone is taken to start with the run's first block.
        let times = recording.beatTimes(startingAt: blocks.first?.start ?? 0)
        let scores = RRScoring.score(times: times, intervals: recording.intervals, blocks: blocks)
        guard let suggestion = RRScoring.suggestion(scores) else {
            let span = (times.first.map(clock) ?? "?") + " to " + (times.last.map(clock) ?? "?")
            let runSpan = clock(blocks.first?.start ?? 0) + " to " + clock(blocks.last?.end ?? 0)
            printError("\(file): the recording (\(span) UTC) does not overlap your last run (\(runSpan) UTC); record during breathe pace, or give the file of that run")
            return ExitStatus.failure
        }
        if json { return printJSON(PaceJSON(run.result, startedAt: run.startedAt, scores: scores, suggestion: suggestion, keptAsPace: nil)) }
        let separator = outputGlyphs.separator
        say("Your run of \(run.startedAt.local.shortText), scored by \(file)")
        say("  a minute   swing a breath   breaths   beats")
        for score in scores {
            let swing = score.swing.map { formatNumber(($0 * 10).rounded() / 10) + " bpm" } ?? "-"
            say("  " + formatNumber(score.rate).padded(to: 9) + "  " + swing.padded(to: 15) + "  " + String(score.breaths).padded(to: 8) + "  " + String(score.beats))
        }
        say("Suggested: \(formatNumber(suggestion.rate)) breaths a minute. " + suggestion.explanation)
        say("To breathe at it: breathe config pace \(formatNumber(suggestion.rate))" + separator + "then breathe practice pace")
        return ExitStatus.ok
    }

    /// "07:30:12", UTC, for a time in seconds since 1970.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(saturating: seconds.rounded(.down))
        let day = ((whole % 86_400) + 86_400) % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(day / 3600)):\(two(day % 3600 / 60)):\(two(day % 60))"
    }
}
