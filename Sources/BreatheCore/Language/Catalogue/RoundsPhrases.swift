/// The words of hold rounds (`breathe practice rounds`): where the session is (the round,
/// the breath, the holds so far), the hold that counts up, its keys, the plain lines, and
/// each hold in the summary. Hold lengths read as the session's clock ("1:02").
public enum RoundsPhrase: Phrases, Equatable {
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

    public var english: String {
        switch self {
        case .roundOf(let round, let rounds): "Round \(round) of \(rounds)"
        case .breathOf(let breath, let breaths): "breath \(breath) of \(breaths)"
        case .holds(let seconds, let separator): "Holds: " + seconds.map(formatClock).joined(separator: separator)
        case .holdOut: "Breathe out and hold"
        case .endHoldKey: "Enter/space ends the hold"
        case .plan(let rounds, let breaths):
            (rounds == 1 ? "1 round" : "\(rounds) rounds")
                + " of \(breaths) breaths, holds up to \(formatClock(HoldRounds.capSeconds))"
        case .roundStarts(let round, let rounds, let breaths):
            "Round \(round) of \(rounds): \(breaths) breaths, in 1.5 out 1.5"
        case .holdPrompt: "breathe out and hold: Enter ends it"
        case .holdEnded(let seconds, let capped):
            capped
                ? "the hold reached its \(formatClock(HoldRounds.capSeconds)) cap and is kept: \(formatClock(seconds))"
                : "hold: \(formatClock(seconds))"
        case .fullRounds(let count): count == 1 ? "1 full round" : "\(count) full rounds"
        case .roundHold(let round, let seconds): "Round \(round): \(formatClock(seconds))"
        case .longestHold(let seconds, let round): "Longest hold: \(formatClock(seconds)) (round \(round))"
        case .noOneToEndHolds:
            "hold rounds need someone at the terminal to end each hold: run breathe practice rounds in a terminal"
        }
    }

    public var chinese: String {
        switch self {
        case .roundOf(let round, let rounds): "第 \(round) 组，共 \(rounds) 组"
        case .breathOf(let breath, let breaths): "第 \(breath) 次呼吸，共 \(breaths) 次"
        case .holds(let seconds, let separator): "屏息：" + seconds.map(formatClock).joined(separator: separator)
        case .holdOut: "呼气后屏息"
        case .endHoldKey: "回车或空格键结束屏息"
        case .plan(let rounds, let breaths):
            "\(rounds) 组，每组呼吸 \(breaths) 次，屏息最长 \(formatClock(HoldRounds.capSeconds))"
        case .roundStarts(let round, let rounds, let breaths):
            "第 \(round) 组，共 \(rounds) 组：呼吸 \(breaths) 次，吸气 1.5 呼气 1.5"
        case .holdPrompt: "呼气后屏息，按回车结束"
        case .holdEnded(let seconds, let capped):
            capped
                ? "屏息已到 \(formatClock(HoldRounds.capSeconds)) 的上限，照此记下："
                    + "\(formatClock(seconds))"
                : "屏息：\(formatClock(seconds))"
        case .fullRounds(let count): "完整 \(count) 组"
        case .roundHold(let round, let seconds): "第 \(round) 组：\(formatClock(seconds))"
        case .longestHold(let seconds, let round):
            "最长的一次屏息：\(formatClock(seconds))（第 \(round) 组）"
        case .noOneToEndHolds:
            "分组屏息需要有人在终端前结束每次屏息：请在终端里运行 breathe practice rounds"
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
