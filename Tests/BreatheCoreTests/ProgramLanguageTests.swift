import FoundationEssentials
import Testing
@testable import BreatheCore

/// Program files in one language or both: a string as always, or an object of texts by
/// language; a missing translation shows the file's own text; what scripts read stays
/// the English (or only) text.
@Suite struct ProgramLanguageTests {
    static let english = Words.english
    static let chinese = Words(.simplifiedChinese)

    /// The program file reader as the decoder's tests call it.
    let reader = ProgramDecoderTests()

    func decode(_ json: String) throws(ProgramFileError) -> Program { try reader.decode(json) }

    func error(_ json: String) -> ProgramFileError? { reader.error(json) }

    /// A lesson of `fields` in a program of one lesson.
    func program(lesson fields: String) -> String {
        #"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "pattern": "box", "cycles": 2, \#(fields)}]}"#
    }

    @Test func bothLanguages() throws {
        let program = try decode(#"""
            {"id": "quiet", "title": {"en": "Quiet evenings", "zh-Hans": "安静的夜晚"},
             "summary": {"en": "A slow exhale at the end of the day.", "zh-Hans": "一天结束时，慢慢呼气。"},
             "lessons": [{"id": "one", "title": {"en": "Four and six", "zh-Hans": "吸四呼六"}, "pattern": "relax", "minutes": 3,
                          "note": {"en": "Softly.", "zh-Hans": "轻轻地。"}}]}
            """#)
        #expect(program.title(Self.english) == "Quiet evenings" && program.title(Self.chinese) == "安静的夜晚")
        #expect(program.summary(Self.english) == "A slow exhale at the end of the day." && program.summary(Self.chinese) == "一天结束时，慢慢呼气。")
        let lesson = program.lessons[0]
        #expect(lesson.title(Self.english) == "Four and six" && lesson.title(Self.chinese) == "吸四呼六")
        #expect(lesson.note(Self.english) == "Softly." && lesson.note(Self.chinese) == "轻轻地。")
        // Scripts read the English, whatever the language.
        #expect(program.title == "Quiet evenings" && program.summary == "A slow exhale at the end of the day.")
        #expect(lesson.title == "Four and six" && lesson.note == "Softly.")
    }

    /// A file in one language, as a string or an object of one, reads the same on every
    /// screen: its own words.
    @Test func oneLanguage() throws {
        let plain = try decode(program(lesson: #""title": "Arrive", "note": "Softly.""#))
        let object = try decode(#"{"id": "p", "title": {"en": "T"}, "summary": {"en": "S"}, "lessons": [{"id": "a", "pattern": "box", "cycles": 2, "title": {"en": "Arrive"}, "note": {"en": "Softly."}}]}"#)
        #expect(plain == object)
        #expect(plain.lessons[0].title(Self.chinese) == "Arrive" && plain.lessons[0].note(Self.chinese) == "Softly.")
        let chineseOnly = try decode(#"{"id": "p", "title": {"zh-Hans": "平静"}, "summary": {"zh-Hans": "三课。"}, "lessons": [{"id": "a", "pattern": "box", "cycles": 2, "title": {"zh-Hans": "到来"}}]}"#)
        #expect(chineseOnly.title(Self.english) == "平静" && chineseOnly.title(Self.chinese) == "平静")
        #expect(chineseOnly.lessons[0].title(Self.english) == "到来")
        // With no English, scripts read the only text there is.
        #expect(chineseOnly.title == "平静" && chineseOnly.summary == "三课。")
    }

    /// A translation given for some texts and not others: each missing one shows the
    /// file's own text.
    @Test func missingTranslations() throws {
        let program = try decode(#"""
            {"id": "p", "title": {"en": "Calm", "zh-Hans": "平静"}, "summary": "Three lessons.", "lessons": [
              {"id": "a", "title": {"en": "Arrive", "zh-Hans": "到来"}, "pattern": "box", "cycles": 2, "note": "Softly."},
              {"id": "b", "title": "Balance", "pattern": "box", "cycles": 2, "note": {"zh-Hans": "慢慢来。"}},
              {"id": "c", "title": {"zh-Hans": "收尾"}, "pattern": "box", "cycles": 2, "note": {"en": "", "zh-Hans": ""}}
            ]}
            """#)
        #expect(program.title(Self.chinese) == "平静" && program.summary(Self.chinese) == "Three lessons.")
        #expect(program.lessons.map { $0.title(Self.chinese) } == ["到来", "Balance", "收尾"])
        #expect(program.lessons.map { $0.title(Self.english) } == ["Arrive", "Balance", "收尾"])
        #expect(program.lessons[0].note(Self.chinese) == "Softly.")
        #expect(program.lessons[1].note(Self.english) == "慢慢来。" && program.lessons[1].note(Self.chinese) == "慢慢来。")
        // Empty texts are no note, in one language or all.
        #expect(program.lessons[2].note(Self.english) == nil)
    }

    /// What the program file holds, written back: English alone as a string, anything
    /// else as an object; read again, the same program.
    @Test func writtenBackAndReadAgain() throws {
        let program = try decode(#"""
            {"id": "p", "title": {"en": "Calm", "zh-Hans": "平静"}, "summary": {"en": "S"}, "lessons": [
              {"id": "a", "title": {"zh-Hans": "到来"}, "pattern": "box", "cycles": 2, "note": {"en": "Softly.", "zh-Hans": "轻轻地。"}}
            ]}
            """#)
        guard case .object(let fields) = program.jsonValue, case .array(let lessons) = fields["lessons"], case .object(let lesson) = lessons.first else {
            Issue.record("\(program.jsonValue)")
            return
        }
        #expect(fields["title"] == .object(["en": .string("Calm"), "zh-Hans": .string("平静")]))
        #expect(fields["summary"] == .string("S"))
        #expect(lesson["title"] == .object(["zh-Hans": .string("到来")]))
        #expect(try decode(program.jsonValue.prettyText) == program)
    }

    @Test(arguments: [
        (#"{"id": "p", "title": {"zh-CN": "平静"}, "summary": "S", "lessons": []}"#, "title", "'zh-CN' is not a language breathe speaks: use en or zh-Hans"),
        (#"{"id": "p", "title": {"en": "T", "fr": "Calme"}, "summary": "S", "lessons": []}"#, "title", "'fr' is not a language breathe speaks"),
        (#"{"id": "p", "title": {}, "summary": "S", "lessons": []}"#, "title", "an empty object: give the text in en or zh-Hans, or both"),
        (#"{"id": "p", "title": "T", "summary": {"en": 3}, "lessons": []}"#, "summary.en", "must be a string, not"),
        (#"{"id": "p", "title": {"en": "T", "zh-Hans": "  "}, "summary": "S", "lessons": []}"#, "title.zh-Hans", "must not be empty"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "pattern": "box", "cycles": 2, "title": {"zh-Hans": null}}]}"#, "lessons[0].title.zh-Hans", "must be a string, not null"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "pattern": "box", "cycles": 2, "title": "A", "note": {"cn": "轻"}}]}"#, "lessons[0].note", "'cn' is not a language"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "pattern": "box", "cycles": 2, "title": "A", "note": {"en": 1}}]}"#, "lessons[0].note.en", "must be a string"),
    ])
    func problemsNameTheFieldAndTheLanguage(json: String, field: String, problem: String) {
        let found = error(json)
        #expect(found?.field == field, "\(String(describing: found))")
        #expect(found?.issue.english.contains(problem) == true, "\(String(describing: found))")
    }

    /// The length limits hold for each language's text.
    @Test func everyTranslationKeepsTheLimits() {
        let long = String(repeating: "长", count: ProgramDecoder.longestTitle + 1)
        let found = error(#"{"id": "p", "title": {"en": "T", "zh-Hans": "\#(long)"}, "summary": "S", "lessons": []}"#)
        #expect(found?.field == "title.zh-Hans")
        #expect(found?.issue.english == "at most \(ProgramDecoder.longestTitle) characters, not \(ProgramDecoder.longestTitle + 1)")
        let note = String(repeating: "n", count: ProgramDecoder.longestText + 1)
        #expect(error(program(lesson: #""title": "A", "note": {"zh-Hans": "\#(note)"}"#))?.field == "lessons[0].note.zh-Hans")
    }

    /// `progress --json` is the same in every language: the English titles.
    @Test func jsonKeepsTheEnglishTitles() throws {
        let program = try decode(#"{"id": "p", "title": {"en": "Calm", "zh-Hans": "平静"}, "summary": "S", "lessons": [{"id": "a", "pattern": "box", "cycles": 2, "title": {"en": "Arrive", "zh-Hans": "到来"}}]}"#)
        let json = ProgressReport(program: program, store: ProgressStore()).json
        #expect(json.title == "Calm")
        #expect(json.lessons.map(\.title) == ["Arrive"])
    }

    /// The examples of Docs/PROGRAMS.md are programs breathe reads, the same program in
    /// one language and in two.
    @Test func theGuidesExamplesRead() throws {
        let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/PROGRAMS.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let examples = text.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }.filter { $0.hasPrefix("{") }
        let programs = try examples.map { json throws(ProgramFileError) in try decode(json) }
        #expect(programs.count == 2)
        #expect(programs.map(\.id) == ["quiet-evenings", "quiet-evenings"])
        #expect(programs[0].lessons.map(\.title) == programs[1].lessons.map(\.title))
        #expect(programs[1].lessons.map { $0.title(Self.chinese) } == ["吸四呼六", "更长的呼气", "A short rest at the top"])
    }
}
