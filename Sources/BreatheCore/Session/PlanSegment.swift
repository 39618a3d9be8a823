/// One part of a session's plan. A plan is a list of these, breathed in order: cycles
/// paced by the clock, and holds that the person ends.
///
/// Paced cycles have lengths known in advance; an open hold's length is known only once
/// the person ends it (or its cap does). The timeline is still a pure function: of the
/// active elapsed time and of the instants at which the open holds were ended.
public enum PlanSegment: Sendable, Equatable {
    case paced(PacedCycles)
    case openHold(OpenHold)

    public var isOpenHold: Bool {
        if case .openHold = self { return true }
        return false
    }

    /// The longest the segment can last: an open hold at its cap.
    public var longestSeconds: Double {
        switch self {
        case .paced(let cycles): cycles.totalSeconds
        case .openHold(let hold): hold.cap
        }
    }
}

/// A hold the person ends (a key), or that ends by itself at `cap`, so that nobody is
/// left holding because a key was missed.
public struct OpenHold: Sendable, Equatable {
    /// `.holdEmpty` after a breath out, `.holdFull` after a breath in.
    public let kind: BreathPhaseKind
    /// Seconds after which the hold ends by itself.
    public let cap: Double

    /// The range a cap may take: a hold ended by its cap at once would not be open, and
    /// none should last longer than the longest a person is asked to hold (three minutes).
    public static let capRange: ClosedRange<Double> = 1...180

    public init(_ kind: BreathPhaseKind, cap: Double) {
        self.kind = kind
        self.cap = cap
    }
}

extension PracticePlan {
    /// Phase `index` of cycle `cycle` (from 1) of segment `segment`, with its planned
    /// length (an open hold's: its cap); nil past the plan.
    public func phase(segment: Int, cycle: Int, index: Int) -> BreathPhase? {
        guard segments.indices.contains(segment) else { return nil }
        switch segments[segment] {
        case .paced(let paced):
            guard cycle >= 1, cycle <= paced.cycles, paced.pattern.phases.indices.contains(index) else { return nil }
            return BreathPhase(paced.pattern.phases[index].kind, paced.seconds(cycle: cycle - 1, phase: index))
        case .openHold(let hold):
            return BreathPhase(hold.kind, hold.cap)
        }
    }

    /// A ramp's lengths in the cycle of `moment` ("4.3-6.3"); nil where they do not
    /// change (not a ramp, an open hold).
    public func rampLengths(at moment: BreathMoment) -> String? {
        guard segments.indices.contains(moment.segment), case .paced(let paced) = segments[moment.segment],
              paced.isRamp,
              moment.cycle >= 1, moment.cycle <= paced.cycles else { return nil }
        return paced.notation(ofCycle: moment.cycle - 1)
    }
}
