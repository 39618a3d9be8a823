import Testing
@testable import BreatheCore

/// Where an export may go: never into one of breathe's own folders, by real path.
@Suite struct OutputFileRuleTests {
    static let own = [
        SyncFolderRule.OwnFolder(.data, "/home/me/.local/share/breathe"),
        SyncFolderRule.OwnFolder(.config, "/home/me/.config/breathe"),
        SyncFolderRule.OwnFolder(.journal, "/tmp/breathe-1000"),
    ]

    @Test(arguments: [
        ("/home/me/.local/share/breathe/progress.json", SyncFolderRule.OwnFolder.Role.data as SyncFolderRule.OwnFolder.Role?),
        ("/home/me/.local/share/breathe/progress.json.lock", .data),
        ("/home/me/.local/share/breathe/journal/s1.json", .data),
        ("/home/me/.config/breathe/config.json", .config),
        ("/home/me/.config/breathe/.config.json.breathe-1a2b3c4d.tmp", .config),
        ("/tmp/breathe-1000/0123456789abcdef/journal/s1.json", .journal),
        ("/home/me/.local/share/breathe-export.csv", nil),
        ("/home/me/.config/breathe2/x.json", nil),
        ("/home/me/export.csv", nil),
    ])
    func theFolderThatHoldsIt(path: String, role: SyncFolderRule.OwnFolder.Role?) {
        #expect(OutputFileRule.ownFolder(holding: path, own: Self.own)?.name == role)
    }
}
