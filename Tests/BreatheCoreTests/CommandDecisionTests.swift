import Foundation
import Testing
@testable import BreatheCore

/// What the executable used to decide for itself, now pure core code: the status line,
/// the import and sync summaries, the pace kept, an RR recording matched to its run,
/// programs and lessons refused in one place, and each command's start-up plan.
@Suite struct CommandDecisionTests {
    static let catalogue = Catalogue(programs: [AppFlow.program, AppFlow.other], warnings: [])
    static let monday = LocalTimestamp(iso8601: "2026-11-30T08:00:00+01:00")!

    /// A session of `minutes` on day `offset` after Monday, counted or not.
    static func session(_ id: String, day offset: Int, minutes: Double = 5, lesson: String? = nil, paceRun: String? = nil, pattern: String = "5-5") -> SessionRecord {
        let start = monday.adding(seconds: Int64(offset) * 86_400)
        return SessionRecord(id: id, programID: lesson == nil ? nil : "test", lessonID: lesson, pattern: pattern, startedAt: start, endedAt: start.adding(seconds: Int64(minutes * 60)),
                      plannedSeconds: minutes * 60, practicedSeconds: minutes * 60, counted: lesson != nil, endReason: .finished, paceRun: paceRun)
    }

    static func day(_ offset: Int) -> CivilDate { monday.adding(seconds: Int64(offset) * 86_400).practiceDay(rolloverHour: 3) }

    // MARK: The status line

    @Test func statusSaysNothingBeforeAnything() {
        let line = StatusLine(store: ProgressStore(), catalogue: Self.catalogue, settings: Settings(), today: Self.day(0))
        #expect(line.text(separator: " · ") == nil)
        #expect(line.practiceDays == 0 && line.programID == nil && line.streak == 0)
    }

    @Test func statusGivesTheLessonAndTheDay() {
        var store = ProgressStore()
        store.append(ActivationRecord(id: "a1", programID: "test", at: Self.monday))
        store.append(Self.session("s1", day: 0))
        store.append(Self.session("s2", day: 1))
        let line = StatusLine(store: store, catalogue: Self.catalogue, settings: Settings(), today: Self.day(1))
        #expect(line.text(separator: " · ") == "lesson 1/3 · 2-day streak")
        #expect(line.lesson == 1 && line.lessons == 3 && line.complete == false)
        // The same store a day later: the streak still stands (today is not over).
        #expect(StatusLine(store: store, catalogue: Self.catalogue, settings: Settings(), today: Self.day(2)).text(separator: " - ") == "lesson 1/3 - 2-day streak")
        // Without the streak, the days practised instead.
        var quiet = Settings()
        quiet.showStreak = false
        let hidden = StatusLine(store: store, catalogue: Self.catalogue, settings: quiet, today: Self.day(1))
        #expect(hidden.text(separator: " · ") == "lesson 1/3 · 2 practice days")
        #expect(hidden.streak == nil)
    }

    /// Once today's lesson is done, status says so as home does ("Lesson 1 of 3 done
    /// today"), not the next lesson's number, which waits for tomorrow: the walk saw
    /// "lesson 4/10" in the prompt beside home's "Lesson 3 of 10 done today".
    @Test func statusSaysTodaysLessonIsDoneAsHomeDoes() throws {
        var store = ProgressStore()
        store.append(ActivationRecord(id: "a1", programID: "test", at: Self.monday))
        store.append(Self.session("s1", day: 0, lesson: "a"))
        store.append(CompletionRecord(id: "c1", programID: "test", lessonID: "a", completedAt: Self.monday.adding(seconds: 300), sessionIDs: ["s1"]))
        let today = StatusLine(store: store, catalogue: Self.catalogue, settings: Settings(), today: Self.day(0))
        #expect(today.text(separator: " · ") == "lesson 1/3 done today · 1-day streak")
        #expect(today.lesson == 1 && today.doneToday == true)
        #expect(today.text(separator: " · ", words: Words(.simplifiedChinese)) == "今天完成了第 1/3 课 · 连续 1 天")
        let facts = TodaysLesson(program: AppFlow.program, store: store, now: Self.monday.adding(seconds: 600), rolloverHour: 3)
        let home = ProgressReport(program: AppFlow.program, store: store).position(today: facts, separator: " · ", words: .english)
        #expect(home.hasPrefix("Lesson \(try #require(today.lesson)) of 3 done today"), "\(home)")
        // The next day, the next lesson.
        let tomorrow = StatusLine(store: store, catalogue: Self.catalogue, settings: Settings(), today: Self.day(1))
        #expect(tomorrow.text(separator: " · ") == "lesson 2/3 · 1-day streak")
        #expect(tomorrow.doneToday == false)
    }

