/// The words after a lesson: what happened and what comes next, said kindly. Never a
/// scolding: a short session is still practice, and it is saved.
public enum LessonMessage {
    /// `ascii` for terminals whose locale is not UTF-8: a hyphen instead of a dash.
    /// `keys` when the person is in the full screen, where a key does what plain output
    /// must name a command for.
    public static func lines(
        for verdict: LessonVerdict, lesson: Lesson, program: Program, ascii: Bool = false, keys: Bool = true,
        words: Words = .english) -> [String] {
        switch verdict {
        case .completed(let next?):
            return [
                words(.lessonComplete(title: lesson.title)),
                words(.nextTime(
                    title: next.title, pattern: next.patternDescription(words), length: next.lengthDescription(words))),
            ]
        case .completed(nil):
            return [
                words(.programComplete(title: program.title, lessons: program.lessons.count)),
                words(.afterProgram(programID: program.id, keys: keys)),
            ]
        case .saved(let practiced, let planned):
            return [words(.savedShort(
                LessonTime(practised: practiced, of: planned), dash: Symbols.chosen(ascii: ascii).dash))]
        case .repeated:
            return [words(.practisedAgain(title: lesson.title, program: program.title))]
        case .practisedAhead(let current):
            return [words(.practisedOutOfTurn(title: lesson.title, program: program.title, current: current?.title))]
        }
    }
}

/// What was practised of a lesson and what is left of it, in whole seconds that add up
/// to the lesson as shown: "1:32 of 3:00 practised — finish the last 1:28". Both the
/// practised time and the lesson are rounded down, as the clock shows time, and what is
/// left is the one less the other; rounding each of the three on its own could say
/// 1:32 and 1:27 of 3:00.
public struct LessonTime: Sendable, Equatable {
    public let practised: Int
    public let lesson: Int

    public init(practised: Double, of lesson: Double) {
        self.lesson = Self.wholeSeconds(lesson)
        self.practised = min(Self.wholeSeconds(practised), self.lesson)
    }

    public var left: Int { lesson - practised }

    /// The rule of `formatClock`: rounded down, nothing below zero.
    static func wholeSeconds(_ seconds: Double) -> Int {
        min(max(0, Int(saturating: seconds.isFinite ? seconds.rounded(.down) : 0)), 1_000_000_000)
    }
}
