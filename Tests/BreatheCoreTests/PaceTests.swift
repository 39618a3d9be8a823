import FoundationEssentials
import Testing
@testable import BreatheCore
#if canImport(Glibc)
import Glibc
#endif

@Suite struct PacePlanTests {
    @Test func fiveRatesFromQuickToSlowEachOutLongerThanIn() {
        let plan = PacePlan()
        #expect(plan.blocks.map(\.rate) == [6.5, 6, 5.5, 5, 4.5])
        #expect(plan.blocks.map(\.patternName) == ["pace-6.5", "pace-6", "pace-5.5", "pace-5", "pace-4.5"])
        for block in plan.blocks {
            let phases = block.plan.pattern.phases
            #expect(phases.map(\.kind) == [.inhale, .exhale])
            #expect(abs(phases[0].seconds / phases[1].seconds - 4.0 / 6.0) < 1e-9)
            #expect(abs(block.plan.pattern.breathsPerMinute - block.rate) < 1e-9)
            // About two minutes of whole breaths.
            #expect(abs(block.plan.totalSeconds - 120) <= 60 / block.rate / 2 + 1e-9, "\(block.rate): \(block.plan.totalSeconds)")
        }
        #expect(PacePlan(minutesPerRate: 3).blocks[0].plan.cycles == 20)
        // Out of range is held to it.
        #expect(PacePlan(minutesPerRate: 99).minutesPerRate == 5)
    }
}

@Suite struct PaceSuggestionTests {
    @Test(arguments: [
        // ease and discomfort for 6.5, 6, 5.5, 5, 4.5 → suggested rate
        ([5, 5, 4, 3, 2], [false, false, false, false, false], 5.5, PaceSuggestion.Reason.slowestEasy),
        ([5, 5, 5, 5, 4], [false, false, false, false, false], 4.5, .slowestEasy),
        ([5, 4, 5, 5, 5], [false, false, false, true, false], 4.5, .slowestEasy),
        ([5, 4, 5, 4, 5], [false, false, false, true, true], 5.5, .slowestEasy),
        ([3, 3, 2, 2, 1], [false, false, false, false, false], 6, .noneStoodOut),
        ([5, 5, 5, 5, 5], [true, true, true, true, true], 6, .noneStoodOut),
    ] as [([Int], [Bool], Double, PaceSuggestion.Reason)])
    func theSlowestEasyRateWithoutDiscomfort(ease: [Int], discomfort: [Bool], rate: Double, reason: PaceSuggestion.Reason) {
        let answers = zip(PacePlan.rates, zip(ease, discomfort)).map { PaceAnswer(rate: $0, ease: $1.0, discomfort: $1.1) }
        let suggestion = PaceSuggestion.fromAnswers(answers)
        #expect(suggestion?.rate == rate)
        #expect(suggestion?.reason == reason)
    }

    @Test func aRunEndedEarlyUsesWhatWasAnswered() {
        // Light-headed at 5.5: the slower blocks were never breathed.
        let answers = [PaceAnswer(rate: 6.5, ease: 5, discomfort: false), PaceAnswer(rate: 6, ease: 4, discomfort: false), PaceAnswer(rate: 5.5, ease: 4, discomfort: true)]
        #expect(PaceSuggestion.fromAnswers(answers)?.rate == 6)
        #expect(PaceSuggestion.fromAnswers(answers)?.reason == .slowestEasy)
    }

    /// Nothing rated is its own fact: no suggestion at all, not the default as if the
    /// person had found nothing easy.
    @Test(arguments: [
        [],
        [PaceAnswer(rate: 6.5, ease: nil, discomfort: false)],
        [PaceAnswer(rate: 6.5, ease: nil, discomfort: false), PaceAnswer(rate: 6, ease: nil, discomfort: true)],
    ])
    func nothingRatedSuggestsNothing(answers: [PaceAnswer]) {
        #expect(PaceSuggestion.fromAnswers(answers) == nil)
    }

