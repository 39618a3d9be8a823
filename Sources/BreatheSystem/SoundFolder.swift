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
        var template = Array((base + "/breathe-sound-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FileError("make a folder for sounds in", base, errno: errno)
        }
        path = String(cString: made)
    }

    /// Writes `bytes` as `name` (a new file, 0600) and returns its path.
    public func write(_ name: String, _ bytes: [UInt8]) throws(FileError) -> String {
        let file = path + "/" + name
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw FileError("write", file, errno: errno) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                unlink(file)
                throw FileError("write", file, errno: code)
            }
            written += count
        }
        files.append(file)
        return file
    }

    /// Removes the files and the folder.
    public func remove() {
        for file in files { unlink(file) }
        files = []
        rmdir(path)
    }
}
