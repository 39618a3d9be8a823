import FoundationEssentials
import Testing
@testable import BreatheCore

/// The words of home, the chooser, the progress page and the questions around a
/// session: every phrase in both languages, English as it always was, Chinese as a
/// Chinese reader writes it.
@Suite struct HomeWordsTests {
    static let english = Words.english
    static let chinese = Words(.simplifiedChinese)

    /// Both renderings of every sample of the three areas.
    static let samples: [(String, String, String)] =
        HomePhrase.samples.map { ("\($0)", english($0), chinese($0)) }
        + QuestionPhrase.samples.map { ("\($0)", english($0), chinese($0)) }
        + KeyHint.samples.map { ("\($0)", english($0), chinese($0)) }

    @Test func everyPhraseHasWordsInBothLanguages() {
        for (name, english, chinese) in Self.samples {
            #expect(!english.isEmpty && !chinese.isEmpty, "\(name)")
            #expect(english != chinese, "\(name) is not translated")
            #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(name): \(chinese)")
            // Chinese sentences take full-width punctuation: no ", " or "; " between
            // Chinese words (a typed command or a path may keep its own).
            #expect(!chinese.contains("。 ") && !chinese.contains("， "), "\(name): \(chinese)")
        }
    }

    @Test func everyCaseHasASample() {
        // A case added without a sample would go untested in both languages.
        #expect(Set(HomePhrase.samples.map { "\($0)".prefix { $0 != "(" } }).count == 40)
        #expect(Set(QuestionPhrase.samples.map { "\($0)".prefix { $0 != "(" } }).count == 8)
        #expect(Set(KeyHint.samples.map { "\($0)" }).count == 17)
    }

    @Test func englishAsItWas() {
        let words = Self.english
        #expect(words(.today(lesson: ProgramText("Balance"))) == "Today: Balance")
        #expect(words(.earlierToday(practiced: 90, planned: 256)) == "Your last attempt today: 1:30 of 4:16 practised. Start to continue it.")
        #expect(words(.tomorrow(pattern: "4-7-8", length: .cycles(4), seconds: 76)).hasPrefix("Tomorrow: 4-7-8, 4 cycles in 1:16. One new lesson"))
        #expect(words(.tomorrow(pattern: "relax", length: .minutes(3), seconds: 184)).hasPrefix("Tomorrow: relax, 3:04. One new lesson"))
        #expect(words(.programComplete(program: ProgramText("Calm"), lastDay: CivilDate(year: 2026, month: 11, day: 23))) == "You have completed every lesson of Calm. The last on Mon 23 Nov 2026.")
        #expect(words(.programDetail(summary: ProgramText("Three lessons to settle."), lessons: 3)) == "Three lessons to settle. (3 lessons)")
        #expect(words(.programDetail(summary: ProgramText("One."), lessons: 1)) == "One. (1 lesson)")
        #expect(words(.nextLesson(lesson: "Balance", pattern: "box", length: .minutes(4), seconds: 256)) == "Balance  (box, 4:16)")
        #expect(words(.continueWithTimeLeft(128)) == "Continue (2:08 left)")
        #expect(words(.quit) == "q quit")
    }

