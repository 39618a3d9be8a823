import BreatheCore
import FoundationEssentials

/// The journal of one running session: `<folder>/<id>.json`, and `<folder>/<id>.lock`,
/// locked for as long as the session's process lives. The journal is written whole and
/// atomically (a temp file, synced, renamed) as the session starts, padded with spaces to
/// one disk sector; each checkpoint then writes its text over that sector in place and
/// syncs it, which costs a third of a new file's creation and rename. An entry too long
/// for a sector, an in-place write that fails, or a journal no longer named is written
/// the atomic way. The lock is how a later start tells a crashed session (lock free)
/// from one still running in another terminal (lock held).
///
/// The folder is the first of `folders` that can be written: the data folder's
/// `journal/`, or, when that fails (a full disk, a read-only folder, a file where the
/// folder should be), the fallback in the runtime or temp folder, which the next start
/// searches too. A journal is only ever said to keep a session once it was written.
public final class SessionJournal {
    public private(set) var entry: JournalEntry
    let folders: [String]
    /// The folder the journal was last written to, nil while it is nowhere.
    public private(set) var folder: String?
    /// Locks held, one for each folder written to (the session is alive there).
    private var locks: [String: Int32] = [:]
    /// The journal file last written whole, held open for checkpoints written in place.
    private var inPlace: (folder: String, descriptor: Int32)?
    /// Why the journal could not be written, folder by folder, when it could not be
    /// written anywhere; empty once it is written.
    public private(set) var failures: [FileError] = []

    /// The failures in `words`, one sentence; nil when the journal is written.
    public func problem(in words: Words = .english) -> String? {
        failures.isEmpty ? nil : words.sentence(failures)
    }

    /// The file holding the session now, if any.
    public var file: String? { folder.map { Self.file(in: $0, id: entry.sessionID) } }

    static func file(in folder: String, id: String) -> String { "\(folder)/\(id).json" }
    static func lock(in folder: String, id: String) -> String { "\(folder)/\(id).lock" }

    /// Starts the journal. One that cannot be written anywhere does not stop practice:
    /// the session is still saved at its end; only crash recovery is lost, and `problem`
    /// says so.
    public init(folders: [String], entry: JournalEntry) {
        self.folders = folders
        self.entry = entry
        write()
    }

    /// Records how far the session has got; `holds`, when given, are the open holds held
    /// so far (to a tenth, as the record keeps them).
    public func checkpoint(practicedSeconds: Double, at now: LocalTimestamp, holds: [Double]? = nil) {
        entry.practicedSeconds = PracticeAttempt.milliseconds(practicedSeconds)
        if let holds { entry.holds = holds.map(PracticeAttempt.tenths) }
        entry.checkpointAt = now
        write()
    }

    /// The session ended: the journal is marked with how, and how far it got, before the
    /// session is saved, so a process killed during the save leaves it for the next start.
    public func end(_ reason: EndReason, practicedSeconds: Double, at now: LocalTimestamp) {
        entry.endReason = reason
        checkpoint(practicedSeconds: practicedSeconds, at: now)
    }

    /// The ended session could not be saved: the journal stays for the next start to
    /// save. Returns the file it is kept in, or nil when no folder could be written (the
    /// caller must then not say it is kept).
    public func keep() -> KeptJournal? {
        let kept = folder.map {
            KeptJournal(path: Self.file(in: $0, id: entry.sessionID), temporary: $0 != folders.first)
        }
        release()
        return kept
    }

    /// The session is safely in the store: the journal goes, wherever it was written.
    public func discard() {
        for folder in folders {
            if FileIO.remove(Self.file(in: folder, id: entry.sessionID)) || locks[folder] != nil {
                FileIO.remove(Self.lock(in: folder, id: entry.sessionID))
                try? FileIO.syncFolder(folder)
            }
        }
        release()
    }

    /// Writes the entry to the folder in use, or to the next folder that works.
    private func write() {
        var problems: [FileError] = []
        for candidate in ordered() {
            // The data folder's journal folder, once written to, is not made again for
            // each checkpoint (five parents, five failing mkdir): only when writing there
            // fails. A fallback in the shared temp folder is checked every time.
            if candidate == folder, candidate == folders.first, (try? store(in: candidate)) != nil {
                failures = []
                return
            }
            do throws(FileError) {
                try JournalFolders.prepare(candidate, isFallback: candidate != folders.first)
                try store(in: candidate)
                folder = candidate
                failures = []
                return
            } catch {
                problems.append(error)
            }
        }
        folder = nil
        failures = problems
    }

