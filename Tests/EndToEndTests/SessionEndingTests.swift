import Foundation
import Testing

/// Every way a session can end, with the real binary in a terminal: the session is in
/// `breathe history --json` with the right ending and practised time, and the terminal is
/// as it was.
@Suite struct SessionEndingTests {
    func history(_ home: String) throws -> (sessions: [[String: Any]], stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        let result = try run(try breatheBinary(), ["history", "--json"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return (sessions, result.stderr)
    }

    /// Starts a box session and waits for its first frame.
    func startSession(_ environment: [String: String] = [:]) throws -> TerminalSession {
        let terminal = try TerminalSession(arguments: ["practice", "box"], environment: environment)
        try terminal.waitForScreen("the first frame") { $0.contains("Breathe in") }
        return terminal
    }

    /// The signals a person sends, and those nobody types (a timer, a limit, a UPS
    /// daemon, a stray `kill`), which once killed breathe on the spot: the alternate
    /// screen and a hidden cursor left behind, the session found only at the next start.
    @Test(arguments: [(SIGTERM, "terminated"), (SIGQUIT, "terminated"), (SIGHUP, "hangup"), (SIGINT, "interrupt")]
        + [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGPWR, SIGSTKFLT, SIGIO, SIGSYS, __libc_current_sigrtmin() + 1].map { ($0, "terminated") })
    func aSignalSavesTheSessionRestoresTheTerminalAndDiesByIt(signal: Int32, reason: String) throws {
        let terminal = try startSession()
        // Past 5 s of practice: long enough to keep.
        Thread.sleep(forTimeInterval: 5.5)
        try terminal.signal(signal)
        let (status, _) = try terminal.waitForExit()
        #expect(status == 128 + signal)
        #expect(try terminal.terminalRestored())
        let (sessions, stderr) = try history(terminal.home)
        let session = try #require(sessions.first)
        #expect(!stderr.contains("recovered"), "saved at once, not recovered at the next start: \(stderr)")
        #expect(session["endReason"] as? String == reason)
        let practiced = try #require(session["practicedSeconds"] as? Double)
        #expect(practiced >= 5 && practiced < 9)
    }

    /// Ctrl-C or TERM in the lead-in's count, or 1 s into practice: nothing is saved (no
    /// journal is left either), one line says why, the terminal is restored, and breathe
    /// dies by the signal all the same.
    @Test(arguments: [
        (SIGINT, "Get ready", "Stopped before it began; nothing saved."),
        (SIGTERM, "Get ready", "Stopped before it began; nothing saved."),
        (SIGINT, "Breathe in", "Stopped after 0:01, under 5 seconds: too short to keep, so it is not saved."),
        (SIGTERM, "Breathe in", "Stopped after 0:01, under 5 seconds: too short to keep, so it is not saved."),
    ])
    func aSignalBeforeFiveSecondsSavesNothingAndDiesByIt(signal: Int32, waitFor: String, line: String) throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"])
        try terminal.waitForScreen(waitFor) { $0.contains(waitFor) }
        if waitFor == "Breathe in" { Thread.sleep(forTimeInterval: 1.2) }
        try terminal.signal(signal)
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 128 + signal)
        #expect(try terminal.terminalRestored())
        #expect(screen.contains(line), "\(screen)")
        let (sessions, stderr) = try history(terminal.home)
        #expect(sessions.isEmpty)
        #expect(!stderr.contains("recovered"))
        let journal = terminal.home + "/.local/share/breathe/journal"
        let left = (try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []
        #expect(left.isEmpty, "\(left)")
    }

    @Test func closingTheTerminalSavesTheSessionAsAHangupWithoutHanging() throws {
        let terminal = try startSession()
        Thread.sleep(forTimeInterval: 5.5)
        let pid = try terminal.breathePID()
        try terminal.close()
        let deadline = Date().addingTimeInterval(5)
        while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(kill(pid, 0) != 0, "breathe still runs after its terminal closed")
        let session = try #require(try history(terminal.home).sessions.first)
        #expect(session["endReason"] as? String == "hangup")
        #expect((session["practicedSeconds"] as? Double ?? 0) >= 5)
    }

    @Test func ctrlZGivesTheTerminalBackAndStoppedTimeIsNotPractice() throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"], interactiveShell: true)
        try terminal.waitForScreen("the first frame") { $0.contains("Breathe in") }
        Thread.sleep(forTimeInterval: 5.5)
        try terminal.send("C-z")
        // The shell has the terminal back: its job report and prompt, no session screen.
        let stopped = try terminal.waitForScreen("the shell's prompt") { $0.contains("Stopped") }
        #expect(!stopped.contains("space pause"))
        Thread.sleep(forTimeInterval: 2.5)
        try terminal.resume()
        try terminal.waitForScreen("the redrawn session") { $0.contains("space pause") && $0.contains("breathe · box") }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        #expect(try terminal.terminalRestored())
        let practiced = try #require(try history(terminal.home).sessions.first?["practicedSeconds"] as? Double)
        #expect(practiced >= 5.4 && practiced < 6.9, "practised \(practiced) s: was the 2.5 s stop counted?")
    }

