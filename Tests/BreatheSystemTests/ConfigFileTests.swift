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
        let file = ConfigFile(path: path)
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
        let file = ConfigFile(path: folder + "/new/config.json")
        #expect(try file.read() == [:])
        try file.apply(ConfigChange(key: "syncFolder", value: nil))
        #expect(try file.read() == [:])
        try file.apply(ConfigChange(key: "sound", value: .string("Tone")))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "{\n  \"sound\" : \"Tone\"\n}\n")
    }
}
