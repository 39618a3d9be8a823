/// Cycles paced by the clock: every cycle has the same phases, and their lengths are the
/// pattern's, or move from cycle to cycle (a ramp, `Ramp`).
///
/// Where a cycle starts is never found by adding cycle after cycle at each frame: for
/// one pattern it is `cycle × cycleSeconds`, for a ramp a table of starts made once from
/// whole tenths of a second (exact integers, so no rounding gathers along it), searched
/// by halves.
public struct PacedCycles: Sendable, Equatable {
    /// The pattern the cycles start from, which names them.
    public let pattern: BreathPattern
    /// A ramp's pattern at its last cycle; nil when every cycle is `pattern`.
    public let target: BreathPattern?
    public let cycles: Int
    /// A ramp's phase lengths in tenths of a second, cycle after cycle (`cycles` ×
    /// phases); empty when every cycle is `pattern`.
    private let tenths: [Int]
    /// A ramp's cycle starts in tenths, `cycles + 1` of them (the last is the end).
    private let startTenths: [Int]
    /// The same starts in seconds, searched for the cycle at an instant.
    private let starts: [Double]

    /// `cycles` cycles of `pattern`.
    public init(_ pattern: BreathPattern, cycles: Int) {
        self.pattern = pattern
        target = nil
        self.cycles = cycles
        tenths = []
        startTenths = []
        starts = []
    }

    /// A ramp from `pattern` to `target` with these phase lengths, in tenths of a second,
    /// cycle after cycle (`Ramp.tenths` makes them).
    init(ramp pattern: BreathPattern, to target: BreathPattern, tenths: [[Int]]) {
        self.pattern = pattern
        self.target = target
        cycles = tenths.count
        self.tenths = tenths.flatMap { $0 }
        var total = 0
        var startTenths = [0]
        for cycle in tenths {
            total += cycle.reduce(0, +)
            startTenths.append(total)
        }
        self.startTenths = startTenths
        starts = startTenths.map { Double($0) / 10 }
    }

    public var isRamp: Bool { target != nil }

    public var phaseCount: Int { pattern.phases.count }

    /// The kind of each phase, the same in every cycle.
    public var kinds: [BreathPhaseKind] { pattern.phases.map(\.kind) }

    public var totalSeconds: Double {
        isRamp ? starts[cycles] : Double(cycles) * pattern.cycleSeconds
    }

    /// Seconds of phase `phase` of cycle `cycle` (both from 0).
    public func seconds(cycle: Int, phase: Int) -> Double {
        isRamp ? Double(tenths[cycle * phaseCount + phase]) / 10 : pattern.phases[phase].seconds
    }

    /// The phases of cycle `cycle` (from 0), as a pattern named by the first one.
    public func pattern(ofCycle cycle: Int) -> BreathPattern {
        guard isRamp else { return pattern }
        return BreathPattern(name: pattern.name, phases: pattern.phases.indices.map {
            BreathPhase(pattern.phases[$0].kind, seconds(cycle: cycle, phase: $0))
        })
    }

    /// The lengths of cycle `cycle` (from 0) as a person reads them: "4.3-6.3".
    public func notation(ofCycle cycle: Int) -> String {
        pattern(ofCycle: cycle).notation
    }

    /// Where cycle `cycle` (from 0) starts and phase `phase` of it, in seconds from the
    /// first cycle's start, and where that phase ends.
    func phaseBounds(cycle: Int, phase: Int) -> (start: Double, end: Double) {
        var offset = startTenths[cycle]
        let first = cycle * phaseCount
        for index in 0..<phase { offset += tenths[first + index] }
        return (Double(offset) / 10, Double(offset + tenths[first + phase]) / 10)
    }

    /// A ramp's cycle (from 0) under way `within` seconds after the first cycle's start:
    /// the last whose start is not after it (an instant a hair before a start, by
    /// rounding, is that start). Past the end, the last cycle.
    func rampCycle(at within: Double) -> Int {
        var low = 0, high = cycles - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= within + 1e-9 { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whole cycles done `within` seconds after the first cycle's start.
    func completedCycles(at within: Double) -> Int {
        guard within.isFinite, within > 0 else { return 0 }
        guard isRamp else {
            return min(cycles, Int(saturating: (within / pattern.cycleSeconds + 1e-9).rounded(.down)))
        }
        let cycle = rampCycle(at: within)
        return starts[cycle + 1] <= within + 1e-9 ? cycle + 1 : cycle
    }

    /// The last `count` cycles: the rest of a ramp when a lesson is continued.
    public func suffix(_ count: Int) -> PacedCycles {
        let kept = min(max(count, 1), cycles)
        guard let target else { return PacedCycles(pattern, cycles: kept) }
        let first = (cycles - kept) * phaseCount
        let rows = (0..<kept).map { Array(tenths[first + $0 * phaseCount..<first + ($0 + 1) * phaseCount]) }
        return PacedCycles(ramp: pattern, to: target, tenths: rows)
    }

    /// How many of the last cycles it takes to last at least `seconds`, one at the least.
    public func cyclesCovering(lastSeconds seconds: Double) -> Int {
        guard isRamp else {
            return max(1, Int(saturating: (seconds / pattern.cycleSeconds - 1e-9).rounded(.up)))
        }
        let end = starts[cycles]
        var kept = 1
        while kept < cycles, end - starts[cycles - kept] < seconds - 1e-9 { kept += 1 }
        return kept
    }
}
