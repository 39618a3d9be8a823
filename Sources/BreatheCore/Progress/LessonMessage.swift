/// The words after a lesson: what happened and what comes next, said kindly. Never a
/// scolding: a short session is still practice, and it is saved. Titles in the person's
/// language, as home and the progress page give them (a Chinese summary said
/// 「本课完成：Settle in。」 where home said 「稳住节奏」).
public enum LessonMessage {
    /// `keys` when the person is in the full screen, where a key does what plain output
    /// must name a command for.
    /// `saved` false when the save failed and the session is kept in its journal.
    public static func lines(
        for verdict: LessonVerdict, lesson: Lesson, program: Program, keys: Bool = true,
        saved: Bool = true, words: Words = .english) -> [String] {
        switch verdict {
        case .completed(let next?):
            return [
                words(.lessonComplete(title: lesson.title(words))),
                words(.nextTime(
                    title: next.title(words), pattern: next.patternDescription(words),
                    length: next.lengthDescription(words))),
            ]
        case .completed(nil):
            return [
                words(.programComplete(title: program.title(words), lessons: program.lessons.count)),
                words(.afterProgram(programID: program.id, keys: keys)),
            ]
        case .saved(let practiced, let planned, true):
            return [words(.savedShortDayEnded(practised: practiced, lesson: planned, saved: saved))]
        case .saved(let practiced, let planned, false):
            return [words(.savedShort(
                practised: practiced, lesson: planned, left: lesson.secondsLeft(afterPractising: practiced),
                saved: saved))]
        case .repeated:
            return [words(.practisedAgain(title: lesson.title(words), program: program.title(words), saved: saved))]
        case .practisedAhead(let current):
            return [words(.practisedOutOfTurn(
                title: lesson.title(words), program: program.title(words), current: current?.title(words),
                saved: saved))]
        }
    }
}
