import BreatheCore
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
markdown += "\nThe session benchmarks (CPU and bytes per minute, frames, phase timing, memory, store load and save) are not built yet.\n"
let json = "{\n" + figures.map { "  \"\($0.name)\": {\"medianMilliseconds\": \(format3($0.median * 1000)), \"targetMilliseconds\": \(Int($0.target * 1000))}" }.joined(separator: ",\n") + "\n}\n"
for (name, text) in [("BENCHMARKS.md", markdown), ("benchmarks.json", json)] {
    let file = fopen(output + "/" + name, "w")!
    fputs(text, file)
    fclose(file)
}
print(markdown)

func format3(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(describing: rounded)
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
