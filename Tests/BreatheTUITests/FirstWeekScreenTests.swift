import FoundationEssentials
import Testing
@testable import BreatheTUI
@testable import BreatheCore

/// The first week on the full screen, as the app reaches it with the built-in
/// foundations program: home on day one before and after its lesson, home the day the
/// first freeze is earned, and the progress page too short for its calendar. Every row
/// written out by hand, at 80×24, 40×12 and 20×6, in English and Chinese.
@Suite struct FirstWeekScreenTests {
    static let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
    static let zh = Words(.simplifiedChinese)

    static func at(_ text: String) -> LocalTimestamp { LocalTimestamp(iso8601: text)! }

    /// Foundations made active on the morning of 1 December 2026.
    static let dayOne: ProgressStore = {
        var store = ProgressStore()
        store.append(ActivationRecord(id: "act", programID: "foundations", at: at("2026-12-01T08:00:00+08:00")))
        return store
    }()

    /// Lesson 1 (Settle in, 2:00) done on the morning of `day`.
    static func settleIn(_ store: inout ProgressStore, on day: String) {
        let start = at(day + "T08:05:00+08:00"), end = start.adding(seconds: 120)
        store.append(SessionRecord(id: "s-" + day, programID: "foundations", lessonID: "settle-in", pattern: "3-5", startedAt: start, endedAt: end, plannedSeconds: 120, practicedSeconds: 120, counted: true, endReason: .finished))
        store.append(CompletionRecord(id: "c-" + day, programID: "foundations", lessonID: "settle-in", completedAt: end, sessionIDs: ["s-" + day]))
    }

    static let afterTheLesson: ProgressStore = {
        var store = dayOne
        settleIn(&store, on: "2026-12-01")
        return store
    }()

    /// Lesson 1 on 1 December, then a minute of free practice on each of the six days
    /// after: the seventh practice day, 7 December, earns the first freeze.
    static let aWeek: ProgressStore = {
        var store = afterTheLesson
        for day in 2...7 {
            let start = at("2026-12-0\(day)T08:00:00+08:00")
            store.append(SessionRecord(id: "p\(day)", programID: nil, lessonID: nil, pattern: "4-6", startedAt: start, endedAt: start.adding(seconds: 60), plannedSeconds: 60, practicedSeconds: 60, counted: false, endReason: .finished))
        }
        return store
    }()

    static func rows(_ store: ProgressStore, at now: String, words: Words, width: Int, height: Int, key: AppKey? = nil) -> [String] {
        let context = AppContext(catalogue: catalogue, settings: Settings(), mode: .fullScreen, sounds: false, ascii: false, words: words, makeID: { "id" })
        let instant = Instant(monotonic: 100, wall: at(now))
        var model = AppCore.start(.home, context: context, store: store, at: instant).0
        if let key { _ = AppCore.update(&model, .key(key), at: instant) }
        let grid = FullScreenView(glyphs: .braille, reducedMotion: false).render(model, width: width, height: height)
        let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        #expect(rows.allSatisfy { $0.columns <= width }, "\(rows)")
        return rows.map { $0.trimmingWhitespace() }
    }

    static func blank(_ count: Int) -> [String] { Array(repeating: "", count: count) }

    // MARK: day one, before practice

