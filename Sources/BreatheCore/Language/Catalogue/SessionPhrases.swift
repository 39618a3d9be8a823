/// The words of a session as it runs and as it ends: the session screen, the plain
/// lines, the questions asked on a line, the notes said before a session in plain mode,
/// the summary line, the words after a lesson and the words when a session could not be
/// saved. Durations in prose go through `Words.duration`, so "1:32" in English reads
/// "1分32秒" in Chinese, while the session's own clock ("1:12 left") stays a clock.
public enum SessionPhrase: Phrases, Equatable {
    // MARK: The session screen

    /// The phase, exactly these three words every time: a top-up is an inhale.
    case breathPhase(BreathPhaseKind)
    /// The seconds left in the phase: "7 s".
    case phaseSecondsLeft(Int)
    /// Beside the seconds of a cyclic sigh's second inhale.
    case topUp
    /// In place of the seconds while the session is paused.
    case paused
    /// "cycle 1 of 4".
    case cycleOf(cycle: Int, cycles: Int)
    /// The session's clock: "1:12 left".
    case timeLeft(seconds: Double)
    /// The key that pauses, or resumes a paused session.
    case pauseKey(paused: Bool)
    /// The key that ends the session.
    case endKey
    /// A ramp's two patterns, as typed: "4-6 to 5-7".
    case ramp(from: String, to: String)
    /// A ramp's lengths in the cycle under way, in dash notation: "now 4.3-6.3".
    case rampNow(String)

    // MARK: Before practice begins

    /// Over the count of the lead-in, on the session screen.
    case getReady
    /// The lead-in as one plain line: "Get ready: 3 s".
    case getReadyLine(seconds: Int)
    /// q or a signal during the lead-in (or while the sounds were made): nothing began,
    /// nothing is saved. `earlierBlocksKept` for a later block of `breathe pace`, whose
    /// earlier blocks are saved.
    case stoppedBeforeItBegan(earlierBlocksKept: Bool)
    /// A session stopped before `minimum` seconds of practice (`TooShortToKeep`).
    case tooShortToKeep(practised: Double, minimum: Int)

    // MARK: Plain lines

    /// A phase as a line: "in 4", "hold 7", "out 8", "in 1 (top up)".
    case plainPhase(BreathPhaseKind, seconds: Double)
    /// The continuation offer on a line. `left` is what continuing breathes.
    case continuePrompt(practised: Double, planned: Double, left: Double)
    /// The mood question on a line, before the session or after it.
    case moodPrompt(before: Bool)
    /// Plain mode with no tomorrow's lesson named when `tomorrow` is nil.
    case todaysLessonDone(tomorrow: ProgramText?)
    /// No terminal to ask on: today's attempt is continued without asking.
    case continuingWithoutAsking(practised: Double, planned: Double)
    /// The mood check is on, but no one can answer it.
    case moodCheckSkipped
    /// A line that is neither c nor s.
    case answerContinueOrStartOver
    /// The full screen could not start, for `problem`: plain lines instead.
    case shownAsPlainLines(problem: String)

    // MARK: After a session

    /// "1:16 practised of 1:16".
    case practisedOf(practised: Double, planned: Double)
    /// After a continued attempt: the day's total for the lesson, and this session's part.
    case practisedToday(total: Double, lesson: Double, now: Double)
    /// "4 full cycles".
    case fullCycles(Int)
    /// The summary panel's keys.
    case homeKey
    case quitKey
    /// "Lesson complete: Breath awareness."
    case lessonComplete(title: String)
    /// "Next time: Longer exhale (4-6, 4:57)." The length as `Lesson.lengthDescription`
    /// words it.
    case nextTime(title: String, pattern: String, length: String)
    /// The last lesson of a program is done.
    case programComplete(title: String, lessons: Int)
    /// What to do after a program: a key in the full screen, a command on a line.
    case afterProgram(programID: String, keys: Bool)
    /// Saved below the threshold: what was practised of the lesson today, and what is
    /// left, the length of the whole cycles a continuation plays (`Lesson.secondsLeft`),
    /// as the offer to continue says it. `dash` is the English sentence's dash, a hyphen
    /// where the terminal cannot show one.
    /// `saved` false when the save failed and the session is kept in its journal (said
    /// just before): "practised and saved" was said over a failed save.
    case savedShort(practised: Double, lesson: Double, left: Double, dash: String, saved: Bool = true)
    /// The same, for an attempt that ran past the end of its practice day (the day's
    /// rollover, 03:00 by default): nothing is offered to continue it any more.
    case savedShortDayEnded(practised: Double, lesson: Double, saved: Bool = true)
    /// A completed lesson practised again.
    case practisedAgain(title: String, program: String, saved: Bool = true)
    /// A lesson not reached yet, practised out of turn; `current` is where the program
    /// waits, if anywhere.
    case practisedOutOfTurn(title: String, program: String, current: String?, saved: Bool = true)
    /// The save failed; the session is in its journal, saved by the first start that can
    /// write the store (not simply the next: a store that is a FIFO stays one).
    case notSavedButKept(problem: String, journal: String, temporary: Bool)
    /// The store has no room for it (it would grow past what breathe reads): kept in its
    /// journal, which no start can save either.
    case keptWithoutRoom(problem: String, journal: String)
    /// The folder could not be synced after a write: the store may hold the session or
    /// not (after a power cut); the journal settles it at the next start.
    case perhapsSaved(problem: String, journal: String)
    /// The save failed and no journal could be written: the text of the session follows.
    case notSavedAnywhere(problem: String, journalProblem: String?)
    /// Before that text.
    case copyToImport

