#if canImport(Glibc)
import Glibc
#endif
import BreatheCore

/// Whether a speech tool has a voice for the person's language, asked of the tool itself
/// (`spd-say -L`, `espeak-ng --voices=cmn`) before a session. A Chinese voice is often
/// not installed, and a tool without one reads Chinese as noise or not at all: the tones
/// or the bell are better. A tool that cannot be asked in time (speech-dispatcher slow to
/// start) is taken to have the voice, as before the question was asked.
enum VoiceCheck {
    /// How long one tool may take to answer.
    static let timeout = 1.0

    /// False only when the tool answered and named no voice for `language`.
    static func has(_ tool: SoundTool, at path: String, for language: Language) -> Bool {
        guard let arguments = tool.voiceListArguments(language) else { return true }
        guard let listing = output(of: path, arguments: [tool.name] + arguments, within: timeout) else { return true }
        return SoundTool.hasVoice(in: listing, for: language)
    }

    /// What `path` prints on stdout when it ends with status 0 within `seconds`; nil
    /// otherwise (it is then stopped, with what it started).
    static func output(of path: String, arguments: [String], within seconds: Double) -> String? {
        // With SIGCHLD ignored (inherited so from a parent) the kernel would reap the tool,
        // and its status, the answer's proof, would be lost.
        signal(SIGCHLD, SIG_DFL)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        // Neither end may leak into another child: the tool gets the write end as stdout.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        let started = DetachedProcess.start(path: path, arguments: arguments, output: ends[1])
        close(ends[1])
        guard case .success(let pid) = started else { return nil }
        let deadline = monotonicNow() + seconds
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var ending: DetachedProcess.Ending?
        var open = true
        while monotonicNow() < deadline {
            // Read what is there; a daemon the tool started may hold the pipe open, so the
            // tool's own end, not the pipe's, says when it is done.
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            if open, poll(&poller, 1, 50) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
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
            let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
            if count > 0 { bytes += buffer[0..<count] } else { open = false }
        }
        guard ending == .exited(0) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func monotonicNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
