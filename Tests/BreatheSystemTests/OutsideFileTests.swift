import BreatheCore
import Foundation
import Testing
@testable import BreatheSystem

/// Files from outside are checked before they are read, written only as regular files,
/// and nothing outside breathe's folders is renamed, locked or created.
@Suite struct OutsideFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-outside-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func problem(_ body: () throws(FileError) -> Data?) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.description
        }
    }

    /// A program file that cannot be read, or that says which program it is and then
    /// breaks, is skipped with its reason kept by program (or file name), so home can say
    /// why the active program is missing.
    @Test func skippedProgramFilesAreKnownByTheirProgram() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let locations = Locations(dataFolder: folder + "/data", configFolder: folder + "/config")
        try FileManager.default.createDirectory(atPath: locations.programsFolder + "/calm.json", withIntermediateDirectories: true)
        try #"{"id": "mine", "title": "Mine", "summary": "S", "lessons": [{"id": "a", "title": "A", "pattern": "boxx", "cycles": 1}]}"#
            .write(toFile: locations.programsFolder + "/file-name.json", atomically: true, encoding: .utf8)
        let catalogue = UserFiles.catalogue(at: locations)
        #expect(catalogue.skipped["calm"]?.contains("calm.json") == true, "\(catalogue.skipped)")
        #expect(catalogue.skipped["calm"]?.contains("not a regular file") == true, "\(catalogue.skipped)")
        #expect(catalogue.skipped["mine"]?.contains("lessons[0].pattern: unknown pattern 'boxx'") == true, "\(catalogue.skipped)")
        #expect(catalogue.skipped["file-name"] == nil)
        // An id breathe refuses is still how `breathe start` finds the file's warning.
        try #"{"id": "MyProg", "title": "T", "summary": "s", "lessons": [{"id": "l1", "title": "L1", "pattern": "box", "cycles": 1}]}"#
            .write(toFile: locations.programsFolder + "/p.json", atomically: true, encoding: .utf8)
        let refused = UserFiles.catalogue(at: locations)
        guard case .failure(.broken(let message)) = ProgramLookup.program("MyProg", catalogue: refused, store: ProgressStore()) else {
            Issue.record("start MyProg did not name the file")
            return
        }
        #expect(message.contains("p.json"), "\(message)")
        #expect(catalogue.program(id: "foundations") != nil)
    }

    /// A program file that is a link to nothing, or whose name is not UTF-8, is skipped
    /// with a warning as every other bad program file is (before, without a word).
    @Test func programFilesThatCannotBeOpenedAreWarnedAbout() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let locations = Locations(dataFolder: folder + "/data", configFolder: folder + "/config")
        try FileManager.default.createDirectory(atPath: locations.programsFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: locations.programsFolder + "/gone.json", withDestinationPath: folder + "/nowhere.json")
        // "\xff.json": a name no UTF-8 string can give back.
        let rawName = Array((locations.programsFolder + "/").utf8).map { CChar(bitPattern: $0) }
            + [CChar(bitPattern: 0xFF)] + Array(".json".utf8).map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(rawName, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        #expect(descriptor >= 0)
        close(descriptor)
        let warnings = UserFiles.catalogue(at: locations).warnings.joined(separator: "\n")
        #expect(warnings.contains(
            "gone.json is a symbolic link to a file that does not exist, so breathe did not read it"), "\(warnings)")
        #expect(warnings.contains(
            "/\u{FFFD}.json has a name that is not UTF-8 (shown here with \u{FFFD}), so breathe cannot open it; rename it"),
            "\(warnings)")
    }

    /// With no program file of the person's to read, the built-in programs are decoded
    /// when asked for; what could not be read is still said first and kept by name.
    @Test func withoutFilesOfTheirOwnTheBuiltInProgramsAreDecodedWhenAsked() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let locations = Locations(dataFolder: folder + "/data", configFolder: folder + "/config")
        let empty = UserFiles.catalogue(at: locations)
        #expect(empty.programs == Catalogue.load(builtIn: Catalogue.builtInFiles, personal: []).programs)
        #expect(empty.warnings.isEmpty)
        try FileManager.default.createDirectory(atPath: locations.programsFolder + "/calm.json", withIntermediateDirectories: true)
        let catalogue = UserFiles.catalogue(at: locations)
        #expect(catalogue.skipped["calm"]?.contains("not a regular file") == true, "\(catalogue.skipped)")
        #expect(catalogue.warnings.count == 1)
        #expect(catalogue.warnings.first?.contains("calm.json") == true)
        #expect(catalogue.program(id: "box-focus")?.source == .builtIn)
        #expect(catalogue.programs.map(\.id) == ["foundations", "sleep-478", "box-focus", "cyclic-sighing"])
    }

    /// A FIFO would block a read forever and /dev/zero never ends: neither is read.
    @Test func onlyRegularFilesAreRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        #expect(problem { () throws(FileError) in try FileIO.read(fifo) }?.contains("is a FIFO (named pipe), not a regular file") == true)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(problem { () throws(FileError) in try FileIO.read("/dev/zero") }?.contains("is a device, not a regular file") == true)
        #expect(problem { () throws(FileError) in try FileIO.read(folder) }?.contains("is a folder") == true)
        #expect(try FileIO.read(folder + "/missing") == nil)
    }

    @Test func linksAreRefusedWhereTheyMakeNoSense() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/real"))
        #expect(symlink(folder + "/real", folder + "/link") == 0)
        #expect(try FileIO.read(folder + "/link", symlinks: .follow) == Data("{}".utf8))
        #expect(problem { () throws(FileError) in try FileIO.read(folder + "/link", symlinks: .refuse) }?.contains("is a symbolic link") == true)
    }

    @Test func aFileLargerThanTheLimitIsNotRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(repeating: 0x20, count: 3 << 20).write(to: URL(fileURLWithPath: folder + "/big"))
        #expect(problem { () throws(FileError) in try FileIO.read(folder + "/big", limit: 2 << 20) }?.contains("more than breathe reads (2 MB)") == true)
        #expect(try FileIO.read(folder + "/big", limit: 4 << 20)?.count == 3 << 20)
        #expect(FieldLimits.largestFileBytes == 128 << 20)
    }

    /// The writer and the reader share one limit: what breathe writes as a store, sync
    /// copy or export, it reads back; one byte more is never written, and never read.
    @Test func theWriterWritesNothingItsReaderRefuses() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let limit = FieldLimits.largestFileBytes, path = folder + "/progress.json"
        #expect(problem { () throws(FileError) in try StoreFile.readable(Data(count: limit), for: path) } == nil)
        #expect(problem { () throws(FileError) in try StoreFile.readable(Data(count: limit + 1), for: path) }
            == path + " would be just over 128 MB, more than breathe reads, so nothing was written")
        // Sizes are said to the nearest MB, never more than they are (a byte over was "129 MB").
        #expect(problem { () throws(FileError) in try StoreFile.readable(Data(count: limit + 1_500_000), for: path) }
            == path + " would be 129 MB, more than breathe reads (128 MB), so nothing was written")
        // Sparse files: the reader takes exactly the limit, and refuses a byte more.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(limit)) == 0)
        #expect(try FileIO.read(path)?.count == limit)
        #expect(truncate(path, off_t(limit + 1)) == 0)
        #expect(problem { () throws(FileError) in try FileIO.read(path) }
            == path + " is just over 128 MB, more than breathe reads; it was left alone")
    }

    /// `export --output` onto a device or a FIFO must never replace it; through a link,
    /// the target is written and the link stays a link.
    @Test func aNamedFileIsWrittenOnlyAsARegularFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo", device = folder + "/null"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A character device like /dev/null (major 1, minor 3), made here, never the real one.
        #expect(mknod(device, S_IFCHR | 0o600, dev_t(1 << 8 | 3)) == 0)
        for target in [fifo, device, folder] {
            do throws(FileError) {
                try FileIO.writeNamedFile(target, with: Data("x".utf8))
                Issue.record("wrote over \(target)")
            } catch {
                #expect(error.description.contains("not a regular file"), "\(error)")
            }
        }
        #expect(FileIO.kind(of: fifo) == .fifo)
        #expect(FileIO.kind(of: device) == .device)

        let real = folder + "/real.json", link = folder + "/link.json"
        try Data("old".utf8).write(to: URL(fileURLWithPath: real))
        chmod(real, 0o640)
        #expect(symlink(real, link) == 0)
        try FileIO.writeNamedFile(link, with: Data("new".utf8))
        #expect(FileIO.kind(of: link) == .symbolicLink)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        #expect(FileIO.mode(of: real) == 0o640)
        // A temp file of a fixed name would clobber the person's "real.json.tmp".
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["fifo", "link.json", "null", "real.json"])
    }

    /// A file its owner made read-only is never replaced, though a rename in its folder
    /// could (an attack run saw `export --output` replace one): the file and its words stay.
    @Test func aReadOnlyFileIsNeverReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/kept.csv", link = folder + "/link.csv"
        try Data("mine".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o444)
        #expect(symlink(file, link) == 0)
        for target in [file, link] {
            do throws(FileError) {
                try FileIO.writeNamedFile(target, with: Data("x".utf8))
                Issue.record("replaced read-only \(target)")
            } catch {
                #expect(error.description == target
                    + " is read-only (it has no write permission), so breathe left it as it was; to let breathe "
                    + "replace it: chmod u+w " + target, "\(error)")
            }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["kept.csv", "link.csv"])
        chmod(file, 0o644)
        try FileIO.writeNamedFile(file, with: Data("new".utf8))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "new")
    }

    /// A store path that links to something that is not a store: never renamed, never
    /// locked beside, never replaced; the link stays a link to the same file.
    @Test func aLinkToSomethingElseIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/data", elsewhere = folder + "/elsewhere"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try Data("important notes\n".utf8).write(to: URL(fileURLWithPath: elsewhere + "/notes.txt"))
        #expect(symlink(elsewhere + "/notes.txt", data + "/progress.json") == 0)
        let file = StoreFile(path: data + "/progress.json")
        var store = ProgressStore()
        store.append(SessionRecord(id: "s1", programID: nil, lessonID: nil, pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-30T10:00:00Z")!, endedAt: LocalTimestamp(iso8601: "2026-11-30T10:01:04Z")!, plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished))
        #expect(throws: StoreError.self) { try file.load() }
        #expect(throws: StoreError.self) { try file.save(store) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere) == ["notes.txt"])
        #expect(try String(contentsOfFile: elsewhere + "/notes.txt", encoding: .utf8) == "important notes\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: data + "/progress.json") == elsewhere + "/notes.txt")
        #expect((try? file.peekForStatus().get()) == nil)

        // A link to a real store is written through, and stays a link.
        try FileManager.default.removeItem(atPath: elsewhere + "/notes.txt")
        try StoreFile(path: elsewhere + "/store.json").save(ProgressStore())
        try FileManager.default.removeItem(atPath: data + "/progress.json")
        #expect(symlink(elsewhere + "/store.json", data + "/progress.json") == 0)
        try file.save(store)
        #expect(FileIO.kind(of: data + "/progress.json") == .symbolicLink)
        #expect(try StoreFile(path: elsewhere + "/store.json").load().store.sessions.map(\.id) == ["s1"])
        // The lock and the backup are in breathe's own folder.
        #expect(FileManager.default.fileExists(atPath: data + "/progress.json.lock"))
        #expect(FileManager.default.fileExists(atPath: data + "/progress.json.bak"))
    }

    func session(_ id: String) -> SessionRecord {
        SessionRecord(
            id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-30T10:00:00Z")!,
            endedAt: LocalTimestamp(iso8601: "2026-11-30T10:01:04Z")!, plannedSeconds: 64, practicedSeconds: 64,
            counted: false, endReason: .finished)
    }

    /// A damaged store whose backup is damaged too: both are moved aside and said, and no
    /// later save replaces the backup's sessions (two saves once wrote the new, empty store
    /// over a backup that a one-line repair would have brought back).
    @Test func aDamagedBackupIsMovedAsideNotReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = StoreFile(path: folder + "/progress.json")
        for id in ["a", "b", "c"] { try file.save(ProgressStore(sessions: [session(id)])) }
        try Data().write(to: URL(fileURLWithPath: folder + "/progress.json"))
        var backup = try Data(contentsOf: URL(fileURLWithPath: file.backupPath))
        backup.removeLast(20)
        try backup.write(to: URL(fileURLWithPath: file.backupPath))
        let loaded = try file.load()
        #expect(loaded.store.sessions.isEmpty)
        let moved = loaded.notices.compactMap { notice -> String? in
            if case .backupMovedAside(_, let aside, _) = notice { return aside }
            return nil
        }
        let aside = try #require(moved.first)
        #expect(aside.hasPrefix(file.backupPath + ".corrupt-"))
        try file.save(ProgressStore(sessions: [session("d")]))
        try file.save(ProgressStore(sessions: [session("e")]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: aside)) == backup)
        #expect(loaded.notices.map(\.english).joined().contains("breathe import \(aside)"))
    }

    /// A store linked to its own backup, or to a sync copy, would make the two one file:
    /// refused, said, and both left as they were.
    @Test func aLinkToBreathesOwnFileIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let data = folder + "/data", shared = folder + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try StoreFile(path: data + "/progress.json").save(ProgressStore(sessions: [session("a")]))
        try StoreFile(path: data + "/progress.json").save(ProgressStore(sessions: [session("b")]))
        try StoreFile(path: shared + "/breathe-progress.json").save(ProgressStore(sessions: [session("c")]))
        for target in [data + "/progress.json.bak", shared + "/breathe-progress.json"] {
            let before = try Data(contentsOf: URL(fileURLWithPath: target))
            try? FileManager.default.removeItem(atPath: data + "/progress.json")
            #expect(symlink(target, data + "/progress.json") == 0)
            let file = StoreFile(path: data + "/progress.json")
            for attempt in [{ _ = try file.load() }, { _ = try file.save(ProgressStore(sessions: [self.session("d")])) }] {
                do {
                    try attempt()
                    Issue.record("a store linked to \(target) was used")
                } catch let error as StoreError {
                    #expect(error.description.contains("one of breathe's own files"), "\(error)")
                }
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == before)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: data + "/progress.json") == target)
        }
    }

    /// Two data folders whose stores link to one file take turns through a lock beside
    /// it: every session saved from either is in it (each folder's own lock let both write
    /// at once, through one temp file, and sessions were lost).
    @Test func twoDataFoldersLinkingOneStoreLoseNothing() async throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shared = folder + "/shared/store.json"
        try FileManager.default.createDirectory(atPath: folder + "/shared", withIntermediateDirectories: true)
        try StoreFile(path: shared).save(ProgressStore())
        let homes = ["one", "two"].map { folder + "/" + $0 }
        for home in homes {
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            #expect(symlink(shared, home + "/progress.json") == 0)
        }
        let failures = await withTaskGroup(of: Int.self) { group in
            for home in homes {
                group.addTask {
                    var failed = 0
                    for index in 0..<100 {
                        let id = "\(home.split(separator: "/").last!)-\(index)"
                        do { try StoreFile(path: home + "/progress.json").save(ProgressStore(sessions: [self.session(id)])) } catch {
                            failed += 1
                        }
                    }
                    return failed
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(try StoreFile(path: shared).load().store.sessions.count == 200)
        #expect(FileManager.default.fileExists(atPath: shared + ".lock"))
    }

    /// The backup is a file of its own: never the store's inode, so a killed save can
    /// never leave the two as one file (and a stray `.bak.tmp` behind).
    @Test func theBackupIsAnIndependentCopy() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = StoreFile(path: folder + "/progress.json")
        for id in ["a", "b", "c"] {
            var store = ProgressStore()
            store.append(SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-30T10:00:00Z")!, endedAt: LocalTimestamp(iso8601: "2026-11-30T10:01:04Z")!, plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished))
            try file.save(store)
        }
        let store = try FileManager.default.attributesOfItem(atPath: folder + "/progress.json")
        let backup = try FileManager.default.attributesOfItem(atPath: folder + "/progress.json.bak")
        #expect((store[.systemFileNumber] as? Int) != (backup[.systemFileNumber] as? Int))
        #expect((backup[.referenceCount] as? Int) == 1)
        #expect(try StoreFile(path: folder + "/progress.json.bak").load().store.sessions.map(\.id) == ["a", "b"])
    }

    /// A store with bad records: they are set aside once, reported once, never written
    /// back, and the good records stay.
    @Test func badRecordsInTheStoreAreSetAsideOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let good = #"{"id":"good","programID":null,"lessonID":null,"pattern":"box","startedAt":"2026-11-30T07:00:00Z","endedAt":"2026-11-30T07:05:00Z","plannedSeconds":300,"practicedSeconds":120,"counted":false,"endReason":"quit"}"#
        let bad = good.replacingOccurrences(of: "\"good\"", with: "\"bad\"").replacingOccurrences(of: "120", with: "-5")
        try Data(#"{"formatVersion":1,"sessions":[\#(good),\#(bad)],"completions":[],"activations":[]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let file = StoreFile(path: path)
        let first = try file.load()
        #expect(first.store.sessions.map(\.id) == ["good"])
        #expect(first.notices.count == 1)
        #expect(first.notices.first?.english.contains("set aside in \(folder)/set-aside.json") == true)
        #expect(try file.load().notices.isEmpty)
        let kept = try String(contentsOfFile: folder + "/set-aside.json", encoding: .utf8)
        #expect(kept.contains("\"id\" : \"bad\""))
        var more = ProgressStore()
        more.append(SessionRecord(id: "next", programID: nil, lessonID: nil, pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-30T08:00:00Z")!, endedAt: LocalTimestamp(iso8601: "2026-11-30T08:01:04Z")!, plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished))
        try file.save(more)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!written.contains("\"bad\""))
        #expect(try file.load().store.sessions.map(\.id) == ["good", "next"])
    }
    /// A record as deep as its file may be sits one level deeper in set-aside.json, which
    /// still reads back (attack run 13 #1: the file was left unreadable, moved aside at the
    /// next set-aside without a word, and a second move in the same second failed).
    @Test func aRecordAsDeepAsItsFileMayBeIsKeptAsideReadably() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let deep = String(repeating: "[", count: 61) + String(repeating: "]", count: 61)
        let bad = #"{"id":"deep","programID":null,"lessonID":null,"pattern":"box","startedAt":"2026-11-30T07:00:00Z","endedAt":"2026-11-30T07:05:00Z","plannedSeconds":300,"practicedSeconds":-5,"counted":false,"endReason":"quit","x":\#(deep)}"#
        let text = #"{"formatVersion":1,"sessions":[\#(bad)],"completions":[],"activations":[]}"#
        #expect((try? JSONValue.parse(Data(text.utf8))) != nil, "the file itself is as deep as a file may be")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let file = StoreFile(path: path)
        #expect(try file.load().notices.count == 1)
        let kept = try Data(contentsOf: URL(fileURLWithPath: folder + "/set-aside.json"))
        #expect(SetAsideDocument(kept)?.entries.count == 1)
        #expect(try file.load().notices.isEmpty, "kept once, and read back")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains("corrupt") }.isEmpty)
    }

    /// A set-aside file that cannot be read is kept under a free name, as many times in one
    /// second as it happens, and the notice says where.
    @Test func anUnreadableSetAsideFileIsKeptUnderAFreeNameAndSaidOnce() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let bad = #"{"id":"bad","programID":null,"lessonID":null,"pattern":"box","startedAt":"2026-11-30T07:00:00Z","endedAt":"2026-11-30T07:05:00Z","plannedSeconds":300,"practicedSeconds":-5,"counted":false,"endReason":"quit"}"#
        let file = StoreFile(path: path)
        for attempt in 1...2 {
            try Data("not json \(attempt)".utf8).write(to: URL(fileURLWithPath: folder + "/set-aside.json"))
            try Data(#"{"formatVersion":1,"sessions":[\#(bad)],"completions":[],"activations":[]}"#.utf8).write(to: URL(fileURLWithPath: path))
            let said = try file.load().notices.map(\.english).joined()
            #expect(said.contains("the file there could not be read, so it was kept as \(folder)/set-aside.json.corrupt-"), "\(said)")
        }
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("set-aside.json.corrupt-") }
        #expect(aside.count == 2, "\(aside)")
        #expect(SetAsideDocument(try Data(contentsOf: URL(fileURLWithPath: folder + "/set-aside.json"))) != nil)
    }
}

