/// Hold rounds (`breathe practice rounds`): rounds of quick paced breaths, each followed
/// by a hold after the breath out that the person ends, then a short hold on a breath in.
///
/// A round is three segments of one plan, so the engine that paces every session runs
/// it: `rounds` quick breaths (in 1.5 s, out 1.5 s); an open hold on empty lungs, ended
/// by a key or by its cap; then the recovery breath, one paced cycle of in 2 s, hold
/// 15 s, out 2 s. The breath in before the full hold is paced so that closed eyes hear
/// it start (its cue), and the breath out after it lets the next round begin, as every
/// round does, on empty lungs.
public struct HoldRounds: Sendable, Equatable {
    /// How many rounds a session may have: one is a taste, ten is already long.
    public static let roundRange: ClosedRange<Int> = 1...10
    /// Paced breaths a round: fewer than ten barely change the breath, more than sixty is
    /// more than practitioners ask for.
    public static let breathRange: ClosedRange<Int> = 10...60
    public static let defaultRounds = 3
    public static let defaultBreaths = 30
    /// What is typed in place of a pattern, and what the record's `pattern` says.
    public static let keyword = "rounds"
    /// The longest hold after a breath out: the cap ends it and it is kept at this length.
    public static let capSeconds = OpenHold.capRange.upperBound
    /// The hold on full lungs that closes a round.
    public static let fullHoldSeconds = 15.0
    /// Segments a round has: the quick breaths, the open hold, the recovery breath.
    static let segmentsPerRound = 3

    static let quickBreath = BreathPattern(
        name: keyword, phases: [BreathPhase(.inhale, 1.5), BreathPhase(.exhale, 1.5)])
    static let recoveryBreath = BreathPattern(
        name: keyword,
        phases: [BreathPhase(.inhale, 2), BreathPhase(.holdFull, fullHoldSeconds), BreathPhase(.exhale, 2)])

    public let rounds: Int
    public let breaths: Int

    /// Counts come checked from the command line; anything else is brought into range.
    public init(rounds: Int = defaultRounds, breaths: Int = defaultBreaths) {
        self.rounds = min(max(rounds, Self.roundRange.lowerBound), Self.roundRange.upperBound)
        self.breaths = min(max(breaths, Self.breathRange.lowerBound), Self.breathRange.upperBound)
    }

    /// The session's plan: its planned length is its longest, each hold at its cap, so
    /// that what is practised never exceeds it.
    public var plan: PracticePlan {
        let round: [PlanSegment] = [
            .paced(PacedCycles(Self.quickBreath, cycles: breaths)),
            .openHold(OpenHold(.holdEmpty, cap: Self.capSeconds)),
            .paced(PacedCycles(Self.recoveryBreath, cycles: 1)),
        ]
        return PracticePlan(checked: Array(repeating: round, count: rounds).flatMap { $0 }, name: Self.keyword)
    }

    /// Where in the rounds a moment of the plan lies.
    public struct Place: Sendable, Equatable {
        public enum Stage: Sendable, Equatable {
            /// Quick breath `breath` (from 1) of the round's `of`.
            case breathing(breath: Int, of: Int)
            /// The hold after the breath out, which the person ends.
            case holding
            /// The breath in, the 15 s hold and the breath out after the open hold.
            case recovering
        }

        /// From 1.
        public let round: Int
        public let rounds: Int
        public let stage: Stage
    }

    /// The round and stage of `moment`, a moment of this plan.
    public func place(of moment: BreathMoment) -> Place {
        let round = min(moment.segment / Self.segmentsPerRound, rounds - 1)
        let stage: Place.Stage = switch moment.segment % Self.segmentsPerRound {
        case 0: .breathing(breath: moment.cycle, of: moment.cycles)
        case 1: .holding
        default: .recovering
        }
        return Place(round: round + 1, rounds: rounds, stage: stage)
    }
}

extension HoldRounds {
    /// What the session screen shows of hold rounds at one instant: where they are, and
    /// the holds of the rounds before (the one under way counts on the screen's clock).
    public struct Status: Sendable, Equatable {
        public let place: Place
        /// Seconds each, in order.
        public let earlierHolds: [Double]
        /// Seconds held so far in the hold under way; nil outside one.
        public let holding: Double?

        public init(place: Place, earlierHolds: [Double], holding: Double?) {
            self.place = place
            self.earlierHolds = earlierHolds
            self.holding = holding
        }
    }

    public func status(of practice: PracticeSession, at now: Double) -> Status {
        let moment = practice.moment(at: now)
        let place = place(of: moment)
        let holds = practice.holdLengths(at: now)
        guard place.stage == .holding else { return Status(place: place, earlierHolds: holds, holding: nil) }
        // One hold a round: this round's is under way (not yet listed at its first instant).
        let earlier = Array(holds.prefix(place.round - 1))
        return Status(
            place: place, earlierHolds: earlier, holding: holds.count >= place.round ? holds[place.round - 1] : 0)
    }
}
