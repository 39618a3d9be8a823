/// A phrase or sentence a person sees, as a case with its facts as typed arguments.
/// Views say which message; `Words` renders it in the person's language. The words of
/// records (how a session ended, a lesson's place and length) that several areas share;
/// each area has its own `Phrases` enum in `Language/Catalogue`.
public enum Message: Phrases, Equatable {
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
