#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Seconds that never jump with the wall clock (CLOCK_MONOTONIC), and short pauses.
public enum MonotonicClock {
    public static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sleeps about `microseconds` (a signal may end it sooner).
    public static func pause(microseconds: UInt32) {
        usleep(microseconds)
    }
}