    /// Writes the entry into `candidate`, which exists, holding its lock: over the open
    /// journal's sector when it fits, else atomically (and then opens it for the next).
    private func store(in candidate: String) throws(FileError) {
        // A lock file removed from outside is made again at the next checkpoint: until
        // then a start takes the session for a crashed one (said, and saved so far), and
        // may have removed the journal too, so it is written anew rather than over a file
        // no longer there.
        if let held = locks[candidate], !FileLock.stillNames(held, Self.lock(in: candidate, id: entry.sessionID)) {
            FileIO.closeDescriptor(held)
            locks[candidate] = nil
            closeInPlace()
        }
        if locks[candidate] == nil {
            locks[candidate] = FileLock.tryExclusive(Self.lock(in: candidate, id: entry.sessionID))
        }
        let path = Self.file(in: candidate, id: entry.sessionID)
        let text = Self.sectorText(entry.jsonValue.prettyText)
        if let open = inPlace, open.folder == candidate, let text,
           FileIO.overwriteStart(open.descriptor, with: text) { return }
        closeInPlace()
        try FileIO.replaceAtomically(
            path, with: text ?? Data((entry.jsonValue.prettyText + "\n").utf8), temp: path + ".tmp", mode: 0o600)
        guard text != nil else { return }
        if let descriptor = FileIO.openForOverwrite(path) { inPlace = (candidate, descriptor) }
    }

    /// The journal's text padded with spaces to exactly one sector (JSON allows space
    /// after the value), so that every checkpoint's write covers the one before it; nil
    /// when the text does not fit.
    static func sectorText(_ json: String) -> Data? {
        let bytes = json.utf8.count
        guard bytes < FileIO.sectorBytes else { return nil }
        return Data((json + String(repeating: " ", count: FileIO.sectorBytes - 1 - bytes) + "\n").utf8)
    }

    private func closeInPlace() {
        if let open = inPlace { FileIO.closeDescriptor(open.descriptor) }
        inPlace = nil
    }

    /// The folder in use first, then the others in order.
    private func ordered() -> [String] {
        guard let folder else { return folders }
        return [folder] + folders.filter { $0 != folder }
    }

    private func release() {
        closeInPlace()
        for descriptor in locks.values { FileIO.closeDescriptor(descriptor) }
        locks = [:]
    }

    deinit {
        release()
    }
}

/// The folders journals live in.
public enum JournalFolders {
    /// Creates `folder`. A fallback lives in a shared place (the temp folder): its
    /// `breathe-UID` folder must be a real folder of this user's that nobody else can
    /// write, or a stranger could read or plant journals there.
    static func prepare(_ folder: String, isFallback: Bool) throws(FileError) {
        if !isFallback, isLink(folder) { throw FileError(.journalFolderIsLink(path: folder)) }
        if isFallback {
            let own = ownFolder(of: folder)
            try FileIO.makePrivateFolder(own)
            guard isPrivate(fallback: folder) else {
                throw FileError(.notPrivate(folder: own))
            }
        }
        try FileIO.makeFolder(folder)
    }

    /// Whether `folder` is a symbolic link: the data folder's journal folder never is one
    /// that breathe reads or writes, or its sweep would remove a stranger's `.lock` and
    /// `.json.tmp` files and rename their `.json` files.
    static func isLink(_ folder: String) -> Bool {
        FileStatus(linkAt: folder)?.kind == .symbolicLink
    }

    /// The `breathe-UID` folder a fallback journal folder sits in.
    static func ownFolder(of fallback: String) -> String {
        FileIO.parentFolder(of: FileIO.parentFolder(of: fallback))
    }

    /// Whether the fallback's `breathe-UID` folder is a real folder of this user's that
    /// nobody else can write: checked before journals are written there and before any
    /// found there are read, so a planted one is never written to nor recovered from.
    static func isPrivate(fallback folder: String) -> Bool {
        guard let info = FileStatus(linkAt: ownFolder(of: folder)) else { return false }
        return info.kind == .folder && info.owner == ThisProcess.userID && info.permissions & 0o077 == 0
    }
}

