import Testing
import TestSupport
@testable import BreatheCore

/// The session's areas of the catalogue (the session, the pace run, sound): every phrase
/// in both languages, English as breathe has always said it, Chinese written by hand.
@Suite struct SessionPhrasesTests {
    let chinese = Words(.simplifiedChinese)

    /// A Chinese rendering is Chinese (a wide character) unless it is only figures; it
    /// differs from the English; its punctuation next to Chinese is full-width, and no
    /// space stands between two Chinese characters.
    func check(_ phrases: [some Phrases]) {
        for phrase in phrases {
            let english = phrase.english, chinese = phrase.chinese
            #expect(!english.isEmpty && !chinese.isEmpty, "\(phrase)")
            #expect(english != chinese, "\(phrase) is not translated")
            let figures = chinese.allSatisfy { $0.isNumber || $0 == "/" || $0 == " " || $0 == "." }
            #expect(figures || chinese.contains { $0.columns == 2 }, "\(phrase): \(chinese)")
            let characters = Array(chinese)
            for index in characters.indices {
                let before = index > 0 ? characters[index - 1] : " ", after = index + 1 < characters.count ? characters[index + 1] : " "
                let nextToChinese = Self.isChinese(before) || Self.isChinese(after)
                #expect(!(nextToChinese && ",.;:?!()".contains(characters[index])), "\(phrase): half-width punctuation in \(chinese)")
                #expect(!(characters[index] == " " && Self.isChinese(before) && Self.isChinese(after)), "\(phrase): a space between Chinese characters in \(chinese)")
            }
        }
    }

    /// A Chinese character (not full-width punctuation).
    static func isChinese(_ character: Character) -> Bool {
        character.unicodeScalars.first.map { (0x4E00...0x9FFF).contains($0.value) } ?? false
    }

    @Test func everyPhraseHasWordsInBothLanguages() {
        check(SessionPhrase.samples)
        check(PacePhrase.samples)
        check(SoundPhrase.samples)
    }

    @Test func theBreathInThreeWords() {
        #expect(BreathPhaseKind.allCases.map { chinese(.breathPhase($0)) } == ["吸气", "吸气", "屏息", "呼气", "屏息"])
        #expect(BreathPhaseKind.allCases.map { Words.english(.breathPhase($0)) } == ["Breathe in", "Breathe in", "Hold", "Breathe out", "Hold"])
    }

    @Test func theSessionScreenInChinese() {
        #expect(chinese(.phaseSecondsLeft(7)) == "7秒")
        #expect(chinese(.cycleOf(cycle: 1, cycles: 4)) == "第 1 轮，共 4 轮")
        #expect(chinese(.timeLeft(seconds: 72)) == "还剩 1:12")
        #expect(chinese(.paused) == "已暂停")
        #expect(chinese(.pauseKey(paused: false)) == "空格键暂停")
        #expect(chinese(.pauseKey(paused: true)) == "空格键继续")
        #expect(chinese(.endKey) == "q 结束")
        #expect(chinese(.topUp) == "再吸一口")
    }

    @Test func theSummaryLineInChinese() {
        let summary = SessionSummary(patternName: "4-7-8", practisedSeconds: 76, plannedSeconds: 76, fullCycles: 4, endReason: .finished)
        #expect(summary.line(words: chinese) == "4-7-8 · 已练习 1分16秒，共 1分16秒 · 完整 4 轮 · 已完成")
        #expect(summary.line() == "4-7-8 · 1:16 practised of 1:16 · 4 full cycles · finished")
        let continued = SessionSummary(patternName: "relax", practisedSeconds: 130.4, plannedSeconds: 130, fullCycles: 13, endReason: .quit).continuing(240, ofLesson: 480)
        #expect(continued.line(separator: " - ", words: chinese) == "relax - 今天已练习 6分10秒，共 8分钟（本次 2分10秒） - 完整 13 轮 - 提前结束")
        #expect(EndReason.hangup.phrase(chinese) == "终端或输出已关闭")
        #expect(EndReason.hangup.phrase() == "terminal or output closed")
    }

