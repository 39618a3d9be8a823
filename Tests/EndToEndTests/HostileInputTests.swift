import Foundation
import Testing

/// Everything breathe reads from outside, made hostile: program files with impossible
/// numbers or escape sequences, imported and synced records that break the rules, a sync
/// copy or an export target that is not a regular file, a store path that links to
/// someone's notes. breathe warns, sets aside or refuses, never crashes, never writes a
/// control sequence to the terminal and never writes through something it should not.
///
/// The character-device cases need root (mknod); if mknod fails, the test fails.
@Suite struct HostileInputTests {
    // MARK: Program files

    @Test func programFilesWithNumbersThatUsedToCrashAreSkippedWithAWarningNamingFileAndField() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.write(programFile(id: "neg", lesson: #""pattern": "1-1", "cycles": -1e300"#), to: home.programs + "/neg-cycles.json")
        try home.write(programFile(id: "big", lesson: #""pattern": "1-1", "minutes": 1e300"#), to: home.programs + "/huge-minutes.json")
        try home.write(programFile(id: "tiny", lesson: #""pattern": "0.0000000001-0.0000000001", "cycles": 1"#), to: home.programs + "/tiny-pattern.json")

        let result = try home.breathe(["programs"])
        #expect(result.status == 0, "\(result.stderr)")
        expectNoCrash(result)
        for builtIn in ["foundations", "sleep-478", "box-focus", "cyclic-sighing"] {
            #expect(result.stdout.contains("  " + builtIn + " "), "\(builtIn) is not listed:\n\(result.stdout)")
        }
        for (file, field) in [("neg-cycles.json", "lessons[0].cycles"), ("huge-minutes.json", "lessons[0].minutes"), ("tiny-pattern.json", "lessons[0].pattern")] {
            #expect(result.stderr.contains(home.programs + "/" + file + ": " + field), "no warning for \(file):\n\(result.stderr)")
        }
        for skipped in ["neg", "big", "tiny"] {
            #expect(!result.stdout.contains("  " + skipped + " "), "\(skipped) is listed although its file is bad")
        }
        // The warning reads as English: a huge negative number was once written
        // "-a 301-digit number" (formatNumber put the sign before its words).
        #expect(!result.stderr.contains("-a 301-digit number"), "\(result.stderr)")
    }

    // MARK: Import

    @Test func importedRecordsThatBreakTheRulesAreSetAsideOnceAndNothingCrashesAfterwards() throws {
        let home = try TestHome()
        defer { home.remove() }
        let file = home.root + "/mixed.json"
        try home.write(storeText(sessions: [
            sessionRecord("neg", practiced: "-5"),
            sessionRecord("huge", practiced: "1e300"),
            sessionRecord("mood", practiced: "60", extra: #", "moodBefore": 99999"#),
            sessionRecord("year-zero", startedAt: "0000-01-01T00:00:00Z"),
            sessionRecord("leap-second", endedAt: "9999-12-31T23:59:60Z"),
            sessionRecord("good"),
        ]), to: file)

        let first = try home.breathe(["import", file])
        #expect(first.status == 0, "\(first.stderr)")
        expectNoCrash(first)
        #expect(unwrapped(first.stdout).contains("1 new session"), "\(first.stdout)")
        #expect(unwrapped(first.stdout).contains("set aside"), "\(first.stdout)")
        #expect(first.stderr.contains("set-aside.json"), "no notice names set-aside.json:\n\(first.stderr)")

        for arguments in [["stats"], ["stats", "--json"], ["history"], ["history", "--json"], ["export", "--format", "csv"]] {
            let result = try home.breathe(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            expectNoCrash(result)
        }
        #expect(try home.sessions().compactMap { $0["id"] as? String } == ["good"])
        #expect(try JSONSerialization.jsonObject(with: Data(try home.breathe(["stats", "--json"]).stdout.utf8)) is [String: Any])
        #expect(try home.setAsideIDs() == ["huge", "leap-second", "mood", "neg", "year-zero"])

        // The same file again: nothing new, and the records already set aside are not
        // reported (or kept) a second time.
        let second = try home.breathe(["import", file])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(unwrapped(second.stdout).contains("0 new sessions"), "\(second.stdout)")
        #expect(!second.stderr.contains("set aside") && !second.stderr.contains("set-aside.json"), "reported again:\n\(second.stderr)")
        // The line says they were set aside before, not that this import set them aside.
        #expect(unwrapped(second.stdout).contains("1 already here, 5 records set aside by an earlier import."), "\(second.stdout)")
        #expect(try home.setAsideIDs() == ["huge", "leap-second", "mood", "neg", "year-zero"])
        #expect(try home.sessions().count == 1)
    }

    @Test(arguments: [false, true])
    func anImportedRecordWhoseIDExistsWithOtherContentKeepsTheOneWithMorePractice(longerFirst: Bool) throws {
        let home = try TestHome()
        defer { home.remove() }
        let short = home.root + "/short.json", long = home.root + "/long.json"
        try home.write(storeText(sessions: [sessionRecord("same", practiced: "30", endReason: "quit")]), to: short)
        try home.write(storeText(sessions: [sessionRecord("same", practiced: "90", endReason: "quit")]), to: long)
        let (first, second) = longerFirst ? (long, short) : (short, long)
        #expect(try home.breathe(["import", first]).status == 0)
        let result = try home.breathe(["import", second])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 conflict settled"), "\(result.stdout)")
        let sessions = try home.sessions()
        #expect(sessions.count == 1)
        #expect(sessions.first?["id"] as? String == "same")
        #expect(sessions.first?["practicedSeconds"] as? Double == 90)
    }

    // MARK: Sync

    @Test func aBadRecordInTheSyncCopyIsSetAsideLocallyAndNeverWrittenBack() throws {
        let home = try TestHome()
        defer { home.remove() }
        let folder = home.root + "/sync"
        try home.write(storeText(sessions: [sessionRecord("remote-good"), sessionRecord("remote-bad", practiced: "-5")]), to: folder + "/breathe-progress.json")
        try home.write(storeText(sessions: [sessionRecord("local-good")]), to: home.root + "/local.json")
        #expect(try home.breathe(["import", home.root + "/local.json"]).status == 0)

        let result = try home.breathe(["sync", "--folder", folder])
        #expect(result.status == 0, "\(result.stderr)")
        expectNoCrash(result)
        #expect(try home.setAsideIDs() == ["remote-bad"])
        let both: Set<String> = ["local-good", "remote-good"]
        #expect(Set(try home.sessions().compactMap { $0["id"] as? String }) == both)
        #expect(try sessionIDs(inStore: folder + "/breathe-progress.json") == both)
        // A second sync changes nothing.
        #expect(try home.breathe(["sync"]).status == 0)
        #expect(try sessionIDs(inStore: folder + "/breathe-progress.json") == both)
        #expect(try home.setAsideIDs() == ["remote-bad"])
    }

    @Test func aSyncedSettingDatedInTheYear9999NeverOverridesThePersonsOwn() throws {
        let home = try TestHome()
        defer { home.remove() }
        let folder = home.root + "/sync"
        try home.write(#"{"formatVersion": 1, "sessions": [], "completions": [], "activations": [], "settingChanges": [{"id":"k9","key":"threshold","value":"0.6","at":"9999-01-01T00:00:00Z"}]}"#, to: folder + "/breathe-progress.json")
        let config = home.config + "/config.json"

        let first = try home.breathe(["sync", "--folder", folder])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try home.configValue("threshold") == nil, "the synced 0.6 was adopted")
        #expect(try home.breathe(["config", "threshold"]).stdout.contains("0.8"))

        #expect(try home.breathe(["config", "threshold", "0.9"]).status == 0)
        let chosen = try Data(contentsOf: URL(fileURLWithPath: config))
        #expect(try home.configValue("threshold") as? Double == 0.9)
        for _ in 1...2 {
            let sync = try home.breathe(["sync"])
            #expect(sync.status == 0, "\(sync.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: config)) == chosen, "a sync rewrote config.json")
        }
        #expect(try home.configValue("threshold") as? Double == 0.9)
        #expect(try home.breathe(["config", "threshold"]).stdout.contains("0.9"))
    }

    @Test(arguments: ["fifo", "link to /dev/zero", "character device"])
    func aSyncCopyThatIsNotARegularFileIsRefusedQuicklyAndLeftAsItWas(kind: String) throws {
        let home = try TestHome()
        defer { home.remove() }
        let folder = home.root + "/sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let copy = folder + "/breathe-progress.json"
        // Root for the character device: mknod of a private /dev/zero (1, 5).
        try makeSpecialFile(kind, at: copy, device: "5")
        let before = try lstatOf(copy)

        let started = Date()
        // timeout(1) stops a breathe that blocks on the FIFO or reads /dev/zero for ever.
        let result = try home.run("/usr/bin/timeout", ["-s", "KILL", "10", try breatheBinary(), "sync", "--folder", folder])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(elapsed < 2, "took \(elapsed) s")
        #expect(result.stderr.contains("not a regular file") || result.stderr.contains("symbolic link"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was synced"), "\(result.stderr)")
        let after = try lstatOf(copy)
        #expect(after.st_mode == before.st_mode && after.st_rdev == before.st_rdev && after.st_ino == before.st_ino)
        if kind.hasPrefix("link") {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: copy) == "/dev/zero")
        }
        // Nothing written but the folder's lock, an empty file every sync takes there.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            == [".breathe-progress.json.lock", "breathe-progress.json"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/.breathe-progress.json.lock")).isEmpty)
    }

    // MARK: Files breathe writes

    @Test(arguments: ["fifo", "character device"])
    func exportRefusesAnOutputThatIsNotARegularFile(kind: String) throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one")])
        // Root for the character device: a private null device (1, 3) in the test's own
        // folder, never the real /dev/null.
        let output = home.root + "/out"
        try makeSpecialFile(kind, at: output, device: "3")
        let before = try lstatOf(output)
        let result = try home.run("/usr/bin/timeout", ["-s", "KILL", "10", try breatheBinary(), "export", "--output", output])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("not a regular file"), "\(result.stderr)")
        let after = try lstatOf(output)
        #expect(after.st_mode == before.st_mode && after.st_rdev == before.st_rdev && after.st_ino == before.st_ino)
    }

    @Test func exportThroughASymlinkWritesTheTargetAndKeepsTheLink() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.importSessions([sessionRecord("one")])
        let target = home.root + "/backup.json", link = home.root + "/link.json"
        try home.write("old backup\n", to: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try home.breathe(["export", "--output", link])
        #expect(result.status == 0, "\(result.stderr)")
        // A success, said on stdout, in English (wrapped to 80 columns in a pipe).
        #expect(unwrapped(result.stdout) == "Exported 1 session to \(link).", "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: target))) as? [String: Any])
        #expect(exported["formatVersion"] as? Int == 1)
        #expect((exported["sessions"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["one"])
    }

    @Test func aStoreLinkToSomethingElseIsNeverReadAsAStoreNorWrittenAndPracticeIsKept() throws {
        let home = try TestHome()
        defer { home.remove() }
        let notes = home.root + "/notes"
        let target = notes + "/notes.txt"
        try home.write("important notes\n", to: target)
        try FileManager.default.createDirectory(atPath: home.data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.store, withDestinationPath: target)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: target))

        func expectUntouched(_ when: String) throws {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.store) == target, "\(when): the link changed")
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == bytes, "\(when): the notes changed")
            #expect(try FileManager.default.contentsOfDirectory(atPath: notes) == ["notes.txt"], "\(when): new files beside the notes")
        }

        let history = try home.breathe(["history"])
        #expect(history.status == 1)
        #expect(history.stderr.contains("which is not a breathe progress file"), "\(history.stderr)")
        try expectUntouched("after history")

        let practice = try home.breathe(["practice", "1-1", "--cycles", "1", "--plain"])
        #expect(practice.status == 1)
        let kept = try #require(keptPath(practice.stderr), "\(practice.stderr)")
        #expect(kept.hasPrefix(home.data + "/journal/"))
        #expect(FileManager.default.fileExists(atPath: kept))
        try expectUntouched("after practice")
    }

    // MARK: The terminal

    /// Control characters a file can smuggle in: a title change (OSC … BEL), a colour (CSI),
    /// and the one-byte CSI of C1.
    static let hostileText = #"\u001b]0;pwned\u0007 \u001b[31mred \u009b2J"#

    @Test func escapeSequencesFromFilesNeverReachTheTerminal() throws {
        let home = try TestHome()
        defer { home.remove() }
        let text = Self.hostileText
        try home.write(#"{"id": "esc", "title": "T\#(text)", "summary": "S\#(text)", "lessons": [{"id": "one", "title": "L\#(text)", "pattern": "1-1", "cycles": 1, "note": "N\#(text)"}]}"#, to: home.programs + "/esc.json")
        try home.write(#"{"id": "bad"}"#, to: home.programs + "/bad\u{1B}[31mname.json")
        try home.importSessions([sessionRecord("s-esc", pattern: #"4-6\u001b[2J"#)])

        for arguments in [["programs"], ["progress", "esc"], ["history"], ["start", "esc", "--plain"]] {
            let result = try home.runBytes(try breatheBinary(), arguments)
            #expect(result.status == 0, "\(arguments): \(String(decoding: result.stderr, as: UTF8.self))")
            let both = result.stdout + result.stderr
            #expect(!both.contains(0x1B), "\(arguments) wrote an ESC byte")
            #expect(!both.contains(0x07), "\(arguments) wrote a BEL byte")
            #expect(!containsC1CSI(both), "\(arguments) wrote a C1 CSI")
            #expect(String(decoding: both, as: UTF8.self).contains("\u{FFFD}"), "\(arguments) shows no replacement character")
            #expect(String(validating: both, as: UTF8.self) != nil, "\(arguments) wrote invalid UTF-8")
        }
        let programs = try home.runBytes(try breatheBinary(), ["programs"])
        #expect(String(decoding: programs.stderr, as: UTF8.self).contains("bad\u{FFFD}[31mname.json"), "no warning for the file with ESC in its name")
        #expect(String(decoding: programs.stdout, as: UTF8.self).contains("T\u{FFFD}]0;pwned"))

        // JSON keeps the text as it was, escaped (C1 controls too, which JSON writers
        // leave raw), and stays valid.
        for arguments in [["programs", "--json"], ["progress", "esc", "--json"], ["history", "--json"], ["export"]] {
            let result = try home.runBytes(try breatheBinary(), arguments)
            #expect(result.status == 0, "\(arguments): \(String(decoding: result.stderr, as: UTF8.self))")
            #expect(!result.stdout.contains(0x1B) && !result.stdout.contains(0x07), "\(arguments) wrote an ESC or BEL byte")
            #expect(!containsC1CSI(result.stdout), "\(arguments) wrote a C1 CSI")
        }
        let list = try #require(try home.json(["programs", "--json"]) as? [[String: Any]])
        #expect(list.first { $0["id"] as? String == "esc" }?["title"] as? String == "T\u{1B}]0;pwned\u{07} \u{1B}[31mred \u{9B}2J")
        let progress = try #require(try home.json(["progress", "esc", "--json"]) as? [String: Any])
        #expect((progress["lessons"] as? [[String: Any]])?.first?["title"] as? String == "L\u{1B}]0;pwned\u{07} \u{1B}[31mred \u{9B}2J")
        let sessions = try home.sessions()
        #expect(sessions.contains { $0["pattern"] as? String == "4-6\u{1B}[2J" })
        #expect(sessions.contains { $0["programID"] as? String == "esc" && $0["endReason"] as? String == "finished" })
    }
}

// MARK: - Shared by the hostile-input, lost-session and stress tests

/// A person's machine in a temporary folder: HOME and TMPDIR of its own, no XDG folders
/// (so the fallback journal goes to `$TMPDIR/breathe-UID/…`, never the real /tmp).
struct TestHome {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/home", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/tmp", withIntermediateDirectories: true)
    }

    var home: String { root + "/home" }
    var tmp: String { root + "/tmp" }
    var data: String { home + "/.local/share/breathe" }
    var store: String { data + "/progress.json" }
    var config: String { home + "/.config/breathe" }
    var programs: String { config + "/programs" }

    func remove() {
        // A test may leave a read-only or odd file behind; make everything removable.
        _ = try? breatheRun("/bin/chmod", ["-R", "u+rwX", root], environment: ProcessInfo.processInfo.environment)
        try? FileManager.default.removeItem(atPath: root)
    }

    func environment(_ extra: [String: String?] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["TMPDIR"] = tmp
        environment["LANG"] = "C.UTF-8"
        for name in ["XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR", "LC_ALL", "LC_CTYPE", "BREATHE_BIN"] { environment[name] = nil }
        if environment["PATH"] == nil { environment["PATH"] = "/usr/sbin:/usr/bin:/sbin:/bin" }
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    @discardableResult
    func breathe(_ arguments: [String], _ extra: [String: String?] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        try breatheRun(try breatheBinary(), arguments, environment: environment(extra))
    }

    func run(_ executable: String, _ arguments: [String], _ extra: [String: String?] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        try breatheRun(executable, arguments, environment: environment(extra))
    }

    func runBytes(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: Data, stderr: Data) {
        try runCapturingBytes(executable, arguments, environment: environment())
    }

    func json(_ arguments: [String]) throws -> Any {
        let result = try breathe(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// `breathe history --json` (which also recovers journals).
    func sessions(_ extra: [String: String?] = [:]) throws -> [[String: Any]] {
        let result = try breathe(["history", "--json"], extra)
        #expect(result.status == 0, "history: \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "history --json: \(result.stdout)")
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    func importSessions(_ sessions: [String]) throws {
        let file = root + "/import-\(UUID().uuidString).json"
        try write(storeText(sessions: sessions), to: file)
        let result = try breathe(["import", file])
        #expect(result.status == 0, "import: \(result.stderr)")
    }

    /// The ids of the records in `set-aside.json`, sorted.
    func setAsideIDs() throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: self.data + "/set-aside.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let records = try #require(object["records"] as? [[String: Any]])
        return records.compactMap { ($0["record"] as? [String: Any])?["id"] as? String }.sorted()
    }

    func configValue(_ key: String) throws -> Any? {
        let data = try Data(contentsOf: URL(fileURLWithPath: config + "/config.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])[key]
    }

    /// Session journals (`*.json`) in the data folder's journal and in the fallback folders.
    func journals() -> [String] {
        var found: [String] = []
        for folder in [data, tmp] {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let name = walker.nextObject() as? String {
                if name.contains("journal/"), name.hasSuffix(".json") { found.append(folder + "/" + name) }
            }
        }
        return found
    }

    /// Runs `setup` (mounts) and then each command in a mount namespace of its own, as root:
    /// the mounts vanish when it ends. A setup that fails fails the test (never skipped).
    func inMountNamespace(_ setup: [String], _ commands: [[String]], _ extra: [String: String?] = [:]) throws -> [(status: Int32, stdout: String, stderr: String)] {
        var script = "set -e\n" + setup.joined(separator: "\n") + "\nset +e\n"
        for (index, command) in commands.enumerated() {
            let out = root + "/ns-\(index)"
            script += command.map(shellQuoted).joined(separator: " ") + " </dev/null >\(shellQuoted(out + ".out")) 2>\(shellQuoted(out + ".err")); echo $? >\(shellQuoted(out + ".status"))\n"
        }
        let namespace = try run("/usr/bin/unshare", ["-m", "sh", "-c", script], extra)
        try #require(namespace.status == 0, "unshare or a mount failed (these tests need root): \(namespace.stderr)")
        return try commands.indices.map { index in
            let out = root + "/ns-\(index)"
            let status = try String(contentsOfFile: out + ".status", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            return (Int32(status) ?? -1, try String(contentsOfFile: out + ".out", encoding: .utf8), try String(contentsOfFile: out + ".err", encoding: .utf8))
        }
    }
}

/// `run` of TerminalHarness.swift, under a name that the members called `run` do not hide.
func breatheRun(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, stdout: String, stderr: String) {
    try run(executable, arguments, environment: environment)
}

func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// A session record as a store file holds it.
func sessionRecord(_ id: String, pattern: String = "4-6", startedAt: String = "2026-11-02T21:00:00+01:00", endedAt: String = "2026-11-02T21:02:00+01:00", practiced: String = "120", endReason: String = "finished", extra: String = "") -> String {
    #"{"id": "\#(id)", "programID": null, "lessonID": null, "pattern": "\#(pattern)", "startedAt": "\#(startedAt)", "endedAt": "\#(endedAt)", "plannedSeconds": 120, "practicedSeconds": \#(practiced), "counted": false, "endReason": "\#(endReason)"\#(extra)}"#
}

func storeText(sessions: [String]) -> String {
    #"{"formatVersion": 1, "sessions": [\#(sessions.joined(separator: ", "))], "completions": [], "activations": []}"#
}

/// Session ids of a store file, read with Foundation's parser.
func sessionIDs(inStore path: String) throws -> Set<String> {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    return Set(try #require(object["sessions"] as? [[String: Any]]).compactMap { $0["id"] as? String })
}

/// The path after "It is kept in " in a failed save's message.
func keptPath(_ stderr: String) -> String? {
    let text = stderr.replacingOccurrences(of: "\n", with: " ")
    guard let start = text.range(of: "It is kept in "),
          let end = text.range(of: " and will be saved from there at the first start", range: start.upperBound..<text.endIndex) else { return nil }
    return String(text[start.upperBound..<end.lowerBound])
}

/// A crash is death by a signal or the runtime's report.
func expectNoCrash(_ result: (status: Int32, stdout: String, stderr: String), sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status < 128, "died by signal \(result.status - 128): \(result.stderr)", sourceLocation: sourceLocation)
    #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)", sourceLocation: sourceLocation)
}

/// A program file with one lesson made of `lesson` (its pattern and length fields).
func programFile(id: String, lesson: String) -> String {
    #"{"id": "\#(id)", "title": "Title", "summary": "Summary", "lessons": [{"id": "a", "title": "A", \#(lesson)}]}"#
}

/// A FIFO, a link to /dev/zero, or a character device (1, minor) at `path`.
func makeSpecialFile(_ kind: String, at path: String, device minor: String) throws {
    switch kind {
    case "fifo":
        try #require(mkfifo(path, 0o644) == 0, "mkfifo: \(String(cString: strerror(errno)))")
    case "character device":
        let made = try breatheRun("/usr/bin/mknod", [path, "c", "1", minor], environment: ProcessInfo.processInfo.environment)
        try #require(made.status == 0, "mknod (needs root): \(made.stderr)")
    default:
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
    }
}

func lstatOf(_ path: String) throws -> stat {
    var info = stat()
    try #require(lstat(path, &info) == 0, "lstat \(path): \(String(cString: strerror(errno)))")
    return info
}

/// Whether `bytes` holds the UTF-8 encoding of U+009B, the one-character CSI.
func containsC1CSI(_ bytes: Data) -> Bool {
    let array = [UInt8](bytes)
    return array.indices.dropLast().contains { array[$0] == 0xC2 && array[$0 + 1] == 0x9B }
}

/// Starts a program without waiting: stdin /dev/null, stdout and stderr to files; with
/// `ownProcessGroup` it leads a new process group (kill(-pid) reaches its children too).
func startProcess(_ executable: String, _ arguments: [String], environment: [String: String], stdout: String, stderr: String, ownProcessGroup: Bool = false) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if ownProcessGroup {
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw HarnessError("could not start \(executable): error \(spawned)") }
    return pid
}

/// Waits for `pid`; its exit status, or 128 + the signal, the way a shell reports it.
func exitStatus(of pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
}

/// `run`, with the output as bytes, for tests that look for bytes a String would hide.
func runCapturingBytes(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> (status: Int32, stdout: Data, stderr: Data) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-bytes-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pid = try startProcess(executable, arguments, environment: environment, stdout: folder + "/out", stderr: folder + "/err")
    let status = exitStatus(of: pid)
    return (status, try Data(contentsOf: URL(fileURLWithPath: folder + "/out")), try Data(contentsOf: URL(fileURLWithPath: folder + "/err")))
}
