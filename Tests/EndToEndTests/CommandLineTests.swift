import Foundation
import Testing

/// The command line without a terminal: usage errors, help and the no-TTY refusal.
@Suite struct CommandLineTests {
    /// Runs breathe with a HOME of its own.
    func breathe(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        for (key, value) in extra { environment[key] = value }
        return try run(try breatheBinary(), arguments, environment: environment)
    }

    /// Can this machine run a command with an empty /proc (root, mount namespaces)?
    static let canHideProc: Bool = {
        (try? run("/usr/bin/unshare", ["-m", "sh", "-c", "mount -t tmpfs none /proc"], environment: [:]))?.status == 0
    }()

    /// Without /proc the Swift runtime cannot read the arguments, and breathe sees none,
    /// not even its name: it says so and exits 2, starting nothing (before, `status` ran
    /// as plain `breathe`, and with a program active started today's lesson).
    @Test(.enabled(if: canHideProc, "needs root and mount namespaces (unshare -m)"))
    func noCommandLineAtAllRunsNothing() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-cli-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let script = "mount -t tmpfs none /proc && exec env HOME=\"$1\" LANG=C.UTF-8 \"$2\" status"
        let result = try run(
            "/usr/bin/unshare", ["-m", "sh", "-c", script, "sh", home, try breatheBinary()], environment: [:])
        #expect(result.status == 2)
        #expect(result.stderr == "breathe: breathe could not read its command line: it found no arguments, not even "
            + "its own name (the Swift runtime reads them through /proc, which may be missing here), so it did nothing\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: home + "/.local/share/breathe"))
    }

    /// An argument whose bytes are not UTF-8 is named and nothing runs: `import` said such
    /// a file did not exist, and `export --output` wrote a file of another name.
    @Test(arguments: [["import"], ["export", "--output"], ["sync", "--folder"]])
    func anArgumentThatIsNotUTF8IsRefused(command: [String]) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        // The shell makes the name from bytes: a Swift String cannot carry them.
        let script = "cd \"$1\" && : > \"$(printf 'n\\377.json')\" && bin=\"$2\" && shift 2 && "
            + "exec env HOME=\"$PWD\" LANG=C.UTF-8 \"$bin\" \"$@\" \"$PWD/$(printf 'n\\377.json')\""
        let result = try run("/bin/sh", ["-c", script, "sh", home, try breatheBinary()] + command, environment: [:])
        #expect(result.status == 2)
        #expect(result.stderr == "breathe: the argument '\(home)/n\u{FFFD}.json' is not UTF-8 text (shown with � "
            + "where it is not), so breathe would read it as another name; rename the file or folder, or give another\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).count == 1, "nothing else was written")
    }

    @Test func withoutATerminalPracticeIsPlainLines() throws {
        let started = Date()
        let result = try breathe(["practice", "0.5-0.5", "--cycles", "2"], environment: ["LANG": "C.UTF-8"])
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "breathe · 0.5-0.5 · 2 cycles · 0:02",
            "Get ready: 3 s",
            "in 0.5", "out 0.5", "in 0.5", "out 0.5",
            "0.5-0.5 · 0:02 practised of 0:02 · 2 full cycles · finished",
        ])
        // Lines come as the phases start: the lead-in's three seconds, then the session's
        // two (nothing waits for a key without a terminal).
        #expect(seconds >= 4.9 && seconds < 7, "took \(seconds) s")
        #expect(!result.stdout.contains("\u{1B}"))
    }

    /// A locale named in the environment but not installed (as on most containers) still
    /// gets UTF-8 when it asks for it; LANG=C and a non-UTF-8 charset get ASCII. The
    /// language follows the locale too: zh_CN speaks Chinese.
    @Test(arguments: [
        (["LANG": "zh_CN.UTF-8"], true), (["LANG": "xx_YY.utf8"], true), (["LC_ALL": "no_SUCH.UTF-8", "LANG": "C"], true),
        (["LANG": "C"], false), (["LANG": "POSIX"], false), (["LANG": "xx_YY.ISO-8859-1"], false), (["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], false),
    ])
    func theCharacterSetFollowsWhatTheLocaleAsksFor(environment: [String: String], utf8: Bool) throws {
        var extra = environment
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] where extra[key] == nil { extra[key] = "" }
        let result = try breathe(["practice", "0.5-0.5", "--cycles", "1", "--plain"], environment: extra)
        #expect(result.status == 0, "\(result.stderr)")
        let first = result.stdout.split(separator: "\n").first.map(String.init)
        let chinese = environment == ["LANG": "zh_CN.UTF-8"]
        let (cycle, length) = chinese ? ("1 轮", "1秒") : ("1 cycle", "0:01")
        #expect(first == (utf8 ? "breathe · 0.5-0.5 · \(cycle) · \(length)" : "breathe - 0.5-0.5 - \(cycle) - \(length)"), "\(environment)")
    }

    @Test func plainModeKeepsTimeUnderFaketimeAndRingsTheBell() throws {
        // Ten times faster: the lead-in (3 s) and 2 cycles of 4-7-8 (38 s) take about 4.1 s,
        // and every phase is told.
        let started = Date()
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C"
        environment["HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-faketime-\(UUID().uuidString)").path
        let result = try run(fakeTimeWrapper, ["-f", "+0 x10", try breatheBinary(), "practice", "4-7-8", "--cycles", "2", "--plain", "--bell"], environment: environment)
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // A bell with each phase's line; out's second bell 0.3 s later, on its own; three
        // at the end.
        #expect(lines.dropFirst().first == "Get ready: 3 s")
        #expect(lines.dropFirst(2).prefix(6) == ["in 4\u{7}", "hold 7\u{7}", "out 8\u{7}", "\u{7}in 4\u{7}", "hold 7\u{7}", "out 8\u{7}"])
        #expect(lines.suffix(2) == ["\u{7}4-7-8 - 0:38 practised of 0:38 - 2 full cycles - finished\u{7}", "\u{7}\u{7}"])
        #expect(seconds >= 3.2 && seconds < 8, "took \(seconds) s")
    }

    /// `breathe now`: a minute at the person's own pace (5 a minute once kept), ten times
    /// faster, saved as free practice; history shows it whole.
    @Test func nowBreathesAMinuteAtYourOwnPace() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C"
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-now-\(UUID().uuidString)").path
        environment["HOME"] = home
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(try breathe(["config", "pace", "5"], environment: ["HOME": home]).status == 0)
        let result = try run(fakeTimeWrapper, ["-f", "+0 x10", try breatheBinary(), "now", "--plain"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "breathe - pace-5 - 5 cycles - 1:00", "\(lines)")
        #expect(lines.dropFirst(2).prefix(2) == ["in 4.8", "out 7.2"], "\(lines)")
        #expect(lines.last == "pace-5 - 1:00 practised of 1:00 - 5 full cycles - finished", "\(lines)")
        let history = try breathe(["history"], environment: ["HOME": home, "LANG": "C"])
        #expect(history.stdout.contains("pace-5 - 1:00/1:00 - practice - finished"), "\(history.stdout)")
    }

    @Test func settingsAreListedAndValidated() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-config-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let list = try breathe(["config"], environment: ["HOME": home])
        for key in ["threshold", "dayRolloverHour", "freezes", "freezeEvery", "freezeMax", "showStreak", "moodCheck", "color", "sound", "volume", "soundOverSSH", "pace", "reducedMotion", "syncFolder"] {
            #expect(list.stdout.contains(key), "\(key) missing from the list")
        }
        #expect(try breathe(["config", "threshold", "0.7"], environment: ["HOME": home]).status == 0)
        #expect(try breathe(["config", "threshold"], environment: ["HOME": home]).stdout == "0.7\n")
        let config = home + "/.config/breathe/config.json"
        let before = try String(contentsOfFile: config, encoding: .utf8)
        let bad = try breathe(["config", "threshold", "1.5"], environment: ["HOME": home])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("from 0.5 to 1.0"))
        let typo = try breathe(["config", "treshold", "0.7"], environment: ["HOME": home])
        #expect(typo.stderr.contains("did you mean threshold?"))
        #expect(try breathe(["config", "bell", "maybe"], environment: ["HOME": home]).status == 2)
        #expect(try breathe(["config", "sound", "loud"], environment: ["HOME": home]).stderr.contains("sound: must be off, tone, voice or bell, not 'loud'"))
        #expect(try breathe(["config", "volume", "101"], environment: ["HOME": home]).status == 2)
        let unknownMode = try breathe(["practice", "box", "--sound", "loud"], environment: ["HOME": home])
        #expect(unknownMode.status == 2)
        #expect(unknownMode.stderr.hasPrefix("breathe: --sound needs off, tone, voice or bell, not 'loud'"), "\(unknownMode.stderr)")
        #expect(try breathe(["practice", "box", "--sound", "tone", "--bell"], environment: ["HOME": home]).status == 2)
        let huge = try breathe(["config", "threshold", String(repeating: "9", count: 400)], environment: ["HOME": home])
        #expect(huge.status == 2)
        #expect(huge.stderr.contains("threshold"), "\(huge.stderr)")
        #expect(!huge.stderr.contains("JSON"), "\(huge.stderr)")
        #expect(try String(contentsOfFile: config, encoding: .utf8) == before)
        #expect(try breathe(["config", "sound", "Tone"], environment: ["HOME": home]).status == 0)
        #expect(try breathe(["config", "sound"], environment: ["HOME": home]).stdout == "tone\n")
        #expect(try breathe(["config", "sound", "off"], environment: ["HOME": home]).status == 0)
        #expect(try breathe(["config", "sound"], environment: ["HOME": home]).stdout == "off\n")
        // The older setting, through sound: bell true is sound bell; bell false turns
        // only the bell off.
        #expect(try breathe(["config", "bell", "true"], environment: ["HOME": home]).stdout == "sound = bell (bell is now part of the setting sound)\n")
        #expect(try breathe(["config", "bell"], environment: ["HOME": home]).stdout == "true\n")
        #expect(try breathe(["config", "bell", "false"], environment: ["HOME": home]).status == 0)
        #expect(try breathe(["config", "sound"], environment: ["HOME": home]).stdout == "off\n")
        #expect(try breathe(["config", "sound", "tone"], environment: ["HOME": home]).status == 0)
        #expect(try breathe(["config", "bell", "false"], environment: ["HOME": home]).status == 0)
        #expect(try breathe(["config", "sound"], environment: ["HOME": home]).stdout == "tone\n")
        // The pattern pace breathes the setting pace, in 4 : out 6.
        #expect(try breathe(["config", "pace", "5.5"], environment: ["HOME": home]).status == 0)
        let own = try breathe(["practice", "pace", "--cycles", "1", "--plain", "--sound", "off"], environment: ["HOME": home, "LANG": "C"])
        #expect(own.stdout.split(separator: "\n").prefix(4) == ["breathe - pace-5.5 - 1 cycle - 0:10", "Get ready: 3 s", "in 4.4", "out 6.5"], "\(own.stdout)")
        // The lead-in's length, checked as config.json's; 0 begins at once.
        let tooLong = try breathe(["config", "leadIn", "11"], environment: ["HOME": home])
        #expect(tooLong.status == 2)
        #expect(tooLong.stderr.contains("leadIn: must be a whole number of seconds from 0 to 10, not '11'"), "\(tooLong.stderr)")
        #expect(try breathe(["config", "leadIn", "0"], environment: ["HOME": home]).status == 0)
        let atOnce = try breathe(["practice", "pace", "--cycles", "1", "--plain", "--sound", "off"], environment: ["HOME": home, "LANG": "C"])
        #expect(atOnce.stdout.split(separator: "\n").prefix(3) == ["breathe - pace-5.5 - 1 cycle - 0:10", "in 4.4", "out 6.5"], "\(atOnce.stdout)")
        #expect(try breathe(["history", "--json"], environment: ["HOME": home]).stdout.contains("\"pattern\" : \"pace-5.5\""))
        #expect(try breathe(["config", "pace", "3"], environment: ["HOME": home]).status == 2)
        #expect(try breathe(["config", "reducedMotion", "true"], environment: ["HOME": home]).status == 0)
        #expect(try breathe(["config"], environment: ["HOME": home]).stdout.contains("reducedMotion    true  (default false)"))
    }

    /// Extreme values in config.json: every command stops with a message naming the file
    /// and the key, status 1 (a data error), never a trap; and `config KEY VALUE` both
    /// refuses them (status 2) and still repairs the file.
    @Test(arguments: ["threshold", "dayRolloverHour", "freezeEvery", "freezeMax"])
    func extremeSettingsAreDataErrors(key: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-extreme-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let config = home + "/.config/breathe/config.json"
        try FileManager.default.createDirectory(atPath: home + "/.config/breathe", withIntermediateDirectories: true)
        for value in ["-1", "1e300", "-1e300", "9223372036854775808", "1e-300", "2.5", "NaN", "Infinity", "1e400", "\"5\""] {
            try #"{"\#(key)": \#(value)}"#.write(toFile: config, atomically: true, encoding: .utf8)
            for command in [["stats"], ["history"], ["status"], ["practice", "1-1", "--cycles", "1", "--plain"]] {
                let result = try breathe(command, environment: ["HOME": home])
                #expect(result.status == 1, "\(key) = \(value), \(command): \(result.status) \(result.stderr)")
                #expect(result.stderr.hasPrefix("breathe: \(config): "), "\(key) = \(value): \(result.stderr)")
                #expect(result.stderr.contains(key) || result.stderr.contains("not valid JSON"), "\(result.stderr)")
                #expect(!result.stderr.contains("e+") && !result.stderr.contains("Fatal error"), "\(result.stderr)")
                #expect(!result.stdout.contains("in 1"), "a session ran: \(result.stdout)")
            }
            let refused = try breathe(["config", key, value], environment: ["HOME": home])
            #expect(refused.status == 2, "config \(key) \(value): \(refused.stderr)")
        }
        let repaired = try breathe(["config", key, key == "threshold" ? "0.9" : "2"], environment: ["HOME": home])
        #expect(repaired.status == 0, "\(repaired.stderr)")
        #expect(try breathe(["stats"], environment: ["HOME": home]).status == 0)
    }

    @Test func statusAndPatterns() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-status-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        let empty = try breathe(["status"], environment: ["HOME": home])
        #expect(empty.status == 0 && empty.stdout.isEmpty)
        let patterns = try breathe(["patterns"])
        #expect(patterns.stdout.contains("4-7-8     in 4, hold 7, out 8"))
        #expect(patterns.stdout.contains("caution: long holds"))
        #expect(patterns.stdout.contains("5.5 breaths a minute"))
    }

    @Test(arguments: [(["stat"], "did you mean stats?"), (["histroy"], "did you mean history?"), (["--verison"], "did you mean --version?"), (["help", "progres"], "did you mean progress?"), (["practice", "box", "--minuts", "5"], "did you mean --minutes?"), (["history", "--jsno"], "did you mean --json?")])
    func mistakesGetTheNearestSuggestion(arguments: [String], suggestion: String) throws {
        let result = try breathe(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(suggestion), "\(result.stderr)")
    }

    /// Each command's help, compared with the text reviewed and kept in Snapshots/.
    @Test(arguments: ["", "practice", "now", "pace", "bolt", "start", "programs", "progress", "history", "stats", "sync", "export", "import", "config", "status", "patterns", "completions"])
    func helpTexts(command: String) throws {
        let result = try breathe(command.isEmpty ? ["--help"] : [command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Example"))
        if !command.isEmpty { #expect(try breathe(["help", command]).stdout == result.stdout) }
        assertTextSnapshot(result.stdout, named: "help-" + (command.isEmpty ? "breathe" : command))
    }

    @Test(arguments: [
        (["practice", "4-x-8"], "'x' is not a number"),
        (["practice", "boxx"], "unknown pattern 'boxx'"),
        (["practice", "4--7-8"], "a hold cannot be negative"),
        (["practice", "4-61"], "at most 60 seconds"),
        (["practice", "4-7-8-1-1"], "has 5 parts"),
        (["practice"], "practice needs a pattern"),
        (["practice", "box", "--minutes", "5", "--cycles", "3"], "not both"),
        (["practice", "box", "--minutes", "500"], "--minutes needs a number of minutes from 0.5 to 120, like 5 or 2.5, not '500'"),
        (["practice", "4-6", "--minutes", "99999999999999999999"], "not '99999999999999999999'"),
        (["practice", "4-6", "--minutes", "1e300"], "not '1e300'"),
        (["practice", "4-6", "--minutes", "nan"], "not 'nan'"),
        (["practice", "4-6", "--cycles", "9223372036854775808"], "--cycles needs a whole number from 1 to 1000"),
        (["practice", "0.0000000001-0.0000000001"], "is too short; a phase lasts at least 0.5 seconds"),
        (["practice", "box", "--minutes", "abc"], "--minutes needs a number"),
        (["practice", "box", "--cycles", "2.5"], "--cycles needs a whole number"),
        (["practice", "box", "--cycles", "0"], "--cycles needs a whole number from 1 to 1000, like 8, not '0'"),
        (["practice", "box", "--cycles"], "--cycles needs a value"),
        (["practice", "box", "--speed", "2"], "unknown option '--speed'"),
        (["practice", "box", "4-6"], "one pattern at a time"),
        (["breath"], "unknown command 'breath'"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
    ])
    func usageErrorsExplainThemselves(arguments: [String], message: String) throws {
        let result = try breathe(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("breathe: "))
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func helpAndVersion() throws {
        let help = try breathe(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("breathe practice PATTERN"))
        let practiceHelp = try breathe(["practice", "--help"])
        #expect(practiceHelp.status == 0)
        #expect(practiceHelp.stdout.contains("--minutes M"))
        #expect(try breathe(["help", "practice"]).stdout == practiceHelp.stdout)
        let version = try breathe(["--version"])
        #expect(version.status == 0)
        // VERSION's version and the commit the binary was built from (ReleaseVersionTests).
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let release = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let line = try #require(version.stdout.wholeMatch(of: #/breathe (\S+) \(([0-9a-f]{7}|unknown)\)\n/#))
        #expect(String(line.output.1) == release)
    }
}
