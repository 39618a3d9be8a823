import BreatheCore

/// `breathe start`: the program and lesson named, checked in the core, then the app.
enum Lessons {
    static func start(_ options: StartOptions, _ context: CommandContext) -> Int32 {
        let words = context.words
        let program: Program
        switch ProgramLookup.programToStart(
            options.programID, catalogue: context.catalogue, store: context.store, words: words) {
        case .success(let found): program = found
        case .failure(let refusal): return refuse(refusal, words: words)
        }
        if case .failure(let refusal) = ProgramLookup.lesson(options.lessonID, of: program, words: words) {
            return refuse(refusal, words: words)
        }
        return AppLauncher.run(
            .lesson(programID: program.id, lessonID: options.lessonID), context: context, display: options.display)
    }
}
