#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything the screen needs at one instant of a session.
public struct BreathMoment: Sendable, Equatable {
    public let phase: BreathPhaseKind
    /// Index of the phase within the cycle.
    public let phaseIndex: Int
    /// How far through the phase, 0 at its start and 1 at its end.
    public let phaseProgress: Double
    public let phaseSecondsLeft: Double
    /// Active seconds at which this phase began and ends, from the start of the session.
    public let phaseStart: Double
    public let phaseEnd: Double
    /// 1-based: the cycle being breathed.
    public let cycle: Int
    public let cycles: Int
    public let sessionSecondsLeft: Double
    /// The circle's radius as a fraction of the largest one: `restingScale` on empty
    /// lungs, 1 on full ones, eased in between, steady on holds.
    public let scale: Double
    /// The scale at the phase's start and end, so a screen can tell when it will change.
    public let phaseStartScale: Double
    public let phaseEndScale: Double
    public let isFinished: Bool
}

/// The session's schedule as a pure function of active elapsed time.
///
/// Nothing is accumulated frame by frame: every answer is computed from `elapsed` alone,
/// so a slow frame, a pause or a thirty-minute run cannot make the breath drift.
public struct SessionTimeline: Sendable, Equatable {
    public let plan: PracticePlan
    /// The circle never shrinks below this fraction of its largest size.
    public static let restingScale = 0.3
    /// How full the lungs are after a first inhale that a top-up follows.
    static let fullnessBeforeTopUp = 0.7

    private let phaseStarts: [Double]
    private let fullnessAfter: [Double]

    public init(plan: PracticePlan) {
        self.plan = plan
        let phases = plan.pattern.phases
        var starts: [Double] = []
        var offset = 0.0
        for phase in phases {
            starts.append(offset)
            offset += phase.seconds
        }
        phaseStarts = starts
        var levels: [Double] = []
        var level = 0.0
        for (index, phase) in phases.enumerated() {
            switch phase.kind {
            case .inhale:
                let toppedUpNext = index + 1 < phases.count && phases[index + 1].kind == .topUp
                level = toppedUpNext ? Self.fullnessBeforeTopUp : 1
            case .topUp: level = 1
            case .exhale: level = 0
            case .holdFull, .holdEmpty: break
            }
            levels.append(level)
        }
        fullnessAfter = levels
    }

    public var totalSeconds: Double { plan.totalSeconds }
    public var cycleSeconds: Double { plan.pattern.cycleSeconds }

    public func moment(at elapsed: Double) -> BreathMoment {
        let phases = plan.pattern.phases
        let clamped = min(max(elapsed.isFinite ? elapsed : 0, 0), totalSeconds)
        let isFinished = clamped >= totalSeconds
        var cycleIndex = Int(saturating: (clamped / cycleSeconds).rounded(.down))
        var within = clamped - Double(cycleIndex) * cycleSeconds
        // Rounding can leave `within` a hair below a full cycle at an exact boundary.
        if within >= cycleSeconds - 1e-9 {
            cycleIndex += 1
            within = 0
        }
        if cycleIndex >= plan.cycles {
            cycleIndex = plan.cycles - 1
            within = cycleSeconds
        }
        var index = phases.count - 1
        for candidate in phases.indices.reversed() where phaseStarts[candidate] <= within + 1e-9 {
            index = candidate
            break
        }
        let phase = phases[index]
        let cycleStart = Double(cycleIndex) * cycleSeconds
        let start = cycleStart + phaseStarts[index]
        let end = start + phase.seconds
        let progress = min(max((clamped - start) / phase.seconds, 0), 1)
        let fromFullness = index == 0 ? fullnessAfter[phases.count - 1] : fullnessAfter[index - 1]
        let toFullness = fullnessAfter[index]
        let fullness = fromFullness + (toFullness - fromFullness) * Self.ease(progress)
        return BreathMoment(
            phase: phase.kind, phaseIndex: index, phaseProgress: progress,
            phaseSecondsLeft: max(0, end - clamped), phaseStart: start, phaseEnd: end,
            cycle: cycleIndex + 1, cycles: plan.cycles,
            sessionSecondsLeft: totalSeconds - clamped,
            scale: Self.scale(fullness: fullness),
            phaseStartScale: Self.scale(fullness: fromFullness),
            phaseEndScale: Self.scale(fullness: toFullness),
            isFinished: isFinished)
    }

    /// Full cycles completed after `elapsed` active seconds.
    public func completedCycles(at elapsed: Double) -> Int {
        guard elapsed.isFinite, elapsed > 0 else { return 0 }
        return min(plan.cycles, Int(saturating: (elapsed / cycleSeconds + 1e-9).rounded(.down)))
    }

    /// Cosine ease-in-out: a breath starts and ends slowly and is quickest in the middle.
    public static func ease(_ progress: Double) -> Double {
        (1 - cos(Double.pi * progress)) / 2
    }

    /// The inverse of `ease`, so a screen can tell when the circle reaches a given size.
    public static func progress(forEased eased: Double) -> Double {
        acos(1 - 2 * min(max(eased, 0), 1)) / Double.pi
    }

    static func scale(fullness: Double) -> Double {
        restingScale + (1 - restingScale) * fullness
    }
}
