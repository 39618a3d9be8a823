/// An export is never written over one of breathe's own files: the store, its backup and
/// status summary, the journals, config.json, their locks and temp files all live in
/// breathe's own folders, so a file in one of them (by its real path: a link counts as
/// where it leads) is refused before anything is written, as a sync folder there is.
public enum OutputFileRule {
    /// The own folder that holds `resolved`, the output's real path; nil when none does.
    public static func ownFolder(
        holding resolved: String, own: [SyncFolderRule.OwnFolder]) -> SyncFolderRule.OwnFolder? {
        own.first { SyncFolderRule.isInside(resolved, $0.path) }
    }
}
