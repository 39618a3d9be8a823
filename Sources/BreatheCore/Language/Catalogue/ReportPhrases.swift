/// The words of the reports: `breathe history`, `stats` (its prose, the calendar and the
/// sparkline), `programs` and `status`. Records keep their figures as records do (a date
/// as 2026-12-01 10:30, times as a clock); the prose around them is in the person's
/// language. How a session ended is `Message.ending`, the same word as the summary's.
public enum ReportPhrase: Phrases, Equatable {
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

    public var english: String {
        switch self {
        case .noSessions: "No sessions yet."
        case .lessonSession(let program, let lesson, let pattern): "\(program): \(lesson) (\(pattern))"
        case .earlierPart(let record): "earlier part: \(record)"
        case .practiceHeading: "Practice"
        case .longestStreak(let days): "Longest streak: " + Self.count(days, "day")
        case .practiceDays(let total, let week): "Practice days: \(total) in all, \(week) this week"
        case .sessionTotals(let sessions, let seconds, let lessons, let separator):
            "Sessions: \(sessions)\(separator)practised \(formatClock(seconds))\(separator)lessons completed: "
                + "\(lessons)"
        case .programsHeading: "Programs"
        case .programTotals(let title, let sessions, let seconds, let lessons, let separator):
            "\(title): \(Self.count(sessions, "session"))\(separator)\(formatClock(seconds))\(separator)"
                + "\(Self.count(lessons, "lesson")) completed"
        case .freePracticeTotals(let sessions, let seconds, let separator):
            "free practice: \(Self.count(sessions, "session"))\(separator)\(formatClock(seconds))"
        case .attemptsHeading(let attempts): "How far lesson attempts get (\(Self.count(attempts, "attempt")))"
        case .stallsHeading(let threshold):
            "Where practice stalls (two or more attempts below \(Self.percent(threshold)))"
        case .noStalls: "nowhere yet"
        case .stall(let title, let program, let below, let best, let since, let separator):
            "\(title) (\(program)): \(below) attempts below\(separator)best \(Self.percent(best))"
                + (since ? "\(separator)completed since" : "")
        case .thresholdsHeading: "What each threshold would have counted"
        case .wouldCount(let count, let attempts): "\(count) of \(attempts)"
        case .yours: "(yours)"
        case .moodHeading(let lessons): "Mood (\(Self.count(lessons, "session")) with a check before and after)"
        case .moodChange(let change): "average change: \(Self.signed(change)) on the 1-5 scale"
        case .figuresJoinLater(let from, let attempts):
            "From \(from) lesson attempts on (you have \(attempts)), stats adds how far attempts get, where practice "
                + "stalls and what other thresholds would count; breathe stats --all shows them now."
        case .calendarEmpty: "No practice yet: the calendar fills in as you practise."
        case .calendarNoPracticeDay:
            "No practice day yet: a day is marked once it has a session of a minute or more."
        case .calendarFirstDays: "Your first days of practice: each day you add is marked above."
        case .today: "today"
        case .legendNone: "none"
        case .legendMinutes(let from, let to): "\(from)-\(to) min"
        case .legendRestDay: "rest day (a freeze)"
        case .minutesAWeekLast(let weeks): "Minutes a week, last \(weeks) weeks: "
        case .minutesAWeekSinceYouBegan: "Minutes a week since you began: "
        case .minutesAWeekShort: "Min/week: "
        case .mostMinutes(let minutes): "  (most: \(minutes) min)"
        case .statusLesson(let lesson, let lessons): "lesson \(lesson)/\(lessons)"
        case .statusLessonDoneToday(let lesson, let lessons): "lesson \(lesson)/\(lessons) done today"
        case .statusProgramComplete: "program complete"
        case .statusDay(let day): "\(day)-day streak"
        case .statusPracticeDays(let count): Self.count(count, "practice day")
        case .yourFile: "your file"
        case .noActiveProgram: "No program is active yet: `breathe start PROGRAM` begins one."
        case .noActiveProgramToShow:
            "no program is active yet; name one (breathe progress PROGRAM) or start one with breathe start PROGRAM"
        case .brokenProgramAdvice(let id):
            "; fix the file, or choose another program (breathe programs lists them); your progress in \(id) is kept"
        case .notHereAdvice(let id):
            "; put its file there to practise it here, or choose another program (breathe programs lists them); "
                + "your progress in \(id) is kept"
        case .noProgram(let id, let known): "no program '\(id)'; the programs are: " + known.joined(separator: ", ")
        case .noProgramsToStart: "there are no programs to start"
        case .noLesson(let id, let program, let known):
            "\(program) has no lesson '\(id)'; its lessons are: " + known.joined(separator: ", ")
        }
    }

