#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import CNcursesw

/// Seconds on CLOCK_MONOTONIC (it never jumps with the wall clock and does not advance
/// while the machine sleeps, so a closed laptop lid is not practice), and sleeping.
public enum MonotonicTime {
    public static func seconds() -> Double {
        breathe_monotonic_seconds()
    }

    /// Sleeps `seconds` in full, a signal's interruption slept on.
    public static func sleep(seconds: Double) {
        var wait = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&wait, &left) != 0 && errno == EINTR { wait = left }
    }
}
