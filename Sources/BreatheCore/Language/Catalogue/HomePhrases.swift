/// The words of the screens between sessions: home, its quiet streak line, the program
/// chooser, the progress page, a program whose file broke, a lesson's summary title,
/// and what the app says when it cannot open on a program at all.
public enum HomePhrase: Phrases, Equatable {
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

    public var english: String {
        let words = Words.english
        switch self {
        case .today(let lesson): return "Today: \(lesson(words))"
        case .earlierToday(let practiced, let planned):
            return "Your last attempt today: \(formatClock(practiced)) of \(formatClock(planned)) practised. Start to "
                + "continue it."
        case .doneToday(let lesson): return "Today's lesson is done: \(lesson(words))."
        case .tomorrow(let pattern, let length, let seconds):
            return "Tomorrow: \(pattern), \(words(.lessonLength(length, seconds: seconds))). One new lesson a day "
                + "lets the practice grow at the pace the program was made for."
        case .doneTodayPosition(let number, let count, let next, let separator):
            return "Lesson \(number) of \(count) done today" + (next.map {
                separator + "next, tomorrow: \($0(words))"
            } ?? "")
        case .lessonLength(let length, let seconds):
            switch length {
            case .minutes: return words.duration(seconds)
            case .cycles(let count): return words(.cycles(count)) + " in \(words.duration(seconds))"
            }
        case .completedWithIt(let program): return "With it you have completed every lesson of \(program(words))."
        case .practiseAgain:
            return "Enter practises today's lesson again; it is saved, and your place stays where it is."
        case .programComplete(let program, let lastDay):
            return "You have completed every lesson of \(program(words))." + (lastDay.map {
                " The last on \($0.iso8601)."
            } ?? "")
        case .wellDone:
            return "Well done. Press o to choose another program, or Enter to practise the last lesson again."
        case .skipped(let warning): return "Skipped: " + warning
        case .streakDay(let days): return days == 1 ? "Streak: 1 day" : "Streak: \(days) days"
        case .restDaysUsed(let count): return count == 1 ? "1 rest day used" : "\(count) rest days used"
        case .freezesBanked(let count): return count == 1 ? "1 freeze banked" : "\(count) freezes banked"
        case .practiceDaysInAll(let count):
            return (count == 1 ? "1 practice day" : "\(count) practice days") + " in all"
        case .whatAFreezeIs: return "A freeze keeps your streak over a day you miss."
        case .programs: return "Programs"
        case .chooseToBegin:
            return "Choose a program to begin. Each is a short daily lesson; you can switch at any time, and every "
                + "program keeps its own progress."
        case .everyProgramKeepsItsProgress: return "Every program keeps its own progress."
        case .programDetail(let summary, let lessons):
            return summary(words) + (lessons == 1 ? " (1 lesson)" : " (\(lessons) lessons)")
        case .activeProgram: return "active"
        case .switchTo(let program, let active):
            return "Switch to \(program(words))? \(active(words)) keeps its place, and you can come back to it at "
                + "any time."
        case .nextLesson(let lesson, let pattern, let length, let seconds):
            return "\(lesson)  (\(pattern), \(words(.lessonLength(length, seconds: seconds))))"
        case .calendarNeedsRows(let rows): return "The calendar shows here in a window at least \(rows) rows tall."
        case .brokenTitle(let id): return "Your program \(id)"
        case .brokenHeading(let id): return "Your program \(id) could not be loaded:"
        case .brokenFix(let id):
            return "Fix the file, then start breathe again: your progress in \(id) is kept, and nothing of it is lost."
        case .brokenChooseAnother(let id):
            return "Or press o to choose another program; \(id) keeps its progress for when it is back."
        case .couldNotBeLoaded(let id, let why): return "your program \(id) could not be loaded: " + why
        case .noFileHere(let folder): return "breathe finds no file for it in \(folder)"
        case .latestChoiceNotHere(let id, let folder, let following):
            return "Your latest choice, \(id), is not a program on this device: breathe finds no file for it in "
                + "\(folder). " + (following.map {
                    "Until its file is there, breathe follows \($0(words)), the latest choice this device has."
                } ?? "Put its file there to practise it here, or choose a program.")
        case .latestChoiceNotHereAtStart(let id, let folder):
            return "your latest choice, \(id), is not a program on this device: breathe finds no file for it in "
                + "\(folder); put its file there, or start another program: breathe start PROGRAM --plain "
                + "(breathe programs lists them)"
        case .brokenAtStart(let message, let id):
            return message
                + "; fix the file, or practise another program: breathe start PROGRAM --plain (your progress in \(id) "
                + "is kept)"
        case .noProgramYet:
            return "no program is active yet, and choosing one needs the full screen; start one with: breathe start "
                + "PROGRAM --plain (breathe programs lists them)"
        case .activationNotSaved(let problem): return "Could not save the active program: \(problem)"
        case .noJournal(let problem):
            return "warning: no journal could be written, so a crash would lose this session: \(problem)"
        case .journalNotUpdated(let lastKept, let problem):
            return "warning: the journal could not be updated after \(formatClock(lastKept)) of practice, "
                + "so a crash from then on would have lost what came after: \(problem)"
        case .windowTooSmall(let width, let height): return "Window too small: at least \(width)x\(height)"
        case .windowTooSmallShort: return "Window too small"
        case .tooSmall: return "Too small"
        }
    }

