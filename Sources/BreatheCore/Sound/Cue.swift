/// Something a sound marks: the start of a phase (with the phase's length, which a tone
/// must stay shorter than), an open hold ended by its cap, or the end of a finished session.
public enum Cue: Sendable, Hashable {
    case phase(BreathPhaseKind, seconds: Double)
    /// An open hold nobody ended has reached its cap: a chime of its own, since the person
    /// may be holding with closed eyes and must hear that the hold is over, then the next
    /// phase (`next`) begins, whose word the voice says.
    case capReached(next: BreathPhaseKind)
    case closing

    /// The cues a session of `pattern` can give, so that their sounds are made before the
    /// first one is due.
    public static func all(in pattern: BreathPattern) -> [Cue] {
        var cues = CueList()
        cues.add(pattern)
        return cues.list + [.closing]
    }

    /// The cues a session of `plan` can give: each phase at each length it takes (a
    /// ramp's change from cycle to cycle), and each open hold at its cap.
    public static func all(in plan: PracticePlan) -> [Cue] {
        var cues = CueList()
        for segment in plan.segments {
            switch segment {
            case .paced(let paced):
                for cycle in 0..<(paced.isRamp ? paced.cycles : 1) { cues.add(paced.pattern(ofCycle: cycle)) }
            case .openHold(let hold):
                cues.add(.phase(hold.kind, seconds: hold.cap))
            }
        }
        for (index, segment) in plan.segments.enumerated() where segment.isOpenHold && index + 1 < plan.segments.count {
            if let next = plan.phase(segment: index + 1, cycle: 1, index: 0) { cues.add(.capReached(next: next.kind)) }
        }
        return cues.list + [.closing]
    }

    /// Cues in the order first met, each once.
    private struct CueList {
        var list: [Cue] = []
        var seen: Set<Cue> = []

        mutating func add(_ cue: Cue) {
            if seen.insert(cue).inserted { list.append(cue) }
        }

        mutating func add(_ pattern: BreathPattern) {
            // A phase of no length (a hold of 0) is never cued.
            for phase in pattern.phases where phase.seconds > 0 { add(.phase(phase.kind, seconds: phase.seconds)) }
        }
    }

    /// The words the voice says, in the person's language: the session screen's own
    /// words, so that what is heard and what is read are the same.
    public func spokenWords(_ words: Words = .english) -> String {
        switch self {
        case .phase(let kind, _), .capReached(let kind): words(.breathPhase(kind))
        case .closing: words(.sessionComplete)
        }
    }

    /// How many times the terminal bell rings. A bell cannot tell in from out by its
    /// sound, so it tells them by count: twice for out, three times at the end and when a
    /// hold's cap has ended it.
    public var bells: Int {
        switch self {
        case .phase(.exhale, _): 2
        case .phase: 1
        case .capReached, .closing: 3
        }
    }

    /// Seconds between two bells of one cue: long enough for a terminal to sound both.
    public static let bellGap = 0.3

    /// The tone that marks this cue, as long as it may be.
    public var tone: ToneRecipe.Shape {
        switch self {
        case .phase(.inhale, _), .phase(.topUp, _): .rise
        case .phase(.exhale, _): .fall
        case .phase: .holdChime
        case .capReached, .closing: .closingChime
        }
    }
}
