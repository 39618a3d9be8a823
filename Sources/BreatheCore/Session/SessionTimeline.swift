/// Everything the screen needs at one instant of a session.
public struct BreathMoment: Sendable, Equatable {
    public let phase: BreathPhaseKind
    /// Index of the phase within the cycle.
    public let phaseIndex: Int
    /// How far through the phase, 0 at its start and 1 at its end.
    public let phaseProgress: Double
    public let phaseSecondsLeft: Double
    /// Active seconds at which this phase began and ends, from the start of the session.
    /// An open hold not yet ended ends at its cap at the latest.
    public let phaseStart: Double
    public let phaseEnd: Double
    /// The phase's length as planned: this cycle's, for a ramp; the cap, for an open hold.
    public let phaseSeconds: Double
    /// The plan's segment (from 0) the moment is in.
    public let segment: Int
    /// An open hold: the person ends it, so it counts up; `phaseEnd` is its cap.
    public let isOpenHold: Bool
    /// 1-based: the cycle being breathed, of the segment's `cycles` (1 of 1 in an open
    /// hold).
    public let cycle: Int
    public let cycles: Int
    /// Until the end of the plan, every open hold still ahead (or under way) at its cap.
    public let sessionSecondsLeft: Double
    /// The circle's radius as a fraction of the largest one: `restingScale` on empty
    /// lungs, 1 on full ones, eased in between, steady on holds.
    public let scale: Double
    /// The scale at the phase's start and end, so a screen can tell when it will change.
    public let phaseStartScale: Double
    public let phaseEndScale: Double
    public let isFinished: Bool
}

/// The session's schedule as a pure function of active elapsed time and of the instants
/// (in active seconds) at which the plan's open holds were ended.
///
/// Nothing is accumulated frame by frame: every answer is computed from `elapsed` and
/// those instants alone, so a slow frame, a pause or a thirty-minute run cannot make the
/// breath drift. A segment starts where the ones before it end; paced cycles find their
/// cycle in closed form or in a table made once (`PacedCycles`).
public struct SessionTimeline: Sendable, Equatable {
    public let plan: PracticePlan
    /// The circle never shrinks below this fraction of its largest size.
    public static let restingScale = 0.3
    /// How full the lungs are after a first inhale that a top-up follows.
    static let fullnessBeforeTopUp = 0.7

    /// How full the lungs are along each segment.
    private let shapes: [Shape]
    /// Whether the plan has an open hold, whose ending moves what follows it.
    private let hasOpenHolds: Bool

    /// A segment's phases as the circle sees them.
    struct Shape: Sendable, Equatable {
        /// Offsets of the phases within one cycle of the pattern (its own lengths).
        let phaseStarts: [Double]
        /// How full the lungs are at the end of each phase.
        let fullnessAfter: [Double]
        /// At the start of the segment, when another segment comes before it; the first
        /// segment starts as each of its cycles does, where the cycle ends.
        let fullnessBefore: Double?
    }

    public init(plan: PracticePlan) {
        self.plan = plan
        var shapes: [Shape] = []
        var before: Double?
        for segment in plan.segments {
            switch segment {
            case .paced(let paced):
                let phases = paced.pattern.phases
                var starts: [Double] = []
                var offset = 0.0
                for phase in phases {
                    starts.append(offset)
                    offset += phase.seconds
                }
                var levels: [Double] = []
                // A cycle that opens with a hold on full lungs starts full.
                var level = phases.first?.kind == .holdFull ? 1.0 : 0.0
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
                shapes.append(Shape(phaseStarts: starts, fullnessAfter: levels, fullnessBefore: before))
                before = levels.last
            case .openHold(let hold):
                let level = hold.kind == .holdFull ? 1.0 : 0.0
                // Steady from its start, whatever came before: a hold does not move.
                shapes.append(Shape(phaseStarts: [0], fullnessAfter: [level], fullnessBefore: level))
                before = level
            }
        }
        self.shapes = shapes
        hasOpenHolds = plan.segments.contains { $0.isOpenHold }
    }

    /// The longest the session can last: every open hold at its cap.
    public var totalSeconds: Double { plan.totalSeconds }
    /// The first paced cycles' cycle, as the pattern has it.
    public var cycleSeconds: Double { plan.pattern.cycleSeconds }

    /// Active seconds at which the session ends, once the open holds ended at
    /// `holdsEnded` (an open hold not ended yet counts at its cap).
    public func endSeconds(holdsEnded: [Double] = []) -> Double {
        // Without open holds the end is the plan's length: asked at every frame.
        if !hasOpenHolds { return plan.totalSeconds }
        var end = 0.0, hold = 0
        for segment in plan.segments {
            end += length(of: segment, from: end, hold: &hold, holdsEnded: holdsEnded)
        }
        return end
    }

