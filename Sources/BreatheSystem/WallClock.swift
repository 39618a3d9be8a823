#if canImport(Glibc)
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
        return LocalTimestamp(secondsSince1970: seconds, utcOffsetSeconds: Int(parts.tm_gmtoff))
    }
}
