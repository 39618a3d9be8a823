import Foundation
import Testing

/// Text from files on a real terminal: wide characters keep their line, escape sequences
/// are shown and never obeyed, and terminfo padding never shows.
@Suite(.serialized) struct ScreenTextTests {
    /// A program whose title is Chinese, with an emoji, a combining mark and an escape
    /// sequence that would retitle the window.
    static let program = #"""
        {"id": "zh", "title": "呼吸练习\u001b]0;pwned\u0007 入门 😀 e\u0301", "summary": "每天几分钟", "lessons": [
          {"id": "one", "title": "第一课：缓慢而均匀的呼吸", "pattern": "2-2", "cycles": 5, "note": "放松 \u001b[31mred"}
        ]}
        """#

    func paneTitle(_ terminal: TerminalSession) throws -> String {
        try run("/usr/bin/tmux", ["-L", terminal.socket, "display-message", "-p", "#{pane_title}"]).stdout
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func aChineseTitleKeepsItsLineAndNeverRetitlesTheWindow(width: Int, height: Int) throws {
        let terminal = try TerminalSession(arguments: ["start", "zh"], width: width, height: height, deferStart: true)
        let programs = terminal.home + "/.config/breathe/programs"
        try FileManager.default.createDirectory(atPath: programs, withIntermediateDirectories: true)
        try Self.program.write(toFile: programs + "/zh.json", atomically: true, encoding: .utf8)
        try terminal.start()
        let screen = try terminal.waitForScreen("the lesson") { $0.contains("Breathe in") && circleWidth($0) > 0 }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The header is the first row, whole characters only, and nothing of it spills
        // onto the rows of the ring.
        #expect(rows[0].contains("呼吸练习\u{FFFD}]0;pwned\u{FFFD} 入门"), "\(screen)")
        #expect(rows.dropFirst().allSatisfy { !$0.contains("Lesson") && !$0.contains("呼") }, "\(screen)")
        #expect(!(try paneTitle(terminal)).contains("pwned"))
        // 6 s of practice: long enough to keep, so the summary follows.
        try terminal.waitForScreen("six seconds of practice") { $0.contains("0:14 left") }
        try terminal.send("q")
        try terminal.waitForScreen("the summary") { $0.contains("practised and saved") }
        try terminal.send("q")
        let (status, _) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(!(try paneTitle(terminal)).contains("pwned"))
        #expect(try terminal.terminalRestored())
    }

    /// vt100's terminfo strings carry padding ("$<5>"): a delay for old terminals, which
    /// printed as text showed on every screen.
    @Test func terminfoPaddingIsNeverShown() throws {
        let terminal = try TerminalSession(arguments: ["practice", "box"], environment: ["TERM": "vt100"])
        let screen = try terminal.waitForScreen("the first frame") { $0.contains("Breathe in") }
        #expect(!screen.contains("$<"), "\(screen)")
        let later = try terminal.waitForScreen("a later frame") { $0.contains("Hold") }
        #expect(!later.contains("$<"), "\(later)")
        try terminal.send("q")
        let (status, after) = try terminal.waitForExit()
        #expect(status == 0)
        #expect(!after.contains("$<"))
        #expect(try terminal.terminalRestored())
    }
}
