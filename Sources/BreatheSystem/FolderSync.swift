import BreatheCore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What a sync did, for its one-line summary.
public struct SyncOutcome: Sendable {
    /// Sessions the folder's copy brought that this device did not have.
    public let received: Int
    /// Sessions this device had that the folder's copy did not.
    public let sent: Int
    public let conflicts: [String]
    /// The merged store, now on both sides.
    public let store: ProgressStore
}

extension StoreFile {
    /// The folder's copy of the store: `breathe-progress.json` in the sync folder.
    public static func folderCopy(in folder: String) -> String { folder + "/breathe-progress.json" }

    /// Merges the local store with the sync folder's copy, under the local lock, and
    /// writes the result durably to both places. `prepare` may add records to the local
    /// store first (settings changed on this device). The folder's copy is never
    /// overwritten when it cannot be read, or when a newer breathe wrote it.
    public func synchronize(withFolder folder: String, prepare: (inout ProgressStore) -> Void) throws(StoreError) -> SyncOutcome {
        var isFolder = stat()
        guard stat(folder, &isFolder) == 0, (isFolder.st_mode & S_IFMT) == S_IFDIR else {
            throw StoreError(description: "the sync folder \(folder) does not exist (or is not a folder); create it, or choose another with breathe sync --folder DIR")
        }
        let remotePath = Self.folderCopy(in: folder)
        try prepareFolder()
        return try FileLock.withExclusiveLock(lockPath) { () throws(StoreError) -> SyncOutcome in
            let (loaded, cleanBytes) = try loadLocked()
            var local = loaded.store
            prepare(&local)
            var remote = ProgressStore()
            var remoteExists = false
            do throws(FileError) {
                if let data = try FileIO.read(remotePath) {
                    remoteExists = true
                    switch Self.decode(data) {
                    case .success(let store): remote = store
                    case .failure(.newer(let version)):
                        throw FileError(description: "\(remotePath) was written by a newer breathe (format \(version)); it has been left untouched and nothing was synced. Upgrade breathe on this device")
                    case .failure(.damaged(let reason)):
                        throw FileError(description: "\(remotePath) cannot be read (\(reason)); it has been left untouched and nothing was synced. Replace it with a good copy (breathe export) or remove it")
                    }
                }
            } catch {
                throw StoreError(description: error.description)
            }
            let (merged, conflicts) = local.mergeReport(with: remote)
            let localIDs = Set(loaded.store.sessions.map(\.id)), remoteIDs = Set(remote.sessions.map(\.id))
            let data = StoreJSONWriter.encode(merged)
            do throws(FileError) {
                if merged != loaded.store {
                    let mode = FileIO.mode(of: target) ?? 0o600
                    if let cleanBytes { try keepBackup(cleanBytes, mode: mode) }
                    try FileIO.replaceAtomically(target, with: data, temp: tempPath, mode: mode)
                }
                if merged != remote || !remoteExists {
                    try FileIO.replaceAtomically(remotePath, with: data, temp: folder + "/.breathe-progress.json.tmp", mode: FileIO.mode(of: remotePath) ?? 0o600)
                }
            } catch {
                throw StoreError(description: error.description)
            }
            return SyncOutcome(
                received: merged.sessions.filter { !localIDs.contains($0.id) }.count,
                sent: merged.sessions.filter { !remoteIDs.contains($0.id) }.count,
                conflicts: conflicts, store: merged)
        }
    }
}