    // MARK: Cautions

    /// A pattern with holds longer than `PatternCaution.longHoldSeconds`.
    case longHoldsCaution
    /// A pattern faster than `PatternCaution.fastBreathsPerMinute`.
    case fastBreathingCaution

    public var english: String {
        switch self {
        case .breathPhase(let kind):
            switch kind {
            case .inhale, .topUp: "Breathe in"
            case .holdFull, .holdEmpty: "Hold"
            case .exhale: "Breathe out"
            }
        case .phaseSecondsLeft(let seconds): "\(seconds) s"
        case .topUp: "top up"
        case .paused: "Paused"
        case .cycleOf(let cycle, let cycles): "cycle \(cycle) of \(cycles)"
        case .timeLeft(let seconds): formatClock(seconds) + " left"
        case .pauseKey(let paused): paused ? "space resume" : "space pause"
        case .endKey: "q end"
        case .getReady: "Get ready"
        case .getReadyLine(let seconds): "Get ready: \(seconds) s"
        case .stoppedBeforeItBegan(let earlierBlocksKept):
            earlierBlocksKept
                ? "Stopped before this block began: it is not saved; the blocks before it are."
                : "Stopped before it began; nothing saved."
        case .tooShortToKeep(let practised, let minimum):
            "Stopped after \(formatClock(practised)), under \(minimum) seconds: too short to keep, so it is not saved."
        case .ramp(let from, let to): "\(from) to \(to)"
        case .rampNow(let lengths): "now \(lengths)"
        case .plainPhase(let kind, let seconds):
            "\(Self.plainWord(kind)) \(Self.plainSeconds(seconds))" + (kind == .topUp ? " (top up)" : "")
        case .continuePrompt(let practised, let planned, let left):
            "Your last attempt today came to \(formatClock(practised)) of \(formatClock(planned)). Continue it "
                + "(\(formatClock(left)) left) or start over? c/s, Enter continues:"
        case .moodPrompt(let before):
            (before ? "Before you begin" : "And now") + ": how do you feel? 1 tense to 5 calm (Enter skips):"
        case .todaysLessonDone(let tomorrow):
            "Today's lesson is done\(tomorrow.map { "; tomorrow: \($0(.english))" } ?? ""). Practising it again: "
                + "saved, and your place stays where it is."
        case .continuingWithoutAsking(let practised, let planned):
            "Continuing today's attempt: \(formatClock(practised)) of \(formatClock(planned)) practised already "
                + "(there is no terminal to ask on)."
        case .moodCheckSkipped: "The mood check is on, but there is no terminal to answer on: it is skipped."
        case .answerContinueOrStartOver: "Please answer c (continue) or s (start over)."
        case .shownAsPlainLines(let problem): problem + "; shown as plain lines instead"
        case .practisedOf(let practised, let planned): "\(formatClock(practised)) practised of \(formatClock(planned))"
        case .practisedToday(let total, let lesson, let now):
            "\(formatClock(total)) practised of \(formatClock(lesson)) today (\(formatClock(now)) now)"
        case .fullCycles(let count): count == 1 ? "1 full cycle" : "\(count) full cycles"
        case .homeKey: "Enter home"
        case .quitKey: "q quit"
        case .lessonComplete(let title): "Lesson complete: \(title)."
        case .nextTime(let title, let pattern, let length): "Next time: \(title) (\(pattern), \(length))."
        case .programComplete(let title, let lessons): "You have completed \(title): all \(lessons) lessons."
        case .afterProgram(let id, let keys):
            "Well done. "
                + (keys
                    ? "Choose another program with o"
                    : "Choose another program with breathe start PROGRAM (breathe programs lists them)")
                + ", or keep any lesson you liked as a habit with breathe start \(id) --lesson ID "
                + "(breathe progress \(id) lists the ids)."
        case .savedShort(let practised, let lesson, let left, let dash, let saved):
            "\(formatClock(practised)) of \(formatClock(lesson)) practised and \(saved ? "saved" : "kept")\(dash)"
                + "continue later today (\(formatClock(left)) left) to complete this lesson."
        case .savedShortDayEnded(let practised, let lesson, let saved):
            "\(formatClock(practised)) of \(formatClock(lesson)) practised and \(saved ? "saved" : "kept"). "
                + "The practice day it began on is over, so next time this lesson starts from the beginning."
        case .practisedAgain(let title, let program, let saved):
            "\(title) practised again and \(saved ? "saved" : "kept"). Your place in \(program) stays where it was."
        case .practisedOutOfTurn(let title, let program, let current, let saved):
            "\(title) practised and \(saved ? "saved" : "kept"). Your place in \(program) "
                + "\(current.map { "stays at \($0)" } ?? "stays where it was")."
        case .notSavedButKept(let problem, let journal, let temporary):
            "The session could not be saved: \(problem). It is kept in \(journal) and will be saved from there at "
                + "the first start that can write the store" + (temporary
                    ? " and looks in that folder for temporary files (one with the same TMPDIR and XDG_RUNTIME_DIR), "
                        + "if the folder still holds it (a restart may empty it)."
                    : ".")
        case .keptWithoutRoom(let problem, let journal):
            "The session could not be saved: \(problem). It is kept in \(journal), but the store has reached the "
                + "size breathe reads, so no later start can add it either."
        case .perhapsSaved(let problem, let journal):
            "The session may not be safely saved: \(problem). It is kept in \(journal) too, and the next start "
                + "saves it from there unless the store already holds it."
        case .notSavedAnywhere(let problem, let journalProblem):
            "The session could not be saved: \(problem). No journal could be written either "
                + "(\(journalProblem ?? "no folder could be written")), so it is not on disk as it ended (at most an "
                + "earlier checkpoint of it is, if one could be written)."
        case .copyToImport: "To keep it, copy the text below into a file and run: breathe import FILE"
        case .longHoldsCaution: "long holds; if you feel light-headed, stop and breathe normally"
        case .fastBreathingCaution: "fast breathing; if you feel dizzy or tingly, stop and breathe normally"
        }
    }

