import BreatheCore
import BreatheSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

// `make bench`: figures from the release binary, written to Docs/BENCHMARKS.md and
// Docs/benchmarks.json with the command that reproduces each. Benchmarks report; they do
// not pass or fail (tests do that).
//
//   breathe-bench RELEASE_BINARY OUTPUT_FOLDER

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    print("usage: breathe-bench RELEASE_BINARY OUTPUT_FOLDER")
    exit(2)
}
let binary = arguments[1], output = arguments[2]

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Wall time of one run of `binary arguments` with `environment`, output discarded.
func timeOnce(_ arguments: [String], environment: [String]) -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0 else { return .nan }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return now() - start
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// A HOME holding ten years of daily practice: 7,300 sessions, one program active.
func tenYearsHome() -> String {
    let home = "/tmp/breathe-bench-\(getpid())"
    mkdir(home, 0o700)
    var store = ProgressStore()
    let start = LocalTimestamp(iso8601: "2016-12-01T21:00:00+01:00")!
    for day in 0..<7300 {
        let began = start.adding(seconds: Int64(day) * 86_400 / 2)
        store.append(SessionRecord(id: "bench-\(day)", programID: day % 3 == 0 ? "foundations" : nil, lessonID: day % 3 == 0 ? "settle-in" : nil, pattern: "box", startedAt: began, endedAt: began.adding(seconds: 300), plannedSeconds: 300, practicedSeconds: 300, counted: false, endReason: .finished))
    }
    store.append(ActivationRecord(id: "bench-active", programID: "foundations", at: start))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try! encoder.encode(store)
    let folder = home + "/.local/share/breathe"
    for path in [home + "/.local", home + "/.local/share", folder] { mkdir(path, 0o700) }
    let file = fopen(folder + "/progress.json", "w")!
    _ = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    return home
}

let home = tenYearsHome()
let environment = ["HOME=\(home)", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
let runs = 41
var figures: [(name: String, command: String, median: Double, target: Double)] = []
for (name, args, target) in [("breathe --version", ["--version"], 0.020), ("breathe status (7,300 sessions)", ["status"], 0.030)] {
    _ = timeOnce(args, environment: environment)  // warm the page cache
    let samples = (0..<runs).map { _ in timeOnce(args, environment: environment) }
    figures.append((name, "make bench  # HOME with 10 years of daily practice; .build/release/breathe \(args.joined(separator: " "))", median(samples), target))
}
system("rm -rf '\(home)'")

// MARK: A real session in a pseudo-terminal (tmux), at two sizes.

/// Runs `breathe practice 4-7-8 --minutes 1` (3 cycles, 57 s) in a tmux pane of the given
/// size, and measures CPU time, bytes written to the terminal, peak memory and when each
/// phase name appears on screen.
func sessionRun(width: Int, height: Int) -> (cpuSeconds: Double, bytes: Int, peakKB: Int, worstLateness: Double, boundaries: Int) {
    let socket = "breathe-bench-\(getpid())-\(width)"
    let folder = "/tmp/\(socket)"
    system("rm -rf '\(folder)'; mkdir -p '\(folder)/home'")
    let command = "sleep 0.5; exec env HOME='\(folder)/home' LANG=C.UTF-8 TERM=xterm-256color '\(binary)' practice 4-7-8 --minutes 1"
    system("tmux -L \(socket) -f /dev/null new-session -d -x \(width) -y \(height) \"\(command)\"")
    system("tmux -L \(socket) pipe-pane -O 'cat > \(folder)/bytes'")
    var pid: Int32 = 0
    var cpuTicks = 0, peak = 0
    var firstFrame: Double?
    var seen: [(String, Double)] = []
    let begin = now()
    while now() - begin < 75 {
        if pid == 0 {
            let text = capture("tmux -L \(socket) list-panes -F '#{pane_pid}'")
            pid = Int32(text.trimmingCharacters()) ?? 0
        }
        guard pid > 0, let stat = read("/proc/\(pid)/stat"), let status = read("/proc/\(pid)/status") else {
            if pid > 0 { break }  // the session is over
            usleep(10_000)
            continue
        }
        if stat.contains("breathe") {
            let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
            if fields.count > 13 { cpuTicks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) }
            if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) {
                peak = Int(line.split(separator: " ").dropFirst().first ?? "0") ?? peak
            }
        }
        let screen = capture("tmux -L \(socket) capture-pane -p")
        let phase = ["Breathe in", "Hold", "Breathe out"].first { name in screen.split(separator: "\n").contains { $0.trimmingCharacters() == name } }
        if let phase, seen.last?.0 != phase || seen.isEmpty {
            let at = now() - begin
            if firstFrame == nil { firstFrame = at }
            seen.append((phase, at))
        }
        usleep(5_000)
    }
    system("tmux -L \(socket) kill-server 2>/dev/null")
    let bytes = Int(capture("stat -c %s '\(folder)/bytes' 2>/dev/null").trimmingCharacters()) ?? 0
    system("rm -rf '\(folder)'")
    // The schedule of 4-7-8 from the first frame: in at 0, hold at 4, out at 11, in at 19…
    var schedule: [Double] = []
    for cycle in 0..<3 { schedule += [0, 4, 11].map { Double(cycle) * 19 + $0 } }
    var worst = 0.0
    if let start = firstFrame {
        for (index, entry) in seen.enumerated() where index < schedule.count {
            worst = max(worst, abs(entry.1 - start - schedule[index]))
        }
    }
    return (Double(cpuTicks) / Double(sysconf(Int32(_SC_CLK_TCK))), bytes, peak, worst, seen.count)
}

