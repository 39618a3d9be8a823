import Foundation
import Testing

/// The store's write sequence under fire: SIGKILL at each system call of a save, injected
/// disk errors, and two processes saving at once. strace kills or fails the chosen call.
@Suite struct StoreFailureTests {
    func harness() throws -> String {
        if let path = ProcessInfo.processInfo.environment["STORE_HARNESS"], !path.isEmpty { return path }
        let path = URL(fileURLWithPath: try breatheBinary()).deletingLastPathComponent().appendingPathComponent("store-harness").path
        guard FileManager.default.isExecutableFile(atPath: path) else { throw HarnessError("no store-harness at \(path): run `swift build` first") }
        return path
    }

    func freshFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-strace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Session ids in the store file, read with Foundation's own JSON parser (not the
    /// store's), or nil if the file does not parse.
    func idsOnDisk(_ store: URL) -> [String]? {
        guard let data = try? Data(contentsOf: store),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let sessions = object["sessions"] as? [[String: Any]] else { return nil }
        return sessions.compactMap { $0["id"] as? String }.sorted()
    }

    @Test func sigkillAtEverySystemCallOfASaveLeavesTheOldOrTheNewStore() throws {
        let harness = try harness()
        let template = try freshFolder()
        defer { try? FileManager.default.removeItem(at: template) }
        let templateStore = template.appendingPathComponent("progress.json")
        #expect(try run(harness, ["add", templateStore.path, "old-1"]).status == 0)

        // How often each call happens in one save (the start-up of the process included).
        let traceFile = template.appendingPathComponent("trace").path
        let probe = template.appendingPathComponent("probe.json")
        try FileManager.default.copyItem(at: templateStore, to: probe)
        let counted = try run("/usr/bin/strace", ["-f", "-qq", "-o", traceFile, harness, "add", probe.path, "x"])
        #expect(counted.status == 0, "\(counted.stderr)")
        let calls = ["openat", "read", "write", "close", "fsync", "rename", "link", "unlink", "flock", "fchmod", "mkdir", "newfstatat"]
        var counts: [String: Int] = [:]
        for line in try String(contentsOfFile: traceFile, encoding: .utf8).split(separator: "\n") {
            // "1234 openat(…" with several threads traced, "openat(…" with one.
            var call = Substring(line)
            if let first = call.first, first.isNumber { call = call.drop { $0.isNumber }.drop { $0 == " " } }
            guard let name = call.split(separator: "(").first.map(String.init), calls.contains(name) else { continue }
            counts[name, default: 0] += 1
        }
        // The backup and the store are each written through a temp file and a rename, and
        // each rename is followed by a sync of the folder.
        #expect(counts["rename", default: 0] >= 2 && counts["fsync", default: 0] >= 4)

        var killedRuns = 0
        for name in calls {
            for occurrence in 1...max(1, counts[name, default: 0]) {
                let folder = try freshFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                let store = folder.appendingPathComponent("progress.json")
                try FileManager.default.copyItem(at: templateStore, to: store)
                let result = try run("/usr/bin/strace", ["-f", "-qq", "-o", "/dev/null", "-e", "trace=\(name)", "-e", "inject=\(name):signal=SIGKILL:when=\(occurrence)", harness, "add", store.path, "new-1"])
                if result.status == 128 + 9 { killedRuns += 1 }
                let ids = idsOnDisk(store)
                #expect(ids == ["old-1"] || ids == ["new-1", "old-1"], "killed at \(name) #\(occurrence): the store holds \(ids.map { "\($0)" } ?? "something unparseable")")
                // The next start cleans up: no temp file stays, and the store loads.
                let next = try run(harness, ["ids", store.path])
                #expect(next.status == 0, "after \(name) #\(occurrence): \(next.stderr)")
                let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                #expect(!left.contains { $0.hasSuffix(".tmp") }, "after \(name) #\(occurrence): \(left)")
            }
        }
        #expect(killedRuns > 50)
    }

    @Test(arguments: [
        ("write", "ENOSPC", "No space left on device"),
        ("fsync", "EIO", "Input/output error"),
        ("openat", "EACCES", "Permission denied"),
        ("openat", "EROFS", "Read-only file system"),
    ])
    func diskErrorsAreReportedAndTheOldStoreStays(call: String, error: String, message: String) throws {
        let harness = try harness()
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("progress.json")
        #expect(try run(harness, ["add", store.path, "old-1"]).status == 0)
        let before = try Data(contentsOf: store)
        // -P limits the failure to the store's temp file, the new store's only way in.
        let result = try run("/usr/bin/strace", ["-f", "-qq", "-o", "/dev/null", "-P", store.path + ".tmp", "-e", "trace=\(call)", "-e", "inject=\(call):error=\(error)", harness, "add", store.path, "new-1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.contains("progress.json"))
        #expect(try Data(contentsOf: store) == before)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder.path)).contains { $0.hasSuffix(".tmp") })
        // Once the disk is well again, the same save goes through.
        #expect(try run(harness, ["add", store.path, "new-1"]).status == 0)
        #expect(idsOnDisk(store) == ["new-1", "old-1"])
    }

    @Test func twoProcessesSavingAtOnceLoseNothing() throws {
        let harness = try harness()
        let folder = try freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("progress.json").path
        let results = try [("a", 500), ("b", 500)].map { prefix, count in
            try Thread.detachNewThreadWithResult { try run(harness, ["add-many", store, prefix, "\(count)"]) }
        }.map { try $0.value() }
        #expect(results.allSatisfy { $0.status == 0 }, "\(results.map(\.stderr))")
        let ids = try run(harness, ["ids", store]).stdout.split(separator: "\n")
        #expect(ids.count == 1000)
        #expect(Set(ids).count == 1000)
    }
}

/// A value computed on another thread: lets two processes run at the same time.
final class ThreadResult<Value>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Error>?

    func set(_ value: Result<Value, Error>) {
        result = value
        done.signal()
    }

    func value() throws -> Value {
        done.wait()
        return try result!.get()
    }
}

extension Thread {
    static func detachNewThreadWithResult<Value>(_ body: @escaping @Sendable () throws -> Value) throws -> ThreadResult<Value> {
        let holder = ThreadResult<Value>()
        Thread.detachNewThread { holder.set(Result { try body() }) }
        return holder
    }
}
