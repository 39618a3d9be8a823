import BreatheCore
import Foundation
import Testing
@testable import BreatheSystem

/// The marker that this device has shown the safety screen: shown only when it is
/// breathe's own marker, written into a folder that may not exist yet, and never an
/// error when it cannot be written (the screen then comes again).
@Suite struct SafetyMarkerTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-safety-\(UUID().uuidString)").path

    var marker: SafetyMarker { SafetyMarker(locations: Locations(dataFolder: root + "/data", configFolder: root + "/config")) }

    @Test func rememberedOnceWrittenIntoAFolderMadeForIt() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(!marker.isShown)
        marker.remember()
        #expect(marker.isShown)
        #expect(try String(contentsOfFile: root + "/data/safety-shown", encoding: .utf8) == "breathe-safety-shown 1\n")
        #expect(FileIO.mode(of: root + "/data/safety-shown").map { $0 & 0o777 } == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/data") == ["safety-shown"], "no temp file left")
    }

    /// Anything but breathe's own marker shows the screen again.
    @Test(arguments: ["", "breathe-safety-shown 1", "breathe-safety-shown 2\n", "yes\n"])
    func otherContentShowsItAgain(content: String) throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        try content.write(toFile: root + "/data/safety-shown", atomically: true, encoding: .utf8)
        #expect(!marker.isShown)
    }

    @Test func aLinkOrAFolderIsNoMarker() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        try "breathe-safety-shown 1\n".write(toFile: root + "/elsewhere", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/data/safety-shown", withDestinationPath: root + "/elsewhere")
        #expect(!marker.isShown)
        try FileManager.default.removeItem(atPath: root + "/data/safety-shown")
        try FileManager.default.createDirectory(atPath: root + "/data/safety-shown", withIntermediateDirectories: true)
        #expect(!marker.isShown)
        // Not writable over a folder: nothing thrown, and the screen comes again.
        marker.remember()
        #expect(!marker.isShown)
    }

    /// A data folder that cannot be made (a file stands where it should be): no error.
    @Test func aFolderThatCannotBeMadeIsNoError() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try "x".write(toFile: root + "/data", atomically: true, encoding: .utf8)
        marker.remember()
        #expect(!marker.isShown)
    }
}
