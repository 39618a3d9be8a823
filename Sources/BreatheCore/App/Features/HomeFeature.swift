/// The screens between sessions: home, the progress page, the program chooser and a
/// lesson's summary. Home starts today's lesson; the chooser makes a program active.
enum HomeFeature {
    /// What these screens respond to, scoped from `AppEvent` by the root: keys only
    /// (signals are the root's, and anything else changes nothing).
    typealias Event = AppKey
    /// A typed line or a key, in answer to plain mode's question before today's lesson.
    typealias Answer = QuestionAnswer

    /// Plain mode has no home screen. With a person at the terminal, one line names
    /// today's lesson and its length and waits: a person who typed `breathe` may have
    /// wanted to look, not to breathe for five minutes. Without one (a script, a pipe,
    /// cron) the lesson starts at once, as it always has: nothing waits for no one.
    static func startOnLines(_ model: inout AppModel, _ program: Program) -> [AppEffect] {
        guard model.canAsk else { return LessonFeature.prepare(&model, lessonOf: program, requested: nil) }
        let today = TodaysLesson(
            program: program, store: model.store, now: model.now.wall,
            rolloverHour: model.context.settings.dayRolloverHour)
        // Said before the question, so a repeat is known before it is started.
        if case .doneToday(let tomorrow) = today.state {
            model.notes.append(.session(.todaysLessonDone(tomorrow: tomorrow?.titleText)))
        }
        model.screen = .question(Question(
            kind: .lessonStart, pending: PendingSession(kind: .lesson(program: program, lesson: today.lesson))))
        return []
    }

    /// Enter (or any line but q) starts the lesson asked about, with its own questions
    /// (continue, mood); q or Esc leaves with nothing saved. Other keys change nothing.
    static func answerStart(_ model: inout AppModel, _ question: Question, _ answer: Answer) -> [AppEffect] {
        guard case .lesson(let program, let lesson) = question.pending.kind else { return [] }
        if answer.isQuit {
            model.screen = .finished
            return []
        }
        switch answer {
        // The lesson named, so the note on a repeat is not said twice.
        case .key(.enter), .line: return LessonFeature.prepare(&model, lessonOf: program, requested: lesson)
        case .key: return []
        }
    }

    static func home(_ model: inout AppModel, _ key: Event) -> [AppEffect] {
        switch key {
        case .enter:
            guard let program = model.activeProgram else { return [] }
            return LessonFeature.prepare(&model, lessonOf: program, requested: nil)
        case .character("p"), .character("P"):
            if model.activeProgram != nil { model.screen = .progress }
        case .character("o"), .character("O"):
            let selected = model.context.catalogue.programs.firstIndex { $0.id == model.store.activeProgramID } ?? 0
            model.screen = .chooser(Chooser(selected: selected, firstRun: false))
        case _ where key.isQuit:
            model.screen = .finished
        default:
            break
        }
        return []
    }

    /// Any key goes back home.
    static func progress(_ model: inout AppModel, _ key: Event) -> [AppEffect] {
        model.screen = .home
        return []
    }

    /// q or Esc ends the app; any other key goes home.
    static func summary(_ model: inout AppModel, _ key: Event) -> [AppEffect] {
        model.screen = key.isQuit ? .finished : .home
        return []
    }

    static func choose(_ model: inout AppModel, _ chooser: Chooser, _ key: Event) -> [AppEffect] {
        let programs = model.context.catalogue.programs
        guard !programs.isEmpty else { model.screen = .finished; return [] }
        var chooser = chooser
        switch key {
        case .up, .character("k"): chooser.selected = (chooser.selected + programs.count - 1) % programs.count
        case .down, .character("j"): chooser.selected = (chooser.selected + 1) % programs.count
        case .character(let digit) where digit.wholeNumberValue.map({ (1...programs.count).contains($0) }) == true:
            chooser.selected = digit.wholeNumberValue! - 1
        case .enter:
            model.screen = .home
            return activate(&model, programs[min(chooser.selected, programs.count - 1)])
        case _ where key.isQuit:
            model.screen = chooser.firstRun ? .finished : .home
            return []
        default:
            break
        }
        model.screen = .chooser(chooser)
        return []
    }

    /// Makes `program` the active one: an activation record, saved at once.
    static func activate(_ model: inout AppModel, _ program: Program) -> [AppEffect] {
        guard model.store.activeProgramID != program.id else { return [] }
        model.store.append(ActivationRecord(id: model.context.makeID(), programID: program.id, at: model.now.wall))
        return [.saveActivation(model.store)]
    }
}

/// The program chooser.
public struct Chooser: Sendable, Equatable {
    public var selected: Int
    /// Shown on first run, when there is no program to go back to.
    public let firstRun: Bool
}
