import BreatheCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Why the progress store could not be used.
public struct StoreError: Error, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Reading or writing failed (disk full, permissions, I/O).
        case io
        /// Written by a newer breathe: never rewritten by this one.
        case newerFormat
    }

    public let kind: Kind
    public let description: String

    public init(_ kind: Kind = .io, description: String) {
        self.kind = kind
        self.description = description
    }
}

/// The progress store as loaded, and anything the person should be told about it.
public struct LoadedStore: Sendable {
    public let store: ProgressStore
    /// For example that a damaged store was moved aside and the backup used instead.
    public let notices: [String]
}

/// The progress file on disk, `progress.json`, with its companions in the same folder:
/// `progress.json.lock` (the lock), `progress.json.tmp` (a write in progress),
/// `progress.json.bak` (the last store that loaded cleanly) and, if it ever happens,
/// `progress.json.corrupt-…` (a damaged store, moved aside and kept).
public struct StoreFile: Sendable {
    /// The path as configured; a symlink is followed, and stays a symlink.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    var target: String { FileIO.resolvingSymlinks(path) }
    var lockPath: String { target + ".lock" }
    var tempPath: String { target + ".tmp" }
    public var backupPath: String { target + ".bak" }

    /// The store, or an empty one when there is none yet. A damaged store is moved aside
    /// (never deleted) and the backup is used; a store of a newer format is an error.
    public func load() throws(StoreError) -> LoadedStore {
        try prepareFolder()
        return try FileLock.withExclusiveLock(lockPath) { () throws(StoreError) -> LoadedStore in
            let (loaded, _) = try loadLocked()
            return loaded
        }
    }

    /// The store for `status`, read without the lock and without repairing anything: nil
    /// when it cannot be read as it is (`status` then says so instead of fixing it at a
    /// shell prompt). The fast reader keeps this quick with years of sessions.
    public func peekForStatus() -> ProgressStore? {
        let read: Data??
        do { read = .some(try FileIO.read(target)) } catch { read = nil }
        guard let found = read else { return nil }
        guard let data = found else { return ProgressStore() }
        guard case .success(let store) = Self.decode(data) else { return nil }
        return store
    }

    /// Merges `store` into the file as it is now and writes the result durably. The
    /// previous clean store becomes `progress.json.bak`.
    public func save(_ store: ProgressStore) throws(StoreError) {
        try prepareFolder()
        try FileLock.withExclusiveLock(lockPath) { () throws(StoreError) in
            let (loaded, cleanBytes) = try loadLocked()
            let merged = loaded.store.merged(with: store)
            guard merged != loaded.store || cleanBytes == nil else { return }
            let data = StoreJSONWriter.encode(merged)
            let mode = FileIO.mode(of: target) ?? 0o600
            do throws(FileError) {
                if let cleanBytes { try keepBackup(cleanBytes, mode: mode) }
                try FileIO.replaceAtomically(target, with: data, temp: tempPath, mode: mode)
            } catch {
                throw StoreError(description: error.description)
            }
        }
    }

    /// Makes the store as it is now (it loaded cleanly) the backup. A hard link costs no
    /// copy: the rename that follows gives the store a new file, and the link keeps the
    /// old one. Where links are not possible, the bytes are written out.
    func keepBackup(_ bytes: Data, mode: mode_t) throws(FileError) {
        let temp = backupPath + ".tmp"
        unlink(temp)
        if link(target, temp) == 0 {
            guard rename(temp, backupPath) == 0 else {
                let code = errno
                unlink(temp)
                throw FileError("replace", backupPath, errno: code)
            }
            FileIO.syncFolder(FileIO.parentFolder(of: target))
            return
        }
        try FileIO.replaceAtomically(backupPath, with: bytes, temp: temp, mode: mode)
    }

    func prepareFolder() throws(StoreError) {
        do {
            try FileIO.makeFolder(FileIO.parentFolder(of: target))
        } catch {
            throw StoreError(description: error.description)
        }
    }

