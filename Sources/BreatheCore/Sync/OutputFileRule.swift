/// Where breathe writes a file the person names, or a file of its own reached through a
/// link (config.json in a dotfiles repository): never over one of breathe's own files. The
/// shell finds the real path; this decides.
public enum OutputFileRule {
    /// The name of the sync folder's copy of the store; its lock and temp files begin
    /// with it after a dot.
    public static let syncCopyName = "breathe-progress.json"

    /// The own folder that holds `resolved`, the output's real path; nil when none does.
    public static func ownFolder(
        holding resolved: String, own: [SyncFolderRule.OwnFolder]) -> SyncFolderRule.OwnFolder? {
        own.first { SyncFolderRule.isInside(resolved, $0.path) }
    }

    /// Whether `resolved` is a sync copy, its lock or a temp file of one, in any folder:
    /// only `breathe sync` writes them (an export once replaced a sync folder's copy,
    /// and the sessions other devices had sent were gone from it).
    public static func isSyncCopy(_ resolved: String) -> Bool {
        let name = resolved.split(separator: "/").last.map(String.init) ?? resolved
        return name.hasPrefix(syncCopyName) || name.hasPrefix("." + syncCopyName)
    }
}
