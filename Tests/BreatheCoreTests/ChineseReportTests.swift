import FoundationEssentials
import Testing
@testable import BreatheCore

/// A small history for the reports: lesson A of the test program finished over two
/// sittings on 30 November (50 s, then the other 30 s), a free session of box on
/// 1 December, and two short tries of lesson B that day; the test program active.
struct ReportHistory {
    var fixture: Fixture
    let zh = Words(.simplifiedChinese)
    static let today = CivilDate(year: 2026, month: 12, day: 1)

    init() throws {
        fixture = try Fixture()
        fixture.store.append(ActivationRecord(id: "act", programID: "test", at: Fixture.at("2026-11-30T07:59:00+01:00")))
        fixture.attempt("a", practiced: 50, at: "2026-11-30T08:00:00+01:00")
        let offer = try #require(fixture.offer("a", now: "2026-11-30T18:00:00+01:00"))
        fixture.attempt("a", practiced: 30, at: "2026-11-30T18:00:00+01:00", continuing: offer, reason: .finished)
        ProgressRecorder.recordPractice(PracticeAttempt(pattern: "box", startedAt: Fixture.at("2026-12-01T07:00:00+01:00"), endedAt: Fixture.at("2026-12-01T07:04:16+01:00"), plannedSeconds: 256, practicedSeconds: 256, endReason: .finished), store: &fixture.store, id: newRecordID())
        fixture.attempt("b", practiced: 20, at: "2026-12-01T08:00:00+01:00")
        fixture.attempt("b", practiced: 30, at: "2026-12-01T09:00:00+01:00", reason: .interrupt)
    }

    var store: ProgressStore { fixture.store }
    var catalogue: Catalogue { Catalogue(programs: [fixture.program], warnings: []) }

    func stats(_ settings: Settings = Settings()) -> StatsReport {
        StatsReport.of(store: store, catalogue: catalogue, settings: settings, today: Self.today)
    }
}