    public var chinese: String {
        let words = Words(.simplifiedChinese)
        switch self {
        case .breathPhase(let kind):
            switch kind {
            case .inhale, .topUp: return "吸气"
            case .holdFull, .holdEmpty: return "屏息"
            case .exhale: return "呼气"
            }
        case .phaseSecondsLeft(let seconds): return "\(seconds)秒"
        case .topUp: return "再吸一口"
        case .paused: return "已暂停"
        case .cycleOf(let cycle, let cycles): return "第 \(cycle) 轮，共 \(cycles) 轮"
        case .timeLeft(let seconds): return "还剩 " + formatClock(seconds)
        case .pauseKey(let paused): return paused ? "空格键继续" : "空格键暂停"
        case .endKey: return "q 结束"
        case .getReady: return "准备开始"
        case .getReadyLine(let seconds): return "准备开始：\(seconds)秒"
        case .stoppedBeforeItBegan(let earlierBlocksKept):
            return earlierBlocksKept
                ? "这一段还没开始就停止了，不会保存；之前的几段已经保存。"
                : "还没开始就停止了，没有保存任何记录。"
        case .tooShortToKeep(let practised, let minimum):
            return "只练习了 \(words.duration(practised))，不到 \(words.duration(Double(minimum)))，太短了，这次不保存。"
        case .ramp(let from, let to): return "\(from) 到 \(to)"
        case .rampNow(let lengths): return "现在 \(lengths)"
        case .plainPhase(let kind, let seconds):
            return SessionPhrase.breathPhase(kind).chinese + " \(Self.plainSeconds(seconds))"
                + (kind == .topUp ? "（再吸一口）" : "")
        case .continuePrompt(let practised, let planned, let left):
            return "今天最近一次尝试你练习了 \(words.duration(practised))，这一课共 "
                + "\(words.duration(planned))。接着这次练（还剩 \(words.duration(left))）还是重新开始？c/s，"
                + "回车继续："
        case .moodPrompt(let before):
            return (before ? "开始之前" : "练习之后")
                + "，你感觉怎么样？1 表示紧张，5 表示平静（回车跳过）："
        case .todaysLessonDone(let tomorrow):
            return "今天的课已经完成\(tomorrow.map { "；明天：\($0(words))" } ?? "")。"
                + "再练一次也会保存，你的进度不变。"
        case .continuingWithoutAsking(let practised, let planned):
            return "接着今天未完成的练习：已练习 \(words.duration(practised))，这一课共 "
                + "\(words.duration(planned))（没有可以询问的终端）。"
        case .moodCheckSkipped: return "心情记录已开启，但没有可以作答的终端，这次跳过。"
        case .answerContinueOrStartOver: return "请回答 c（继续）或 s（重新开始）。"
        case .shownAsPlainLines(let problem): return problem + "；改为逐行显示"
        case .practisedOf(let practised, let planned):
            return "已练习 \(words.duration(practised))，共 \(words.duration(planned))"
        case .practisedToday(let total, let lesson, let now):
            return "今天已练习 \(words.duration(total))，共 \(words.duration(lesson))（本次 "
                + "\(words.duration(now))）"
        case .fullCycles(let count): return "完整 \(count) 轮"
        case .homeKey: return "回车返回主页"
        case .quitKey: return "q 退出"
        case .lessonComplete(let title): return "本课完成：\(title)。"
        case .nextTime(let title, let pattern, let length): return "下次：\(title)（\(pattern)，\(length)）。"
        case .programComplete(let title, let lessons):
            return "你已完成《\(title)》的全部 \(lessons) 课。"
        case .afterProgram(let id, let keys):
            let choose = keys
                ? "按 o 可以选择其他课程"
                : "用 breathe start PROGRAM 可以选择其他课程（breathe programs 会列出所有课程）"
            return "做得好。\(choose)；也可以用 breathe start \(id) --lesson ID "
                + "把喜欢的课留作日常练习（breathe progress \(id) 会列出各课的 id）。"
        case .savedShort(let practised, let lesson, let left, _, let saved):
            return "已练习 \(words.duration(practised))，共 \(words.duration(lesson))，\(saved ? "已保存" : "已暂存")。"
                + "今天稍后继续（还剩 \(words.duration(left))），即可完成这一课。"
        case .savedShortDayEnded(let practised, let lesson, let saved):
            return "已练习 \(words.duration(practised))，共 \(words.duration(lesson))，\(saved ? "已保存" : "已暂存")。"
                + "它开始的那个练习日已经结束，下次这一课会从头开始。"
        case .practisedAgain(let title, let program, let saved):
            return "已再次练习\(words.quoted(title))并\(saved ? "保存" : "暂存")。"
                + "你在《\(program)》中的进度不变。"
        case .practisedOutOfTurn(let title, let program, let current, let saved):
            return "已练习\(words.quoted(title))并\(saved ? "保存" : "暂存")。"
                + "你在《\(program)》中的进"
                + "度\(current.map { "仍停在\(words.quoted($0))" } ?? "不变")。"
        case .notSavedButKept(let problem, let journal, let temporary):
            return "这次练习未能保存：\(problem)。它已暂存在 \(journal)，breathe 之后第一次能写入"
                + "练习记录时会从那里保存" + (temporary
                    ? "，前提是那次启动也使用这个临时文件夹（TMPDIR 和 XDG_RUNTIME_DIR 相同），"
                        + "而且它那时还保留着这个文件（重启可能会清空它）。"
                    : "。")
        case .keptWithoutRoom(let problem, let journal):
            return "这次练习未能保存：\(problem)。它已暂存在 \(journal)，但练习记录已经达到 breathe "
                + "能读取的大小，以后启动时也无法把它加进去。"
        case .perhapsSaved(let problem, let journal):
            return "这次练习可能没有安全保存：\(problem)。它也暂存在 \(journal)，"
                + "下次启动时，如果练习记录里还没有它，就会从那里保存。"
        case .notSavedAnywhere(let problem, let journalProblem):
            return "这次练习未能保存：\(problem)。"
                + "日志也无法写入（\(journalProblem ?? "没有可以写入的文件夹")），"
                + "所以磁盘上没有它结束时的记录（如果当时写下过检查点，最多只有较早的一个）。"
        case .copyToImport:
            return "要保留它，请把下面的文本复制到一个文件里，然后运行：breathe import FILE"
        case .longHoldsCaution: return "屏息较长；如果感到头晕，请停下来，正常呼吸"
        case .fastBreathingCaution:
            return "呼吸较快；如果感到眩晕或手脚发麻，请停下来，正常呼吸"
        }
    }

