/// The words after a lesson: what happened and what comes next, said kindly. Never a
/// scolding: a short session is still practice, and it is saved.
public enum LessonMessage {
    /// `ascii` for terminals whose locale is not UTF-8: a hyphen instead of a dash.
    /// `keys` when the person is in the full screen, where a key does what plain output
    /// must name a command for.
    public static func lines(for verdict: LessonVerdict, lesson: Lesson, program: Program, ascii: Bool = false, keys: Bool = true) -> [String] {
        let separator = Symbols.chosen(ascii: ascii).dash
        switch verdict {
        case .completed(let next?):
            return [
                "Lesson complete: \(lesson.title).",
                "Next time: \(next.title) (\(next.patternText), \(next.lengthDescription())).",
            ]
        case .completed(nil):
            let choose = keys ? "Choose another program with o" : "Choose another program with breathe start PROGRAM (breathe programs lists them)"
            return [
                "You have completed \(program.title): all \(program.lessons.count) lessons.",
                "Well done. \(choose), or keep any lesson you liked as a habit with breathe start \(program.id) --lesson ID (breathe progress \(program.id) lists the ids).",
            ]
        case .saved(let practiced, let planned):
            // The time left is what continuing will take: the rest in whole cycles.
            let left = formatClock(ContinuationOffer(lastSessionID: "", practicedSeconds: practiced, plannedSeconds: planned).remainingPlan(for: lesson).totalSeconds)
            return [
                "\(formatClock(practiced)) of \(formatClock(planned)) practised and saved\(separator)finish the last \(left) later today to complete this lesson.",
            ]
        case .repeated:
            return ["\(lesson.title) practised again and saved. Your place in \(program.title) stays where it was."]
        case .practisedAhead(let current):
            let place = current.map { "stays at \($0.title)" } ?? "stays where it was"
            return ["\(lesson.title) practised and saved. Your place in \(program.title) \(place)."]
        }
    }
}
