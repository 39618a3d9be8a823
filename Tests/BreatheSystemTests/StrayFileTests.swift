import BreatheCore
import Foundation
import Testing
@testable import BreatheSystem

/// Locks and temp files left by processes that are gone are removed at the next start;
/// a live process's never are (issue 24). "Live" is another process holding the lock
/// (`flock(1)` running `sleep`), as a running breathe does.
@Suite struct StrayFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-stray-\(UUID().uuidString)").path

    func make(_ path: String) throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// Another process holding `path`'s lock until it is terminated. One process: the
    /// shell takes the lock on its own descriptor and becomes `sleep`, so terminating it
    /// lets the lock go at once (flock(1) running `sleep` as a child would leave the child
    /// holding the lock for the whole minute).
    func liveHolder(of path: String) throws -> Process {
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/bin/sh")
        holder.arguments = ["-c", "exec 9>>\"$1\" && flock -x 9 && exec sleep 60", "sh", path]
        try holder.run()
        // Until it holds the lock.
        for _ in 0..<200 {
            if let descriptor = FileLock.tryExclusive(path) {
                close(descriptor)
                usleep(10_000)
            } else {
                return holder
            }
        }
        holder.terminate()
        throw CocoaError(.fileLocking)
    }

    /// A temp file stays locked until it is renamed into place: a sweep of stray temps
    /// running beside a writer never removes the file being written (before, the lock
    /// went with the close, and the rename found the temp gone).
    @Test func aTempFileBeingWrittenIsNeverSwept() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/config.json", folder = self.folder
        let writes = 3_000
        // A sweep every 0.2 ms: far more often than commands start.
        let sweeper = Thread {
            while !Thread.current.isCancelled {
                FileIO.removeStrayTemps(in: folder, for: "config.json")
                usleep(200)
            }
        }
        sweeper.start()
        defer { sweeper.cancel() }
        var failures: [String] = []
        for index in 0..<writes {
            do throws(FileError) {
                try FileIO.writeNamedFile(path, with: Data("{\"volume\": \(index % 90 + 5)}\n".utf8))
            } catch {
                failures.append(error.description)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(writes) writes failed: \(failures.prefix(3))")
    }

    @Test func aDeadSessionsLockIsRemovedAndALiveOnesIsKept() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = folder + "/journal"
        try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: true)
        try make(journal + "/dead.lock")
        try make(journal + "/live.lock")
        let holder = try liveHolder(of: journal + "/live.lock")
        defer { holder.terminate(); holder.waitUntilExit() }
        let found = JournalRecovery.orphans(in: [journal])
        #expect(found.orphans.isEmpty && found.problems.isEmpty)
        #expect(!exists(journal + "/dead.lock"), "a lock whose process is gone is removed")
        #expect(exists(journal + "/live.lock"), "a live process's lock is kept")
        // A lock with its journal is the journal's business (recovered, not swept).
        #expect(try FileManager.default.contentsOfDirectory(atPath: journal) == ["live.lock"])
    }

    /// A journal folder that is a link to someone's own folder is neither read nor written:
    /// the sweep once removed `report.lock` and `draft.json.tmp` there and renamed
    /// `notes.json` to `notes.unreadable`, calling it a session journal.
    @Test func aJournalFolderThatIsALinkIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mine = folder + "/mine", journal = folder + "/journal"
        try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: true)
        let names = ["notes.json", "report.lock", "draft.json.tmp", "keep.txt"]
        for name in names { try make(mine + "/" + name) }
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: mine)
        let found = JournalRecovery.orphans(in: [journal])
        #expect(found.orphans.isEmpty)
        #expect(found.problems == [.folderRefused(.journalFolderIsLink(path: journal))])
        #expect(try FileManager.default.contentsOfDirectory(atPath: mine).sorted() == names.sorted())
        #expect(throws: FileError.self) { try JournalFolders.prepare(journal, isFallback: false) }
        #expect(Words.english(found.problems[0]).hasPrefix(journal + " is a symbolic link, not a folder of breathe's own"))
    }

    /// A lock file that is a link is refused with words a person can act on (the system's
    /// "Too many levels of symbolic links" named nothing to do), and the link's target
    /// is left as it was.
    @Test func aLockFileThatIsALinkIsRefusedPlainly() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let target = folder + "/notes.txt", lock = folder + "/progress.json.lock"
        try make(target)
        try FileManager.default.createSymbolicLink(atPath: lock, withDestinationPath: target)
        var ran = false
        do {
            try FileLock.withExclusiveLock(lock) { () throws(FileError) in ran = true }
            Issue.record("the link was locked")
        } catch {
            guard case .lock(let refusal) = error else { Issue.record("\(error)"); return }
            #expect(refusal.problem == .lockFileIsLink(path: lock))
            #expect(Words.english(refusal.problem).hasSuffix("remove the link and breathe makes the file again"))
        }
        #expect(!ran)
        #expect(FileManager.default.contents(atPath: target) == Data("x".utf8))
    }

    @Test func aHeldLockIsNeverTakenOrSwept() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/s.lock"
        let descriptor = try #require(FileLock.tryExclusive(path))
        defer { close(descriptor) }
        // The lock is held: nobody else takes it, and nothing sweeps it.
        #expect(FileLock.tryExclusive(path) == nil)
        #expect(!FileIO.removeIfUnlocked(path))
        #expect(exists(path))
    }

    @Test func tempFilesOfAWriteThatWasKilledGoAtTheNextWriteButNotALiveWritersOnes() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let dead = folder + "/.out.json.breathe-deadbeef.tmp", live = folder + "/.out.json.breathe-0123abcd.tmp", other = folder + "/.other.json.breathe-deadbeef.tmp"
        try make(dead)
        try make(live)
        try make(other)
        let holder = try liveHolder(of: live)
        defer { holder.terminate(); holder.waitUntilExit() }
        try FileIO.writeNamedFile(folder + "/out.json", with: Data("{}".utf8))
        #expect(!exists(dead))
        #expect(exists(live), "a live writer's temp file is kept")
        #expect(exists(other), "another file's temps are left to that file's writes")
        #expect(try String(contentsOfFile: folder + "/out.json", encoding: .utf8) == "{}")
    }

    @Test func theDataFoldersTempFilesGoAtTheNextLoad() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = StoreFile(path: folder + "/progress.json")
        try file.save(ProgressStore())
        for name in ["progress.json.tmp", "progress.json.bak.tmp", "set-aside.json.tmp", "progress.json.status.tmp", "device-id.0123456789ab.tmp", "device-id.ba9876543210.tmp", "safety-shown.0123456789ab.tmp"] {
            try make(folder + "/" + name)
        }
        let holder = try liveHolder(of: folder + "/device-id.ba9876543210.tmp")
        defer { holder.terminate(); holder.waitUntilExit() }
        _ = try file.load()
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        #expect(left == ["device-id.ba9876543210.tmp"], "only the live writer's temp file is left")
    }
}