/// What each report prints in Chinese, written out by hand: history, stats and its
/// calendar, programs, the status line, patterns, the settings, import and sync.
@Suite struct ChineseReportTests {
    @Test func history() throws {
        let history = try ReportHistory()
        #expect(HistoryReport.lines(history.store, catalogue: history.catalogue, words: history.zh) == [
            "2026-12-01 09:00 · Test：Lesson B（5-5） · 0:30/1:00 · 未计入 · 被 Ctrl-C 中断",
            "2026-12-01 08:00 · Test：Lesson B（5-5） · 0:20/1:00 · 未计入 · 提前结束",
            "2026-12-01 07:00 · box · 4:16/4:16 · 自由练习 · 已完成",
            "2026-11-30 18:00 · Test：Lesson A（5-5） · 0:30/0:50 · 计入课程 · 已完成",
            "  前一段：2026-11-30 08:00 · 0:50/1:40 · 提前结束",
        ])
        #expect(HistoryReport.lines(ProgressStore(), catalogue: history.catalogue, words: history.zh).isEmpty)
        #expect(history.zh(.noSessions) == "还没有练习记录。")
    }

    /// `stats --all`: four lesson attempts, the figures about them shown as asked.
    @Test func stats() throws {
        let history = try ReportHistory()
        #expect(history.stats().lines(bar: "#", separator: " · ", words: history.zh, width: 80, all: true) == [
            "练习",
            "  连续 1 天",
            "  最长连续练习：1 天",
            "  练习日：共 1 天，本周 1 天",
            "  练习次数：5 · 累计 6分26秒 · 完成 1 课",
            "",
            "课程",
            "  Test：4 次练习 · 2分10秒 · 完成 1 课",
            "  自由练习：1 次练习 · 4分16秒",
            "",
            "课程练习的完成度（共 4 次）",
            "  0-20%      0",
            "  20-40%    ############### 1",
            "  40-60%    ############################## 2",
            "  60-80%     0",
            "  80-100%    0",
            "  已完成    ############### 1",
            "",
            "练习卡在哪里（两次或以上未达到 80%）",
            "  Lesson B（Test）：2 次未达标 · 最好 50%",
            "",
            "换一个完成门槛，会计入多少次",
            "  60%   4 次中 1 次",
            "  70%   4 次中 0 次",
            "  80%   4 次中 0 次（你的设置）",
            "  90%   4 次中 0 次",
            "  100%  4 次中 0 次",
        ])
    }

    /// With the streak hidden, the mood checked and nothing stalled.
    @Test func statsWithoutTheStreakAndWithMood() throws {
        var history = try ReportHistory()
        var settings = Settings()
        settings.showStreak = false
        settings.threshold = 0.3
        let began = Fixture.at("2026-12-01T10:00:00+01:00")
        history.fixture.store.append(SessionRecord(id: "m", programID: nil, lessonID: nil, pattern: "box", startedAt: began, endedAt: began.adding(seconds: 64), plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished, moodBefore: 2, moodAfter: 4))
        let lines = history.stats(settings).lines(bar: "#", separator: " · ", words: history.zh, width: 80, all: true)
        #expect(Array(lines.prefix(3)) == ["练习", "  练习日：共 1 天，本周 1 天", "  练习次数：6 · 累计 7分30秒 · 完成 1 课"])
        #expect(lines.contains("  暂时没有"))
        #expect(Array(lines.suffix(3)) == ["", "心情（1 次练习前后都记了心情）", "  平均变化：+2.0（1-5 分）"])
    }

    /// A year of practice seen on 29 November 2026 (the calendar tests' year): days of
    /// 5, 25, 3 and 7 minutes and a rest day, as `breathe stats --calendar` shows it.
    static let aYearOfPractice = StatsReport(
        streak: Streak(practiceDays: [], today: PracticeCalendarTests.date("2026-11-29"), freezes: FreezeRules()),
        insights: Insights(store: ProgressStore(), catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule()), settings: Settings(),
        days: PracticeCalendarTests.days(["2025-12-01": 5, "2026-03-23": 25, "2026-06-01": 3, "2026-11-29": 7], rest: ["2026-06-02"]),
        today: PracticeCalendarTests.date("2026-11-29"))

    static func dots(_ count: Int) -> String { String(repeating: ".", count: count) }

    /// `breathe stats --calendar` at 80 and at 40 columns: weekdays and months in
    /// Chinese, in their columns (a Chinese character takes two), "今天" under today.
    @Test func theCalendarAtEightyColumns() {
        let report = Self.aYearOfPractice, dots = Self.dots
        #expect(report.pictureLines(width: 80, ascii: true, colour: false, words: Words(.simplifiedChinese)) == [
            "     12月 1月 2月 3月 4月 5月  6月 7月 8月  9月 10月 11月",
            "周一 +" + dots(15) + "#" + dots(9) + "-" + dots(25),
            "     " + dots(26) + "o" + dots(25),
            "周三 " + dots(52),
            "     " + dots(52),
            "周五 " + dots(52),
            "     " + dots(52),
            "周日 " + dots(51) + "+",
            String(repeating: " ", count: 56) + "^ 今天",
            ". 无  - 1-4分钟  + 5-9  * 10-19  # 20+  o 休息日",
            "",
            "最近 26 周每周分钟数：=" + dots(24) + "@（最多 7分钟）",
        ])
    }

    @Test func theCalendarAtFortyColumns() {
        let report = Self.aYearOfPractice, dots = Self.dots
        // 35 weeks from 30 March: one fewer than in English, for the wider weekday names.
        let lines = report.pictureLines(width: 40, ascii: true, colour: false, words: Words(.simplifiedChinese))
        #expect(lines == [
            "     4月 5月  6月 7月 8月  9月 10月 11月",
            "周一 " + dots(9) + "-" + dots(25),
            "     " + dots(9) + "o" + dots(25),
            "周三 " + dots(35),
            "     " + dots(35),
            "周五 " + dots(35),
            "     " + dots(35),
            "周日 " + dots(34) + "+",
            String(repeating: " ", count: 34) + "今天 ^",
            ". 无  - 1-4分钟  + 5-9  * 10-19  # 20+",
            "o 休息日",
            "",
            "每周分钟：" + dots(11) + "@（最多 7分钟）",
        ])
        #expect(lines.allSatisfy { $0.columns <= 40 })
    }

    @Test func theCalendarOfAFirstWeekAndOfNothing() {
        let zh = Words(.simplifiedChinese)
        let calendar = PracticeCalendar(days: PracticeCalendarTests.days(["2026-11-30": 25, "2026-12-02": 3], rest: ["2026-12-01"]), today: PracticeCalendarTests.date("2026-12-02"), ascii: true, colour: false, words: zh)
        #expect(calendar.lines(width: 80) == [
            "     12月",
            "周一 #",
            "     o",
            "周三 -",
            "",
            "周五",
            "",
            "周日",
            "     ^ 今天",
            ". 无  - 1-4分钟  + 5-9  * 10-19  # 20+  o 休息日",
            "这是你最初的几天练习：每多练一天，就多填上一格。",
        ])
        #expect(PracticeCalendar(days: [:], today: PracticeCalendarTests.date("2026-12-02"), ascii: true, colour: false, words: zh).lines(width: 30) == [
            "还没有练习：日历会随着你的练习",
            "一格格填满。",
        ])
    }

    @Test func programsProgressAndTheStatusLine() throws {
        let history = try ReportHistory()
        let mine = try ProgramDecoder.decode(Data(#"{"id": "morning", "title": "晨间呼吸", "summary": "每天早上五分钟，慢慢吸气，慢慢呼气，让一天从平静开始。", "lessons": [{"id": "one", "title": "第一天", "pattern": "4-6", "minutes": 5}]}"#.utf8), file: "/p/morning.json", source: .file("/p/morning.json"))
        let catalogue = Catalogue(programs: [history.fixture.program, mine], warnings: [])
        #expect(ProgramListReport.lines(ChooserEntry.entries(programs: catalogue.programs, store: history.store, active: history.store.activeProgramID, today: CivilDate(year: 2027, month: 1, day: 1), rolloverHour: 3), activeMark: "*", separator: " · ", words: history.zh, width: 80) == [
            "* test     Test · 第 2 课，共 3 课",
            "           Three short lessons.（共 3 课）",
            "  morning  晨间呼吸 · 你的文件",
            "           每天早上五分钟，慢慢吸气，慢慢呼气，让一天从平静开始。（共 1 课）",
        ])
        // At 40 columns the title line and the summary wrap under the title.
        #expect(Array(ProgramListReport.lines(ChooserEntry.entries(programs: catalogue.programs, store: history.store, active: history.store.activeProgramID, today: CivilDate(year: 2027, month: 1, day: 1), rolloverHour: 3), activeMark: "*", separator: " · ", words: history.zh, width: 40).suffix(4)) == [
            "  morning  晨间呼吸 · 你的文件",
            "           每天早上五分钟，慢慢吸气，",
            "           慢慢呼气，让一天从平静开始。",
            "           （共 1 课）",
        ])
        // `breathe progress` opens with the title and this place.
        #expect(ProgressReport(program: history.fixture.program, store: history.store).position(history.zh) == "第 2 课，共 3 课")
        let status = StatusLine(store: history.store, catalogue: history.catalogue, settings: Settings(), today: ReportHistory.today)
        #expect(status.text(separator: " · ", words: history.zh) == "第 2/3 课 · 连续 1 天")
        var hidden = Settings()
        hidden.showStreak = false
        #expect(StatusLine(store: history.store, catalogue: history.catalogue, settings: hidden, today: ReportHistory.today).text(separator: " · ", words: history.zh) == "第 2/3 课 · 1 个练习日")
        var done = try Fixture()
        for (lesson, day) in [("a", 28), ("b", 29), ("c", 30)] { done.attempt(lesson, practiced: 100, at: "2026-11-\(day)T10:00:00+01:00", reason: .finished) }
        done.store.append(ActivationRecord(id: "act", programID: "test", at: Fixture.at("2026-11-28T09:00:00+01:00")))
        #expect(StatusLine(store: done.store, catalogue: Catalogue(programs: [done.program], warnings: []), settings: Settings(), today: PracticeCalendarTests.date("2026-12-02")).text(separator: " · ", words: history.zh) == "课程已完成 · 3 个练习日")
        #expect(ProgressReport(program: done.program, store: done.store).position(history.zh) == "全部 3 课已完成")
    }

    @Test func patterns() {
        #expect(PatternListReport.lines(pace: 6, words: Words(.simplifiedChinese), width: 80) == [
            "4-7-8     吸气 4，屏息 7，呼气 8：长长的呼气，帮你放松下来",
            "          每轮 19秒，每分钟呼吸 3.2 次",
            "          注意：屏息较长；如果感到头晕，请停下来，正常呼吸",
            "box       吸气 4，屏息 4，呼气 4，屏息 4：平稳均匀",
            "          每轮 16秒，每分钟呼吸 3.8 次",
            "coherent  吸气 5.5，呼气 5.5：缓慢均匀，即所谓的共振呼吸",
            "          每轮 11秒，每分钟呼吸 5.5 次",
            "relax     吸气 4，呼气 6：呼气比吸气长",
            "          每轮 10秒，每分钟呼吸 6 次",
            "sigh      循环叹息：吸气 2.5，再补吸 1，慢慢呼气 5.5",
            "          每轮 9秒，每分钟呼吸 6.7 次",
            "pace      你自己的呼吸频率，即设置 pace：吸气 4，呼气 6，每分钟呼吸 6 次",
            "          （breathe pace 帮你找到它）",
            "",
            "自己写：用短横线连接秒数，吸-呼（4-6）、吸-屏-呼（4-7-8）或吸-屏-呼-屏",
            "（4-4-4-4）。",
        ])
    }

    @Test func theSettingsListing() {
        let plan = ConfigCommand.plan(arguments: [], loaded: .success(Settings()), configFile: "/home/p/.config/breathe/config.json", words: Words(.simplifiedChinese), width: 80)
        #expect(plan == .show([
            "threshold        0.8",
            "                 完成门槛：练到一课时长的多少算完成（0.5 到 1.0）",
            "dayRolloverHour  3",
            "                 一个练习日在几点结束（0 到 12）",
            "freezes          true",
            "                 开启或关闭连续练习的休息券（true、false）",
            "freezeEvery      7",
            "                 每练多少个练习日攒下一张休息券（1 到 60）",
            "freezeMax        2",
            "                 最多能攒几张休息券（0 到 10）",
            "showStreak       true",
            "                 显示连续练习天数；练习日总数总会显示（true、false）",
            "moodCheck        false",
            "                 每课前后问你心情如何，1 到 5（true、false）",
            "color            true",
            "                 终端支持时使用颜色（true、false）",
            "sound            off",
            "                 用什么提示每个阶段：off（无）、tone（柔和的音调）、voice",
            "                 （语音）、bell（终端铃声）",
            "volume           30",
            "                 音调和语音的音量（1 到 100）",
            "soundOverSSH     false",
            "                 通过 SSH 连接时也在这台机器上播放音调和语音（true、false）",
            "pace             6",
            "                 你自己的呼吸频率，每分钟几次，供呼吸法 pace 使用（4 到 7；",
            "                 breathe pace 帮你找到它）",
            "reducedMotion    false",
            "                 不显示缩放的圆圈：用文字和静止的标记表示阶段（true、false）",
            "leadIn           3",
            "                 每次练习第一次吸气前倒数准备的秒数（0 到 10；0 表示立即开始）",
            "syncFolder       none",
            "                 breathe sync 与之合并的文件夹（绝对路径，或 none）",
            "language         auto",
            "                 breathe 使用的语言（auto、en、zh-Hans）；auto 依次参考",
            "                 LANGUAGE、LC_ALL、LC_MESSAGES 和 LANG",
            "",
            "设置保存在 /home/p/.config/breathe/config.json。",
            "修改方法：breathe config KEY VALUE",
        ]))
        var changed = Settings()
        changed.volume = 70
        guard case .show(let lines) = ConfigCommand.plan(arguments: [], loaded: .success(changed), configFile: "/c.json", words: Words(.simplifiedChinese), width: 80) else { Issue.record("not a listing"); return }
        #expect(lines.contains("volume           70（默认 30）"))
    }

    @Test func theSettingsRefusals() {
        let zh = Words(.simplifiedChinese)
        func plan(_ arguments: [String]) -> ConfigCommand.Plan {
            ConfigCommand.plan(arguments: arguments, loaded: .success(Settings()), configFile: "/c.json", words: zh)
        }
        #expect(plan(["volume", "101"]) == .usageError("volume：必须是 1 到 100 之间的整数，而不是“101”"))
        #expect(plan(["threshold", "2"]) == .usageError("threshold：必须是 0.5 到 1.0 之间的数（练到一课的多少比例算完成），而不是“2”"))
        #expect(plan(["dayRolloverHour", "13"]) == .usageError("dayRolloverHour：必须是 0 到 12 之间的整点，而不是“13”"))
        #expect(plan(["pace", "3"]) == .usageError("pace：必须是 4 到 7 之间的每分钟呼吸次数，例如 5.5，而不是“3”"))
        #expect(plan(["moodCheck", "maybe"]) == .usageError("moodCheck：必须是 true 或 false，而不是“maybe”"))
        #expect(plan(["sound", "loud"]) == .usageError("sound：必须是 off、tone、voice 或 bell，而不是“loud”"))
        #expect(plan(["language", "fr"]) == .usageError("language：必须是 auto、en 或 zh-Hans，而不是“fr”"))
        #expect(plan(["syncFolder", "relative"]) == .usageError("syncFolder：必须是不含控制字符的绝对路径或 null，而不是“relative”；请用 breathe config syncFolder DIR 设置，或设为 none 关闭同步"))
        #expect(plan(["treshold", "0.7"]) == .usageError("没有“treshold”这个设置；你是不是想输入 threshold？"))
        #expect(plan(["bell", "maybe"]) == .usageError("bell：必须是 true 或 false；它现在属于设置 sound（breathe config sound bell）"))
        #expect(plan(["bell", "yes"]) == .change(ConfigChange(key: "sound", value: .string("bell")), then: ["sound = bell（bell 现在属于设置 sound）"]))
        #expect(Settings.declaration(for: "freezeEvery")?.problem(.array([]), words: zh) == "必须是 1 到 60 之间的整数（练习日的天数），而不是列表")
        let broken = ConfigCommand.plan(arguments: [], loaded: .failure(.notAnObject(file: "c.json", found: .list)), configFile: "/c.json", words: zh)
        #expect(broken == .failure(zh(SettingsError.notAnObject(file: "c.json", found: .list))))
    }

    /// The man page's list in Chinese, for a Chinese man page; the English one is as
    /// the English page has it.
    @Test func theManPageList() {
        let list = ManSettingsList.roff(Words(.simplifiedChinese))
        #expect(list.hasPrefix(".BR threshold \"（0.5 到 1.0；默认 0.8）\"\n.br\n.BR dayRolloverHour \"（0 到 12；默认 3）\"\n"))
        #expect(list.contains(".BR syncFolder \"（绝对路径，或 none；默认 none；仅限本设备，不同步）\"\n"))
        #expect(list.hasSuffix(".BR language \"（auto、en、zh-Hans；默认 auto；仅限本设备，不同步）\""))
        #expect(ManSettingsList.roff(.english) == Settings.manPageList)
    }

    @Test func importSyncAndExport() {
        let zh = Words(.simplifiedChinese)
        let one = SessionRecord(id: "s1", programID: nil, lessonID: nil, pattern: "box", startedAt: Fixture.at("2026-11-30T10:00:00+01:00"), endedAt: Fixture.at("2026-11-30T10:01:00+01:00"), plannedSeconds: 60, practicedSeconds: 60, counted: false, endReason: .finished)
        var before = ProgressStore(), file = ProgressStore()
        before.append(one)
        file.append(one)
        file.append(SessionRecord(id: "s2", programID: nil, lessonID: nil, pattern: "box", startedAt: Fixture.at("2026-11-30T11:00:00+01:00"), endedAt: Fixture.at("2026-11-30T11:01:00+01:00"), plannedSeconds: 60, practicedSeconds: 60, counted: false, endReason: .finished))
        #expect(TransferSummary.importLine(path: "b.json", before: before, imported: file, setAside: 0, conflicts: [], words: zh) == "已导入 b.json：新增 1 次练习，1 次已有。")
        #expect(TransferSummary.importLine(path: "b.json", before: before, imported: file, setAside: 2, conflicts: ["s1 kept the longer"], words: zh)
            == "已导入 b.json：新增 1 次练习，1 次已有，2 条记录另行保存；1 处冲突已按同步的规则处理：s1 kept the longer。")
        #expect(TransferSummary.syncLine(folder: "/s", received: 2, sent: 0, adoptedKeys: [], conflicts: [], words: zh) == "已与 /s 同步：收到 2 次练习，发出 0 次；没有冲突。")
        #expect(TransferSummary.syncLine(folder: "/s", received: 0, sent: 3, adoptedKeys: ["volume", "sound"], conflicts: ["a", "b"], words: zh)
            == "已与 /s 同步：收到 0 次练习，发出 3 次；设置改用了最近一次的修改（在本机或其他设备上）：sound、volume；2 处冲突已处理：a；b。")
        #expect(zh(.exported(sessions: 3, bolt: 0, file: "backup.json")) == "已将 3 次练习导出到 backup.json。")
        #expect(zh(.exported(sessions: 3, bolt: 2, file: "backup.json")) == "已将 3 次练习和 2 个 BOLT 结果导出到 backup.json。")
    }

    @Test func refusalsOfProgramsAndLessons() throws {
        let history = try ReportHistory()
        let zh = history.zh
        #expect(ProgramLookup.program("nope", catalogue: history.catalogue, store: history.store, words: zh) == .failure(.usage(message: "没有叫“nope”的课程；现有的课程：test", hint: "breathe programs")))
        #expect(ProgramLookup.lesson("z", of: history.fixture.program, words: zh) == .failure(.usage(message: "课程《Test》中没有“z”这一课；它的课有：a、b、c", hint: "breathe progress test")))
        // The active program whose file is gone: all of the refusal in Chinese.
        var active = ProgressStore()
        active.append(ActivationRecord(id: "act", programID: "gone", at: Fixture.at("2026-11-30T07:59:00+01:00")))
        guard case .failure(.broken(let message)) = ProgramLookup.program("gone", catalogue: history.catalogue, store: active, words: zh) else {
            Issue.record("not refused as broken")
            return
        }
        #expect(message.hasPrefix("你的课程 gone 无法载入："), "\(message)")
        #expect(!message.contains("could not be loaded") && !message.contains("no longer"), "\(message)")
        #expect(ProgramLookup.programToStart(nil, catalogue: Catalogue(programs: [], warnings: []), store: ProgressStore(), words: zh) == .failure(.broken("没有可以开始的课程")))
    }
}

