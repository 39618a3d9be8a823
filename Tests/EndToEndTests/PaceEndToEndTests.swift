import Foundation
import Testing

/// `breathe pace` as a person runs it: in a terminal, twenty times faster under
/// libfaketime (a minute a rate: five blocks in about 17 s), answering with keys.
@Suite struct PaceEndToEndTests {
    func json(_ arguments: [String], home: String) throws -> Any {
        try breatheJSON(arguments, home: home)
    }

    func blocks(_ home: String) throws -> [[String: Any]] {
        let sessions = try #require(try json(["history", "--json"], home: home) as? [[String: Any]])
        return sessions.filter { $0["paceRun"] != nil }.reversed()
    }

    func pace(_ home: String) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        return try run(try breatheBinary(), ["config", "pace"], environment: environment).stdout
    }

    /// The run at its intro, before anything begins.
    func startAtTheIntro(_ extra: [String] = []) throws -> TerminalSession {
        let terminal = try TerminalSession(arguments: ["pace", "--minutes-per-rate", "1"] + extra, deferStart: true)
        try terminal.wrap(in: [fakeTimeWrapper, "-f", "+0 x20"])
        try terminal.start()
        try terminal.waitForScreen("the intro") { $0.contains("Finding your pace") && $0.contains("Enter start") }
        return terminal
    }

    /// The run, begun from its intro.
    func start() throws -> TerminalSession {
        let terminal = try startAtTheIntro()
        try terminal.send("Enter")
        return terminal
    }

    /// Waits for block `number`'s first question, then answers it and the second; from
    /// the second block on, Enter at the beat before it first.
    func answer(_ terminal: TerminalSession, block number: Int, ease: String, discomfort: String) throws {
        if number > 1 { try goOn(terminal, to: number) }
        try terminal.waitForScreen(timeout: 15, "block \(number)'s question") { $0.contains("How easy was that?") && $0.contains("block \(number) of 5") }
        try terminal.send(ease)
        try terminal.waitForScreen("the second question") { $0.contains("Any air hunger or light-headedness?") }
        try terminal.send(discomfort)
    }

    /// Waits for the beat before block `number`, then Enter.
    func goOn(_ terminal: TerminalSession, to number: Int) throws {
        try terminal.waitForScreen(timeout: 15, "the beat before block \(number)") { $0.contains("Next: ") && $0.contains("block \(number) of 5") && $0.contains("Enter when ready") }
        try terminal.send("Enter")
    }

    /// The intro says what the run is, with the plan's figures, and waits; q leaves with
    /// nothing saved and the pace as it was, and one line says so.
    @Test func theIntroWaitsAndQLeavesWithNothingSaved() throws {
        let terminal = try startAtTheIntro()
        let intro = try terminal.screen()
        #expect(intro.contains("5 blocks of about 1 minute each, from 6.5 down to 4.5 breaths a minute."), "\(intro)")
        #expect(intro.contains("Two short questions after each."))
        #expect(intro.contains("q stops at any time; what you did is kept."))
        // Five seconds at the intro (over a minute and a half at twenty times): no block began.
        Thread.sleep(forTimeInterval: 5)
        #expect(try terminal.screen().contains("Enter start · q quit"))
        try terminal.send("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("Left before the first block: nothing was saved, and your pace stays as it was."), "\(screen)")
        #expect(try terminal.terminalRestored())
        #expect(try blocks(terminal.home).isEmpty)
        #expect(try pace(terminal.home) == "6\n")
    }

    /// q at the beat stops the run there: the block before it kept, with its answers and
    /// the suggestion they make.
    @Test func qAtTheBeatStopsWithTheAnswersSoFar() throws {
        let terminal = try start()
        try answer(terminal, block: 1, ease: "5", discomfort: "n")
        try terminal.waitForScreen(timeout: 15, "the beat") { $0.contains("Next: 6 a minute") }
        Thread.sleep(forTimeInterval: 2)
        try terminal.send("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("Suggested: 6.5 breaths a minute."), "\(screen)")
        #expect(try blocks(terminal.home).map { $0["pattern"] as? String } == ["pace-6.5"])
        #expect(try pace(terminal.home) == "6.5\n")
    }

    /// Ctrl-C at the beat stops the run as q does: the rate found easy is kept as the pace,
    /// as the screen says. It was suggested, then dropped (the walk of issue 35).
    @Test func ctrlCAtTheBeatKeepsTheSuggestionToo() throws {
        let terminal = try start()
        try answer(terminal, block: 1, ease: "5", discomfort: "n")
        try terminal.waitForScreen(timeout: 15, "the beat") { $0.contains("Next: 6 a minute") }
        try terminal.send("C-c")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 130)
        #expect(screen.contains("Suggested: 6.5 breaths a minute."), "\(screen)")
        #expect(try pace(terminal.home) == "6.5\n")
    }

    /// q at the first question: the block is kept, nothing was rated, nothing suggested,
    /// and the pace stays.
    @Test func stoppedBeforeAnyAnswerSuggestsNothing() throws {
        let terminal = try start()
        try terminal.waitForScreen(timeout: 15, "block 1's question") { $0.contains("How easy was that?") }
        try terminal.send("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("No suggestion: no block was rated."), "\(screen)")
        #expect(screen.contains("Your pace stays 6 a minute."), "\(screen)")
        #expect(!screen.contains("easy without discomfort"), "\(screen)")
        #expect(try pace(terminal.home) == "6\n")
        let history = try #require(try json(["pace", "--history", "--json"], home: terminal.home) as? [[String: Any]])
        #expect(history.count == 1 && history.first?["suggestion"] == nil)
    }

    @Test func aFullRunWithAnswersKeepsTheSuggestionAsThePace() throws {
        let terminal = try start()
        for (number, keys) in [("5", "n"), ("5", "n"), ("4", "n"), ("3", "n"), ("2", "n")].enumerated() {
            try answer(terminal, block: number + 1, ease: keys.0, discomfort: keys.1)
        }
        let (status, screen) = try terminal.waitForExit(timeout: 15)
        #expect(status == 0)
        #expect(screen.contains("Suggested: 5.5 breaths a minute."), "\(screen)")
        #expect(try terminal.terminalRestored())
        let saved = try blocks(terminal.home)
        #expect(saved.map { $0["pattern"] as? String } == ["pace-6.5", "pace-6", "pace-5.5", "pace-5", "pace-4.5"])
        #expect(saved.map { $0["paceEase"] as? Int } == [5, 5, 4, 3, 2])
        #expect(saved.allSatisfy { $0["paceDiscomfort"] as? Bool == false && $0["endReason"] as? String == "finished" })
        #expect(Set(saved.compactMap { $0["paceRun"] as? String }).count == 1)
        #expect(try pace(terminal.home) == "5.5\n")
        let history = try #require(try json(["pace", "--history", "--json"], home: terminal.home) as? [[String: Any]])
        #expect(history.count == 1)
        #expect((history.first?["suggestion"] as? [String: Any])?["rate"] as? Double == 5.5)
        #expect(history.first?["stoppedEarly"] as? Bool == false)
    }

    @Test func aYesToLightHeadednessEndsTheRunKindly() throws {
        let terminal = try start()
        try answer(terminal, block: 1, ease: "5", discomfort: "n")
        try answer(terminal, block: 2, ease: "4", discomfort: "y")
        let (status, screen) = try terminal.waitForExit(timeout: 15)
        #expect(status == 0)
        #expect(screen.contains("You answered yes to air hunger or light-headedness, so the run stopped there"), "\(screen)")
        let saved = try blocks(terminal.home)
        #expect(saved.map { $0["paceDiscomfort"] as? Bool } == [false, true])
        #expect(try pace(terminal.home) == "6.5\n")
        let history = try #require(try json(["pace", "--history", "--json"], home: terminal.home) as? [[String: Any]])
        #expect(history.first?["stoppedEarly"] as? Bool == true)
    }

    @Test func aQuitInTheMiddleKeepsWhatWasDone() throws {
        let terminal = try start()
        try answer(terminal, block: 1, ease: "4", discomfort: "n")
        try goOn(terminal, to: 2)
        try terminal.waitForScreen(timeout: 15, "block 2") { $0.contains("block 2 of 5") && $0.contains("Breathe") }
        Thread.sleep(forTimeInterval: 1)
        try terminal.send("q")
        let (status, _) = try terminal.waitForExit(timeout: 15)
        #expect(status == 0)
        let saved = try blocks(terminal.home)
        #expect(saved.map { $0["endReason"] as? String } == ["finished", "quit"])
        #expect((saved.last?["practicedSeconds"] as? Double ?? 0) > 5)
        #expect(try pace(terminal.home) == "6.5\n")
    }
}

/// `breathe pace --rr FILE` on a real run: a recording made up to swing most at 5.5 a
/// minute, in the forms straps export, against the blocks as saved.
@Suite struct PaceRecordingEndToEndTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-rr-\(UUID().uuidString)").path

    func breathe(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        return try run(try breatheBinary(), arguments, environment: environment)
    }

    /// The run's blocks as saved: rate, start and end in seconds since 1970.
    func savedBlocks() throws -> [(rate: Double, start: Double, end: Double)] {
        let sessions = try #require(try breatheJSON(["history", "--json"], home: home) as? [[String: Any]])
        let parser = ISO8601DateFormatter()
        return try sessions.reversed().compactMap { session -> (Double, Double, Double)? in
            guard session["paceRun"] != nil, let pattern = session["pattern"] as? String, let rate = Double(pattern.dropFirst(5)) else { return nil }
            let start = try #require(parser.date(from: session["startedAt"] as? String ?? "")), end = try #require(parser.date(from: session["endedAt"] as? String ?? ""))
            return (rate, start.timeIntervalSince1970, end.timeIntervalSince1970)
        }
    }

    /// Beats over `blocks`, the heart rate 65 ± swing/2 with each breath.
    func beats(_ blocks: [(rate: Double, start: Double, end: Double)], shift: Double = 0) -> [(time: Double, interval: Double)] {
        var beats: [(Double, Double)] = []
        var time = blocks[0].start
        for block in blocks {
            time = max(time, block.start)
            let swing = block.rate == 5.5 ? 14.0 : 7.0
            while time < block.end {
                let interval = 60_000 / (65 + swing / 2 * sin(2 * Double.pi * block.rate / 60 * (time - block.start)))
                time += interval / 1000
                beats.append((time + shift, interval))
            }
        }
        return beats
    }

    func write(_ text: String, _ name: String) throws -> String {
        let path = home + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theLargestSwingIsFoundInARealRunAndBadFilesAreNamed() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        #expect(try breathe(["pace", "--rr", "/nonexistent"]).stderr.contains("no run of breathe pace to score yet"))
        // A run without a terminal: no intro to wait at, no questions, no beats, five
        // blocks, twenty times faster.
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        let explored = try run(fakeTimeWrapper, ["-f", "+0 x20", try breatheBinary(), "pace", "--minutes-per-rate", "1", "--plain", "--json"], environment: environment)
        #expect(explored.status == 0, "\(explored.stderr)")
        // With --json, stdout is the table alone (the phases went to stderr).
        let table = try #require(try JSONSerialization.jsonObject(with: Data(explored.stdout.utf8)) as? [String: Any])
        #expect((table["blocks"] as? [Any])?.count == 5)
        #expect(table["keptAsPace"] as? Bool == false)
        #expect(explored.stderr.contains("in 3.7"))
        #expect(explored.stderr.contains("5 blocks of about 1 minute each, from 6.5 down to 4.5 breaths a minute.\n"), "\(explored.stderr)")
        #expect(explored.stderr.contains("Next: 4.5 a minute\n"), "\(explored.stderr)")
        // Nothing was rated: no suggestion in the table's JSON.
        #expect(table["suggestion"] == nil)
        let blocks = try savedBlocks()
        #expect(blocks.map(\.rate) == [6.5, 6, 5.5, 5, 4.5])

        let series = beats(blocks)
        let timed = try write("timestamp,rr_ms\n" + series.map { "\(String(format: "%.3f", $0.time)),\(Int($0.interval.rounded()))" }.joined(separator: "\n") + "\n", "polar.csv")
        let scored = try breathe(["pace", "--rr", timed])
        #expect(scored.status == 0, "\(scored.stderr)")
        #expect(scored.stdout.contains("Suggested: 5.5 breaths a minute."), "\(scored.stdout)")
        let json = try #require(try breatheJSON(["pace", "--rr", timed, "--json"], home: home) as? [String: Any])
        #expect((json["suggestion"] as? [String: Any])?["reason"] as? String == "largestSwing-clear")
        let swings = (json["blocks"] as? [[String: Any]] ?? []).compactMap { $0["swing"] as? Double }
        #expect(swings.count == 5)

        // One interval a line, from the run's first block.
        let bare = try write(series.map { String(Int($0.interval.rounded())) }.joined(separator: "\n") + "\n", "elite.txt")
        #expect(try breathe(["pace", "--rr", bare]).stdout.contains("Suggested: 5.5 breaths a minute."))

        let broken = try write("850\n860\n87O\n", "broken.txt")
        let refused = try breathe(["pace", "--rr", broken])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("broken.txt line 3: expected an interval in milliseconds, like 850, found '87O'"), "\(refused.stderr)")

        let dayLater = try write(beats(blocks, shift: 86_400).map { "\(String(format: "%.3f", $0.time)),\(Int($0.interval.rounded()))" }.joined(separator: "\n"), "later.csv")
        let missed = try breathe(["pace", "--rr", dayLater])
        #expect(missed.status == 1)
        #expect(missed.stderr.contains("does not overlap your last run"), "\(missed.stderr)")
    }
}