    /// A stop breathe did not ask for (SIGSTOP, which it cannot catch) is found when it
    /// is continued, and its time is not practice either, on the full screen and on
    /// plain lines (which wake at least once a second to know it to within one).
    @Test(arguments: [false, true])
    func aStopFromOutsideIsNotPractice(plain: Bool) throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"] + (plain ? ["--plain"] : []))
        try terminal.waitForScreen("the first phase") { $0.contains(plain ? "in 4" : "Breathe in") }
        Thread.sleep(forTimeInterval: 5.5)
        let pid = try terminal.breathePID()
        kill(pid, SIGSTOP)
        Thread.sleep(forTimeInterval: 4)
        kill(pid, SIGCONT)
        Thread.sleep(forTimeInterval: 0.5)
        if plain { kill(pid, SIGINT) } else { try terminal.send("q") }
        _ = try terminal.waitForExit()
        #expect(try terminal.terminalRestored())
        let practiced = try #require(try history(terminal.home).sessions.first?["practicedSeconds"] as? Double)
        #expect(practiced >= 4.9 && practiced < 7, "practised \(practiced) s: was the 4 s stop counted?")
    }

    /// Ctrl-C in plain lines on a terminal: the terminal's "^C" stays on a line of its
    /// own, and the summary starts a line (the walk saw "^Crelax · 0:06 practised…").
    @Test func ctrlCInPlainLinesLeavesTheSummaryOnALineOfItsOwn() throws {
        let terminal = try TerminalSession(arguments: ["practice", "relax", "--plain"])
        try terminal.waitForScreen("the first phase") { $0.contains("in 4") }
        Thread.sleep(forTimeInterval: 5.5)
        try terminal.send("C-c")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 128 + SIGINT)
        let lines = screen.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        let summary = try #require(lines.first { $0.contains("practised of") }, "\(screen)")
        #expect(summary.hasPrefix("relax · "), "\(screen)")
    }

    /// A stop from outside (SIGSTOP) and `fg`: the shell had the terminal meanwhile and
    /// left it echoing whole lines; breathe takes its keys back, so space pauses and q ends
    /// at once (the third attack run typed "q" onto the screen, and it ended only at Enter).
    @Test func afterAStopFromOutsideTheKeysWorkAgain() throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"], interactiveShell: true)
        try terminal.waitForScreen("the first frame") { $0.contains("Breathe in") }
        Thread.sleep(forTimeInterval: 5.5)
        kill(try terminal.breathePID(), SIGSTOP)
        try terminal.waitForScreen("the shell's prompt") { $0.contains("Stopped") }
        try terminal.resume()
        try terminal.waitForScreen("the redrawn session") { $0.contains("space pause") }
        try terminal.send("Space")
        try terminal.waitForScreen("the pause") { $0.contains("Paused") }
        try terminal.send("q")
        #expect(try terminal.waitForExit().status == 0)
        #expect(try terminal.terminalRestored())
        #expect(try history(terminal.home).sessions.count == 1)
    }

    @Test func aSuspendedSessionThatIsKilledIsStillSaved() throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"], interactiveShell: true)
        try terminal.waitForScreen("the first frame") { $0.contains("Breathe in") }
        Thread.sleep(forTimeInterval: 5.5)
        try terminal.send("C-z")
        try terminal.waitForScreen("the shell's prompt") { $0.contains("Stopped") }
        // A shell's `kill %1` sends TERM and then CONT to a stopped job.
        let pid = try terminal.breathePID()
        kill(pid, SIGTERM)
        kill(pid, SIGCONT)
        let deadline = Date().addingTimeInterval(5)
        while kill(pid, 0) == 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(kill(pid, 0) != 0, "breathe still runs")
        try terminal.finishShell()
        _ = try terminal.waitForExit()
        #expect(try terminal.terminalRestored())
        let session = try #require(try history(terminal.home).sessions.first)
        #expect(session["endReason"] as? String == "terminated")
        #expect((session["practicedSeconds"] as? Double ?? 0) < 7)
    }

    @Test func resizingAgainAndAgainCostsNoPractice() throws {
        let terminal = try TerminalSession(arguments: ["practice", "0.5-0.5", "--cycles", "4"])
        try terminal.waitForScreen("the first frame") { $0.contains("Breathe") }
        for (width, height) in [(10, 5), (120, 40), (20, 8), (10, 5), (80, 24), (200, 60), (15, 6), (80, 24)] {
            try terminal.resize(width: width, height: height)
            Thread.sleep(forTimeInterval: 0.1)
        }
        let (status, _) = try terminal.waitForExit()
        #expect(status == 0)
        let session = try #require(try history(terminal.home).sessions.first)
        #expect(session["endReason"] as? String == "finished")
        #expect(session["practicedSeconds"] as? Double == 4)
    }

    @Test func afterSigkillTheNextStartRecoversTheSessionAndSaysSoOnce() throws {
        let terminal = try TerminalSession(arguments: ["practice", "0.5-0.5", "--cycles", "30"])
        // Wait past the second checkpoint (5 s of practice, then 15 s).
        try terminal.waitForScreen(timeout: 25, "sixteen seconds of practice") { $0.contains("0:14 left") }
        try terminal.signal(SIGKILL)
        Thread.sleep(forTimeInterval: 0.3)
        let first = try history(terminal.home)
        #expect(first.stderr.contains("recovered: a session (0.5-0.5"))
        let session = try #require(first.sessions.first)
        #expect(session["endReason"] as? String == "recovered")
        let practiced = try #require(session["practicedSeconds"] as? Double)
        #expect(practiced >= 15 && practiced < 17, "practised \(practiced) s")
        let second = try history(terminal.home)
        #expect(second.sessions.count == 1)
        #expect(!second.stderr.contains("recovered"))
    }

    @Test func aCrashStillRestoresTheTerminalAndTheSessionIsRecovered() throws {
        // Without the runtime's interactive crash report, which waits for a key.
        let terminal = try startSession(["SWIFT_BACKTRACE": "enable=no"])
        // A pause checkpoints at once: 5.5 s are in the journal, enough to keep.
        Thread.sleep(forTimeInterval: 5.5)
        try terminal.send("Space")
        try terminal.waitForScreen("the pause") { $0.contains("Paused") }
        // The checkpoint is written just after the frame that shows the pause.
        Thread.sleep(forTimeInterval: 0.3)
        try terminal.fault(SIGSEGV)
        let (status, _) = try terminal.waitForExit()
        #expect(status == 128 + SIGSEGV)
        #expect(try terminal.terminalRestored())
        let session = try #require(try history(terminal.home).sessions.first)
        #expect(session["endReason"] as? String == "recovered")
        #expect((session["practicedSeconds"] as? Double ?? 0) >= 5)
    }

    /// A fault signal sent from outside (`kill -SEGV`, `kill -ABRT`) asks breathe to stop:
    /// the session is saved at once, the terminal given back, no crash report is shown,
    /// and the status is the signal's (an attack run saw a crash report freeze the full
    /// screen for 30 s, and in plain mode the session went on after the report).
    @Test(arguments: [SIGSEGV, SIGABRT, SIGBUS])
    func aFaultSentFromOutsideEndsTheSessionAsARequest(signal: Int32) throws {
        let terminal = try startSession()
        Thread.sleep(forTimeInterval: 5.5)
        try terminal.signal(signal)
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 128 + signal)
        #expect(try terminal.terminalRestored())
        #expect(!screen.contains("crashed") && !screen.contains("Backtrac"), "\(screen)")
        let (sessions, stderr) = try history(terminal.home)
        #expect(!stderr.contains("recovered"), "saved at once, not recovered at the next start: \(stderr)")
        #expect(sessions.first?["endReason"] as? String == "terminated")
        let plain = try TestHome()
        defer { plain.remove() }
        let started = try startProcess(
            try breatheBinary(), ["practice", "box", "--plain"], environment: plain.environment(),
            stdout: plain.tmp + "/out", stderr: plain.tmp + "/err")
        Thread.sleep(forTimeInterval: 8.5)
        kill(started, signal)
        #expect(exitStatus(of: started) == 128 + signal)
        let said = try String(contentsOfFile: plain.tmp + "/err", encoding: .utf8)
        #expect(!said.contains("crashed"), "\(said)")
        #expect(try String(contentsOfFile: plain.tmp + "/out", encoding: .utf8).contains("stopped by a signal"))
    }

    /// Killed in its first seconds, its journal holds no practice: the next start removes
    /// it and saves nothing. Killed once it is long enough to keep (5 s), it is kept: the
    /// first checkpoint comes at 5 s of practice (at 10 s, one killed at 6 to 10 s was lost).
    @Test(arguments: [1.0, 7.5])
    func afterSigkillASessionIsKeptOncePastFiveSeconds(killedAt: Double) throws {
        let terminal = try startSession()
        Thread.sleep(forTimeInterval: killedAt)
        try terminal.signal(SIGKILL)
        Thread.sleep(forTimeInterval: 0.3)
        let (sessions, stderr) = try history(terminal.home)
        if killedAt < 5 {
            #expect(sessions.isEmpty)
            #expect(!stderr.contains("recovered"), "\(stderr)")
        } else {
            #expect(sessions.count == 1, "\(stderr)")
            let practised = sessions.first?["practicedSeconds"] as? Double ?? 0
            #expect(practised >= 5 && practised < 7, "\(practised)")
        }
        let journal = terminal.home + "/.local/share/breathe/journal"
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: journal)) ?? []).filter { $0.hasSuffix(".json") }
        #expect(left.isEmpty, "\(left)")
    }
}

