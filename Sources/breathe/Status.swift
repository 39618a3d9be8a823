import BreatheCore
import BreatheSystem

/// `breathe status`: one line for a shell prompt or a tmux status bar. It runs at every
/// prompt, so it reads the store without taking the lock or recovering journals, and
/// prints nothing at all when there is nothing to say.
enum Status {
    static func run(json: Bool) -> Int32 {
        guard let setup = Setup.load() else { return ExitStatus.failure }
        guard let store = setup.storeFile.peekForStatus() else {
            printError("\(setup.locations.storeFile) cannot be read; run breathe history to have it checked and repaired")
            return ExitStatus.failure
        }
        let streak = setup.streak(store)
        let program = store.activeProgramID.flatMap { setup.catalogue.program(id: $0) }
        let progress = program.map { ProgramProgress(program: $0, store: store) }
        if json {
            struct Line: Encodable {
                let programID: String?
                let lesson: Int?
                let lessons: Int?
                let complete: Bool?
                let streak: Int?
                let practiceDays: Int

                enum CodingKeys: String, CodingKey { case programID, lesson, lessons, complete, streak, practiceDays }

                /// Every key is always there, null when it does not apply.
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(programID, forKey: .programID)
                    try container.encode(lesson, forKey: .lesson)
                    try container.encode(lessons, forKey: .lessons)
                    try container.encode(complete, forKey: .complete)
                    try container.encode(streak, forKey: .streak)
                    try container.encode(practiceDays, forKey: .practiceDays)
                }
            }
            return printJSON(Line(
                programID: program?.id,
                lesson: progress.map { min($0.currentNodeIndex + 1, $0.lessonCount) },
                lessons: progress?.lessonCount, complete: progress?.isComplete,
                streak: setup.settings.showStreak ? streak.current : nil, practiceDays: streak.totalPracticeDays))
        }
        var parts: [String] = []
        if let progress {
            parts.append(progress.isComplete ? "program complete" : "lesson \(progress.currentNodeIndex + 1)/\(progress.lessonCount)")
        }
        if setup.settings.showStreak, streak.current > 0 {
            parts.append("day \(streak.current)")
        } else if streak.totalPracticeDays > 0 {
            parts.append("\(streak.totalPracticeDays) practice day\(streak.totalPracticeDays == 1 ? "" : "s")")
        }
        if !parts.isEmpty { say(parts.joined(separator: outputGlyphs.separator)) }
        return ExitStatus.ok
    }
}