    @Test func theWordsAfterALessonInChinese() {
        let program = AppFlow.program, lessons = program.lessons
        func said(_ verdict: LessonVerdict, _ lesson: Lesson, keys: Bool = true) -> [String] {
            LessonMessage.lines(for: verdict, lesson: lesson, program: program, keys: keys, words: chinese)
        }
        #expect(said(.completed(next: lessons[1]), lessons[0]) == ["本课完成：Lesson A。", "下次：Lesson B（4-7-8，2 轮，共 38秒）。"])
        // A built-in lesson is named in Chinese, as home names it: the walk saw
        // 「本课完成：Settle in。」 beside home's Chinese title.
        let foundations = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: []).program(id: "foundations")!
        let first = foundations.lessons[0], second = foundations.lessons[1]
        #expect(first.title(chinese) != first.title)
        let done = LessonMessage.lines(for: .completed(next: second), lesson: first, program: foundations, words: chinese)
        #expect(done[0] == "本课完成：\(first.title(chinese))。", "\(done)")
        #expect(done[1].hasPrefix("下次：\(second.title(chinese))（"), "\(done)")
        #expect(!done.joined().contains(first.title) && !done.joined().contains(second.title))
        #expect(said(.completed(next: nil), lessons[2]) == [
            "你已完成《Test》的全部 3 课。",
            "做得好。按 o 可以选择其他课程；也可以用 breathe start test --lesson ID 把喜欢的课留作日常练习（breathe progress test 会列出各课的 id）。",
        ])
        #expect(said(.completed(next: nil), lessons[2], keys: false)[1].hasPrefix("做得好。用 breathe start PROGRAM 可以选择其他课程（breathe programs 会列出所有课程）；"))
        #expect(said(.saved(practiced: 50.7, planned: 100), lessons[0]) == ["已练习 50秒，共 1分40秒，已保存。今天稍后继续（还剩 50秒），即可完成这一课。"])
        #expect(said(.repeated, lessons[0]) == ["已再次练习“Lesson A”并保存。你在《Test》中的进度不变。"])
        #expect(said(.practisedAhead(current: lessons[0]), lessons[2]) == ["已练习“Lesson C”并保存。你在《Test》中的进度仍停在“Lesson A”。"])
        #expect(said(.practisedAhead(current: nil), lessons[2]) == ["已练习“Lesson C”并保存。你在《Test》中的进度不变。"])
        #expect(LessonMessage.lines(for: .saved(practiced: 59.9, planned: 100), lesson: lessons[0], program: program)
            == ["0:59 of 1:40 practised and saved. Continue later today (0:50 left) to complete this lesson."])
    }

    /// A journal kept in the folder for temporary files is found only by a start that looks
    /// there (the same TMPDIR and XDG_RUNTIME_DIR), and a restart may empty that folder: the
    /// words promise no more than that (an attack run's start with another TMPDIR missed it).
    @Test func aSessionKeptInTheTemporaryFolderSaysWhatARestartMayDo() {
        let full = StoreProblem.file(.couldNot(.write, path: "/d/p.json", reason: SystemReason(.noSpace, text: "No space left on device")))
        let kept = UnsavedSession.lines(saveProblem: full, keptIn: KeptJournal(path: "/run/user/1000/breathe-1000/s.json", temporary: true), journalProblem: nil, records: ProgressStore())
        #expect(kept == ["The session could not be saved: could not write /d/p.json: No space left on device. It is kept in /run/user/1000/breathe-1000/s.json and will be saved from there at the first start that can write the store and looks in that folder for temporary files (one with the same TMPDIR and XDG_RUNTIME_DIR), if the folder still holds it (a restart may empty it)."])
        let chinese = UnsavedSession.lines(saveProblem: full, keptIn: KeptJournal(path: "/run/s.json", temporary: true), journalProblem: nil, records: ProgressStore(), words: Words(.simplifiedChinese))
        #expect(chinese.first?.hasSuffix("前提是那次启动也使用这个临时文件夹（TMPDIR 和 XDG_RUNTIME_DIR 相同），而且它那时还保留着这个文件（重启可能会清空它）。") == true, "\(chinese)")
    }

    @Test func anUnsavedSessionInChinese() {
        let full = StoreProblem.file(.couldNot(
            .write, path: "/d/p.json", reason: SystemReason(.noSpace, text: "No space left on device")))
        let kept = UnsavedSession.lines(
            saveProblem: full, keptIn: KeptJournal(path: "/home/me/j.json", temporary: false), journalProblem: nil, records: ProgressStore(), words: chinese)
        #expect(kept == ["这次练习未能保存：无法写入 /d/p.json：磁盘空间已满。它已暂存在 /home/me/j.json，breathe 之后第一次能写入练习记录时会从那里保存。"])
        let nowhere = UnsavedSession.lines(
            saveProblem: full, keptIn: nil, journalProblem: nil, records: ProgressStore(), words: chinese)
        #expect(Array(nowhere.prefix(2)) == [
            "这次练习未能保存：无法写入 /d/p.json：磁盘空间已满。日志也无法写入（没有可以写入的文件夹），所以磁盘上没有它结束时的记录（如果当时写下过检查点，最多只有较早的一个）。",
            "要保留它，请把下面的文本复制到一个文件里，然后运行：breathe import FILE",
        ])
        // The store to import is the same in every language.
        #expect(Array(nowhere.dropFirst(2)) == Array(UnsavedSession.lines(
            saveProblem: full, keptIn: nil, journalProblem: nil, records: ProgressStore()).dropFirst(2)))
    }

    /// A folder that could not be synced after the store's rename: the session may be in
    /// the store already, so it is never said to be unsaved.
    @Test func aSaveWhoseFolderCouldNotBeSyncedIsNotCalledUnsaved() {
        let unsynced = StoreProblem.file(.notDurable(
            path: "/d/progress.json", reason: SystemReason(.noSpace, text: "No space left on device")))
        let lines = UnsavedSession.lines(
            saveProblem: unsynced, keptIn: KeptJournal(path: "/j/s.json", temporary: false), journalProblem: nil, records: ProgressStore())
        #expect(lines == ["The session may not be safely saved: /d/progress.json was written, but its folder could not "
            + "be synced to disk (No space left on device), so it might not survive a power cut. It is kept in /j/s.json too, and the next start saves it from there unless the store already holds it."])
    }

    /// A store at the size breathe reads takes no more: the journal is never promised to
    /// be saved at the next start.
    @Test func aSessionTheStoreHasNoRoomFor() {
        let tooLarge = StoreProblem.file(.wouldBeTooLarge(path: "/d/progress.json", megabytes: 129, limitMegabytes: 128))
        let english = UnsavedSession.lines(
            saveProblem: tooLarge, keptIn: KeptJournal(path: "/j/s.json", temporary: false), journalProblem: nil, records: ProgressStore())
        #expect(english == ["The session could not be saved: /d/progress.json would be 129 MB, more than breathe reads "
            + "(128 MB), so nothing was written. It is kept in /j/s.json, but the store has reached the size breathe "
            + "reads, so no later start can add it either."])
        let inChinese = UnsavedSession.lines(
            saveProblem: tooLarge, keptIn: KeptJournal(path: "/j/s.json", temporary: false), journalProblem: nil, records: ProgressStore(), words: chinese)
        #expect(inChinese.first?.contains("以后启动时也无法把它加进去") == true)
        #expect(inChinese.first?.contains("第一次能写入练习记录时会从那里保存") == false)
    }

    /// Journals recovered at a start that could not be saved: kept, saved by the first start
    /// that can write the store; when the store is full, no start is promised (every start
    /// said "kept for the next start" to a store that would never take them).
    @Test func journalsAStartCouldNotSave() {
        let fifo = StoreProblem.notAFile(path: "/d/progress.json", kind: .fifo)
        let full = StoreProblem.file(.wouldBeTooLarge(path: "/d/progress.json", megabytes: 129, limitMegabytes: 128))
        #expect(Words.english(.unsavedSessions(2, because: fifo)).hasSuffix(
            "Their journals are kept, and the first start that can write the store saves them"))
        #expect(Words.english(.unsavedSessions(2, because: full)).hasSuffix(
            "Their journals are kept, but the store has reached the size breathe reads, so no start can add them"))
        #expect(chinese(.unsavedSessions(2, because: fifo)).hasSuffix("breathe 之后第一次能写入练习记录时会把它们存进去"))
        #expect(chinese(.unsavedSessions(2, because: full)).hasSuffix("以后启动时也无法把它们加进去"))
        for words in [Words.english, chinese] {
            #expect(!words(.unsavedSessions(2, because: full)).contains("next start"))
            #expect(!words(.unsavedSessions(2, because: full)).contains("下次启动"))
        }
    }

    @Test func cautionsInBothLanguages() throws {
        let long = try PatternNotation.parse("4-7-8"), fast = try PatternNotation.parse("1-1")
        #expect(PatternCaution.text(for: long) == "long holds; if you feel light-headed, stop and breathe normally")
        #expect(PatternCaution.text(for: long, words: chinese) == "屏息较长；如果感到头晕，请停下来，正常呼吸")
        #expect(PatternCaution.text(for: fast, words: chinese) == "呼吸较快；如果感到眩晕或手脚发麻，请停下来，正常呼吸")
    }
}