    /// Loads with the lock held. Returns the store and, when the file loaded cleanly, its
    /// bytes (for the backup).
    func loadLocked() throws(StoreError) -> (LoadedStore, Data?) {
        // Temp files left by a write that was killed are never the store: remove them.
        let staleStore = unlink(tempPath) == 0, staleBackup = unlink(backupPath + ".tmp") == 0
        if staleStore || staleBackup { FileIO.syncFolder(FileIO.parentFolder(of: target)) }
        let data: Data
        do {
            guard let bytes = try FileIO.read(target) else { return (LoadedStore(store: ProgressStore(), notices: []), nil) }
            data = bytes
        } catch {
            throw StoreError(description: error.description)
        }
        switch Self.decode(data) {
        case .success(let store):
            return (LoadedStore(store: store, notices: []), data)
        case .failure(.newer(let version)):
            throw StoreError(.newerFormat, description: "\(path) was written by a newer breathe (format \(version); this one reads up to \(ProgressStore.currentFormatVersion)). It has been left untouched; upgrade breathe to use it. Sessions practised meanwhile are kept aside and saved once it can be read")
        case .failure(.damaged(let reason)):
            return (try recoverFromDamage(reason: reason), nil)
        }
    }

    /// Moves a damaged store aside and falls back to the backup.
    private func recoverFromDamage(reason: String) throws(StoreError) -> LoadedStore {
        let stamp = String(WallClock.now().iso8601.prefix(19).filter { $0 != ":" && $0 != "-" })
        var aside = "\(target).corrupt-\(stamp)"
        var attempt = 1
        while access(aside, F_OK) == 0 {
            attempt += 1
            aside = "\(target).corrupt-\(stamp)-\(attempt)"
        }
        do throws(FileError) {
            try FileIO.moveAside(target, to: aside)
        } catch {
            throw StoreError(description: "\(path) is damaged (\(reason)) and could not be moved aside: \(error.description). It has been left as it is")
        }
        var notice = "\(path) could not be read (\(reason)). It has been moved to \(aside), untouched"
        var store = ProgressStore()
        if let bytes = (try? FileIO.read(backupPath)) ?? nil, case .success(let restored) = Self.decode(bytes) {
            store = restored
            notice += "; your progress was restored from \(backupPath) (\(restored.sessions.count) sessions)."
            // The backup becomes the store again, so what follows builds on it.
            do throws(FileError) {
                try FileIO.replaceAtomically(target, with: bytes, temp: tempPath, mode: FileIO.mode(of: backupPath) ?? 0o600)
            } catch {
                notice += " (It could not be written back yet: \(error.description).)"
            }
        } else {
            notice += "; there was no usable backup, so progress starts again from here."
        }
        return LoadedStore(store: store, notices: [notice])
    }

    enum DecodeProblem: Error {
        case newer(Int)
        case damaged(String)
    }

    /// The fast reader first; the general decoder for anything it does not take, which
    /// reads the file all the same or names what is wrong with it.
    static func decode(_ data: Data) -> Result<ProgressStore, DecodeProblem> {
        if let read = StoreJSONReader.read(data) {
            guard let store = read.store else { return .failure(.newer(read.formatVersion)) }
            return .success(store)
        }
        struct Version: Decodable { let formatVersion: Int }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else {
            if data.isEmpty { return .failure(.damaged("the file is empty")) }
            if data.allSatisfy({ $0 == 0 }) { return .failure(.damaged("the file holds only zero bytes")) }
            if String(validating: data, as: UTF8.self) == nil { return .failure(.damaged("the file is not valid UTF-8 text")) }
            return .failure(.damaged("it is not a breathe progress file: no format version, or not JSON"))
        }
        guard version.formatVersion <= ProgressStore.currentFormatVersion else { return .failure(.newer(version.formatVersion)) }
        do {
            return .success(try JSONDecoder().decode(ProgressStore.self, from: data))
        } catch {
            return .failure(.damaged(reason(error)))
        }
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath))"
        case DecodingError.dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    static func path(_ keys: [CodingKey]) -> String {
        let text = keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
}

extension StoreFile {
    /// A file to import: the store format, checked the same way, with the reason it
    /// cannot be used.
    public static func decodeForImport(_ data: Data) -> Result<ProgressStore, ImportProblem> {
        switch decode(data) {
        case .success(let store): return .success(store)
        case .failure(.newer(let version)): return .failure(ImportProblem(description: "it was written by a newer breathe (format \(version)); upgrade breathe first"))
        case .failure(.damaged(let reason)): return .failure(ImportProblem(description: reason))
        }
    }
}

public struct ImportProblem: Error, CustomStringConvertible {
    public let description: String
}