    /// One rating is enough to speak of what was rated.
    @Test func oneRatingIsAnAnswer() {
        let answers = [PaceAnswer(rate: 6.5, ease: nil, discomfort: false), PaceAnswer(rate: 6, ease: 2, discomfort: false)]
        #expect(PaceSuggestion.fromAnswers(answers) == PaceSuggestion(rate: 6, reason: .noneStoodOut))
    }

    @Test func theExplanationSaysWhatTheEvidenceAllows() {
        #expect(PaceSuggestion(rate: 5.5, reason: .slowestEasy).explanation.contains("Without a heart-rate sensor this is a comfort choice"))
        #expect(PaceSuggestion(rate: 6, reason: .noneStoodOut).explanation.contains("6 a minute"))
        #expect(PaceSuggestion(rate: 6, reason: .flatSwing).explanation.contains("No rate made your heart rate swing clearly more"))
        #expect(PaceSuggestion(rate: 5.5, reason: .largestSwing(.slight)).explanation.contains("only slightly"))
    }
}

/// Synthetic recordings: the heart rate rises and falls with each breath, by a swing
/// chosen per rate; the scoring must find the rate that was made to swing most.
@Suite struct RRScoringTests {
    static let start = 1_796_000_000.0

    /// Blocks of `seconds` each at the explorer's rates, back to back from `start`.
    static func blocks(seconds: Double = 120) -> [RRScoring.BlockTime] {
        PacePlan.rates.enumerated().map { RRScoring.BlockTime(rate: $1, start: start + Double($0) * seconds, end: start + Double($0 + 1) * seconds) }
    }

    /// Beats over the blocks, the heart rate 65 ± swing/2 following each breath.
    static func beats(swing: (Double) -> Double, seconds: Double = 120) -> (times: [Double], intervals: [Double]) {
        var times: [Double] = [], intervals: [Double] = []
        var time = start
        for block in blocks(seconds: seconds) {
            while time < block.end {
                let hr = 65 + swing(block.rate) / 2 * sin(2 * Double.pi * block.rate / 60 * (time - block.start))
                let interval = 60_000 / hr
                time += interval / 1000
                times.append(time)
                intervals.append(interval)
            }
        }
        return (times, intervals)
    }

    @Test func theLargestSwingIsFoundAtFiveAndAHalf() throws {
        let series = Self.beats { $0 == 5.5 ? 14 : 8 }
        let scores = RRScoring.score(times: series.times, intervals: series.intervals, blocks: Self.blocks())
        #expect(scores.count == 5)
        let best = try #require(scores.max { ($0.swing ?? 0) < ($1.swing ?? 0) })
        #expect(best.rate == 5.5)
        #expect(abs((best.swing ?? 0) - 14) < 1.5, "\(scores)")
        #expect(RRScoring.suggestion(scores) == PaceSuggestion(rate: 5.5, reason: .largestSwing(.clear)))
    }

    @Test func artefactsDoNotChangeThePick() throws {
        let clean = Self.beats { $0 == 5.5 ? 10 : 8 }
        var series = clean
        // A missed beat (one long interval), a doubled one (two short), and noise far out
        // of range, every 40 beats; and in the first block (6.5) every 9 beats, where
        // they would make its swing the largest if they were kept.
        let firstBlockEnd = series.times.firstIndex { $0 >= Self.blocks()[0].end } ?? 0
        for index in stride(from: 4, to: firstBlockEnd - 2, by: 9) { series.intervals[index] *= 1.6 }
        for index in stride(from: firstBlockEnd + 20, to: series.intervals.count - 2, by: 40) {
            switch (index / 40) % 3 {
            case 0: series.intervals[index] *= 2
            case 1: series.intervals[index] /= 2
            default: series.intervals[index] = 4000
            }
        }
        let flags = RRScoring.clean(series.intervals)
        #expect(flags.filter { !$0 }.count >= series.intervals.count / 40)
        let scores = RRScoring.score(times: series.times, intervals: series.intervals, blocks: Self.blocks())
        #expect(RRScoring.suggestion(scores)?.rate == 5.5)
        // No block's swing is inflated by what was dropped (a dropped beat can only narrow
        // a breath's range a little).
        let cleanScores = RRScoring.score(times: clean.times, intervals: clean.intervals, blocks: Self.blocks())
        for (dirty, tidy) in zip(scores, cleanScores) {
            let (withArtefacts, without) = (dirty.swing ?? 0, tidy.swing ?? 0)
            #expect(withArtefacts <= without + 0.3 && withArtefacts > without - 1.5, "\(dirty.rate): \(withArtefacts) against \(without)")
        }
    }

