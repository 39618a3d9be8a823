/// A lesson: one day's practice in a program.
public struct Lesson: Sendable, Equatable {
    /// Stable forever: progress records refer to lessons by this id.
    public let id: String
    /// The lesson's name in the languages its file gives.
    public let titleText: ProgramText
    /// As written in the program file: a built-in name or dash notation.
    public let patternText: String
    public let pattern: BreathPattern
    /// A ramp's last pattern as written in the file ("to"); nil for one pattern throughout.
    public let patternToText: String?
    public let length: SessionLength
    public let noteText: ProgramText?
    /// The whole lesson as a session plan, made when the program was read.
    public let plan: PracticePlan

    public init(
        id: String, title: ProgramText, patternText: String, pattern: BreathPattern, plan: PracticePlan,
        length: SessionLength, note: ProgramText?, patternToText: String? = nil) {
        self.id = id
        titleText = title
        self.patternText = patternText
        self.patternToText = patternToText
        self.pattern = pattern
        self.plan = plan
        self.length = length
        noteText = note
    }

    public init(
        id: String, title: String, patternText: String, pattern: BreathPattern, plan: PracticePlan,
        length: SessionLength, note: String?) {
        self.init(
            id: id, title: ProgramText(title), patternText: patternText, pattern: pattern, plan: plan, length: length,
            note: note.map(ProgramText.init))
    }

    /// The title scripts read (JSON, CSV): the English one, or the only one given.
    public var title: String { titleText.primary }
    public var note: String? { noteText?.primary }

    /// The title in the person's language, or the file's own.
    public func title(_ words: Words) -> String { titleText(words) }
    public func note(_ words: Words) -> String? { noteText.map { $0(words) } }

    public var plannedSeconds: Double { plan.totalSeconds }

    /// What is left once `practised` seconds of the lesson are done today: its last whole
    /// cycles covering the rest (for a ramp, where the ramp ends). Continuing plays this
    /// plan, and every screen that says what is left says its length.
    public func remainingPlan(afterPractising practised: Double) -> PracticePlan {
        plan.lastCycles(covering: max(0, plannedSeconds - practised))
    }

    public func secondsLeft(afterPractising practised: Double) -> Double {
        remainingPlan(afterPractising: practised).totalSeconds
    }

    /// The pattern as lists name it: as written, or a ramp's two ("4-6 to 5-7").
    public func patternDescription(_ words: Words = .english) -> String {
        patternToText.map { words(.ramp(from: patternText, to: $0)) } ?? patternText
    }

    /// The lesson's one length, as every screen says it: its plan's, in whole cycles
    /// ("4:57"; "4 cycles in 1:16"), never the minutes its file asked for.
    public func lengthDescription(_ words: Words = .english) -> String {
        words(.lessonLength(length, seconds: plannedSeconds))
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
    /// The program's name in the languages its file gives.
    public let titleText: ProgramText
    public let summaryText: ProgramText
    public let lessons: [Lesson]
    /// A new lesson once a practice day (the default), or as fast as the person likes.
    public let pace: Pace
    public let source: ProgramSource

    public init(
        id: String, title: ProgramText, summary: ProgramText, lessons: [Lesson], pace: Pace = .daily,
        source: ProgramSource) {
        self.id = id
        titleText = title
        summaryText = summary
        self.lessons = lessons
        self.pace = pace
        self.source = source
    }

    public init(
        id: String, title: String, summary: String, lessons: [Lesson], pace: Pace = .daily, source: ProgramSource) {
        self.init(
            id: id, title: ProgramText(title), summary: ProgramText(summary), lessons: lessons, pace: pace,
            source: source)
    }

    /// The title scripts read (`--json`): the English one, or the only one given.
    public var title: String { titleText.primary }
    public var summary: String { summaryText.primary }

    /// The title in the person's language, or the file's own.
    public func title(_ words: Words) -> String { titleText(words) }
    public func summary(_ words: Words) -> String { summaryText(words) }

    public func lesson(id: String) -> Lesson? { lessons.first { $0.id == id } }

    /// The top line of a lesson's session: "Foundations · Lesson 3 of 10 · Slow and even";
    /// "基础入门 · 第 3 课，共 10 课 · 慢而均匀".
    public func heading(for lesson: Lesson, separator: String, words: Words = .english) -> String {
        let number = (lessons.firstIndex { $0.id == lesson.id } ?? 0) + 1
        return title(words) + separator + words(.lessonOf(
            number: number, count: lessons.count)) + separator + lesson.title(words)
    }
}
