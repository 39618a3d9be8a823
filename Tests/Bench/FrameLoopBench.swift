import BreatheCore
import BreatheSystem
import BreatheTUI
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The frame loop's cost alone, for working on it: the quick modes of `breathe-bench`.
///
///     breathe-bench --loop RELEASE_BINARY [MINUTES]
///         box sessions in tmux panes at 80×24 and 200×60 (and breathe-cli at 80×24 when
///         BREATHE_CLI names its breathe.py): CPU a minute, as `make bench` measures it
///     valgrind --tool=callgrind breathe-bench --loop-virtual [SECONDS] [WIDTHxHEIGHT] [FILE]
///         a box session in virtual time through the app's own loop, every frame encoded
///         with xterm's sequences: the same instructions on every run (FILE: the bytes)
///     breathe-bench --loop-paced [SECONDS] [WIDTHxHEIGHT]
///         the same, sleeping for real between frames (no terminal, no poll): what the
///         frames cost when each wakes with cold caches, as a real session's do
enum FrameLoopBench {
    /// The pattern the frame loop's CPU targets are set on (issue 24).
    static let pattern = "box"

    static func plan(minutes: Double) -> PracticePlan {
        try! PracticePlan(pattern: BuiltInPattern.named(pattern)!.pattern, length: .minutes(minutes))
    }

    /// A box session of `minutes` in a tmux pane, measured from outside.
    static func session(binary: String, benchBinary: String, width: Int, height: Int, minutes: Double, watchPhases: Bool) -> (plan: PracticePlan, result: PaneSession.Result) {
        let plan = plan(minutes: minutes)
        let command = "env HOME=HOME_FOLDER LANG=C.UTF-8 TERM=xterm-256color '\(binary)' practice \(pattern) --minutes \(formatNumber(minutes))"
        let pane = PaneSession(command: command, width: width, height: height, seconds: plan.totalSeconds + 15)
        return (plan, pane.run(benchBinary: benchBinary, watchPhases: watchPhases))
    }

    /// The PyPI breathe-cli (a Python program drawing its own full screen) breathing in 4
    /// and out 4 for a minute, with no sound and no log, in the same kind of pane: its
    /// CPU and wake-ups a minute of its session, or nil when BREATHE_CLI does not name its
    /// breathe.py.
    static func breatheCLI(benchBinary: String, width: Int, height: Int) -> (cpu: Double, wakeUps: Double)? {
        guard let script = Environment.value("BREATHE_CLI"), !script.isEmpty, access(script, R_OK) == 0 else { return nil }
        // The interpreter itself: a version manager's shim before it would be counted too.
        let python = capture("python3 -c 'import sys; print(sys.executable)' 2>/dev/null").trimmed()
        guard !python.isEmpty else { return nil }
        // Its session is whole cycles of 8 s covering the minute: 64 s, after a countdown.
        let sessionSeconds = 64.0
        let command = "env HOME=HOME_FOLDER LANG=C.UTF-8 TERM=xterm-256color '\(python)' '\(script)' --duration 1 --ratio 4-4 --no-sound --quiet --no-log"
        let result = PaneSession(command: command, width: width, height: height, seconds: sessionSeconds + 20).run(benchBinary: benchBinary, watchPhases: false)
        return (result.cpuSeconds / (sessionSeconds / 60), Double(result.wakeUps) / (sessionSeconds / 60))
    }

    /// `--loop`: the real sessions' CPU at both sizes, printed.
    static func printRealSessions(binary: String, benchBinary: String, minutes: Double) {
        for (width, height) in [(80, 24), (200, 60)] {
            let (plan, result) = session(binary: binary, benchBinary: benchBinary, width: width, height: height, minutes: minutes, watchPhases: false)
            let sessionMinutes = plan.totalSeconds / 60
            print("\(width)x\(height): \(format3(result.cpuSeconds / sessionMinutes)) CPU-s a minute, \(format3(Double(result.wakeUps) / sessionMinutes)) wake-ups a minute, \(format3(Double(result.bytes) / 1024 / sessionMinutes)) KB a minute (\(format3(sessionMinutes)) min)")
        }
        if let cli = breatheCLI(benchBinary: benchBinary, width: 80, height: 24) {
            print("breathe-cli 80x24: \(format3(cli.cpu)) CPU-s, \(format3(cli.wakeUps)) wake-ups a minute")
        }
    }

