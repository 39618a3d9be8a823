import BreatheCore
import FoundationEssentials

/// Why the progress store could not be used (the words are `StorePhrases`;
/// `description` is the English).
public struct StoreError: Error, CustomStringConvertible, Phrases {
    public enum Kind: Sendable, Equatable {
        /// Reading or writing failed (disk full, permissions, I/O).
        case io
        /// Written by a newer breathe: never rewritten by this one.
        case newerFormat
    }

    public let kind: Kind
    public let problem: StoreProblem

    public init(_ kind: Kind, _ problem: StoreProblem) {
        self.kind = kind
        self.problem = problem
    }

    /// Reading or writing failed.
    public init(_ problem: StoreProblem) {
        self.init(.io, problem)
    }

    /// A file that could not be read or written.
    init(_ error: FileError) {
        self.init(.io, .file(error.problem))
    }

    public var english: String { problem.english }
    public var chinese: String { problem.chinese }
    public var description: String { english }
}

/// The progress store as loaded, and anything the person should be told about it.
public struct LoadedStore: Sendable {
    public let store: ProgressStore
    /// For example that a damaged store was moved aside and the backup used instead.
    public let notices: [StoreNotice]
}

/// What a save did beyond saving: notices (a damaged store found and moved aside, records
/// set aside) and conflicts it settled (two records with one id).
public struct SaveReport: Sendable {
    public let notices: [StoreNotice]
    public let conflicts: [MergeConflict]
    /// The store as saved: what was on disk merged with what was given (what other
    /// terminals saved too), so the caller need not read it back.
    public let store: ProgressStore
    /// The store on disk when the lock was taken: what this save added is counted against
    /// it (two imports at once each counted against the store read before either saved,
    /// and both said they added the same sessions).
    public let before: ProgressStore
    /// What of the given store was merged: all of it, but for records from outside whose
    /// id names another record here (`IDCollisions`).
    public let taken: ProgressStore
    /// Of those records, how many were kept aside now, and how many an earlier save had.
    public let setAsideNow: Int, setAsideBefore: Int
}

/// The progress file on disk, `progress.json`, with its companions in the same folder:
/// `progress.json.lock` (the lock), `progress.json.tmp` (a write in progress),
/// `progress.json.bak` (a copy of the last store that loaded cleanly),
/// `progress.json.corrupt-…` (a damaged store, moved aside and kept), `set-aside.json`
/// (records that broke a rule) and `progress.json.status` (what `breathe status` reads).
///
/// Nothing is ever created, locked or renamed outside the store's folder, except that a
/// store kept elsewhere through a symbolic link is locked and written through the link (by
/// a lock and a temp file beside the store it points at) once that store has loaded as a
/// breathe store. A link to anything else, or to a file of breathe's own (its backup, a
/// sync copy), is left alone, and a link stays a link.
public struct StoreFile: Sendable {
    /// The path as configured, in breathe's data folder.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    var folder: String { FileIO.parentFolder(of: path) }
    var lockPath: String { path + ".lock" }
    public var backupPath: String { path + ".bak" }
    public var setAsidePath: String { folder + "/set-aside.json" }

    /// Where the store's bytes live.
    enum Place {
        /// `path` itself: a regular file, or nothing yet.
        case file
        /// `path` is a symbolic link to this existing regular file.
        case link(String)
    }

    func place() throws(StoreError) -> Place {
        guard let kind = FileIO.kind(of: path) else { return .file }
        switch kind {
        case .file:
            return .file
        case .symbolicLink:
            guard let target = FileIO.realPath(path) else {
                throw StoreError(.linkToNothing(path: path))
            }
            guard FileStatus(path: target)?.kind == .file else {
                throw StoreError(.linkToNonFile(path: path, target: target))
            }
            // Its backup (or any file beside it) or a sync copy would become the store, and
            // the two files one.
            guard FileIO.parentFolder(of: target) != FileIO.resolvingSymlinks(folder),
                  !OutputFileRule.isSyncCopy(target) else {
                throw StoreError(.linkToOwnFile(path: path, target: target))
            }
            return .link(target)
        default:
            throw StoreError(.notAFile(path: path, kind: kind))
        }
    }