    @Test func oneBlockAloneComparesWithNothing() {
        let series = Self.beats { _ in 10 }
        let one = [Self.blocks()[0]]
        #expect(RRScoring.suggestion(RRScoring.score(times: series.times, intervals: series.intervals, blocks: one)) == PaceSuggestion(rate: 6, reason: .tooFewBlocks))
        // A block with discomfort is scored but never suggested.
        var blocks = Self.blocks()
        blocks[2] = RRScoring.BlockTime(rate: 5.5, start: blocks[2].start, end: blocks[2].end, candidate: false)
        let swinging = Self.beats { $0 == 5.5 ? 14 : ($0 == 5 ? 11 : 8) }
        #expect(RRScoring.suggestion(RRScoring.score(times: swinging.times, intervals: swinging.intervals, blocks: blocks))?.rate == 5)
    }

    @Test func aFlatSeriesSuggestsSixAndSaysWhy() {
        let flat = Self.beats { _ in 0 }
        let scores = RRScoring.score(times: flat.times, intervals: flat.intervals, blocks: Self.blocks())
        let suggestion = RRScoring.suggestion(scores)
        #expect(suggestion == PaceSuggestion(rate: 6, reason: .flatSwing))
        // Equal swings everywhere tell nothing apart either.
        let even = Self.beats { _ in 10 }
        #expect(RRScoring.suggestion(RRScoring.score(times: even.times, intervals: even.intervals, blocks: Self.blocks()))?.reason == .flatSwing)
    }

    @Test func aSlightDifferenceIsCalledSlight() {
        let series = Self.beats { $0 == 5 ? 11 : 10 }
        #expect(RRScoring.suggestion(RRScoring.score(times: series.times, intervals: series.intervals, blocks: Self.blocks())) == PaceSuggestion(rate: 5, reason: .largestSwing(.slight)))
    }

    @Test func aRecordingThatMissesTheRunScoresNothing() {
        let series = Self.beats { _ in 10 }
        let later = Self.blocks().map { RRScoring.BlockTime(rate: $0.rate, start: $0.start + 3600, end: $0.end + 3600) }
        let scores = RRScoring.score(times: series.times, intervals: series.intervals, blocks: later)
        #expect(scores.allSatisfy { $0.swing == nil && $0.beats == 0 })
        #expect(RRScoring.suggestion(scores) == nil)
    }
}

@Suite struct RRRecordingTests {
    @Test func oneIntervalALineInMillisecondsOrSeconds() throws {
        let ms = try RRRecording.parse("RR\n850\n\n# a note\n862.5\n840\n", file: "rr.txt")
        #expect(ms.intervals == [850, 862.5, 840])
        #expect(ms.times == nil)
        #expect(zip(ms.beatTimes(startingAt: 100), [100.85, 101.7125, 102.5525]).allSatisfy { abs($0 - $1) < 1e-9 })
        let seconds = try RRRecording.parse("0.850\n0.862\n", file: "kubios.txt")
        #expect(seconds.intervals.map { ($0 * 1000).rounded() / 1000 } == [850, 862])
    }

