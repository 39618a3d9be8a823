import BreatheCore
import Foundation
import Testing
@testable import BreatheSystem

/// config.json as `breathe config` and `breathe sync` change it: one key at a time, every
/// other key (a newer breathe's too) kept as it was.
@Suite struct ConfigFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-config-\(UUID().uuidString)").path

    @Test func unknownKeysAreKeptWhenBreatheWritesTheFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/breathe/config.json"
        try FileManager.default.createDirectory(atPath: folder + "/breathe", withIntermediateDirectories: true)
        try #"{"laterSetting": {"nested": [1, "two", null, true]}, "threshold": 0.9, "bell": true}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let file = ConfigFile(Locations(dataFolder: folder + "/data", configFolder: folder + "/breathe"))
        try file.apply(ConfigChange(key: "volume", value: .number(20)))
        let later = JSONValue.object(["nested": .array([.number(1), .string("two"), .null, .bool(true)])])
        #expect(try file.read() == ["laterSetting": later, "threshold": .number(0.9), "bell": .bool(true), "volume": .number(20)])
        try file.apply(ConfigChange(key: "threshold", value: nil))
        #expect(try file.read() == ["laterSetting": later, "bell": .bool(true), "volume": .number(20)])
        // What was written reads as settings, the unknown key left alone.
        let settings = try Settings.decode(try Data(contentsOf: URL(fileURLWithPath: path)), file: path)
        #expect(settings.volume == 20 && settings.sound == .bell && settings.threshold == 0.8)
    }

    @Test func aChangeMakesTheFileAndItsFolder() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = ConfigFile(Locations(dataFolder: folder + "/data", configFolder: folder + "/new"))
        #expect(try file.read() == [:])
        try file.apply(ConfigChange(key: "syncFolder", value: nil))
        #expect(try file.read() == [:])
        try file.apply(ConfigChange(key: "sound", value: .string("Tone")))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "{\n  \"sound\" : \"Tone\"\n}\n")
    }

    /// config.json linked to the store (or its backup, or a sync copy) is never written
    /// as settings: an attack run saw `config threshold 0.9` rewrite the store through the
    /// link, and a session saved beside it lost. A link to a file of its own is written.
    @Test func aLinkIntoTheProgressIsNeverWrittenThrough() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/data", config = folder + "/config", sync = folder + "/sync"
        for path in [data, config, sync, folder + "/dotfiles"] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let store = #"{"formatVersion": 1, "sessions": []}"# + "\n"
        let file = ConfigFile(Locations(dataFolder: data, configFolder: config))
        for target in [data + "/progress.json", data + "/progress.json.bak", sync + "/breathe-progress.json"] {
            try store.write(toFile: target, atomically: false, encoding: .utf8)
            try? FileManager.default.removeItem(atPath: file.path)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target)
            do throws(SettingsError) {
                try file.apply(ConfigChange(key: "threshold", value: .number(0.9)))
                Issue.record("wrote settings into \(target)")
            } catch {
                #expect(error.description == file.path + " is a link to " + target
                    + ", a file breathe keeps your progress in, so no setting was written; point the link at a file "
                    + "of its own", "\(error)")
            }
            #expect(try String(contentsOfFile: target, encoding: .utf8) == store)
        }
        // A dotfiles repository's config.json, through a link, is written as before.
        let dotfile = folder + "/dotfiles/config.json"
        try "{}".write(toFile: dotfile, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: file.path)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: dotfile)
        try file.apply(ConfigChange(key: "threshold", value: .number(0.9)))
        #expect(try file.read() == ["threshold": .number(0.9)])
        #expect(try String(contentsOfFile: dotfile, encoding: .utf8).contains("0.9"))
    }
}
