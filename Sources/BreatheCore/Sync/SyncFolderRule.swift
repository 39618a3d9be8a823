/// Which folder `breathe sync` may merge with. The shell looks (the current folder, the
/// real path, whether it is a folder); this decides, as a pure function.
///
/// A sync folder is an absolute path to an existing directory, outside breathe's own
/// data, config and journal folders (compared by real path), and outside `/dev`, `/proc`
/// and `/sys`. The sync copy written into breathe's own folders would be taken for one of
/// breathe's own files (a journal folder's next start sets it aside as unreadable), and a
/// folder of devices or processes holds no files to keep.
public enum SyncFolderRule {
    /// One of breathe's own folders: which one and its real path (or the path itself,
    /// when it does not exist yet).
    public struct OwnFolder: Sendable, Equatable {
        public enum Role: Sendable, Equatable, CaseIterable {
            case data, config, journal
        }

        public let name: Role
        public let path: String

        public init(_ name: Role, _ path: String) {
            self.name = name
            self.path = path
        }
    }

    /// The system's own trees: devices, processes, the kernel's objects.
    public static let systemFolders = ["/dev", "/proc", "/sys"]

    /// The folder to keep (its real path), or why not.
    ///
    /// - typed: the path as given (`--folder`, or config.json's `syncFolder`).
    /// - currentFolder: where breathe runs, to suggest the absolute form of a relative path.
    /// - resolved: the real path (links and `..` resolved), nil when it does not exist.
    /// - isDirectory: whether `resolved` is a directory.
    /// - own: breathe's own folders, by real path.
    public static func check(
        typed: String, currentFolder: String?, resolved: String?, isDirectory: Bool, own: [OwnFolder]) -> Result<String,
    SyncFolderRefusal> {
        func refuse(_ reason: SyncFolderReason) -> Result<String, SyncFolderRefusal> {
            .failure(SyncFolderRefusal(folder: typed, reason: reason))
        }
        if typed.isEmpty {
            return refuse(.empty)
        }
        if typed.unicodeScalars.contains(where: TerminalText.isControl) {
            return refuse(.controlCharacter)
        }
        guard typed.hasPrefix("/") else {
            if typed.hasPrefix("~") {
                return refuse(.tilde)
            }
            guard let currentFolder, currentFolder.hasPrefix("/") else {
                return refuse(.relative(suggestion: nil))
            }
            let whole = (currentFolder.hasSuffix("/") ? currentFolder : currentFolder + "/") + typed
            return refuse(.relative(suggestion: whole))
        }
        // By the real path when there is one: a link into /proc counts, `/dev/../home` does not.
        if let system = systemFolder(holding: resolved ?? typed) {
            return refuse(.system(system))
        }
        guard let resolved else {
            return refuse(.missing)
        }
        guard isDirectory else {
            return refuse(.notAFolder)
        }
        for folder in own where isInside(resolved, folder.path) {
            return refuse(.own(folder.name, path: folder.path, inside: resolved != folder.path))
        }
        return .success(resolved)
    }

    /// `/dev`, `/proc` or `/sys` when `path` is one of them or inside one.
    static func systemFolder(holding path: String) -> String? {
        systemFolders.first { isInside(path, $0) }
    }

    /// Whether `path` is `folder` or inside it, by the text of the two (already real)
    /// paths: `/a/bc` is not inside `/a/b`.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let trimmed = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return path == trimmed || path.hasPrefix(trimmed == "/" ? "/" : trimmed + "/")
    }
}

/// A folder `breathe sync` will not use, and why (`words(.refused(refusal))`).
public struct SyncFolderRefusal: Error, Equatable, CustomStringConvertible {
    public let folder: String
    public let reason: SyncFolderReason

    public init(folder: String, reason: SyncFolderReason) {
        self.folder = folder
        self.reason = reason
    }

    public var description: String { SyncPhrase.refused(self).english }
}
