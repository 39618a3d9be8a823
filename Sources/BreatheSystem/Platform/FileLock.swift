#if canImport(Darwin)
import Darwin
#else
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
    public static func withExclusiveLock<Result, Failure: Error>(
        _ path: String, _ body: () throws(Failure) -> Result
    ) throws(LockOr<Failure>) -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            // O_NOFOLLOW refuses a link with ELOOP, whose words ("Too many levels of
            // symbolic links") say nothing a person can act on.
            if errno == ELOOP { throw .lock(FileError(.lockFileIsLink(path: path), code: ELOOP)) }
            throw .lock(FileError(.openLockFile, path, errno: errno))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            throw .lock(FileError(.lock, path, errno: errno))
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
    ///
    /// Lock files whose lock can be taken may be removed (a journal's, once its session is
    /// gone): so the lock counts only when the path still names the file locked. One
    /// removed between its opening and its locking is opened again.
    public static func tryExclusive(_ path: String) -> Int32? {
        for _ in 0..<5 {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard descriptor >= 0 else { return nil }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                return nil
            }
            if stillNames(descriptor, path) { return descriptor }
            close(descriptor)
        }
        return nil
    }

    /// Whether `path` still names the file `descriptor` locks: false once someone removed
    /// (or replaced) the lock file, when a later start would take the path for free.
    public static func stillNames(_ descriptor: Int32, _ path: String) -> Bool {
        var held = stat(), named = stat()
        return fstat(descriptor, &held) == 0 && lstat(path, &named) == 0 && held.st_dev == named.st_dev
            && held.st_ino == named.st_ino
    }
}

/// The lock could not be had, or the work under it failed.
public enum LockOr<Failure: Error>: Error {
    case lock(FileError)
    case body(Failure)
}
