import Foundation
import Testing
@testable import BreatheCore

/// The catalogue built into the binary is exactly seeds/, and every program in it is valid.
@Suite struct BuiltInCatalogueTests {
    let seedsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("seeds")

    @Test func theEmbeddedCopyEqualsSeeds() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: seedsFolder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(Catalogue.builtInFiles.map(\.name) == names)
        for file in Catalogue.builtInFiles {
            let onDisk = try Data(contentsOf: seedsFolder.appendingPathComponent(file.name))
            #expect(file.data == onDisk, "\(file.name) differs from seeds/")
        }
    }

    @Test func everySeedIsValidAndNamedForItsID() throws {
        #expect(Catalogue.builtInFiles.count >= 4)
        for file in Catalogue.builtInFiles {
            let program = try ProgramDecoder.decode(file.data, file: file.name, source: .builtIn)
            #expect(file.name == program.id + ".json")
        }
        let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
        #expect(catalogue.warnings.isEmpty)
    }

    @Test func theFourProgramsOfTheDesign() throws {
        let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
        let foundations = try #require(catalogue.program(id: "foundations"))
        #expect((8...14).contains(foundations.lessons.count))
        #expect(foundations.lessons.contains { $0.patternText == "box" })
        #expect(foundations.lessons.contains { $0.patternText == "4-7-8" })
        let sleep = try #require(catalogue.program(id: "sleep-478"))
        #expect(sleep.lessons.first?.length == .cycles(4))
        #expect(sleep.lessons.allSatisfy { $0.pattern.phases.map(\.seconds) == [4, 7, 8] })
        #expect(sleep.lessons.compactMap { if case .cycles(let n) = $0.length { n } else { nil } }.max() == 8)
        let box = try #require(catalogue.program(id: "box-focus"))
        #expect(box.lessons.first?.length == .minutes(3))
        #expect(box.lessons.last?.length == .minutes(10))
        let sighing = try #require(catalogue.program(id: "cyclic-sighing"))
        #expect(sighing.lessons.count == 28)
        #expect(sighing.lessons.allSatisfy { $0.patternText == "sigh" && $0.length == .minutes(5) })
    }

    /// Every built-in title, summary, lesson title and note is given in English and in
    /// Chinese, and the Chinese is written as Chinese: CJK characters and full-width
    /// punctuation, no half-width comma or stop between them.
    @Test func everySeedSpeaksBothLanguages() throws {
        let catalogue = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
        for program in catalogue.programs {
            var texts = [("\(program.id) title", program.titleText), ("\(program.id) summary", program.summaryText)]
            for lesson in program.lessons {
                texts.append(("\(program.id)/\(lesson.id) title", lesson.titleText))
                if let note = lesson.noteText { texts.append(("\(program.id)/\(lesson.id) note", note)) }
            }
            for (name, text) in texts {
                #expect(text.has(.english) && text.has(.simplifiedChinese), "\(name) is not in both languages")
                let chinese = text(Words(.simplifiedChinese))
                #expect(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(name): \(chinese)")
                #expect(!chinese.contains(where: { ",;:!?".contains($0) }) && !chinese.hasSuffix("."), "\(name) has half-width punctuation: \(chinese)")
                #expect(chinese != text(.english), "\(name)")
            }
        }
        // The English is what scripts read, as before.
        #expect(catalogue.program(id: "foundations")?.title == "Foundations")
        #expect(catalogue.program(id: "foundations")?.lessons.first?.title == "Settle in")
        #expect(catalogue.program(id: "foundations")?.title(Words(.simplifiedChinese)) == "呼吸入门")
    }
}

/// The built-in programs decoded when asked for are those decoded at once, in the same
/// order, with the same warnings; one is found without decoding the others.
@Suite struct BuiltInWhenAskedTests {
    @Test func theSameProgramsAsDecodedAtOnce() {
        let atOnce = Catalogue.load(builtIn: Catalogue.builtInFiles, personal: [])
        let asked = Catalogue.builtInWhenAsked()
        #expect(asked.programs.map(\.id) == atOnce.programs.map(\.id))
        #expect(asked.programs == atOnce.programs)
        #expect(asked.warnings == atOnce.warnings)
        for program in atOnce.programs {
            #expect(Catalogue.builtInWhenAsked().program(id: program.id) == program, "\(program.id)")
        }
        #expect(asked.program(id: "nothing-of-that-name") == nil)
    }

    @Test func oneProgramIsFoundWithoutReadingTheOthers() throws {
        let box = try #require(Catalogue.builtInFiles.first { $0.name == "box-focus.json" })
        let seeds = SeedPrograms(files: [box, ("broken.json", Data("{".utf8))], pace: PacePlan.defaultRate, words: .english)
        #expect(seeds.program(id: "box-focus")?.id == "box-focus")
        #expect(seeds.program(id: "broken") == nil)
        // All of them, as the catalogue decodes them at once: the broken file is named.
        #expect(seeds.all.programs.map(\.id) == ["box-focus"])
        #expect(seeds.all.warnings.count == 1)
        #expect(seeds.all.warnings.first?.contains("broken.json") == true)
    }

    /// A file whose id is not its name is never taken for the program of that name: that
    /// program may be in another file.
    @Test func aFileHoldingAnotherIDIsNotTakenForItsName() throws {
        let box = try #require(Catalogue.builtInFiles.first { $0.name == "box-focus.json" })
        let seeds = SeedPrograms(files: [("calm.json", box.data)], pace: PacePlan.defaultRate, words: .english)
        #expect(seeds.program(id: "calm") == nil)
        #expect(seeds.all.programs.map(\.id) == ["box-focus"])
    }
}
