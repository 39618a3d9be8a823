import BreatheCore
import FoundationEssentials

/// config.json as a JSON object, for the commands that change settings (`config`,
/// `sync`). Keys breathe does not know are kept as they are; a file that is not a JSON
/// object is reported and never overwritten. A config.json that is a symbolic link (a
/// dotfiles repository) is written through the link, and stays a link.
public struct ConfigFile: Sendable {
    public let path: String
    /// breathe's data folder: a link from config.json into it is never written through.
    let dataFolder: String

    public init(_ locations: Locations) {
        path = locations.configFile
        dataFolder = locations.dataFolder
    }

    /// The file's keys and values (empty when there is no file yet).
    public func read() throws(SettingsError) -> [String: JSONValue] {
        let data: Data
        do {
            guard let bytes = try FileIO.read(path) else { return [:] }
            data = bytes
        } catch {
            throw .file(error.problem)
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw .notJSONToChange(file: path, error)
        }
        guard case .object(let fields) = value else {
            throw .notAnObjectToChange(file: path)
        }
        return fields
    }

    /// When the file last changed (for the settings that sync, the later change wins): its
    /// status-change time, which every write sets to the moment it happens. Its modified time
    /// can be set back (`cp -p`, `touch -d`): an edit copied in with an old date was taken
    /// for an old value and reverted by the next sync.
    public func changed() -> Int64? {
        FileStatus(path: path)?.changed.seconds
    }

    /// Makes one change of `breathe config`: sets the key, or removes it when the value is
    /// none. Every other key stays as it was. `recording` runs once it is written, still
    /// under the lock (the change's record in the store: a sync reading the file after it
    /// finds the record too, and never takes another device's older value over it).
    public func apply(_ change: ConfigChange, recording: Recording = { _, _ in .nothing }) throws(SettingsError) {
        if let value = change.value {
            try update(set: [change.key: value], recording: recording)
        } else {
            try update(set: [:], remove: [change.key], recording: recording)
        }
    }

    /// The lock every writer of config.json holds from its read to its rename:
    /// `config.json.lock` beside it.
    var lockPath: String { path + ".lock" }

    /// What breathe itself last wrote for each synced setting, `config.json.synced` beside
    /// it: what a sync compares the file with, to tell a hand edit from a value that a newer
    /// change has yet to replace, whatever the clocks say (`SettingsAdoption.localChanges`).
    var basePath: String { path + ".synced" }

    /// The synced values breathe last wrote, nil when it has kept none or they cannot be
    /// read (a sync then goes by the file's time alone), and nil when config.json itself
    /// is gone: a file removed whole (as breathe advises for one it cannot read) holds no
    /// edits, where its keys, each taken for one removed by hand, sent every setting back
    /// to its default on every device (attack run 11).
    public func base() -> [String: JSONValue]? {
        guard FileStatus(path: path) != nil, let bytes = try? FileIO.read(basePath),
              let value = try? JSONValue.parse(bytes),
              case .object(let fields) = value else { return nil }
        return fields
    }

    /// Takes what config.json holds now as the base for every synced key, at the end of a
    /// sync: the file and the store agree then, the edits found recorded as changes. A base
    /// left at the value breathe wrote before an edit took a later edit back to that value
    /// for breathe's own, and the sync put the edit before it back (attack run 8).
    public func keepBaseAfterSync() {
        try? FileLock.withExclusiveLock(lockPath) { () throws(SettingsError) in
            let fields = try read()
            keepBase(before: fields, after: fields, recorded: .everything)
        }
    }

    /// The base after a write, by what its recording kept (`Recorded`). When it cannot be
    /// written, it is removed rather than left behind: an old base would take a value
    /// breathe wrote for a hand edit.
    private func keepBase(before: [String: JSONValue], after: [String: JSONValue], recorded: Recorded) {
        let changed = Settings.syncedKeys.filter { before[$0] != after[$0] }
        let keys = recorded == .everything ? Settings.syncedKeys : changed
        guard !keys.isEmpty else { return }
        let kept = base()
        var base = kept ?? [:]
        for key in keys { base[key] = recorded == .failed ? nil : after[key] }
        // Every sync ends here: a base that says the same is left as it is.
        guard base != kept else { return }
        // Replaced, never written through: a link there is not breathe's to follow, and the
        // file it led to was overwritten (attack run 9).
        do {
            try FileIO.replaceAtomically(
                basePath, with: Data((JSONValue.object(base).prettyText + "\n").utf8), temp: basePath + ".tmp",
                mode: 0o644)
        } catch {
            _ = FileIO.remove(basePath)
        }
    }

    /// Sets and removes keys, keeping every other key (a newer breathe's too, as they
    /// are), and writes the file atomically. The read, the change and the write happen
    /// under the lock, so two changes made at the same time (two `config` commands, a
    /// sync and a pace run) are both kept.
    public func update(
        set: [String: JSONValue], remove: [String] = [], recording: Recording = { _, _ in .nothing }
    ) throws(SettingsError) {
        try update({ fields in
            for (key, value) in set { fields[key] = value }
            for key in remove { fields[key] = nil }
        }, recording: recording)
    }

    /// What a write's `recording` kept in the store, for the base (`config.json.synced`).
    public enum Recorded: Sendable {
        /// Nothing (`sync --folder`): the base takes the synced values this write changed.
        case nothing
        /// Every synced value the file holds is the store's latest: the change, and the hand
        /// edits found before it (an adoption, or a `config` whose record was saved).
        case everything
        /// The change's record could not be saved: the base forgets the keys this write
        /// changed, so that a sync goes by the file's time rather than take the value for an
        /// old one of breathe's (attack run 9).
        case failed
    }

    /// Runs under the lock once the file is written, with the file as it was before the
    /// write and the time it last changed then.
    public typealias Recording = (_ before: [String: JSONValue], _ changedBefore: Int64?) -> Recorded

    /// Changes the file's keys as `change` says, from what the file holds under the lock;
    /// a change that changes nothing leaves the file (and its time) as it was. `recording`
    /// runs after, still under the lock.
    public func update(
        _ change: (inout [String: JSONValue]) -> Void, recording: Recording = { _, _ in .nothing }
    ) throws(SettingsError) {
        do throws(FileError) {
            try FileIO.makeFolder(FileIO.parentFolder(of: path))
        } catch {
            throw .file(error.problem)
        }
        do {
            try FileLock.withExclusiveLock(lockPath) { () throws(SettingsError) in
                // A link into the progress (the store, its backup, a sync copy) would be
                // rewritten as settings, and the sessions in it lost.
                let target = FileIO.resolvingSymlinks(path)
                if target != FileIO.resolvingSymlinks(FileIO.parentFolder(of: path)) + "/config.json",
                   OutputFileRule.isSyncCopy(target) || OutputFileRule.ownFolder(
                    holding: target, own: [.init(.data, FileIO.resolvingSymlinks(dataFolder))]) != nil {
                    throw .file(.linkIntoProgress(path: path, target: target))
                }
                let before = try read()
                let changedBefore = changed()
                var fields = before
                change(&fields)
                if fields != before {
                    do throws(FileError) {
                        try FileIO.writeNamedFile(path, with: Data((JSONValue.object(fields).prettyText + "\n").utf8))
                    } catch {
                        throw .file(error.problem)
                    }
                }
                keepBase(before: before, after: fields, recorded: recording(before, changedBefore))
            }
        } catch {
            switch error {
            case .lock(let failure): throw .file(failure.problem)
            case .body(let failure): throw failure
            }
        }
    }
}
