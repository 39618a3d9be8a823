import Foundation
import Testing

/// The calendar from real sessions: practised on chosen days in Asia/Shanghai (the clock
/// set and sped up by libfaketime), then `breathe stats --calendar` on a later day.
@Suite struct CalendarEndToEndTests {
    @Test func exactlyThePractisedDaysAreShadedAndTheJSONAgrees() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-calendar-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        environment["TZ"] = "Asia/Shanghai"
        environment["LANG"] = "C"
        environment["NO_COLOR"] = "1"
        // Friday 20 November, 2 minutes; Wednesday 25 November at 02:30, before the
        // 3 o'clock rollover, so Tuesday 24 November, 12 minutes; Tuesday 1 December,
        // 25 minutes. A hundred and twenty times faster.
        for (start, cycles) in [("2026-11-20 08:00:00", 12), ("2026-11-25 02:30:00", 72), ("2026-12-01 07:00:00", 150)] {
            let result = try run(fakeTimeWrapper, ["-f", "@\(start) x120", try breatheBinary(), "practice", "4-6", "--cycles", "\(cycles)", "--plain"], environment: environment)
            #expect(result.status == 0, "\(start): \(result.stderr)")
        }
        // Wednesday 2 December, at noon: weeks of 16 and 23 and 30 November.
        let stats = try run(fakeTimeWrapper, ["-f", "@2026-12-02 12:00:00", try breatheBinary(), "stats", "--calendar"], environment: environment)
        #expect(stats.status == 0, "\(stats.stderr)")
        let lines = stats.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(9)) == [
            "      Dec",
            "Mon ...",
            "    .*#",
            "Wed ...",
            "    ..",
            "Fri -.",
            "    ..",
            "Sun ..",
            "      ^ today",
        ], "\(stats.stdout)")
        let json = try run(fakeTimeWrapper, ["-f", "@2026-12-02 12:00:00", try breatheBinary(), "stats", "--json"], environment: environment)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-20", "2026-11-24", "2026-12-01"])
        #expect(days.map { $0["seconds"] as? Double } == [120, 720, 1500])
        #expect(days.allSatisfy { $0["practiceDay"] as? Bool == true && $0["restDay"] as? Bool == false && $0["sessions"] as? Int == 1 })

        // On a terminal the shades are coloured; --no-color leaves the marks alone.
        for (arguments, coloured) in [(["stats", "--calendar"], true), (["stats", "--calendar", "--no-color"], false)] {
            let terminal = try TerminalSession(arguments: arguments, environment: ["HOME": home, "TZ": "Asia/Shanghai"])
            _ = try terminal.waitForExit()
            let screen = try terminal.screenWithEscapes()
            #expect(screen.contains("38;5;") == coloured, "\(arguments): \(screen)")
            #expect(try terminal.screen().contains("Mon "))
        }
    }
}
