import Foundation
import Testing
@testable import BreatheCore

/// Ramps through the whole app core: a free ramp and a ramp lesson told as plain lines
/// (each phase's length to a tenth), cued at each length, journaled and recorded with
/// both patterns, continued where the ramp ends. Lines written out by hand.
@Suite struct RampSessionTests {
    static let program = try! ProgramDecoder.decode(Data(#"""
        {"id": "longer", "title": "Longer", "summary": "A breath out that grows.", "lessons": [
          {"id": "ramp", "title": "Slowly longer", "pattern": "4-6", "to": "5-7", "cycles": 5},
          {"id": "after", "title": "Hold there", "pattern": "5-7", "cycles": 2}
        ]}
        """#.utf8), file: "longer.json", source: .builtIn)
    static let catalogue = Catalogue(programs: [program], warnings: [])
    static let ramp = try! PracticePlan(ramp: PatternNotation.parse("4-6"), to: PatternNotation.parse("5-7"), length: .cycles(5))

    /// Runs `flow` tick by tick for `seconds`, collecting the plain lines.
    func lines(_ flow: inout AppFlow, for seconds: Double) -> [String] {
        var lines = PlainView.lines(from: nil, to: flow.model)
        for _ in 0..<Int(seconds * 10) {
            let before = flow.model
            flow.send(.tick, after: 0.1)
            lines += PlainView.lines(from: before, to: flow.model)
        }
        return lines
    }

    @Test func aFreeRampAsPlainLines() {
        var flow = AppFlow(.practice(Self.ramp), mode: .plain(canAsk: false), sounds: true)
        #expect(lines(&flow, for: 56) == [
            "breathe · 4-6 to 5-7 · 5 cycles · 0:55",
            "in 4", "out 6", "in 4.3", "out 6.3", "in 4.5", "out 6.5", "in 4.8", "out 6.8", "in 5", "out 7",
            "4-6 to 5-7 · 0:55 practised of 0:55 · 5 full cycles · finished",
        ])
        #expect(flow.cues == [
            .phase(.inhale, seconds: 4), .phase(.exhale, seconds: 6), .phase(.inhale, seconds: 4.3), .phase(.exhale, seconds: 6.3),
            .phase(.inhale, seconds: 4.5), .phase(.exhale, seconds: 6.5), .phase(.inhale, seconds: 4.8), .phase(.exhale, seconds: 6.8),
            .phase(.inhale, seconds: 5), .phase(.exhale, seconds: 7), .closing,
        ])
        let record = flow.lastSession
        #expect(record?.pattern == "4-6")
        #expect(record?.patternTo == "5-7")
        #expect(record?.plannedSeconds == 55.2)
        #expect(record?.practicedSeconds == 55.2)
    }

    @Test func aFreeRampInChinese() {
        var flow = AppFlow(.practice(Self.ramp), mode: .plain(canAsk: false), words: Words(.simplifiedChinese))
        #expect(lines(&flow, for: 56) == [
            "breathe · 4-6 到 5-7 · 5 轮 · 55秒",
            "吸气 4", "呼气 6", "吸气 4.3", "呼气 6.3", "吸气 4.5", "呼气 6.5", "吸气 4.8", "呼气 6.8", "吸气 5", "呼气 7",
            "4-6 到 5-7 · 已练习 55秒，共 55秒 · 完整 5 轮 · 已完成",
        ])
    }

    /// Its journal names both patterns from the start, so a recovered ramp keeps them.
    @Test func theJournalAndItsRecovery() throws {
        let flow = AppFlow(.practice(Self.ramp))
        let entry = try #require(flow.effects.compactMap { if case .beginJournal(let entry) = $0 { entry } else { nil } }.first)
        #expect(entry.pattern == "4-6")
        #expect(entry.patternTo == "5-7")
        #expect(entry.plannedSeconds == 55.2)
        var checkpointed = entry
        checkpointed.practicedSeconds = 30
        // Through the journal file's JSON and back, then recovered into a store.
        let text = checkpointed.jsonValue.prettyText
        let read = try JournalEntry.decode(Data(text.utf8)).get()
        #expect(read == checkpointed)
        var store = ProgressStore()
        let record = read.record(into: &store, catalogue: Self.catalogue, rule: CompletionRule(threshold: 0.8), makeID: { "c" })
        #expect(record.patternTo == "5-7")
        #expect(record.endReason == .recovered)
        #expect(record.practicedSeconds == 30)
    }

    /// A ramp lesson: its lines, its record, and the message naming the next lesson.
    @Test func aRampLesson() {
        var flow = AppFlow(.lesson(programID: "longer", lessonID: nil), mode: .plain(canAsk: false), catalogue: Self.catalogue)
        #expect(lines(&flow, for: 56) == [
            "Longer · Lesson 1 of 2 · Slowly longer · 5 cycles · 0:55",
            "in 4", "out 6", "in 4.3", "out 6.3", "in 4.5", "out 6.5", "in 4.8", "out 6.8", "in 5", "out 7",
            "4-6 to 5-7 · 0:55 practised of 0:55 · 5 full cycles · finished",
            "Lesson complete: Slowly longer.",
            "Next time: Hold there (5-7, 2 cycles in 0:24).",
        ])
        #expect(flow.lastSession?.pattern == "4-6")
        #expect(flow.lastSession?.patternTo == "5-7")
        #expect(flow.lastSession?.counted == true)
    }

    /// Continued later the same day: the rest is where the ramp ends, not where it began.
    @Test func aRampLessonContinuedEndsTheRamp() {
        let store = AppFlow.store(practising: "ramp", of: Self.program, for: 30, at: "2026-12-01T08:00:00+01:00")
        var flow = AppFlow(.lesson(programID: "longer", lessonID: nil), store: store, mode: .plain(canAsk: false), catalogue: Self.catalogue)
        // 25.2 s left: the last two cycles (11.6 + 12 = 23.6) fall short, the last three
        // (11 + 11.6 + 12 = 34.6) cover it.
        #expect(lines(&flow, for: 35) == [
            "Continuing today's attempt: 0:30 of 0:55 practised already (there is no terminal to ask on).",
            "Longer · Lesson 1 of 2 · Slowly longer · 3 cycles · 0:34",
            "in 4.5", "out 6.5", "in 4.8", "out 6.8", "in 5", "out 7",
            "4-6 to 5-7 · 1:04 practised of 0:55 today (0:34 now) · 3 full cycles · finished",
            "Lesson complete: Slowly longer.",
            "Next time: Hold there (5-7, 2 cycles in 0:24).",
        ])
        #expect(flow.lastSession?.patternTo == "5-7")
    }

    /// A lesson's "to" in the lists: "4-6 to 5-7".
    @Test func listsNameBothPatterns() {
        let lesson = Self.program.lessons[0]
        #expect(lesson.patternDescription() == "4-6 to 5-7")
        #expect(lesson.patternDescription(Words(.simplifiedChinese)) == "4-6 到 5-7")
        #expect(Self.program.lessons[1].patternDescription() == "5-7")
    }
}
