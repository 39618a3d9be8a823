import BreatheSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// Wall time of one run of `binary arguments` with `environment`, output discarded.
func timeOnce(_ binary: String, _ arguments: [String], environment: [String]) -> Double {
    let start = now()
    guard case .success(let pid) = DetachedProcess.start(path: binary, arguments: [binary] + arguments, environment: environment) else { return .nan }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return now() - start
}

/// A file's text, or nil when it cannot be opened.
func readText(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    return readAll(file)
}

/// What a shell command prints on standard output.
func capture(_ command: String) -> String {
    guard let pipe = popen(command, "r") else { return "" }
    defer { pclose(pipe) }
    return readAll(pipe)
}

func shell(_ command: String) {
    _ = system(command)
}

private func readAll(_ file: UnsafeMutablePointer<FILE>) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "w") else {
        print("breathe-bench: cannot write \(path)")
        exit(1)
    }
    fputs(text, file)
    fclose(file)
}

func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}

extension StringProtocol {
    func trimmed() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}

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