/// A program whose file gives Chinese titles is named in Chinese by the reports that
/// print for a person, and in English in what scripts read.
@Suite struct ReportTitleLanguageTests {
    static func program() throws -> Program {
        let json = #"{"id": "calm", "title": {"en": "Calm", "zh-Hans": "平静"}, "summary": "S", "lessons": [{"id": "a", "title": {"en": "Arrive", "zh-Hans": "到来"}, "pattern": "5-5", "cycles": 10}]}"#
        return try ProgramDecoder.decode(Data(json.utf8), file: "calm.json", source: .builtIn)
    }

    static func session(_ id: String, at time: String) -> SessionRecord {
        SessionRecord(id: id, programID: "calm", lessonID: "a", pattern: "5-5", startedAt: Fixture.at(time), endedAt: Fixture.at(time).adding(seconds: 10),
                      plannedSeconds: 100, practicedSeconds: 10, counted: false, endReason: .quit, continues: nil)
    }

    @Test func historyAndStatsNameTheProgramInTheLanguage() throws {
        var store = ProgressStore()
        store.append(Self.session("s1", at: "2026-11-30T08:00:00+01:00"))
        store.append(Self.session("s2", at: "2026-12-01T08:00:00+01:00"))
        let catalogue = Catalogue(programs: [try Self.program()], warnings: [])
        let zh = Words(.simplifiedChinese)
        #expect(HistoryReport.lines(store, catalogue: catalogue, words: zh).first == "2026-12-01 08:00 · 平静：到来（5-5） · 0:10/1:40 · 未计入 · 提前结束")
        #expect(HistoryReport.lines(store, catalogue: catalogue).first == "2026-12-01 08:00 · Calm: Arrive (5-5) · 0:10/1:40 · not counted · ended early")
        let insights = Insights(store: store, catalogue: catalogue, rule: Settings().completionRule)
        #expect(insights.programs.map { $0.title } == ["Calm"])
        #expect(insights.stalls.map { $0.title } == ["Arrive"])
        let report = StatsReport(streak: Streak(store: store, settings: Settings(), today: CivilDate(year: 2026, month: 12, day: 1)), insights: insights, settings: Settings(),
                                 days: PracticeLog.days(in: store, rolloverHour: 3, restDays: []), today: CivilDate(year: 2026, month: 12, day: 1))
        let lines = report.lines(symbols: Symbols.unicode, words: zh, all: true)
        #expect(lines.contains { $0.contains("平静：2 次练习") }, "\(lines)")
        #expect(lines.contains { $0.contains("到来") }, "\(lines)")
        #expect(report.json.programs.map { $0.title } == ["Calm"])
    }
}