    /// "in", "hold", "out": short enough to read at a glance in a log.
    private static func plainWord(_ kind: BreathPhaseKind) -> String {
        switch kind {
        case .inhale, .topUp: "in"
        case .holdFull, .holdEmpty: "hold"
        case .exhale: "out"
        }
    }

    /// Tenths at most: a pace's phases (60 / 5.5 × 0.4 s) are no reading matter.
    private static func plainSeconds(_ seconds: Double) -> String { formatNumber((seconds * 10).rounded() / 10) }

    /// One of each case, for the completeness test.
    static let samples: [SessionPhrase] = BreathPhaseKind.allCases.map(SessionPhrase.breathPhase) + [
        .phaseSecondsLeft(7), .topUp, .paused, .cycleOf(cycle: 1, cycles: 4), .timeLeft(seconds: 72),
        .pauseKey(paused: false), .pauseKey(paused: true), .endKey,
        .getReady, .getReadyLine(seconds: 3), .stoppedBeforeItBegan(earlierBlocksKept: false),
        .stoppedBeforeItBegan(earlierBlocksKept: true),
        .tooShortToKeep(practised: 4.9, minimum: 5),
        .ramp(from: "4-6", to: "5-7"), .rampNow("4.3-6.3"),
        .plainPhase(.inhale, seconds: 4), .plainPhase(.topUp, seconds: 1), .plainPhase(.holdEmpty, seconds: 4),
        .plainPhase(.exhale, seconds: 4.36),
        .continuePrompt(practised: 50, planned: 100, left: 50), .moodPrompt(before: true), .moodPrompt(before: false),
        .todaysLessonDone(tomorrow: ProgramText("Lesson B")), .todaysLessonDone(tomorrow: nil),
        .continuingWithoutAsking(practised: 50, planned: 100),
        .moodCheckSkipped, .answerContinueOrStartOver, .shownAsPlainLines(problem: "cannot open the terminal"),
        .practisedOf(practised: 76, planned: 76), .practisedToday(total: 370, lesson: 480, now: 130), .fullCycles(1),
        .fullCycles(4),
        .homeKey, .quitKey, .lessonComplete(title: "Box"), .nextTime(title: "Box", pattern: "4-4-4-4", length: "5 min"),
        .programComplete(title: "Calm", lessons: 3), .afterProgram(programID: "calm", keys: true),
        .afterProgram(programID: "calm", keys: false),
        .savedShort(practised: 360, lesson: 480, left: 126, dash: " — "),
        .savedShort(practised: 360, lesson: 480, left: 126, dash: " — ", saved: false),
        .savedShortDayEnded(practised: 360, lesson: 480),
        .savedShortDayEnded(practised: 360, lesson: 480, saved: false),
        .practisedAgain(title: "Box", program: "Calm", saved: false),
        .practisedAgain(title: "Box", program: "Calm"),
        .practisedOutOfTurn(title: "Box", program: "Calm", current: "Sigh"),
        .practisedOutOfTurn(title: "Box", program: "Calm", current: nil),
        .notSavedButKept(problem: "disk full", journal: "/j", temporary: false),
        .notSavedButKept(problem: "disk full", journal: "/run/user/1000/breathe-1000/j", temporary: true),
        .keptWithoutRoom(problem: "too large", journal: "/j"),
        .perhapsSaved(problem: "could not sync the folder /d", journal: "/j"),
        .notSavedAnywhere(problem: "disk full", journalProblem: nil), .copyToImport,
        .longHoldsCaution, .fastBreathingCaution,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: SessionPhrase) -> String { say(phrase) }
}
