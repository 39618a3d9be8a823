import Foundation
import Testing

/// Output that cannot be written is an error, never a silent success: a full disk
/// (`/dev/full`), a closed stdout (`>&-`), and a reader that goes away early (a closed
/// pipe, which ends breathe quietly by SIGPIPE, status 141, as any member of a pipeline).
@Suite struct WriteFailureTests {
    /// `breathe ARGUMENTS` under bash with `redirections` (and `before`, a shell line run
    /// first); what it printed on stderr and its status.
    func breathe(_ home: TestHome, _ arguments: String, _ redirections: String, before: String = "") throws -> (status: Int32, stderr: String) {
        let script = "\(before)\n\(shellQuoted(try breatheBinary())) \(arguments) \(redirections) 2>\(shellQuoted(home.root + "/err")); echo $? >\(shellQuoted(home.root + "/status"))"
        let result = try home.run("/usr/bin/bash", ["-c", script])
        #expect(result.status == 0, "\(result.stderr)")
        let status = Int32(try String(contentsOfFile: home.root + "/status", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        return (status, try String(contentsOfFile: home.root + "/err", encoding: .utf8))
    }

    /// A home with `count` saved sessions.
    func homeWithSessions(_ count: Int) throws -> TestHome {
        let home = try TestHome()
        try home.write(storeText(sessions: (0..<count).map { sessionRecord(String(format: "s%05d", $0)) }), to: home.store)
        return home
    }

    /// A full disk and a closed stdout, for every kind of output: the help, JSON, CSV,
    /// the calendar's pictures, long reports.
    @Test(arguments: ["version", "--help", "patterns", "patterns --json", "completions bash", "history", "history --json", "export", "export --format csv", "stats", "programs"], [
        (">/dev/full", "breathe: cannot write to standard output: No space left on device"),
        (">&-", "breathe: standard output is closed"),
    ])
    func outputThatCannotBeWrittenIsAnErrorNotASuccess(arguments: String, failure: (redirection: String, words: String)) throws {
        let home = try homeWithSessions(300)
        defer { home.remove() }
        let result = try breathe(home, arguments, failure.redirection)
        #expect(result.status == 1, "\(arguments) \(failure.redirection): \(result.stderr)")
        #expect(result.stderr.contains(failure.words), "\(arguments) \(failure.redirection): \(result.stderr)")
    }

    /// The system's reason is said in the person's language: "No space left on device"
    /// was printed in English inside a Chinese sentence.
    @Test func aFullDiskIsSaidInChinese() throws {
        let home = try homeWithSessions(3)
        defer { home.remove() }
        let result = try breathe(home, "history --lang zh-Hans", ">/dev/full")
        #expect(result.status == 1)
        #expect(result.stderr == "breathe: 无法写入标准输出：磁盘空间已满\n", "\(result.stderr)")
    }

    /// A session whose stdout is closed from the start: it ends at its first line, in the
    /// lead-in, as a hang-up before practice began (nothing to save), says why, and no file
    /// breathe opened took stdout's place.
    @Test func aPlainSessionWithStdoutClosedEndsBeforeItBeginsAndSaysWhy() throws {
        let home = try TestHome()
        defer { home.remove() }
        let result = try breathe(home, "practice 1-1 --cycles 2 --plain", ">&-")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("standard output is closed"), "\(result.stderr)")
        #expect(try home.sessions().isEmpty)
        #expect(home.journals().isEmpty)
    }

    /// A reader that has gone: quiet, and the status of a death by SIGPIPE, whether
    /// breathe's parent left SIGPIPE alone or ignored it (`trap '' PIPE`).
    @Test(arguments: ["version", "history", "history --json", "export", "completions zsh"], ["", "trap '' PIPE"])
    func aClosedPipeEndsQuietlyBySigpipe(arguments: String, trap: String) throws {
        let home = try homeWithSessions(3000)
        defer { home.remove() }
        let script = "\(trap)\n(sleep 0.3; exec \(shellQuoted(try breatheBinary())) \(arguments) 2>\(shellQuoted(home.root + "/err"))) | true; echo \"status=${PIPESTATUS[0]}\""
        let result = try home.run("/usr/bin/bash", ["-c", script])
        #expect(result.stdout.contains("status=141"), "\(arguments) \(trap): \(result.stdout) \(result.stderr)")
        #expect(try String(contentsOfFile: home.root + "/err", encoding: .utf8) == "", "\(arguments) \(trap)")
    }

    /// A pipe closed after its first line: the rest is not written, breathe dies by
    /// SIGPIPE, quietly.
    @Test func aPipeClosedEarlyEndsQuietly() throws {
        let home = try homeWithSessions(3000)
        defer { home.remove() }
        let script = "\(shellQuoted(try breatheBinary())) history 2>\(shellQuoted(home.root + "/err")) | head -1; echo \"status=${PIPESTATUS[0]}\""
        let result = try home.run("/usr/bin/bash", ["-c", script])
        #expect(result.stdout.split(separator: "\n").count == 2, "\(result.stdout)")
        #expect(result.stdout.contains("status=141"), "\(result.stdout)")
        #expect(try String(contentsOfFile: home.root + "/err", encoding: .utf8) == "")
    }

    /// A warning that cannot be written makes the status 1 too, with nowhere to say it.
    @Test func aFullStderrIsAnErrorToo() throws {
        let home = try TestHome()
        defer { home.remove() }
        // A record that breaks the rules: set aside, with a notice on stderr.
        try home.write(storeText(sessions: [sessionRecord("fine"), sessionRecord("NOT AN ID")]), to: home.store)
        let script = "\(shellQuoted(try breatheBinary())) history --json 2>/dev/full; echo \"status=$?\""
        let result = try home.run("/usr/bin/bash", ["-c", script])
        #expect(result.stdout.contains("\"fine\""), "\(result.stdout)")
        #expect(result.stdout.contains("status=1"), "\(result.stdout)")
    }
}
