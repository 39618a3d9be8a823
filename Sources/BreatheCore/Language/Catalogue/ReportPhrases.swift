/// The words of the reports: `breathe history`, `stats` (its prose, the calendar and the
/// sparkline), `programs` and `status`. Records keep their figures as records do (a date
/// as 2026-12-01 10:30, times as a clock); the prose around them is in the person's
/// language. How a session ended is `Message.ending`, the same word as the summary's.
/// Their words are in `po/`.
public enum ReportPhrase: TranslatedPhrases, Equatable {
    // MARK: history

    /// `breathe history` with nothing in it.
    case noSessions
    /// What a lesson session practised: "Basics: Slow breaths (4-6)".
    case lessonSession(program: String, lesson: String, pattern: String)
    /// Under a lesson finished over more than one sitting the same day, one earlier
    /// sitting (`record`: its time, length and ending, already joined).
    case earlierPart(record: String)

    // MARK: stats

    case practiceHeading
    case longestStreak(days: Int)
    case practiceDays(total: Int, thisWeek: Int)
    case sessionTotals(sessions: Int, practisedSeconds: Double, lessonsCompleted: Int, separator: String)
    case programsHeading
    case programTotals(title: String, sessions: Int, practisedSeconds: Double, lessonsCompleted: Int, separator: String)
    case freePracticeTotals(sessions: Int, practisedSeconds: Double, separator: String)
    case attemptsHeading(attempts: Int)
    case stallsHeading(threshold: Double)
    case noStalls
    case stall(
        title: String, program: String, attemptsBelow: Int, best: Double, completedSince: Bool, separator: String)
    case thresholdsHeading
    case wouldCount(Int, of: Int)
    /// Beside the threshold that is the person's setting.
    case yours
    case moodHeading(lessons: Int)
    case moodChange(Double)
    /// In place of the figures about attempts, before there are `from` of them: when they
    /// come, and how to see them now.
    case figuresJoinLater(from: Int, attempts: Int)

    // MARK: the calendar and the sparkline

    case calendarEmpty
    /// Sessions, none of a minute or more: practice, but no practice day yet.
    case calendarNoPracticeDay
    case calendarFirstDays
    /// Under today's column.
    case today
    case legendNone
    /// After the first shade's range in the legend: "1-4 min".
    case legendMinutes(from: Int, to: Int)
    case legendRestDay
    case minutesAWeekLast(weeks: Int)
    case minutesAWeekSinceYouBegan
    /// The sparkline's label on a narrow terminal.
    case minutesAWeekShort
    case mostMinutes(Int)

    // MARK: status

    /// "lesson 3/10".
    case statusLesson(Int, of: Int)
    /// "lesson 3/10 done today": home's "Lesson 3 of 10 done today", while the next
    /// lesson waits for tomorrow.
    case statusLessonDoneToday(Int, of: Int)
    case statusProgramComplete
    /// The streak, in the status line: "12-day streak" ("day 12" read as days since the
    /// start, as home's "Day 12" once did).
    case statusDay(Int)
    case statusPracticeDays(Int)

    // MARK: programs

    /// After a program read from the person's own file.
    case yourFile
    case noActiveProgram
    /// `breathe progress` without a program, when none is active.
    case noActiveProgramToShow
    /// After why a program's file cannot be used: what to do, and that nothing is lost.
    case brokenProgramAdvice(programID: String)
    /// After a program has no file on this device: what to do, and that nothing is lost.
    case notHereAdvice(programID: String)
    /// A program id that is not there, with the ids there are.
    case noProgram(String, known: [String])
    case noProgramsToStart
    /// A lesson id the program does not have, with the ids it has.
    case noLesson(String, program: String, known: [String])

    // MARK: parts of other lines

    /// "3 sessions", in a program's totals.
    case sessions(Int)
    /// "1 lesson completed".
    case lessonsCompleted(Int)

    public static let area = "report"

