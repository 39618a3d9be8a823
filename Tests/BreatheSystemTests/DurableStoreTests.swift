import BreatheCore
import Foundation
import Testing
@testable import BreatheSystem

/// The store's promises: never half-written, never silently replaced, never lost.
@Suite struct DurableStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-durable-\(UUID().uuidString)").path
    var path: String { folder + "/progress.json" }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func session(_ id: String) -> SessionRecord {
        let start = LocalTimestamp(iso8601: "2026-11-30T10:00:00+08:00")!
        return SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 64), plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished)
    }

    func store(_ ids: String...) -> ProgressStore {
        var store = ProgressStore()
        for id in ids { store.append(session(id)) }
        return store
    }

    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("{\"formatVersion\": 1, \"sessions\": [{\"id\": \"x\"", "not valid JSON"),
        ("{\"formatVersion\": 1, \"sessions\": [], \"sessions\": [], \"completions\": [], \"activations\": []}", "the key \"sessions\" appears twice"),
        ("\u{0}\u{0}\u{0}\u{0}", "only zero bytes"),
        ("{\"formatVersion\": 1, \"sessions\": 3, \"completions\": [], \"activations\": []}", "wrong type at sessions"),
        ("{\"formatVersion\": 1, \"sessions\": [], \"completions\": []}", "missing activations"),
    ])
    func aDamagedStoreIsMovedAsideAndTheBackupUsed(content: String, reason: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = StoreFile(path: path)
        try file.save(store("first"))
        try file.save(store("second"))
        // The backup now holds the store as it was before the last save.
        #expect(try StoreFile(path: file.backupPath).load().store.sessions.map(\.id) == ["first"])
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))

        let loaded = try file.load()
        #expect(loaded.store.sessions.map(\.id) == ["first"])
        let notice = try #require(loaded.notices.first).english
        #expect(notice.contains(reason), "\(notice)")
        #expect(notice.contains("restored from"))
        let aside = try #require(try files().first { $0.hasPrefix("progress.json.corrupt-") })
        #expect(notice.contains(aside))
        // The damaged file is kept exactly as it was.
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + aside)) == Data(content.utf8))

        // Saving afterwards writes a good store again, from the backup plus the new session.
        try file.save(store("third"))
        #expect(Set(try file.load().store.sessions.map(\.id)) == ["first", "third"])
        #expect(try files().contains(aside))
    }

    @Test func invalidUTF8IsDamageToo() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: path))
        let loaded = try StoreFile(path: path).load()
        #expect(loaded.store == ProgressStore())
        #expect(loaded.notices.first?.english.contains("not valid UTF-8") == true)
        #expect(loaded.notices.first?.english.contains("no usable backup") == true)
    }

    @Test func aNewerStoreIsNeverRewritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let newer = "{\"formatVersion\": 7, \"whatever\": []}"
        try newer.write(toFile: path, atomically: false, encoding: .utf8)
        do {
            try StoreFile(path: path).save(store("s"))
            Issue.record("saved over a newer store")
        } catch {
            #expect(error.kind == .newerFormat)
            #expect(error.description.contains("upgrade breathe"))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
        #expect(!(try files()).contains { $0.contains("corrupt") })
    }

    @Test func theStoreKeepsItsModeAndASymlinkStaysASymlink() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = folder + "/real"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
        try StoreFile(path: real + "/progress.json").save(store("a"))
        chmod(real + "/progress.json", 0o640)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: real + "/progress.json")
        try StoreFile(path: path).save(store("b"))
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: path)
        #expect(link == real + "/progress.json")
        #expect(FileIO.mode(of: real + "/progress.json") == 0o640)
        #expect(Set(try StoreFile(path: real + "/progress.json").load().store.sessions.map(\.id)) == ["a", "b"])
    }

    @Test func aStaleTempFileIsRemovedAtTheNextStart() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try StoreFile(path: path).save(store("a"))
        try "half a store".write(toFile: path + ".tmp", atomically: false, encoding: .utf8)
        #expect(try StoreFile(path: path).load().store.sessions.map(\.id) == ["a"])
        #expect(!(try files()).contains("progress.json.tmp"))
    }
}

