import Foundation
import Testing

/// The command line without a terminal: usage errors, help and the no-TTY refusal.
@Suite struct CommandLineTests {
    /// Runs breathe with a HOME of its own.
    func breathe(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["XDG_DATA_HOME"] = nil
        environment["XDG_CONFIG_HOME"] = nil
        return try run(try breatheBinary(), arguments, environment: environment)
    }

    @Test func withoutATerminalPracticeRefusesWithStatusTwo() throws {
        let result = try breathe(["practice", "box"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs a terminal"))
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [
        (["practice", "4-x-8"], "'x' is not a number"),
        (["practice", "boxx"], "unknown pattern 'boxx'"),
        (["practice", "4--7-8"], "a hold cannot be negative"),
        (["practice", "4-61"], "at most 60 seconds"),
        (["practice", "4-7-8-1-1"], "has 5 parts"),
        (["practice"], "practice needs a pattern"),
        (["practice", "box", "--minutes", "5", "--cycles", "3"], "not both"),
        (["practice", "box", "--minutes", "500"], "--minutes 500 is out of range"),
        (["practice", "box", "--minutes", "abc"], "--minutes needs a number"),
        (["practice", "box", "--cycles", "2.5"], "--cycles needs a whole number"),
        (["practice", "box", "--cycles", "0"], "--cycles 0 is out of range"),
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
        #expect(version.stdout.hasPrefix("breathe "))
    }
}
