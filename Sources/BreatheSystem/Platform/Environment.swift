#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Environment variables, read without Foundation.
public enum Environment {
    public static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }
}