    @Test func homeOnDayOne() {
        let morning = "2026-12-01T08:00:00+08:00"
        #expect(Self.rows(Self.dayOne, at: morning, words: .english, width: 80, height: 24) == [
            "", "Foundations", "", "Lesson 1 of 10", "",
            "Today: Settle in",
            "3-5 · 2:00",
            "Breathe softly, through the nose if you can; nothing needs to be forced.",
        ] + Self.blank(15) + ["Enter start · p progress · o other programs · q quit"])
        #expect(Self.rows(Self.dayOne, at: morning, words: .english, width: 40, height: 12) == [
            "", "Foundations", "", "Lesson 1 of 10", "",
            "Today: Settle in",
            "3-5 · 2:00",
            "Breathe softly, through the nose if",
            "you can; nothing needs to be forced.",
            "",
            "Enter start · p progress",
            "o other programs · q quit",
        ])
        #expect(Self.rows(Self.dayOne, at: morning, words: .english, width: 20, height: 6) == [
            "Foundations", "", "Lesson 1 of 10", "", "…", "q quit",
        ])
        #expect(Self.rows(Self.dayOne, at: morning, words: Self.zh, width: 80, height: 24) == [
            "", "呼吸入门", "", "第 1 课，共 10 课", "",
            "今天：安顿下来",
            "3-5 · 2分钟",
            "轻轻地呼吸，能用鼻子就用鼻子；什么都不必勉强。",
        ] + Self.blank(15) + ["回车开始 · p 进度 · o 其他课程 · q 退出"])
        #expect(Self.rows(Self.dayOne, at: morning, words: Self.zh, width: 40, height: 12) == [
            "",
            "呼吸入门",
            "",
            "第 1 课，共 10 课",
            "",
            "今天：安顿下来",
            "3-5 · 2分钟",
            "轻轻地呼吸，能用鼻子就用鼻子；",
            "什么都不必勉强。",
            "",
            "回车开始 · p 进度 · o 其他课程",
            "q 退出",
        ])
        #expect(Self.rows(Self.dayOne, at: morning, words: Self.zh, width: 20, height: 6) == [
            "呼吸入门",
            "",
            "第 1 课，",
            "共 10 课",
            "…",
            "q 退出",
        ])
    }

    // MARK: day one, after its lesson

    /// What happened today and what comes next; "Streak: 1 day" without freezes; the length once.
    @Test func homeAfterTodaysLesson() {
        let evening = "2026-12-01T20:00:00+08:00"
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: .english, width: 80, height: 24) == [
            "", "Foundations", "",
            "Lesson 1 of 10 done today · next, tomorrow: In for four, out for six",
            "Streak: 1 day",
            "",
            "Today's lesson is done: Settle in.",
            "Tomorrow: relax, 3:00. One new lesson a day lets the practice grow at",
            "the pace the program was made for.",
            "Enter practises today's lesson again; it is saved, and your place stays",
            "where it is.",
        ] + Self.blank(12) + ["Enter start · p progress · o other programs · q quit"])
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: .english, width: 40, height: 12) == [
            "", "Foundations", "",
            "Lesson 1 of 10 done today · next,",
            "tomorrow: In for four, out for six",
            "Streak: 1 day",
            "",
            "Today's lesson is done: Settle in.",
            "Tomorrow: relax, 3:00. One new",
            "…",
            "Enter start · p progress",
            "o other programs · q quit",
        ])
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: .english, width: 20, height: 6) == [
            "Foundations", "", "Lesson 1 of", "10 done today ·", "…", "q quit",
        ])
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: Self.zh, width: 80, height: 24) == [
            "", "呼吸入门", "",
            "今天完成了第 1 课，共 10 课 · 明天练下一课：吸气四秒，呼气六秒",
            "连续 1 天",
            "",
            "今天的课已完成：安顿下来。",
            "明天：relax，3分钟。每天一课，练习才能按课程设计的节奏慢慢加深。",
            "按回车可以再练一次今天的课：练习会保存，进度不变。",
        ] + Self.blank(14) + ["回车开始 · p 进度 · o 其他课程 · q 退出"])
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: Self.zh, width: 40, height: 12) == [
            "",
            "呼吸入门",
            "",
            "今天完成了第 1 课，共 10 课 ·",
            "明天练下一课：吸气四秒，呼气六秒",
            "连续 1 天",
            "",
            "今天的课已完成：安顿下来。",
            "明天：relax，3分钟。每天一课，",
            "…",
            "回车开始 · p 进度 · o 其他课程",
            "q 退出",
        ])
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: Self.zh, width: 20, height: 6) == [
            "呼吸入门",
            "",
            "今天完成了",
            "第 1 课，",
            "…",
            "q 退出",
        ])
    }

    // MARK: the first freeze

    /// The evening of the seventh practice day: the count joins the streak line, and one
    /// line under it says what a freeze is; today's lesson stays in view at 40×12.
    @Test func homeTheDayTheFirstFreezeIsEarned() {
        let evening = "2026-12-07T20:00:00+08:00"
        #expect(Self.rows(Self.aWeek, at: evening, words: .english, width: 80, height: 24) == [
            "", "Foundations", "", "Lesson 2 of 10",
            "Streak: 7 days · 1 freeze banked",
            "A freeze keeps your streak over a day you miss.",
            "",
            "Today: In for four, out for six",
            "relax · 3:00",
            "Let each breath out take a little longer than the breath in.",
        ] + Self.blank(13) + ["Enter start · p progress · o other programs · q quit"])
        #expect(Self.rows(Self.aWeek, at: evening, words: .english, width: 40, height: 12) == [
            "", "Foundations", "", "Lesson 2 of 10",
            "Streak: 7 days · 1 freeze banked",
            "A freeze keeps your streak over a",
            "day you miss.",
            "",
            "Today: In for four, out for six",
            "…",
            "Enter start · p progress",
            "o other programs · q quit",
        ])
        #expect(Self.rows(Self.aWeek, at: evening, words: .english, width: 20, height: 6) == [
            "Foundations", "", "Lesson 2 of 10", "Streak: 7 days ·", "…", "q quit",
        ])
        #expect(Self.rows(Self.aWeek, at: evening, words: Self.zh, width: 80, height: 24) == [
            "", "呼吸入门", "", "第 2 课，共 10 课",
            "连续 7 天 · 还有 1 张休息券",
            "漏练的那天会用掉一张休息券，算作休息日，连续练习不会中断。",
            "",
            "今天：吸气四秒，呼气六秒",
            "relax · 3分钟",
            "让每次呼气都比吸气稍长一点。",
        ] + Self.blank(13) + ["回车开始 · p 进度 · o 其他课程 · q 退出"])
        #expect(Self.rows(Self.aWeek, at: evening, words: Self.zh, width: 40, height: 12) == [
            "",
            "呼吸入门",
            "",
            "第 2 课，共 10 课",
            "连续 7 天 · 还有 1 张休息券",
            "漏练的那天会用掉一张休息券，",
            "算作休息日，连续练习不会中断。",
            "",
            "今天：吸气四秒，呼气六秒",
            "…",
            "回车开始 · p 进度 · o 其他课程",
            "q 退出",
        ])
        #expect(Self.rows(Self.aWeek, at: evening, words: Self.zh, width: 20, height: 6) == [
            "呼吸入门",
            "",
            "第 2 课，",
            "共 10 课",
            "…",
            "q 退出",
        ])
        // Two days on (the 8th missed, a freeze used), the count stays and the note is gone.
        #expect(Array(Self.rows(Self.aWeek, at: "2026-12-09T20:00:00+08:00", words: .english, width: 80, height: 24)[3...6]) == [
            "Lesson 2 of 10", "Streak: 8 days · 1 rest day used · 0 freezes banked", "", "Today: In for four, out for six",
        ])
    }

    // MARK: the progress page

    /// Ten lessons and the calendar do not fit 24 rows: one line, where the calendar would
    /// be, says the height that shows it; at that height, the calendar.
    @Test func theProgressPageTooShortForTheCalendar() {
        let evening = "2026-12-01T20:00:00+08:00"
        let lessons = [
            // The page opens on today's lesson, done, to practise again ("›").
            "› ✓ Settle in  2026-12-01", "→ In for four, out for six  (relax, 3:00)", "Slow and even", "About six a minute", "A small pause",
            "A longer way out", "Steady", "The longest sit", "First box", "First 4-7-8",
        ]
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: .english, width: 80, height: 24, key: .character("p")) == [
            "", "Foundations", "", "Lesson 1 of 10 done today", "",
        ] + lessons + [
            "",
            "The calendar shows here in a window at least 28 rows tall.",
        ] + Self.blank(6) + ["up/down choose · Enter practise · q back"])
        let tall = Self.rows(Self.afterTheLesson, at: evening, words: .english, width: 80, height: 28, key: .character("p"))
        #expect(Array(tall[15...26]) == [
            "", "Dec", "Mon ·", "░", "Wed", "", "Fri", "", "Sun", "↑ today",
            "· none  ░ 1-4 min  ▒ 5-9  ▓ 10-19  █ 20+",
            "Your first days of practice: each day you add is marked above.",
        ])
        #expect(tall[27] == "up/down choose · Enter practise · q back")

        let chineseLessons = [
            "› ✓ 安顿下来  2026-12-01", "→ 吸气四秒，呼气六秒（relax，3分钟）", "慢而均匀", "每分钟约六次", "短短一停",
            "更长的呼气", "稳住节奏", "最长的一次", "初试箱式呼吸", "初试 4-7-8",
        ]
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: Self.zh, width: 80, height: 24, key: .character("p")) == [
            "", "呼吸入门", "", "今天完成了第 1 课，共 10 课", "",
        ] + chineseLessons + [
            "",
            "窗口至少 28 行高时，这里会显示日历。",
        ] + Self.blank(6) + ["上下键选择 · 回车练习 · q 返回"])
        // The calendar in Chinese too: weekdays, month and today.
        let tallChinese = Self.rows(Self.afterTheLesson, at: evening, words: Self.zh, width: 80, height: 28, key: .character("p"))
        #expect(Array(tallChinese[16...25]) == [
            "12月", "周一 ·", "░", "周三", "", "周五", "", "周日", "↑ 今天", "· 无  ░ 1-4分钟  ▒ 5-9  ▓ 10-19  █ 20+",
        ])
        // 40×12: the list scrolls to the current lesson; the line is below, out of view.
        #expect(Self.rows(Self.afterTheLesson, at: evening, words: .english, width: 40, height: 12, key: .character("p")) == [
            "", "Foundations", "", "Lesson 1 of 10 done today", "",
            "› ✓ Settle in  2026-12-01",
            "→ In for four, out for six",
            "(relax, 3:00)",
            "Slow and even",
            "…",
            "up/down choose · Enter practise",
            "q back",
        ])
    }
}
