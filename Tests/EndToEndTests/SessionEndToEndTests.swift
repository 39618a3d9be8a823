import Foundation
import Testing

/// The real binary in a real (tmux) terminal, driven by keys as a person would.
@Suite(.serialized) struct SessionEndToEndTests {
    /// Lines of `screen` without the spaces that centre them.
    func trimmedLines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aSessionDrawsTheCircleGrowsPausesAndQuits() throws {
        let terminal = try TerminalSession(arguments: ["practice", "4-4", "--cycles", "3"])
        // The lead-in first: the circle at rest, "Get ready" and 3, 2, 1, then the first
        // breath in.
        var counts: [String] = []
        var atRest = 0
        let start = try terminal.waitForScreen("the count, then the first frame") { screen in
            let lines = trimmedLines(screen)
            if lines.contains("Get ready"), let number = lines.first(where: { ["3", "2", "1"].contains($0) }) {
                if counts.last != number { counts.append(number) }
                atRest = max(atRest, circleWidth(screen))
                #expect(!screen.contains("Breathe in") && screen.contains("breathe · 4-4") && lines.contains("q end"))
            }
            return screen.contains("Breathe in") && circleWidth(screen) > 0
        }
        #expect(counts == ["3", "2", "1"])
        #expect(atRest > 0 && atRest == circleWidth(start), "the circle at rest is the size the first breath in starts from")
        let lines = start.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Breathe in"))
        #expect(start.contains("breathe · 4-4"))
        #expect(start.contains("cycle 1 of 3"))
        // "2 s" left of a 4 s inhale: the circle is past half-way, and larger than at the start.
        let middle = try terminal.waitForScreen("the middle of the inhale") { $0.contains("Breathe in") && $0.contains(" 2 s") }
        #expect(circleWidth(middle) > circleWidth(start), "start:\n\(start)\nmiddle:\n\(middle)")

        try terminal.send("Space")
        let paused = try terminal.waitForScreen("the pause") { $0.contains("Paused") }
        Thread.sleep(forTimeInterval: 1.2)
        let stillPaused = try terminal.screen()
        #expect(stillPaused == paused, "the screen moved while paused")

        try terminal.send("Space")
        try terminal.waitForScreen("the resume") { !$0.contains("Paused") && $0.contains("space pause") }
        // Past 5 s of practice: long enough to keep.
        try terminal.waitForScreen("the second cycle") { $0.contains("cycle 2 of 3") }
        try terminal.send("q")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("4-4 · 0:0"))
        #expect(screen.contains("practised of 0:24"))
        #expect(screen.contains("ended early"))
        #expect(try terminal.terminalRestored())
    }

    @Test func aFinishedSessionSaysSo() throws {
        let terminal = try TerminalSession(arguments: ["practice", "0.5-0.5", "--cycles", "2"])
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("0.5-0.5 · 0:02 practised of 0:02 · 2 full cycles · finished"), "\(screen)")
        #expect(try terminal.terminalRestored())
    }

    @Test func escapeEndsTheSession() throws {
        let terminal = try TerminalSession(arguments: ["practice", "box", "--cycles", "2"])
        // 6 s of practice: long enough to keep.
        try terminal.waitForScreen("six seconds of practice") { $0.contains("0:26 left") }
        try terminal.send("Escape")
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("ended early"))
        #expect(try terminal.terminalRestored())
    }

    @Test func ctrlCEndsTheSessionLikeAnInterrupt() throws {
        let terminal = try TerminalSession(arguments: ["practice", "4-7-8"])
        // 6 s of practice: long enough to keep.
        try terminal.waitForScreen("six seconds of practice") { $0.contains("1:10 left") }
        try terminal.send("C-c")
        let (status, screen) = try terminal.waitForExit()
        // 128 + SIGINT: the status a shell reports for a process killed by Ctrl-C.
        #expect(status == 130)
        #expect(screen.contains("interrupted by Ctrl-C"))
        #expect(try terminal.terminalRestored())
    }

    @Test func resizingKeepsTheSessionGoingAndRecentresTheCircle() throws {
        let terminal = try TerminalSession(arguments: ["practice", "4-7-8"], width: 80, height: 24)
        try terminal.waitForScreen("the first frame") { $0.contains("Breathe in") }
        try terminal.resize(width: 10, height: 5)
        try terminal.waitForScreen("the tiny screen") { screen in
            screen.split(separator: "\n").count <= 5 && circleWidth(screen) == 0 && (screen.contains("Breathe") || screen.contains("Hold"))
        }
        try terminal.resize(width: 120, height: 40)
        let large = try terminal.waitForScreen("the large screen") { circleWidth($0) > 40 }
        #expect(large.contains("breathe · 4-7-8"))
        try terminal.send("q")
        let (status, _) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(try terminal.terminalRestored())
    }

    @Test func withoutUTF8TheCircleIsASCII() throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"], environment: ["LANG": "C", "LC_ALL": "C"])
        // The first breath out, 8 s in: long enough to keep.
        let screen = try terminal.waitForScreen(timeout: 15, "the ASCII circle") { $0.contains("Breathe out") && $0.contains("oooo") }
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(screen.contains("breathe - box"))
        try terminal.send("q")
        let (status, output) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(output.contains("box - 0:0"))
    }

    @Test func aDumbTerminalGetsPlainLines() throws {
        let terminal = try TerminalSession(arguments: ["practice", "0.5-0.5", "--cycles", "1"], environment: ["TERM": "dumb"])
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(screen.contains("TERM=dumb cannot draw the full screen"))
        #expect(screen.contains("in 0.5\nout 0.5\n"))
        #expect(circleWidth(screen) == 0)
        #expect(try terminal.terminalRestored())
    }

    /// NO_COLOR (and --no-color) leave no colour escapes on the screen; without them the
    /// same session is in colour, so the check can fail.
    @Test(arguments: [(["NO_COLOR": "1"], [String](), false), ([:], ["--no-color"], false), ([:], [], true)])
    func colourFollowsNoColor(environment: [String: String], flags: [String], coloured: Bool) throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"] + flags, environment: environment.merging(["TERM": "xterm-256color"]) { $1 })
        try terminal.waitForScreen("the first frame") { $0.contains("Breathe in") }
        let escapes = try terminal.screenWithEscapes()
        // SGR colour codes: 30–37 and 90–97 foregrounds, 38;… extended ones.
        let colour = sgrParameters(escapes).contains { $0.count == 2 && ($0.hasPrefix("3") || $0.hasPrefix("9")) && $0 != "39" && $0 != "99" }
        #expect(colour == coloured, "SGR parameters seen: \(Set(sgrParameters(escapes)).sorted())")
        try terminal.send("q")
        _ = try terminal.waitForExit()
    }
}

/// Every parameter of every SGR escape (ESC [ … m) in `text`: "1", "36", "0"…
func sgrParameters(_ text: String) -> [String] {
    var parameters: [String] = []
    var rest = Substring(text)
    while let start = rest.range(of: "\u{1B}[") {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ";") }) else { break }
        if rest[end] == "m" { parameters += rest[..<end].split(separator: ";").map(String.init) }
        rest = rest[end...]
    }
    return parameters
}
