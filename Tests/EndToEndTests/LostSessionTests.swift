import Foundation
import Testing

/// A session whose save fails is never lost: a full disk, a read-only or missing data
/// folder, a folder sync that fails after the rename, a closed output. It waits in a
/// journal (the data folder's, or `$TMPDIR/breathe-UID/…` when that cannot be written),
/// or, when nothing at all can be written, is printed for the person to import; the next
/// start saves it exactly once. Also: settings that stop breathe cleanly before a
/// session, and a damaged store moved aside and restored from its backup.
///
/// The tests marked "root" use `unshare -m` and `mount` (a tmpfs, a read-only bind mount)
/// or mknod; if those fail, the test fails: it is never skipped.
@Suite struct LostSessionTests {
    func history(_ home: TestHome) throws -> (sessions: [[String: Any]], stderr: String) {
        let result = try home.breathe(["history", "--json"])
        #expect(result.status == 0, "history: \(result.stderr)")
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
        return (sessions, result.stderr)
    }

    /// The id of the session a journal at `path` holds: its file name.
    func journalID(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The kept session is saved by the next start, once, with its real ending.
    func expectRecoveredOnce(_ home: TestHome, id: String, journal: String, pattern: String, practiced: Double, alongside others: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let next = try history(home)
        #expect(next.stderr.contains("recovered: a session (\(pattern), "), "\(next.stderr)", sourceLocation: sourceLocation)
        #expect(Set(next.sessions.compactMap { $0["id"] as? String }) == others.union([id]), sourceLocation: sourceLocation)
        let session = try #require(next.sessions.first { $0["id"] as? String == id }, sourceLocation: sourceLocation)
        #expect(session["endReason"] as? String == "finished", "it ended cleanly; only the save failed", sourceLocation: sourceLocation)
        #expect(session["practicedSeconds"] as? Double == practiced, sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: journal), "the journal is still there", sourceLocation: sourceLocation)
        #expect(home.journals().isEmpty, "journals left: \(home.journals())", sourceLocation: sourceLocation)
        let again = try history(home)
        #expect(again.sessions.count == others.count + 1, sourceLocation: sourceLocation)
        #expect(!again.stderr.contains("recovered"), "told twice: \(again.stderr)", sourceLocation: sourceLocation)
    }

    /// Where a failed save in `home` says the session is kept, when that is the fallback
    /// journal under TMPDIR.
    func expectKeptInFallbackJournal(_ stderr: String, _ home: TestHome, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let kept = try #require(keptPath(stderr), "no \"It is kept in\": \(stderr)", sourceLocation: sourceLocation)
        #expect(kept.hasPrefix(home.tmp + "/breathe-\(getuid())/"), "\(kept)", sourceLocation: sourceLocation)
        #expect(kept.hasSuffix(".json") && kept.contains("/journal/"), "\(kept)", sourceLocation: sourceLocation)
        #expect(FileManager.default.fileExists(atPath: kept), "\(kept) does not exist", sourceLocation: sourceLocation)
        return kept
    }

    // MARK: Full, read-only or missing data folder

    @Test func onAFullDiskTheSessionWaitsInTheFallbackJournalAndTheNextStartSavesIt() throws {
        // Root: a 16 kB tmpfs, filled, as the data folder, in a mount namespace.
        let home = try TestHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        let practice = try home.inMountNamespace([
            "mount -t tmpfs -o size=16k tmpfs \(shellQuoted(home.data))",
            "dd if=/dev/zero of=\(shellQuoted(home.data + "/fill")) bs=1k count=64 2>/dev/null || true",
        ], [[try breatheBinary(), "practice", "1-1", "--cycles", "1", "--plain"]])[0]
        #expect(practice.status == 1, "\(practice.stderr)")
        #expect(practice.stdout.contains("in 1"))
        #expect(practice.stderr.contains("No space left on device"), "\(practice.stderr)")
        #expect(practice.stderr.contains("and will be saved from there at the first start that can write the store"))
        let kept = try expectKeptInFallbackJournal(practice.stderr, home)

        // Outside the namespace: the same HOME and TMPDIR, the data folder writable again.
        try expectRecoveredOnce(home, id: journalID(kept), journal: kept, pattern: "1-1", practiced: 2)
    }

    @Test func aReadOnlyDataFolderKeepsTheSessionAndHistoryStillReads() throws {
        // Root: a read-only bind mount of the data folder, in a mount namespace.
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("earlier", pattern: "4-6")])
        let storeBefore = try Data(contentsOf: URL(fileURLWithPath: home.store))
        let results = try home.inMountNamespace([
            "mount --bind \(shellQuoted(home.data)) \(shellQuoted(home.data))",
            "mount -o remount,ro,bind \(shellQuoted(home.data))",
        ], [
            [try breatheBinary(), "practice", "1-1", "--cycles", "1", "--plain"],
            [try breatheBinary(), "history"],
        ])
        let (practice, history) = (results[0], results[1])
        #expect(practice.status == 1, "\(practice.stderr)")
        #expect(practice.stderr.contains("Read-only file system"), "\(practice.stderr)")
        let kept = try expectKeptInFallbackJournal(practice.stderr, home)
        #expect(history.status == 0, "history in the read-only folder: \(history.stderr)")
        #expect(history.stdout.contains("4-6"), "the earlier session is not listed: \(history.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.store)) == storeBefore)