    /// How long `segment`, starting at `start`, lasts: paced cycles as planned, an open
    /// hold until its ending in `holdsEnded` (`hold` counts the open holds before it) or
    /// its cap.
    private func length(of segment: PlanSegment, from start: Double, hold: inout Int, holdsEnded: [Double]) -> Double {
        switch segment {
        case .paced(let paced):
            return paced.totalSeconds
        case .openHold(let open):
            defer { hold += 1 }
            guard hold < holdsEnded.count, holdsEnded[hold].isFinite else { return open.cap }
            return min(open.cap, max(0, holdsEnded[hold] - start))
        }
    }

    /// How many open holds come before the segment under way at `elapsed`: the index in
    /// `holdsEnded` of a hold under way then.
    public func holdsBefore(_ elapsed: Double, holdsEnded: [Double]) -> Int {
        segment(at: elapsed, holdsEnded: holdsEnded).holdsBefore
    }

    /// The segment under way at `elapsed`: its index, its start, and the open holds before
    /// it. Past the end, the last segment.
    private func segment(at elapsed: Double, holdsEnded: [Double]) -> (index: Int, start: Double, holdsBefore: Int) {
        if plan.segments.count == 1 { return (0, 0, 0) }
        var start = 0.0, hold = 0
        for index in plan.segments.indices {
            let holdsBefore = hold
            let length = length(of: plan.segments[index], from: start, hold: &hold, holdsEnded: holdsEnded)
            if index == plan.segments.count - 1 || elapsed < start + length { return (index, start, holdsBefore) }
            start += length
        }
        return (0, 0, 0)
    }

    public func moment(at elapsed: Double, holdsEnded: [Double] = []) -> BreathMoment {
        let end = endSeconds(holdsEnded: holdsEnded)
        let clamped = min(max(elapsed.isFinite ? elapsed : 0, 0), end)
        let found = segment(at: clamped, holdsEnded: holdsEnded)
        guard plan.segments.indices.contains(found.index) else {
            return BreathMoment(
                phase: .holdEmpty, phaseIndex: 0, phaseProgress: 1, phaseSecondsLeft: 0, phaseStart: 0, phaseEnd: 0,
                phaseSeconds: 0, segment: 0,
                isOpenHold: false, cycle: 1, cycles: 1, sessionSecondsLeft: 0, scale: Self.restingScale,
                phaseStartScale: Self.restingScale,
                phaseEndScale: Self.restingScale, isFinished: true)
        }
        let shape = shapes[found.index]
        let place: (
            index: Int, cycle: Int, cycles: Int, start: Double, end: Double, seconds: Double, kind: BreathPhaseKind)
        switch plan.segments[found.index] {
        case .paced(let paced):
            let (index, cycle, start, phaseEnd) = paced.isRamp
                ? Self.rampPhase(paced, at: clamped - found.start, from: found.start)
                : Self.patternPhase(paced, shape, at: clamped - found.start, from: found.start)
            let seconds = paced.seconds(cycle: cycle, phase: index)
            place = (index, cycle, paced.cycles, start, phaseEnd, seconds, paced.pattern.phases[index].kind)
        case .openHold(let hold):
            var counted = found.holdsBefore
            let length = self.length(of: .openHold(hold), from: found.start, hold: &counted, holdsEnded: holdsEnded)
            place = (0, 0, 1, found.start, found.start + length, hold.cap, hold.kind)
        }
        let progress = min(max((clamped - place.start) / place.seconds, 0), 1)
        let last = shape.fullnessAfter.count - 1
        let fromFullness = place.index == 0
            ? (place.cycle == 0 ? shape.fullnessBefore ?? shape.fullnessAfter[last] : shape.fullnessAfter[last])
            : shape.fullnessAfter[place.index - 1]
        let toFullness = shape.fullnessAfter[place.index]
        let fullness = fromFullness + (toFullness - fromFullness) * Self.ease(progress)
        return BreathMoment(
            phase: place.kind, phaseIndex: place.index, phaseProgress: progress,
            phaseSecondsLeft: max(0, place.end - clamped), phaseStart: place.start, phaseEnd: place.end,
            phaseSeconds: place.seconds, segment: found.index, isOpenHold: plan.segments[found.index].isOpenHold,
            cycle: place.cycle + 1, cycles: place.cycles,
            sessionSecondsLeft: end - clamped,
            scale: Self.scale(fullness: fullness),
            phaseStartScale: Self.scale(fullness: fromFullness),
            phaseEndScale: Self.scale(fullness: toFullness),
            isFinished: clamped >= end)
    }