    @Test func aTimeAndAnIntervalALine() throws {
        let iso = try RRRecording.parse("time,rr\n2026-12-01T07:30:00.250+08:00,850\n2026-12-01T07:30:01+08:00,840\n", file: "polar.csv")
        let base = Double(LocalTimestamp(iso8601: "2026-12-01T07:30:00+08:00")!.secondsSince1970)
        #expect(iso.times == [base + 0.25, base + 1])
        #expect(iso.intervals == [850, 840])
        let polar = try RRRecording.parse("Phone timestamp;sensor timestamp [ns];RR-interval [ms]\n1796000000.5;599000000000;850\n1796000001350;600000000000;850\n", file: "polar.txt")
        #expect(polar.times == [1_796_000_000.5, 1_796_000_001.35])
        let nanoseconds = try RRRecording.parse("1796000000500000000\t850\n", file: "x.tsv")
        #expect(nanoseconds.times == [1_796_000_000.5])
        // Windows line endings, a byte-order mark, a local time split by a space and
        // written without an offset (taken in the run's offset), seconds for intervals.
        let windows = try RRRecording.parse("\u{FEFF}Phone timestamp;RR\r\n2026-12-01 07:30:00.500;0.85\r\n2026-12-01 07:30:01.350;0.84\r\n", file: "polar.txt", localOffset: 8 * 3600)
        let local = Double(LocalTimestamp(iso8601: "2026-12-01T07:30:00+08:00")!.secondsSince1970)
        #expect(windows.times == [local + 0.5, local + 1.35])
        #expect(windows.intervals.map { $0.rounded() } == [850, 840])
    }

    @Test func timesInAnotherOffsetStillIncreaseByTheInstant() throws {
        // 07:30:01Z is after 08:30:00+01:00 (07:30:00Z), though its clock reads earlier.
        let recording = try RRRecording.parse("2026-12-01T08:30:00+01:00,850\n2026-12-01T07:30:01Z,850\n", file: "rr.txt")
        #expect(recording.times?.count == 2)
    }