/// "1:32 of 3:00 practised and saved. Continue later today (1:30 left)": what is left
/// of a lesson is one figure, the length of the whole cycles a continuation plays, in the
/// saved message and in the offer to continue, in both languages.
@Suite struct LessonTimeLeftTests {
    /// 5-5, 10 cycles: 100 s.
    static let lesson = AppFlow.program.lessons[0]

    /// The figure in "(1:30 left)" or "（还剩 1分30秒）".
    static func leftFigure(_ text: String) -> Substring? {
        for (open, close) in [("(", " left)"), ("还剩 ", "）")] {
            guard let end = text.range(of: close) else { continue }
            guard let start = text[..<end.lowerBound].range(of: open, options: .backwards) else { continue }
            return text[start.upperBound..<end.lowerBound]
        }
        return nil
    }

    @Test(arguments: [0.4, 12.7, 49.9, 50, 50.1, 91.6, 99.5])
    func theSavedMessageAndTheOfferSayOneFigure(practised: Double) throws {
        let left = Self.lesson.secondsLeft(afterPractising: practised)
        // Whole cycles of 10 s that cover the rest, never more than one cycle over.
        #expect(left.truncatingRemainder(dividingBy: 10) == 0 && left >= 100 - practised && left < 110 - practised)
        for words in [Words.english, Words(.simplifiedChinese)] {
            let saved = LessonMessage.lines(
                for: .saved(practiced: practised, planned: 100), lesson: Self.lesson, program: AppFlow.program,
                words: words)[0]
            let offer = words(.continueWithTimeLeft(left))
            let said = try #require(Self.leftFigure(saved), "\(saved)")
            #expect(said == Self.leftFigure(offer), "\(saved) / \(offer)")
            #expect(String(said) == words.duration(left))
        }
    }
}

