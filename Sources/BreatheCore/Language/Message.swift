/// A phrase or sentence a person sees, as a case with its facts as typed arguments.
/// Views say which message; `Words` renders it in the person's language. The words of
/// records (how a session ended, a lesson's place and length) that several areas share;
/// each area has its own `Phrases` enum in `Language/Catalogue`. Their words are in
/// `po/`.
public enum Message: TranslatedPhrases, Equatable {
    /// How a session ended, in the summary line.
    case ending(EndReason)
    /// "Lesson 3 of 10".
    case lessonOf(number: Int, count: Int)
    /// "All 10 lessons completed".
    case allLessonsCompleted(count: Int)
    /// A lesson's length: "1 cycle", "8 cycles".
    case cycles(Int)
    /// In history: a free session, outside any program.
    case freePractice
    /// In history: a lesson attempt that counted toward its program, or not.
    case counted(Bool)
    /// In history: a lesson practised again after it was completed (it never counts).
    case repeatOfCompleted
    /// In history: a block of `breathe pace` (free practice, told apart from `now`'s).
    case paceRunBlock

    public static let area = "message"

    /// How a session ended is a message a reason; an attempt counted or not, one each.
    public var key: String {
        switch self {
        case .ending(let reason):
            Self.area + ".ending" + reason.rawValue.prefix(1).uppercased() + reason.rawValue.dropFirst()
        case .counted(let counted): Self.area + (counted ? ".counted" : ".notCounted")
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .lessonOf(let number, let count): ["number": .number(number), "count": .number(count)]
        case .allLessonsCompleted(let count), .cycles(let count): ["count": .number(count)]
        case .ending, .freePractice, .counted, .repeatOfCompleted, .paceRunBlock: [:]
        }
    }

    public var count: Int? {
        switch self {
        case .allLessonsCompleted(let count), .cycles(let count): count
        default: nil
        }
    }

    static let samples: [Message] = EndReason.allCases.map { .ending($0) } + [
        .lessonOf(number: 3, count: 10), .allLessonsCompleted(count: 1), .allLessonsCompleted(count: 10), .cycles(1),
        .cycles(8), .freePractice, .counted(true), .counted(false), .repeatOfCompleted, .paceRunBlock,
    ]
}

/// The words of one language, chosen once for a command and handed to the views.
public struct Words: Sendable, Equatable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    public static let english = Words(.english)

    public func callAsFunction(_ message: Message) -> String { say(message) }
}
