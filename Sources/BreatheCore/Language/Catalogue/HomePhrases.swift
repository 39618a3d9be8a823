/// The words of the screens between sessions: home, its quiet streak line, the program
/// chooser, the progress page, a program whose file broke, a lesson's summary title,
/// and what the app says when it cannot open on a program at all. Its words are in `po/`.
public enum HomePhrase: TranslatedPhrases, Equatable {
    /// "Today: Settle in".
    case today(lesson: ProgramText)
    /// An unfinished attempt earlier the same day, which starting continues.
    case earlierToday(practiced: Double, planned: Double)
    case doneToday(lesson: ProgramText)
    /// The next lesson's pattern and length, waiting for tomorrow by the daily pace, and
    /// why; its title is in `doneTodayPosition` above.
    case tomorrow(pattern: String, length: SessionLength, seconds: Double)
    /// Home's first line once today's lesson is done: what happened today and what comes
    /// next, rather than the position that already points at tomorrow's lesson. `next`
    /// is nil when today's was the program's last, or below it a list marks the next.
    case doneTodayPosition(number: Int, count: Int, next: ProgramText?, separator: String)
    /// A lesson's length, the time its whole cycles take: "4:57"; a lesson of a count of
    /// cycles also says the count, "4 cycles in 1:16". `Lesson.lengthDescription` says it.
    case lessonLength(SessionLength, seconds: Double)
    /// Today's lesson was the program's last.
    case completedWithIt(program: ProgramText)
    case practiseAgain
    /// Every lesson done; `lastDay` the day of the last completion.
    case programComplete(program: ProgramText, lastDay: CivilDate?)
    case wellDone
    /// A program file of the person's that was skipped, with the reason.
    case skipped(String)

    // The streak's quiet line: "Streak: 12 days · 1 rest day used · 2 freezes banked" (not "Day 12",
    // which read as days since starting).
    case streakDay(Int)
    case restDaysUsed(Int)
    case freezesBanked(Int)
    /// With the streak hidden, or none running: the total, which never resets.
    case practiceDaysInAll(Int)
    /// Under the streak line on the days the first freeze is new: what a freeze is, short
    /// enough for two rows of a 40-column window, so today's lesson stays in view.
    case whatAFreezeIs

    /// The chooser's title.
    case programs
    case chooseToBegin
    case everyProgramKeepsItsProgress
    /// A program's line under its title in the chooser.
    case programDetail(summary: ProgramText, lessons: Int)
    /// Beside the active program's title in the chooser.
    case activeProgram
    /// Asked before the active program is left for another one.
    case switchTo(ProgramText, from: ProgramText)
    /// The lesson to do next, on the progress page: "Balance  (box, 4:16)"; `lesson`
    /// as the list names it.
    case nextLesson(lesson: String, pattern: String, length: SessionLength, seconds: Double)
    /// Where the progress page's calendar would be, when the window is too short for it.
    case calendarNeedsRows(Int)

    case brokenTitle(id: String)
    case brokenHeading(id: String)
    case brokenFix(id: String)
    case brokenChooseAnother(id: String)
    /// The one sentence for a program that cannot be loaded, on every path.
    case couldNotBeLoaded(id: String, why: String)
    /// Why, when there is no file for it in `folder` (the person's programs).
    case noFileHere(folder: String)
    /// The latest choice is a program with no file on this device (`ActiveChoice`):
    /// `following` is the program breathe follows here instead, nil when there is none.
    case latestChoiceNotHere(id: String, folder: String, following: ProgramText?)
    /// Plain mode, when no choice names a program this device has.
    case latestChoiceNotHereAtStart(id: String, folder: String)
    /// Plain mode cannot show home, so it says what to do instead.
    case brokenAtStart(message: String, id: String)
    case noProgramYet
    case activationNotSaved(problem: String)
    case noJournal(problem: String)
    /// The journal stopped taking checkpoints after `lastKept` seconds of practice.
    case journalNotUpdated(lastKept: Double, problem: String)

    /// Below the smallest panel: as much as fits of the first that does.
    case windowTooSmall(width: Int, height: Int)
    case windowTooSmallShort
    case tooSmall

    public static let area = "home"