    public var chinese: String {
        let words = Words(.simplifiedChinese)
        switch self {
        case .today(let lesson): return "今天：\(lesson(words))"
        case .earlierToday(let practiced, let planned):
            return "今天最近一次尝试已练习 \(words.duration(practiced))，本课共 \(words.duration(planned))。"
                + "开始后会接着这次练。"
        case .doneToday(let lesson): return "今天的课已完成：\(lesson(words))。"
        case .tomorrow(let pattern, let length, let seconds):
            return "明天：\(pattern)，\(words(.lessonLength(length, seconds: seconds)))。每天一课，"
                + "练习才能按课程设计的节奏慢慢加深。"
        case .doneTodayPosition(let number, let count, let next, let separator):
            return "今天完成了第 \(number) 课，共 \(count) 课" + (next.map {
                separator + "明天练下一课：\($0(words))"
            } ?? "")
        case .lessonLength(let length, let seconds):
            switch length {
            case .minutes: return words.duration(seconds)
            case .cycles(let count): return words(.cycles(count)) + "，共 \(words.duration(seconds))"
            }
        case .completedWithIt(let program): return "至此，《\(program(words))》的每一课你都已完成。"
        case .practiseAgain: return "按回车可以再练一次今天的课：练习会保存，进度不变。"
        case .programComplete(let program, let lastDay):
            return "你已完成《\(program(words))》的每一课。" + (lastDay.map {
                "最后一课完成于 \(words.date($0, withYear: true))。"
            } ?? "")
        case .wellDone: return "做得很好。按 o 选择其他课程，或按回车再练一次最后一课。"
        case .skipped(let warning): return "已跳过：" + warning
        case .streakDay(let days): return "连续 \(days) 天"
        case .restDaysUsed(let count): return "用了 \(count) 个休息日"
        case .freezesBanked(let count): return "还有 \(count) 张休息券"
        case .practiceDaysInAll(let count): return "共 \(count) 个练习日"
        case .whatAFreezeIs: return "漏练的那天会用掉一张休息券，算作休息日，连续练习不会中断。"
        case .programs: return "课程"
        case .chooseToBegin:
            return "选一门课程开始吧。每门课程每天一课，每课都很短；随时可以换课程，"
                + "每门课程的进度都会各自保留。"
        case .everyProgramKeepsItsProgress: return "每门课程的进度都会各自保留。"
        case .programDetail(let summary, let lessons): return summary(words) + "（共 \(lessons) 课）"
        case .activeProgram: return "当前课程"
        case .switchTo(let program, let active):
            return "切换到《\(program(words))》？《\(active(words))》的进度会保留，随时可以回来。"
        case .nextLesson(let lesson, let pattern, let length, let seconds):
            return "\(lesson)（\(pattern)，\(words(.lessonLength(length, seconds: seconds)))）"
        case .calendarNeedsRows(let rows): return "窗口至少 \(rows) 行高时，这里会显示日历。"
        case .brokenTitle(let id): return "你的课程 \(id)"
        case .brokenHeading(let id): return "你的课程 \(id) 无法载入："
        case .brokenFix(let id):
            return "修好文件后重新打开 breathe 即可：\(id) 的进度都还在，一点也不会丢。"
        case .brokenChooseAnother(let id):
            return "也可以按 o 先选其他课程；\(id) 的进度会一直保留，等文件修好再接着练。"
        case .couldNotBeLoaded(let id, let why): return "你的课程 \(id) 无法载入：" + why
        case .noFileHere(let folder): return "在 \(folder) 中找不到它的文件"
        case .latestChoiceNotHere(let id, let folder, let following):
            return "你最近选的课程 \(id) 不在这台设备上：在 \(folder) 中找不到它的文件。" + (following.map {
                "在它的文件放进去之前，这里沿用《\($0(words))》，也就是这台设备上有的课程中你最近选的一个。"
            } ?? "把它的文件放进去就能在这里练习，也可以选一个别的课程。")
        case .latestChoiceNotHereAtStart(let id, let folder):
            return "你最近选的课程 \(id) 不在这台设备上：在 \(folder) 中找不到它的文件；请把它的文件放进去，"
                + "或者开始另一个课程：breathe start PROGRAM --plain（breathe programs 会列出全部课程）"
        case .brokenAtStart(let message, let id):
            return message
                + "；请修好文件，或先练其他课程：breathe start PROGRAM --plain（\(id) "
                + "的进度会保留）"
        case .noProgramYet:
            return "还没有当前课程，而选择课程需要全屏界面；可以这样开始一门：breathe "
                + "start PROGRAM --plain（breathe programs 会列出全部课程）"
        case .activationNotSaved(let problem): return "无法保存当前课程：\(problem)"
        case .noJournal(let problem):
            return "警告：无法写入练习日志，万一程序崩溃，这次练习会丢失：\(problem)"
        case .journalNotUpdated(let lastKept, let problem):
            return "警告：练习到 \(formatClock(lastKept)) 之后练习日志无法再更新，万一之后程序崩溃，此后的练习会丢失：\(problem)"
        case .windowTooSmall(let width, let height): return "窗口太小：至少需要 \(width)x\(height)"
        case .windowTooSmallShort: return "窗口太小"
        case .tooSmall: return "太小"
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