@Suite struct JournalTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-journal-\(UUID().uuidString)").path

    func entry() -> JournalEntry {
        JournalEntry(sessionID: newRecordID(), programID: nil, lessonID: nil, pattern: "4-7-8", startedAt: LocalTimestamp(iso8601: "2026-11-30T21:00:00+08:00")!, plannedSeconds: 76)
    }

    @Test func aRunningSessionIsNotRecoveredButADeadOneIs() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var journal: SessionJournal? = SessionJournal(folders: [folder], entry: entry())
        journal?.checkpoint(practicedSeconds: 31.25, at: LocalTimestamp(iso8601: "2026-11-30T21:00:40+08:00")!)
        #expect(journal?.problem() == nil)
        // Its lock is held: another process (or this test) must leave it alone.
        #expect(JournalRecovery.orphans(in: [folder]).orphans.isEmpty)
        journal = nil
        // Another test's child, between its fork and its exec, holds a copy of every open
        // descriptor, this lock's too: for a moment, as a live session would.
        var found = JournalRecovery.orphans(in: [folder]).orphans
        for _ in 0..<100 where found.isEmpty {
            usleep(20_000)
            found = JournalRecovery.orphans(in: [folder]).orphans
        }
        #expect(found.count == 1)
        let orphan = try #require(found.first)
        #expect(orphan.entry.practicedSeconds == 31.25)
        #expect(orphan.entry.endReason == nil)

        var store = ProgressStore()
        let record = orphan.entry.record(into: &store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(), makeID: newRecordID)
        #expect(record.endReason == .recovered)
        #expect(record.practicedSeconds == 31.25)
        #expect(record.endedAt.iso8601 == "2026-11-30T21:00:40+08:00")
        // Recording twice adds the session once: the id is the journal's.
        orphan.entry.record(into: &store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(), makeID: newRecordID)
        #expect(store.sessions.count == 1)
        orphan.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    func inode(_ path: String) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64)
    }

    /// The journal is written whole once, padded to a sector; each checkpoint then writes
    /// over that sector (the same file, no temp file, no rename), and what is there reads
    /// back as the last checkpoint.
    @Test func checkpointsAreWrittenOverTheJournalsSector() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = SessionJournal(folders: [folder], entry: entry())
        let file = try #require(journal.file)
        let first = try inode(file)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).count == FileIO.sectorBytes)
        for (seconds, at) in [(10.0, "2026-11-30T21:00:10+08:00"), (20.5, "2026-11-30T21:00:21+08:00")] {
            journal.checkpoint(practicedSeconds: seconds, at: LocalTimestamp(iso8601: at)!)
            #expect(try inode(file) == first, "the journal was replaced rather than written over")
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            #expect(data.count == FileIO.sectorBytes)
            let read = try JournalEntry.decode(data).get()
            #expect(read.practicedSeconds == seconds)
            #expect(read.checkpointAt == LocalTimestamp(iso8601: at))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [journal.entry.sessionID + ".json", journal.entry.sessionID + ".lock"])
    }

    /// A lock file removed from outside under a running session is made again at its next
    /// checkpoint, so a start then leaves the session alone (it took the journal of a live
    /// session for a crashed one for the rest of its run).
    @Test func aRemovedLockIsMadeAgainAtTheNextCheckpoint() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = SessionJournal(folders: [folder], entry: entry())
        let lock = folder + "/" + journal.entry.sessionID + ".lock"
        #expect(JournalRecovery.orphans(in: [folder]).orphans.isEmpty)
        try FileManager.default.removeItem(atPath: lock)
        journal.checkpoint(practicedSeconds: 10, at: LocalTimestamp(iso8601: "2026-11-30T21:00:10+08:00")!)
        #expect(FileManager.default.fileExists(atPath: lock))
        #expect(JournalRecovery.orphans(in: [folder]).orphans.isEmpty, "a live session was taken for a crashed one")
        // A start that took it for a crashed one removes its journal with the lock: the
        // next checkpoint writes it anew, with what was practised since.
        let file = try #require(journal.file)
        try FileManager.default.removeItem(atPath: lock)
        try FileManager.default.removeItem(atPath: file)
        journal.checkpoint(practicedSeconds: 25, at: LocalTimestamp(iso8601: "2026-11-30T21:00:25+08:00")!)
        let read = try JournalEntry.decode(try Data(contentsOf: URL(fileURLWithPath: file))).get()
        #expect(read.practicedSeconds == 25)
        journal.discard()
    }

    /// An entry too long for a sector (hold rounds with many holds) is written the atomic
    /// way, whole, and reads back.
    @Test func aJournalTooLongForASectorIsReplacedWhole() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let long = JournalEntry(sessionID: newRecordID(), programID: String(repeating: "p", count: 64), lessonID: String(repeating: "l", count: 64),
                                pattern: "4-7-8", startedAt: LocalTimestamp(iso8601: "2026-11-30T21:00:00+08:00")!, plannedSeconds: 76)
        let journal = SessionJournal(folders: [folder], entry: long)
        let file = try #require(journal.file)
        let first = try inode(file)
        let holds = (1...10).map { 6 + Double($0) / 10 }
        journal.checkpoint(practicedSeconds: 70, at: LocalTimestamp(iso8601: "2026-11-30T21:01:10+08:00")!, holds: holds)
        #expect(try inode(file) != first)
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(data.count > FileIO.sectorBytes)
        #expect(try JournalEntry.decode(data).get().holds == holds)
        journal.checkpoint(practicedSeconds: 75, at: LocalTimestamp(iso8601: "2026-11-30T21:01:15+08:00")!, holds: holds)
        #expect(try JournalEntry.decode(Data(contentsOf: URL(fileURLWithPath: file))).get().practicedSeconds == 75)
    }

    @Test func aSessionThatEndedButWasNotSavedKeepsItsEnding() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let journal = SessionJournal(folders: [folder], entry: entry())
        journal.end(.quit, practicedSeconds: 50, at: LocalTimestamp(iso8601: "2026-11-30T21:01:00+08:00")!)
        let kept = journal.keep()
        #expect(kept == KeptJournal(path: folder + "/" + journal.entry.sessionID + ".json", temporary: false))
        let orphan = try #require(JournalRecovery.orphans(in: [folder]).orphans.first)
        var store = ProgressStore()
        #expect(orphan.entry.record(into: &store, catalogue: Catalogue(programs: [], warnings: []), rule: CompletionRule(), makeID: newRecordID).endReason == .quit)
        orphan.release()
    }
}
