import Foundation
import Testing

/// The store under load: hundreds of sessions killed at random moments, and hundreds of
/// processes saving into one store at the same time. Nothing started is lost, nothing
/// is counted twice, and the store always parses.
@Suite struct StressTests {
    @Test func threeHundredRandomSigkillsLoseNoSessionAndLeaveNoTempFile() throws {
        let home = try TestHome()
        defer { home.remove() }
        let breathe = try breatheBinary()
        let environment = home.environment()
        let root = home.root
        let runsPerWorker = 150
        // Two at a time; faketime runs the lead-in (3 s) and the 12-second session twenty
        // times as fast (0.75 s). Kills land in the lead-in, in the first seconds (too
        // short to keep), after the first checkpoint (10 s of practice) or not at all.
        let workers = try (0..<2).map { worker in
            try Thread.detachNewThreadWithResult { () throws -> Int in
                var printed = 0
                for index in 0..<runsPerWorker {
                    let output = "\(root)/run-\(worker)-\(index)"
                    // Its own process group, so the kill reaches breathe as well as faketime,
                    // which forks it.
                    let pid = try startProcess(fakeTimeWrapper, ["-f", "+0 x20", breathe, "practice", "1-1", "--cycles", "6", "--plain"], environment: environment, stdout: output + ".out", stderr: output + ".err", ownProcessGroup: true)
                    let deadline = Date().addingTimeInterval(Double.random(in: 0...1.0))
                    var status: Int32 = 0
                    var ended = false
                    while Date() < deadline {
                        if waitpid(pid, &status, WNOHANG) == pid { ended = true; break }
                        usleep(2_000)
                    }
                    if !ended {
                        kill(-pid, SIGKILL)
                        _ = exitStatus(of: pid)
                        // The killed wrapper leaves its semaphore and shared memory behind
                        // (FakeTime.swift): tidied here, so hundreds do not pile up.
                        unlink("/dev/shm/faketime_shm_\(pid)")
                        unlink("/dev/shm/sem.faketime_sem_\(pid)")
                    }
                    // A twelfth phase line (the sixth out 1) comes a frame after the checkpoint
                    // at 10 s was written: that session must be kept, killed or not.
                    let text = (try? String(contentsOfFile: output + ".out", encoding: .utf8)) ?? ""
                    if text.split(separator: "\n").filter({ $0 == "in 1" || $0 == "out 1" }).count >= 12 { printed += 1 }
                }
                return printed
            }
        }
        let printed = try workers.map { try $0.value() }.reduce(0, +)
        let runs = 2 * runsPerWorker

        // The next start saves every journal left by a killed run.
        let history = try home.breathe(["history", "--json"])
        #expect(history.status == 0, "\(history.stderr)")
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
        let ids = Set(sessions.compactMap { $0["id"] as? String })
        print("stress: \(printed) of \(runs) runs had passed their first checkpoint; the store holds \(sessions.count) sessions")
        #expect(ids.count == sessions.count, "a session is in the store twice")
        #expect(printed > 0, "no run passed its first checkpoint: the test proves nothing")
        #expect(sessions.count >= printed, "\(printed) sessions passed 10 s but only \(sessions.count) were saved")
        #expect(sessions.allSatisfy { ($0["practicedSeconds"] as? Double ?? 0) >= 5 }, "a session too short to keep was saved")
        #expect(sessions.count <= runs)
        #expect(try sessionIDs(inStore: home.store) == ids, "the store does not parse, or differs from history")
        let left = FileManager.default.enumerator(atPath: home.data)?.allObjects.compactMap { $0 as? String } ?? []
        let storeTemps = left.filter { $0.hasSuffix(".tmp") && !$0.hasPrefix("journal/") }
        #expect(storeTemps.isEmpty, "temp files left: \(storeTemps)")
        // A run killed in the middle of a journal write leaves journal/<id>.json.tmp; the
        // next start removes it (LostSessionTests pins that down at the exact call).
        let journalTemps = left.filter { $0.hasSuffix(".tmp") && $0.hasPrefix("journal/") }
        #expect(journalTemps.isEmpty, "journal temp files left: \(journalTemps)")
        #expect(home.journals().isEmpty, "journals left: \(home.journals())")
    }

    @Test func twoHundredEightyProcessesSavingAtOnceLoseNothing() throws {
        let harness = try storeHarness()
        let home = try TestHome()
        defer { home.remove() }
        let store = home.root + "/progress.json"
        let environment = ProcessInfo.processInfo.environment
        var expected: Set<String> = []
        var started: [(pid: pid_t, name: String)] = []
        // 255 single saves and 25 `add-many` of one, all started before any is waited for.
        for index in 1...255 {
            let name = "add-\(index)"
            started.append((try startProcess(harness, ["add", store, name], environment: environment, stdout: home.root + "/\(name).out", stderr: home.root + "/\(name).err"), name))
            expected.insert(name)
        }
        for index in 1...25 {
            let name = "many-\(index)"
            started.append((try startProcess(harness, ["add-many", store, name, "1"], environment: environment, stdout: home.root + "/\(name).out", stderr: home.root + "/\(name).err"), name))
            expected.insert(name + "-1")
        }
        var failed: [String] = []
        for (pid, name) in started where exitStatus(of: pid) != 0 {
            failed.append(name + ": " + ((try? String(contentsOfFile: home.root + "/\(name).err", encoding: .utf8)) ?? ""))
        }
        #expect(failed.isEmpty, "\(failed.count) saves failed: \(failed.prefix(5))")

        let listed = try run(harness, ["ids", store])
        #expect(listed.status == 0, "\(listed.stderr)")
        let ids = listed.stdout.split(separator: "\n").map(String.init)
        print("stress: \(started.count) processes saved at once; the store holds \(Set(ids).intersection(expected).count) of \(expected.count) ids")
        #expect(ids.count == 280)
        #expect(Set(ids) == expected)
        #expect(try sessionIDs(inStore: store) == expected, "Foundation reads another store")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: home.root)).contains { $0.hasSuffix(".tmp") })
    }

    func storeHarness() throws -> String {
        if let path = ProcessInfo.processInfo.environment["STORE_HARNESS"], !path.isEmpty { return path }
        let path = URL(fileURLWithPath: try breatheBinary()).deletingLastPathComponent().appendingPathComponent("store-harness").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw HarnessError("no store-harness at \(path): run `swift build` first") }
        return path
    }
}
