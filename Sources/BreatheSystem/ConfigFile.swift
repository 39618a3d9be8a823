import BreatheCore
import FoundationEssentials

/// config.json as a JSON object, for the commands that change settings (`config`,
/// `sync`). Keys breathe does not know are kept as they are; a file that is not a JSON
/// object is reported and never overwritten. A config.json that is a symbolic link (a
/// dotfiles repository) is written through the link, and stays a link.
public struct ConfigFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
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

    /// When the file was last changed (for the settings that sync, the later change wins).
    public func modified() -> Int64? {
        FileStatus(path: path)?.modified.seconds
    }

    /// Makes one change of `breathe config`: sets the key, or removes it when the value is
    /// none. Every other key stays as it was.
    public func apply(_ change: ConfigChange) throws(SettingsError) {
        if let value = change.value {
            try update(set: [change.key: value])
        } else {
            try update(set: [:], remove: [change.key])
        }
    }

    /// The lock every writer of config.json holds from its read to its rename:
    /// `config.json.lock` beside it.
    var lockPath: String { path + ".lock" }

    /// Sets and removes keys, keeping every other key (a newer breathe's too, as they
    /// are), and writes the file atomically. The read, the change and the write happen
    /// under the lock, so two changes made at the same time (two `config` commands, a
    /// sync and a pace run) are both kept.
    public func update(set: [String: JSONValue], remove: [String] = []) throws(SettingsError) {
        do throws(FileError) {
            try FileIO.makeFolder(FileIO.parentFolder(of: path))
        } catch {
            throw .file(error.problem)
        }
        do {
            try FileLock.withExclusiveLock(lockPath) { () throws(SettingsError) in
                var fields = try read()
                for (key, value) in set { fields[key] = value }
                for key in remove { fields[key] = nil }
                do throws(FileError) {
                    try FileIO.writeNamedFile(path, with: Data((JSONValue.object(fields).prettyText + "\n").utf8))
                } catch {
                    throw .file(error.problem)
                }
            }
        } catch {
            switch error {
            case .lock(let failure): throw .file(failure.problem)
            case .body(let failure): throw failure
            }
        }
    }
}
