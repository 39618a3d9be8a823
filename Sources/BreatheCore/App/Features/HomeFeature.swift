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
    /// When the latest choice is not on this device, that is said first, with the program
    /// followed instead.
    static func startOnLines(_ program: Program, _ app: AppModel) -> FeatureStep {
        let folder = app.context.catalogue.folder
        var notes = app.activeChoice.notHere.map { id in
            [Said.home(.latestChoiceNotHere(id: id, folder: folder, following: program.titleText))]
        } ?? []
        guard app.canAsk else { return FeatureStep(.lesson(program, requested: nil), notes: notes) }
        let today = TodaysLesson(
            program: program, store: app.store, now: app.now.wall, rolloverHour: app.context.settings.dayRolloverHour)
        // Said before the question, so a repeat is known before it is started.
        if case .doneToday(let tomorrow) = today.state {
            notes.append(.session(.todaysLessonDone(tomorrow: tomorrow?.titleText)))
        }
        let pending = PendingSession(kind: .lesson(program: program, lesson: today.lesson))
        return FeatureStep(.show(.question(Question(kind: .lessonStart, pending: pending))), notes: notes)
    }

    /// Enter (or any line but q) starts the lesson asked about, with its own questions
    /// (continue, mood); q, Esc or the end of the app leaves with nothing saved. Other
    /// keys change nothing.
    static func answerStart(_ question: Question, _ answer: Answer) -> Handoff? {
        guard let (program, lesson) = question.pending.lesson else { return nil }
        switch answer {
        case .ending(let signal): return .finish(signal: signal)
        case _ where answer.isQuit: return .finish()
        // The lesson named, so the note on a repeat is not said twice.
        case .key(.enter), .line: return .lesson(program, requested: lesson)
        case .key: return nil
        }
    }

    static func home(_ key: Event, _ app: AppModel) -> Handoff? {
        switch key {
        case .enter:
            return app.activeProgram.map { .lesson($0, requested: nil) }
        case .character("p"), .character("P"):
            guard let facts = app.home ?? HomeFacts.of(app) else { return nil }
            return .show(.progress(ProgressPage(opening: facts)))
        case .character("o"), .character("O"):
            let active = app.activeChoice.programID
            let selected = app.context.catalogue.programs.firstIndex { $0.id == active } ?? 0
            return .show(.chooser(Chooser(selected: selected, firstRun: false)))
        case _ where key.isQuit:
            return .finish()
        default:
            return nil
        }
    }

    /// Up and down choose among the lessons that can be practised again (those done, and
    /// today's while it is open); Enter practises the chosen one, a repeat that never moves
    /// the program; any other key goes back home.
    static func progress(_ page: inout ProgressPage, _ key: Event, _ app: AppModel) -> Handoff? {
        guard let facts = app.home ?? HomeFacts.of(app) else { return .show(.home) }
        let open = ProgressPage.practisable(facts)
        switch key {
        case .up, .character("k"):
            page.selected = open.last { $0 < page.selected } ?? page.selected
        case .down, .character("j"):
            page.selected = open.first { $0 > page.selected } ?? page.selected
        case .enter:
            guard open.contains(page.selected) else { return nil }
            return .lesson(facts.program, requested: facts.program.lessons[page.selected])
        default:
            return .show(.home)
        }
        return nil
    }

    /// q or Esc ends the app; any other key goes home.
    static func summary(_ key: Event) -> Handoff? { key.isQuit ? .finish() : .show(.home) }

    /// Keys move the selection and stop at either end (Up from the first wrapped to the
    /// last); Enter on a program other than the active one asks first, and only Enter
    /// then switches: an arrow and Enter by accident no longer leave a program.
    static func choose(_ chooser: inout Chooser, _ key: Event, programs: [Program], active: String?) -> Handoff? {
        guard !programs.isEmpty else { return .finish() }
        let chosen = programs[min(chooser.selected, programs.count - 1)]
        if chooser.confirming {
            chooser.confirming = false
            return key == .enter ? .activate(chosen) : nil
        }
        switch key {
        case .up, .character("k"): chooser.selected = max(0, chooser.selected - 1)
        case .down, .character("j"): chooser.selected = min(programs.count - 1, chooser.selected + 1)
        case .character(let digit) where digit.wholeNumberValue.map({ (1...programs.count).contains($0) }) == true:
            chooser.selected = digit.wholeNumberValue! - 1
        case .enter:
            if let active, active != chosen.id, programs.contains(where: { $0.id == active }) {
                chooser.confirming = true
                return nil
            }
            return .activate(chosen)
        case _ where key.isQuit:
            return chooser.firstRun ? .finish() : .show(.home)
        default:
            break
        }
        return nil
    }
}

/// The progress page: the lesson chosen to practise again.
public struct ProgressPage: Sendable, Equatable {
    /// An index into the program's lessons.
    public var selected: Int

    public init(selected: Int) { self.selected = selected }

    /// Opened on today's lesson.
    init(opening facts: HomeFacts) {
        selected = facts.program.lessons.firstIndex { $0.id == facts.today.lesson.id } ?? 0
    }

    /// The lessons that can be practised from the page, by index: every one done, and
    /// today's while it is still to do (a lesson ahead waits for its day).
    static func practisable(_ facts: HomeFacts) -> [Int] {
        facts.program.lessons.indices.filter { index in
            let lesson = facts.program.lessons[index]
            return facts.report.progress.completedAt[lesson.id] != nil
                || (facts.today.state == .current && lesson.id == facts.today.lesson.id)
        }
    }
}

/// The program chooser.
public struct Chooser: Sendable, Equatable {
    public var selected: Int
    /// Shown on first run, when there is no program to go back to.
    public let firstRun: Bool
    /// Asking whether to leave the active program for the selected one.
    public var confirming = false

    public init(selected: Int, firstRun: Bool, confirming: Bool = false) {
        self.selected = selected
        self.firstRun = firstRun
        self.confirming = confirming
    }
}
