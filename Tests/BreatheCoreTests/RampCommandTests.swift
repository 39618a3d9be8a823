import FoundationEssentials
import Testing
@testable import BreatheCore

/// `breathe practice PATTERN --to PATTERN2` read at the edge, and a lesson's `"to"` in a
/// program file: what is accepted, and every refusal word for word in both languages.
@Suite struct RampCommandTests {
    func options(_ words: [String]) -> PracticeOptions? {
        if case .success(.practice(let options)) = BreatheCommand.parse(words) { return options }
        return nil
    }

    func refusal(_ words: [String]) -> UsageError? {
        if case .failure(let error) = BreatheCommand.parse(words) { return error }
        return nil
    }

    @Test func aRampIsReadWithItsLength() throws {
        let ramp = try #require(options(["practice", "4-6", "--to", "5-7", "--cycles", "5"]))
        #expect(ramp.pattern == "4-6")
        #expect(ramp.patternTo == "5-7")
        let plan = ramp.plan(pace: 6)
        #expect(plan.cycles == 5)
        #expect(plan.totalSeconds == 55.2)
        #expect(plan.rampTarget?.name == "5-7")
        // --to after --minutes, and with its value after "=".
        let minutes = try #require(options(["practice", "--minutes", "10", "4-6", "--to=5-7"]))
        #expect(minutes.plan(pace: 6).cycles == 55)
        // Without a length: the first pattern's own (4 cycles of 4-7-8).
        #expect(try #require(options(["practice", "4-7-8", "--to", "4-8-10"])).plan(pace: 6).cycles == 4)
        // No --to: no ramp.
        #expect(try #require(options(["practice", "4-6"])).patternTo == nil)
        #expect(try #require(options(["practice", "4-6"])).plan(pace: 6).rampTarget == nil)
    }

    /// The pattern `pace` ramps too, at the person's rate once the settings are read.
    @Test func aRampFromThePersonsPace() throws {
        let ramp = try #require(options(["practice", "pace", "--to", "5-7", "--cycles", "3"]))
        // At 5 a minute: 4.8 in, 7.2 out; half-way to 5-7, then 5-7.
        let plan = ramp.plan(pace: 5)
        guard case .paced(let cycles) = plan.segments[0] else { Issue.record("not paced"); return }
        #expect((0..<3).map(cycles.notation(ofCycle:)) == ["4.8-7.2", "4.9-7.1", "5-7"])
    }

    @Test(arguments: [
        (["practice", "4-6", "--to", "4-7-8"],
         "4-6 and 4-7-8 have different phases; a ramp goes between two patterns with the same phases (in-out to in-out, in-hold-out to in-hold-out)",
         "4-6 和 4-7-8 的阶段不同；渐变只能在阶段相同的两个呼吸法之间进行（吸气-呼气到吸气-呼气，吸气-屏息-呼气到吸气-屏息-呼气）"),
        (["practice", "box", "--to", "sigh"],
         "box and sigh have different phases; a ramp goes between two patterns with the same phases (in-out to in-out, in-hold-out to in-hold-out)",
         "box 和 sigh 的阶段不同；渐变只能在阶段相同的两个呼吸法之间进行（吸气-呼气到吸气-呼气，吸气-屏息-呼气到吸气-屏息-呼气）"),
        (["practice", "4-6", "--to", "5-7", "--cycles", "1"],
         "1 cycle is too few for a ramp; it takes at least 2 cycles, the first pattern and then the second",
         "1 轮不够渐变；渐变至少要 2 轮，先是第一个呼吸法，最后是第二个"),
        (["practice", "4-6", "--to", "5-x"],
         "'x' is not a number of seconds (the exhale); use digits with an optional decimal point, like 5.5",
         "“x”不是秒数（呼气）；请用数字，可以带小数点，比如 5.5"),
        (["practice", "4-6", "--to"], "--to needs a value", "--to 后面需要一个值"),
        (["practice", "60-60", "--to", "60-60", "--cycles", "100"],
         "that session would last 3:20:00; a session lasts at most 2 hours, so ask for fewer cycles",
         "这样一次练习要 3小时20分；一次练习最长 2小时，请减少轮数"),
    ])
    func refusals(words: [String], english: String, chinese: String) throws {
        let error = try #require(refusal(words), "\(words) was accepted")
        #expect(error.message(.english) == english)
        #expect(error.message(Words(.simplifiedChinese)) == chinese)
        #expect(error.hint == "breathe practice --help")
    }

    // MARK: Program files

    func program(_ lesson: String) throws(ProgramFileError) -> Program {
        try ProgramDecoder.decode(Data(#"{"id": "p", "title": "T", "summary": "S", "lessons": [\#(lesson)]}"#.utf8), file: "p.json", source: .file("p.json"))
    }

    func problem(_ lesson: String) -> ProgramFileError? {
        do {
            _ = try program(lesson)
            return nil
        } catch {
            return error
        }
    }

    @Test func aLessonMayRamp() throws {
        let lesson = try program(#"{"id": "a", "title": "A", "pattern": "4-7-8", "to": "4-8-10", "cycles": 5}"#).lessons[0]
        #expect(lesson.patternText == "4-7-8")
        #expect(lesson.patternToText == "4-8-10")
        #expect(lesson.plannedSeconds == 102.6)
        #expect(lesson.plan.rampTarget?.name == "4-8-10")
        // Written back, it reads the same.
        let again = try ProgramDecoder.decode(Data(JSONValue.object(["id": .string("p"), "title": .string("T"), "summary": .string("S"), "lessons": .array([lesson.jsonValue])]).prettyText.utf8), file: "p.json", source: .file("p.json"))
        #expect(again.lessons[0] == lesson)
        #expect(lesson.jsonValue.compactText.contains(#""to":"4-8-10""#))
        // Without "to", nothing is written for it.
        let plain = try program(#"{"id": "a", "title": "A", "pattern": "4-6", "minutes": 5}"#).lessons[0]
        #expect(plain.patternToText == nil)
        #expect(!plain.jsonValue.compactText.contains(#""to""#))
    }

    @Test(arguments: [
        (#"{"id": "a", "title": "A", "pattern": "4-6", "to": "4-7-8", "cycles": 5}"#, "lessons[0].to",
         "4-6 and 4-7-8 have different phases; a ramp goes between two patterns with the same phases (in-out to in-out, in-hold-out to in-hold-out)"),
        (#"{"id": "a", "title": "A", "pattern": "4-6", "to": "boxx", "cycles": 5}"#, "lessons[0].to",
         "unknown pattern 'boxx': the built-in ones are 4-7-8, box, coherent, relax, sigh; or write your own, like 4-6"),
        (#"{"id": "a", "title": "A", "pattern": "4-6", "to": 5, "cycles": 5}"#, "lessons[0].to", "must be a string, not a number"),
        (#"{"id": "a", "title": "A", "pattern": "4-6", "to": "", "cycles": 5}"#, "lessons[0].to", "must not be empty"),
        (#"{"id": "a", "title": "A", "pattern": "4-6", "to": "5-7", "cycles": 1}"#, "lessons[0]",
         "1 cycle is too few for a ramp; it takes at least 2 cycles, the first pattern and then the second"),
    ])
    func badRampsInFilesNameTheirField(lesson: String, field: String, issue: String) throws {
        let error = try #require(problem(lesson), "\(lesson) was accepted")
        #expect(error.field == field)
        #expect(error.issue.english == issue)
    }
}
