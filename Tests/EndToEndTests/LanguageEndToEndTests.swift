import Foundation
import Testing

/// The language and the characters, chosen from the environment, the setting and
/// `--lang`, on a real terminal. This machine has only the C and C.UTF-8 locales, as most
/// containers do: `LANG=zh_CN.UTF-8` names a locale that is not installed.
@Suite(.serialized) struct LanguageEndToEndTests {
    /// What the test runner's own environment may hold, emptied (empty counts as unset).
    static let unset = ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LC_CTYPE": ""]

    /// Runs `practice box` in a pane until the first phase, then q, and returns the
    /// session's screen, what is printed after it (the summary), the exit status and
    /// whether the terminal was given back as it was.
    func session(_ arguments: [String] = [], environment: [String: String], setting: String? = nil, expecting phase: String) throws -> (session: String, summary: String, status: Int32, restored: Bool) {
        let terminal = try TerminalSession(arguments: ["practice", "box"] + arguments, environment: Self.unset.merging(environment) { $1 }, deferStart: true)
        if let setting {
            let config = terminal.home + "/.config/breathe"
            try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
            try #"{"language": "\#(setting)"}"#.write(toFile: config + "/config.json", atomically: true, encoding: .utf8)
        }
        try terminal.start()
        let screen = try terminal.waitForScreen("the first phase") { $0.contains(phase) }
        // A free session ends at q; its summary is printed once the screen is gone.
        try terminal.send("q")
        let (status, summary) = try terminal.waitForExit()
        return (screen, summary, status, try terminal.terminalRestored())
    }

    /// Chinese words and the braille circle although zh_CN.UTF-8 is not installed: the
    /// characters come from C.UTF-8.
    @Test func chineseWithoutItsLocaleInstalled() throws {
        let run = try session(environment: ["LANG": "zh_CN.UTF-8"], expecting: "吸气")
        #expect(circleWidth(run.session) > 0, "\(run.session)")
        #expect(!run.session.contains("Breathe"), "\(run.session)")
        #expect(!run.summary.contains("practised"), "\(run.summary)")
        #expect(run.summary.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(run.summary)")
        #expect(run.status == 0)
        #expect(run.restored)
    }

    /// LANGUAGE is a list, and the first language breathe speaks wins; under LANG=C it is
    /// ignored, as gettext does, and the text is plain ASCII.
    @Test func aLanguageList() throws {
        let chinese = try session(environment: ["LANG": "en_US.UTF-8", "LANGUAGE": "fr:zh_CN:en"], expecting: "吸气")
        #expect(circleWidth(chinese.session) > 0)
        let plain = try session(environment: ["LANG": "C", "LANGUAGE": "zh_CN"], expecting: "Breathe in")
        #expect(circleWidth(plain.session) == 0, "\(plain.session)")
        #expect(plain.session.unicodeScalars.allSatisfy { $0.isASCII }, "\(plain.session)")
        #expect(plain.status == 0)
    }

    /// --lang wins over the setting, and the setting over the environment.
    @Test func theOptionThenTheSetting() throws {
        let option = try session(["--lang", "zh-Hans"], environment: ["LANG": "C.UTF-8"], expecting: "吸气")
        #expect(option.status == 0)
        let setting = try session(environment: ["LANG": "C.UTF-8"], setting: "zh-Hans", expecting: "吸气")
        #expect(setting.status == 0)
        let both = try session(["--lang", "en"], environment: ["LANG": "zh_CN.UTF-8"], setting: "zh-Hans", expecting: "Breathe in")
        #expect(!both.session.contains("吸气"))
        let auto = try session(environment: ["LC_ALL": "zh_SG.UTF-8", "LANG": "en_GB.UTF-8"], setting: "auto", expecting: "吸气")
        #expect(auto.status == 0)
    }

    /// Traditional Chinese is not translated yet: English, with the characters of its UTF-8.
    @Test func traditionalChineseGetsEnglish() throws {
        let run = try session(environment: ["LANG": "zh_TW.UTF-8"], expecting: "Breathe in")
        #expect(circleWidth(run.session) > 0)
    }

    /// Commands without a screen speak it too, and a usage error is in the language asked.
    @Test func printedOutputAndUsageErrors() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-lang-\(UUID().uuidString.prefix(8))").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let binary = try breatheBinary()
        let chinese = try run(binary, ["practise", "--minutes", "x", "box"], environment: Self.unset.merging(["HOME": home, "LANG": "zh_CN.UTF-8", "PATH": "/usr/bin:/bin"]) { $1 })
        #expect(chinese.status == 2)
        #expect(chinese.stderr.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(chinese.stderr)")
        let english = try run(binary, ["practise", "--minutes", "x", "box", "--lang", "en"], environment: ["HOME": home, "LANG": "zh_CN.UTF-8", "PATH": "/usr/bin:/bin"])
        #expect(english.status == 2)
        #expect(english.stderr.unicodeScalars.allSatisfy { $0.isASCII }, "\(english.stderr)")
        let refused = try run(binary, ["history", "--lang", "fr"], environment: ["HOME": home, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--lang must be en or zh-Hans, not 'fr'"), "\(refused.stderr)")
    }
}