func read(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var text = ""
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), file) != nil { text += line(buffer) }
    return text
}

/// The text in a C buffer, up to its terminating zero.
func line(_ buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}

func capture(_ command: String) -> String {
    guard let pipe = popen(command, "r") else { return "" }
    defer { pclose(pipe) }
    var text = ""
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), pipe) != nil { text += line(buffer) }
    return text
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

var sessionRows: [String] = []
var sessionJSON: [String] = []
for (width, height) in [(80, 24), (200, 60)] {
    let result = sessionRun(width: width, height: height)
    let minutes = 57.0 / 60
    let cpuPerMinute = result.cpuSeconds / minutes
    let kbPerMinute = Double(result.bytes) / 1024 / minutes
    sessionRows.append("| \(width)×\(height) | \(format3(cpuPerMinute)) s | \(format3(kbPerMinute)) KB | \(format3(Double(result.peakKB) / 1024)) MB | \(format3(result.worstLateness * 1000)) ms over \(result.boundaries) phase starts |")
    sessionJSON.append("  \"session \(width)x\(height)\": {\"cpuSecondsPerMinute\": \(format3(cpuPerMinute)), \"kilobytesPerMinute\": \(format3(kbPerMinute)), \"peakRSSMegabytes\": \(format3(Double(result.peakKB) / 1024)), \"worstPhaseLatenessMilliseconds\": \(format3(result.worstLateness * 1000))}")
}

// MARK: The store: save and load at ten years of daily practice and at 50,000 sessions.

var storeRows: [String] = []
for count in [7300, 50_000] {
    let folder = "/tmp/breathe-bench-store-\(getpid())-\(count)"
    system("rm -rf '\(folder)'; mkdir -p '\(folder)'")
    var store = ProgressStore()
    let start = LocalTimestamp(iso8601: "2016-12-01T21:00:00+01:00")!
    for index in 0..<count {
        let began = start.adding(seconds: Int64(index) * 3600)
        store.append(SessionRecord(id: "bench-\(index)", programID: "foundations", lessonID: "settle-in", pattern: "box", startedAt: began, endedAt: began.adding(seconds: 300), plannedSeconds: 300, practicedSeconds: 300, counted: false, endReason: .finished))
    }
    let file = StoreFile(path: folder + "/progress.json")
    try? file.save(store)
    var saves: [Double] = [], loads: [Double] = []
    for round in 0..<5 {
        // As after a session: one new session merged into the store on disk.
        var one = ProgressStore()
        let began = start.adding(seconds: Int64(count + round) * 3600)
        one.append(SessionRecord(id: "bench-new-\(round)", programID: nil, lessonID: nil, pattern: "box", startedAt: began, endedAt: began.adding(seconds: 300), plannedSeconds: 300, practicedSeconds: 300, counted: false, endReason: .finished))
        let saveStart = now()
        try? file.save(one)
        saves.append(now() - saveStart)
        let loadStart = now()
        _ = try? file.load()
        loads.append(now() - loadStart)
    }
    let size = Int(capture("stat -c %s '\(folder)/progress.json'").trimmingCharacters()) ?? 0
    storeRows.append("| \(count) | \(format3(median(saves) * 1000)) ms | \(format3(median(loads) * 1000)) ms | \(format3(Double(size) / 1024 / 1024)) MB |")
    sessionJSON.append("  \"store \(count)\": {\"saveMilliseconds\": \(format3(median(saves) * 1000)), \"loadMilliseconds\": \(format3(median(loads) * 1000)), \"fileMegabytes\": \(format3(Double(size) / 1024 / 1024))}")
    system("rm -rf '\(folder)'")
}