    /// The store, or an empty one when there is none yet. A damaged store is moved aside
    /// (never deleted) and the backup is used; a store of a newer format is an error.
    /// Records that break a rule are set aside, and reported the first time.
    /// In a folder breathe may not write (read-only, not its own), the store is still
    /// read, without repairing or setting anything aside.
    public func load() throws(StoreError) -> LoadedStore {
        do {
            try FileIO.makeFolder(folder)
        } catch {
            guard Self.isReadOnly(error) else { throw StoreError(error) }
            return try loadReadOnly()
        }
        do {
            return try withLocks { () throws(StoreError) -> LoadedStore in
                let locked = try loadLocked()
                refreshStatusSummary(locked)
                return LoadedStore(store: locked.store, notices: locked.notices)
            }
        } catch {
            switch error {
            case .lock(let failure) where Self.isReadOnly(failure): return try loadReadOnly()
            case .lock(let failure): throw StoreError(failure)
            case .body(let failure): throw failure
            }
        }
    }

    static func isReadOnly(_ error: FileError) -> Bool {
        ErrorCode.refusingWrites.contains(error.code ?? 0)
    }

    /// The store read as it is, changing nothing: for `status`, which runs at every prompt
    /// and takes no lock, and for folders breathe cannot write. Nil when it cannot be read.
    ///
    /// When `progress.json.status` (the status summary, written with every save) was made
    /// from the store file as it is now, only the summary is read: the store as the status
    /// line reads it (`StatusSummary.statusStore`). Otherwise the store itself is read.
    /// A store written by a newer breathe is an error of kind `.newerFormat`.
    public func peekForStatus() -> Result<ProgressStore, StoreError> {
        if let summary = freshStatusSummary() { return .success(summary.statusStore) }
        do {
            return .success(try readAsItIs().store)
        } catch {
            return .failure(error)
        }
    }

    /// The status summary beside the store: `progress.json.status`.
    public var statusSummaryPath: String { path + ".status" }

    /// The summary, when it was made from the store file as it is now.
    func freshStatusSummary() -> StatusSummary? {
        guard let data = (try? FileIO.read(statusSummaryPath, symlinks: .refuse, limit: 1 << 22)) ?? nil,
              let summary = StatusSummary(data),
              let identity = Self.identity(of: path), summary.storeIdentity == identity else { return nil }
        return summary
    }

    /// How the file system tells one store file from another (through a link, the
    /// target's): device, inode, size, modification and change times. Any save changes
    /// it: the store is replaced by a rename, so the inode and times change.
    static func identity(of path: String) -> [Int64]? {
        guard let info = FileStatus(path: path), info.kind == .file else { return nil }
        return [
            info.device, info.inode, Int64(info.size), info.modified.seconds, info.modified.nanoseconds,
            info.changed.seconds, info.changed.nanoseconds]
    }

    /// Writes the summary again when it does not name the store as loaded (an older
    /// breathe or a hand edit changed the store): with the lock held, after a load.
    func refreshStatusSummary(_ locked: Locked) {
        guard locked.cleanBytes != nil, freshStatusSummary() == nil else { return }
        writeStatusSummary(locked.store, target: locked.target)
    }

    /// Writes the status summary of `store`, just saved to `target`. A cache: it is not
    /// synced to disk, and when it cannot be written the old one is removed (it no longer
    /// names the store, so it would not be used anyway).
    func writeStatusSummary(_ store: ProgressStore, target: String) {
        guard let identity = Self.identity(of: target) else { return }
        let temp = statusSummaryPath + ".tmp"
        do throws(FileError) {
            try FileIO.replaceQuickly(
                statusSummaryPath, with: StatusSummary(store: store, storeIdentity: identity).data, temp: temp,
                mode: 0o600)
        } catch {
            FileIO.remove(statusSummaryPath)
        }
    }

    private func loadReadOnly() throws(StoreError) -> LoadedStore {
        let read = try readAsItIs()
        var notices: [StoreNotice] = []
        if !read.setAside.isEmpty {
            notices.append(.setAside(read.setAside.map(\.problem), source: path, outcome: .leftOutReadOnly))
        }
        return LoadedStore(store: read.store, notices: notices)
    }

    private func readAsItIs() throws(StoreError) -> DecodedStore {
        let source: String
        switch try place() {
        case .file: source = path
        case .link(let target): source = target
        }
        let data: Data?
        do {
            data = try FileIO.read(source)
        } catch {
            throw StoreError(error)
        }
        guard let data else { return DecodedStore(store: ProgressStore(), setAside: []) }
        switch StoreDecoding.decode(data, from: .own) {
        case .success(let decoded): return decoded
        case .failure(.newer(let version)): throw newerError(version)
        case .failure(.damaged(let damage)):
            throw StoreError(.unreadable(path: path, damage: damage))
        }
    }

