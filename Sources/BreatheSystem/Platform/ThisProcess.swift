#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// The running process as the system knows it: its id, its user, its end; and whether
/// another process still runs.
public enum ThisProcess {
    public static var id: Int32 { getpid() }

    /// The real user id, which owns the files breathe makes.
    public static var userID: UInt32 { UInt32(getuid()) }

    /// Ends the process with `status`, as C's `exit` does (stdio flushed).
    public static func exit(_ status: Int32) -> Never {
        #if canImport(Darwin)
        Darwin.exit(status)
        #else
        Glibc.exit(status)
        #endif
    }

    /// Whether no process has the id `pid` any more (one that runs under another user still
    /// counts as running).
    public static func processIsGone(_ pid: Int32) -> Bool {
        kill(pid, 0) != 0 && errno == ESRCH
    }
}
