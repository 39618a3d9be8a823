#if canImport(Glibc)
import Glibc
#endif
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
            .compactMap { $0 }.first { $0.hasPrefix("/") && FileIO.kind(of: $0) == S_IFDIR } ?? "/tmp"
        Self.removeLeftovers(in: base)
        var template = Array((base + "/\(Self.prefix)\(getpid())-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FileError(.makeSoundFolder, base, errno: errno)
        }
        path = String(cString: made)
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
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            let folder = base + "/" + name
            var info = stat()
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { continue }
            guard let held = FileLock.tryExclusive(folder + "/" + lockName) else { continue }
            for file in (try? FileIO.list(folder)) ?? [] where file.hasSuffix(".wav") || file == lockName {
                unlink(folder + "/" + file)
            }
            close(held)
            rmdir(folder)
        }
    }

    /// Writes `bytes` as `name` (a new file, 0600) and returns its path.
    public func write(_ name: String, _ bytes: [UInt8]) throws(FileError) -> String {
        let file = path + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw FileError(.write, file, errno: errno) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                unlink(file)
                throw FileError(.write, file, errno: code)
            }
            written += count
        }
        files.append(file)
        return file
    }

    /// Removes the files and the folder.
    public func remove() {
        for file in files + [path + "/" + Self.lockName] { unlink(file) }
        files = []
        if let lock { close(lock) }
        rmdir(path)
    }
}
