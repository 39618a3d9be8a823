
import FoundationEssentials
import Testing
@testable import BreatheTUI
@testable import BreatheCore

@Suite struct ProgramPanelsTests {
    let program: Program
    init() throws {
        let json = #"""
            {"id": "calm", "title": "Calm", "summary": "Three lessons to settle.", "lessons": [
              {"id": "a", "title": "Arrive", "pattern": "relax", "minutes": 2, "note": "Let the exhale be long and easy."},
              {"id": "b", "title": "Balance", "pattern": "box", "minutes": 4},
              {"id": "c", "title": "Close", "pattern": "4-7-8", "cycles": 4}
            ]}
            """#
        program = try ProgramDecoder.decode(Data(json.utf8), file: "calm.json", source: .builtIn)
    }

    func store(completing lessonIDs: [String]) -> ProgressStore {
        var store = ProgressStore()
        for (day, id) in lessonIDs.enumerated() {
            let at = LocalTimestamp(iso8601: "2026-11-2\(day + 1)T20:00:00+01:00")!
            store.append(CompletionRecord(id: "c\(day)", programID: "calm", lessonID: id, completedAt: at, sessionIDs: []))
        }
        return store
    }

    func text(_ panel: Panel, width: Int = 80, height: Int = 24, glyphs: GlyphSet = .braille) -> String {
        panel.render(width: width, height: height, glyphs: glyphs).text
    }

    /// The latest choice not on this device is said below today's lesson, which stays
    /// where it is; the chooser says it above its list, and its selection keeps its row.
    @Test func aChoiceNotHereIsSaidBelowTodaysLessonAndAboveTheChooser() throws {
        let report = ProgressReport(program: program, store: store(completing: ["a"]))
        let note = "Your latest choice, mine, is not a program on this device."
        let rows = text(ProgramPanels.home(
            program: program, report: report, today: today(completing: ["a"]), offer: nil, warnings: [],
            notHere: note, glyphs: .braille)).split(separator: "\n").map { String($0).trimmingWhitespace() }
        let lesson = try #require(rows.firstIndex(of: "Today: Balance"))
        let said = try #require(rows.firstIndex(of: note))
        #expect(lesson < said)
        let entries = ChooserEntry.entries(
            programs: [program], store: ProgressStore(), active: nil, today: CivilDate.aDayAfterTheTests, rolloverHour: 3)
        let chooser = ProgramPanels.chooser(
            entries: entries, chooser: Chooser(selected: 0, firstRun: true), note: note, glyphs: .braille)
        let chooserRows = text(chooser).split(separator: "\n").map { String($0).trimmingWhitespace() }
        #expect(chooserRows.firstIndex(of: note).map { $0 < (chooserRows.firstIndex { $0.contains("Calm") } ?? 0) } == true)
        guard case .option(let label, _, let selected)? = chooser.focus.map({ chooser.lines[$0] }) else {
            Issue.record("the chooser's focus is not its selected program")
            return
        }
        #expect(label == "Calm" && selected)
    }

    @Test func homeWithTodaysLessonAndAnUnfinishedAttempt() {
        let report = ProgressReport(program: program, store: store(completing: ["a"]))
        let offer = ContinuationOffer(lastSessionID: "s", practicedSeconds: 90, plannedSeconds: 240)
        let panel = ProgramPanels.home(program: program, report: report, today: today(completing: ["a"]), offer: offer, warnings: [], glyphs: .braille)
        let screen = text(panel)
        assertSnapshot(screen, named: "home-80x24-lesson-2")
        let rows = screen.split(separator: "\n").map { String($0).trimmingWhitespace() }
        #expect(rows.contains("Lesson 2 of 3"))
        #expect(rows.contains("Today: Balance"))
        // Its length once, as its whole cycles take: "4:00", not "4 min · 4:00".
        #expect(rows.contains("box · 4:00"))
        #expect(!screen.contains("%"))
    }

    /// A lesson has one length, the time its whole cycles take: Foundations' sixth lesson
    /// asks for 5 minutes of 4-7 (11 s a cycle), which is 27 cycles, 4:57. Home, the
    /// progress list, the plain header and the line after the lesson before it all say
    /// 4:57, never "5 min".
    @Test func aLessonsLengthIsOneFigureOnEveryScreen() throws {
        let foundations = try #require(Catalogue.load(builtIn: Catalogue.builtInFiles, personal: []).program(id: "foundations"))
        let lesson = foundations.lessons[5]
        #expect(lesson.patternText == "4-7" && lesson.length == .minutes(5))
        var store = ProgressStore()
        for (day, done) in foundations.lessons.prefix(5).enumerated() {
            let at = LocalTimestamp(iso8601: "2026-11-2\(day + 1)T20:00:00+01:00")!
            store.append(CompletionRecord(id: "c\(day)", programID: "foundations", lessonID: done.id, completedAt: at, sessionIDs: []))
        }
        let today = TodaysLesson(program: foundations, store: store, now: LocalTimestamp(iso8601: "2026-12-01T20:00:00+01:00")!, rolloverHour: 3)
        #expect(today.lesson.id == lesson.id)
        let report = ProgressReport(program: foundations, store: store)
        for (words, length) in [(Words.english, "4:57"), (Words(.simplifiedChinese), "4分57秒")] {
            let home = text(ProgramPanels.home(program: foundations, report: report, today: today, offer: nil, warnings: [], glyphs: .braille, words: words))
            #expect(home.contains("4-7 · \(length)\n"), "\(home)")
            #expect(report.lessonLines(check: "✓", current: "→", words: words).contains { $0.hasPrefix("→") && $0.contains(length) })
            let before = LessonMessage.lines(for: .completed(next: lesson), lesson: foundations.lessons[4], program: foundations, words: words)
            #expect(before[1].contains(length), "\(before)")
            #expect(!(home + before.joined()).contains("5 min") && !(home + before.joined()).contains("5分钟"))
        }
        #expect(PlainView.header("Foundations", plan: lesson.plan, separator: " · ", words: .english).hasSuffix("27 cycles · 4:57"))
    }

    /// The mood check says where the answers go, as they do: with the session, into the
    /// store, exports and the sync folder (it said "stay on this machine", and a sync
    /// carried them to the folder). The whole sentence shows at 80×24 and at 40×12.
    @Test(arguments: [(80, 24), (40, 12)])
    func theMoodCheckSaysWhereTheAnswersGo(width: Int, height: Int) {
        for (words, says) in [(Words.english, ["exports", "sync folder", "nowhere else"]), (Words(.simplifiedChinese), ["导出", "同步文件夹", "别处没有"])] {
            let panel = ProgramPanels.moodCheck(lesson: program.lessons[0], before: true, glyphs: .braille, words: words)
            let screen = panel.render(width: width, height: height, glyphs: .braille, words: words).text
            let joined = screen.split(separator: "\n").map { String($0).trimmingWhitespace() }.joined(separator: words.rules.gap)
            for phrase in says { #expect(joined.contains(phrase), "\(screen)") }
            #expect(!joined.contains("this machine") && !joined.contains("这台设备") && !screen.contains("…"), "\(screen)")
        }
    }

    /// The chooser says where each begun program stands and marks the active one; Enter
    /// on another asks before leaving it, in both languages.
    @Test func theChooserShowsEachProgramsPlaceAndAsksBeforeSwitching() throws {
        let other = try ProgramDecoder.decode(Data(#"{"id": "box", "title": "Box", "summary": "Square breaths.", "lessons": [{"id": "x", "title": "X", "pattern": "box", "cycles": 2}]}"#.utf8), file: "box.json", source: .builtIn)
        var store = store(completing: ["a"])
        store.append(ActivationRecord(id: "act", programID: "calm", at: LocalTimestamp(iso8601: "2026-11-20T20:00:00+01:00")!))
        let list = text(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program, other], store: store, active: store.activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 1, firstRun: false), glyphs: .braille))
        #expect(list.contains("  Calm · Lesson 2 of 3 · active\n"), "\(list)")
        #expect(list.contains("› Box\n"), "\(list)")
        #expect(list.contains("up/down choose · Enter select · q back"))
        let asking = text(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program, other], store: store, active: store.activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 1, firstRun: false, confirming: true), glyphs: .braille))
        #expect(asking.contains("Switch to Box? Calm keeps its place, and you can come back to it at any\n    time."), "\(asking)")
        #expect(asking.contains("Enter switch · other keys stay"))
        let chinese = Words(.simplifiedChinese)
        func zh(confirming: Bool) -> String {
            ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program, other], store: store, active: store.activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 1, firstRun: false, confirming: confirming), glyphs: .braille, words: chinese).render(width: 80, height: 24, glyphs: .braille, words: chinese).text
        }
        #expect(zh(confirming: false).contains("Calm · 第 2 课，共 3 课 · 当前课程"), "\(zh(confirming: false))")
        // Asking, the question stands alone with the program it would switch to.
        let askingZH = zh(confirming: true)
        #expect(askingZH.contains("切换到《Box》？《Calm》的进度会保留，随时可以回来。") && askingZH.contains("回车切换 · 其他键不切换"), "\(askingZH)")
        #expect(askingZH.contains("› Box") && !askingZH.contains("当前课程"), "\(askingZH)")
        // On the day its lesson was done, as home says it: not the next lesson's number.
        let done = try #require(store.completions.first).completedAt.practiceDay(rolloverHour: 3)
        let sameDay = text(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program, other], store: store, active: store.activeProgramID, today: done, rolloverHour: 3), chooser: Chooser(selected: 1, firstRun: false), glyphs: .braille))
        #expect(sameDay.contains("  Calm · Lesson 1 of 3 done today · active\n"), "\(sameDay)")
        // A first attempt that fell short begins a program too (the walk saw none).
        var tried = ProgressStore()
        tried.append(SessionRecord(
            id: "s1", programID: "box", lessonID: "x", pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-20T20:00:00+01:00")!,
            endedAt: LocalTimestamp(iso8601: "2026-11-20T20:01:05+01:00")!, plannedSeconds: 128, practicedSeconds: 65, counted: false,
            endReason: .quit))
        let begun = text(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program, other], store: tried, active: tried.activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 0, firstRun: false), glyphs: .braille))
        #expect(begun.contains("  Box · Lesson 1 of 1\n") && begun.contains("› Calm\n"), "\(begun)")
    }

    /// Today's lesson, days after the completions of `store(completing:)`.
    func today(completing lessonIDs: [String], now: String = "2026-12-01T20:00:00+01:00") -> TodaysLesson {
        TodaysLesson(program: program, store: store(completing: lessonIDs), now: LocalTimestamp(iso8601: now)!, rolloverHour: 3)
    }

    /// With the daily pace, once today's lesson is done the next waits for tomorrow: home
    /// says so, names it, and offers today's again.
    @Test func homeOnceTodaysLessonIsDone() {
        let report = ProgressReport(program: program, store: store(completing: ["a", "b"]))
        let done = today(completing: ["a", "b"], now: "2026-11-22T23:30:00+01:00")
        #expect(done.lesson.id == "b")
        #expect(done.state == .doneToday(tomorrow: program.lessons[2]))
        let screen = text(ProgramPanels.home(program: program, report: report, today: done, offer: nil, warnings: [], glyphs: .braille))
        assertSnapshot(screen, named: "home-80x24-done-today")
        #expect(screen.contains("Lesson 2 of 3 done today · next, tomorrow: Close"))
        #expect(!screen.contains("Lesson 3 of 3"))
        #expect(screen.contains("Today's lesson is done: Balance."))
        #expect(screen.contains("Tomorrow: 4-7-8, 4 cycles in 1:16."))
    }

    @Test func homeOnceTheProgramIsComplete() {
        let report = ProgressReport(program: program, store: store(completing: ["a", "b", "c"]))
        let screen = text(ProgramPanels.home(program: program, report: report, today: today(completing: ["a", "b", "c"]), offer: nil, warnings: ["mine.json: id: missing; this file is skipped"], glyphs: .braille))
        assertSnapshot(screen, named: "home-80x24-complete")
        #expect(screen.contains("All 3 lessons completed"))
        #expect(screen.contains("Skipped: mine.json"))
    }

    @Test func progressListsLessonsWithChecksAndDatesAndNoPercentage() {
        let report = ProgressReport(program: program, store: store(completing: ["a"]))
        let screen = text(ProgramPanels.progress(report: report, glyphs: .braille))
        assertSnapshot(screen, named: "progress-80x24")
        #expect(screen.contains("✓ Arrive  2026-11-21"))
        #expect(screen.contains("→ Balance  (box, 4:00)"))
        #expect(!screen.contains("%"))
        let ascii = text(ProgramPanels.progress(report: report, glyphs: .ascii), glyphs: .ascii)
        #expect(ascii.contains("[x] Arrive"))
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// The program's calendar goes under the lessons when the window has room for all of
    /// it, and is left out (never cut into) when it has not.
    @Test func progressShowsTheCalendarWhenThereIsRoom() {
        let report = ProgressReport(program: program, store: store(completing: ["a"]))
        var days: [CivilDate: DayPractice] = [:]
        for day in [CivilDate(year: 2026, month: 11, day: 30), CivilDate(year: 2026, month: 12, day: 2)] {
            days[day] = DayPractice(date: day, seconds: 600, sessions: 1, isPracticeDay: true, isRestDay: false)
        }
        let calendar = PracticeCalendar(days: days, today: CivilDate(year: 2026, month: 12, day: 2), ascii: true, colour: false).styledLines(width: Panel.column(width: 80))
        let roomy = text(ProgramPanels.progress(report: report, calendar: calendar, width: 80, height: 24, glyphs: .ascii), glyphs: .ascii)
        assertSnapshot(roomy, named: "progress-calendar-80x24")
        #expect(roomy.contains("Mon *"))
        #expect(roomy.contains("Wed *"))
        #expect(roomy.contains("^ today"))
        let cramped = text(ProgramPanels.progress(report: report, calendar: calendar, width: 80, height: 14, glyphs: .ascii), height: 14, glyphs: .ascii)
        #expect(!cramped.contains("Mon *"))
        #expect(cramped.contains("Balance  (box, 4:00)"))
    }

    @Test func chooserAndContinuation() {
        let chooser = text(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program], store: ProgressStore(), active: ProgressStore().activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 0, firstRun: true), glyphs: .braille))
        #expect(chooser.contains("› Calm"))
        #expect(chooser.contains("Three lessons to settle. (3 lessons)"))
        // On a first run there is nothing to go back to: q leaves, and says so.
        #expect(chooser.contains("q quit") && !chooser.contains("q back"))
        let switching = text(ProgramPanels.chooser(entries: ChooserEntry.entries(programs: [program], store: ProgressStore(), active: ProgressStore().activeProgramID, today: CivilDate.aDayAfterTheTests, rolloverHour: 3), chooser: Chooser(selected: 0, firstRun: false), glyphs: .braille))
        #expect(switching.contains("q back") && !switching.contains("q quit"))
        let offer = ContinuationOffer(lastSessionID: "s", practicedSeconds: 150, plannedSeconds: 240)
        let choice = text(ProgramPanels.continuation(lesson: program.lessons[1], offer: offer, selected: 0, glyphs: .braille))
        assertSnapshot(choice, named: "continue-80x24")
        // The time the continuing session will take: the 1:30 left in whole 16-second cycles.
        #expect(choice.contains("› Continue (1:36 left)"))
        #expect(choice.contains("  Start over"))
    }

    @Test func summaryAfterAShortSession() {
        let message = LessonMessage.lines(for: .saved(practiced: 150, planned: 240), lesson: program.lessons[1], program: program)
        let screen = text(ProgramPanels.summary(program: "Calm", summaryLine: "box · 2:30 practised of 4:00 · 9 full cycles · ended early", message: message, problems: [], glyphs: .braille))
        assertSnapshot(screen, named: "summary-80x24-saved")
        // The program's name on top, as home has it; the verdict is said once, below.
        #expect(screen.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }.map { String($0).trimmingWhitespace() } == "Calm")
        // What is left is what the offer to continue will say (chooserAndContinuation).
        #expect(screen.contains("2:30 of 4:00 practised and saved. Continue later today (1:36 left)"))
    }

    @Test(arguments: [(10, 5), (20, 8), (1, 1), (0, 0)])
    func panelsSurviveTinyTerminals(width: Int, height: Int) {
        let report = ProgressReport(program: program, store: ProgressStore())
        let grid = ProgramPanels.home(program: program, report: report, today: today(completing: []), offer: nil, warnings: [], glyphs: .braille).render(width: width, height: height, glyphs: .braille)
        #expect(grid.width == width && grid.height == height)
    }
}

extension CivilDate {
    /// A practice day after every record these screens' tests make: no lesson is done on it.
    static let aDayAfterTheTests = CivilDate(year: 2026, month: 12, day: 1)
}
