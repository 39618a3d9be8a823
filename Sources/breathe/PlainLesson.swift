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
        let today = TodaysLesson(program: program, store: store, now: WallClock.now(), rolloverHour: setup.settings.dayRolloverHour)
        let lesson = lessonID.flatMap { program.lesson(id: $0) } ?? today.lesson
        if lessonID == nil, case .doneToday(let tomorrow) = today.state {
            say("Today's lesson is done\(tomorrow.map { "; tomorrow: \($0.title)" } ?? ""). Practising it again: saved, and your place stays where it is.")
        }
        let rule = setup.settings.completionRule
        let offer = ContinuationOffer.find(for: lesson, in: program, store: store, rule: rule, now: WallClock.now(), rolloverHour: setup.settings.dayRolloverHour)
        if let offer {
            say("Continuing today's attempt: \(formatClock(offer.practicedSeconds)) of \(formatClock(offer.plannedSeconds)) practised already.")
        }
        let plan = offer?.remainingPlan(for: lesson) ?? lesson.plan
        let startedAt = WallClock.now()
        let keeper = StoreKeeper(setup: setup)
        let journal = keeper.beginJournal(JournalEntry(lesson: lesson, of: program, plan: plan, continuing: offer, startedAt: startedAt))
        if let problem = journal.problem { printError("warning: no journal could be written, so a crash would lose this session: \(problem)") }
        let host = SessionHost(display: DisplayOptions(plain: true, bell: display.bell, noColor: true), settings: setup.settings)
        guard let run = host.run(plan: plan, header: { program.heading(for: lesson, separator: $0) }, checkpoint: { journal.checkpoint(practicedSeconds: $0, at: WallClock.now()) }) else {
            journal.discard()
            return ExitStatus.failure
        }
        let attempt = PracticeAttempt(pattern: lesson.patternText, startedAt: startedAt, endedAt: WallClock.now(), plannedSeconds: plan.totalSeconds, practicedSeconds: run.outcome.summary.practisedSeconds, endReason: run.outcome.summary.endReason)
        let save = keeper.saveLesson(attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store, journal: journal)
        for message in save.messages { printError(message) }
        let summary = offer.map { run.outcome.summary.continuing($0.practicedSeconds, ofLesson: lesson.plannedSeconds) } ?? run.outcome.summary
        say(summary.line(separator: run.glyphs.separator))
        for line in LessonMessage.lines(for: save.result.verdict, lesson: lesson, program: program, ascii: run.glyphs == .ascii, keys: false) { say(line) }
        if let signal = run.outcome.signal {
            fflush(nil)
            SignalWatcher.die(by: signal)
        }
        return save.saved ? ExitStatus.ok : ExitStatus.failure
    }
}
