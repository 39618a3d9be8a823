import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// A lesson without the full screen (`--plain`, or no terminal that can draw): the
/// active program's current lesson, continued automatically when an attempt of today is
/// unfinished, recorded and saved as in the full-screen flow.
enum PlainLesson {
    static func run(_ start: AppStart, setup: Setup, store: ProgressStore, display: DisplayOptions) -> Int32 {
        let programID: String?
        var lessonID: String?
        switch start {
        case .home: programID = store.activeProgramID
        case .lesson(let id, let lesson): programID = id; lessonID = lesson
        }
        guard let id = programID, let program = setup.catalogue.program(id: id) else {
            printError("no program is active yet, and choosing one needs the full screen; start one with: breathe start PROGRAM --plain (breathe programs lists them)")
            return ExitStatus.usage
        }
        var store = store
        if store.activeProgramID != program.id {
            store.append(ActivationRecord(id: newRecordID(), programID: program.id, at: WallClock.now()))
        }
        let progress = ProgramProgress(program: program, store: store)
        let lesson = lessonID.flatMap { program.lesson(id: $0) } ?? progress.currentLesson(in: program) ?? program.lessons[program.lessons.count - 1]
        let rule = setup.settings.completionRule
        let offer = ContinuationOffer.find(for: lesson, in: program, store: store, rule: rule, now: WallClock.now(), rolloverHour: setup.settings.dayRolloverHour)
        if let offer {
            print("Continuing today's attempt: \(formatClock(offer.practicedSeconds)) of \(formatClock(offer.plannedSeconds)) practised already.")
        }
        let plan = offer?.remainingPlan(for: lesson) ?? lesson.plan
        let startedAt = WallClock.now()
        let journal = setup.journal(JournalEntry(
            programID: program.id, lessonID: lesson.id, pattern: lesson.patternText, startedAt: startedAt,
            plannedSeconds: plan.totalSeconds, continues: offer?.lastSessionID, earlierPracticedSeconds: offer?.practicedSeconds ?? 0))
        let number = (program.lessons.firstIndex { $0.id == lesson.id } ?? 0) + 1
        let host = SessionHost(display: DisplayOptions(plain: true, bell: display.bell, noColor: true), settings: setup.settings)
        guard let run = host.run(plan: plan, header: { program.title + $0 + "Lesson \(number) of \(program.lessons.count)" + $0 + lesson.title }, checkpoint: { journal.checkpoint(practicedSeconds: $0, at: WallClock.now()) }) else {
            journal.discard()
            return ExitStatus.failure
        }
        let practised = (run.outcome.summary.practisedSeconds * 1000).rounded() / 1000
        let attempt = PracticeAttempt(pattern: lesson.patternText, startedAt: startedAt, endedAt: WallClock.now(), plannedSeconds: plan.totalSeconds, practicedSeconds: practised, endReason: run.outcome.summary.endReason)
        let result = ProgressRecorder.recordLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store, id: journal.entry.sessionID)
        var status = ExitStatus.ok
        do throws(StoreError) {
            try setup.storeFile.save(store)
            journal.discard()
        } catch {
            journal.keep(endReason: attempt.endReason, practicedSeconds: practised, at: attempt.endedAt)
            printError("the session could not be saved: \(error.description). It is kept and will be saved the next time breathe starts")
            status = ExitStatus.failure
        }
        print(run.outcome.summary.line(separator: run.separator))
        for line in LessonMessage.lines(for: result.verdict, lesson: lesson, program: program, separator: run.separator == " - " ? " - " : " — ") { print(line) }
        if let signal = run.outcome.signal {
            fflush(nil)
            SignalWatcher.die(by: signal)
        }
        return status
    }
}