        try expectRecoveredOnce(home, id: journalID(kept), journal: kept, pattern: "1-1", practiced: 2, alongside: ["earlier"])
    }

    @Test func aDataFolderThatIsAFileKeepsTheSessionInTheFallbackJournalAndSaysWhere() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.write("not a folder\n", to: home.data)
        let practice = try home.breathe(["practice", "1-1", "--cycles", "1", "--plain"])
        #expect(practice.status == 1, "\(practice.stderr)")
        #expect(practice.stdout.contains("in 1"))
        let kept = try expectKeptInFallbackJournal(practice.stderr, home)
        #expect(try String(contentsOfFile: home.data, encoding: .utf8) == "not a folder\n")

        // Once the folder is a folder again, the next start saves the session.
        try FileManager.default.removeItem(atPath: home.data)
        try expectRecoveredOnce(home, id: journalID(kept), journal: kept, pattern: "1-1", practiced: 2)
    }

    @Test(arguments: ["a symbolic link", "a folder of another user's"])
    func aFallbackFolderPlantedInTMPDIRIsNeverUsed(planted: String) throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.write("not a folder\n", to: home.data)
        let fallback = home.tmp + "/breathe-\(getuid())"
        let elsewhere = home.root + "/elsewhere"
        if planted == "a symbolic link" {
            try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: fallback, withDestinationPath: elsewhere)
        } else {
            // Root: a folder that belongs to nobody, open to all.
            try FileManager.default.createDirectory(atPath: fallback, withIntermediateDirectories: true)
            try #require(chown(fallback, 65534, 65534) == 0, "chown needs root")
            try #require(chmod(fallback, 0o777) == 0)
        }
        let practice = try home.breathe(["practice", "0.5-0.5", "--cycles", "1", "--plain"])
        #expect(practice.status == 1, "\(practice.stderr)")
        #expect(!practice.stderr.contains("It is kept in"), "\(practice.stderr)")
        #expect(practice.stderr.contains("No journal could be written either"), "\(practice.stderr)")
        let used = (FileManager.default.enumerator(atPath: planted == "a symbolic link" ? elsewhere : fallback)?.allObjects ?? [])
        #expect(used.isEmpty, "breathe wrote into the planted folder: \(used)")
    }

    @Test func withNothingWritableTheSessionIsPrintedAsJSONThatImportsBack() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.write("not a folder\n", to: home.data)
        let notAFolder = home.root + "/tmp-is-a-file"
        try home.write("not a folder either\n", to: notAFolder)

        let practice = try home.breathe(["practice", "0.5-0.5", "--cycles", "1", "--plain"], ["TMPDIR": notAFolder])
        #expect(practice.status == 1, "\(practice.stderr)")
        expectNoCrash(practice)
        #expect(practice.stderr.contains("No journal could be written either"), "\(practice.stderr)")
        #expect(!practice.stderr.contains("It is kept in"), "claims a journal that does not exist: \(practice.stderr)")
        let lines = practice.stderr.components(separatedBy: "\n")
        let instruction = try #require(lines.firstIndex(of: "To keep it, copy the text below into a file and run: breathe import FILE"), "\(practice.stderr)")
        let opening = try #require(lines.firstIndex(of: "{"), "no JSON in \(practice.stderr)")
        #expect(opening > instruction)
        let printed = lines[opening...].joined(separator: "\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.utf8)) as? [String: Any])
        let sessions = try #require(object["sessions"] as? [[String: Any]])
        #expect(sessions.count == 1)
        let id = try #require(sessions.first?["id"] as? String)

        // The person copies it into a file, fixes the folder, and imports it.
        let file = home.root + "/rescued.json"
        try home.write(printed, to: file)
        try FileManager.default.removeItem(atPath: home.data)
        let imported = try home.breathe(["import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        let saved = try history(home).sessions
        #expect(saved.count == 1)
        #expect(saved.first?["id"] as? String == id)
        #expect(saved.first?["endReason"] as? String == "finished")
        #expect(saved.first?["practicedSeconds"] as? Double == 1)
    }

    // MARK: Failures injected with strace

    /// The folder's sync fails after the store's rename: the session is in the store, but
    /// might not survive a power cut. It is not called unsaved (the attack run found that
    /// untrue); the journal stays until the next start finds the session in the store, and
    /// then goes without a word (it once said the session was "saved now", a second time).
    @Test func aFailedSyncOfTheFolderAfterTheRenameIsNotCalledUnsaved() throws {
        let home = try TestHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        let trace = home.root + "/trace"
        // With no store yet, the only fsync of the folder is the one after the store's rename.
        let practice = try home.run("/usr/bin/strace", ["-f", "-qq", "-o", trace, "-P", home.data, "-e", "trace=fsync", "-e", "inject=fsync:error=EIO", try breatheBinary(), "practice", "0.5-0.5", "--cycles", "1", "--plain"])
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("EIO (Input/output error) (INJECTED)"), "strace injected nothing")
        #expect(practice.status == 1, "\(practice.stderr)")
        let said = unwrapped(practice.stderr)
        #expect(said.contains("The session may not be safely saved: \(home.store) was written, but its folder could "
            + "not be synced to disk"), "\(said)")
        #expect(!said.contains("could not be saved"), "\(said)")
        #expect(said.contains("Input/output error"), "\(said)")
        let journals = home.journals()
        #expect(journals.count == 1)
        #expect(said.contains("It is kept in \(journals.first ?? "?") too"), "\(said)")

        let next = try history(home)
        #expect(next.stderr.isEmpty, "\(next.stderr)")
        #expect(next.sessions.count == 1)
        #expect(next.sessions.first?["endReason"] as? String == "finished")
        #expect(home.journals().isEmpty, "journals left: \(home.journals())")
    }

    /// With a store already there, the folder's first sync in a save is the backup's: its
    /// failure is no failure of the save (the store's own sync of the same folder follows),
    /// so the session is saved and said to be (the second attack run found "what was just
    /// written is in place" said of a store that was never written).
    @Test func aFailedSyncOfTheFolderAfterTheBackupIsNoFailedSave() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("earlier")])
        let trace = home.root + "/trace"
        let practice = try home.run("/usr/bin/strace", ["-f", "-qq", "-o", trace, "-P", home.data, "-e", "trace=fsync", "-e", "inject=fsync:error=EIO:when=1", try breatheBinary(), "practice", "0.5-0.5", "--cycles", "1", "--plain"])
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("EIO (Input/output error) (INJECTED)"), "strace injected nothing")
        #expect(practice.status == 0, "\(practice.stderr)")
        #expect(practice.stderr.isEmpty, "\(practice.stderr)")
        #expect(try sessionIDs(inStore: home.store).count == 2)
        #expect(home.journals().isEmpty)
    }

    /// With /dev/urandom out of reach (a sandbox, no descriptor left), every session still
    /// gets an id of its own and is kept: the third attack run saw each one get
    /// 00000000-0000-4000-8000-000000000000, and the second merged into the first, silently.
    @Test func sessionsKeepTheirOwnIdsWithoutDevUrandom() throws {
        let home = try TestHome()
        defer { home.remove() }
        #expect(try home.breathe(["config", "leadIn", "0"]).status == 0)
        let trace = home.root + "/trace"
        for pattern in ["0.5-0.5", "1-1"] {
            let result = try home.run("/usr/bin/strace", [
                "-f", "-qq", "-o", trace, "-P", "/dev/urandom", "-e", "trace=openat", "-e", "inject=openat:error=ENOENT",
                try breatheBinary(), "practice", pattern, "--cycles", "6", "--plain"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let ids = try sessionIDs(inStore: home.store)
        #expect(ids.count == 2 && Set(ids).count == 2, "\(ids)")
        #expect(!ids.contains("00000000-0000-4000-8000-000000000000"))
    }

    @Test(arguments: [["history"], ["stats", "--json"], ["export"]])
    func commandsThatOnlyReadStillWorkWhenTheLockFileCannotBeOpened(arguments: [String]) throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("earlier", pattern: "4-6")])
        let lock = home.store + ".lock"
        let trace = home.root + "/trace"
        let result = try home.run("/usr/bin/strace", ["-f", "-qq", "-o", trace, "-P", lock, "-e", "trace=openat", "-e", "inject=openat:error=EROFS", try breatheBinary()] + arguments)
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("EROFS (Read-only file system) (INJECTED)"), "strace injected nothing")
        #expect(result.status == 0, "\(result.stderr)")
        switch arguments[0] {
        case "history": #expect(result.stdout.contains("4-6"), "\(result.stdout)")
        case "stats": #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
        default: #expect(result.stdout.contains("\"earlier\""), "\(result.stdout)")
        }
        #expect(try sessionIDs(inStore: home.store) == ["earlier"])
    }

    /// An import that cannot take the lock writes nothing and says which file was not
    /// imported (it printed the lock's error alone, as if about something else).
    @Test func anImportThatCannotOpenTheLockSaysItImportedNothing() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("earlier", pattern: "4-6")])
        let file = home.root + "/more.json"
        try home.write(storeText(sessions: [sessionRecord("more")]), to: file)
        let lock = home.store + ".lock", trace = home.root + "/trace"
        let result = try home.run("/usr/bin/strace", ["-f", "-qq", "-o", trace, "-P", lock, "-e", "trace=openat",
            "-e", "inject=openat:error=EROFS", try breatheBinary(), "import", file])
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("(INJECTED)"), "strace injected nothing")
        #expect(result.status == 1)
        #expect(unwrapped(result.stderr).contains(file + " was not imported: could not open the lock file " + lock
            + ": Read-only file system"), "\(result.stderr)")
        #expect(try sessionIDs(inStore: home.store) == ["earlier"])
    }

    /// A short practice in a test home, killed by strace at its first call of `call`.
    func practiseKilled(_ home: TestHome, atFirst call: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let killed = try home.run("/usr/bin/strace", ["-f", "-qq", "-o", "/dev/null", "-e", "trace=\(call)", "-e", "inject=\(call):signal=SIGKILL:when=1",
                                                       fakeTimeWrapper, "-f", "+0 x10", try breatheBinary(), "practice", "1-1", "--cycles", "10", "--plain"])
        #expect(killed.status != 0, "breathe was not killed: \(killed.stderr)", sourceLocation: sourceLocation)
    }

    /// A journal write killed between writing `journal/<id>.json.tmp` and its rename once
    /// left the temp file (and the lock) in the journal folder for ever: the journal as
    /// written when the session starts, the only one written whole (checkpoints write
    /// over it in place).
    @Test func aJournalWriteKilledBeforeItsRenameLeavesNothingBehindAfterTheNextStart() throws {
        let home = try TestHome()
        defer { home.remove() }
        try practiseKilled(home, atFirst: "rename")
        let journal = home.data + "/journal"
        #expect(try FileManager.default.contentsOfDirectory(atPath: journal).contains { $0.hasSuffix(".json.tmp") }, "the kill left no journal temp file")

        let next = try history(home)
        #expect(try history(home).sessions.count == next.sessions.count)
        let left = try FileManager.default.contentsOfDirectory(atPath: journal)
        #expect(left.isEmpty, "left in the journal folder after two starts: \(left)")
    }

    /// A checkpoint killed as it writes over the journal (the first, at 10 s of practice;
    /// faketime makes it 1 s) leaves the journal as it was: written when practice started,
    /// it holds no practice, so the next start removes it, recovers nothing and says so
    /// once, and nothing is left behind.
    @Test func aCheckpointKilledAsItWritesLeavesTheJournalAsItWas() throws {
        let home = try TestHome()
        defer { home.remove() }
        try practiseKilled(home, atFirst: "pwrite64")
        let journal = home.data + "/journal"
        let kept = try FileManager.default.contentsOfDirectory(atPath: journal)
        #expect(kept.contains { $0.hasSuffix(".json") } && !kept.contains { $0.hasSuffix(".tmp") }, "\(kept)")

        let next = try history(home)
        #expect(next.sessions.isEmpty)
        #expect(!next.stderr.contains("recovered"), "\(next.stderr)")
        #expect(unwrapped(next.stderr).contains(
            "did not end cleanly, and its journal held only 0:00 of practice, less than the 5 s breathe keeps; nothing "
                + "was saved and the journal was removed"), "\(next.stderr)")
        #expect(try history(home).stderr.isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: journal)
        #expect(left.isEmpty, "left in the journal folder after the next start: \(left)")
    }

    /// The end is journalled before the save: an 8-second session (no checkpoint after its
    /// start) killed as the store is renamed into place is saved by the next start, as it
    /// ended (before, its journal held 0 s and the session was gone).
    @Test func aSessionKilledAsItIsSavedIsSavedByTheNextStart() throws {
        let home = try TestHome()
        defer { home.remove() }
        // Written by hand: `config` saves its change in the store too, and there is none yet.
        try FileManager.default.createDirectory(atPath: home.config, withIntermediateDirectories: true)
        try home.write(#"{"leadIn": 0}"#, to: home.config + "/config.json")
        // Renames: the journal's first write, then the store's.
        let killed = try home.run("/usr/bin/strace", [
            "-f", "-qq", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:signal=SIGKILL:when=2",
            fakeTimeWrapper, "-f", "+0 x10", try breatheBinary(), "practice", "4-4", "--cycles", "1", "--plain"])
        #expect(killed.status != 0, "breathe was not killed: \(killed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.store))
        let next = try history(home)
        #expect(unwrapped(next.stderr).contains("could not be saved when it ended; 0:08 of practice was saved now"),
                "\(next.stderr)")
        #expect(next.sessions.map { $0["endReason"] as? String } == ["finished"])
    }

    /// A journal that is a FIFO, a folder or a link is moved aside as it is reported, and
    /// its lock goes: said once, not at every command for ever.
    @Test func aJournalThatIsNoFileIsReportedOnce() throws {
        let home = try TestHome()
        defer { home.remove() }
        let journal = home.data + "/journal"
        try FileManager.default.createDirectory(atPath: journal + "/b-folder.json", withIntermediateDirectories: true)
        #expect(mkfifo(journal + "/a-fifo.json", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: journal + "/c-link.json", withDestinationPath: "/nowhere")
        let first = try history(home)
        for id in ["a-fifo", "b-folder", "c-link"] {
            #expect(unwrapped(first.stderr).contains("it was moved to \(journal)/\(id).unreadable"), "\(first.stderr)")
        }
        #expect(try history(home).stderr.isEmpty)
        #expect(try home.breathe(["status"]).stderr.isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: journal).sorted()
        #expect(left == ["a-fifo.unreadable", "b-folder.unreadable", "c-link.unreadable"])
    }

    /// Plain lines wake for the checkpoint as well as for phases: a 9-9 session killed at
    /// about 19 s (faketime ten times as fast) has 15 s in its journal (checkpoints at 5 s
    /// and 15 s, both inside a 9 s phase), which the next start saves (before, plain mode
    /// woke only at phases, the 9 s one passed the first checkpoint by, and the journal
    /// held 0 s).
    @Test func plainLinesCheckpointWithinTenSecondsOfPractice() throws {
        let home = try TestHome()
        defer { home.remove() }
        #expect(try home.breathe(["config", "leadIn", "0"]).status == 0)
        let pid = try startProcess(
            fakeTimeWrapper, ["-f", "+0 x10", try breatheBinary(), "practice", "9-9", "--cycles", "2", "--plain"],
            environment: home.environment(), stdout: home.tmp + "/out", stderr: home.tmp + "/err",
            ownProcessGroup: true)
        usleep(1_900_000)
        kill(-pid, SIGKILL)
        #expect(exitStatus(of: pid) == 128 + SIGKILL)
        unlink("/dev/shm/faketime_shm_\(pid)")
        unlink("/dev/shm/sem.faketime_sem_\(pid)")
        let next = try history(home)
        #expect(unwrapped(next.stderr).contains("did not end cleanly; 0:15 of practice was saved now"), "\(next.stderr)")
        let practised = try #require(next.sessions.first?["practicedSeconds"] as? Double)
        #expect(next.sessions.count == 1 && (15..<16).contains(practised), "\(next.sessions)")
    }

    // MARK: A closed output

    @Test func aClosedOutputEndsTheSessionByHangupAndSavesIt() throws {
        let home = try TestHome()
        defer { home.remove() }
        let started = Date()
        // timeout(1) passes on a death by signal, and ends a breathe that ignores SIGPIPE
        // (status 124, or 137 if it ignores SIGTERM too) instead of waiting out the 5-minute session.
        // Four lines (the header, the lead-in's, in 3 and out 3): the fifth, at 6 s of
        // practice, finds the reader gone, past the 5 s a session needs to be kept.
        let result = try home.run("/usr/bin/bash", ["-c", "timeout -k 5 20 \(shellQuoted(try breatheBinary())) practice 3-3 --plain | head -4; echo \"status=${PIPESTATUS[0]}\""])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.stdout.contains("Get ready: 3 s\nin 3\nout 3\n"), "\(result.stdout)")
        #expect(result.stdout.contains("status=141"), "breathe did not die by SIGPIPE: \(result.stdout) \(result.stderr)")
        #expect(elapsed < 11, "took \(elapsed) s of a 5-minute session")
        let sessions = try history(home).sessions
        #expect(sessions.count == 1)
        #expect(sessions.first?["endReason"] as? String == "hangup")
        let practiced = try #require(sessions.first?["practicedSeconds"] as? Double)
        #expect(practiced >= 5.5 && practiced <= 7.5, "practised \(practiced) s")
        // History says what happened: the output closed, not only "terminal closed".
        let said = try home.breathe(["history"])
        #expect(said.stdout.contains("terminal or output closed"), "\(said.stdout)")
    }

    // MARK: A clock or time zone the store would refuse

    /// A device that boots in 1970 until the network sets its clock, or a time zone past
    /// ±18:00: breathe says which looks wrong and starts no session, so no journal is
    /// ever written with a time the next start would set aside.
    @Test(arguments: ["practice 1-1 --cycles 1 --plain", "start foundations --plain", "pace --plain", "--plain"], [
        ("@1970-01-02 00:00:00", "UTC", "the clock says 1970-01-02 00:00 UTC"),
        (nil, "ABC-19", "TZ=ABC-19 puts local time +19:00 from UTC"),
    ] as [(String?, String, String)])
    func aClockOrTimeZoneTheStoreWouldRefuseStartsNoSession(command: String, clock: (fakeTime: String?, zone: String, words: String)) throws {
        let home = try TestHome()
        defer { home.remove() }
        let arguments = command.split(separator: " ").map(String.init)
        let result = if let fakeTime = clock.fakeTime {
            try home.run(fakeTimeWrapper, ["-f", fakeTime, try breatheBinary()] + arguments, ["TZ": clock.zone])
        } else {
            try home.breathe(arguments, ["TZ": clock.zone])
        }
        #expect(result.status == 1, "\(command): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains(clock.words), "\(command): \(result.stderr)")
        #expect(result.stderr.contains("No session was started"), "\(result.stderr)")
        #expect(!result.stdout.contains("in 1") && !result.stdout.contains("in 4"), "a session ran: \(result.stdout)")
        #expect(home.journals().isEmpty, "journals: \(home.journals())")
        let next = try home.breathe(["history", "--json"])
        #expect(next.status == 0 && !next.stderr.contains("unreadable"), "\(next.stderr)")
        #expect(try home.sessions().isEmpty)
    }

    // MARK: Settings that stop breathe

    @Test func aThresholdOfTwoStopsPracticeBeforeItStartsAndSavesNothing() throws {
        let home = try TestHome()
        defer { home.remove() }
        let config = home.config + "/config.json"
        try home.write(#"{"threshold": 2}"#, to: config)
        let started = Date()
        let result = try home.breathe(["practice", "1-1", "--cycles", "1", "--plain"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(elapsed < 1.5, "took \(elapsed) s: did the 2-second session run?")
        #expect(result.stderr.contains(config) && result.stderr.contains("threshold"), "\(result.stderr)")
        #expect(!result.stdout.contains("in 1"), "the session ran: \(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home.store))
        #expect(home.journals().isEmpty)
        #expect(try String(contentsOfFile: config, encoding: .utf8) == #"{"threshold": 2}"#)
    }

    @Test(arguments: ["threshold", "dayRolloverHour"])
    func aHugeNumberInConfigIsNamedByEveryCommandNeverACrash(key: String) throws {
        let home = try TestHome()
        defer { home.remove() }
        let config = home.config + "/config.json"
        try home.write(#"{"\#(key)": 1e300}"#, to: config)
        for arguments in [["history"], ["stats"], ["programs"], ["status"], ["practice", "1-1", "--cycles", "1", "--plain"]] {
            let result = try home.breathe(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            expectNoCrash(result)
            #expect(result.stderr.contains(config + ": " + key), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: home.store))
        #expect(home.journals().isEmpty)
    }

    @Test(arguments: [("threshold", "0.7"), ("dayRolloverHour", "4")])
    func settingTheKeyAgainRepairsAConfigWithAHugeNumber(key: String, value: String) throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.write(#"{"\#(key)": 1e300}"#, to: home.config + "/config.json")
        let repair = try home.breathe(["config", key, value])
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(try home.configValue(key) as? Double == Double(value))
        let stats = try home.breathe(["stats"])
        #expect(stats.status == 0, "\(stats.stderr)")
        #expect(stats.stdout.contains("Practice days"))
    }

    // MARK: A damaged store

    @Test func aStoreWithSessionsTwiceIsMovedAsideUnchangedAndTheBackupRestored() throws {
        let home = try TestHome()
        defer { home.remove() }
        for _ in 1...2 {
            #expect(try home.breathe(["practice", "0.5-0.5", "--cycles", "1", "--plain"]).status == 0)
        }
        let backedUp = try sessionIDs(inStore: home.store + ".bak")
        #expect(backedUp.count == 1)
        #expect(try sessionIDs(inStore: home.store).count == 2)

        // A second "sessions", empty, before the real one.
        let text = try String(contentsOfFile: home.store, encoding: .utf8)
        let brace = try #require(text.range(of: "{\n"))
        let damaged = text.replacingCharacters(in: brace, with: "{\n  \"sessions\" : [],\n")
        try damaged.write(toFile: home.store, atomically: false, encoding: .utf8)

        let result = try home.breathe(["history"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("could not be read") && result.stderr.contains("appears twice"), "\(result.stderr)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: home.data).filter { $0.hasPrefix("progress.json.corrupt-") }
        #expect(aside.count == 1, "\(aside)")
        let moved = home.data + "/" + (aside.first ?? "")
        #expect(result.stderr.contains(moved), "the message does not say where: \(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: moved)) == Data(damaged.utf8), "the damaged file was changed")
        #expect(try sessionIDs(inStore: home.store) == backedUp, "not restored from the backup")
        #expect(!result.stderr.contains("(1 sessions)"), "\(result.stderr)")

        // The next save keeps what the backup held.
        #expect(try home.breathe(["practice", "0.5-0.5", "--cycles", "1", "--plain"]).status == 0)
        let after = try sessionIDs(inStore: home.store)
        #expect(after.count == 2)
        #expect(backedUp.isSubset(of: after), "the backup's session was dropped")
        #expect(Set(try history(home).sessions.compactMap { $0["id"] as? String }) == after)
    }
}