    @Test(arguments: [
        ("850\nabc\n", "rr.txt line 2: expected an interval in milliseconds, like 850, found 'abc'"),
        ("850\n-3\n", "rr.txt line 2: expected an interval in milliseconds, like 850"),
        ("850\n1e3\n", "line 2: expected an interval"),
        ("850\n2026-12-01T07:30:00Z,850\n", "line 2: expected one interval, like the lines before"),
        ("2026-12-01T07:30:00Z,850\n850\n", "line 2: expected a time and an interval, like the lines before"),
        ("yesterday,850\n", "line 1: expected a time (ISO 8601 with a UTC offset, or Unix time) in the first column"),
        ("2026-12-01T07:30:00,850\n", "line 1: expected a time"),
        ("\n# nothing\n", "rr.txt: no intervals found"),
        ("850\n\u{1B}[31m\n", "found '�[31m'"),
        // Times must increase: repeated, gone back, in each form of time.
        ("2026-12-01T07:30:00Z,850\n2026-12-01T07:30:00Z,850\n", "rr.txt line 2: expected a time later than line 1's (times must increase), found '2026-12-01T07:30:00Z,850'"),
        ("time,rr\n2026-12-01T07:30:01+08:00,850\n\n# gap\n2026-12-01T07:30:00.500+08:00,850\n", "rr.txt line 5: expected a time later than line 2's (times must increase), found '2026-12-01T07:30:00.500+08:00,850'"),
        ("1796000000.5;850\n1796000001.3;850\n1796000000.9;850\n", "rr.txt line 3: expected a time later than line 2's (times must increase), found '1796000000.9;850'"),
        ("1796000000500;850\n1796000000.5;850\n", "rr.txt line 2: expected a time later than line 1's (times must increase)"),
        ("2026-12-01T08:30:00+01:00,850\n2026-12-01T07:30:00Z,850\n", "rr.txt line 2: expected a time later than line 1's (times must increase)"),
    ])
    func badFilesAreNamedByLine(text: String, message: String) {
        do {
            _ = try RRRecording.parse(text, file: "rr.txt")
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}

@Suite struct OwnPaceTests {
    @Test func thePatternPaceIsTheSettingsRateInFourToSix() throws {
        let own = try PatternNotation.parse("pace", pace: 5.5)
        #expect(own.name == "pace-5.5")
        #expect(abs(own.breathsPerMinute - 5.5) < 1e-9)
        #expect(own.phases.map(\.kind) == [.inhale, .exhale])
        #expect(abs(own.phases[0].seconds - 60 / 5.5 * 0.4) < 1e-9)
        // Until a pace is chosen: 6 a minute, in 4, out 6.
        #expect(try PatternNotation.parse(" pace ").phases.map(\.seconds) == [4, 6])
    }

    @Test func theSettingTakesFourToSevenBreathsAMinute() throws {
        func decode(_ json: String) throws(SettingsError) -> Settings { try Settings.decode(Data(json.utf8), file: "config.json") }
        #expect(Settings().pace == 6)
        #expect(try decode(#"{"pace": 5.5}"#).pace == 5.5)
        #expect(try decode(#"{"pace": 7}"#).pace == 7)
        for bad in [#"{"pace": 3.9}"#, #"{"pace": 7.01}"#, #"{"pace": "5.5"}"#, #"{"pace": null}"#] {
            #expect(throws: SettingsError.self) { try decode(bad) }
        }
        #expect(Settings.problem(key: "pace", jsonText: "8")?.english == "must be a number of breaths a minute from 4 to 7, like 5.5, not 8")
        #expect(Settings.syncedKeys.contains("pace"))
    }

    @Test func aProgramMayNameThePatternPace() throws {
        let json = #"{"id": "mine", "title": "Mine", "summary": "At my pace", "lessons": [{"id": "one", "title": "One", "pattern": "pace", "minutes": 5}]}"#
        let catalogue = Catalogue.load(builtIn: [], personal: [("/p/mine.json", Data(json.utf8))], pace: 4.5)
        let lesson = try #require(catalogue.program(id: "mine")?.lessons.first)
        #expect(lesson.patternText == "pace")
        #expect(abs(lesson.pattern.breathsPerMinute - 4.5) < 1e-9)
        #expect(catalogue.warnings.isEmpty)
    }
}

@Suite struct PaceRecordTests {
    @Test func aBlocksAnswersAreHeldToTheirRanges() {
        func session(_ extra: String) -> JSONValue {
            try! JSONValue.parse(Data(#"{"id": "s1", "programID": null, "lessonID": null, "pattern": "pace-6", "startedAt": "2026-12-01T07:00:00+08:00", "endedAt": "2026-12-01T07:02:00+08:00", "plannedSeconds": 120, "practicedSeconds": 120, "counted": false, "endReason": "finished"\#(extra)}"#.utf8))
        }
        guard case .success(let good) = RecordDecoding.session(session(#", "paceRun": "r1", "paceEase": 4, "paceDiscomfort": false"#), path: "sessions[0]") else { Issue.record("refused"); return }
        #expect(good.paceRun == "r1" && good.paceEase == 4 && good.paceDiscomfort == false)
        for (bad, field) in [(#", "paceEase": 6"#, "paceEase"), (#", "paceEase": 0"#, "paceEase"), (#", "paceDiscomfort": "no""#, "paceDiscomfort"), (#", "paceRun": "a b""#, "paceRun")] {
            guard case .failure(let aside) = RecordDecoding.session(session(bad), path: "sessions[0]") else { Issue.record("accepted \(bad)"); continue }
            #expect(aside.reason.contains(field), "\(aside.reason)")
        }
    }
}

@Suite struct PaceJournalTests {
    /// A block's journal carries its run, so a block recovered after a crash is still
    /// one of its run's.
    @Test func aRecoveredBlockStaysInItsRun() throws {
        var flow = AppFlow(.pace(PacePlan(minutesPerRate: 1), json: false))
        flow.send(.key(.enter))
        let entries = flow.effects.compactMap { if case .beginJournal(let entry) = $0 { entry } else { nil } }
        var entry = try #require(entries.first)
        let run = try #require(entry.paceRun)
        entry.practicedSeconds = 30
        guard case .success(let read) = JournalEntry.decode(Data(entry.jsonValue.compactText.utf8)) else { Issue.record("journal refused"); return }
        #expect(read.paceRun == run)
        var store = ProgressStore()
        let session = read.record(into: &store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(), makeID: newRecordID)
        #expect(session.paceRun == run && session.pattern == "pace-6.5" && session.endReason == .recovered)
        #expect(PaceHistory.runs(in: store).map(\.runID) == [run])
        flow.key("q")
    }
}
