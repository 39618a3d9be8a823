import BreatheCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The journal of one running session: `journal/<id>.json`, rewritten atomically at each
/// checkpoint, and `journal/<id>.lock`, locked for as long as the session's process
/// lives. The lock is how a later start tells a crashed session (lock free) from one
/// still running in another terminal (lock held).
public final class SessionJournal {
    public private(set) var entry: JournalEntry
    let folder: String
    private var lockDescriptor: Int32?

    var file: String { "\(folder)/\(entry.sessionID).json" }
    var lock: String { "\(folder)/\(entry.sessionID).lock" }

    /// Starts the journal. A journal that cannot be written does not stop practice: the
    /// session is still saved at its end; only crash recovery is lost, and `problem` says so.
    public init(folder: String, entry: JournalEntry) {
        self.folder = folder
        self.entry = entry
        do throws(FileError) {
            try FileIO.makeFolder(folder)
            lockDescriptor = FileLock.tryExclusive(lock)
            try write()
        } catch {
            problem = error.description
        }
    }

    /// Why checkpoints are not being written, if they are not.
    public private(set) var problem: String?

    /// Records how far the session has got.
    public func checkpoint(practicedSeconds: Double, at now: LocalTimestamp) {
        entry.practicedSeconds = PracticeAttempt.milliseconds(practicedSeconds)
        entry.checkpointAt = now
        do throws(FileError) {
            try write()
            problem = nil
        } catch {
            problem = error.description
        }
    }

    /// The session ended, but could not be saved: keep it, marked with how it ended, for
    /// the next start to save.
    public func keep(endReason: EndReason, practicedSeconds: Double, at now: LocalTimestamp) {
        entry.endReason = endReason
        checkpoint(practicedSeconds: practicedSeconds, at: now)
        release()
    }

    /// The session is safely in the store: the journal goes.
    public func discard() {
        unlink(file)
        unlink(lock)
        FileIO.syncFolder(folder)
        release()
    }

    private func release() {
        if let descriptor = lockDescriptor { close(descriptor) }
        lockDescriptor = nil
    }

    private func write() throws(FileError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(entry)
        } catch {
            throw FileError(description: "could not encode the session journal: \(error)")
        }
        try FileIO.replaceAtomically(file, with: data, temp: file + ".tmp", mode: 0o600)
    }

    deinit {
        release()
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
            unlink(file)
            unlink(lock)
            close(descriptor)
        }

        /// Not saved this time (the store could not be written): leave it for next time.
        public func release() {
            close(descriptor)
        }
    }

    /// Every journal whose lock can be taken, that is, whose session is not running.
    /// Unreadable journals are reported in `problems` and left alone.
    public static func orphans(in folder: String) -> (orphans: [Orphan], problems: [String]) {
        var orphans: [Orphan] = []
        var problems: [String] = []
        guard let names = try? FileIO.list(folder) else { return ([], []) }
        for name in names where name.hasSuffix(".json") {
            let id = String(name.dropLast(5))
            let file = "\(folder)/\(name)", lock = "\(folder)/\(id).lock"
            guard let descriptor = FileLock.tryExclusive(lock) else { continue }
            guard let data = try? FileIO.read(file), let entry = try? JSONDecoder().decode(JournalEntry.self, from: data) else {
                problems.append("\(file) is a session journal that cannot be read; it was left where it is")
                close(descriptor)
                continue
            }
            orphans.append(Orphan(entry: entry, file: file, lock: lock, descriptor: descriptor))
        }
        return (orphans, problems)
    }
}
