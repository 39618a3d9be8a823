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

    func start() throws -> TerminalSession {
        let terminal = try TerminalSession(arguments: ["pace", "--minutes-per-rate", "1"], deferStart: true)
        try terminal.wrap(in: ["/usr/bin/faketime", "-f", "+0 x20"])
        try terminal.start()
        return terminal
    }

    /// Waits for block `number`'s first question, then answers it and the second.
    func answer(_ terminal: TerminalSession, block number: Int, ease: String, discomfort: String) throws {
        try terminal.waitForScreen(timeout: 15, "block \(number)'s question") { $0.contains("How easy was that?") && $0.contains("block \(number) of 5") }
        try terminal.send(ease)
        try terminal.waitForScreen("the second question") { $0.contains("Any air hunger or light-headedness?") }
        try terminal.send(discomfort)
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
    }

    @Test func aYesToLightHeadednessEndsTheRunKindly() throws {
        let terminal = try start()
        try answer(terminal, block: 1, ease: "5", discomfort: "n")
        try answer(terminal, block: 2, ease: "4", discomfort: "y")
        let (status, screen) = try terminal.waitForExit(timeout: 15)
        #expect(status == 0)
        #expect(screen.contains("You stopped when it felt uncomfortable"), "\(screen)")
        let saved = try blocks(terminal.home)
        #expect(saved.map { $0["paceDiscomfort"] as? Bool } == [false, true])
        #expect(try pace(terminal.home) == "6.5\n")
    }

    @Test func aQuitInTheMiddleKeepsWhatWasDone() throws {
        let terminal = try start()
        try answer(terminal, block: 1, ease: "4", discomfort: "n")
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
