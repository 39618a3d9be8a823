import Foundation
import Testing

/// `breathe bolt` as a person takes it: in a terminal, ten times faster under libfaketime
/// (a hold of 2 s of real time is 20 s to breathe), with keys; the safety screen once a
/// device; plain lines; the results over time; and the results carried by export, import
/// and sync between two HOMEs.
@Suite(.serialized) struct BoltEndToEndTests {
    /// A test in tmux at ten times the speed, in `home` when given (the same device).
    func start(_ arguments: [String] = ["bolt"], home: String? = nil, environment: [String: String] = [:]) throws -> TerminalSession {
        let terminal = try TerminalSession(arguments: arguments, environment: environment.merging(home.map { ["HOME": $0] } ?? [:]) { $1 }, deferStart: true)
        try terminal.wrap(in: [fakeTimeWrapper, "-f", "+0 x10"])
        try terminal.start()
        return terminal
    }

    func results(_ home: String) throws -> [[String: Any]] {
        try #require(try breatheJSON(["bolt", "--history", "--json"], home: home) as? [[String: Any]])
    }

    func marker(_ home: String) -> String { home + "/.local/share/breathe/safety-shown" }

    /// The safety screen first; Enter goes on; a hold of about 20 s is counted, shown with
    /// its band and saved; any key closes, leaving the result printed. The next test on the
    /// same device starts at its steps.
    @Test func theSafetyScreenOnceThenAKnownHold() throws {
        let terminal = try start()
        try terminal.waitForScreen("the safety screen") { $0.contains("Before you hold your breath") && $0.contains("Never in or near water, and never while driving.") }
        #expect(!FileManager.default.fileExists(atPath: marker(terminal.home)))
        try terminal.send("Enter")
        try terminal.waitForScreen("the steps") { $0.contains("BOLT test") && $0.contains("pinch your nose") }
        #expect(FileManager.default.fileExists(atPath: marker(terminal.home)))
        try terminal.send("Space")
        try terminal.waitForScreen("the count going up") { $0.contains("2 s") || $0.contains("3 s") }
        // The count started at the key: about 20 s in all, whatever the frames.
        Thread.sleep(forTimeInterval: 1.75)
        try terminal.send("Space")
        let result = try terminal.waitForScreen("the result") { $0.contains("BOLT: ") }
        #expect(result.contains("(15-25 s)"), "\(result)")
        #expect(result.contains("A common range."), "\(result)")
        #expect(result.contains("The next breath should be calm."), "\(result)")
        try terminal.send("x")
        let (status, after) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(after.contains("Saved. breathe bolt --history shows your results over time."), "\(after)")
        #expect(try terminal.terminalRestored())
        let saved = try results(terminal.home)
        #expect(saved.count == 1)
        let seconds = try #require(saved.first?["seconds"] as? Double)
        #expect((18...23).contains(seconds), "a hold of about 20 s was \(seconds) s")
        #expect(saved.first?["band"] as? String == "15-25")
        #expect(after.contains("BOLT: \(String(format: "%.1f", seconds)) s (15-25 s)"), "\(after)")

        // The same device again: straight to the steps; q leaves and keeps nothing new.
        let again = try start(home: terminal.home)
        let steps = try again.waitForScreen("the steps") { $0.contains("pinch your nose") }
        #expect(!steps.contains("Before you hold your breath"))
        try again.send("q")
        let (leftStatus, left) = try again.waitForExit()
        #expect(leftStatus == 0)
        #expect(left.contains("Left without a result: nothing was saved."), "\(left)")
        #expect(try results(terminal.home).count == 1)
    }

    /// In Chinese: the safety screen in Chinese; q leaves it, and nothing is remembered.
    @Test func inChineseQLeavesTheSafetyScreen() throws {
        let terminal = try start(["bolt", "--lang", "zh-Hans"])
        try terminal.waitForScreen("the safety screen in Chinese") { $0.contains("屏息之前") && $0.contains("切勿在水中或水边做，也切勿在开车时做。") && $0.contains("回车继续 · q 退出") }
        try terminal.send("q")
        let (status, after) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(after.contains("你在开始之前离开了：没有保存任何内容。"), "\(after)")
        #expect(!FileManager.default.fileExists(atPath: marker(terminal.home)))
        #expect(try results(terminal.home).isEmpty)
    }

    /// Plain lines: the safety rules and the question on a line, Enter starts and stops
    /// the count (about 12 s here), and the result in full.
    @Test func plainLinesWithEnter() throws {
        let terminal = try start(["bolt", "--plain"])
        try terminal.waitForScreen("the question") { $0.contains("Press Enter to go on, or type q and Enter to leave.") }
        try terminal.send("Enter")
        try terminal.waitForScreen("the steps") { $0.contains("pinch your nose and press Enter") }
        try terminal.send("Enter")
        try terminal.waitForScreen("counting") { $0.contains("Counting: at the first definite urge") }
        Thread.sleep(forTimeInterval: 1.2)
        try terminal.send("Enter")
        let (status, after) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(after.contains("Practitioners see room to grow here") || after.contains("A common range."), "\(after)")
        #expect(after.contains("Results vary through the day; taken soon after waking, they compare best."), "\(after)")
        let seconds = try #require(try results(terminal.home).first?["seconds"] as? Double)
        #expect((10...15).contains(seconds), "a hold of about 12 s was \(seconds) s")
    }

