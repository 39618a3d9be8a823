import Foundation
import Testing
@testable import BreatheCore

/// The one table of settings against everything it feeds: config.json's decoding and
/// check, synced values, typed values, completions, the man page and the guide.
@Suite struct SettingDeclarationTests {
    static let keys = ["threshold", "dayRolloverHour", "freezes", "freezeEvery", "freezeMax", "showStreak", "moodCheck", "color", "sound", "volume", "soundOverSSH", "pace", "reducedMotion", "leadIn", "syncFolder", "language"]

    func decode(_ json: String) throws(SettingsError) -> Settings {
        try Settings.decode(Data(json.utf8), file: "config.json")
    }

    /// A new setting fails here until it has its cases below (a good value, a bad one).
    @Test func everySettingIsDeclaredOnceInTheListedOrder() {
        #expect(Settings.keys == Self.keys)
        #expect(Self.goodValues.map(\.key) == Self.keys)
        #expect(Self.badValues.map(\.key) == Self.keys)
        #expect(Settings.definitions.map(\.key) == Self.keys)
        #expect(Set(Settings.keys).count == Settings.keys.count)
        #expect(Settings.syncedKeys == ["threshold", "dayRolloverHour", "freezes", "freezeEvery", "freezeMax", "showStreak", "moodCheck", "color", "sound", "volume", "pace", "reducedMotion", "leadIn"])
        #expect(Settings.declaration(for: "bell") == nil)
        #expect(Settings.declaration(for: "Threshold") == nil)
    }

