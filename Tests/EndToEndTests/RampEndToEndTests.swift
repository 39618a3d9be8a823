import Foundation
import Testing

/// `breathe practice PATTERN --to PATTERN2` as a person runs it: in a terminal, ten
/// times faster under libfaketime; the lengths seen on screen cycle by cycle, the
/// summary, the record with both patterns, a ramp killed and recovered, a refusal.
@Suite struct RampEndToEndTests {
    func sessions(_ home: String) throws -> [[String: Any]] {
        try #require(try breatheJSON(["history", "--json"], home: home) as? [[String: Any]])
    }

    func start(_ arguments: [String], width: Int = 80, height: Int = 24) throws -> TerminalSession {
        let terminal = try TerminalSession(arguments: arguments, width: width, height: height, deferStart: true)
        try terminal.wrap(in: [fakeTimeWrapper, "-f", "+0 x10"])
        try terminal.start()
        return terminal
    }

    /// 4-6 to 5-7 in three cycles (10, 11 and 12 s: 33 s, about 3.3 s here).
    @Test func aRampToItsEnd() throws {
        let terminal = try start(["practice", "4-6", "--to", "5-7", "--cycles", "3"])
        try terminal.waitForScreen("the header") { $0.contains("breathe · 4-6 to 5-7") && $0.contains("cycle 1 of 3 · now 4-6 ·") }
        try terminal.waitForScreen("the second cycle") { $0.contains("cycle 2 of 3 · now 4.5-6.5 ·") }
        try terminal.waitForScreen("the last cycle") { $0.contains("cycle 3 of 3 · now 5-7 ·") }
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("4-6 to 5-7 · 0:33 practised of 0:33 · 3 full cycles · finished"), "\(screen)")
        #expect(try terminal.terminalRestored())
        let session = try #require(try sessions(terminal.home).first)
        #expect(session["pattern"] as? String == "4-6")
        #expect(session["patternTo"] as? String == "5-7")
        #expect(session["plannedSeconds"] as? Double == 33)
        #expect(session["endReason"] as? String == "finished")
        let history = try run(try breatheBinary(), ["history"], environment: ["HOME": terminal.home, "LANG": "C.UTF-8"])
        #expect(history.stdout.contains(" · 4-6 to 5-7 · 0:33/0:33 · practice · finished"), "\(history.stdout)")
        let csv = try run(try breatheBinary(), ["export", "--format", "csv"], environment: ["HOME": terminal.home])
        #expect(csv.stdout.contains(",4-6,33,33,false,finished,5-7,\r\n"), "\(csv.stdout)")
    }

    /// In Chinese at 40×12: the lengths and the time left, the keys below them.
    @Test func aRampInChineseAt40x12() throws {
        let terminal = try start(["--lang", "zh-Hans", "practice", "4-7-8", "--to", "4-8-10", "--cycles", "3"], width: 40, height: 12)
        try terminal.waitForScreen("the header") { $0.contains("breathe · 4-7-8 到 4-8-10") }
        let middle = try terminal.waitForScreen(timeout: 15, "the second cycle") { $0.contains("现在 4-7.5-9 · 还剩") }
        #expect(middle.contains("空格键暂停 · q 结束"), "\(middle)")
        try terminal.send("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("4-7-8 到 4-8-10 · 已练习"), "\(screen)")
        #expect(try sessions(terminal.home).first?["patternTo"] as? String == "4-8-10")
    }

    /// Killed past its first checkpoint, the ramp is recovered at the next start with
    /// both patterns.
    @Test func aRampKilledIsRecoveredWithBothPatterns() throws {
        let terminal = try start(["practice", "4-6", "--to", "5-7", "--cycles", "5"])
        try terminal.waitForScreen(timeout: 15, "the third cycle") { $0.contains("cycle 3 of 5") }
        try terminal.signal(SIGKILL)
        Thread.sleep(forTimeInterval: 0.3)
        let session = try #require(try sessions(terminal.home).first)
        #expect(session["endReason"] as? String == "recovered")
        #expect(session["pattern"] as? String == "4-6")
        #expect(session["patternTo"] as? String == "5-7")
        #expect(session["plannedSeconds"] as? Double == 55.2)
    }

    @Test func patternsWithOtherPhasesAreAUsageError() throws {
        let refused = try run(try breatheBinary(), ["practice", "4-6", "--to", "4-7-8"], environment: ["HOME": NSTemporaryDirectory() + "/ramp-refused-\(getpid())"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "breathe: 4-6 and 4-7-8 have different phases; a ramp goes between two patterns with the same phases (in-out to in-out, in-hold-out to in-hold-out)\nTry 'breathe practice --help' for more.\n")
    }
}