var markdown = """
    # Benchmarks

    Made by `make bench` on \(today()) with the release binary (`--static-swift-stdlib`).
    Medians of \(runs) runs, wall time, measured by `Tests/Bench` (posix_spawn and waitpid
    around each run, output to /dev/null). This machine: \(cores()) cores; figures from a
    shared, noisy machine vary by a few milliseconds from run to run.

    | figure | median | target | command |
    |---|---|---|---|

    """
for figure in figures {
    markdown += "| \(figure.name) | \(format3(figure.median * 1000)) ms | \(Int(figure.target * 1000)) ms | `\(figure.command)` |\n"
}
markdown += """

    ## A session in a pseudo-terminal

    `breathe practice 4-7-8 --minutes 1` (3 cycles, 57 s, real clock) in a tmux pane:
    CPU time from /proc/PID/stat, bytes written to the terminal from `tmux pipe-pane`,
    peak RSS from VmHWM, and the moment each phase name appears on screen (polled every
    ~10 ms, so the lateness includes up to ~15 ms of polling) against the schedule counted
    from the first frame. Targets: 0.15 s CPU a minute, 150 KB a minute at 80×24, 25 MB,
    50 ms.

    | size | CPU a minute | written a minute | peak RSS | worst phase lateness |
    |---|---|---|---|---|

    """
markdown += sessionRows.joined(separator: "\n") + "\n"
markdown += """

    ## The store

    Save and load with a store of N sessions on disk, median of 5, by `StoreFile`
    in-process. A save is what follows a session: lock, read and decode the store, merge
    one new session, encode, keep the backup, write, fsync, rename, fsync the folder.
    Target: 50 ms each at 7,300 sessions.

    | sessions | save | load | file |
    |---|---|---|---|

    """
markdown += storeRows.joined(separator: "\n") + "\n"
markdown += "\nNot measured yet: frames written against visible changes, phase timing over 5 minutes and with virtual time over 30, time to the first frame, and the full-redraw reference mode.\n"
let json = "{\n" + (figures.map { "  \"\($0.name)\": {\"medianMilliseconds\": \(format3($0.median * 1000)), \"targetMilliseconds\": \(Int($0.target * 1000))}" } + sessionJSON).joined(separator: ",\n") + "\n}\n"
for (name, text) in [("BENCHMARKS.md", markdown), ("benchmarks.json", json)] {
    let file = fopen(output + "/" + name, "w")!
    fputs(text, file)
    fclose(file)
}
print(markdown)

/// One decimal place, or three for values under 1 (CPU seconds).
func format3(_ value: Double) -> String {
    let scale = abs(value) < 1 ? 1000.0 : 10.0
    return String(describing: (value * scale).rounded() / scale)
}

func cores() -> Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

/// Today's date in UTC, for the report's heading.
func today() -> String {
    var now = time(nil)
    var parts = tm()
    gmtime_r(&now, &parts)
    return "\(Int(parts.tm_year) + 1900)-" + two(Int(parts.tm_mon) + 1) + "-" + two(Int(parts.tm_mday))
}

func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
