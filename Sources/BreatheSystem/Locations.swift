#if canImport(Glibc)
import Glibc
#endif

/// Where breathe keeps things, following the XDG base directories: progress under
/// `$XDG_DATA_HOME/breathe` (default `~/.local/share/breathe`), settings and the
/// person's programs under `$XDG_CONFIG_HOME/breathe` (default `~/.config/breathe`).
public struct Locations: Sendable, Equatable {
    public let dataFolder: String
    public let configFolder: String

    public init(dataFolder: String, configFolder: String) {
        self.dataFolder = dataFolder
        self.configFolder = configFolder
    }

    public var storeFile: String { dataFolder + "/progress.json" }
    /// Journals of sessions in progress (see `SessionJournal`).
    public var journalFolder: String { dataFolder + "/journal" }
    public var configFile: String { configFolder + "/config.json" }
    public var programsFolder: String { configFolder + "/programs" }

    /// Reads the environment. XDG variables must be absolute paths to count (the
    /// specification says relative ones are ignored).
    public static func fromEnvironment(_ environment: (String) -> String? = Environment.value) throws(LocationError) -> Locations {
        func absolute(_ name: String) -> String? {
            guard let value = environment(name), value.hasPrefix("/") else { return nil }
            return value
        }
        let home = absolute("HOME")
        guard let data = absolute("XDG_DATA_HOME") ?? home.map({ $0 + "/.local/share" }),
              let config = absolute("XDG_CONFIG_HOME") ?? home.map({ $0 + "/.config" }) else {
            throw LocationError(description: "neither HOME nor XDG_DATA_HOME/XDG_CONFIG_HOME is set to an absolute path, so breathe cannot tell where to keep your progress; set HOME")
        }
        return Locations(dataFolder: data + "/breathe", configFolder: config + "/breathe")
    }
}

public struct LocationError: Error, CustomStringConvertible {
    public let description: String
}

/// Environment variables, read without Foundation.
public enum Environment {
    public static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }
}
