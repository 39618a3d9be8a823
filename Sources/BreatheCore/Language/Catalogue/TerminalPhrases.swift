/// Why the full screen cannot be drawn here, and what to do: said once, before the
/// session goes on as plain lines. Its words are in `po/`.
public enum TerminalProblem: TranslatedPhrases, Equatable {
    case termUnset
    case termUnknown(String)
    case cannotMoveCursor(String)
    case noScreen
    case signalsNotWatched(errno: Int32)
    /// TERM names no terminal that can draw (dumb, or unset): plain lines, said so.
    case plainBecauseOfTerm(String?)

    public static let area = "terminal"

    public var key: String {
        if case .plainBecauseOfTerm(nil) = self { return Self.area + ".plainBecauseTermUnset" }
        return caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .termUnknown(let term), .cannotMoveCursor(let term): ["term": .quoted(term)]
        case .signalsNotWatched(let code): ["errno": .number(Int(code))]
        case .plainBecauseOfTerm(let term): term.map { ["term": .text($0)] } ?? [:]
        case .termUnset, .noScreen: [:]
        }
    }

    static let samples: [TerminalProblem] = [
        .termUnset, .termUnknown("vt52x"), .cannotMoveCursor("dumb"), .noScreen, .signalsNotWatched(errno: 24),
        .plainBecauseOfTerm("dumb"), .plainBecauseOfTerm(nil),
    ]
}

extension Words {
    public func callAsFunction(_ problem: TerminalProblem) -> String { say(problem) }
}
