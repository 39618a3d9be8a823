/// A ramp: phases that move, cycle by cycle, from one pattern to another (`breathe
/// practice 4-6 --to 5-7`), so a person can lengthen the breath a little at a time.
///
/// The rules (Docs/DESIGN.md):
/// - both patterns have the same phases, in the same order;
/// - the first cycle is the first pattern, the last cycle the second, and each phase's
///   length moves linearly between them, cycle by cycle; every cycle is whole;
/// - every length is rounded to a tenth of a second (a half away from zero), the first
///   and last cycles' too;
/// - there are at least two cycles, the first pattern and the second;
/// - a length in minutes becomes the whole number of cycles nearest to the minutes at the
///   ramp's mean cycle (the mean of the two patterns' cycles), a half rounding up, as a
///   fixed pattern's does at its cycle.
public enum Ramp {
    /// Fewer cycles could not hold both ends.
    public static let fewestCycles = 2

    /// Whether a ramp can go from `from` to `to`: the same phases in the same order.
    public static func samePhases(_ from: BreathPattern, _ to: BreathPattern) -> Bool {
        from.phases.map(\.kind) == to.phases.map(\.kind) && !from.phases.isEmpty
    }

    /// The cycles of a ramp asked to last `length`, before any check of its total.
    static func cycles(from: BreathPattern, to: BreathPattern, length: SessionLength) throws(PlanError) -> Int {
        switch length {
        case .minutes(let minutes):
            guard minutes.isFinite, SessionLength.minutesRange.contains(minutes) else {
                throw .minutesOutOfRange(minutes)
            }
            let meanCycle = (from.cycleSeconds + to.cycleSeconds) / 2
            let exact = minutes * 60 / meanCycle
            return max(fewestCycles, Int(saturating: min(exact, 1e9).rounded(.toNearestOrAwayFromZero)))
        case .cycles(let count):
            guard SessionLength.cyclesRange.contains(count) else { throw .cyclesOutOfRange(count) }
            guard count >= fewestCycles else { throw .rampTooShort(count) }
            return count
        }
    }

    /// Each cycle's phase lengths in tenths of a second: phase `p` of cycle `k` (from 0)
    /// of `cycles` is `from + (to − from) × k / (cycles − 1)`, rounded to a tenth.
    static func tenths(from: BreathPattern, to: BreathPattern, cycles: Int) -> [[Int]] {
        let steps = Double(max(cycles - 1, 1))
        return (0..<cycles).map { cycle in
            zip(from.phases, to.phases).map { first, last in
                // In tenths, so that a whole number of tenths at either end stays exact.
                let start = first.seconds * 10, end = last.seconds * 10
                let exact = (start * (steps - Double(cycle)) + end * Double(cycle)) / steps
                return Int(saturating: exact.rounded(.toNearestOrAwayFromZero))
            }
        }
    }
}

extension PracticePlan {
    /// A ramp from `from` to `to` lasting `length`, by the rules of `Ramp`.
    public init(ramp from: BreathPattern, to: BreathPattern, length: SessionLength) throws(PlanError) {
        guard from.cycleSeconds.isFinite, from.cycleSeconds > 0, to.cycleSeconds.isFinite,
              to.cycleSeconds > 0 else { throw .noBreath }
        guard Ramp.samePhases(from, to) else { throw .rampPhasesDiffer(from: from.name, to: to.name) }
        // At most 7,200 cycles (120 minutes of one-second cycles): the table is small.
        let count = try Ramp.cycles(from: from, to: to, length: length)
        let longestCycle = max(from.cycleSeconds, to.cycleSeconds)
        let cycles = PacedCycles(ramp: from, to: to, tenths: Ramp.tenths(from: from, to: to, cycles: count))
        guard cycles.totalSeconds <= SessionLength.longestSessionSeconds + longestCycle else {
            throw .tooLong(seconds: cycles.totalSeconds)
        }
        self.init(checked: [.paced(cycles)])
    }
}