/// Saves that fail: the session waits in its journal and is saved at the next start.
@Suite struct FailedSaveTests {
    func breathe(_ arguments: [String], home: String) throws -> (status: Int32, stdout: String, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        return try run(try breatheBinary(), arguments, environment: environment)
    }

    func journal(_ home: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: home + "/.local/share/breathe/journal")) ?? []).filter { $0.hasSuffix(".json") }
    }

    @Test func aFullDiskKeepsTheSessionForTheNextStart() throws {
        // strace fails every write to the store's temp file with ENOSPC, as a full disk would.
        let terminal = try TerminalSession(arguments: ["practice", "0.5-0.5", "--cycles", "2"], deferStart: true)
        let store = terminal.home + "/.local/share/breathe/progress.json"
        try terminal.wrap(in: ["/usr/bin/strace", "-f", "-qq", "-o", "/dev/null", "-P", store + ".tmp", "-e", "trace=write", "-e", "inject=write:error=ENOSPC"])
        try terminal.start()
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 1)
        // Long lines wrap at a word, a path longer than the pane at its edge: read the
        // screen without its spaces and line ends.
        func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        let text = squeezed(screen)
        #expect(text.contains(squeezed("No space left on device")))
        // It says where the session is kept, and it really is there.
        let kept = try #require(journal(terminal.home).first)
        #expect(text.contains(squeezed("It is kept in " + terminal.home + "/.local/share/breathe/journal/" + kept + " and will be saved from there at the first start that can write the store")))
        #expect(journal(terminal.home).count == 1)

        let next = try breathe(["history", "--json"], home: terminal.home)
        #expect(next.stderr.contains("recovered: a session (0.5-0.5"))
        let sessions = try #require(try JSONSerialization.jsonObject(with: Data(next.stdout.utf8)) as? [[String: Any]])
        #expect(sessions.count == 1)
        // It had ended cleanly; only the save failed: it keeps its real ending.
        #expect(sessions.first?["endReason"] as? String == "finished")
        #expect(sessions.first?["practicedSeconds"] as? Double == 2)
        #expect(journal(terminal.home).isEmpty)
    }

    @Test func aStoreFromANewerBreatheIsLeftAloneWhilePracticeGoesOn() throws {
        let terminal = try TerminalSession(arguments: ["practice", "0.5-0.5", "--cycles", "2"], deferStart: true)
        let folder = terminal.home + "/.local/share/breathe"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let newer = #"{"formatVersion": 9, "sessions": []}"#
        try newer.write(toFile: folder + "/progress.json", atomically: true, encoding: .utf8)
        try terminal.start()
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 1)
        #expect(screen.contains("0.5-0.5 · 0:02 practised"))
        #expect(screen.filter { !$0.isWhitespace }.contains("newerbreathe"))
        #expect(try String(contentsOfFile: folder + "/progress.json", encoding: .utf8) == newer)
        #expect(journal(terminal.home).count == 1)
        let history = try breathe(["history"], home: terminal.home)
        #expect(history.status == 1)
        #expect(history.stderr.contains("upgrade breathe"))
        #expect(try String(contentsOfFile: folder + "/progress.json", encoding: .utf8) == newer)
    }
}
