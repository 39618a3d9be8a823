/// Finding the program and lesson a command names, and refusing one that is not there in
/// one place, with words that say what there is: the app never stands today's lesson in
/// for a lesson that does not exist.
public enum ProgramLookup {
    /// Why a program or lesson cannot be used.
    public enum Refusal: Error, Sendable, Equatable {
        /// A data problem (status 1): the program's file is broken, or a program chosen
        /// before has no file here.
        case broken(String)
        /// A usage error (status 2), with where to read more.
        case usage(message: String, hint: String)
    }

    /// The program `id`, or why not. One whose file is broken is named with its file and
    /// field, one chosen before that has no file here with the folder; any other id is a
    /// usage error with the ids there are.
    public static func program(
        _ id: String, catalogue: Catalogue, store: ProgressStore, words: Words = .english
    ) -> Result<Program, Refusal> {
        if let program = catalogue.program(id: id) { return .success(program) }
        if catalogue.skipped[id] != nil {
            return .failure(.broken(catalogue.brokenProgramMessage(
                id, words: words) + words(.brokenProgramAdvice(programID: id))))
        }
        if store.activations.contains(where: { $0.programID == id }) {
            return .failure(.broken(catalogue.brokenProgramMessage(
                id, words: words) + words(.notHereAdvice(programID: id))))
        }
        return .failure(.usage(
            message: words(.noProgram(id, known: catalogue.programs.map(\.id))), hint: "breathe programs"))
    }

    /// The program `breathe start` means: the one named, the one active here, the latest
    /// choice (refused, with why, when it is not on this device), or the first.
    public static func programToStart(
        _ id: String?, catalogue: Catalogue, store: ProgressStore, words: Words = .english
    ) -> Result<Program, Refusal> {
        let choice = ActiveChoice(store: store, catalogue: catalogue)
        guard let chosen = id ?? choice.programID ?? choice.notHere ?? catalogue.programs.first?.id else {
            return .failure(.broken(words(.noProgramsToStart)))
        }
        return program(chosen, catalogue: catalogue, store: store, words: words)
    }

    /// The lesson `lessonID` of `program` (nil: today's), or a usage error naming its
    /// lessons.
    public static func lesson(
        _ lessonID: String?, of program: Program, words: Words = .english
    ) -> Result<Lesson?, Refusal> {
        guard let lessonID else { return .success(nil) }
        guard let lesson = program.lesson(id: lessonID) else {
            return .failure(.usage(
                message: words(.noLesson(lessonID, program: program.title(words), known: program.lessons.map(\.id))),
                hint: "breathe progress \(program.id)"))
        }
        return .success(lesson)
    }
}
