import Foundation
import Testing

/// The release binary as `make install` builds it (static Swift runtime), with the date set
/// by libfaketime and a zone far from UTC: local days must be right there, not only in the
/// debug build.
@Suite struct InstalledBinaryTests {
    func releaseBinary() throws -> String {
        if let path = ProcessInfo.processInfo.environment["BREATHE_RELEASE_BIN"], !path.isEmpty { return path }
        let path = URL(fileURLWithPath: try breatheBinary()).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("release/breathe").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError("no release binary at \(path): run `swift build -c release --static-swift-stdlib` (make test does)")
        }
        return path
    }

    /// A store of four evenings in Shanghai, 5 minutes each: Nov 28 to Dec 1.
    func home() throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-installed-\(UUID().uuidString)").path
        let folder = home + "/.local/share/breathe"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sessions = ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"].enumerated().map { index, day in
            #"{"id": "s\#(index)", "programID": null, "lessonID": null, "pattern": "coherent", "startedAt": "\#(day)T21:00:00+08:00", "endedAt": "\#(day)T21:05:00+08:00", "plannedSeconds": 300, "practicedSeconds": 300, "counted": false, "endReason": "finished"}"#
        }
        let store = #"{"formatVersion": 1, "sessions": [\#(sessions.joined(separator: ","))], "completions": [], "activations": []}"#
        try store.write(toFile: folder + "/progress.json", atomically: true, encoding: .utf8)
        return home
    }

    func stats(home: String, at fakeTime: String, zone: String) throws -> [String: Any] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["TZ"] = zone
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        let result = try run(fakeTimeWrapper, [fakeTime, try releaseBinary(), "stats", "--json"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func theReleaseBinaryNeedsNoSwiftRuntimeLibraries() throws {
        let libraries = try run("/usr/bin/ldd", [try releaseBinary()]).stdout
        #expect(!libraries.contains("libswift"), "\(libraries)")
        #expect(!libraries.contains("libFoundation"))
        #expect(libraries.contains("libncursesw"))
        // And it runs with the loader told to look nowhere but the system's own folders.
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = "/nonexistent"
        let version = try run(try releaseBinary(), ["--version"], environment: environment)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("breathe "))
    }

    @Test func theDayAndTheStreakInShanghai() throws {
        let home = try home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        // 01:30 on Dec 2 in Shanghai is still the practice day of Dec 1 (the day turns at 03:00).
        let lateNight = try stats(home: home, at: "2026-12-02 01:30:00", zone: "Asia/Shanghai")
        let streak = try #require(lateNight["streak"] as? [String: Any])
        #expect(streak["current"] as? Int == 4)
        // Dec 1 is a Tuesday: this week holds Nov 30 and Dec 1.
        #expect(lateNight["practiceDaysThisWeek"] as? Int == 2)
        #expect(lateNight["totalPracticeDays"] as? Int == 4)

        // Dec 3 in the morning: Dec 2 was missed, with no freeze earned yet (4 practice days).
        let missed = try stats(home: home, at: "2026-12-03 10:00:00", zone: "Asia/Shanghai")
        let after = try #require(missed["streak"] as? [String: Any])
        #expect(after["current"] as? Int == 0)
        #expect(after["longest"] as? Int == 4)
        #expect(missed["totalPracticeDays"] as? Int == 4)
    }

    @Test func statusGivesOneShortLine() throws {
        let home = try home()
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["TZ"] = "Asia/Shanghai"
        environment["LANG"] = "C.UTF-8"
        let result = try run(fakeTimeWrapper, ["2026-12-02 01:30:00", try releaseBinary(), "status"], environment: environment)
        #expect(result.stdout == "4-day streak\n", "\(result.stdout)\(result.stderr)")
        let json = try run(fakeTimeWrapper, ["2026-12-02 01:30:00", try releaseBinary(), "status", "--json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["streak"] as? Int == 4)
        #expect(object["practiceDays"] as? Int == 4)
        #expect(object["programID"] is NSNull)
    }

    @Test func aSessionAtAFakedTimeIsStampedWithShanghaiTime() throws {
        let terminal = try TerminalSession(arguments: ["practice", "coherent", "--minutes", "2"], environment: ["TZ": "Asia/Shanghai"], deferStart: true)
        let binary = try releaseBinary()
        try terminal.wrap(in: [fakeTimeWrapper, "-f", "@2026-12-02 22:00:00 x20"], binary: binary)
        try terminal.start()
        let (status, screen) = try terminal.waitForExit(timeout: 20)
        #expect(status == 0, "\(screen)")
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = terminal.home
        environment["TZ"] = "Asia/Shanghai"
        let result = try run(binary, ["history", "--json"], environment: environment)
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let started = try #require(sessions.first?["startedAt"] as? String)
        #expect(started.hasPrefix("2026-12-02T22:00"), "\(started)")
        #expect(started.hasSuffix("+08:00"))
        // Two minutes of 11 s cycles round to 11 cycles: 121 s, breathed in about 6 s at 20 times speed.
        #expect(sessions.first?["practicedSeconds"] as? Double == 121)
    }
}