    public var chinese: String {
        let words = Words(.simplifiedChinese)
        switch self {
        case .noSessions: return "还没有练习记录。"
        case .lessonSession(let program, let lesson, let pattern): return "\(program)：\(lesson)（\(pattern)）"
        case .earlierPart(let record): return "前一段：\(record)"
        case .practiceHeading: return "练习"
        case .longestStreak(let days): return "最长连续练习：\(days) 天"
        case .practiceDays(let total, let week): return "练习日：共 \(total) 天，本周 \(week) 天"
        case .sessionTotals(let sessions, let seconds, let lessons, let separator):
            return "练习次数：\(sessions)\(separator)累计 \(words.duration(seconds))\(separator)完成 "
                + "\(lessons) 课"
        case .programsHeading: return "课程"
        case .programTotals(let title, let sessions, let seconds, let lessons, let separator):
            return "\(title)：\(sessions) 次练习\(separator)\(words.duration(seconds))\(separator)完成 "
                + "\(lessons) 课"
        case .freePracticeTotals(let sessions, let seconds, let separator):
            return "自由练习：\(sessions) 次练习\(separator)\(words.duration(seconds))"
        case .attemptsHeading(let attempts): return "课程练习的完成度（共 \(attempts) 次）"
        case .stallsHeading(let threshold):
            return "练习卡在哪里（两次或以上未达到 \(Self.percent(threshold))）"
        case .noStalls: return "暂时没有"
        case .stall(let title, let program, let below, let best, let since, let separator):
            return "\(title)（\(program)）：\(below) 次未达标\(separator)最好 \(Self.percent(best))"
                + (since ? "\(separator)之后已完成" : "")
        case .thresholdsHeading: return "换一个完成门槛，会计入多少次"
        case .wouldCount(let count, let attempts): return "\(attempts) 次中 \(count) 次"
        case .yours: return "（你的设置）"
        case .moodHeading(let lessons): return "心情（\(lessons) 次练习前后都记了心情）"
        case .moodChange(let change): return "平均变化：\(Self.signed(change))（1-5 分）"
        case .figuresJoinLater(let from, let attempts):
            return "课程练习满 \(from) 次后（目前 \(attempts) 次），这里会加上练习的完成度、"
                + "在哪些课上停滞，以及换个完成门槛会计入多少；breathe stats --all "
                + "现在就能看到。"
        case .calendarEmpty: return "还没有练习：日历会随着你的练习一格格填满。"
        case .calendarNoPracticeDay: return "还没有练习日：某一天有一次至少 1分钟的练习，日历上才会标出这一天。"
        case .calendarFirstDays: return "这是你最初的几天练习：每多练一天，就多填上一格。"
        case .today: return "今天"
        case .legendNone: return "无"
        case .legendMinutes(let from, let to): return "\(from)-\(to)分钟"
        case .legendRestDay: return "休息日"
        case .minutesAWeekLast(let weeks): return "最近 \(weeks) 周每周分钟数："
        case .minutesAWeekSinceYouBegan: return "开始以来每周分钟数："
        case .minutesAWeekShort: return "每周分钟："
        case .mostMinutes(let minutes): return "（最多 \(minutes)分钟）"
        case .statusLesson(let lesson, let lessons): return "第 \(lesson)/\(lessons) 课"
        case .statusLessonDoneToday(let lesson, let lessons): return "今天完成了第 \(lesson)/\(lessons) 课"
        case .statusProgramComplete: return "课程已完成"
        case .statusDay(let day): return "连续 \(day) 天"
        case .statusPracticeDays(let count): return "\(count) 个练习日"
        case .yourFile: return "你的文件"
        case .noActiveProgram: return "还没有当前课程：用 `breathe start PROGRAM` 开始一个。"
        case .noActiveProgramToShow:
            return "还没有当前课程；请指定一个（breathe progress PROGRAM），或用 breathe "
                + "start PROGRAM 开始一个"
        case .brokenProgramAdvice(let id):
            return "；请修好这个文件，或换一个课程（breathe programs 会列出全部课程）；"
                + "你在 \(id) 中的进度都还在"
        case .notHereAdvice(let id):
            return "；把它的文件放进去就能在这里练习，也可以换一个课程（breathe programs 会列出全部课程）；"
                + "你在 \(id) 中的进度都还在"
        case .noProgram(let id, let known):
            return "没有叫\(words.quoted(id))的课程；现有的课程：" + known.joined(separator: "、")
        case .noProgramsToStart: return "没有可以开始的课程"
        case .noLesson(let id, let program, let known):
            return "课程《\(program)》中没有\(words.quoted(id))这一课；它的课有："
                + known.joined(separator: "、")
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
    ]

    /// "1 session", "2 sessions": English plurals by count.
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
