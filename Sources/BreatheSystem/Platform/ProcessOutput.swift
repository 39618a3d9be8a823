#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

extension DetachedProcess {
    /// What `path` prints on stdout when it ends with status 0 within `seconds`; nil
    /// otherwise (it is then stopped, with what it started).
    public static func output(of path: String, arguments: [String], within seconds: Double) -> String? {
        // With SIGCHLD ignored (inherited so from a parent) the kernel would reap the tool,
        // and its status, the answer's proof, would be lost.
        signal(SIGCHLD, SIG_DFL)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        // Neither end may leak into another child: the tool gets the write end as stdout.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { systemClose(ends[0]) }
        let started = DetachedProcess.start(path: path, arguments: arguments, output: ends[1])
        systemClose(ends[1])
        guard case .success(let pid) = started else { return nil }
        let deadline = MonotonicClock.seconds() + seconds
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ending: DetachedProcess.Ending?
        var open = true
        while MonotonicClock.seconds() < deadline {
            // Read what is there; a daemon the tool started may hold the pipe open, so the
            // tool's own end, not the pipe's, says when it is done.
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            if open, poll(&poller, 1, 50) > 0 {
                let count = buffer.withUnsafeMutableBytes { systemRead(ends[0], $0.baseAddress, $0.count) }
                if count > 0 { bytes += buffer[0..<count] } else if count == 0 || errno != EINTR { open = false }
                continue
            }
            if let ended = DetachedProcess.ended(pid) { ending = ended; break }
            if !open { usleep(10_000) }
        }
        guard let ending else {
            DetachedProcess.kill(pid)
            for _ in 0..<20 where DetachedProcess.ended(pid) == nil { usleep(10_000) }
            return nil
        }
        // What arrived after the last look.
        var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        while open, poll(&poller, 1, 0) > 0 {
            let count = buffer.withUnsafeMutableBytes { systemRead(ends[0], $0.baseAddress, $0.count) }
            if count > 0 { bytes += buffer[0..<count] } else { open = false }
        }
        guard ending == .exited(0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
