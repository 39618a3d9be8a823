import BreatheCore
import Foundation
import Testing
@testable import BreatheSystem

@Suite struct StoreFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-store-\(UUID().uuidString)").path

    func session(_ id: String) -> SessionRecord {
        let start = LocalTimestamp(iso8601: "2026-11-30T10:00:00+08:00")!
        return SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 64), plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished)
    }

    @Test func aMissingStoreIsEmptyAndTheFirstSaveCreatesFolderAndFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = StoreFile(path: folder + "/deep/breathe/progress.json")
        #expect(try file.load().store == ProgressStore())
        var store = ProgressStore()
        store.append(session("s1"))
        try file.save(store)
        #expect(try file.load().store == store)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let text = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(text.contains("\"formatVersion\" : 1"))
        // Nothing but the store, its lock and its status summary is left in the folder:
        // no temp files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/deep/breathe").sorted() == ["progress.json", "progress.json.lock", "progress.json.status"])
    }

    @Test func savingKeepsWhatAnotherProcessSavedMeanwhile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = StoreFile(path: folder + "/progress.json")
        var mine = try file.load().store
        var theirs = try file.load().store
        theirs.append(session("theirs"))
        try file.save(theirs)
        mine.append(session("mine"))
        try file.save(mine)
        #expect(Set(try file.load().store.sessions.map(\.id)) == ["mine", "theirs"])
    }

    @Test func aNewerFormatIsNeverRewritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/progress.json"
        let newer = "{\"formatVersion\": 2, \"sessions\": [], \"somethingNew\": true}"
        try newer.write(toFile: path, atomically: false, encoding: .utf8)
        do {
            _ = try StoreFile(path: path).load()
            Issue.record("a newer store loaded")
        } catch {
            #expect(error.description.contains("newer breathe"))
        }
        #expect(throws: StoreError.self) { try StoreFile(path: path).save(ProgressStore()) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
    }

    /// What the fast reader leaves aside still goes through the general reader: a field
    /// from a later build is ignored, and a record that breaks a rule is set aside with
    /// its place named, while the rest of the file is read.
    @Test func aStoreTheFastReaderLeavesAsideIsStillReadOrJudged() throws {
        let later = #"{"formatVersion": 1.0, "sessions": [], "completions": [], "activations": [], "fromLater": {"x": [1]}}"#
        #expect(StoreJSONReader.read(Data(later.utf8)) == nil)
        guard case .success(let decoded) = StoreDecoding.decode(Data(later.utf8)) else {
            Issue.record("a store with an unknown field was not read")
            return
        }
        #expect(decoded.store == ProgressStore())
        let bad = #"{"formatVersion": 1, "sessions": [{"id": "x"}], "completions": [], "activations": []}"#
        guard case .success(let read) = StoreDecoding.decode(Data(bad.utf8)) else {
            Issue.record("a store with one bad record was not read")
            return
        }
        #expect(read.store.sessions.isEmpty)
        #expect(read.setAside.count == 1)
        #expect(read.setAside.first?.reason.contains("sessions[0]") == true)
        let damaged = #"{"formatVersion": 1, "sessions": [], "sessions": [], "completions": [], "activations": []}"#
        guard case .failure(.damaged(let reason)) = StoreDecoding.decode(Data(damaged.utf8)) else {
            Issue.record("a store with a repeated key was read")
            return
        }
        #expect(reason == .notJSON(JSONSyntaxError(.repeatedKey, line: 1, column: 38, key: "sessions")))
    }
}

@Suite struct LocationsTests {
    @Test func followsXDGAndFallsBackToHome() throws {
        let home = try Locations.fromEnvironment { ["HOME": "/home/p"][$0] }
        #expect(home.storeFile == "/home/p/.local/share/breathe/progress.json")
        #expect(home.configFile == "/home/p/.config/breathe/config.json")
        #expect(home.programsFolder == "/home/p/.config/breathe/programs")
        let xdg = try Locations.fromEnvironment { ["HOME": "/home/p", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"][$0] }
        #expect(xdg.storeFile == "/d/breathe/progress.json")
        #expect(xdg.configFile == "/c/breathe/config.json")
        // A relative XDG path does not count.
        let relative = try Locations.fromEnvironment { ["HOME": "/home/p", "XDG_DATA_HOME": "data"][$0] }
        #expect(relative.dataFolder == "/home/p/.local/share/breathe")
        #expect(throws: LocationError.self) { try Locations.fromEnvironment { _ in nil } }
    }
}