/// Plain lines in Chinese: a session, its summary, the questions on a line and the notes.
@Suite struct ChinesePlainLinesTests {
    static let chinese = Words(.simplifiedChinese)

    /// Every plain line of `flow` from its start, as events come.
    struct Told {
        var flow: AppFlow
        var lines: [String]

        init(_ flow: AppFlow) {
            self.flow = flow
            lines = PlainView.lines(from: nil, to: flow.model)
        }

        mutating func send(_ event: AppEvent, after seconds: Double = 0) {
            let before = flow.model
            flow.send(event, after: seconds)
            lines += PlainView.lines(from: before, to: flow.model)
        }

        mutating func wait(_ seconds: Double) {
            for _ in 0..<Int((seconds * 2).rounded(.up)) { send(.tick, after: 0.5) }
        }
    }

    @Test func aFreeSessionFromStartToSummary() throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("4-7-8"), length: .cycles(1))
        var told = Told(AppFlow(.practice(plan), mode: .plain(canAsk: false), words: Self.chinese))
        told.wait(19)
        #expect(told.lines == ["breathe · 4-7-8 · 1 轮 · 19秒", "吸气 4", "屏息 7", "呼气 8", "4-7-8 · 已练习 19秒，共 19秒 · 完整 1 轮 · 已完成"])
    }

    @Test func aCyclicSighAndAPaceInChinese() {
        #expect(PlainView.line(for: BreathPhase(.topUp, 1), words: Self.chinese) == "吸气 1（再吸一口）")
        #expect(PlainView.line(for: BreathPhase(.exhale, 60 / 5.5 * 0.6), words: Self.chinese) == "呼气 6.5")
        #expect(PlainView.line(for: BreathPhase(.holdEmpty, 4)) == "hold 4")
        #expect(PlainView.line(for: BreathPhase(.topUp, 1)) == "in 1 (top up)")
    }

    @Test func aLessonEndedEarlyIsSummedUpKindly() {
        var told = Told(AppFlow(.home, store: AppFlow.active, mode: .plain(canAsk: false), words: Self.chinese))
        told.wait(50)
        told.send(.key(.character("q")))
        #expect(told.lines.first == "Test · 第 1 课，共 3 课 · Lesson A · 10 轮 · 1分40秒")
        #expect(told.lines.dropFirst().dropLast(2).allSatisfy { $0 == "吸气 5" || $0 == "呼气 5" }, "\(told.lines)")
        #expect(Array(told.lines.suffix(2)) == [
            "5-5 · 已练习 50秒，共 1分40秒 · 完整 5 轮 · 提前结束",
            "已练习 50秒，共 1分40秒，已保存。今天稍后继续（还剩 50秒），即可完成这一课。",
        ])
    }

    @Test func theOfferAndTheMoodOnALine() {
        var told = Told(AppFlow(.home, store: PlainFlowTests.halfDone, mode: .plain(canAsk: true), words: Self.chinese))
        #expect(told.lines == ["今天：Test · 第 1 课，共 3 课 · Lesson A（1分40秒）。回车开始，q 离开："])
        told.send(.line(""))
        #expect(told.lines.last == "今天最近一次尝试你练习了 50秒，这一课共 1分40秒。接着这次练（还剩 50秒）还是重新开始？c/s，回车继续：")
        told.send(.line("也许"))
        #expect(told.lines.last == "请回答 c（继续）或 s（重新开始）。")
        let skipped = AppFlow(.home, store: PlainFlowTests.halfDone, mode: .plain(canAsk: false), words: Self.chinese)
        #expect(skipped.model.noteLines == ["接着今天未完成的练习：已练习 50秒，这一课共 1分40秒（没有可以询问的终端）。"])
        var mood = Told(AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck, mode: .plain(canAsk: true), words: Self.chinese))
        mood.send(.line(""))
        #expect(mood.lines.last == "开始之前，你感觉怎么样？1 表示紧张，5 表示平静（回车跳过）：")
        let noMood = AppFlow(.home, store: AppFlow.active, settings: AppFlow.moodCheck, mode: .plain(canAsk: false), words: Self.chinese)
        #expect(noMood.model.noteLines == ["心情记录已开启，但没有可以作答的终端，这次跳过。"])
        let done = AppFlow(.home, store: DailyPaceFlowTests.doneToday, mode: .plain(canAsk: false), words: Self.chinese)
        #expect(done.model.noteLines.first == "今天的课已经完成；明天：Lesson B。再练一次也会保存，你的进度不变。")
    }

    /// A run of `breathe pace` on lines: the intro, the block, its questions, the block's
    /// summary and the beat, then a stop at the next question and the table, aligned by
    /// columns.
    @Test func aPaceRunOnLines() throws {
        var told = Told(AppFlow(.pace(PacePlan(minutesPerRate: 1), json: false), mode: .plain(canAsk: true), words: Self.chinese))
        #expect(told.lines == [
            "共 5 段，每段约 1分钟，从每分钟 6.5 次逐步放慢到 4.5 次。",
            "每段之后有两个简短的问题。",
            "随时可以按 Ctrl-C 停止，回答问题时也可以输入 q；做完的部分都会保留。",
            "回车开始，q 离开：",
        ])
        told.send(.line(""))
        // 6.5 a minute for a minute: 7 breaths of 9.23 s, in 3.7, out 5.5.
        #expect(Array(told.lines.dropFirst(4)) == ["寻找你的呼吸频率 · 每分钟 6.5 次 · 第 1 段，共 5 段 · 7 轮 · 1分4秒", "吸气 3.7"])
        told.wait(try #require(told.flow.running?.plan.totalSeconds))
        #expect(told.lines.last == "刚才这一段感觉轻松吗？1 表示吃力，5 表示轻松（回车跳过，q 停止）：")
        told.send(.line("5"))
        #expect(told.lines.last == "有没有气不够用或头晕的感觉？y/n（回车表示没有，q 停止）：")
        told.send(.line("也许"))
        #expect(told.lines.last == "请回答 y（有）或 n（没有）。")
        let before = told.lines.count
        told.send(.line("n"))
        #expect(Array(told.lines[before...]) == ["pace-6.5 · 已练习 1分4秒，共 1分4秒 · 完整 7 轮 · 已完成", "下一段：每分钟 6 次。准备好了按回车，q 停止："])
        told.send(.line(""), after: 30)
        #expect(Array(told.lines.suffix(2)) == ["寻找你的呼吸频率 · 每分钟 6 次 · 第 2 段，共 5 段 · 6 轮 · 1分钟", "吸气 4"])
        told.wait(60)
        let table = told.lines.count
        told.send(.line("q"))
        let end = Array(told.lines[table...])
        // The last block's line, as every block has one (it gave way to the table, and the
        // walk found four blocks with a line and the fifth without), then the table.
        #expect(Array(end.prefix(5)) == [
            "pace-6 · 已练习 1分钟，共 1分钟 · 完整 6 轮 · 已完成",
            "寻找你的呼吸频率 · 练了 2 段，共 5 段",
            "  每分钟     轻松程度   气不够用或头晕",
            "  6.5        5/5        没有",
            "  6          -          -",
        ])
        let suggestion = end.dropFirst(5)
        #expect(suggestion.allSatisfy { $0.columns <= 78 })
        #expect(suggestion.joined().filter { $0 != " " } == ("建议：每分钟呼吸 6.5 次。" + "每分钟 6.5 次是你觉得轻松的最慢频率。没有心率传感器时，这只是按舒适程度做的选择：比较个人频率和相近频率的研究发现，两者差别很小甚至没有差别，所以 6 次左右、让你轻松的频率都很好。一个月后可以再测一次，频率可能会变。").filter { $0 != " " })
        // No line begins with closing punctuation.
        #expect(suggestion.allSatisfy { !"，。、；：！？）".contains($0.first ?? " ") })
    }
}

