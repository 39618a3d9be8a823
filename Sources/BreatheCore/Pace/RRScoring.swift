/// Scores each block of a `breathe pace` run by the heart's own answer: how far the heart
/// rate swings, peak to trough, within each breath. Breathing near one's resonance rate
/// makes that swing largest; it is how clinics pick the rate.
public enum RRScoring {
    /// A block as it was breathed: its rate and when it began and ended (seconds since
    /// 1970).
    public struct BlockTime: Sendable, Equatable {
        public let rate: Double
        public let start: Double
        public let end: Double
        /// Whether the block may be suggested: breathed to its end, without a pause that
        /// would shift its breaths, and without discomfort.
        public let candidate: Bool

        public init(rate: Double, start: Double, end: Double, candidate: Bool = true) {
            self.rate = rate
            self.start = start
            self.end = end
            self.candidate = candidate
        }
    }

    /// A block's score: the mean swing a breath in beats a minute, over the breaths with
    /// enough clean beats (nil when none had), and what it rests on.
    public struct BlockScore: Sendable, Equatable {
        public let rate: Double
        public let swing: Double?
        public let breaths: Int
        public let beats: Int
        public let candidate: Bool
    }

    /// Intervals outside this range are not heartbeats (a missed or a doubled beat).
    public static let plausibleMilliseconds: ClosedRange<Double> = 300...2000
    /// An interval this far from the mean of its neighbours is an artefact.
    public static let neighbourTolerance = 0.2
    /// A breath needs this many clean beats for its swing to mean anything.
    public static let beatsPerBreath = 3
    /// The largest swing must beat the next by this much to be told apart at all, and by
    /// `clearRatio` to be clear; below `flatSwing` beats a minute nothing swung.
    public static let slightRatio = 1.05
    public static let clearRatio = 1.2
    public static let flatSwing = 1.0

    /// Which intervals are clean: in the plausible range and within 20% of the mean of
    /// their neighbours (of the one neighbour at either end).
    public static func clean(_ intervals: [Double]) -> [Bool] {
        intervals.indices.map { index in
            let value = intervals[index]
            guard plausibleMilliseconds.contains(value) else { return false }
            let neighbours = [index - 1, index + 1].filter {
                intervals.indices.contains($0)
            }.map { intervals[$0] }.filter { plausibleMilliseconds.contains($0) }
            guard !neighbours.isEmpty else { return true }
            let mean = neighbours.reduce(0, +) / Double(neighbours.count)
            return abs(value - mean) <= neighbourTolerance * mean
        }
    }

    /// Each block's score from beats at `times` with `intervals` (milliseconds).
    public static func score(times: [Double], intervals: [Double], blocks: [BlockTime]) -> [BlockScore] {
        let keep = clean(intervals)
        let beats = zip(zip(times, intervals), keep).filter(\.1).map { (time: $0.0.0, rate: 60_000 / $0.0.1) }
        return blocks.map { block in
            let breath = 60 / block.rate
            let inBlock = beats.filter { $0.time >= block.start && $0.time < block.end }
            var swings: [Double] = []
            var start = block.start
            while start + breath <= block.end + 1e-6 {
                let window = inBlock.filter { $0.time >= start && $0.time < start + breath }.map(\.rate)
                if window.count >= beatsPerBreath, let high = window.max(),
                   let low = window.min() { swings.append(high - low) }
                start += breath
            }
            let mean = swings.isEmpty ? nil : swings.reduce(0, +) / Double(swings.count)
            return BlockScore(
                rate: block.rate, swing: mean, breaths: swings.count, beats: inBlock.count, candidate: block.candidate)
        }
    }

    /// The rate with the largest swing and how clear that was, or 6 a minute when no rate
    /// swung clearly more. Nil when no block has a score (the recording missed the run).
    public static func suggestion(_ scores: [BlockScore]) -> PaceSuggestion? {
        guard scores.contains(where: { $0.swing != nil }) else { return nil }
        let scored = scores.filter(\.candidate).compactMap { score in
            score.swing.map { (rate: score.rate, swing: $0) }
        }.sorted { $0.swing > $1.swing }
        // One block alone compares with nothing.
        guard scored.count >= 2,
              let best = scored.first else {
                  return PaceSuggestion(rate: PaceSuggestion.defaultRate, reason: .tooFewBlocks)
              }
        let next = scored.dropFirst().first?.swing ?? 0
        if best.swing < flatSwing || (next > 0 && best.swing / next < slightRatio) {
            return PaceSuggestion(rate: PaceSuggestion.defaultRate, reason: .flatSwing)
        }
        let clarity: PaceSuggestion.Clarity = next == 0 || best.swing / next >= clearRatio ? .clear : .slight
        return PaceSuggestion(rate: best.rate, reason: .largestSwing(clarity))
    }
}
