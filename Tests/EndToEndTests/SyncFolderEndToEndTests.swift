import Foundation
import Testing

/// Folders `breathe sync` must refuse, each with its reason: nothing is synced, nothing is
/// written there, and config.json keeps no such folder.
@Suite struct SyncFolderEndToEndTests {
    /// A home with a store, the folders breathe owns made, and a working folder to run in.
    func home() throws -> TestHome {
        let home = try TestHome()
        try home.importSessions([sessionRecord("one")])
        for folder in [home.data + "/journal", home.config + "/programs", home.tmp + "/breathe-\(getuid())/0123456789abcdef/journal", home.root + "/cwd/sync", home.root + "/Sync"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        chmod(home.tmp + "/breathe-\(getuid())", 0o700)
        return home
    }

    func syncFolderSetting(_ home: TestHome) throws -> Any? {
        guard FileManager.default.fileExists(atPath: home.config + "/config.json") else { return nil }
        return try home.configValue("syncFolder")
    }

    /// `breathe sync --folder typed`, run in `<root>/cwd`.
    func sync(_ home: TestHome, _ typed: String) throws -> (status: Int32, stdout: String, stderr: String) {
        try home.run("/usr/bin/env", ["-C", home.root + "/cwd", try breatheBinary(), "sync", "--folder", typed])
    }

    static let cases: [(typed: String, reason: String)] = [
        ("", "'' cannot be the sync folder: an empty path names no folder"),
        ("sync", "sync cannot be the sync folder: the path is relative; give the folder's absolute path, such as ROOT/cwd/sync"),
        ("./sync", "./sync cannot be the sync folder: the path is relative"),
        ("DATA", "DATA cannot be the sync folder: it is breathe's own data folder (DATA)"),
        ("DATA/journal", "DATA/journal cannot be the sync folder: it is inside breathe's own data folder (DATA)"),
        ("CONFIG/programs", "CONFIG/programs cannot be the sync folder: it is inside breathe's own config folder (CONFIG)"),
        ("TMP/breathe-UID/0123456789abcdef/journal", "TMP/breathe-UID/0123456789abcdef/journal cannot be the sync folder: it is inside breathe's own journal folder (TMP/breathe-UID)"),
        ("TMP/breathe-UID", "TMP/breathe-UID cannot be the sync folder: it is breathe's own journal folder (TMP/breathe-UID)"),
        ("/dev", "/dev cannot be the sync folder: it is in /dev, which holds the system's devices"),
        ("/proc/self", "/proc/self cannot be the sync folder: it is in /proc, which holds the system's processes"),
        ("/sys", "/sys cannot be the sync folder: it is in /sys"),
        ("ROOT/odd\u{1b}]0;x\u{07}", "cannot be the sync folder: the path holds a control character"),
        ("ROOT/notes.txt", "ROOT/notes.txt cannot be the sync folder: it is not a folder"),
        ("ROOT/Nowhere", "ROOT/Nowhere cannot be the sync folder: it does not exist; create it first"),
    ]

    @Test(arguments: cases.indices)
    func aFolderBreatheMustNotUseIsRefusedWithItsReason(_ index: Int) throws {
        let home = try home()
        defer { home.remove() }
        func filled(_ text: String) -> String {
            text.replacingOccurrences(of: "DATA", with: home.data).replacingOccurrences(of: "CONFIG", with: home.config)
                .replacingOccurrences(of: "TMP", with: home.tmp).replacingOccurrences(of: "ROOT", with: home.root)
                .replacingOccurrences(of: "UID", with: String(getuid()))
        }
        let typed = filled(Self.cases[index].typed), reason = filled(Self.cases[index].reason)
        try home.write("notes", to: home.root + "/notes.txt")
        // A folder whose name holds an escape exists, so only its name is against it.
        if typed.hasPrefix(home.root + "/odd") { try FileManager.default.createDirectory(atPath: typed, withIntermediateDirectories: true) }
        let before = try home.sessions().count

        let result = try sync(home, typed)
        #expect(result.status == 1, "\(typed.debugDescription): \(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains(reason), "\(typed.debugDescription): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(!result.stderr.contains("\u{1b}"), "\(result.stderr.debugDescription)")
        #expect(try syncFolderSetting(home) == nil, "\(typed.debugDescription) was kept")
        // Nothing was written where the folder pointed, nor in the working folder.
        for folder in [home.root + "/cwd", home.root + "/cwd/sync", home.data, home.data + "/journal", home.config + "/programs", home.tmp + "/breathe-\(getuid())"] {
            #expect(!FileManager.default.fileExists(atPath: folder + "/breathe-progress.json"), "a sync copy in \(folder)")
        }
        #expect(try home.sessions().count == before)
    }

    @Test func aFolderThatIsALinkIsKeptAsItsRealPath() throws {
        let home = try home()
        defer { home.remove() }
        try FileManager.default.createSymbolicLink(atPath: home.root + "/cwd/link", withDestinationPath: home.root + "/Sync")
        let result = try sync(home, home.root + "/cwd/link")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try syncFolderSetting(home) as? String == home.root + "/Sync")
        #expect(FileManager.default.fileExists(atPath: home.root + "/Sync/breathe-progress.json"))
        // A link into breathe's own data folder is refused by where it leads.
        try FileManager.default.createSymbolicLink(atPath: home.root + "/cwd/data-link", withDestinationPath: home.data)
        let refused = try sync(home, home.root + "/cwd/data-link")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("cannot be the sync folder: it is breathe's own data folder"), "\(refused.stderr)")
        #expect(try syncFolderSetting(home) as? String == home.root + "/Sync")
    }

    @Test(arguments: ["DATA/journal", "/dev", "relative", ""])
    func aSyncFolderInConfigJSONThatBreaksTheRuleIsRefusedNotUsed(_ value: String) throws {
        let home = try home()
        defer { home.remove() }
        let folder = value.replacingOccurrences(of: "DATA", with: home.data)
        try home.write(#"{"syncFolder": "\#(folder)"}"#, to: home.config + "/config.json")
        let result = try home.run("/usr/bin/env", ["-C", home.root + "/cwd", try breatheBinary(), "sync"])
        #expect(result.status == 1, "\(folder): \(result.stdout) \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home.data + "/journal/breathe-progress.json"))
        #expect(!FileManager.default.fileExists(atPath: home.root + "/cwd/breathe-progress.json"))
        if folder.hasPrefix("/") {
            #expect(result.stderr.contains("the syncFolder in \(home.config)/config.json, \(folder), cannot be used: it is"), "\(result.stderr)")
            #expect(result.stderr.contains("Nothing was synced"), "\(result.stderr)")
        }
    }

    /// `breathe config syncFolder DIR` meets the same rule as `sync --folder`: refused with
    /// the reason, config.json left without it; a good folder is kept.
    @Test(arguments: ["DATA/journal", "/dev", "/proc/self", "ROOT/Nowhere", "ROOT/Sync"])
    func configSyncFolderMeetsTheSameRule(_ typed: String) throws {
        let home = try home()
        defer { home.remove() }
        let folder = typed.replacingOccurrences(of: "DATA", with: home.data).replacingOccurrences(of: "ROOT", with: home.root)
        let result = try home.run(try breatheBinary(), ["config", "syncFolder", folder])
        if typed == "ROOT/Sync" {
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try syncFolderSetting(home) as? String == folder)
        } else {
            #expect(result.status == 2, "\(folder): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains("syncFolder: \(folder) cannot be the sync folder: "), "\(result.stderr)")
            #expect(try syncFolderSetting(home) == nil)
        }
    }
}
