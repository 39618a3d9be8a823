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
                practised: practiced, lesson: planned, left: lesson.secondsLeft(afterPractising: practiced),
                dash: Symbols.chosen(ascii: ascii).dash))]
        case .repeated:
            return [words(.practisedAgain(title: lesson.title, program: program.title))]
        case .practisedAhead(let current):
            return [words(.practisedOutOfTurn(title: lesson.title, program: program.title, current: current?.title))]
        }
    }
}
