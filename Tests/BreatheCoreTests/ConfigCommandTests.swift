import FoundationEssentials
import Testing
@testable import BreatheCore

/// `breathe config`'s decisions: what it prints, what it writes, and its refusals.
@Suite struct ConfigCommandTests {
    static let file = "/home/p/.config/breathe/config.json"

    func plan(_ arguments: [String], _ settings: Settings = Settings()) -> ConfigCommand.Plan {
        ConfigCommand.plan(arguments: arguments, loaded: .success(settings), configFile: Self.file)
    }

    @Test func theListingOfTheDefaults() {
        let expected = [
            "threshold        0.8",
            "                 share of a lesson's length that completes it (0.5 to 1.0)",
            "dayRolloverHour  3",
            "                 hour at which a practice day ends (0 to 12)",
            "freezes          true",
            "                 streak freezes on or off (true, false)",
            "freezeEvery      7",
            "                 practice days that earn a freeze (1 to 60)",
            "freezeMax        2",
            "                 freezes banked at most (0 to 10)",
            "showStreak       true",
            "                 show the streak; the total of practice days always shows (true, false)",
            "moodCheck        false",
            "                 ask how you feel, 1 to 5, before and after a lesson (true, false)",
            "color            true",
            "                 colour on terminals that have it (true, false)",
            "sound            off",
            "                 what marks each phase: off, tone (soft tones), voice (spoken), bell (the terminal bell)",
            "volume           30",
            "                 how loud tones and the voice are (1 to 100)",
            "soundOverSSH     false",
            "                 play tones and the voice on this machine even over SSH (true, false)",
            "pace             6",
            "                 your own rate, breaths a minute, for the pattern pace (4 to 7; breathe pace finds it)",
            "reducedMotion    false",
            "                 no moving circle: the phase by text and a steady marker (true, false)",
            "leadIn           3",
            "                 seconds to get ready, counted down, before each session's first breath (0 to 10; 0 begins at once)",
            "syncFolder       none",
            "                 the folder breathe sync merges with (an absolute path, or none)",
            "language         auto",
            "                 the language breathe speaks (auto, en, zh-Hans); auto follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG",
            "",
            "Settings live in /home/p/.config/breathe/config.json. Change one with: breathe config KEY VALUE",
        ]
        #expect(plan([]) == .show(expected))
        #expect(plan([]).exitStatus == 0)
    }

