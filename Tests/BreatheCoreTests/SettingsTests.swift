import FoundationEssentials
import Testing
@testable import BreatheCore

@Suite struct SettingsTests {
    func decode(_ json: String) throws(SettingsError) -> Settings {
        try Settings.decode(Data(json.utf8), file: "config.json")
    }

    @Test func defaults() throws {
        let settings = try decode("{}")
        #expect(settings.threshold == 0.8)
        #expect(settings.dayRolloverHour == 3)
    }

    @Test func acceptedValues() throws {
        #expect(try decode(#"{"threshold": 0.5}"#).threshold == 0.5)
        #expect(try decode(#"{"threshold": 1}"#).threshold == 1)
        #expect(try decode(#"{"threshold": 0.75, "dayRolloverHour": 0}"#).dayRolloverHour == 0)
        #expect(try decode(#"{"futureSetting": [1, 2]}"#) == Settings())
        let streak = try decode(#"{"freezes": false, "freezeEvery": 5, "freezeMax": 3, "showStreak": false, "moodCheck": true}"#)
        #expect(streak.freezes == FreezeRules(enabled: false, earnedEvery: 5, maximumBanked: 3))
        #expect(streak.showStreak == false)
        #expect(streak.moodCheck == true)
        #expect(Settings().moodCheck == false)
    }

    @Test func soundIsOffUntilAskedForAndTheOldBellStillRings() throws {
        #expect(Settings().sound == .off)
        #expect(Settings().volume == 30)
        #expect(try decode(#"{"sound": "Tone", "volume": 100, "soundOverSSH": true}"#).sound == .tone)
        #expect(try decode(#"{"volume": 1}"#).volume == 1)
        #expect(try decode(#"{"soundOverSSH": true}"#).soundOverSSH)
        // A config.json from before `sound`: a true bell means sound bell …
        #expect(try decode(#"{"bell": true}"#).sound == .bell)
        #expect(try decode(#"{"bell": false}"#).sound == .off)
        // … unless sound says otherwise.
        #expect(try decode(#"{"bell": true, "sound": "voice"}"#).sound == .voice)
        #expect(try decode(#"{"bell": true, "sound": "off"}"#).sound == .off)
        // What is written back reads back the same, and no longer holds bell.
        let settings = try decode(#"{"bell": true, "volume": 55}"#)
        #expect(settings.jsonFields["bell"] == nil)
        #expect(try Settings.decode(Data(JSONValue.object(settings.jsonFields).compactText.utf8), file: "x") == settings)
        #expect(Settings.syncedKeys.contains("sound") && Settings.syncedKeys.contains("volume") && !Settings.syncedKeys.contains("soundOverSSH"))
    }

    @Test(arguments: [
        (#"{"threshold": 0.49}"#, "threshold: must be a number from 0.5 to 1.0"),
        (#"{"threshold": 1.01}"#, "not 1.01"),
        (#"{"threshold": "0.8"}"#, "not \"0.8\""),
        (#"{"dayRolloverHour": 13}"#, "dayRolloverHour: must be a whole hour from 0 to 12"),
        (#"{"dayRolloverHour": 2.5}"#, "not 2.5"),
        (#"{"threshold": "#, "config.json: not valid JSON"),
        (#"{"freezes": "yes"}"#, "freezes: must be true or false"),
        (#"{"freezeEvery": 0}"#, "freezeEvery: must be a whole number of practice days from 1 to 60"),
        (#"{"freezeMax": 11}"#, "freezeMax: must be a whole number from 0 to 10"),
        (#"{"showStreak": 1}"#, "showStreak: must be true or false"),
        (#"{"moodCheck": null}"#, "moodCheck: must be true or false"),
        ("[]", "must be a JSON object"),
        (#"{"sound": "loud"}"#, "sound: must be off, tone, voice or bell, not \"loud\""),
        (#"{"sound": true}"#, "sound: must be off, tone, voice or bell"),
        (#"{"volume": 0}"#, "volume: must be a whole number from 1 to 100, not 0"),
        (#"{"volume": 101}"#, "not 101"),
        (#"{"volume": 30.5}"#, "not 30.5"),
        (#"{"volume": 1e300}"#, "volume: must be a whole number"),
        // Numbers are never shown as a number the file does not hold.
        (#"{"volume": 9223372036854775807}"#, "not about 9223372036854775808"),
        (#"{"volume": 1e-400}"#, "from 1 to 100, not almost 0"),
        (#"{"bell": "yes"}"#, "bell: must be true or false"),
        (#"{"soundOverSSH": 1}"#, "soundOverSSH: must be true or false"),
    ])
    func badValuesAreClearErrors(json: String, message: String) {
        do {
            _ = try decode(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}

@Suite struct SuggestionTests {
    @Test func theNearestPlausibleWord() {
        let commands = ["start", "stats", "status", "history", "progress", "practice"]
        #expect(nearest(to: "histroy", in: commands) == "history")
        #expect(nearest(to: "stat", in: commands) == "stats")
        #expect(nearest(to: "pratice", in: commands) == "practice")
        #expect(nearest(to: "xyzzy", in: commands) == nil)
        #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
