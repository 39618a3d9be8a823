/// The words about the sync folder: why a folder cannot be the one `breathe sync` merges
/// with, and the sync errors said before any merge. Their words are in `po/`.

/// Why a folder cannot be the sync folder.
public enum SyncFolderReason: TranslatedPhrases, Equatable {
    case empty
    case controlCharacter
    /// Relative, starting with "~" (a quoted tilde the shell did not expand).
    case tilde
    /// Relative; `suggestion` is the absolute path it would be from where breathe runs.
    case relative(suggestion: String?)
    /// Inside /dev, /proc or /sys (named).
    case system(String)
    case missing
    case notAFolder
    /// One of breathe's own folders, or inside one.
    case own(SyncFolderRule.OwnFolder.Role, path: String, inside: Bool)

    public static let area = "syncFolder"

    /// A relative path with a suggestion, each system folder (what it holds) and a path
    /// inside one of breathe's folders are messages of their own.
    public var key: String {
        let name = switch self {
        case .empty: "empty"
        case .controlCharacter: "controlCharacter"
        case .tilde: "tilde"
        case .relative(nil): "relative"
        case .relative: "relativeWithSuggestion"
        case .system("/dev"): "systemDevices"
        case .system("/proc"): "systemProcesses"
        case .system: "systemKernelObjects"
        case .missing: "missing"
        case .notAFolder: "notAFolder"
        case .own(_, _, inside: true): "insideOwn"
        case .own: "own"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        switch self {
        case .relative(let suggestion?): ["suggestion": .text(suggestion)]
        case .system(let folder): ["folder": .text(folder)]
        case .own(let role, let path, _): ["folder": .said(role), "path": .text(path)]
        case .empty, .controlCharacter, .tilde, .relative(nil), .missing, .notAFolder: [:]
        }
    }

    static let samples: [SyncFolderReason] = [
        .empty, .controlCharacter, .tilde, .relative(suggestion: nil), .relative(suggestion: "/home/me/sync"),
        .system("/dev"), .system("/proc"),
        .system("/sys"), .missing, .notAFolder, .own(.data, path: "/home/me/.local/share/breathe", inside: false),
        .own(.config, path: "/home/me/.config/breathe", inside: true),
        .own(.journal, path: "/tmp/breathe-1000", inside: true),
    ]
}

/// What `breathe sync` says when it cannot start.
public enum SyncPhrase: TranslatedPhrases, Equatable {
    /// The folder named after --folder cannot be used.
    case refused(SyncFolderRefusal)
    /// The folder in config.json cannot be used.
    case configuredFolderRefused(configFile: String, SyncFolderRefusal)
    /// `breathe sync` with no folder set.
    case off
    /// Settings the merge brought could not be written to config.json.
    case settingsNotWritten(SettingsProblem)

    public static let area = "sync"

    /// Named case by case: a refusal's description is these words, which `caseKey` would
    /// read. An empty path is named in words.
    public var key: String {
        let name = switch self {
        case .refused(let refusal): refusal.folder.isEmpty ? "emptyPathRefused" : "refused"
        case .configuredFolderRefused: "configuredFolderRefused"
        case .off: "off"
        case .settingsNotWritten: "settingsNotWritten"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        switch self {
        case .refused(let refusal):
            refusal.folder.isEmpty ? ["reason": .said(refusal.reason)]
                : ["folder": .text(refusal.folder), "reason": .said(refusal.reason)]
        case .configuredFolderRefused(let file, let refusal):
            ["file": .text(file), "folder": .text(refusal.folder), "reason": .said(refusal.reason)]
        case .off: [:]
        case .settingsNotWritten(let problem): ["problem": .said(problem)]
        }
    }

    static let samples: [SyncPhrase] = SyncFolderReason.samples.map {
        .refused(SyncFolderRefusal(folder: "/x", reason: $0))
    } + [
        .refused(SyncFolderRefusal(folder: "", reason: .empty)),
        .configuredFolderRefused(
            configFile: "/c/config.json", SyncFolderRefusal(folder: "sync", reason: .relative(suggestion: nil))),
        .off, .settingsNotWritten(.notAnObjectToChange(file: "/c/config.json")),
    ]
}

/// One of breathe's own folders, named inside a sentence: "breathe's own data folder".
extension SyncFolderRule.OwnFolder.Role: TranslatedPhrases {
    public static let area = "ownFolder"
}

extension Words {
    public func callAsFunction(_ phrase: SyncPhrase) -> String { say(phrase) }
}