    @Test func statusJSONHasEveryKey() throws {
        let data = try JSONEncoder().encode(StatusLine(store: ProgressStore(), catalogue: Self.catalogue, settings: Settings(), today: Self.day(0)))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == [
            "format", "breathe", "programID", "lesson", "lessons", "complete", "doneToday", "streak", "practiceDays"])
    }

    // MARK: Import and sync

    @Test func importCountsWhatIsNew() {
        var before = ProgressStore()
        before.append(Self.session("s1", day: 0))
        var file = ProgressStore()
        for id in ["s1", "s2", "s3"] { file.append(Self.session(id, day: 0)) }
        #expect(TransferSummary.importLine(path: "b.json", before: before, imported: file, setAside: 0, conflicts: []) == "Imported b.json: 2 new sessions, 1 already here.")
        // Only settings that sync applies are named: a device's own (language) stays with
        // it, and the line promised sync would apply it.
        for (key, value) in [("language", "zh-Hans"), ("soundOverSSH", "true"), ("threshold", "0.7")] {
            file.append(SettingChange(id: "k-" + key, key: key, value: value, at: Self.monday))
        }
        let withSettings = TransferSummary.importLine(path: "b.json", before: before, imported: file, setAside: 0, conflicts: [])
        #expect(withSettings.contains("changes to 1 setting (threshold)"), "\(withSettings)")
        #expect(!withSettings.contains("language") && !withSettings.contains("soundOverSSH"))
        #expect(TransferSummary.importLine(path: "b.json", before: file, imported: before, setAside: 1, conflicts: ["s1 kept the longer"])
                == "Imported b.json: 0 new sessions, 1 already here, 1 record set aside; 1 conflict settled as sync settles them: s1 kept the longer.")
    }

    /// BOLT results are counted apart from sessions, and only named when the file held some.
    @Test func importCountsBoltResultsApart() {
        let at = LocalTimestamp(iso8601: "2026-11-30T07:00:00+08:00")!
        var before = ProgressStore()
        before.append(BoltResult(id: "b1", at: at, seconds: 20))
        var file = ProgressStore()
        file.append(Self.session("s1", day: 0))
        for id in ["b1", "b2", "b3"] { file.append(BoltResult(id: id, at: at, seconds: 21)) }
        #expect(TransferSummary.importLine(path: "b.json", before: before, imported: file, setAside: 1, conflicts: [])
                == "Imported b.json: 1 new session, 0 already here, 1 record set aside; 2 new BOLT results, 1 already here.")
        #expect(TransferSummary.importLine(path: "b.json", before: before, imported: file, setAside: 0, conflicts: [], words: Words(.simplifiedChinese))
                == "已导入 b.json：新增 1 次练习，0 次已有；新增 2 个 BOLT 结果，1 个已有。")
    }

    @Test func syncCountsBoltResultsApart() {
        #expect(TransferSummary.syncLine(folder: "/s", received: 0, sent: 1, adoptedKeys: [], conflicts: [], boltReceived: 1, boltSent: 0)
                == "Synced with /s: 0 sessions received, 1 sent; 1 BOLT result received, 0 sent; no conflicts.")
        #expect(TransferSummary.syncLine(folder: "/s", received: 0, sent: 0, adoptedKeys: [], conflicts: [], boltReceived: 0, boltSent: 2, words: Words(.simplifiedChinese))
                == "已与 /s 同步：收到 0 次练习，发出 0 次；收到 0 个 BOLT 结果，发出 2 个；没有冲突。")
    }

    @Test func syncSaysWhatTravelled() {
        #expect(TransferSummary.syncLine(folder: "/s", received: 1, sent: 0, adoptedKeys: [], conflicts: []) == "Synced with /s: 1 session received, 0 sent; no conflicts.")
        #expect(TransferSummary.syncLine(folder: "/s", received: 2, sent: 3, adoptedKeys: ["volume", "sound"], conflicts: ["a", "b"])
                == "Synced with /s: 2 sessions received, 3 sent; settings taken from their latest change, here or on another device: sound, volume; 2 conflicts settled: a; b.")
    }

    // MARK: The pace kept

    static func result(_ answers: [PaceAnswer]) -> PaceResult {
        PaceResult(runID: "r", rows: answers.map { PaceResult.Row(answer: $0, practicedSeconds: 120, endReason: .finished) }, suggestion: PaceSuggestion.fromAnswers(answers), stoppedEarly: false)
    }

    @Test func onlyAnEasyRateIsKept() {
        let easy = Self.result([PaceAnswer(rate: 6, ease: 4, discomfort: false), PaceAnswer(rate: 5.5, ease: 4, discomfort: false), PaceAnswer(rate: 5, ease: 2, discomfort: false)])
        #expect(PaceKeeping.rateToKeep(easy) == 5.5)
        let hard = Self.result([PaceAnswer(rate: 6, ease: 2, discomfort: false), PaceAnswer(rate: 5.5, ease: 5, discomfort: true)])
        #expect(PaceKeeping.rateToKeep(hard) == nil)
        #expect(PaceKeeping.rateToKeep(Self.result([])) == nil)
    }

    @Test func theLineAfterTheRunSaysWhatStays() {
        let easy = Self.result([PaceAnswer(rate: 6, ease: 4, discomfort: false), PaceAnswer(rate: 5.5, ease: 5, discomfort: false)])
        #expect(PaceKeeping.line(easy, kept: true, currentPace: 6) == "Kept as your pace (5.5 a minute): breathe practice pace breathes it.")
        let hard = Self.result([PaceAnswer(rate: 6.5, ease: 3, discomfort: false), PaceAnswer(rate: 6, ease: nil, discomfort: false)])
        #expect(PaceKeeping.line(hard, kept: false, currentPace: 6) == "None of the rates you rated was easy without discomfort, so your pace stays 6 a minute.")
        // Nothing rated (skipped, or no one to answer): nothing is said about any rate.
        let unrated = Self.result([PaceAnswer(rate: 6.5, ease: nil, discomfort: false), PaceAnswer(rate: 6, ease: nil, discomfort: true)])
        #expect(unrated.suggestion == nil)
        #expect(PaceKeeping.rateToKeep(unrated) == nil)
        #expect(PaceKeeping.line(unrated, kept: false, currentPace: 5) == "Your pace stays 5 a minute.")
        #expect(PaceKeeping.line(Self.result([]), kept: false, currentPace: 5) == "Your pace stays 5 a minute.")
        // Found, but the setting could not be written: nothing claims it was kept, or that
        // nothing was found.
        #expect(PaceKeeping.line(easy, kept: false, currentPace: 6.5) == "Your pace stays 6.5 a minute.")
    }

    // MARK: An RR recording matched to its run

    /// Two runs of two 120 s blocks each, a day apart.
    static let runs: [PaceRunRecord] = {
        var store = ProgressStore()
        store.append(session("a1", day: 0, minutes: 2, paceRun: "first", pattern: "pace-6.5"))
        store.append(session("b1", day: 1, minutes: 2, paceRun: "second", pattern: "pace-6.5"))
        return PaceHistory.runs(in: store)
    }()

    @Test func aTimedRecordingScoresTheRunItFallsIn() throws {
        #expect(Self.runs.map(\.runID) == ["first", "second"])
        let start = try #require(Self.runs.first?.blockTimes.first?.start)
        // A steady 1 s heart beat through the first run: flat, but it overlaps.
        let times = (0..<120).map { start + Double($0) }
        let scored = try RRMatch.score(RRRecording(intervals: Array(repeating: 1000, count: 120), times: times), file: "rr.txt", runs: Self.runs).get()
        #expect(scored.run.runID == "first")
    }

    @Test func recordingsThatCannotBePlacedAreRefusedByName() {
        let elsewhere = RRRecording(intervals: Array(repeating: 1000, count: 60), times: (0..<60).map { Double($0) })
        guard case .failure(let apart) = RRMatch.score(elsewhere, file: "rr.txt", runs: Self.runs) else { Issue.record("placed"); return }
        // With dates: a recording of another day must not read as the same hours.
        #expect(apart.description.hasPrefix(
            "rr.txt: the recording (1970-01-01 00:00:00 to 1970-01-01 00:00:59 UTC) does not overlap your last run (2026-"))
        let tooShort = RRRecording(intervals: Array(repeating: 1000, count: 30), times: nil)
        guard case .failure(let short) = RRMatch.score(tooShort, file: "rr.txt", runs: Self.runs) else { Issue.record("placed"); return }
        #expect(short.description == "rr.txt: a list of intervals without times is placed from the start of your last run, but it lasts 0:30 and the run lasted 2:00; trim it to the run, or export the recording with its times")
        guard case .failure(let none) = RRMatch.score(tooShort, file: "rr.txt", runs: []) else { Issue.record("placed"); return }
        #expect(none == RRMatch.noRunYet)
    }

    // MARK: Programs and lessons, refused in one place

    @Test func programsAndLessonsAreFoundOrRefused() {
        let store = ProgressStore()
        #expect((try? ProgramLookup.program("test", catalogue: Self.catalogue, store: store).get())?.id == "test")
        #expect(ProgramLookup.program("nope", catalogue: Self.catalogue, store: store) == .failure(.usage(message: "no program 'nope'; the programs are: test, other", hint: "breathe programs")))
        var active = ProgressStore()
        active.append(ActivationRecord(id: "a", programID: "gone", at: Self.monday))
        guard case .failure(.broken(let message)) = ProgramLookup.program("gone", catalogue: Self.catalogue, store: active) else { Issue.record("not broken"); return }
        #expect(message.hasSuffix("your progress in gone is kept"))
        #expect((try? ProgramLookup.programToStart(nil, catalogue: Self.catalogue, store: store).get())?.id == "test")
        #expect(ProgramLookup.programToStart(nil, catalogue: Catalogue(programs: [], warnings: []), store: store) == .failure(.broken("there are no programs to start")))
        #expect((try? ProgramLookup.lesson("b", of: AppFlow.program).get())??.id == "b")
        #expect((try? ProgramLookup.lesson(nil, of: AppFlow.program).get()) == .some(nil))
        #expect(ProgramLookup.lesson("z", of: AppFlow.program) == .failure(.usage(message: "Test has no lesson 'z'; its lessons are: a, b, c", hint: "breathe progress test")))
    }

    // MARK: Start-up plans

    @Test func eachCommandLoadsWhatItNeeds() throws {
        func plan(_ words: [String]) throws -> StartupPlan { StartupPlan.of(try BreatheCommand.parse(words).get()) }
        #expect(try plan(["status"]).store == .peek)
        #expect(try plan(["practice", "box"]).store == .recoveredOrEmpty)
        #expect(try plan(["practice", "box"]).settingsFailureNote?.english == "nothing was practised; fix the problem above first, since the session could not be saved")
        #expect(try plan(["pace"]).settingsFailureNote?.english == "nothing was practised; fix the problem above first, since the blocks could not be saved")
        #expect(try plan(["pace", "--history"]).store == .recovered)
        #expect(try plan(["history"]).store == .recovered && plan(["history"]).settingsFailureNote == nil)
        #expect(try plan(["programs"]).warnsOfSkippedPrograms && plan(["progress"]).warnsOfSkippedPrograms)
        #expect(try !plan(["history"]).warnsOfSkippedPrograms)
        #expect(try plan(["sync", "--off"]).store == .none && plan(["sync", "--off"]).settings)
        #expect(try plan(["sync"]).store == .recovered)
        // patterns reads the settings: pace is listed at the person's rate.
        #expect(try plan(["patterns"]).store == .none && plan(["patterns"]).settings)
        for words in [["help"], ["--version"], ["completions", "bash"], ["config"], ["practice", "--help"]] {
            #expect(try plan(words) == .nothing, "\(words)")
        }
    }

    // MARK: How a session is shown

    @Test func theFullScreenNeedsATerminalAndATerm() {
        func reason(plain: Bool = false, out: Bool = true, input: Bool = true, term: String? = "xterm-256color") -> PresentationChoice.PlainReason? {
            PresentationChoice(display: DisplayChoice(plain: plain), settings: Settings(), stdoutIsTerminal: out, stdinIsTerminal: input, term: term, noColorEnvironment: false).plainReason
        }
        #expect(reason() == nil)
        #expect(reason(plain: true) == .noNoteNeeded)
        #expect(reason(out: false) == .noNoteNeeded && reason(input: false) == .noNoteNeeded)
        #expect(reason(term: "dumb") == .said(.plainBecauseOfTerm("dumb")))
        #expect(Words.english(TerminalProblem.plainBecauseOfTerm("dumb")) == "TERM=dumb cannot draw the full screen, so the session is shown as plain lines")
        #expect(Words(.simplifiedChinese)(TerminalProblem.plainBecauseOfTerm("dumb")) == "TERM=dumb 无法显示全屏界面，所以练习以逐行文字显示")
        #expect(reason(term: nil) == .said(.plainBecauseOfTerm(nil)))
        #expect(Words.english(TerminalProblem.plainBecauseOfTerm(nil)) == "TERM=(unset) cannot draw the full screen, so the session is shown as plain lines")
        #expect(reason(term: "") == .said(.plainBecauseOfTerm(nil)))
        // Without a terminal no note is needed, whatever TERM says.
        #expect(reason(out: false, term: "dumb") == .noNoteNeeded)
    }

    @Test func colourAndSoundFollowOptionsThenSettings() {
        var settings = Settings()
        settings.sound = .tone
        func choice(_ display: DisplayChoice, noColor: Bool = false) -> PresentationChoice {
            PresentationChoice(display: display, settings: settings, stdoutIsTerminal: true, stdinIsTerminal: true, term: "xterm", noColorEnvironment: noColor)
        }
        #expect(choice(DisplayChoice()).sound == .tone)
        #expect(choice(DisplayChoice(sound: .bell)).sound == .bell)
        #expect(choice(DisplayChoice()).colour)
        #expect(!choice(DisplayChoice(noColor: true)).colour)
        #expect(!choice(DisplayChoice(), noColor: true).colour)
        settings.color = false
        #expect(!choice(DisplayChoice()).colour)
    }

    @Test func theAppsExitStatus() {
        var outcome = AppOutcome()
        #expect(outcome.exitStatus == 0)
        outcome.failed = true
        #expect(outcome.exitStatus == 1)
        outcome.usage = true
        #expect(outcome.exitStatus == 2)
    }
}