    /// Without a terminal on stdin nothing could start the count: refused, nothing shown.
    @Test func noTerminalToPressKeysIn() throws {
        let home = try TestHome()
        defer { home.remove() }
        let result = try home.breathe(["bolt", "--plain"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "breathe: the BOLT test needs keys to start and stop the count: run it in a terminal (stdin is not one)\n")
        let usage = try home.breathe(["bolt", "--json"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("breathe: --json goes with --history\n"))
    }

    static let twoResults = #"{"formatVersion":1,"sessions":[{"id":"s1","programID":null,"lessonID":null,"pattern":"box","startedAt":"2026-11-29T07:00:00+08:00","endedAt":"2026-11-29T07:05:00+08:00","plannedSeconds":256,"practicedSeconds":256,"counted":false,"endReason":"finished"}],"completions":[],"activations":[],"boltResults":[{"id":"b1","at":"2026-11-29T07:10:00+08:00","seconds":18.5},{"id":"b2","at":"2026-11-30T06:58:00+08:00","seconds":26.4}]}"#

    /// `--history` in both languages, within 40 columns, and as data.
    @Test func theHistory() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.write(Self.twoResults, to: home.store)
        let english = try home.breathe(["bolt", "--history"], ["COLUMNS": "40"])
        #expect(english.status == 0)
        #expect(english.stdout == """
            BOLT results
            2026-11-29 07:10  18.5 s  15-25 s
            2026-11-30 06:58  26.4 s  25-40 s

            Over time: ▆█  18.5-26.4 s

            Results vary through the day; taken soon
            after waking, they compare best.

            """)
        let chinese = try home.breathe(["bolt", "--history", "--lang", "zh-Hans"], ["COLUMNS": "40"])
        #expect(chinese.stdout.hasPrefix("BOLT 测试结果\n2026-11-29 07:10  18.5秒  15-25秒\n2026-11-30 06:58  26.4秒  25-40秒\n\n历次：▆█  18.5-26.4秒\n"))
        let data = try #require(try breatheJSON(["bolt", "--history", "--json"], home: home.home) as? [[String: Any]])
        #expect(data.map { $0["id"] as? String } == ["b1", "b2"])
        #expect(data.map { $0["seconds"] as? Double } == [18.5, 26.4])
        #expect(data.map { $0["at"] as? String } == ["2026-11-29T07:10:00+08:00", "2026-11-30T06:58:00+08:00"])
        let stats = try home.breathe(["stats"])
        #expect(stats.stdout.contains("  Latest BOLT test: 26.4 s (25-40 s), Mon 30 Nov\n"), "\(stats.stdout)")
    }

    /// Results travel as records: exported (JSON; the CSV stays sessions), imported into
    /// another HOME, and synced both ways through one folder, nothing lost or doubled.
    @Test func exportImportAndSync() throws {
        let phone = try TestHome(), laptop = try TestHome()
        defer { phone.remove(); laptop.remove() }
        try phone.write(Self.twoResults, to: phone.store)
        let backup = phone.root + "/backup.json"
        let exported = try phone.breathe(["export", "--output", backup])
        #expect(exported.status == 0)
        // The count says what the file holds, as import and sync count it.
        #expect(unwrapped(exported.stdout) == "Exported 1 session and 2 BOLT results to \(backup).", "\(exported.stdout)")
        #expect(try String(contentsOfFile: backup, encoding: .utf8).contains("\"boltResults\" : ["))
        let sheet = try phone.breathe(["export", "--format", "csv", "--output", phone.root + "/sheet.csv"])
        #expect(unwrapped(sheet.stdout) == "Exported 1 session to \(phone.root)/sheet.csv.", "\(sheet.stdout)")
        let csv = try phone.breathe(["export", "--format", "csv"])
        #expect(csv.stdout.split(separator: "\r\n").count == 2, "a header and the one session: \(csv.stdout)")
        #expect(!csv.stdout.contains("18.5"))

        #expect(try laptop.breathe(["import", backup]).status == 0)
        #expect(try results(laptop.home).map { $0["id"] as? String } == ["b1", "b2"])
        #expect(try laptop.breathe(["import", backup]).status == 0)
        #expect(try results(laptop.home).count == 2, "imported twice, kept once")

        // A result of the laptop's own, then both sync through one folder.
        let own = #"{"formatVersion":1,"sessions":[],"completions":[],"activations":[],"boltResults":[{"id":"b3","at":"2026-12-01T07:02:00+08:00","seconds":31}]}"#
        try laptop.write(own, to: laptop.root + "/own.json")
        #expect(try laptop.breathe(["import", laptop.root + "/own.json"]).status == 0)
        let folder = phone.root + "/sync"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for device in [laptop, phone, laptop] {
            let synced = try device.breathe(["sync", "--folder", folder])
            #expect(synced.status == 0, "\(synced.stderr)")
        }
        for device in [phone, laptop] {
            #expect(try results(device.home).map { $0["id"] as? String } == ["b1", "b2", "b3"])
        }
        #expect(try String(contentsOfFile: folder + "/breathe-progress.json", encoding: .utf8).contains("\"id\" : \"b3\""))
        // The safety marker stays on its device: never in the sync copy or an export.
        #expect(!FileManager.default.fileExists(atPath: folder + "/safety-shown"))
    }
}