/// Journals: in the data folder, else in the fallback; found again; never racing.
@Suite struct JournalFolderTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-journals-\(UUID().uuidString)").path

    func entry() -> JournalEntry {
        JournalEntry(sessionID: newRecordID(), programID: nil, lessonID: nil, pattern: "4-7-8", startedAt: LocalTimestamp(iso8601: "2026-11-30T21:00:00+08:00")!, plannedSeconds: 76)
    }

    /// When the data folder cannot be written (here: a file stands where it should be),
    /// the journal goes to the fallback, says where, and is found again.
    @Test func theFallbackKeepsTheSessionWhenTheDataFolderCannotBeWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/data"))
        let primary = folder + "/data/journal", fallback = folder + "/tmp/breathe-\(getuid())/abc/journal"
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        let journal = SessionJournal(folders: [primary, fallback], entry: entry())
        #expect(journal.problem() == nil)
        #expect(journal.folder == fallback)
        journal.end(.quit, practicedSeconds: 12, at: LocalTimestamp(iso8601: "2026-11-30T21:00:20+08:00")!)
        let kept = journal.keep()
        // In the fallback folder: the words will say a restart may empty it.
        #expect(kept == KeptJournal(path: fallback + "/" + journal.entry.sessionID + ".json", temporary: true))
        let found = JournalRecovery.orphans(in: [primary, fallback])
        #expect(found.problems.isEmpty)
        #expect(found.orphans.map(\.entry.practicedSeconds) == [12])
        for orphan in found.orphans { orphan.release() }
        // The private folder in a shared place is the user's own and closed to others.
        var info = stat()
        #expect(stat(folder + "/tmp/breathe-\(getuid())", &info) == 0)
        #expect(info.st_mode & 0o077 == 0)
    }

    /// Journals in a fallback folder that others can write are never recovered: anyone
    /// could have put them there.
    @Test func journalsInAFallbackThatIsNotPrivateAreNotRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let primary = folder + "/data/journal", own = folder + "/tmp/breathe-\(getuid())", fallback = own + "/abc/journal"
        try FileManager.default.createDirectory(atPath: folder + "/tmp", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/data", withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: primary))
        let journal = SessionJournal(folders: [primary, fallback], entry: entry())
        #expect(journal.folder == fallback)
        journal.end(.quit, practicedSeconds: 12, at: LocalTimestamp(iso8601: "2026-11-30T21:00:20+08:00")!)
        _ = journal.keep()
        let whilePrivate = JournalRecovery.orphans(in: [primary, fallback])
        #expect(whilePrivate.orphans.count == 1)
        for orphan in whilePrivate.orphans { orphan.release() }

        #expect(chmod(own, 0o777) == 0)
        let found = JournalRecovery.orphans(in: [primary, fallback])
        #expect(found.orphans.isEmpty)
        #expect(found.problems.map(\.english) == ["\(own) is not a private folder of this user's, so the journals in \(fallback) were not read; remove it if you did not make it"])
        #expect(FileManager.default.fileExists(atPath: fallback + "/" + journal.entry.sessionID + ".json"), "a planted journal was touched")
    }

    /// The data folder's journal folder is made once, not at each checkpoint; removed
    /// while the session runs, it is made again at the next checkpoint, which is kept.
    @Test func aJournalFolderRemovedDuringTheSessionIsMadeAgain() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let primary = folder + "/data/journal", fallback = folder + "/tmp/breathe-\(getuid())/abc/journal"
        let journal = SessionJournal(folders: [primary, fallback], entry: entry())
        #expect(journal.folder == primary)
        journal.checkpoint(practicedSeconds: 5, at: LocalTimestamp(iso8601: "2026-11-30T21:00:05+08:00")!)
        try FileManager.default.removeItem(atPath: folder + "/data")
        journal.checkpoint(practicedSeconds: 10, at: LocalTimestamp(iso8601: "2026-11-30T21:00:10+08:00")!)
        #expect(journal.problem() == nil)
        #expect(journal.folder == primary)
        let written = try String(contentsOfFile: primary + "/" + journal.entry.sessionID + ".json", encoding: .utf8)
        #expect(written.contains("\"2026-11-30T21:00:10+08:00\""))
        journal.discard()
    }

    /// Nowhere to write: the journal says so, and `keep` never claims a file.
    @Test func nowhereToWriteIsSaidPlainly() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        let journal = SessionJournal(folders: [folder + "/file/journal", folder + "/file/tmp/breathe-0/x/journal"], entry: entry())
        #expect(journal.problem()?.contains("Not a directory") == true)
        journal.end(.quit, practicedSeconds: 1, at: LocalTimestamp(iso8601: "2026-11-30T21:00:20+08:00")!)
        #expect(journal.keep() == nil)
    }

    /// A shared fallback folder that is not private (or not ours) is not used.
    @Test func anOpenFallbackFolderIsRefused() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/tmp/breathe-\(getuid())", withIntermediateDirectories: true)
        chmod(folder + "/tmp/breathe-\(getuid())", 0o777)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder + "/data"))
        let journal = SessionJournal(folders: [folder + "/data/journal", folder + "/tmp/breathe-\(getuid())/x/journal"], entry: entry())
        #expect(journal.problem()?.contains("is not a private folder") == true)
    }

    /// A checkpoint killed before its rename leaves a temp file: gone at the next start,
    /// unless its session is still running.
    @Test func aStaleJournalTempFileIsRemovedOnceItsSessionIsGone() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let running = SessionJournal(folders: [folder], entry: entry())
        let runningTemp = folder + "/" + running.entry.sessionID + ".json.tmp"
        try Data("half".utf8).write(to: URL(fileURLWithPath: runningTemp))
        try Data("half".utf8).write(to: URL(fileURLWithPath: folder + "/dead.json.tmp"))
        let found = JournalRecovery.orphans(in: [folder])
        #expect(found.problems.isEmpty)
        #expect(found.orphans.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder + "/dead.json.tmp"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/dead.lock"))
        #expect(FileManager.default.fileExists(atPath: runningTemp))
        running.discard()
    }

    /// Sessions that start, checkpoint and finish while another process lists the folder:
    /// none is reported unreadable, and no stray lock is left.
    @Test func listingWhileSessionsComeAndGoReportsNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for _ in 0..<300 {
                let journal = SessionJournal(folders: [path], entry: JournalEntry(sessionID: newRecordID(), programID: nil, lessonID: nil, pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-30T21:00:00Z")!, plannedSeconds: 64))
                journal.checkpoint(practicedSeconds: 3, at: LocalTimestamp(iso8601: "2026-11-30T21:00:03Z")!)
                journal.discard()
            }
            done.signal()
        }
        var problems: [String] = []
        while done.wait(timeout: .now()) == .timedOut {
            let found = JournalRecovery.orphans(in: [folder])
            problems += found.problems.map(\.english)
            for orphan in found.orphans { orphan.release() }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }
}

