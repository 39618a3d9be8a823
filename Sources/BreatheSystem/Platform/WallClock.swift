#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore

/// The wall clock with the local UTC offset, from the C library: it honours TZ and
/// /etc/localtime in any build, including the static release binary, where Foundation's
/// time zone support may be missing.
public enum WallClock {
    public static func now() -> LocalTimestamp {
        timestamp(at: Int64(time(nil)))
    }

    /// The local offset in force at `seconds` since 1970, as this machine's zone says.
    public static func timestamp(at seconds: Int64) -> LocalTimestamp {
        var instant = time_t(seconds)
        var parts = tm()
        guard localtime_r(&instant, &parts) != nil else {
            return LocalTimestamp(secondsSince1970: seconds, utcOffsetSeconds: 0)
        }
        // A zone may give an offset in seconds (TZ=XXX-05:30:45), but times are written
        // with hours and minutes only: the offset is taken to its whole minutes, and the
        // local time follows it, so the instant stays exact (it was once 45 s off).
        let offset = Int(parts.tm_gmtoff)
        return LocalTimestamp(secondsSince1970: seconds, utcOffsetSeconds: offset - offset % 60)
    }

    /// Milliseconds since 1970 on the wall clock (CLOCK_REALTIME).
    public static func millisecondsSince1970() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }
}