/// `breathe status` reads the summary written with each save while it names the store
/// as it is, and the store otherwise; a newer format is said to be newer.
@Suite struct StatusSummaryFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-summary-\(UUID().uuidString)").path

    func session(_ id: String, day: Int) -> SessionRecord {
        let start = LocalTimestamp(iso8601: "2026-11-01T10:00:00+08:00")!.adding(seconds: Int64(day) * 86_400)
        return SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 64), plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished)
    }

    @Test func theSummaryIsReadWhileItNamesTheStoreAndTheStoreOtherwise() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = StoreFile(path: folder + "/progress.json")
        var store = ProgressStore()
        for day in 0..<5 { store.append(session("s\(day)", day: day)) }
        try file.save(store)
        let summary = try #require(file.freshStatusSummary())
        #expect(summary == StatusSummary(store: store, storeIdentity: try #require(StoreFile.identity(of: file.path))))
        #expect(try file.peekForStatus().get() == summary.statusStore)

        // Changed behind breathe's back (an older breathe, a hand edit): the summary no
        // longer names the store, and the store itself is read.
        var more = store
        more.append(session("s9", day: 9))
        try StoreJSONWriter.encode(more).write(to: URL(fileURLWithPath: file.path))
        #expect(file.freshStatusSummary() == nil)
        #expect(try file.peekForStatus().get() == more)

        // The next save writes a fresh one.
        try file.save(more)
        #expect(try file.peekForStatus().get() == StatusSummary(store: more, storeIdentity: try #require(StoreFile.identity(of: file.path))).statusStore)
    }

    @Test func aNewerFormatIsNewerForStatusNotDamaged() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/progress.json"
        try #"{"formatVersion": 2, "sessions": [], "completions": [], "activations": []}"#.write(toFile: path, atomically: false, encoding: .utf8)
        guard case .failure(let error) = StoreFile(path: path).peekForStatus() else {
            Issue.record("a newer store was read")
            return
        }
        #expect(error.kind == .newerFormat)
    }
}
