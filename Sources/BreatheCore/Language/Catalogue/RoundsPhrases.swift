/// The words of hold rounds (`breathe practice rounds`): where the session is (the round,
/// the breath, the holds so far), the hold that counts up, its keys, the plain lines, and
/// each hold in the summary. Hold lengths read as the session's clock ("1:02"). Their
/// words are in `po/`.
public enum RoundsPhrase: TranslatedPhrases, Equatable {
    /// "Round 2 of 3".
    case roundOf(round: Int, rounds: Int)
    /// "breath 12 of 30".
    case breathOf(breath: Int, breaths: Int)
    /// The earlier holds: "Holds: 1:02 · 1:15".
    case holds([Double], separator: String)
    /// The open hold's name, where the phase's name goes.
    case holdOut
    /// The keys that end the hold.
    case endHoldKey
    /// The plan on a line: "3 rounds of 30 breaths, holds up to 3:00".
    case plan(rounds: Int, breaths: Int)
    /// Plain lines: a round begins.
    case roundStarts(round: Int, rounds: Int, breaths: Int)
    /// Plain lines: the open hold begins, and how to end it.
    case holdPrompt
    /// Plain lines: the hold ended, by a key or (`capped`) its cap.
    case holdEnded(seconds: Double, capped: Bool)
    /// The summary line's count: "2 full rounds".
    case fullRounds(Int)
    /// The summary: one line a hold.
    case roundHold(round: Int, seconds: Double)
    /// The summary: the longest hold and its round.
    case longestHold(seconds: Double, round: Int)
    /// Plain mode with no terminal on stdin: nobody can end a hold.
    case noOneToEndHolds

    public static let area = "rounds"

    public var key: String {
        if case .holdEnded(_, capped: true) = self { return Self.area + ".holdEndedAtCap" }
        return caseKey
    }

    public var facts: [String: Fact] {
        let cap = Fact.clock(HoldRounds.capSeconds)
        return switch self {
        case .roundOf(let round, let rounds): ["round": .number(round), "rounds": .number(rounds)]
        case .breathOf(let breath, let breaths): ["breath": .number(breath), "breaths": .number(breaths)]
        case .holds(let seconds, let separator): ["holds": .text(seconds.map(formatClock).joined(separator: separator))]
        case .plan(let rounds, let breaths): ["rounds": .number(rounds), "breaths": .number(breaths), "cap": cap]
        case .roundStarts(let round, let rounds, let breaths):
            ["round": .number(round), "rounds": .number(rounds), "breaths": .number(breaths)]
        case .holdEnded(let seconds, let capped):
            capped ? ["hold": .clock(seconds), "cap": cap] : ["hold": .clock(seconds)]
        case .fullRounds(let count): ["count": .number(count)]
        case .roundHold(let round, let seconds), .longestHold(let seconds, let round):
            ["round": .number(round), "hold": .clock(seconds)]
        case .holdOut, .endHoldKey, .holdPrompt, .noOneToEndHolds: [:]
        }
    }

    public var count: Int? {
        switch self {
        case .plan(let rounds, _): rounds
        case .fullRounds(let count): count
        default: nil
        }
    }

    static let samples: [RoundsPhrase] = [
        .roundOf(round: 2, rounds: 3), .breathOf(breath: 12, breaths: 30), .holds([62.3, 75], separator: " · "),
        .holdOut, .endHoldKey,
        .plan(rounds: 3, breaths: 30), .plan(rounds: 1, breaths: 10), .roundStarts(round: 1, rounds: 3, breaths: 30),
        .holdPrompt, .holdEnded(seconds: 62.3, capped: false), .holdEnded(seconds: 180, capped: true),
        .fullRounds(0), .fullRounds(1), .fullRounds(2), .roundHold(round: 1, seconds: 62.3),
        .longestHold(seconds: 75, round: 2), .noOneToEndHolds,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: RoundsPhrase) -> String { say(phrase) }
}
