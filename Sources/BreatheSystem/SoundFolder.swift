import BreatheCore

/// A session's tones on disk: a fresh folder only its owner can enter (mkdtemp makes it
/// 0700), one WAV file per tone, all removed when the session's sounds are done.
public final class SoundFolder {
    public let path: String
    private var files: [String] = []

    /// Makes the folder in `$XDG_RUNTIME_DIR` (memory, private to the user), else the
    /// temp folder.
    public init(environment: (String) -> String? = Environment.value) throws(FileError) {
        let base = [environment("XDG_RUNTIME_DIR"), environment("TMPDIR"), "/tmp"]
            .compactMap { $0 }.first { $0.hasPrefix("/") && FileIO.kind(of: $0) == .folder } ?? "/tmp"
        Self.removeLeftovers(in: base)
        path = try FileIO.makeUniqueFolder(
            in: base, prefix: "\(Self.prefix)\(ThisProcess.id)-", failing: .makeSoundFolder)
        // Held while breathe runs: a breathe in another PID namespace (a container that
        // shares /tmp) looks dead by its process id, but its lock is still taken.
        lock = FileLock.tryExclusive(path + "/" + Self.lockName)
    }

    private let lock: Int32?
    static let lockName = ".lock"

    static let prefix = "breathe-sound-"

    /// Removes the sound folders of breathe processes that no longer run (killed before
    /// they could clean up): only this user's own folders, named with a dead process id.
    static func removeLeftovers(in base: String) {
        guard let names = try? FileIO.list(base) else { return }
        for name in names where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-")
            guard parts.count == 2, parts[0].utf8.count <= 9, let pid = Int32(parts[0]), pid > 0 else { continue }
            guard ThisProcess.processIsGone(pid) else { continue }
            let folder = base + "/" + name
            guard let info = FileStatus(linkAt: folder), info.kind == .folder, info.owner == ThisProcess.userID
            else { continue }
            guard let held = FileLock.tryExclusive(folder + "/" + lockName) else { continue }
            for file in (try? FileIO.list(folder)) ?? [] where file.hasSuffix(".wav") || file == lockName {
                FileIO.remove(folder + "/" + file)
            }
            FileIO.closeDescriptor(held)
            FileIO.removeFolder(folder)
        }
    }

    /// Writes `bytes` as `name` (a new file, 0600) and returns its path.
    public func write(_ name: String, _ bytes: [UInt8]) throws(FileError) -> String {
        let file = path + "/" + name
        try FileIO.writeNewFile(file, bytes, permissions: 0o600)
        files.append(file)
        return file
    }

    /// Removes the files and the folder.
    public func remove() {
        for file in files + [path + "/" + Self.lockName] { FileIO.remove(file) }
        files = []
        if let lock { FileIO.closeDescriptor(lock) }
        FileIO.removeFolder(path)
    }
}
