/// The blocks of `breathe pace`: a few minutes at each of the rates a clinic tries when
/// it looks for a person's resonance rate, from the quickest to the slowest, each with an
/// exhale longer than the inhale (4:6), which most people find calmer at slow rates.
public struct PacePlan: Sendable, Equatable {
    /// Breaths a minute, in the order they are breathed.
    public static let rates: [Double] = [6.5, 6, 5.5, 5, 4.5]
    public static let defaultMinutesPerRate = 2.0
    /// `--minutes-per-rate`: long enough to settle into a rate, short enough for five.
    public static let minutesPerRateRange: ClosedRange<Double> = 1...5
    /// The inhale's share of each breath (4:6).
    public static let inhaleShare = 0.4
    /// The rates the setting `pace` accepts: the range resonance rates are found in, and
    /// a little either side.
    public static let settingRange: ClosedRange<Double> = 4...7
    /// The setting's default, before a pace is chosen: 6 a minute, a sound default.
    public static let defaultRate = 6.0
    /// The pattern name that means the person's own pace.
    public static let patternKeyword = "pace"

    public let minutesPerRate: Double
    public let blocks: [Block]

    /// One block: a rate and the plan breathed at it.
    public struct Block: Sendable, Equatable {
        public let rate: Double
        public let plan: PracticePlan
        /// The name its sessions are saved under: "pace-6.5".
        public var patternName: String { PacePlan.patternName(rate) }
    }

    public init(minutesPerRate: Double = PacePlan.defaultMinutesPerRate) {
        let minutes = min(max(minutesPerRate, Self.minutesPerRateRange.lowerBound), Self.minutesPerRateRange.upperBound)
        self.minutesPerRate = minutes
        blocks = Self.rates.map { rate in Block(rate: rate, plan: Self.plan(rate: rate, minutes: minutes)) }
    }

    /// "pace-6.5", "pace-6".
    public static func patternName(_ rate: Double) -> String { "pace-" + formatNumber(rate) }

    /// A breath at `rate` a minute: in for 40% of it, out for 60%, no holds.
    public static func pattern(rate: Double, name: String? = nil) -> BreathPattern {
        let breath = 60 / rate
        return BreathPattern(
            name: name ?? patternName(rate),
            phases: [BreathPhase(.inhale, breath * inhaleShare), BreathPhase(.exhale, breath * (1 - inhaleShare))])
    }

    /// Whole breaths that fill about `minutes` at `rate`.
    static func plan(rate: Double, minutes: Double) -> PracticePlan {
        let cycles = max(1, Int(saturating: (minutes * rate).rounded()))
        // The pattern is valid by construction (phases of 3.7 s or more), so this cannot fail.
        return try! PracticePlan(pattern: pattern(rate: rate), length: .cycles(cycles))
    }
}