    /// The phase of cycles of one pattern `within` seconds into them: the cycle in closed
    /// form, `floor(within / cycleSeconds)`.
    private static func patternPhase(
        _ paced: PacedCycles, _ shape: Shape, at within: Double,
        from segmentStart: Double) -> (index: Int, cycle: Int, start: Double, end: Double) {
        let phases = paced.pattern.phases
        let cycleSeconds = paced.pattern.cycleSeconds
        var cycleIndex = Int(saturating: (within / cycleSeconds).rounded(.down))
        var offset = within - Double(cycleIndex) * cycleSeconds
        // Rounding can leave the offset a hair below a full cycle at an exact boundary.
        if offset >= cycleSeconds - 1e-9 {
            cycleIndex += 1
            offset = 0
        }
        if cycleIndex >= paced.cycles {
            cycleIndex = paced.cycles - 1
            offset = cycleSeconds
        }
        var index = phases.count - 1
        for candidate in phases.indices.reversed() where shape.phaseStarts[candidate] <= offset + 1e-9 {
            index = candidate
            break
        }
        let start = segmentStart + (Double(cycleIndex) * cycleSeconds + shape.phaseStarts[index])
        return (index, cycleIndex, start, start + phases[index].seconds)
    }

    /// The phase of a ramp `within` seconds into it: the cycle by halves in its table of
    /// starts, the phase's bounds from whole tenths.
    private static func rampPhase(
        _ paced: PacedCycles, at within: Double,
        from segmentStart: Double) -> (index: Int, cycle: Int, start: Double, end: Double) {
        let cycle = paced.rampCycle(at: within)
        var index = 0
        var bounds = paced.phaseBounds(cycle: cycle, phase: 0)
        for candidate in 1..<max(paced.phaseCount, 1) {
            let next = paced.phaseBounds(cycle: cycle, phase: candidate)
            guard next.start <= within + 1e-9 else { break }
            index = candidate
            bounds = next
        }
        return (index, cycle, segmentStart + bounds.start, segmentStart + bounds.end)
    }

    /// Full cycles completed after `elapsed` active seconds, in every paced segment.
    public func completedCycles(at elapsed: Double, holdsEnded: [Double] = []) -> Int {
        guard elapsed.isFinite, elapsed > 0 else { return 0 }
        var start = 0.0, hold = 0, done = 0
        for segment in plan.segments where start < elapsed {
            if case .paced(let paced) = segment { done += paced.completedCycles(at: elapsed - start) }
            start += length(of: segment, from: start, hold: &hold, holdsEnded: holdsEnded)
        }
        return done
    }

    /// Whether an open hold is under way at `elapsed`: begun, not ended, not at its cap.
    public func isInOpenHold(at elapsed: Double, holdsEnded: [Double] = []) -> Bool {
        let found = segment(at: elapsed, holdsEnded: holdsEnded)
        guard plan.segments.indices.contains(found.index),
              case .openHold(let hold) = plan.segments[found.index] else { return false }
        return found.holdsBefore >= holdsEnded.count && elapsed >= found.start && elapsed < found.start + hold.cap
    }

    /// The open holds held by `elapsed`, in seconds each: ended by the person, ended by
    /// the cap, or under way (as long as so far). Holds not begun are left out.
    public func holdLengths(at elapsed: Double, holdsEnded: [Double] = []) -> [Double] {
        var lengths: [Double] = []
        var start = 0.0, hold = 0
        for segment in plan.segments {
            let isEnded = hold < holdsEnded.count
            let length = length(of: segment, from: start, hold: &hold, holdsEnded: holdsEnded)
            if segment.isOpenHold {
                guard isEnded || elapsed > start else { break }
                lengths.append(isEnded ? length : min(length, elapsed - start))
            }
            start += length
        }
        return lengths
    }

    /// Cosine ease-in-out: a breath starts and ends slowly and is quickest in the middle.
    public static func ease(_ progress: Double) -> Double {
        (1 - Elementary.cos(Double.pi * progress)) / 2
    }

    /// The inverse of `ease`, so a screen can tell when the circle reaches a given size.
    public static func progress(forEased eased: Double) -> Double {
        Elementary.acos(1 - 2 * min(max(eased, 0), 1)) / Double.pi
    }

    static func scale(fullness: Double) -> Double {
        restingScale + (1 - restingScale) * fullness
    }
}