/// What a save finds and does is told, never dropped; devices sharing a sync folder never
/// share a temp file.
@Suite struct SaveAndSyncTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-save-\(UUID().uuidString)").path

    func session(_ id: String) -> ProgressStore {
        var store = ProgressStore()
        store.append(SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-30T10:00:00Z")!, endedAt: LocalTimestamp(iso8601: "2026-11-30T10:01:04Z")!, plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished))
        return store
    }

    /// Damage found when a session is saved (not when it started) is reported by the save.
    @Test func damageFoundAtSaveTimeIsReported() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = StoreFile(path: folder + "/progress.json")
        try file.save(session("a"))
        try file.save(session("b"))
        try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: folder + "/progress.json"))
        let report = try file.save(session("c"))
        #expect(report.notices.count == 1)
        #expect(report.notices.first?.english.contains("could not be read") == true)
        #expect(report.notices.first?.english.contains("restored from") == true)
        #expect(try file.load().store.sessions.map(\.id).sorted() == ["a", "c"])
    }

    /// A sync counts the BOLT results that travelled, apart from sessions.
    @Test func aSyncCountsBoltResultsThatTravelled() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sync = folder + "/sync"
        try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: true)
        let one = StoreFile(path: folder + "/one/progress.json"), two = StoreFile(path: folder + "/two/progress.json")
        var first = session("from-one")
        first.append(BoltResult(id: "bolt-one", at: LocalTimestamp(iso8601: "2026-11-30T07:00:00Z")!, seconds: 22.5))
        try one.save(first)
        try two.save(session("from-two"))
        let sent = try one.synchronize(withFolder: sync) { _ in }
        #expect(sent.boltSent == 1 && sent.boltReceived == 0)
        let received = try two.synchronize(withFolder: sync) { _ in }
        #expect(received.boltReceived == 1 && received.boltSent == 0 && received.received == 1)
        #expect(try two.load().store.boltResults.map(\.seconds) == [22.5])
    }

    /// Two devices write the folder's copy through temp files of their own; a temp file
    /// another device left is not this device's to remove.
    @Test func eachDeviceWritesTheFolderCopyThroughItsOwnTempFile() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sync = folder + "/sync"
        try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: true)
        let one = StoreFile(path: folder + "/one/progress.json"), two = StoreFile(path: folder + "/two/progress.json")
        try one.save(session("from-one"))
        try two.save(session("from-two"))
        let first = try one.synchronize(withFolder: sync) { _ in }
        #expect(first.sent == 1)
        let idOne = try String(contentsOfFile: folder + "/one/device-id", encoding: .utf8).filter { !$0.isWhitespace }
        // Another device's sync, killed half-way, left its temp file behind.
        let stray = sync + "/.breathe-progress.json.aaaaaaaaaaaa.tmp"
        try Data("half".utf8).write(to: URL(fileURLWithPath: stray))
        let second = try two.synchronize(withFolder: sync) { _ in }
        #expect(second.received == 1 && second.sent == 1)
        let idTwo = try String(contentsOfFile: folder + "/two/device-id", encoding: .utf8).filter { !$0.isWhitespace }
        #expect(idOne.count == 12 && idTwo.count == 12 && idOne != idTwo)
        #expect(try Data(contentsOf: URL(fileURLWithPath: stray)) == Data("half".utf8))
        #expect(try one.synchronize(withFolder: sync) { _ in }.received == 1)
        #expect(Set(try one.load().store.sessions.map(\.id)) == ["from-one", "from-two"])
        // This device's own stale temp file is taken over, not left to pile up.
        try Data("stale".utf8).write(to: URL(fileURLWithPath: sync + "/.breathe-progress.json.\(idOne).tmp"))
        var more = session("later")
        more.append(SessionRecord(id: "later2", programID: nil, lessonID: nil, pattern: "box", startedAt: LocalTimestamp(iso8601: "2026-11-30T11:00:00Z")!, endedAt: LocalTimestamp(iso8601: "2026-11-30T11:01:04Z")!, plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished))
        try one.save(more)
        _ = try one.synchronize(withFolder: sync) { _ in }
        #expect(!FileManager.default.fileExists(atPath: sync + "/.breathe-progress.json.\(idOne).tmp"))
    }
}
