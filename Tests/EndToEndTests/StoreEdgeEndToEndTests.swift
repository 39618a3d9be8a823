import Foundation
import Testing

/// The store's promises through the command line (issue 24): an import counts what it
/// added; `status` reads its summary and prints the same line; a newer store is newer.
@Suite struct StoreEdgeEndToEndTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-edge-\(UUID().uuidString)").path
    var data: String { home + "/.local/share/breathe" }

    func breathe(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        environment["LANG"] = "C.UTF-8"
        return try run(try breatheBinary(), arguments, environment: environment)
    }

    static func session(_ id: String, day: Int, practiced: Int = 300) -> String {
        let date = String(format: "2026-11-%02d", day)
        return #"{"id":"\#(id)","programID":null,"lessonID":null,"pattern":"box","startedAt":"\#(date)T07:00:00+01:00","endedAt":"\#(date)T07:06:00+01:00","plannedSeconds":300,"practicedSeconds":\#(practiced),"counted":false,"endReason":"finished"}"#
    }

    static func store(_ sessions: [String], version: Int = 1) -> String {
        #"{"formatVersion":\#(version),"sessions":[\#(sessions.joined(separator: ","))],"completions":[],"activations":[]}"#
    }

    /// A config.json write killed before its rename leaves its temp file; the next start
    /// removes it (no process holds its lock), and leaves config.json and other files be.
    @Test func aKilledConfigWritesTempFileGoesAtTheNextStart() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let config = home + "/.config/breathe"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        let stray = config + "/.config.json.breathe-0123abcd.tmp", other = config + "/notes.tmp"
        try "{\"threshold\": 0.7".write(toFile: stray, atomically: false, encoding: .utf8)
        try "mine".write(toFile: other, atomically: false, encoding: .utf8)
        try #"{"threshold": 0.9}"#.write(toFile: config + "/config.json", atomically: false, encoding: .utf8)
        let result = try breathe(["config", "threshold"])
        #expect(result.stdout == "0.9\n", "\(result.stderr)")
        #expect(try breathe(["status"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: stray))
        #expect(FileManager.default.fileExists(atPath: other))
    }

    /// A zone whose offset has seconds (TZ=XXX-05:30:45): the record's times are written
    /// with the offset to the minute and the local time that goes with it, so the instant
    /// is right (it was once written 45 s late, "+05:30" beside a local time of +05:30:45).
    @Test func anOffsetWithSecondsKeepsTheInstantExact() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        environment["TZ"] = "XXX-05:30:45"
        let before = Date()
        let practised = try run(
            try breatheBinary(), ["practice", "0.5-0.5", "--cycles", "6", "--plain"], environment: environment)
        let after = Date()
        #expect(practised.status == 0, "\(practised.stderr)")
        let text = try String(contentsOfFile: data + "/progress.json", encoding: .utf8)
        let stamp = try #require(text.split(separator: "\"").drop { $0 != "endedAt" }.dropFirst(2).first)
        #expect(stamp.hasSuffix("+05:30"), "\(stamp)")
        let formatter = ISO8601DateFormatter()
        let ended = try #require(formatter.date(from: String(stamp)))
        // Whole seconds in the record: within a second of the run's end.
        #expect(ended.timeIntervalSince(before) >= 0 && ended.timeIntervalSince(after) <= 1, "\(stamp)")
    }

    @Test func importOfASessionTwiceAddsOneAndSaysSo() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let file = home + "/twice.json"
        try Self.store([Self.session("a", day: 2), Self.session("a", day: 2, practiced: 200)]).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try breathe(["import", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(unwrapped(result.stdout).contains("1 new session, 0 already here, 1 record set aside"), "\(result.stdout)")
        let history = try breathe(["history", "--json"])
        #expect(history.stdout.components(separatedBy: "\"id\" : \"a\"").count == 2, "one session in history: \(history.stdout)")
        let aside = try String(contentsOfFile: data + "/set-aside.json", encoding: .utf8)
        #expect(aside.contains("is already used by sessions[0]"))
    }

    @Test func statusPrintsTheSameLineFromItsSummaryAsFromTheStore() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let file = home + "/days.json"
        try Self.store((1...20).map { Self.session("s\($0)", day: $0) }).write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try breathe(["import", file]).status == 0)
        #expect(FileManager.default.fileExists(atPath: data + "/progress.json.status"), "the import's save wrote the summary")
        let fromSummary = try breathe(["status"]), fromSummaryJSON = try breathe(["status", "--json"])
        try FileManager.default.removeItem(atPath: data + "/progress.json.status")
        let fromStore = try breathe(["status"]), fromStoreJSON = try breathe(["status", "--json"])
        #expect(fromSummary.status == 0 && fromStore.status == 0)
        #expect(fromSummary.stdout == fromStore.stdout)
        #expect(fromSummaryJSON.stdout == fromStoreJSON.stdout)
        #expect(fromStoreJSON.stdout.contains("\"practiceDays\" : 20"), "\(fromStoreJSON.stdout)")
    }

    @Test func statusOnANewerStoreSaysToUpdate() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let newer = Self.store([], version: 2)
        try newer.write(toFile: data + "/progress.json", atomically: true, encoding: .utf8)
        let result = try breathe(["status"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("written by a newer breathe"), "\(result.stderr)")
        #expect(result.stderr.contains("update breathe"))
        #expect(!result.stderr.contains("cannot be read") && !result.stderr.contains("repaired"))
        #expect(try String(contentsOfFile: data + "/progress.json", encoding: .utf8) == newer)
    }
}