    /// Merges `store` into the file as it is now and writes the result durably. The
    /// previous clean store is copied to `progress.json.bak` first. `settle` may add to the
    /// merged store before it is written (an import's lessons completed together). Records
    /// from `outside` (an import's path) whose id names another record here are kept aside
    /// first, under the same lock, and never merged (`IDCollisions`).
    @discardableResult
    public func save(
        _ store: ProgressStore, from outside: String? = nil,
        settle: (inout ProgressStore) -> Void = { _ in }) throws(StoreError) -> SaveReport {
        // breathe's own records meet the same rules: a bug must never write what no
        // reader accepts.
        if let problem = Self.firstProblem(in: store) {
            throw StoreError(.recordBreaksRule(problem, syncing: false))
        }
        do {
            try FileIO.makeFolder(folder)
        } catch {
            throw StoreError(error)
        }
        return try underLock { () throws(StoreError) -> SaveReport in
            let locked = try loadLocked()
            if let unkept = locked.unkeptAside {
                throw StoreError(.asideNotKept(unkept, syncing: false))
            }
            var notices = locked.notices
            var incoming = store
            var asideNow = 0, asideBefore = 0
            if let outside {
                let separated = IDCollisions.separate(store, from: locked.store)
                incoming = separated.taken
                do throws(FileError) {
                    let notice = try keepAside(separated.setAside, from: outside)
                    if case .setAside(let problems, _, _)? = notice { asideNow = problems.count }
                    asideBefore = separated.setAside.count - asideNow
                    notices += notice.map { [$0] } ?? []
                } catch {
                    throw StoreError(.setAsideFailed(error.problem))
                }
            }
            var (merged, conflicts) = locked.store.mergeReport(with: incoming)
            settle(&merged)
            let report = SaveReport(
                notices: notices, conflicts: conflicts, store: merged, before: locked.store, taken: incoming,
                setAsideNow: asideNow, setAsideBefore: asideBefore)
            guard merged != locked.store || locked.cleanBytes == nil else {
                refreshStatusSummary(locked)
                return report
            }
            do throws(FileError) {
                try write(merged, over: locked)
            } catch {
                throw StoreError(error)
            }
            return report
        }
    }

    /// Keeps records from outside (an import) aside, under the lock: the notice for the
    /// ones not kept before, or nil.
    public func setAside(_ records: [SetAsideRecord], from source: String) throws(StoreError) -> StoreNotice? {
        guard !records.isEmpty else { return nil }
        do {
            try FileIO.makeFolder(folder)
        } catch {
            throw StoreError(error)
        }
        return try underLock { () throws(StoreError) -> StoreNotice? in
            do throws(FileError) {
                return try keepAside(records, from: source)
            } catch {
                throw StoreError(.setAsideFailed(error.problem))
            }
        }
    }

