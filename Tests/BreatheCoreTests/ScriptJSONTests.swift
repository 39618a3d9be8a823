import FoundationEssentials
import Testing
@testable import BreatheCore

/// `patterns --json` and `config --json` as the bytes a script reads (`ScriptJSON` is what
/// the command line prints), written out by hand: every pattern `patterns` lists, seconds
/// as numbers; every setting with its value, default, type, range and sync, in the order
/// `breathe config` lists them.
@Suite struct ScriptJSONTests {
    static let file = "/home/p/.config/breathe/config.json"

    func configJSON(_ arguments: [String], _ settings: Settings = Settings()) -> String? {
        guard case .showJSON(let document) = ConfigCommand.plan(arguments: arguments, loaded: .success(settings), configFile: Self.file, json: true) else { return nil }
        return ScriptJSON.text(document)
    }

    // MARK: patterns --json

    /// The names `patterns` prints in its first column, in order (before the blank line
    /// and how to write one's own).
    func printedNames() -> [String] {
        PatternListReport.lines(pace: 6).prefix { !$0.isEmpty }.compactMap { line in
            guard let first = line.first, first != " " else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    @Test func everyPatternThePatternsListPrintsIsInTheJSON() {
        #expect(printedNames() == ["4-7-8", "box", "coherent", "relax", "sigh", "pace"])
        #expect(PatternListReport.entries(pace: 6).map(\.name) == ["4-7-8", "box", "coherent", "relax", "sigh", "pace"])
    }

    @Test func aPatternsSecondsAreNumbers() throws {
        let text = try #require(ScriptJSON.text(Array(PatternListReport.entries(pace: 6).prefix(1))))
        #expect(text == """
            [
              {
                "breathsPerMinute" : 3.2,
                "caution" : "long holds; if you feel light-headed, stop and breathe normally",
                "cycleSeconds" : 19,
                "name" : "4-7-8",
                "phases" : [
                  {
                    "kind" : "inhale",
                    "seconds" : 4
                  },
                  {
                    "kind" : "holdFull",
                    "seconds" : 7
                  },
                  {
                    "kind" : "exhale",
                    "seconds" : 8
                  }
                ]
              }
            ]
            """)
    }

    /// `pace` is breathed at the setting's rate: 5.5 a minute is a breath of 60 / 5.5 s,
    /// 40% in and 60% out.
    @Test func paceIsThePersonsOwnRate() throws {
        let pace = try #require(PatternListReport.entries(pace: 5.5).last)
        #expect(pace.name == "pace" && pace.caution == nil && pace.breathsPerMinute == 5.5)
        #expect(pace.phases.map(\.kind) == ["inhale", "exhale"])
        #expect(abs(pace.phases[0].seconds - 4.3636) < 0.001 && abs(pace.phases[1].seconds - 6.5454) < 0.001)
        #expect(abs(pace.cycleSeconds - 10.909) < 0.001)
        let atSix = try #require(ScriptJSON.text(PatternListReport.entries(pace: 6).last))
        #expect(atSix == """
            {
              "breathsPerMinute" : 6,
              "cycleSeconds" : 10,
              "name" : "pace",
              "phases" : [
                {
                  "kind" : "inhale",
                  "seconds" : 4
                },
                {
                  "kind" : "exhale",
                  "seconds" : 6
                }
              ]
            }
            """)
    }

    // MARK: config --json

    @Test func everySettingInTheOrderConfigListsThem() throws {
        let text = try #require(configJSON([]))
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("    \"key\" : ") }.map { $0.dropFirst(13).dropLast(2) }
        #expect(keys == ["threshold", "dayRolloverHour", "freezes", "freezeEvery", "freezeMax", "showStreak", "moodCheck", "color", "sound", "volume", "soundOverSSH", "pace", "reducedMotion", "leadIn", "syncFolder", "language"])
        #expect(text.hasPrefix("""
            [
              {
                "default" : 0.8,
                "key" : "threshold",
                "maximum" : 1,
                "minimum" : 0.5,
                "synced" : true,
                "type" : "number",
                "value" : 0.8
              },
              {
                "default" : 3,
                "key" : "dayRolloverHour",
                "maximum" : 12,
                "minimum" : 0,
                "synced" : true,
                "type" : "integer",
                "value" : 3
              },
              {
                "default" : true,
                "key" : "freezes",
                "synced" : true,
                "type" : "boolean",
                "value" : true
              },
            """))
    }

    /// Each value in its own JSON type, the default beside it; none is null, never left out.
    @Test func valuesAreWhatConfigJSONHolds() throws {
        let settings = try Settings.decode(Data(#"{"pace": 5.5, "syncFolder": "/srv/s", "sound": "tone", "language": "zh-Hans", "volume": 45, "moodCheck": true}"#.utf8), file: "c")
        #expect(configJSON(["pace"], settings) == """
            {
              "default" : 6,
              "key" : "pace",
              "maximum" : 7,
              "minimum" : 4,
              "synced" : true,
              "type" : "number",
              "value" : 5.5
            }
            """)
        #expect(configJSON(["syncFolder"], settings) == """
            {
              "default" : null,
              "key" : "syncFolder",
              "synced" : false,
              "type" : "path",
              "value" : "/srv/s"
            }
            """)
        #expect(configJSON(["syncFolder"]) == """
            {
              "default" : null,
              "key" : "syncFolder",
              "synced" : false,
              "type" : "path",
              "value" : null
            }
            """)
        #expect(configJSON(["sound"], settings) == """
            {
              "choices" : [
                "off",
                "tone",
                "voice",
                "bell"
              ],
              "default" : "off",
              "key" : "sound",
              "synced" : true,
              "type" : "choice",
              "value" : "tone"
            }
            """)
        #expect(configJSON(["language"], settings) == """
            {
              "choices" : [
                "auto",
                "en",
                "zh-Hans"
              ],
              "default" : "auto",
              "key" : "language",
              "synced" : false,
              "type" : "choice",
              "value" : "zh-Hans"
            }
            """)
        #expect(configJSON(["volume"], settings)?.contains(#""value" : 45"#) == true)
        #expect(configJSON(["moodCheck"], settings)?.contains(#""value" : true"#) == true)
        #expect(configJSON(["soundOverSSH"])?.contains(#""synced" : false"#) == true)
    }

    @Test func theJSONShowsAndNeverChanges() {
        let refusal = "--json shows settings and changes none; to change one, leave it out: breathe config KEY VALUE"
        let setting = ConfigCommand.plan(arguments: ["pace", "5"], loaded: .success(Settings()), configFile: Self.file, json: true)
        #expect(setting == .usageError(refusal))
        #expect(setting.exitStatus == 2)
        let chinese = ConfigCommand.plan(arguments: ["pace", "5"], loaded: .success(Settings()), configFile: Self.file, words: Words(.simplifiedChinese), json: true)
        #expect(chinese == .usageError("--json 只显示设置，不修改；要修改设置，请去掉 --json：breathe config KEY VALUE"))
        // Refused before config.json matters, even when it cannot be read.
        let broken = ConfigCommand.plan(arguments: ["pace", "5"], loaded: .failure(.notAnObject(file: Self.file, found: .list)), configFile: Self.file, json: true)
        #expect(broken == .usageError(refusal))
    }

    @Test func anUnknownKeyOrAnUnreadableFileIsRefused() {
        let unknown = ConfigCommand.plan(arguments: ["treshold"], loaded: .success(Settings()), configFile: Self.file, json: true)
        #expect(unknown == .usageError("unknown setting 'treshold'; did you mean threshold?"))
        // The older `bell` is read through `sound` as text; the JSON names settings only.
        #expect(ConfigCommand.plan(arguments: ["bell"], loaded: .success(Settings()), configFile: Self.file, json: true).exitStatus == 2)
        let broken = ConfigCommand.plan(arguments: [], loaded: .failure(.notAnObject(file: Self.file, found: .list)), configFile: Self.file, json: true)
        guard case .failure(let message) = broken else { Issue.record("\(broken)"); return }
        // No change is suggested: a file that is not an object refuses every change too
        // (the attack run found the hint pointing at a command that then refused).
        #expect(!message.contains("Set a good value with"))
        #expect(broken.exitStatus == 1)
    }

    /// A document without a schema, written as the JSON it is.
    @Test func aJSONValueIsWrittenInItsOwnTypes() {
        let value = JSONValue.object(["a": .array([.null, .bool(false), .number(2.5), .string("x/y")]), "b": .object([:])])
        #expect(ScriptJSON.text(value) == """
            {
              "a" : [
                null,
                false,
                2.5,
                "x/y"
              ],
              "b" : {

              }
            }
            """)
    }
}
