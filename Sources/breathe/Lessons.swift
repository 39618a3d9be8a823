import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// `breathe` and `breathe start`: the program flow in the full-screen view.
enum Lessons {
    static func home(display: DisplayChoice) -> Int32 {
        run(.home, display: display)
    }

    static func start(_ options: StartOptions) -> Int32 {
        let programID = options.programID, lessonID = options.lessonID
        guard let setup = Setup.load() else { return ExitStatus.failure }
        guard let store = setup.loadStore() else { return ExitStatus.failure }
        guard let id = programID ?? store.activeProgramID ?? setup.catalogue.programs.first?.id else {
            printError("there are no programs to start")
            return ExitStatus.failure
        }
        guard let program = setup.catalogue.program(id: id) else { return setup.programNotFound(id, store: store) }
        if let lessonID, program.lesson(id: lessonID) == nil {
            let known = program.lessons.map(\.id).joined(separator: ", ")
            return Command.usageError("\(program.title) has no lesson '\(lessonID)'; its lessons are: \(known)", hint: "breathe progress \(program.id)")
        }
        return run(.lesson(programID: program.id, lessonID: lessonID), setup: setup, store: store, display: options.display)
    }

    static func run(_ start: AppStart, setup given: Setup? = nil, store given2: ProgressStore? = nil, display: DisplayChoice) -> Int32 {
        guard let setup = given ?? Setup.load() else { return ExitStatus.failure }
        guard let store = given2 ?? setup.loadStore() else { return ExitStatus.failure }
        return AppLauncher.run(start, setup: setup, store: store, display: display)
    }
}