    func underLock<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        do {
            return try withLocks(body)
        } catch {
            switch error {
            case .lock(let failure): throw StoreError(failure)
            case .body(let failure): throw failure
            }
        }
    }

    /// Runs `body` holding the store's lock and, for a store kept elsewhere through a link,
    /// the lock beside that store as well: two data folders linking one file take turns
    /// through it, as two processes of one folder do through the first (each kept its own
    /// lock once, and sessions were lost). Always in that order, so no two wait on each other.
    /// The linked file is read once more for this, only for a link.
    func withLocks<Result>(_ body: () throws(StoreError) -> Result) throws(LockOr<StoreError>) -> Result {
        do throws(LockOr<LockOr<StoreError>>) {
            return try FileLock.withExclusiveLock(lockPath) { () throws(LockOr<StoreError>) -> Result in
                let place: Place
                do throws(StoreError) { place = try self.place() } catch { throw .body(error) }
                // Nothing is put beside a file that is not a breathe store, not even a lock:
                // the body then finds it is not one and says so.
                guard case .link(let target) = place, let bytes = (try? FileIO.read(target)) ?? nil,
                      case .success = StoreDecoding.decode(bytes, from: .own) else {
                    do throws(StoreError) { return try body() } catch { throw .body(error) }
                }
                return try FileLock.withExclusiveLock(target + ".lock", body)
            }
        } catch {
            switch error {
            case .lock(let failure): throw .lock(failure)
            case .body(let inner): throw inner
            }
        }
    }

    /// The first of breathe's own records that breaks a rule its own files are read by
    /// (`StoreSource.own`: never the clock now, which may have been put right since).
    static func firstProblem(in store: ProgressStore) -> RuleBreak? {
        for session in store.sessions {
            if let problem = RecordRules.problem(session) {
                return RuleBreak(kind: .session, id: session.id, problem: problem)
            }
        }
        for completion in store.completions {
            if let problem = RecordRules.problem(completion) {
                return RuleBreak(kind: .completion, id: completion.id, problem: problem)
            }
        }
        for activation in store.activations {
            if let problem = RecordRules.problem(activation) {
                return RuleBreak(kind: .activation, id: activation.id, problem: problem)
            }
        }
        for change in store.settingChanges {
            if let problem = RecordRules.problem(change) {
                return RuleBreak(kind: .settingChange, id: change.id, problem: problem)
            }
        }
        for result in store.boltResults {
            if let problem = RecordRules.problem(result) {
                return RuleBreak(kind: .boltResult, id: result.id, problem: problem)
            }
        }
        return nil
    }

    /// The store loaded under the lock, with where and how it is written back.
    struct Locked {
        var store: ProgressStore
        var notices: [StoreNotice]
        /// The file's bytes when it loaded cleanly (they become the backup).
        var cleanBytes: Data?
        /// The file the store's bytes are written to (a link's target), and its temp.
        var target: String
        var temp: String
        /// Why records that broke a rule could not be set aside, if they could not.
        var unkeptAside: FileProblem?
        /// A damaged backup that could not be moved aside: never replaced by a save.
        var keepBackup = false
    }

    /// Loads with the lock held.
    func loadLocked() throws(StoreError) -> Locked {
        let place = try place()
        var locked: Locked
        switch place {
        case .file:
            locked = Locked(store: ProgressStore(), notices: [], target: path, temp: path + ".tmp")
            // Temp files left by a write that was killed are never the store: remove them.
            let staleStore = FileIO.remove(locked.temp), staleBackup = FileIO.remove(backupPath + ".tmp")
            // So are the set-aside file's and the status summary's, written under this
            // lock too, and a device-id or safety-shown temp (written without it) whose
            // lock is free.
            FileIO.remove(statusSummaryPath + ".tmp")
            FileIO.remove(setAsidePath + ".tmp")
            if let names = try? FileIO.list(folder) {
                for name in names where (name.hasPrefix("device-id.") || name.hasPrefix("safety-shown."))
                    && name.hasSuffix(".tmp") {
                    FileIO.removeIfUnlocked(folder + "/" + name)
                }
            }
            if staleStore || staleBackup { try? FileIO.syncFolder(folder) }
        case .link(let target):
            locked = Locked(store: ProgressStore(), notices: [], target: target, temp: target + ".tmp")
        }
        let data: Data?
        do {
            data = try FileIO.read(locked.target)
        } catch {
            throw StoreError(error)
        }
        guard let data else { return locked }
        switch StoreDecoding.decode(data, from: .own) {
        case .success(let decoded):
            locked.store = decoded.store
            locked.cleanBytes = data
            setAside(decoded.setAside, from: locked.target, into: &locked)
            return locked
        case .failure(.newer(let version)):
            throw newerError(version)
        case .failure(.damaged(let damage)):
            guard case .file = place else {
                throw StoreError(.linkedFileNotStore(path: path, target: locked.target, damage: damage))
            }
            return try recoverFromDamage(damage, locked: locked)
        }
    }

    private func setAside(_ records: [SetAsideRecord], from source: String, into locked: inout Locked) {
        guard !records.isEmpty else { return }
        do {
            if let notice = try keepAside(records, from: source) { locked.notices.append(notice) }
        } catch {
            locked.unkeptAside = error.problem
            locked.notices.append(.setAside(
                records.map(\.problem), source: source, outcome: .leftOutUnkept(error.problem)))
        }
    }

    /// Adds records to the set-aside file; the notice for those not there before.
    func keepAside(_ records: [SetAsideRecord], from source: String) throws(FileError) -> StoreNotice? {
        var document = SetAsideDocument()
        var damagedKeptAt: String?
        if let data = try FileIO.read(setAsidePath, symlinks: .refuse) {
            if let read = SetAsideDocument(data) {
                document = read
            } else {
                let aside = Self.asideName(for: setAsidePath)
                try FileIO.moveAside(setAsidePath, to: aside)
                damagedKeptAt = aside
            }
        }
        let added = document.add(records, source: source, at: WallClock.now())
        guard !added.isEmpty else { return nil }
        try FileIO.replaceAtomically(setAsidePath, with: document.data, temp: setAsidePath + ".tmp", mode: 0o600)
        return .setAside(
            added.map(\.problem), source: source, outcome: .keptIn(setAsidePath, damagedKeptAt: damagedKeptAt))
    }

    /// The bytes of `store` to be written to `path`, when breathe's own reader would take
    /// them back: a store, sync copy or export larger than `FieldLimits.largestFileBytes`
    /// is never written, so no merge can leave a file that every command then refuses.
    public static func readableBytes(of store: ProgressStore, for path: String) throws(FileError) -> Data {
        try readable(StoreJSONWriter.encode(store), for: path)
    }

    /// `bytes`, when breathe's reader would take them back from `path`.
    public static func readable(_ bytes: Data, for path: String) throws(FileError) -> Data {
        guard bytes.count <= FieldLimits.largestFileBytes else {
            throw FileError(.wouldBeTooLarge(
                path: path, megabytes: FieldLimits.megabytes(bytes.count),
                limitMegabytes: FieldLimits.largestFileBytes >> 20))
        }
        return bytes
    }

    /// Writes `store` over the loaded file, after copying that file to the backup. Nothing
    /// is written when the store would be larger than breathe reads.
    func write(_ store: ProgressStore, over locked: Locked) throws(FileError) {
        try write(store, bytes: Self.readableBytes(of: store, for: locked.target), over: locked)
    }

    /// Writes `store`, whose bytes are `bytes`, over the loaded file.
    func write(_ store: ProgressStore, bytes: Data, over locked: Locked) throws(FileError) {
        let mode = FileIO.mode(of: locked.target) ?? 0o600
        // The backup is a file of its own (not a link to the store's inode), so a save
        // killed half-way can never leave the two sharing one file.
        if let clean = locked.cleanBytes, !locked.keepBackup {
            do {
                try FileIO.replaceAtomically(backupPath, with: clean, temp: backupPath + ".tmp", mode: mode)
            } catch {
                // The backup is in place, only not synced: the store's rename below syncs
                // the same folder, and its failure is the one said.
                guard case .notDurable = error.problem else { throw error }
            }
        }
        try FileIO.replaceAtomically(locked.target, with: bytes, temp: locked.temp, mode: mode)
        writeStatusSummary(store, target: locked.target)
    }

    private func newerError(_ version: Int) -> StoreError {
        StoreError(.newerFormat, .newer(path: path, version: version))
    }

    /// A free name beside `file` for a damaged copy of it: `FILE.corrupt-STAMP`, then
    /// `-2`, `-3` … when that is taken.
    static func asideName(for file: String) -> String {
        let stamp = Self.stamp()
        var aside = "\(file).corrupt-\(stamp)"
        var attempt = 1
        while FileIO.exists(aside) {
            attempt += 1
            aside = "\(file).corrupt-\(stamp)-\(attempt)"
        }
        return aside
    }

    static func stamp() -> String {
        String(WallClock.now().iso8601.prefix(19).filter { $0 != ":" && $0 != "-" })
    }

    /// Moves a damaged store aside (in its own folder) and falls back to the backup.
    private func recoverFromDamage(_ damage: StoreDamage, locked: Locked) throws(StoreError) -> Locked {
        let aside = Self.asideName(for: path)
        do throws(FileError) {
            try FileIO.moveAside(path, to: aside)
        } catch {
            throw StoreError(.damagedNotMoved(path: path, damage: damage, error: error.problem))
        }
        var recovered = locked
        guard let bytes = (try? FileIO.read(backupPath, symlinks: .refuse)) ?? nil,
              case .success(let restored) = StoreDecoding.decode(bytes, from: .own) else {
            recovered.notices.append(.movedAside(
                path: path, damage: damage, aside: aside, restoredFrom: nil, sessions: 0, writeBack: nil))
            // A backup that cannot be read is moved aside too, never left for the next
            // save to replace: a damaged backup still held sessions a repair brings back
            // (an attack run lost them to the second save).
            if FileIO.kind(of: backupPath) != nil {
                let backupAside = Self.asideName(for: backupPath)
                do throws(FileError) {
                    try FileIO.moveAside(backupPath, to: backupAside)
                    recovered.notices.append(.backupMovedAside(path: backupPath, aside: backupAside, problem: nil))
                } catch {
                    recovered.notices.append(.backupMovedAside(path: backupPath, aside: nil, problem: error.problem))
                    recovered.keepBackup = true
                }
            }
            return recovered
        }
        recovered.store = restored.store
        // The backup becomes the store again, so what follows builds on it.
        var writeBack: FileProblem?
        do throws(FileError) {
            try FileIO.replaceAtomically(
                path, with: bytes, temp: locked.temp, mode: FileIO.mode(of: backupPath) ?? 0o600)
            recovered.cleanBytes = bytes
        } catch {
            writeBack = error.problem
        }
        recovered.notices.append(.movedAside(
            path: path, damage: damage, aside: aside, restoredFrom: backupPath, sessions: restored.store.sessions.count,
            writeBack: writeBack))
        setAside(restored.setAside, from: backupPath, into: &recovered)
        return recovered
    }
}
