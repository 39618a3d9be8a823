import BreatheCore
import FoundationEssentials

/// What a sync did, for its one-line summary.
public struct SyncOutcome: Sendable {
    /// Sessions the folder's copy brought that this device did not have.
    public let received: Int
    /// Sessions this device had that the folder's copy did not.
    public let sent: Int
    /// BOLT results received and sent, counted apart from sessions.
    public let boltReceived: Int
    public let boltSent: Int
    public let conflicts: [MergeConflict]
    /// Records set aside, a damaged store recovered: things to tell the person.
    public let notices: [StoreNotice]
    /// The merged store, now on both sides.
    public let store: ProgressStore
}

extension StoreFile {
    /// The folder's copy of the store: `breathe-progress.json` in the sync folder.
    public static func folderCopy(in folder: String) -> String { folder + "/" + OutputFileRule.syncCopyName }

    /// Merges the local store with the sync folder's copy, under the local lock, and
    /// writes the result durably to both places. `prepare` may add records to the local
    /// store first (settings changed on this device). The folder's copy is never
    /// overwritten when it cannot be read, or when a newer breathe wrote it; records in it
    /// that break a rule are set aside here and never written back into it.
    public func synchronize(
        withFolder folder: String, prepare: (inout ProgressStore) -> Void,
        settle: (inout ProgressStore) -> Void = { _ in }) throws(StoreError) -> SyncOutcome {
        guard FileStatus(path: folder)?.kind == .folder else {
            throw StoreError(.syncFolderMissing(folder))
        }
        let remotePath = Self.folderCopy(in: folder)
        do {
            try FileIO.makeFolder(self.folder)
        } catch {
            throw StoreError(error)
        }
        // Each device writes the folder's copy through a temp file of its own, and reads,
        // merges and writes it holding the folder's lock as well as its own store's.
        let remoteTemp = folder + "/.breathe-progress.json." + deviceID() + ".tmp"
        return try underLock { () throws(StoreError) -> SyncOutcome in
            try Self.underFolderLock(folder + "/.breathe-progress.json.lock") { () throws(StoreError) -> SyncOutcome in
                try merge(withCopy: remotePath, temp: remoteTemp, prepare: prepare, settle: settle)
            }
        }
    }

    /// The sync itself, holding both locks: this store and the folder's copy read, merged
    /// and written back, both sides the same bytes.
    private func merge(
        withCopy remotePath: String, temp remoteTemp: String, prepare: (inout ProgressStore) -> Void,
        settle: (inout ProgressStore) -> Void
    ) throws(StoreError) -> SyncOutcome {
        var locked = try loadLocked()
        let loaded = locked.store
        var local = loaded
        prepare(&local)
        if let problem = Self.firstProblem(in: local) {
            throw StoreError(.recordBreaksRule(problem, syncing: true))
        }
        var remote = ProgressStore()
        var remoteExists = false
        var remoteHadBadRecords = false
        let read: Data?
        do throws(FileError) {
            read = try FileIO.read(remotePath, symlinks: .refuse)
        } catch {
            throw StoreError(.notSynced(error.problem))
        }
        if let data = read {
            remoteExists = true
            switch StoreDecoding.decode(data, from: .outside) {
            case .success(let decoded):
                remote = decoded.store
                remoteHadBadRecords = !decoded.setAside.isEmpty
                do throws(FileError) {
                    if let notice = try keepAside(decoded.setAside, from: remotePath) {
                        locked.notices.append(notice)
                    }
                } catch {
                    throw StoreError(.notSynced(error.problem))
                }
            case .failure(.newer(let version)):
                throw StoreError(.folderCopyNewer(path: remotePath, version: version))
            case .failure(.damaged(let damage)):
                throw StoreError(.folderCopyUnreadable(path: remotePath, damage: damage))
            }
        }
        if let unkept = locked.unkeptAside {
            throw StoreError(.asideNotKept(unkept, syncing: true))
        }
        // A record of the copy whose id names another record here is kept aside, never
        // merged (`IDCollisions`); the copy is written again without it.
        let separated = IDCollisions.separate(remote, from: local)
        if !separated.setAside.isEmpty {
            remote = separated.taken
            remoteHadBadRecords = true
            do throws(FileError) {
                if let notice = try keepAside(separated.setAside, from: remotePath) { locked.notices.append(notice) }
            } catch {
                throw StoreError(.notSynced(error.problem))
            }
        }
        var (merged, conflicts) = local.mergeReport(with: remote)
        settle(&merged)
        let localIDs = Set(loaded.sessions.map(\.id)), remoteIDs = Set(remote.sessions.map(\.id))
        let localBolt = Set(loaded.boltResults.map(\.id)), remoteBolt = Set(remote.boltResults.map(\.id))
        let received = merged.sessions.filter { !localIDs.contains($0.id) }.count
        // Both sides get the same bytes, checked before either is written.
        let bytes: Data
        do throws(FileError) {
            bytes = try Self.readableBytes(of: merged, for: remotePath)
            if merged != loaded || locked.cleanBytes == nil {
                try write(merged, bytes: bytes, over: locked)
            }
        } catch {
            throw StoreError(error)
        }
        if merged != remote || !remoteExists || remoteHadBadRecords {
            do throws(FileError) {
                try FileIO.replaceAtomically(
                    remotePath, with: bytes, temp: remoteTemp, mode: FileIO.mode(of: remotePath) ?? 0o600)
            } catch {
                // This device's store has taken the copy in already: said as it is. A
                // copy renamed into place but not synced is written: the sync tool
                // carries it on from there.
                if case .notDurable = error.problem {} else {
                    throw StoreError(.syncedHereOnly(error.problem, received: received))
                }
            }
        }
        return SyncOutcome(
            received: received,
            sent: merged.sessions.filter { !remoteIDs.contains($0.id) }.count,
            boltReceived: merged.boltResults.filter { !localBolt.contains($0.id) }.count,
            boltSent: merged.boltResults.filter { !remoteBolt.contains($0.id) }.count,
            conflicts: conflicts, notices: locked.notices, store: merged)
    }

    /// Runs `body` holding the sync folder's lock: two homes syncing with one folder at
    /// the same moment each read the copy, and the second rename dropped the first one's
    /// sessions while both said they were sent. A folder where no lock can be made (read
    /// only, or a file system without locks) is synced as before: writing the copy there
    /// fails with its own message, or no second sync can run beside it on this machine.
    static func underFolderLock<Result>(
        _ path: String, _ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        do {
            return try FileLock.withExclusiveLock(path, body)
        } catch {
            switch error {
            case .lock(let failure) where ErrorCode.lockingRefused.contains(failure.code ?? 0):
                return try body()
            case .lock(let failure): throw StoreError(.notSynced(failure.problem))
            case .body(let failure): throw failure
            }
        }
    }

    /// This device's name among those sharing a sync folder: random, kept in `device-id`
    /// beside the store. If it cannot be kept, a new one for this sync.
    func deviceID() -> String {
        let file = folder + "/device-id"
        if let data = (try? FileIO.read(file, symlinks: .refuse)) ?? nil {
            let text = String(decoding: data, as: UTF8.self).filter { !$0.isWhitespace }
            if text.count == 12,
               text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) { return text }
        }
        let fresh = String(newRecordID().filter { $0 != "-" }.prefix(12))
        try? FileIO.replaceAtomically(
            file, with: Data((fresh + "\n").utf8), temp: file + "." + fresh + ".tmp", mode: 0o600)
        return fresh
    }
}
