/// A lesson: one day's practice in a program.
public struct Lesson: Sendable, Equatable {
    /// Stable forever: progress records refer to lessons by this id.
    public let id: String
    public let title: String
    /// As written in the program file: a built-in name or dash notation.
    public let patternText: String
    public let pattern: BreathPattern
    public let length: SessionLength
    public let note: String?
    /// The whole lesson as a session plan, made when the program was read.
    public let plan: PracticePlan

    public init(id: String, title: String, patternText: String, pattern: BreathPattern, plan: PracticePlan, length: SessionLength, note: String?) {
        self.id = id
        self.title = title
        self.patternText = patternText
        self.pattern = pattern
        self.plan = plan
        self.length = length
        self.note = note
    }

    public var plannedSeconds: Double { plan.totalSeconds }

    /// "4-7-8 · 4 cycles" or "coherent · 5 min", for lists and the home screen.
    public func lengthDescription(_ words: Words = .english) -> String {
        switch length {
        case .cycles(let count): words(.cycles(count))
        case .minutes(let minutes): words(.minutes(minutes))
        }
    }
}

/// Where a program came from: built into breathe, or a file of the person's.
public enum ProgramSource: Sendable, Equatable {
    case builtIn
    case file(String)
}

/// An ordered course of lessons, worked through one at a time.
public struct Program: Sendable, Equatable {
    public let id: String
    public let title: String
    public let summary: String
    public let lessons: [Lesson]
    /// A new lesson once a practice day (the default), or as fast as the person likes.
    public let pace: Pace
    public let source: ProgramSource

    public init(id: String, title: String, summary: String, lessons: [Lesson], pace: Pace = .daily, source: ProgramSource) {
        self.id = id
        self.title = title
        self.summary = summary
        self.lessons = lessons
        self.pace = pace
        self.source = source
    }

    public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// The top line of a lesson's session: "Foundations · Lesson 3 of 10 · Slow and even".
    public func heading(for lesson: Lesson, separator: String, words: Words = .english) -> String {
        let number = (lessons.firstIndex { $0.id == lesson.id } ?? 0) + 1
        return title + separator + words(.lessonOf(number: number, count: lessons.count)) + separator + lesson.title
    }
}