    public var key: String {
        if case .stall(_, _, _, _, completedSince: true, _) = self { return Self.area + ".stallCompletedSince" }
        return caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .lessonSession(let program, let lesson, let pattern):
            ["program": .text(program), "lesson": .text(lesson), "pattern": .text(pattern)]
        case .earlierPart(let record): ["record": .text(record)]
        case .longestStreak(let count), .attemptsHeading(let count), .moodHeading(let count),
             .statusPracticeDays(let count), .sessions(let count), .lessonsCompleted(let count),
             .mostMinutes(let count), .statusDay(let count):
            ["count": .number(count)]
        case .practiceDays(let total, let week): ["total": .number(total), "week": .number(week)]
        case .sessionTotals(let sessions, let seconds, let lessons, let separator):
            ["sessions": .number(sessions), "practised": .duration(seconds), "lessons": .number(lessons),
             "separator": .text(separator)]
        case .programTotals(let title, let sessions, let seconds, let lessons, let separator):
            ["title": .text(title), "sessions": .said(ReportPhrase.sessions(sessions)), "practised": .duration(seconds),
             "lessons": .said(ReportPhrase.lessonsCompleted(lessons)), "separator": .text(separator)]
        case .freePracticeTotals(let sessions, let seconds, let separator):
            ["sessions": .said(ReportPhrase.sessions(sessions)), "practised": .duration(seconds),
             "separator": .text(separator)]
        case .stallsHeading(let threshold): ["threshold": .text(Self.percent(threshold))]
        case .stall(let title, let program, let below, let best, _, let separator):
            ["title": .text(title), "program": .text(program), "below": .number(below),
             "best": .text(Self.percent(best)), "separator": .text(separator)]
        case .wouldCount(let count, let attempts): ["count": .number(count), "attempts": .number(attempts)]
        case .moodChange(let change): ["change": .text(Self.signed(change))]
        case .figuresJoinLater(let from, let attempts): ["from": .number(from), "attempts": .number(attempts)]
        case .legendMinutes(let from, let to): ["from": .number(from), "to": .number(to)]
        case .minutesAWeekLast(let weeks): ["weeks": .number(weeks)]
        case .statusLesson(let lesson, let lessons), .statusLessonDoneToday(let lesson, let lessons):
            ["lesson": .number(lesson), "lessons": .number(lessons)]
        case .brokenProgramAdvice(let id), .notHereAdvice(let id): ["program": .text(id)]
        case .noProgram(let id, let known): ["program": .quoted(id), "known": .items(known)]
        case .noLesson(let id, let program, let known):
            ["lesson": .quoted(id), "program": .text(program), "known": .items(known)]
        case .noSessions, .practiceHeading, .programsHeading, .noStalls, .thresholdsHeading, .yours, .calendarEmpty,
             .calendarNoPracticeDay, .calendarFirstDays, .today, .legendNone, .legendRestDay,
             .minutesAWeekSinceYouBegan, .minutesAWeekShort, .statusProgramComplete, .yourFile, .noActiveProgram,
             .noActiveProgramToShow, .noProgramsToStart:
            [:]
        }
    }

    public var count: Int? {
        switch self {
        case .longestStreak(let count), .attemptsHeading(let count), .moodHeading(let count),
             .statusPracticeDays(let count), .sessions(let count), .lessonsCompleted(let count):
            count
        default: nil
        }
    }

    /// One of every case, plurals included, for the completeness test.
    static let samples: [ReportPhrase] = [
        .noSessions, .lessonSession(program: "Basics", lesson: "Slow", pattern: "4-6"),
        .earlierPart(record: "2026-12-01 10:00"),
        .practiceHeading,
        .longestStreak(days: 1), .longestStreak(days: 5), .practiceDays(total: 10, thisWeek: 2),
        .sessionTotals(sessions: 3, practisedSeconds: 150, lessonsCompleted: 1, separator: " · "), .programsHeading,
        .programTotals(title: "Basics", sessions: 1, practisedSeconds: 100, lessonsCompleted: 1, separator: " · "),
        .freePracticeTotals(sessions: 2, practisedSeconds: 256, separator: " · "), .attemptsHeading(attempts: 1),
        .attemptsHeading(attempts: 5),
        .stallsHeading(threshold: 0.8), .noStalls,
        .stall(
            title: "Slow", program: "Basics", attemptsBelow: 2, best: 0.6, completedSince: true, separator: " · "),
        .thresholdsHeading, .wouldCount(3, of: 5), .yours, .moodHeading(lessons: 1), .moodHeading(lessons: 2),
        .moodChange(0.5),
        .figuresJoinLater(from: 5, attempts: 1),
        .calendarEmpty, .calendarNoPracticeDay, .calendarFirstDays, .today, .legendNone, .legendMinutes(from: 1, to: 4),
        .legendRestDay,
        .minutesAWeekLast(weeks: 26), .minutesAWeekSinceYouBegan, .minutesAWeekShort, .mostMinutes(60),
        .statusLesson(3, of: 10), .statusLessonDoneToday(3, of: 10), .statusProgramComplete, .statusDay(12),
        .statusPracticeDays(1), .statusPracticeDays(4),
        .yourFile, .noActiveProgram, .noActiveProgramToShow, .brokenProgramAdvice(programID: "basics"),
        .notHereAdvice(programID: "basics"),
        .noProgram("nope", known: ["basics", "sleep"]), .noProgramsToStart,
        .noLesson("z", program: "Basics", known: ["a", "b"]),
        .stall(
            title: "Slow", program: "Basics", attemptsBelow: 3, best: 0.5, completedSince: false, separator: " · "),
        .sessions(1), .sessions(2), .lessonsCompleted(1), .lessonsCompleted(3),
    ]

    /// "1 session", "2 sessions": English plurals by count (the store's notices, until they
    /// are data too).
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// "80%": a fraction as a whole percentage.
    static func percent(_ fraction: Double) -> String { "\(Int(saturating: (fraction * 100).rounded()))%" }

    /// "+0.5", "-1", "0": a change to one decimal, with its sign.
    static func signed(_ change: Double) -> String {
        let rounded = (change * 10).rounded() / 10
        return (rounded > 0 ? "+" : "") + "\(rounded)"
    }
}

extension Words {
    public func callAsFunction(_ phrase: ReportPhrase) -> String { say(phrase) }
}