    /// A value other than the default for each setting, in config.json and as `config`
    /// shows it.
    static let goodValues: [(key: String, json: String, shown: String)] = [
        ("threshold", "0.65", "0.65"),
        ("dayRolloverHour", "12", "12"),
        ("freezes", "false", "false"),
        ("freezeEvery", "60", "60"),
        ("freezeMax", "0", "0"),
        ("showStreak", "false", "false"),
        ("moodCheck", "true", "true"),
        ("color", "false", "false"),
        ("sound", #""Voice""#, "voice"),
        ("volume", "1", "1"),
        ("soundOverSSH", "true", "true"),
        ("pace", "4.5", "4.5"),
        ("reducedMotion", "true", "true"),
        ("leadIn", "0", "0"),
        ("syncFolder", #""/home/p/Sync""#, "/home/p/Sync"),
        ("language", #""zh-Hans""#, "zh-Hans"),
    ]

    @Test(arguments: goodValues)
    func everyDeclaredKeyDecodes(key: String, json: String, shown: String) throws {
        let settings = try decode(#"{"\#(key)": \#(json)}"#)
        #expect(settings != Settings(), "\(key) = \(json) changed nothing")
        #expect(settings.text(of: key) == shown)
        #expect(Settings.problem(key: key, jsonText: json) == nil)
        // What config.json would hold reads back the same.
        #expect(try Settings.decode(Data(JSONValue.object(settings.jsonFields).compactText.utf8), file: "x") == settings)
        // Only this key differs from the defaults.
        for other in Self.keys where other != key {
            #expect(settings.text(of: other) == Settings().text(of: other), "\(other) changed with \(key)")
        }
    }

    /// A bad value for each setting, and its refusal.
    static let badValues: [(key: String, json: String, problem: String)] = [
        ("threshold", "0.4", "must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not 0.4"),
        ("dayRolloverHour", "13", "must be a whole hour from 0 to 12, not 13"),
        ("freezes", #""yes""#, #"must be true or false, not "yes""#),
        ("freezeEvery", "61", "must be a whole number of practice days from 1 to 60, not 61"),
        ("freezeMax", "-1", "must be a whole number from 0 to 10, not -1"),
        ("showStreak", "1", "must be true or false, not 1"),
        ("moodCheck", "null", "must be true or false, not null"),
        ("color", #""no""#, #"must be true or false, not "no""#),
        ("sound", #""loud""#, #"must be off, tone, voice or bell, not "loud""#),
        ("volume", "30.5", "must be a whole number from 1 to 100, not 30.5"),
        ("soundOverSSH", "[]", "must be true or false, not a list"),
        ("pace", "7.5", "must be a number of breaths a minute from 4 to 7, like 5.5, not 7.5"),
        ("reducedMotion", "{}", "must be true or false, not an object"),
        ("leadIn", "11", "must be a whole number of seconds from 0 to 10, not 11"),
        ("syncFolder", #""relative/dir""#, #"must be an absolute path without control characters, or null, not "relative/dir"; set it with breathe config syncFolder DIR, or none to turn sync off"#),
        ("language", #""zh_TW""#, #"must be auto, en, zh-Hans, not "zh_TW""#),
    ]

    @Test(arguments: badValues)
    func aBadValueIsRefusedInTheSettingsOwnWords(key: String, json: String, problem: String) {
        #expect(throws: SettingsError.badValue(file: "config.json", SettingValueRefusal(key: key, value: try! JSONValue.parse(Data(json.utf8))))) {
            try decode(#"{"\#(key)": \#(json)}"#)
        }
        #expect(SettingValueRefusal(key: key, value: try! JSONValue.parse(Data(json.utf8))).english == problem)
        // A value from another device is checked the same way.
        #expect(Settings.problem(key: key, jsonText: json)?.english == problem)
        #expect(Settings.declaration(for: key)?.problem(try! JSONValue.parse(Data(json.utf8))) == problem)
    }

    @Test func theOlderBellIsCheckedButNeverListed() {
        #expect(throws: SettingsError.badValue(file: "config.json", SettingValueRefusal(key: "bell", value: .string("on")))) { try decode(#"{"bell": "on"}"#) }
        #expect(SettingsError.badValue(file: "config.json", SettingValueRefusal(key: "bell", value: .string("on"))).description == #"config.json: bell: must be true or false, not "on""#)
        #expect(Settings.problem(key: "bell", jsonText: "false") == nil)
        #expect(Settings.problem(key: "laterSetting", jsonText: #"{"x": 1}"#) == nil)
    }

    /// Sync takes the synced settings from the table: a good value of each is adopted,
    /// the ones of this device never are.
    @Test func syncAdoptsTheSyncedSettingsOnly() {
        let at = LocalTimestamp(iso8601: "2026-11-01T00:00:00Z")!
        let values = ["threshold": "0.6", "dayRolloverHour": "4", "freezes": "false", "freezeEvery": "3", "freezeMax": "5", "showStreak": "false",
                      "moodCheck": "true", "color": "false", "sound": #""tone""#, "volume": "70", "soundOverSSH": "true", "pace": "5",
                      "reducedMotion": "true", "syncFolder": #""/s""#]
        let changes = values.map { SettingChange(id: $0.key, key: $0.key, value: $0.value, at: at) }
        let adopted = SettingsAdoption.adoptions(from: changes, config: [:])
        #expect(Set(adopted.keys) == ["threshold", "dayRolloverHour", "freezes", "freezeEvery", "freezeMax", "showStreak", "moodCheck", "color", "sound", "volume", "pace", "reducedMotion"])
        #expect(adopted["sound"] == .string("tone") && adopted["volume"] == .number(70))
        let config: [String: JSONValue] = ["threshold": .number(0.6), "soundOverSSH": .bool(true), "syncFolder": .string("/s"), "volume": .number(70)]
        #expect(Set(SettingsAdoption.localChanges(config: config, synced: [], at: at, now: at, makeID: newRecordID).map(\.key)) == ["threshold", "volume"])
    }

    /// `breathe config KEY VALUE`: the typed word as config.json will hold it, or the
    /// refusal, named by its key.
    @Test(arguments: [
        ("freezes", "true", JSONValue.bool(true)),
        ("freezes", "on", .bool(true)),
        ("moodCheck", "YES", .bool(true)),
        ("color", "off", .bool(false)),
        ("color", "No", .bool(false)),
        ("showStreak", "FALSE", .bool(false)),
        ("syncFolder", "none", .null),
        ("syncFolder", "off", .null),
        ("syncFolder", "null", .null),
        ("syncFolder", "/srv/sync folder", .string("/srv/sync folder")),
        ("threshold", "0.75", .number(0.75)),
        ("threshold", "1", .number(1)),
        ("pace", "5.5", .number(5.5)),
        ("volume", "100", .number(100)),
        ("freezeMax", "0", .number(0)),
        ("sound", "Tone", .string("Tone")),
        ("sound", "off", .string("off")),
        ("sound", "bell", .string("bell")),
    ])
    func typedValues(key: String, typed: String, value: JSONValue) throws {
        let declaration = try #require(Settings.declaration(for: key))
        #expect(try declaration.value(typed: typed).get() == value)
    }

    @Test(arguments: [
        // What was typed is quoted as typed, as every usage error quotes it.
        ("threshold", "1e-1", "threshold: must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not '1e-1'"),
        ("threshold", String(repeating: "9", count: 400), "threshold: must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not '" + String(repeating: "9", count: 60) + "…'"),
        ("threshold", "1.5", "threshold: must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not '1.5'"),
        ("volume", "off", "volume: must be a whole number from 1 to 100, not 'off'"),
        ("volume", "-5", "volume: must be a whole number from 1 to 100, not '-5'"),
        ("volume", "99999999999999999999", "volume: must be a whole number from 1 to 100, not '99999999999999999999'"),
        ("dayRolloverHour", "null", "dayRolloverHour: must be a whole hour from 0 to 12, not 'null'"),
        ("moodCheck", "maybe", "moodCheck: must be true or false, not 'maybe'"),
        ("moodCheck", "1", "moodCheck: must be true or false, not '1'"),
        ("sound", "true", "sound: must be off, tone, voice or bell, not 'true'"),
        ("sound", "none", "sound: must be off, tone, voice or bell, not 'none'"),
        ("syncFolder", "relative", "syncFolder: must be an absolute path without control characters, or null, not 'relative'; set it with breathe config syncFolder DIR, or none to turn sync off"),
        ("syncFolder", "yes", "syncFolder: must be an absolute path without control characters, or null, not 'yes'; set it with breathe config syncFolder DIR, or none to turn sync off"),
        ("pace", "3", "pace: must be a number of breaths a minute from 4 to 7, like 5.5, not '3'"),
    ])
    func typedValuesRefused(key: String, typed: String, refusal: String) throws {
        let declaration = try #require(Settings.declaration(for: key))
        #expect(throws: SettingsError.self) { try declaration.value(typed: typed).get() }
        guard case .failure(let error) = declaration.value(typed: typed) else { return }
        #expect(error.description == refusal)
    }

    @Test func completionWordsForEachSettingsValues() {
        let words = Dictionary(uniqueKeysWithValues: Settings.declarations.map { ($0.key, $0.completionWords) })
        #expect(words["sound"] == ["off", "tone", "voice", "bell"])
        #expect(words["freezes"] == ["true", "false"])
        #expect(words["reducedMotion"] == ["true", "false"])
        #expect(words["syncFolder"] == ["none"])
        #expect(words["threshold"] == [])
        #expect(words["volume"] == [])
    }

    /// What each setting accepts, in the words of the lists, and every help line saying it.
    @Test func acceptedValuesAndHelpLines() {
        let accepted = Dictionary(uniqueKeysWithValues: Settings.declarations.map { ($0.key, $0.acceptedText) })
        #expect(accepted == [
            "threshold": "0.5 to 1.0", "dayRolloverHour": "0 to 12", "freezes": "true, false", "freezeEvery": "1 to 60",
            "freezeMax": "0 to 10", "showStreak": "true, false", "moodCheck": "true, false", "color": "true, false",
            "sound": "off, tone, voice, bell", "volume": "1 to 100", "soundOverSSH": "true, false", "pace": "4 to 7",
            "reducedMotion": "true, false", "leadIn": "0 to 10", "syncFolder": "an absolute path, or none",
            "language": "auto, en, zh-Hans",
        ])
        for declaration in Settings.declarations {
            if declaration.key == "sound" {
                #expect(SoundMode.allCases.allSatisfy { declaration.help.contains($0.rawValue) })
            } else {
                #expect(declaration.help.contains("(" + declaration.acceptedText), "\(declaration.key): \(declaration.help)")
            }
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The man page's config.json entry lists every setting with what it accepts and its
    /// default, as the table says.
    @Test func theManPageListsEverySetting() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Docs/breathe.1"), encoding: .utf8)
        #expect(page.contains(".I ~/.config/breathe/config.json\nSettings, each with what it accepts and its default:\n" + Settings.manPageList + "\n"))
        #expect(Settings.manPageList.hasPrefix(".B threshold\n(0.5 to 1.0; default 0.8),\n.B dayRolloverHour\n(0 to 12; default 3),\n"))
        #expect(Settings.manPageList.contains(".B sound\n(off, tone, voice, bell; default off),\n"))
        #expect(Settings.manPageList.contains(".B soundOverSSH\n(true, false; default false; this device only, never synced),\n"))
        #expect(Settings.manPageList.contains(".B syncFolder\n(an absolute path, or none; default none; this device only, never synced),\n"))
        #expect(Settings.manPageList.hasSuffix(".B language\n(auto, en, zh-Hans; default auto; this device only, never synced)."))
        for key in Self.keys {
            #expect(Settings.manPageList.contains(".B \(key)\n("), "\(key) missing from the man page")
        }
    }

    /// GUIDE.md's table of settings: every key with its default and what it accepts.
    @Test func theGuideListsEverySetting() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("Docs/GUIDE.md"), encoding: .utf8)
        let defaults = Settings()
        for declaration in Settings.declarations {
            let row = "| `\(declaration.key)` | \(declaration.text(in: defaults)) | \(declaration.acceptedText) | "
            #expect(guide.contains("\n" + row), "GUIDE.md lacks: \(row)")
        }
        #expect(guide.contains("\n| `threshold` | 0.8 | 0.5 to 1.0 | "))
    }
}
