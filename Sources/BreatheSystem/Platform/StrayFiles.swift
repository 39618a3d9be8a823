#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore

extension FileIO {
    /// Removes a file left by a process that is gone: only when its lock can be taken
    /// (a live writer holds it) and the name still refers to the locked file. True when
    /// it was removed.
    @discardableResult
    public static func removeIfUnlocked(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var held = stat(), named = stat()
        guard fstat(descriptor, &held) == 0, held.st_mode & S_IFMT == S_IFREG,
              flock(descriptor, LOCK_EX | LOCK_NB) == 0,
              lstat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino else { return false }
        return unlink(path) == 0
    }

    /// Removes, in `folder`, the temp files of `writeNamedFile` for `name`
    /// (`.NAME.breathe-XXXXXXXX.tmp`) whose writers are gone.
    public static func removeStrayTemps(in folder: String, for name: String) {
        let prefix = "." + name + ".breathe-"
        guard let names = try? list(folder) else { return }
        for entry in names where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp")
            && entry.count == prefix.count + 12 {
            removeIfUnlocked(folder + "/" + entry)
        }
    }
}
