/// `breathe pace --rr FILE`: which run a recording belongs to, whether it can be placed in
/// it, and its scores; or why not, in words that say what to do.
public enum RRMatch {
    /// A run scored by a recording.
    public struct Scored: Sendable, Equatable {
        public let run: PaceRunRecord
        public let scores: [RRScoring.BlockScore]
        public let suggestion: PaceSuggestion
    }

    /// The run the recording's times fall in, or the last run for a list of intervals
    /// alone; `runs` oldest first. Refusals name `file`.
    public static func score(_ recording: RRRecording, file: String, runs: [PaceRunRecord]) -> Result<Scored, RRError> {
        guard let last = runs.last else { return .failure(noRunYet) }
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
                return .failure(.lengthMismatch(file: file, lasts: lasts, runLasted: end - start))
            }
        }
        // A list of intervals alone is taken to start with the run's first block.
        let times = recording.beatTimes(startingAt: blocks.first?.start ?? 0)
        let scores = RRScoring.score(times: times, intervals: recording.intervals, blocks: blocks)
        guard let suggestion = RRScoring.suggestion(scores) else {
            return .failure(.noOverlap(
                file: file, from: times.first.map(utcTime) ?? "?", to: times.last.map(utcTime) ?? "?",
                runFrom: utcTime(blocks.first?.start ?? 0), runTo: utcTime(blocks.last?.end ?? 0)))
        }
        return .success(Scored(run: run, scores: scores, suggestion: suggestion))
    }

    /// Nothing to score: said before the file is even read.
    public static let noRunYet = RRError.noRunYet

    /// "2026-12-01 07:30:12", UTC, for a time in seconds since 1970: with its date, so a
    /// recording of another day never reads as the same hours as the run.
    static func utcTime(_ seconds: Double) -> String {
        let time = LocalTimestamp(
            secondsSince1970: Int64(Int(saturating: seconds.rounded(.down))), utcOffsetSeconds: 0).local
        return "\(time.date.iso8601) \(pad(time.hour)):\(pad(time.minute)):\(pad(time.second))"
    }
}
