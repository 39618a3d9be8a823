import Foundation
import Testing

/// Writers of one file at the same time (issue 33, items 3 and 4): every change is kept,
/// and no writer's temp file is swept away by another command while it is being written.
@Suite struct ConcurrentWritersTests {
    /// Starts every command at once, then waits for all: the ones that failed, with what
    /// they said.
    func together(_ home: TestHome, _ commands: [[String]]) throws -> [String] {
        let breathe = try breatheBinary(), environment = home.environment()
        let started = try commands.enumerated().map { index, arguments in
            try startProcess(
                breathe, arguments, environment: environment, stdout: home.tmp + "/out-\(index)",
                stderr: home.tmp + "/err-\(index)")
        }
        var failures: [String] = []
        for (index, pid) in started.enumerated() {
            let status = exitStatus(of: pid)
            let said = (try? String(contentsOfFile: home.tmp + "/err-\(index)", encoding: .utf8)) ?? ""
            if status != 0 || !said.isEmpty { failures.append("\(commands[index]) → \(status): \(said)") }
        }
        return failures
    }

    /// Two `config` commands at once, twenty times: both changes are in config.json every
    /// time, and both commands said they saved (before, one of the two was lost in most
    /// pairs, though both said it was saved).
    @Test func twoSettingChangesAtOnceAreBothKept() throws {
        let home = try TestHome()
        defer { home.remove() }
        var lost: [String] = []
        for value in 11...30 {
            let failures = try together(
                home, [["config", "volume", "\(value)"], ["config", "freezeEvery", "\(value)"]])
            #expect(failures.isEmpty, "\(failures)")
            let text = try String(contentsOfFile: home.config + "/config.json", encoding: .utf8)
                .filter { !$0.isWhitespace }
            if !(text.contains("\"volume\":\(value)") && text.contains("\"freezeEvery\":\(value)")) { lost.append(text) }
        }
        #expect(lost.isEmpty, "\(lost.count) of 20 pairs lost a change: \(lost)")
    }

    /// `config` beside a `sync` that takes another device's value of the same key, ten
    /// times: config.json ends with the value `config` said it set, and the next sync keeps
    /// it (an attack run: 12 of 12 rounds ended with the other device's value, though
    /// `config` said 0.6).
    @Test func aSettingChangedBesideASyncIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-sync-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var overwritten: [String] = []
        for round in 0..<10 {
            let (here, there) = (try TestHome(), try TestHome())
            defer { here.remove(); there.remove() }
            #expect(try here.breathe(["sync", "--folder", folder]).status == 0)
            #expect(try there.breathe(["config", "threshold", "0.9"]).status == 0)
            #expect(try there.breathe(["sync", "--folder", folder]).status == 0)
            let failures = try together(here, [["config", "threshold", "0.6"], ["sync"]])
            #expect(failures.allSatisfy { !$0.contains("config") }, "\(failures)")
            let text = try String(contentsOfFile: here.config + "/config.json", encoding: .utf8).filter { !$0.isWhitespace }
            if !text.contains("\"threshold\":0.6") { overwritten.append("round \(round): \(text)") }
            #expect(try here.breathe(["sync"]).status == 0)
            #expect(try here.breathe(["config", "threshold"]).stdout.hasPrefix("0.6"))
        }
        #expect(overwritten.isEmpty, "\(overwritten.count) of 10 rounds lost the change: \(overwritten)")
    }

    /// Four homes syncing with one folder at the same moment, five times: the folder's copy
    /// holds every home's session each time (before, it kept one home's sessions in most
    /// rounds though each home said it sent its own).
    @Test func homesSyncingWithOneFolderAtOnceLoseNothingThere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-sync-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var lost: [String] = []
        for round in 0..<5 {
            let homes = try (0..<4).map { _ in try TestHome() }
            defer { for home in homes { home.remove() } }
            var expected: [String] = []
            for (index, home) in homes.enumerated() {
                let id = "r\(round)-home\(index)"
                try home.importSessions([sessionRecord(id)])
                expected.append(id)
                #expect(try home.breathe(["config", "syncFolder", folder]).status == 0)
            }
            let started = try homes.map { home in
                try startProcess(try breatheBinary(), ["sync"], environment: home.environment(),
                                 stdout: home.tmp + "/sync-out", stderr: home.tmp + "/sync-err")
            }
            for (index, pid) in started.enumerated() {
                let said = (try? String(contentsOfFile: homes[index].tmp + "/sync-err", encoding: .utf8)) ?? ""
                #expect(exitStatus(of: pid) == 0, "\(said)")
            }
            let there = Set(try sessionIDs(inStore: folder + "/breathe-progress.json"))
            let missing = expected.filter { !there.contains($0) }
            if !missing.isEmpty { lost.append("round \(round): \(missing)") }
        }
        #expect(lost.isEmpty, "the folder's copy lost sessions its homes said they sent: \(lost)")
    }

    /// Four imports of one file at once, five times: the sessions are said to be new once
    /// in all, by whichever import added them (before, two or more imports each said they
    /// added the same ones).
    @Test func importsAtOnceCountEachNewSessionOnce() throws {
        for round in 0..<5 {
            let home = try TestHome()
            defer { home.remove() }
            let file = home.root + "/three.json"
            // Enough sessions that one import is still saving while the others read the store.
            try home.write(storeText(sessions: (0..<3_000).map { sessionRecord("r\(round)-\($0)") }), to: file)
            let started = try (0..<4).map { index in
                try startProcess(try breatheBinary(), ["import", file], environment: home.environment(),
                                 stdout: home.tmp + "/import-\(index)", stderr: home.tmp + "/import-err-\(index)")
            }
            var said: [String] = []
            for (index, pid) in started.enumerated() {
                #expect(exitStatus(of: pid) == 0)
                said.append(unwrapped((try? String(contentsOfFile: home.tmp + "/import-\(index)", encoding: .utf8)) ?? ""))
            }
            #expect(said.filter { $0.contains("3000 new sessions, 0 already here") }.count == 1, "\(said)")
            #expect(said.filter { $0.contains("0 new sessions, 3000 already here") }.count == 3, "\(said)")
            #expect(try sessionIDs(inStore: home.store).count == 3_000)
        }
    }

    /// `config` beside commands that read settings (and sweep stray temp files), and two
    /// exports of one file at once: no write fails (before, the sweep could remove the
    /// temp file between its close and its rename).
    @Test func aLiveTempFileIsNeverSweptAway() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one")])
        var failures: [String] = []
        for round in 0..<150 {
            failures += try together(home, [
                ["config", "volume", "\(round % 90 + 5)"], ["status"], ["history"],
                ["export", "--output", home.root + "/out.json"], ["export", "--output", home.root + "/out.json"],
            ])
        }
        #expect(failures.isEmpty, "\(failures.count) failed: \(failures.prefix(5))")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.config).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