/// The pace run's words outside the lines: the panel's questions, the line after the
/// table, and the JSON that stays English.
@Suite struct PaceWordsTests {
    let chinese = Words(.simplifiedChinese)

    @Test func theLineAfterTheTable() {
        let easy = CommandDecisionTests.result([PaceAnswer(rate: 5.5, ease: 4, discomfort: false)])
        let hard = CommandDecisionTests.result([PaceAnswer(rate: 6.5, ease: 2, discomfort: false)])
        let unrated = CommandDecisionTests.result([PaceAnswer(rate: 6.5, ease: nil, discomfort: false)])
        #expect(PaceKeeping.line(easy, kept: true, currentPace: 6, words: chinese) == "已设为你的呼吸频率（每分钟 5.5 次）：breathe practice pace 会按它练习。")
        #expect(PaceKeeping.line(hard, kept: false, currentPace: 6, words: chinese) == "你打过分的频率里，没有哪个既轻松又没有不适，所以你的呼吸频率仍是每分钟 6 次。")
        #expect(PaceKeeping.line(easy, kept: false, currentPace: 6, words: chinese) == "你的呼吸频率仍是每分钟 6 次。")
        #expect(PaceKeeping.line(unrated, kept: false, currentPace: 6, words: chinese) == "你的呼吸频率仍是每分钟 6 次。")
        #expect(PaceKeeping.line(easy, kept: true, currentPace: 6) == "Kept as your pace (5.5 a minute): breathe practice pace breathes it.")
    }

