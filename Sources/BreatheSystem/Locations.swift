import BreatheCore

/// Where breathe keeps things, following the XDG base directories: progress under
/// `$XDG_DATA_HOME/breathe` (default `~/.local/share/breathe`), settings and the
/// person's programs under `$XDG_CONFIG_HOME/breathe` (default `~/.config/breathe`).
public struct Locations: Sendable, Equatable {
    public let dataFolder: String
    public let configFolder: String
    /// Where a session's journal goes when the data folder cannot be written (a full
    /// disk, a read-only folder): `$XDG_RUNTIME_DIR/breathe/…` or the temp folder, in a
    /// subfolder named after the data folder, so the next start finds it again.
    public let fallbackJournalFolder: String?

    public init(dataFolder: String, configFolder: String, fallbackJournalFolder: String? = nil) {
        self.dataFolder = dataFolder
        self.configFolder = configFolder
        self.fallbackJournalFolder = fallbackJournalFolder
    }

    public var storeFile: String { dataFolder + "/progress.json" }
    /// Journals of sessions in progress (see `SessionJournal`).
    public var journalFolder: String { dataFolder + "/journal" }
    /// Every folder a journal may be in, the data folder's first.
    public var journalFolders: [String] { [journalFolder] + (fallbackJournalFolder.map { [$0] } ?? []) }
    public var configFile: String { configFolder + "/config.json" }
    public var programsFolder: String { configFolder + "/programs" }

    /// Reads the environment. XDG variables must be absolute paths to count (the
    /// specification says relative ones are ignored).
    public static func fromEnvironment(
        _ environment: (String) -> String? = Environment.value) throws(LocationError) -> Locations {
        func absolute(_ name: String) -> String? {
            guard let value = environment(name), value.hasPrefix("/") else { return nil }
            return value
        }
        let home = absolute("HOME")
        guard let data = absolute("XDG_DATA_HOME") ?? home.map({ $0 + "/.local/share" }),
              let config = absolute("XDG_CONFIG_HOME") ?? home.map({ $0 + "/.config" }) else {
            throw LocationError()
        }
        let dataFolder = data + "/breathe"
        // Named after the data folder, so two data folders (two HOMEs) never share one.
        let subfolder = "breathe-" + String(ThisProcess.userID) + "/" + fingerprint(dataFolder) + "/journal"
        let runtime = absolute("XDG_RUNTIME_DIR")
        let temp = absolute("TMPDIR") ?? "/tmp"
        return Locations(
            dataFolder: dataFolder, configFolder: config + "/breathe",
            fallbackJournalFolder: (runtime ?? temp) + "/" + subfolder)
    }

    /// A short stable name for a path (FNV-1a, 64 bits, in hex).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Neither HOME nor the XDG folders say where breathe keeps things.
public struct LocationError: Error, CustomStringConvertible, Phrases {
    public var english: String { StartupPhrase.noHome.english }
    public var chinese: String { StartupPhrase.noHome.chinese }
    public var description: String { english }
}