    public var key: String {
        let name: String? = switch self {
        case .doneTodayPosition(_, _, nil, _): "doneTodayLastPosition"
        case .lessonLength(.cycles, _): "lessonLengthInCycles"
        case .programComplete(_, nil): "programCompleteUndated"
        case .latestChoiceNotHere(_, _, nil): "latestChoiceNotHereFollowingNone"
        default: nil
        }
        return name.map { Self.area + "." + $0 } ?? caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .today(let lesson), .doneToday(let lesson): ["lesson": .name(lesson)]
        case .earlierToday(let practised, let planned):
            ["practised": .duration(practised), "planned": .duration(planned)]
        case .tomorrow(let pattern, let length, let seconds):
            ["pattern": .text(pattern), "length": .said(HomePhrase.lessonLength(length, seconds: seconds))]
        case .doneTodayPosition(let number, let count, let next, let separator):
            ["number": .number(number), "count": .number(count)]
                .merging(next.map { ["next": .name($0), "separator": .text(separator)] } ?? [:]) { first, _ in first }
        case .lessonLength(.minutes, let seconds): ["length": .duration(seconds)]
        case .lessonLength(.cycles(let count), let seconds):
            ["cycles": .said(Message.cycles(count)), "length": .duration(seconds)]
        case .completedWithIt(let program), .programComplete(let program, nil): ["program": .name(program)]
        case .programComplete(let program, let day?): ["program": .name(program), "day": .date(day, withYear: true)]
        case .skipped(let warning): ["warning": .text(warning)]
        case .streakDay(let count), .restDaysUsed(let count), .freezesBanked(let count),
             .practiceDaysInAll(let count):
            ["count": .number(count)]
        case .programDetail(let summary, let lessons): ["summary": .name(summary), "lessons": .number(lessons)]
        case .switchTo(let program, let active): ["program": .name(program), "active": .name(active)]
        case .nextLesson(let lesson, let pattern, let length, let seconds):
            ["lesson": .text(lesson), "pattern": .text(pattern),
             "length": .said(HomePhrase.lessonLength(length, seconds: seconds))]
        case .calendarNeedsRows(let rows): ["rows": .number(rows)]
        case .brokenTitle(let id), .brokenHeading(let id), .brokenFix(let id), .brokenChooseAnother(let id):
            ["program": .text(id)]
        case .couldNotBeLoaded(let id, let why): ["program": .text(id), "why": .text(why)]
        case .noFileHere(let folder): ["folder": .text(folder)]
        case .latestChoiceNotHere(let id, let folder, let following):
            ["program": .text(id), "folder": .text(folder)]
                .merging(following.map { ["following": .name($0)] } ?? [:]) { first, _ in first }
        case .latestChoiceNotHereAtStart(let id, let folder): ["program": .text(id), "folder": .text(folder)]
        case .brokenAtStart(let message, let id): ["message": .text(message), "program": .text(id)]
        case .activationNotSaved(let problem), .noJournal(let problem): ["problem": .text(problem)]
        case .journalNotUpdated(let lastKept, let problem): ["lastKept": .clock(lastKept), "problem": .text(problem)]
        case .windowTooSmall(let width, let height): ["width": .number(width), "height": .number(height)]
        case .practiseAgain, .wellDone, .whatAFreezeIs, .programs, .chooseToBegin, .everyProgramKeepsItsProgress,
             .activeProgram, .noProgramYet, .windowTooSmallShort, .tooSmall:
            [:]
        }
    }

    public var count: Int? {
        switch self {
        case .streakDay(let count), .restDaysUsed(let count), .freezesBanked(let count), .practiceDaysInAll(let count),
             .programDetail(_, let count):
            count
        default: nil
        }
    }

    /// One of every case, with counts that exercise plurals.
    static let samples: [HomePhrase] = [
        .today(lesson: ProgramText("Settle in")), .earlierToday(practiced: 90, planned: 256),
        .doneToday(lesson: ProgramText("Balance")),
        .tomorrow(pattern: "4-7-8", length: .cycles(4), seconds: 76),
        .tomorrow(pattern: "relax", length: .minutes(3), seconds: 180),
        .doneTodayPosition(number: 1, count: 10, next: ProgramText("Close"), separator: " · "),
        .doneTodayPosition(number: 10, count: 10, next: nil, separator: " · "),
        .lessonLength(.minutes(2), seconds: 120), .lessonLength(.cycles(4), seconds: 76), .whatAFreezeIs,
        .calendarNeedsRows(31), .completedWithIt(program: ProgramText("Calm")), .practiseAgain,
        .programComplete(program: ProgramText("Calm"), lastDay: CivilDate(year: 2026, month: 11, day: 21)),
        .programComplete(program: ProgramText("Calm"), lastDay: nil),
        .wellDone, .skipped("mine.json: id: missing"),
        .streakDay(12), .restDaysUsed(1), .restDaysUsed(2), .freezesBanked(1), .freezesBanked(2), .practiceDaysInAll(1),
        .practiceDaysInAll(12),
        .programs, .chooseToBegin, .everyProgramKeepsItsProgress,
        .programDetail(summary: ProgramText("Three lessons."), lessons: 1), .activeProgram,
        .switchTo(ProgramText("Box focus"), from: ProgramText("Foundations")),
        .programDetail(summary: ProgramText("Three lessons."), lessons: 3),
        .nextLesson(lesson: "Balance", pattern: "box", length: .minutes(4), seconds: 240),
        .brokenTitle(id: "calm"), .brokenHeading(id: "calm"), .brokenFix(id: "calm"), .brokenChooseAnother(id: "calm"),
        .couldNotBeLoaded(id: "calm", why: "calm.json: id: missing"), .noFileHere(folder: "/home/me/programs"),
        .latestChoiceNotHere(id: "mine", folder: "/home/me/programs", following: ProgramText("Foundations")),
        .latestChoiceNotHere(id: "mine", folder: "/home/me/programs", following: nil),
        .latestChoiceNotHereAtStart(id: "mine", folder: "/home/me/programs"),
        .brokenAtStart(message: "calm.json: id: missing", id: "calm"),
        .noProgramYet, .activationNotSaved(problem: "EACCES"), .noJournal(problem: "EROFS"),
        .journalNotUpdated(lastKept: 80, problem: "ENOSPC"),
        .windowTooSmall(width: 20, height: 6), .windowTooSmallShort, .tooSmall,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: HomePhrase) -> String { say(phrase) }
}