    @Test func theTableInEnglishAsItWas() {
        let rows = [
            PaceResult.Row(answer: PaceAnswer(rate: 6.5, ease: 4, discomfort: false), practicedSeconds: 64, endReason: .finished),
            PaceResult.Row(answer: PaceAnswer(rate: 6, ease: nil, discomfort: false), practicedSeconds: 20, endReason: .quit),
        ]
        let result = PaceResult(runID: "r", rows: rows, suggestion: PaceSuggestion(rate: 6.5, reason: .slowestEasy), stoppedEarly: true)
        let english = PaceTable.lines(result, separator: " · ", uncomfortable: true)
        #expect(Array(english.prefix(6)) == [
            "You answered yes to air hunger or light-headedness, so the run stopped there,",
            "as it should: slow breathing should never strain.",
            // Two blocks run, the second ended early: one whole (issue 35: "完成 2 段" said two).
            "Finding your pace · 2 of 5 blocks, 1 whole",
            "  a minute   how easy   air hunger or light-headed",
            "  6.5        4 of 5     no",
            "  6          ended early (0:20)  ",
        ])
        let chinese = PaceTable.lines(result, separator: " · ", uncomfortable: true, words: chinese)
        #expect(Array(chinese.prefix(5)) == [
            "你回答有气不够用或头晕，所以测试到此为止，这样做是对的：慢呼吸不该让人勉强。",
            "寻找你的呼吸频率 · 练了 2 段，共 5 段，其中完整的 1 段",
            "  每分钟     轻松程度   气不够用或头晕",
            "  6.5        4/5        没有",
            "  6          提前结束（20秒）  ",
        ])
    }

    /// `--history` and `--rr` of a run: a quick run, 5/n then a quit at the question.
    @Test func aRunKeptAndScoredInChinese() throws {
        var flow = AppFlow(.pace(PacePlan(minutesPerRate: 1), json: false), words: chinese)
        flow.send(.key(.enter))
        flow.wait(try #require(flow.running?.plan.totalSeconds))
        flow.key("5")
        flow.key("n")
        flow.send(.key(.enter))
        flow.wait(20)
        flow.key("q")
        let runs = PaceHistory.runs(in: flow.store)
        #expect(PaceReport.historyLines(runs, separator: " · ", words: chinese) == ["2026-12-01 09:00 · 6.5（5/5）、6（提前结束） · 建议 6.5"])
        #expect(PaceReport.historyLines(runs, separator: " · ") == ["2026-12-01 09:00 · 6.5 (5 of 5), 6 (ended early) · suggested 6.5"])
        #expect(PaceReport.historyLines([], separator: " · ", words: chinese) == ["还没有测过：breathe pace 会帮你找到合适的呼吸频率。"])
        // In history a block of the run is told from `breathe now` at the same rate.
        let block = try #require(flow.store.sessions.first)
        #expect(block.paceRun != nil)
        let catalogue = Catalogue(programs: [], warnings: [])
        let history = HistoryReport.lines(flow.store, catalogue: catalogue)
        #expect(history.first?.hasSuffix(" · pace run · ended early") == true, "\(history)")
        #expect(history.last?.contains(" · pace run · ") == true, "\(history)")
        #expect(HistoryReport.lines(flow.store, catalogue: catalogue, words: chinese).first?.contains("呼吸频率测试") == true)
        let scored = RRMatch.Scored(run: try #require(runs.first), scores: [
            RRScoring.BlockScore(rate: 6.5, swing: 7.46, breaths: 6, beats: 70, candidate: true),
            RRScoring.BlockScore(rate: 6, swing: nil, breaths: 2, beats: 20, candidate: false),
        ], suggestion: PaceSuggestion(rate: 6, reason: .tooFewBlocks))
        let lines = PaceReport.scoreLines(scored, file: "rr.csv", separator: " · ", words: chinese)
        #expect(lines == [
            "你在 2026-12-01 09:00 的测试，按 rr.csv 评分",
            "  每分钟     每次呼吸的起伏   呼吸次数  心跳数",
            "  6.5        7.5 次/分        6         70",
            "  6          -                2         20",
            "建议：每分钟呼吸 6 次。可以比较的段不到两段（一段要完整做完，没有暂停、没有不适，心跳记录也干净，才算数），所以建议每分钟 6 次，这是稳妥的默认值。",
            "按这个频率练习：breathe config pace 6 · 然后 breathe practice pace",
        ])
        #expect(PaceReport.scoreLines(scored, file: "rr.csv", separator: " · ")[1...2] == ["  a minute   swing a breath   breaths   beats", "  6.5        7.5 bpm          6         70"])
    }

    @Test func theJSONExplanationStaysEnglish() {
        let result = PaceResult(runID: "r", rows: [], suggestion: PaceSuggestion(rate: 6, reason: .noneStoodOut), stoppedEarly: true)
        #expect(PaceJSON(result, startedAt: nil, keptAsPace: nil).suggestion?.explanation.hasPrefix("None of the rates you rated was easy without discomfort, so the suggestion is 6 a minute") == true)
    }
}
