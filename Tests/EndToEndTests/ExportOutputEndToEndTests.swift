import Foundation
import Testing

/// `breathe export --output` never writes over breathe's own files (issue 33): the store,
/// its backup, config.json, a file inside the data folder, or a link to any of them, are
/// refused with a reason and status 1, and every file of breathe's is left as it was.
@Suite struct ExportOutputEndToEndTests {
    /// Each output, as a path under the test's HOME, and what the refusal names.
    static let cases: [(output: String, format: String, says: String)] = [
        ("DATA/progress.json", "csv", "DATA/progress.json is in breathe's own data folder (DATA)"),
        ("DATA/progress.json.bak", "json", "DATA/progress.json.bak is in breathe's own data folder (DATA)"),
        ("DATA/new.csv", "csv", "DATA/new.csv is in breathe's own data folder (DATA)"),
        ("CONFIG/config.json", "json", "CONFIG/config.json is in breathe's own config folder (CONFIG)"),
        ("ROOT/store-link.csv", "csv", "ROOT/store-link.csv leads into breathe's own data folder (DATA)"),
        ("ROOT/config-link.json", "json", "ROOT/config-link.json leads into breathe's own config folder (CONFIG)"),
    ]

    @Test(arguments: cases.indices)
    func anOutputAmongBreathesOwnFilesIsRefused(index: Int) throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one"), sessionRecord("two")])
        #expect(try home.breathe(["config", "volume", "40"]).status == 0)
        try FileManager.default.createSymbolicLink(atPath: home.root + "/store-link.csv", withDestinationPath: home.store)
        try FileManager.default.createSymbolicLink(
            atPath: home.root + "/config-link.json", withDestinationPath: home.config + "/config.json")
        func expand(_ text: String) -> String {
            text.replacingOccurrences(of: "DATA", with: home.data).replacingOccurrences(of: "CONFIG", with: home.config)
                .replacingOccurrences(of: "ROOT", with: home.root)
        }
        let files = [home.store, home.store + ".bak", home.config + "/config.json"]
        let before = files.map { FileManager.default.contents(atPath: $0) }
        let (output, format, says) = Self.cases[index]
        let result = try home.breathe(["export", "--format", format, "--output", expand(output)])
        #expect(result.status == 1)
        #expect(unwrapped(result.stderr).contains(expand(says)), "\(result.stderr)")
        // The example is a file of the format asked for (a JSON export was offered ".csv").
        #expect(unwrapped(result.stderr).contains("for example ~/breathe-export.\(format)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(files.map { FileManager.default.contents(atPath: $0) } == before)
        #expect(!FileManager.default.fileExists(atPath: home.data + "/new.csv"))
        // The store is whole and every session is still there.
        #expect(try home.sessions().compactMap { $0["id"] as? String }.sorted() == ["one", "two"])
    }

    /// A close that fails after the file was synced and renamed into place loses nothing:
    /// the export is said as done (it said "could not close" and exited 1, the file whole).
    @Test func aFailedCloseAfterTheRenameIsNoFailure() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one")])
        let output = home.root + "/out.json", trace = home.root + "/trace"
        let result = try home.run("/usr/bin/strace", ["-f", "-qq", "-o", trace, "-P", output, "-e", "trace=close",
            "-e", "inject=close:error=EIO", try breatheBinary(), "export", "--output", output])
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("(INJECTED)"), "strace injected nothing")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(unwrapped(result.stdout).contains("Exported 1 session to " + output), "\(result.stdout)")
        #expect(try sessionIDs(inStore: output) == ["one"])
    }

    /// A link to what has no path of its own is said as what it leads to: /dev/stdout on a
    /// pipe was "a symbolic link to a file that does not exist"; a loop of links is a loop.
    @Test func linksThatLeadNowhereWritableAreSaidAsWhatTheyAre() throws {
        let home = try TestHome()
        defer { home.remove() }
        // The shell's pipe: the harness's own stdout is a file.
        let toPipe = try home.run(
            "/bin/bash", ["-c", "set -o pipefail; \"$0\" export --output /dev/stdout | cat", try breatheBinary()])
        #expect(toPipe.status == 1)
        #expect(unwrapped(toPipe.stderr).contains("/dev/stdout is a FIFO"), "\(toPipe.stderr)")
        let loop = home.root + "/loop.json"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let looped = try home.breathe(["export", "--output", loop])
        #expect(looped.status == 1)
        #expect(unwrapped(looped.stderr).contains("could not write " + loop + ": Too many levels of symbolic links"),
                "\(looped.stderr)")
    }

    /// A read-only file is left as it was, by export and by config, and the exit says so.
    @Test func aReadOnlyFileIsLeftAsItWas() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one")])
        let output = home.root + "/kept.csv"
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: output))
        chmod(output, 0o444)
        let result = try home.breathe(["export", "--format", "csv", "--output", output])
        #expect(result.status == 1)
        #expect(unwrapped(result.stderr).contains(output + " is read-only"), "\(result.stderr)")
        #expect(!result.stdout.contains("Exported"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "mine\n")
        // config.json made read-only by its owner (a managed dotfile) stays as it is.
        #expect(try home.breathe(["config", "volume", "40"]).status == 0)
        let config = home.config + "/config.json"
        chmod(config, 0o444)
        let changed = try home.breathe(["config", "volume", "70"])
        #expect(changed.status == 1)
        #expect(unwrapped(changed.stderr).contains(config + " is read-only"), "\(changed.stderr)")
        #expect(try String(contentsOfFile: config, encoding: .utf8).contains("40"))
    }

    /// A sync copy is written by sync alone: an export onto it (or through a link to it,
    /// or onto its lock) is refused, and the copy keeps what other devices sent.
    @Test func aSyncCopyIsNeverAnOutput() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one")])
        let folder = home.root + "/sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(try home.breathe(["sync", "--folder", folder]).status == 0)
        let copy = folder + "/breathe-progress.json"
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        let link = home.root + "/sheet.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: copy)
        for (output, format) in [(copy, "json"), (link, "csv"), (folder + "/.breathe-progress.json.lock", "json")] {
            let result = try home.breathe(["export", "--format", format, "--output", output])
            #expect(result.status == 1, "\(output)")
            #expect(unwrapped(result.stderr).contains(
                output + (output == link ? " leads to a file named" : " is named") + " like breathe's sync copy"),
                "\(result.stderr)")
            #expect(!result.stdout.contains("Exported"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
    }

    /// A file of the person's own, outside breathe's folders, is written as before.
    @Test func aFileElsewhereIsWritten() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one")])
        let result = try home.breathe(["export", "--output", home.root + "/mine.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.root + "/mine.json"))
    }
}
