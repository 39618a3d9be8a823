/// The words after a lesson: what happened and what comes next, said kindly. Never a
/// scolding: a short session is still practice, and it is saved.
public enum LessonMessage {
    /// `ascii` for terminals whose locale is not UTF-8: a hyphen instead of a dash.
    public static func lines(for verdict: LessonVerdict, lesson: Lesson, program: Program, ascii: Bool = false) -> [String] {
        let separator = ascii ? " - " : " — "
        switch verdict {
        case .completed(let next?):
            return [
                "Lesson complete: \(lesson.title).",
                "Next time: \(next.title) (\(next.patternText), \(next.lengthDescription())).",
            ]
        case .completed(nil):
            return [
                "You have completed \(program.title): all \(program.lessons.count) lessons.",
                "Well done. Choose another program with o, or keep any lesson you liked as a habit with breathe start \(program.id) --lesson ID.",
            ]
        case .saved(let practiced, let planned):
            let left = formatClock(max(0, planned - practiced).rounded(.up))
            return [
                "\(formatClock(practiced)) of \(formatClock(planned)) practised and saved\(separator)finish the last \(left) later today to complete this lesson.",
            ]
        case .repeated:
            return ["\(lesson.title) practised again and saved. Your place in \(program.title) stays where it was."]
        }
    }
}