    @Test func chineseAsAReaderWritesIt() {
        let words = Self.chinese
        let balance = ProgramText([.english: "Balance", .simplifiedChinese: "平衡"])!
        #expect(words(.today(lesson: balance)) == "今天：平衡")
        #expect(words(.doneToday(lesson: balance)) == "今天的课已完成：平衡。")
        #expect(words(.earlierToday(practiced: 90, planned: 256)) == "今天最近一次尝试已练习 1分30秒，本课共 4分16秒。开始后会接着这次练。")
        #expect(words(.tomorrow(pattern: "4-7-8", length: .cycles(4), seconds: 76))
            == "明天：4-7-8，4 轮，共 1分16秒。每天一课，练习才能按课程设计的节奏慢慢加深。")
        #expect(words(.programComplete(program: ProgramText([.simplifiedChinese: "安静"])!, lastDay: CivilDate(year: 2026, month: 11, day: 23)))
            == "你已完成《安静》的每一课。最后一课完成于 2026年11月23日 周一。")
        #expect(words(.programDetail(summary: ProgramText([.simplifiedChinese: "三课，安顿身心。"])!, lessons: 3)) == "三课，安顿身心。（共 3 课）")
        #expect(words(.nextLesson(lesson: "平衡", pattern: "box", length: .minutes(4), seconds: 240)) == "平衡（box，4分钟）")
        #expect(words(.continueWithTimeLeft(128)) == "继续（还剩 2分8秒）")
        #expect(words(.earlierPractised(practiced: 360, planned: 480)) == "今天最近一次尝试你已练习 6分钟，本课共 8分钟。接着这次练的话，这段时间照样算数。")
        #expect(words(.brokenHeading(id: "calm")) == "你的课程 calm 无法载入：")
        #expect([KeyHint.start, .progress, .otherPrograms, .quit].map { words($0) } == ["回车开始", "p 进度", "o 其他课程", "q 退出"])
    }

    /// A name the file gives in one language only shows as the file has it.
    @Test func aNameWithoutATranslationShowsAsTheFileHasIt() {
        #expect(Self.chinese(.today(lesson: ProgramText("Balance"))) == "今天：Balance")
        #expect(Self.english(.today(lesson: ProgramText([.simplifiedChinese: "平衡"])!)) == "Today: 平衡")
    }

    /// The streak's quiet line: 连续 for the run, 休息日 for a freeze used or banked.
    @Test func theStreakLineInChinese() {
        let practice = Set((0..<14).map { CivilDate(year: 2026, month: 11, day: 1).adding(days: $0) } + [CivilDate(year: 2026, month: 11, day: 16)])
        let streak = Streak(practiceDays: practice, today: CivilDate(year: 2026, month: 11, day: 16), freezes: FreezeRules())
        #expect(streak.line(showStreak: true, freezesEnabled: true) == "Streak: 16 days · 1 rest day used · 1 freeze banked")
        #expect(streak.line(showStreak: true, freezesEnabled: true, words: Self.chinese) == "连续 16 天 · 用了 1 个休息日 · 还有 1 张休息券")
        #expect(streak.line(showStreak: true, freezesEnabled: false, separator: " - ", words: Self.chinese) == "连续 16 天 - 用了 1 个休息日")
        #expect(streak.line(showStreak: false, freezesEnabled: true, words: Self.chinese) == "共 15 个练习日")
    }

    /// The progress list: titles in the person's language, ISO dates in every one.
    @Test func theProgressListInChinese() throws {
        let program = try ProgramDecoder.decode(Data(#"""
            {"id": "calm", "title": {"en": "Calm", "zh-Hans": "平静"}, "summary": "S", "lessons": [
              {"id": "a", "title": {"en": "Arrive", "zh-Hans": "到来"}, "pattern": "relax", "minutes": 2},
              {"id": "b", "title": {"en": "Balance", "zh-Hans": "平衡"}, "pattern": "box", "minutes": 4},
              {"id": "long-id", "title": "Close", "pattern": "4-7-8", "cycles": 4}
            ]}
            """#.utf8), file: "calm.json", source: .builtIn)
        var store = ProgressStore()
        store.append(CompletionRecord(id: "c", programID: "calm", lessonID: "a", completedAt: LocalTimestamp(iso8601: "2026-11-21T20:00:00+01:00")!, sessionIDs: []))
        let report = ProgressReport(program: program, store: store)
        #expect(report.position(Self.chinese) == "第 2 课，共 3 课")
        #expect(report.lessonLines(check: "✓", current: "→", words: Self.chinese) == ["✓ 到来  2026-11-21", "→ 平衡（box，4分钟）", "  Close"])
        #expect(report.lessonLines(check: "[x]", current: ">", ids: true, words: Self.chinese) == [
            "[x] a        到来  2026-11-21", ">   b        平衡（box，4分钟）", "    long-id  Close",
        ])
        // What scripts read is the same in every language: the English titles.
        #expect(report.json.title == "Calm")
        #expect(report.json.lessons.map(\.title) == ["Arrive", "Balance", "Close"])
        #expect(program.heading(for: program.lessons[1], separator: " · ", words: Self.chinese) == "平静 · 第 2 课，共 3 课 · 平衡")
        #expect(program.heading(for: program.lessons[1], separator: " · ") == "Calm · Lesson 2 of 3 · Balance")
    }

    /// Plain mode's note when today's lesson is done names tomorrow's lesson in the
    /// person's language.
    @Test func plainNotesInChinese() {
        let tomorrow = ProgramText([.english: "Lesson B", .simplifiedChinese: "第二课"])!
        #expect(Self.chinese(SessionPhrase.todaysLessonDone(tomorrow: tomorrow)) == "今天的课已经完成；明天：第二课。再练一次也会保存，你的进度不变。")
        #expect(Words.english(SessionPhrase.todaysLessonDone(tomorrow: tomorrow)).contains("tomorrow: Lesson B."))
    }
}
