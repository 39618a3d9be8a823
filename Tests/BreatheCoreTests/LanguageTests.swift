import Testing
@testable import BreatheCore

/// Which language breathe speaks: the option, the setting, then the environment as
/// gettext reads it.
@Suite struct LanguageTests {
    @Test(arguments: [
        ("zh", Language.simplifiedChinese), ("zh_CN", .simplifiedChinese), ("zh_CN.UTF-8", .simplifiedChinese), ("zh_SG.utf8", .simplifiedChinese),
        ("zh_Hans", .simplifiedChinese), ("zh-Hans", .simplifiedChinese), ("zh_Hans_CN", .simplifiedChinese),
        ("en", .english), ("en_GB.UTF-8", .english), ("en_US@euro", .english),
    ])
    func namesBreatheSpeaks(name: String, language: Language) {
        #expect(Language(localeName: name) == language)
    }

    @Test(arguments: ["zh_TW.UTF-8", "zh_HK", "zh_Hant", "zh-Hant-TW", "fr_FR.UTF-8", "C", "POSIX", "C.UTF-8", ""])
    func namesItDoesNot(name: String) {
        #expect(Language(localeName: name) == nil)
    }

    func chosen(option: Language? = nil, setting: Language? = nil, _ environment: [String: String]) -> Language {
        Language.chosen(option: option, setting: setting) { environment[$0] }
    }

    @Test func theOrderOfChoice() {
        let chinese = ["LANG": "zh_CN.UTF-8"]
        #expect(chosen(chinese) == .simplifiedChinese)
        #expect(chosen(setting: .english, chinese) == .english)
        #expect(chosen(option: .simplifiedChinese, setting: .english, ["LANG": "C"]) == .simplifiedChinese)
        // LC_ALL, then LC_MESSAGES, then LANG.
        #expect(chosen(["LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"]) == .simplifiedChinese)
        #expect(chosen(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == .english)
        // LANGUAGE: the first language breathe speaks wins.
        #expect(chosen(["LANGUAGE": "fr:zh_CN:en", "LANG": "fr_FR.UTF-8"]) == .simplifiedChinese)
        #expect(chosen(["LANGUAGE": "zh_TW:en", "LANG": "zh_TW.UTF-8"]) == .english)
        // ... and is ignored when the locale is C or POSIX, or not set at all.
        #expect(chosen(["LANGUAGE": "zh_CN", "LANG": "C"]) == .english)
        #expect(chosen(["LANGUAGE": "zh_CN", "LC_ALL": "POSIX", "LANG": "zh_CN.UTF-8"]) == .english)
        #expect(chosen(["LANGUAGE": "zh_CN"]) == .english)
        // Traditional Chinese is not translated yet: English.
        #expect(chosen(["LANG": "zh_TW.UTF-8"]) == .english)
        #expect(chosen([:]) == .english)
    }

    /// `--lang` is found before the line is parsed, whatever the command, and not after
    /// `--`; a value breathe does not speak is `.some(nil)`, for the parser to refuse.
    @Test func optionReadBeforeParsing() {
        #expect(Language.option(in: ["history", "--lang", "zh-Hans"]) == .some(.simplifiedChinese))
        #expect(Language.option(in: ["--lang=EN", "stats"]) == .some(.english))
        #expect(Language.option(in: ["--lang", "fr"]) == .some(nil))
        #expect(Language.option(in: ["--lang"]) == .some(nil))
        #expect(Language.option(in: ["import", "--", "--lang", "zh"]) == nil)
        #expect(Language.option(in: ["practice", "box"]) == nil)
    }

    /// Every command takes --lang; an unknown language is a usage error naming both.
    @Test func everyCommandTakesTheOption() throws {
        for name in CommandTable.commandNames {
            let required = try #require(CommandTable.command(named: name)).arguments.filter(\.required).map { _ in "x" }
            let parsed = try CommandParser.parse([name, "--lang", "zh-Hans"] + required).get()
            #expect(parsed.language == .simplifiedChinese, "\(name)")
        }
        #expect(try CommandParser.parse(["--lang=en"]).get().language == .english)
        guard case .failure(let error) = CommandParser.parse(["history", "--lang", "fr"]) else {
            Issue.record("fr accepted")
            return
        }
        #expect(error.message == "--lang must be en or zh-Hans, not 'fr'")
    }

    /// The setting: auto (nil), en or zh-Hans; kept on this device only.
    @Test func setting() throws {
        let declaration = try #require(Settings.declaration(for: "language"))
        #expect(!declaration.synced)
        var settings = Settings()
        #expect(declaration.text(in: settings) == "auto")
        #expect(declaration.adopt(.string("zh-Hans"), into: &settings) == nil)
        #expect(settings.language == .simplifiedChinese)
        #expect(declaration.adopt(.string("auto"), into: &settings) == nil)
        #expect(settings.language == nil)
        #expect(declaration.adopt(.string("fr"), into: &settings) == "must be auto, en, zh-Hans, not \"fr\"")
        #expect(declaration.completionWords == ["auto", "en", "zh-Hans"])
    }
}