    @Test func theListingNamesTheDefaultOfWhatDiffers() throws {
        let settings = try Settings.decode(Data(#"{"reducedMotion": true, "pace": 5.5, "syncFolder": "/srv/s", "volume": 30}"#.utf8), file: "c")
        guard case .show(let lines) = plan([], settings) else { Issue.record("not a listing"); return }
        #expect(lines.contains("reducedMotion    true  (default false)"))
        #expect(lines.contains("pace             5.5  (default 6)"))
        #expect(lines.contains("syncFolder       /srv/s  (default none)"))
        #expect(lines.contains("volume           30"))
        #expect(lines.filter { $0.contains("(default") }.count == 3)
    }

    @Test func oneSettingsValue() {
        var settings = Settings()
        settings.sound = .tone
        settings.threshold = 0.7
        #expect(plan(["sound"], settings) == .show(["tone"]))
        #expect(plan(["threshold"], settings) == .show(["0.7"]))
        #expect(plan(["syncFolder"], settings) == .show(["none"]))
        #expect(plan(["freezeMax"], settings) == .show(["2"]))
    }

    /// Words are said as typed; a number as it is kept (0.7500000000000000001 is 0.75).
    @Test func aChangeIsSaidAsItIsKept() {
        #expect(plan(["threshold", "0.70"]) == .change(ConfigChange(key: "threshold", value: .number(0.7)), then: ["threshold = 0.7"]))
        #expect(plan(["threshold", "0.7500000000000000001"]) == .change(ConfigChange(key: "threshold", value: .number(0.75)), then: ["threshold = 0.75"]))
        // A flag as `config freezes` shows it: TRUE was echoed as typed (an attack run).
        #expect(plan(["freezes", "off"]) == .change(ConfigChange(key: "freezes", value: .bool(false)), then: ["freezes = false"]))
        #expect(plan(["freezes", "TRUE"]) == .change(ConfigChange(key: "freezes", value: .bool(true)), then: ["freezes = true"]))
        #expect(plan(["sound", "Tone"]) == .change(ConfigChange(key: "sound", value: .string("Tone")), then: ["sound = Tone"]))
        #expect(plan(["syncFolder", "/srv/s"]) == .change(ConfigChange(key: "syncFolder", value: .string("/srv/s")), then: ["syncFolder = /srv/s"]))
        // None removes the key.
        #expect(plan(["syncFolder", "off"]) == .change(ConfigChange(key: "syncFolder", value: nil), then: ["syncFolder = none"]))
        #expect(plan(["threshold", "0.70"]).exitStatus == 0)
    }

    @Test func refusalsAreUsageErrors() {
        #expect(plan(["volume", "101"]) == .usageError("volume: must be a whole number from 1 to 100, not '101'"))
        #expect(plan(["volume", "101"]).exitStatus == 2)
        // A typed value is shown as typed, quoted as every usage error quotes it, never as
        // the Double it would be; a long one is cut after 60 characters.
        #expect(plan(["volume", "9223372036854775807"]) == .usageError("volume: must be a whole number from 1 to 100, not '9223372036854775807'"))
        #expect(plan(["threshold", "0." + String(repeating: "0", count: 400) + "1"]) == .usageError("threshold: must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not '0." + String(repeating: "0", count: 58) + "…'"))
        #expect(plan(["treshold", "0.7"]) == .usageError("unknown setting 'treshold'; did you mean threshold?"))
        #expect(plan(["xyzzy"]) == .usageError("unknown setting 'xyzzy'; the settings are: threshold, dayRolloverHour, freezes, freezeEvery, freezeMax, showStreak, moodCheck, color, sound, volume, soundOverSSH, pace, reducedMotion, leadIn, syncFolder, language"))
        #expect(ConfigCommand.hint == "breathe config")
    }

    /// The setting before sound, read and set through it.
    @Test func theOlderBell() {
        var bell = Settings()
        bell.sound = .bell
        var tone = Settings()
        tone.sound = .tone
        #expect(plan(["bell"], bell) == .show(["true"]))
        #expect(plan(["bell"], tone) == .show(["false"]))
        #expect(plan(["bell", "yes"], tone) == .change(ConfigChange(key: "sound", value: .string("bell")), then: ["sound = bell (bell is now part of the setting sound)"]))
        #expect(plan(["bell", "false"], bell) == .change(ConfigChange(key: "sound", value: .string("off")), then: ["sound = off (bell is now part of the setting sound)"]))
        #expect(plan(["bell", "off"], tone) == .change(ConfigChange(key: "sound", value: .string("tone")), then: ["sound = tone (bell is now part of the setting sound)"]))
        #expect(plan(["bell", "maybe"]) == .usageError("bell: must be true or false; it is now part of the setting sound (breathe config sound bell)"))
    }

    /// A config.json that cannot be read stops every use but setting a known key, so a bad
    /// value can be put right.
    /// A key in config.json that is no setting (a typo) has no effect and is left alone,
    /// and `breathe config` says so rather than saying nothing.
    @Test func aKeyWithoutEffectIsNamedUnderTheListing() {
        #expect(Settings.keysWithoutEffect(in: Data(#"{"treshold": 0.7, "volume": 40, "bell": true, "zzz": 1}"#.utf8)) == ["treshold", "zzz"])
        #expect(Settings.keysWithoutEffect(in: Data("[1]".utf8)).isEmpty)
        guard case .show(let lines) = ConfigCommand.plan(arguments: [], loaded: .success(Settings()), configFile: Self.file, withoutEffect: ["treshold", "zzz"]) else {
            Issue.record("no listing"); return
        }
        #expect(Array(lines.suffix(2)) == [
            "config.json also holds 'treshold' (did you mean threshold?), which is no setting of this breathe: it has no effect, and breathe leaves it as it is",
            "config.json also holds 'zzz', which is no setting of this breathe: it has no effect, and breathe leaves it as it is",
        ])
        guard case .show(let chinese) = ConfigCommand.plan(arguments: [], loaded: .success(Settings()), configFile: Self.file, words: Words(.simplifiedChinese), withoutEffect: ["treshold"]) else { return }
        #expect(chinese.last == "config.json 里还有“treshold”（你是不是想写 threshold？），它不是这个 breathe 的设置，不起作用，breathe 也不会改动它")
    }

    @Test func aBrokenFileCanStillBeMended() {
        let broken = Result<Settings, SettingsError>.failure(SettingsError.badValue(file: "c.json", SettingValueRefusal(key: "threshold", value: .string("high"))))
        let failure = ConfigCommand.Plan.failure(#"c.json: threshold: must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not "high""# + "\nSet a good value with: breathe config KEY VALUE")
        #expect(ConfigCommand.plan(arguments: [], loaded: broken, configFile: Self.file) == failure)
        #expect(ConfigCommand.plan(arguments: ["threshold"], loaded: broken, configFile: Self.file) == failure)
        #expect(ConfigCommand.plan(arguments: ["bell", "true"], loaded: broken, configFile: Self.file) == failure)
        #expect(ConfigCommand.plan(arguments: ["nonsense", "1"], loaded: broken, configFile: Self.file) == failure)
        #expect(failure.exitStatus == 1)
        #expect(ConfigCommand.plan(arguments: ["threshold", "0.9"], loaded: broken, configFile: Self.file) == .change(ConfigChange(key: "threshold", value: .number(0.9)), then: ["threshold = 0.9"]))
        #expect(ConfigCommand.plan(arguments: ["threshold", "2"], loaded: broken, configFile: Self.file) == .usageError("threshold: must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not '2'"))
    }
}
