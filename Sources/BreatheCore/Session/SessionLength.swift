/// How long a session is asked to last, before it is turned into whole cycles.
public enum SessionLength: Sendable, Equatable {
    case minutes(Double)
    case cycles(Int)

    public static let minutesRange: ClosedRange<Double> = 0.5...120
    public static let cyclesRange: ClosedRange<Int> = 1...1000
    /// No session is planned longer than this, however it is asked for.
    public static let longestSessionSeconds = 2 * 60 * 60.0
}

/// A session's plan: its segments in order (`PlanSegment`), most often one run of whole
/// cycles of a pattern.
///
/// A session always ends at the end of a full cycle, so a length in minutes is rounded to
/// the nearest whole number of cycles (half a cycle rounds up), never fewer than one.
/// `--minutes 5` of 4-7-8 (19 s a cycle) is 16 cycles, 5:04.
public struct PracticePlan: Sendable, Equatable {
    /// What is breathed, in order.
    public let segments: [PlanSegment]
    /// The pattern the session is named by: the first paced cycles' (for a ramp, the one
    /// it starts from).
    public let pattern: BreathPattern
    /// Paced cycles in all.
    public let cycles: Int
    /// The longest the session can last: every open hold at its cap. Without open holds,
    /// its length.
    public let totalSeconds: Double

    public init(pattern: BreathPattern, length: SessionLength) throws(PlanError) {
        let cycleSeconds = pattern.cycleSeconds
        guard cycleSeconds.isFinite, cycleSeconds > 0 else { throw .noBreath }
        let cycles: Int
        switch length {
        case .minutes(let minutes):
            guard minutes.isFinite, SessionLength.minutesRange.contains(minutes) else {
                throw .minutesOutOfRange(minutes)
            }
            let exact = minutes * 60 / cycleSeconds
            cycles = max(1, Int(saturating: min(exact, 1e9).rounded(.toNearestOrAwayFromZero)))
        case .cycles(let count):
            guard SessionLength.cyclesRange.contains(count) else { throw .cyclesOutOfRange(count) }
            cycles = count
        }
        let totalSeconds = Double(cycles) * cycleSeconds
        guard totalSeconds <= SessionLength.longestSessionSeconds + cycleSeconds else {
            throw .tooLong(seconds: totalSeconds)
        }
        self.init(checked: [.paced(PacedCycles(pattern, cycles: cycles))])
    }

    /// A plan of `segments`, named `name` when none of them is paced. Each paced segment
    /// has at least one cycle and each hold a cap in `OpenHold.capRange`; the whole lasts
    /// at most two hours and a cycle.
    public init(name: String, segments: [PlanSegment]) throws(PlanError) {
        guard !segments.isEmpty else { throw .noBreath }
        var longestCycle = 0.0
        for segment in segments {
            switch segment {
            case .paced(let paced):
                guard paced.cycles >= 1, paced.pattern.cycleSeconds.isFinite,
                      paced.pattern.cycleSeconds > 0 else { throw .noBreath }
                longestCycle = max(longestCycle, paced.pattern.cycleSeconds, paced.target?.cycleSeconds ?? 0)
            case .openHold(let hold):
                guard hold.cap.isFinite, OpenHold.capRange.contains(hold.cap) else { throw .noBreath }
            }
        }
        let plan = PracticePlan(checked: segments, name: name)
        guard plan.totalSeconds <= SessionLength.longestSessionSeconds + longestCycle else {
            throw .tooLong(seconds: plan.totalSeconds)
        }
        self = plan
    }

    /// A plan of segments already checked.
    init(checked segments: [PlanSegment], name: String = "") {
        self.segments = segments
        var first: BreathPattern?
        var cycles = 0
        var total = 0.0
        for segment in segments {
            if case .paced(let paced) = segment {
                first = first ?? paced.pattern
                cycles += paced.cycles
            }
            total += segment.longestSeconds
        }
        pattern = first ?? BreathPattern(name: name, phases: [])
        self.cycles = cycles
        totalSeconds = total
    }

    /// Whether the person ends some of its holds (hold rounds).
    public var hasOpenHolds: Bool { segments.contains { $0.isOpenHold } }

    /// The pattern a ramp ends at; nil when the plan is no ramp.
    public var rampTarget: BreathPattern? {
        for case .paced(let paced) in segments { return paced.target }
        return nil
    }

    /// The last whole cycles that last at least `seconds`: what is left of the plan when
    /// `seconds` of it remain to be practised (a lesson continued). For a plan of one
    /// segment of paced cycles; any other plan is kept whole.
    public func lastCycles(covering seconds: Double) -> PracticePlan {
        guard segments.count == 1, case .paced(let paced) = segments[0] else { return self }
        let count = min(paced.cyclesCovering(lastSeconds: seconds), SessionLength.cyclesRange.upperBound)
        return PracticePlan(checked: [.paced(paced.suffix(count))])
    }
}

public enum PlanError: Error, Equatable, CustomStringConvertible {
    case minutesOutOfRange(Double)
    case cyclesOutOfRange(Int)
    case tooLong(seconds: Double)
    case noBreath
    /// A ramp between patterns whose phases differ (as typed).
    case rampPhasesDiffer(from: String, to: String)
    /// A ramp of fewer than `Ramp.fewestCycles` cycles.
    case rampTooShort(Int)

    public var description: String { english }

}
