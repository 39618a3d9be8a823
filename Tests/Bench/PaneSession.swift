import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A program run in a tmux pane of a given size (a real pseudo-terminal and a real
/// terminal emulator), watched from outside: CPU time (the scheduler's nanoseconds from
/// /proc/PID/schedstat, else the ticks of /proc/PID/stat) and peak memory from /proc, every
/// byte it writes to the terminal with its arrival time (through `tmux pipe-pane` into
/// `breathe-bench --stamp`), and the moments phase names appear on the screen.
struct PaneSession {
    let command: String
    let width: Int
    let height: Int
    /// How long to watch at most.
    let seconds: Double

    struct Result {
        var cpuSeconds = 0.0
        /// Times it went to sleep of its own accord (voluntary context switches, every
        /// thread): its wake-ups.
        var wakeUps = 0
        var peakKilobytes = 0
        var bytes = 0
        /// When each output chunk arrived (monotonic seconds) and its size.
        var chunks: [(time: Double, count: Int)] = []
        /// Each phase name the first time it was seen after a different one, and when.
        var phasesSeen: [(name: String, time: Double)] = []

        /// Chunks closer together than `gap` belong to one frame; returns each frame's
        /// first arrival.
        func frames(gap: Double = 0.005, from start: Double = 0, to end: Double = .infinity) -> [Double] {
            var starts: [Double] = []
            var last = -Double.infinity
            for chunk in chunks where chunk.time >= start && chunk.time <= end {
                if chunk.time - last > gap { starts.append(chunk.time) }
                last = chunk.time
            }
            return starts
        }
    }

    static let phaseNames = ["Breathe in", "Hold", "Breathe out"]

    func run(benchBinary: String, watchPhases: Bool) -> Result {
        let socket = "breathe-bench-\(getpid())-\(width)x\(height)"
        let folder = "/tmp/\(socket)"
        // No lead-in: phases are timed from the first breath in, as before there was one.
        shell("rm -rf '\(folder)'; mkdir -p '\(folder)/home/.config/breathe'; echo '{\"leadIn\": 0}' > '\(folder)/home/.config/breathe/config.json'")
        let wrapped = command.replacing("HOME_FOLDER", with: folder + "/home")
        shell("tmux -L \(socket) -f /dev/null new-session -d -x \(width) -y \(height) \"sleep 0.5; exec \(wrapped)\"")
        shell("tmux -L \(socket) pipe-pane -O '\(benchBinary) --stamp \(folder)'")
        var result = Result()
        var pid: Int32 = 0
        var cpuTicks = 0, cpuNanoseconds = 0
        let begin = now()
        while now() - begin < seconds {
            if pid == 0 {
                pid = Int32(capture("tmux -L \(socket) list-panes -F '#{pane_pid}' 2>/dev/null").trimmed()) ?? 0
            }
            guard pid > 0, let stat = readText("/proc/\(pid)/stat"), let status = readText("/proc/\(pid)/status") else {
                if pid > 0 { break }  // the program has ended
                usleep(10_000)
                continue
            }
            if !stat.contains("(sleep)"), !stat.contains("(sh)") {
                let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
                if fields.count > 13 { cpuTicks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0) }
                // The scheduler's own count, in nanoseconds: user and system time as the
                // ticks count them, without their 10 ms grain.
                let nanoseconds = Self.scheduledNanoseconds(pid)
                if nanoseconds > 0 { cpuNanoseconds = nanoseconds }
                let switches = Self.voluntarySwitches(pid)
                if switches > 0 { result.wakeUps = switches }
                if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) {
                    result.peakKilobytes = Int(line.split(separator: " ").dropFirst().first ?? "0") ?? result.peakKilobytes
                }
            }
            if watchPhases {
                let screen = capture("tmux -L \(socket) capture-pane -p 2>/dev/null")
                let at = now()
                let lines = screen.split(separator: "\n").map { $0.trimmed() }
                if let phase = Self.phaseNames.first(where: { lines.contains($0) }), result.phasesSeen.last?.name != phase {
                    result.phasesSeen.append((phase, at))
                }
                usleep(2_000)
            } else {
                usleep(50_000)
            }
        }
        shell("tmux -L \(socket) kill-server 2>/dev/null")
        // The stamping process writes its log when the pipe closes.
        let log = folder + "/stamps"
        for _ in 0..<200 where access(log, F_OK) != 0 { usleep(10_000) }
        usleep(50_000)
        for line in (readText(log) ?? "").split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let time = Double(parts[0]), let count = Int(parts[1]) else { continue }
            result.chunks.append((time, count))
            result.bytes += count
        }
        result.cpuSeconds = cpuNanoseconds > 0 ? Double(cpuNanoseconds) / 1e9 : Double(cpuTicks) / Double(sysconf(Int32(_SC_CLK_TCK)))
        shell("rm -rf '\(folder)'")
        return result
    }

    /// Nanoseconds on a CPU of every thread of `pid`, from /proc/PID/task/*/schedstat;
    /// 0 where the kernel does not count them.
    static func scheduledNanoseconds(_ pid: Int32) -> Int {
        sumOverThreads(of: pid, file: "schedstat") { $0.split(separator: " ").first.flatMap { Int($0) } }
    }

    /// Voluntary context switches of every thread of `pid`, from /proc/PID/task/*/status.
    static func voluntarySwitches(_ pid: Int32) -> Int {
        sumOverThreads(of: pid, file: "status") { status in
            status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }?
                .split(separator: "\t").last.flatMap { Int($0.trimmed()) }
        }
    }

    /// The sum of a number read from /proc/PID/task/TID/`file` for every thread of `pid`.
    static func sumOverThreads(of pid: Int32, file: String, _ number: (String) -> Int?) -> Int {
        guard let folder = opendir("/proc/\(pid)/task") else { return 0 }
        defer { closedir(folder) }
        var total = 0
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard Int(name) != nil, let text = readText("/proc/\(pid)/task/\(name)/\(file)"), let value = number(text) else { continue }
            total += value
        }
        return total
    }

    /// `breathe-bench --stamp FOLDER`: what `tmux pipe-pane` feeds. Notes the arrival time
    /// and size of every chunk of terminal output; writes FOLDER/stamps at the end.
    static func stamp(folder: String) {
        var log = ""
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(0, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            log += "\(now()) \(count)\n"
        }
        writeFile(folder + "/stamps.tmp", log)
        rename(folder + "/stamps.tmp", folder + "/stamps")
    }
}
