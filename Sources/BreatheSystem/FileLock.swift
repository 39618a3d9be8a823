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
    /// Runs `body` holding the lock. `FileError` when the lock file cannot be opened
    /// (its `code` tells a read-only folder from other trouble) or locked.
    public static func withExclusiveLock<Result, Failure: Error>(_ path: String, _ body: () throws(Failure) -> Result) throws(LockOr<Failure>) -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw .lock(FileError("open the lock file", path, errno: errno)) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            throw .lock(FileError("lock", path, errno: errno))
        }
        defer { flock(descriptor, LOCK_UN) }
        do {
            return try body()
        } catch {
            throw .body(error)
        }
    }

    /// Takes the lock only if nobody holds it: the descriptor to keep (and close to
    /// release), or nil when another process holds it.
    public static func tryExclusive(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return descriptor }
        close(descriptor)
        return nil
    }
}

/// The lock could not be had, or the work under it failed.
public enum LockOr<Failure: Error>: Error {
    case lock(FileError)
    case body(Failure)
}
