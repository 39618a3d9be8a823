import FoundationEssentials
import Testing
@testable import BreatheCore

@Suite struct ProgramDecoderTests {
    func decode(_ json: String, file: String = "mine.json") throws(ProgramFileError) -> Program {
        try ProgramDecoder.decode(Data(json.utf8), file: file, source: .file(file))
    }

    func error(_ json: String) -> ProgramFileError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    let valid = """
        {"id": "evening", "title": "Evening", "summary": "Wind down.", "lessons": [
          {"id": "one", "title": "First", "pattern": "4-7-8", "cycles": 4, "note": "Softly."},
          {"id": "two", "title": "Second", "pattern": "5.5-5.5", "minutes": 2.5}
        ]}
        """

    @Test func aValidProgram() throws {
        let program = try decode(valid)
        #expect(program.id == "evening")
        #expect(program.lessons.map(\.id) == ["one", "two"])
        #expect(program.lessons[0].length == .cycles(4))
        #expect(program.lessons[0].note == "Softly.")
        #expect(program.lessons[1].length == .minutes(2.5))
        #expect(program.lessons[1].note == nil)
        #expect(program.lessons[0].plannedSeconds == 76)
    }

    @Test(arguments: [
        ("{\"id\": ", "", "not valid JSON"),
        ("[1, 2]", "", "one object"),
        (#"{"title": "T", "summary": "S", "lessons": []}"#, "id", "missing"),
        (#"{"id": "Has Space", "title": "T", "summary": "S", "lessons": []}"#, "id", "not a valid id"),
        (#"{"id": "p", "title": 3, "summary": "S", "lessons": []}"#, "title", "must be a string"),
        (#"{"id": "p", "title": "T", "summary": "S"}"#, "lessons", "missing"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": []}"#, "lessons", "the program is empty"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "cycles": 1}, {"id": "a", "title": "B", "pattern": "box", "cycles": 1}]}"#, "lessons[1].id", "duplicate lesson id 'a'"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "boxx", "cycles": 1}]}"#, "lessons[0].pattern", "unknown pattern 'boxx'"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "4-x", "cycles": 1}]}"#, "lessons[0].pattern", "'x' is not a number"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box"}]}"#, "lessons[0]", "missing length"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "minutes": 0}]}"#, "lessons[0].minutes", "more than 0"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "cycles": -2}]}"#, "lessons[0].cycles", "more than 0"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "cycles": 1.5}]}"#, "lessons[0].cycles", "whole number"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "cycles": 2, "minutes": 3}]}"#, "lessons[0]", "not both"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "minutes": "5"}]}"#, "lessons[0].minutes", "must be a number"),
        (#"{"id": "p", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "minutes": 500}]}"#, "lessons[0].minutes", "from 0.5 to 120 minutes, not 500"),
    ])
    func problemsNameTheField(json: String, field: String, problem: String) {
        let found = error(json)
        #expect(found?.file == "mine.json")
        #expect(found?.field == field, "\(found.map(\.description) ?? "no error")")
        #expect(found?.issue.english.contains(problem) == true, "\(found.map(\.description) ?? "no error")")
    }

    @Test func aBadPersonalFileIsSkippedAndTheBuiltInsStay() {
        let catalogue = Catalogue.load(
            builtIn: Catalogue.builtInFiles,
            personal: [
                (path: "/home/p/programs/broken.json", data: Data("{".utf8)),
                (path: "/home/p/programs/mine.json", data: Data(valid.utf8)),
                (path: "/home/p/programs/again.json", data: Data(valid.utf8)),
            ])
        #expect(catalogue.program(id: "evening") != nil)
        #expect(catalogue.programs.filter { $0.source == .builtIn }.count == Catalogue.builtInFiles.count)
        #expect(catalogue.warnings.count == 2)
        #expect(catalogue.warnings.contains { $0.hasPrefix("/home/p/programs/broken.json: not valid JSON") })
        #expect(catalogue.warnings.contains { $0.contains("mine.json: id: duplicate program id 'evening'") })
    }

    @Test func aPersonalProgramCannotTakeABuiltInID() {
        let clash = #"{"id": "foundations", "title": "T", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "box", "cycles": 1}]}"#
        let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [(path: "x.json", data: Data(clash.utf8))])
        #expect(catalogue.program(id: "foundations")?.source == .builtIn)
        #expect(catalogue.warnings == ["x.json: id: duplicate program id 'foundations' (already used by a built-in program); this file is skipped"])
    }
}
