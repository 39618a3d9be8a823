import Foundation
import Testing

/// The breathe binary under test: BREATHE_BIN (the Makefile sets it), else the debug build.
func breatheBinary() throws -> String {
    if let path = ProcessInfo.processInfo.environment["BREATHE_BIN"], !path.isEmpty { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent(".build/debug/breathe").path
    guard FileManager.default.isExecutableFile(atPath: path) else {
        throw HarnessError("no breathe binary at \(path): run `swift build` first or set BREATHE_BIN")
    }
    return path
}

/// The JSON that breathe `arguments` prints with HOME at `home` (the XDG folders under
/// it), after checking that it succeeded.
func breatheJSON(_ arguments: [String], home: String) throws -> Any {
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home
    environment["XDG_DATA_HOME"] = nil
    environment["XDG_CONFIG_HOME"] = nil
    let result = try run(try breatheBinary(), arguments, environment: environment)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a program to completion, returning its exit status and output.
///
/// Spawned with posix_spawn and reaped with waitpid rather than Foundation's Process,
/// whose exit detection never fired for tmux (its client exits while the server it
/// forked lives on). Output goes through temporary files for the same reason.
@discardableResult
func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("out").path, errPath = folder.appendingPathComponent("err").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let environmentPairs = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environmentPairs.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw HarnessError("could not start \(executable): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // Exit status, or 128 + the signal, the way a shell reports it.
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return (exitStatus, stdout, stderr)
}

/// A real terminal for the real binary: a private tmux server with one pane.
///
/// The pane runs a small shell script that records the terminal settings (`stty -g`)
/// before and after breathe and breathe's exit status, so a test can prove that the
/// terminal was left as it was found.
final class TerminalSession {
    let socket = "breathe-e2e-\(UUID().uuidString.prefix(8))"
    let folder: URL
    private let tmux = "/usr/bin/tmux"

    private var startCommand: [String] = []
    private let interactiveShell: Bool
    private var startEnvironment: [String: String] = [:]

    /// Prepares the terminal; with `deferStart` breathe runs only once `start()` is
    /// called, so a test can first put files in its HOME.
    /// With `interactiveShell`, breathe is started from an interactive bash with job
    /// control, as a person would: Ctrl-Z stops it and `fg` brings it back.
    init(arguments: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:], deferStart: Bool = false, interactiveShell: Bool = false) throws {
        self.interactiveShell = interactiveShell
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let binary = try breatheBinary()
        let quoted = ([binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // A UTF-8 locale unless a test asks for another (the circle is braille only then),
        // and a HOME of the test's own, so nothing touches the real progress store.
        let environment = ["LANG": "C.UTF-8", "HOME": folder.path + "/home"].merging(environment) { $1 }
        let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)='\($0.value)'" }.joined(separator: "; ")
        // The trap keeps the script going when Ctrl-C reaches the whole foreground group;
        // a trap (unlike an ignored signal) is reset to the default in breathe itself.
        let steps = [
            "cd '\(folder.path)'",
            "stty -g > stty-before",
            quoted,
            "echo $? > exit-status",
            "stty -g > stty-after",
            "echo SCRIPT-DONE",
        ]
        // The test runner may set NO_COLOR for its own output; breathe sees it only when a
        // test asks for it.
        let unsetColour = environment["NO_COLOR"] == nil ? "unset NO_COLOR" : ""
        let script = (["trap ':' INT QUIT", unsetColour, exports] + steps).joined(separator: "\n") + "\n"
        try script.write(to: folder.appendingPathComponent("script.sh"), atomically: true, encoding: .utf8)
        // The pane stays on screen after the script ends, so its last words can be read.
        try "set -g remain-on-exit on\n".write(to: folder.appendingPathComponent("tmux.conf"), atomically: true, encoding: .utf8)
        var tmuxEnvironment = ProcessInfo.processInfo.environment
        tmuxEnvironment["LANG"] = "C.UTF-8"
        tmuxEnvironment["TERM"] = tmuxEnvironment["TERM"].flatMap { $0 == "dumb" ? nil : $0 } ?? "xterm-256color"
        try FileManager.default.createDirectory(atPath: folder.path + "/home", withIntermediateDirectories: true)
        let command = interactiveShell
            ? ["bash", "--norc", "--noprofile", "-i"]
            : ["sh", folder.appendingPathComponent("script.sh").path]
        startCommand = ["-u", "-L", socket, "-f", folder.appendingPathComponent("tmux.conf").path, "new-session", "-d", "-x", "\(width)", "-y", "\(height)"] + command
        startEnvironment = tmuxEnvironment
        // In an interactive shell with job control, the steps are typed at its prompt.
        // At the prompt, breathe runs as a job of its own; `resume()` or `finishShell()`
        // type the rest once the test has stopped it.
        typedLine = interactiveShell ? ([unsetColour, exports] + steps.prefix(3)).filter { !$0.isEmpty }.joined(separator: "; ") : nil
        if !deferStart { try start() }
    }

    private var typedLine: String?

    /// Runs breathe under `command` (strace, for one), before `start()`.
    /// `binary` replaces the debug build (the release binary, for one).
    func wrap(in command: [String], binary: String? = nil) throws {
        let quotedCommand = command.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let path = folder.appendingPathComponent("script.sh")
        let debug = try breatheBinary()
        let script = try String(contentsOf: path, encoding: .utf8)
        try script.replacingOccurrences(of: "'" + debug + "'", with: quotedCommand + " '" + (binary ?? debug) + "'").write(to: path, atomically: true, encoding: .utf8)
    }

    func start() throws {
        try run(tmux, startCommand, environment: startEnvironment)
        if let typedLine {
            try waitForScreen("the shell prompt") { $0.contains("$") || $0.contains("#") }
            try run(tmux, ["-L", socket, "send-keys", "-l", typedLine])
            try run(tmux, ["-L", socket, "send-keys", "Enter"])
        }
    }

    /// From now on, every byte the pane's program writes is appended to `path` as it was
    /// written (escapes and bells included), through `tmux pipe-pane`.
    func recordOutput(to path: String) throws {
        try run(tmux, ["-L", socket, "pipe-pane", "-O", "cat >> '\(path)'"])
    }

    /// The pane with its colour and attribute escapes, as `capture-pane -e` gives them.
    func screenWithEscapes() throws -> String {
        try run(tmux, ["-L", socket, "capture-pane", "-p", "-e"]).stdout
    }

    /// The pane's text as a person would see it.
    func screen() throws -> String {
        try run(tmux, ["-L", socket, "capture-pane", "-p"]).stdout
    }

    func send(_ keys: String...) throws {
        try run(tmux, ["-L", socket, "send-keys"] + keys)
    }

    func resize(width: Int, height: Int) throws {
        try run(tmux, ["-L", socket, "resize-window", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `predicate` holds, or fails after `timeout` seconds.
    @discardableResult
    func waitForScreen(timeout: Double = 10, _ what: String, _ predicate: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if predicate(last) { return last }
            Thread.sleep(forTimeInterval: 0.03)
        }
        throw HarnessError("timed out waiting for \(what); the screen was:\n\(last)")
    }

    /// Waits until breathe has exited, then returns its status and the screen it left.
    func waitForExit(timeout: Double = 15) throws -> (status: Int32, output: String) {
        let statusFile = folder.appendingPathComponent("exit-status")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8), let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                // A line typed at an interactive shell shows "SCRIPT-DONE" before it runs:
                // the settings file written just before it is the sign it has.
                let settingsAfter = folder.appendingPathComponent("stty-after").path
                while ((try? String(contentsOfFile: settingsAfter, encoding: .utf8)) ?? "").isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
                // Under load tmux can take seconds to show the pane's last lines (a full run
                // once timed out here after 10 s with breathe's screen already right).
                let output = try waitForScreen(timeout: 30, "the script to finish") { $0.contains("SCRIPT-DONE") }
                return (status, output)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw HarnessError("breathe did not exit within \(timeout) s; the screen was:\n\((try? screen()) ?? "")")
    }

    /// In an interactive shell: `fg` the stopped breathe, then record how it ended.
    func resume() throws {
        try run(tmux, ["-L", socket, "send-keys", "-l", "fg; echo $? > exit-status; stty -g > stty-after; echo SCRIPT-DONE"])
        try run(tmux, ["-L", socket, "send-keys", "Enter"])
    }

    /// In an interactive shell, after breathe is gone: record the terminal's settings.
    func finishShell() throws {
        try run(tmux, ["-L", socket, "send-keys", "-l", "echo 0 > exit-status; stty -g > stty-after; echo SCRIPT-DONE"])
        try run(tmux, ["-L", socket, "send-keys", "Enter"])
    }

    /// The process id of breathe: the child of the pane's shell.
    func breathePID() throws -> Int32 {
        let pane = try run(tmux, ["-L", socket, "list-panes", "-F", "#{pane_pid}"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        // The pane's shell, or a subshell of it, started breathe: search its descendants.
        var generation = [pane]
        while !generation.isEmpty {
            var next: [String] = []
            for parent in generation {
                for child in try run("/usr/bin/pgrep", ["-P", parent]).stdout.split(separator: "\n").map(String.init) {
                    let name = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8)) ?? ""
                    if name.trimmingCharacters(in: .whitespacesAndNewlines) == "breathe", let pid = Int32(child) { return pid }
                    next.append(child)
                }
            }
            generation = next
        }
        throw HarnessError("no breathe process under pane \(pane)")
    }

    /// Sends `signal` to breathe.
    func signal(_ signal: Int32) throws {
        kill(try breathePID(), signal)
    }

    /// Makes breathe fault from inside, as a bug of its own would: gdb has it raise
    /// `signal` itself (a signal another process sends is a request to stop, no crash).
    func fault(_ signal: Int32) throws {
        // No input for gdb to wait on, and never longer than 30 s.
        _ = try run("/bin/sh", ["-c", "timeout 30 gdb -p \(try breathePID()) -batch -ex 'call (int)raise(\(signal))' "
            + "</dev/null >/dev/null 2>&1"])
    }

    /// Closes the terminal, as closing the window would: the terminal emulator (the tmux
    /// server, which holds the pty's master side) dies, and the kernel hangs the line up.
    func close() throws {
        let server = try run(tmux, ["-L", socket, "display-message", "-p", "#{pid}"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let pid = Int32(server) else { throw HarnessError("no tmux server pid") }
        kill(pid, SIGKILL)
    }

    /// The HOME breathe saw: its store is under `.local/share/breathe`.
    var home: String { folder.path + "/home" }

    /// Whether the terminal settings after breathe equal those before it.
    func terminalRestored() throws -> Bool {
        let before = try String(contentsOf: folder.appendingPathComponent("stty-before"), encoding: .utf8)
        let after = try String(contentsOf: folder.appendingPathComponent("stty-after"), encoding: .utf8)
        return !before.isEmpty && before == after
    }

    deinit {
        defer { unlink("/tmp/tmux-\(getuid())/\(socket)") }
        if let server = try? run(tmux, ["-L", socket, "display-message", "-p", "#{pid}"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines),
           let pid = Int32(server) {
            _ = try? run(tmux, ["-L", socket, "kill-server"])
            kill(pid, SIGKILL)
        }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// The braille cells on a screen, as the width in dots of the widest row of the ring.
func circleWidth(_ screen: String) -> Int {
    var widest = 0
    for line in screen.split(separator: "\n") {
        let columns = line.unicodeScalars.enumerated().filter { $0.element.value >= 0x2801 && $0.element.value <= 0x28FF }.map(\.offset)
        if let first = columns.first, let last = columns.last { widest = max(widest, last - first + 1) }
    }
    return widest
}

/// Compares `text` with `Snapshots/NAME.txt` beside this file. With
/// BREATHE_RECORD_SNAPSHOTS=1 the file is written and the test fails, so a new text is
/// always read by a person before it is kept.
func assertTextSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
    if ProcessInfo.processInfo.environment["BREATHE_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("recorded \(file.path); review it, then run again without BREATHE_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("no snapshot at \(file.path); record it with BREATHE_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    #expect(text == expected, "\(name) differs from its snapshot", sourceLocation: sourceLocation)
}