/// Journals left behind by sessions whose process is gone.
public enum JournalRecovery {
    public struct Orphan {
        public let entry: JournalEntry
        let file: String
        let lock: String
        let descriptor: Int32

        /// The session is saved: remove its journal.
        public func discard() {
            FileIO.remove(file)
            FileIO.remove(lock)
            FileIO.closeDescriptor(descriptor)
        }

        /// Not saved this time (the store could not be written): leave it for next time.
        public func release() {
            FileIO.closeDescriptor(descriptor)
        }
    }

    /// Every journal in `folders` whose lock can be taken, that is, whose session is not
    /// running. A journal that cannot be read is renamed `<id>.unreadable` (kept, and
    /// reported once in `problems`, for `words` to say). A journal whose session ended while it was being
    /// listed is passed over quietly, leaving no lock behind. The folders after the first
    /// are fallbacks in a shared place: one whose `breathe-UID` folder is not private is
    /// not read at all (a stranger could have planted journals there), and said so.
    public static func orphans(in folders: [String]) -> (orphans: [Orphan], problems: [JournalPhrase]) {
        var orphans: [Orphan] = []
        var problems: [JournalPhrase] = []
        for (index, folder) in folders.enumerated() {
            if index == 0, JournalFolders.isLink(folder) {
                problems.append(.folderRefused(.journalFolderIsLink(path: folder)))
                continue
            }
            guard let names = try? FileIO.list(folder) else { continue }
            if index > 0, !JournalFolders.isPrivate(fallback: folder) {
                problems.append(.notPrivate(own: JournalFolders.ownFolder(of: folder), folder: folder))
                continue
            }
            // A checkpoint killed before its rename leaves `<id>.json.tmp`: never the
            // journal itself. Once its session is gone, it goes.
            for name in names where name.hasSuffix(".json.tmp") {
                let id = String(name.dropLast(9))
                let lock = "\(folder)/\(id).lock"
                guard let descriptor = FileLock.tryExclusive(lock) else { continue }
                FileIO.remove("\(folder)/\(name)")
                if !FileIO.exists("\(folder)/\(id).json") { FileIO.remove(lock) }
                FileIO.closeDescriptor(descriptor)
            }
            // A lock with neither journal nor temp file (a process killed before its
            // first checkpoint was written, or a folder too full to hold it) goes once
            // its lock can be taken: never a live session's.
            let present = Set(names)
            for name in names where name.hasSuffix(".lock") {
                let id = String(name.dropLast(5))
                guard !present.contains(id + ".json"), !present.contains(id + ".json.tmp"),
                      let descriptor = FileLock.tryExclusive("\(folder)/\(name)") else { continue }
                if !FileIO.exists("\(folder)/\(id).json"),
                   !FileIO.exists("\(folder)/\(id).json.tmp") { FileIO.remove("\(folder)/\(name)") }
                FileIO.closeDescriptor(descriptor)
            }
            for name in names where name.hasSuffix(".json") {
                let id = String(name.dropLast(5))
                let file = "\(folder)/\(name)", lock = "\(folder)/\(id).lock"
                guard let descriptor = FileLock.tryExclusive(lock) else { continue }
                // Moved aside and its lock let go, so it is reported once: the kept name,
                // or nil when it could not be moved.
                func setAside() -> String? {
                    let aside = "\(folder)/\(id).unreadable"
                    guard !FileIO.exists(aside), FileIO.rename(file, to: aside) else { return nil }
                    FileIO.remove(lock)
                    return aside
                }
                let read: Data?
                do {
                    read = try FileIO.read(file, symlinks: .refuse, limit: 1 << 20)
                } catch {
                    // A FIFO, a folder or a link where the journal should be, or a file
                    // that cannot be read.
                    problems.append(.unreadable(file: file, error.problem, keptAs: setAside()))
                    FileIO.closeDescriptor(descriptor)
                    continue
                }
                guard let data = read else {
                    // Saved and removed by its own process since the folder was listed.
                    FileIO.remove(lock)
                    FileIO.closeDescriptor(descriptor)
                    continue
                }
                switch JournalEntry.decode(data) {
                case .success(let entry):
                    orphans.append(Orphan(entry: entry, file: file, lock: lock, descriptor: descriptor))
                case .failure(let problem):
                    problems.append(.undecodable(file: file, problem, keptAs: setAside()))
                    FileIO.closeDescriptor(descriptor)
                }
            }
        }
        return (orphans, problems)
    }
}