    /// `--loop-pair A B [PAIRS] [MINUTES]`: box sessions of two release binaries in tmux
    /// panes, in turn (A, B, A, B, …) at 80×24, then at 200×60: each pair's CPU and
    /// wake-ups a minute and the ratio B/A, then the medians. How a piece of the frame
    /// path is kept or removed: A with it, B without (DESIGN, "Draw only what changed").
    static func printPairs(a: String, b: String, benchBinary: String, pairs: Int, minutes: Double) {
        print("A: \(a)\nB: \(b)\n\(pairs) pairs of \(formatNumber(minutes))-minute box sessions, A first in each")
        for (width, height) in [(80, 24), (200, 60)] {
            var cpuA: [Double] = [], cpuB: [Double] = [], ratios: [Double] = [], wakesA: [Double] = [], wakesB: [Double] = []
            for pair in 1...max(1, pairs) {
                let (plan, first) = session(binary: a, benchBinary: benchBinary, width: width, height: height, minutes: minutes, watchPhases: false)
                let (_, second) = session(binary: b, benchBinary: benchBinary, width: width, height: height, minutes: minutes, watchPhases: false)
                let sessionMinutes = plan.totalSeconds / 60
                cpuA.append(first.cpuSeconds / sessionMinutes)
                cpuB.append(second.cpuSeconds / sessionMinutes)
                wakesA.append(Double(first.wakeUps) / sessionMinutes)
                wakesB.append(Double(second.wakeUps) / sessionMinutes)
                ratios.append(cpuB[cpuB.count - 1] / max(cpuA[cpuA.count - 1], 1e-9))
                print("\(width)x\(height) pair \(pair): A \(format3(cpuA.last!)) CPU-s, \(format3(wakesA.last!)) wake-ups; B \(format3(cpuB.last!)) CPU-s, \(format3(wakesB.last!)) wake-ups a minute; B/A \(format3(ratios.last!)) (bytes A \(first.bytes), B \(second.bytes))")
            }
            print("\(width)x\(height) median: A \(format3(median(cpuA))), B \(format3(median(cpuB))) CPU-s a minute; B/A \(format3(median(ratios))) (pairs \(ratios.map(format3).joined(separator: ", "))); wake-ups A \(format3(median(wakesA))), B \(format3(median(wakesB)))")
        }
    }

    /// Frames encoded as the terminal would get them, counted and dropped.
    final class EncodingOutput: TerminalOutput {
        var encoder: FrameEncoder
        var pending: [UInt8] = []
        private(set) var bytes = 0
        private(set) var frames = 0
        /// Every byte sent, when asked to keep them (to compare two builds' output).
        var kept: [UInt8]?

        init(width: Int) {
            encoder = FrameEncoder(codes: .ansi(color: true), width: width)
        }

        func clearAll() { encoder.forget() }
        func draw(_ runs: [CellRun]) { encoder.append(runs, to: &pending) }
        func flush() {
            bytes += pending.count
            frames += 1
            kept? += pending
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// `--loop-virtual`: a box session of `seconds` in virtual time, at one size.
    /// With `keep`, every byte the frames took is written to that file.
    static func printVirtual(seconds: Double, width: Int, height: Int, keep: String? = nil, paced: Bool = false) {
        let output = EncodingOutput(width: width)
        if keep != nil { output.kept = [] }
        let run = VirtualRun(width: width, height: height, until: seconds, output: output, paced: paced) { _, _, _, _ in }
        let cpuBefore = cpuSeconds()
        _ = run.practise(plan(minutes: max(1, seconds / 60)), settings: VirtualSession.noLeadIn)
        let cpu = cpuSeconds() - cpuBefore
        print("\(width)x\(height), \(formatNumber(seconds)) s in \(paced ? "real" : "virtual") time: \(output.frames) frames, \(output.bytes) bytes, \(format3(cpu * 60 / seconds)) CPU-s a minute for the loop")
        if let keep, let kept = output.kept { writeFile(keep, String(decoding: kept, as: UTF8.self)) }
    }
}

/// CPU time of this process so far (user and system), in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
