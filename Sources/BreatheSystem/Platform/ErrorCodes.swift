#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The system's error numbers breathe tells apart, by name: their numbers differ between
/// Linux and macOS.
public enum ErrorCode {
    public static let readOnlyFileSystem = EROFS
    public static let permissionDenied = EACCES
    public static let notPermitted = EPERM
    public static let noLocks = ENOLCK
    public static let notSupported = EOPNOTSUPP
    public static let brokenPipe = EPIPE
    public static let badDescriptor = EBADF

    /// The errors that say a folder will take no write of ours: read-only, or not ours.
    public static let refusingWrites = [readOnlyFileSystem, permissionDenied, notPermitted]

    /// The errors that say no lock can be had in a folder: it takes no write of ours, or
    /// its file system has no locks.
    public static let lockingRefused = refusingWrites + [noLocks, notSupported]
}
