import Foundation
import Testing

/// breathe never writes a store, sync copy or export that its own reader refuses (issue
/// 33, item 1). A compact file of many sessions is under the size breathe reads, but the
/// store breathe writes from it is indented and larger: either that store is still read
/// by every command, or the merge is refused before anything is written.
///
/// Run with the release binary: the debug build takes many seconds to read 100 MB.
@Suite struct StoreSizeLimitTests {
    /// Sessions ten minutes apart from 2000-01-02, with ids of a uuid's length: about 260
    /// bytes each, compact.
    static func compactStore(sessions count: Int) -> Data {
        var text = #"{"formatVersion":1,"activations":[],"completions":[],"settingChanges":[],"sessions":["#
        text.reserveCapacity(count * 270)
        for index in 0..<count {
            let start = stamp(secondsSince2000: 86_400 + index * 600)
            let end = stamp(secondsSince2000: 86_400 + index * 600 + 300)
            if index > 0 { text += "," }
            text += #"{"id":"size-\#(index)-0000-4000-8000-000000000000","programID":null,"lessonID":null,"#
                + #""pattern":"box","startedAt":"\#(start)","endedAt":"\#(end)","plannedSeconds":300,"#
                + #""practicedSeconds":300,"counted":false,"endReason":"finished"}"#
        }
        return Data((text + "]}").utf8)
    }

    /// An ISO 8601 time in UTC, `seconds` after 2000-01-01 00:00.
    static func stamp(secondsSince2000 seconds: Int) -> String {
        var days = seconds / 86_400, year = 2000
        while true {
            let length = year % 4 == 0 ? 366 : 365
            if days < length { break }
            days -= length
            year += 1
        }
        var lengths = [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31], month = 0
        while days >= lengths[month] {
            days -= lengths[month]
            month += 1
        }
        let time = seconds % 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month + 1))-\(two(days + 1))T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))"
            + "+00:00"
    }

    func releaseBinary() throws -> String {
        try InstalledBinaryTests().releaseBinary()
    }

    /// 240,000 sessions: 62 MB compact, about 80 MB as breathe writes them. Imported, and
    /// every command after reads the store (before, the store was written past what
    /// breathe read, and every command refused it).
    @Test func aStoreImportedNearTheLimitIsStillRead() throws {
        let home = try TestHome()
        defer { home.remove() }
        let file = home.root + "/many.json"
        try Self.compactStore(sessions: 240_000).write(to: URL(fileURLWithPath: file))
        let binary = try releaseBinary()
        let imported = try home.run(binary, ["import", file])
        #expect(imported.status == 0, "\(imported.stderr)")
        for command in [["history"], ["stats"], ["export", "--output", home.root + "/out.json"]] {
            let result = try home.run(binary, command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        let back = try home.run(binary, ["import", home.root + "/out.json"])
        #expect(back.status == 0, "\(back.stderr)")
    }

    /// A JSON export to standard output is held to the reader's limit too: the second
    /// attack run exported a compact store of 400,000 sessions (104 MB) as 135 MB on stdout,
    /// exit 0, and `import` refused the file.
    @Test func aJSONExportToStandardOutputNeverOutgrowsTheReader() throws {
        let home = try TestHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        try Self.compactStore(sessions: 400_000).write(to: URL(fileURLWithPath: home.store))
        let result = try home.run(try releaseBinary(), ["export"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("the JSON export would be 1"), "\(result.stderr)")
        #expect(result.stderr.contains("more than breathe reads (128 MB), so nothing was written"), "\(result.stderr)")
    }

    /// A sync whose folder copy cannot be written after this device's store took it in
    /// says both (the second attack run found only the rename's error, exit 1, though two
    /// sessions had arrived here).
    @Test func aSyncThatCouldNotWriteTheFolderCopySaysWhatArrivedHere() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("mine")])
        let folder = home.root + "/sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try home.breathe(["sync", "--folder", folder]).status == 0)
        try storeText(sessions: [
            sessionRecord("theirs-1", startedAt: "2026-11-03T21:00:00+01:00", endedAt: "2026-11-03T21:02:00+01:00"),
            sessionRecord("theirs-2", startedAt: "2026-11-04T21:00:00+01:00", endedAt: "2026-11-04T21:02:00+01:00"),
        ]).write(toFile: folder + "/breathe-progress.json", atomically: true, encoding: .utf8)
        // Renames: the backup, the store, its summary, then the folder's copy.
        let synced = try home.run("/usr/bin/strace", [
            "-f", "-qq", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:error=EIO:when=4",
            try breatheBinary(), "sync"])
        #expect(synced.status == 1)
        #expect(unwrapped(synced.stderr).contains(
            "this device's store took in the folder's copy (2 sessions received), but the folder's copy was not brought "
                + "up to date: could not rename"), "\(synced.stderr)")
        #expect(unwrapped(synced.stderr).contains("run breathe sync again"), "\(synced.stderr)")
        #expect(try sessionIDs(inStore: home.store) == ["mine", "theirs-1", "theirs-2"])
        #expect(try home.breathe(["sync"]).status == 0)
        #expect(try sessionIDs(inStore: folder + "/breathe-progress.json") == ["mine", "theirs-1", "theirs-2"])
    }

    /// 430,000 sessions: 112 MB compact, read; as breathe would write them 147 MB, more
    /// than it reads. The import is refused and the store is as it was.
    @Test func anImportThatWouldOutgrowTheReaderIsRefused() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("mine")])
        let before = try Data(contentsOf: URL(fileURLWithPath: home.store))
        let file = home.root + "/too-many.json"
        try Self.compactStore(sessions: 430_000).write(to: URL(fileURLWithPath: file))
        let binary = try releaseBinary()
        let result = try home.run(binary, ["import", file])
        #expect(result.status == 1)
        #expect(unwrapped(result.stderr).contains(
            home.store + " would be 147 MB, more than breathe reads (128 MB), so nothing was written"), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.store)) == before)

        // The same file as a sync folder's copy: refused, and neither side is written.
        let folder = home.root + "/sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try home.run(binary, ["sync", "--folder", folder]).status == 0)
        let copy = folder + "/breathe-progress.json"
        try FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: file, toPath: copy)
        let local = try Data(contentsOf: URL(fileURLWithPath: home.store))
        let synced = try home.run(binary, ["sync"])
        #expect(synced.status == 1)
        #expect(unwrapped(synced.stderr).contains("more than breathe reads (128 MB), so nothing was written"),
                "\(synced.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.store)) == local)
        #expect(FileManager.default.contents(atPath: copy) == (try Data(contentsOf: URL(fileURLWithPath: file))))
    }
}
