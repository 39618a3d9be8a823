#if canImport(Glibc)
import Glibc
#endif

/// Environment variables, read without Foundation.
public enum ProcessEnvironment {
    public static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }

    /// NO_COLOR (https://no-color.org): present and not empty means no colour.
    public static var wantsNoColor: Bool {
        !(value("NO_COLOR") ?? "").isEmpty
    }
}
