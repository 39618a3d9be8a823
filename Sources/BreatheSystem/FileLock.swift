#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock on a separate lock file, held for the life of the value's `body`.
///
/// Two breathe processes (two terminals) take turns through it: each reads, merges and
/// writes the store while holding it, so neither loses the other's sessions. The lock
/// file itself is never renamed, so the lock stays on one inode while the store it guards
/// is replaced.
public enum FileLock {
    public static func withExclusiveLock<Result>(_ path: String, _ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StoreError(description: FileError("open the lock file", path, errno: errno).description)
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            throw StoreError(description: FileError("lock", path, errno: errno).description)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Takes the lock only if nobody holds it: the descriptor to keep (and close to
    /// release), or nil when another process holds it.
    public static func tryExclusive(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return descriptor }
        close(descriptor)
        return nil
    }
}
