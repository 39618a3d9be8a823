import Testing
@testable import BreatheCore

/// Every phrase of the command line's areas (help, the commands' texts, usage errors,
/// write failures) in both languages: none empty, the Chinese in Chinese and not the
/// English, with full-width punctuation.
@Suite struct CommandLinePhrasesTests {
    static let areas: [(name: String, samples: [any Phrases])] = [
        ("HelpPhrase", HelpPhrase.samples), ("AboutPhrase", AboutPhrase.samples),
        ("UsagePhrase", UsagePhrase.samples), ("OutputPhrase", OutputPhrase.samples),
    ]

    @Test func everyPhraseInBothLanguages() {
        for area in Self.areas {
            #expect(!area.samples.isEmpty)
            for phrase in area.samples {
                #expect(!phrase.english.isEmpty && !phrase.chinese.isEmpty, "\(area.name): \(phrase)")
                #expect(phrase.chinese.contains { $0.columns == 2 }, "\(area.name): \(phrase.chinese)")
                #expect(phrase.chinese != phrase.english, "\(area.name): \(phrase)")
                // Half-width punctuation after a Chinese character is a slip.
                let characters = Array(phrase.chinese)
                for index in characters.indices.dropLast() where characters[index].columns == 2 {
                    #expect(!",;:?!(".contains(characters[index + 1]), "\(area.name): \(phrase.chinese)")
                }
            }
        }
    }

    /// Every command has its summary and text in both languages, and every option its
    /// help line, with the range put in.
    @Test func everyCommandAndOptionIsCovered() {
        let chinese = Words(.simplifiedChinese)
        for spec in [CommandTable.home] + CommandTable.commands {
            #expect(!chinese(HelpPhrase.summary(spec.id)).isEmpty)
            #expect(!chinese(AboutPhrase.about(spec.id)).isEmpty)
            for option in spec.options + CommandTable.everywhere {
                #expect(!option.help(chinese).contains("{range}") && !option.help(.english).contains("{range}"), "\(option.name)")
            }
        }
        #expect(Set(HelpPhrase.samples.compactMap { if case .option(let help, _) = $0 { help } else { nil } }) == Set(OptionHelp.allCases))
    }

    /// Write failures name the stream in the person's language; the system's reason
    /// stays as the system gives it.
    @Test func writeFailures() {
        let chinese = Words(.simplifiedChinese)
        #expect(chinese(OutputPhrase.closed(.standardOutput)) == "标准输出已关闭，无法再输出任何内容")
        let full = SystemReason(.noSpace, text: "No space left on device")
        #expect(chinese(OutputPhrase.failed(.standardOutput, reason: full)) == "无法写入标准输出：磁盘空间已满")
        #expect(Words.english(OutputPhrase.failed(.standardOutput, reason: full)) == "cannot write to standard output: No space left on device")
        #expect(Words.english(OutputPhrase.closed(.standardOutput)) == "standard output is closed; nothing more could be printed")
        #expect(Words.english(OutputPhrase.cutShort(.standardError)) == "cannot write to standard error: the write was cut short")
    }
}
