import Foundation
import Testing

/// `--sound tone` heard through a real sound server: Debian's PulseAudio with a null sink
/// (no sound card needed), its monitor recorded by parec while breathe plays through
/// paplay. Each tone must be heard within 50 ms of its phase's line, and leaving must
/// not wait for the closing chime (paplay returns about 2 s after a short sound ends).
@Suite(.serialized) struct PulseAudioEndToEndTests {
    let folder: String
    static let rate = 16_000.0
    /// A recorded sample this loud or louder is sound: the null sink's silence is zeros.
    static let soundLevel: Int16 = 8

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-pulse-\(UUID().uuidString.prefix(8))").path
        for sub in ["/bin", "/home", "/runtime"] { try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true) }
        chmod(folder + "/runtime", 0o700)
    }

    var server: String { "unix:" + folder + "/runtime/socket" }

    /// Seconds on the monotonic clock: the recording and breathe's lines are timed by one.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    func tool(_ name: String) throws -> String {
        guard let path = ["/usr/bin/", "/bin/"].map({ $0 + name }).first(where: { access($0, X_OK) == 0 }) else {
            throw HarnessError("\(name) is missing: install pulseaudio and pulseaudio-utils (make test-deps does)")
        }
        return path
    }

    /// Starts `path` with stdin from /dev/null, stdout (and stderr, for breathe's notes)
    /// on a new pipe when `reading`, and returns its pid and the pipe's read end.
    func start(_ path: String, _ arguments: [String], environment: [String: String], reading: Bool = false,
               errorsToo: Bool = false) throws -> (pid: pid_t, output: Int32) {
        var ends: [Int32] = [-1, -1]
        if reading { guard pipe(&ends) == 0 else { throw HarnessError("no pipe") } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if reading {
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        if errorsToo { posix_spawn_file_actions_adddup2(&actions, 1, 2) } else { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // No signal blocked or ignored: the test runner's mask held SIGTERM back from parec.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else { throw HarnessError("could not start \(path)") }
        if reading { close(ends[1]) }
        return (pid, ends[0])
    }

    func stop(_ pid: pid_t) {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// The sample numbers where sound begins after at least 0.1 s of silence.
    static func onsets(_ samples: [Int16]) -> [Int] {
        var found: [Int] = []
        var silentSince = 0
        for (index, sample) in samples.enumerated() where sample.magnitude >= soundLevel.magnitude {
            if index - silentSince >= Int(rate / 10) { found.append(index) }
            silentSince = index + 1
        }
        return found
    }

    @Test func eachToneIsHeardWithin50msOfItsPhaseAndLeavingDoesNotWaitForTheChime() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (pulseaudio, parec, paplay) = (try tool("pulseaudio"), try tool("parec"), try tool("paplay"))
        // Only paplay on breathe's PATH: another player this machine has must not take part.
        try FileManager.default.createSymbolicLink(atPath: folder + "/bin/paplay", withDestinationPath: paplay)
        let daemon = try start(pulseaudio, [
            "--daemonize=no", "-n", "--exit-idle-time=-1", "--use-pid-file=no", "--disallow-module-loading",
            "-L", "module-native-protocol-unix socket=\(folder)/runtime/socket auth-anonymous=1",
            "-L", "module-null-sink sink_name=breathe_null",
        ], environment: ["HOME": folder + "/home", "XDG_RUNTIME_DIR": folder + "/runtime"])
        defer { stop(daemon.pid) }
        for _ in 0..<500 where access(folder + "/runtime/socket", F_OK) != 0 { usleep(10_000) }
        #expect(access(folder + "/runtime/socket", F_OK) == 0, "the sound server did not start")

        let recorder = try start(parec, [
            "--server=" + server, "--device=breathe_null.monitor", "--raw", "--format=s16le", "--channels=1",
            "--rate=\(Int(Self.rate))", "--latency-msec=5",
        ], environment: ["HOME": folder + "/home"], reading: true)
        defer { stop(recorder.pid); close(recorder.output) }

        var audio: [UInt8] = []
        // Each piece of the recording: when it arrived and how many samples had come by then.
        var arrivals: [(time: Double, samples: Int)] = []
        var lines: [(time: Double, text: String)] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let recordFD = recorder.output
        func readRecording(until deadline: Double) {
            while Self.now() < deadline {
                var descriptor = pollfd(fd: recordFD, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 5) > 0 else { continue }
                let count = read(recordFD, &buffer, buffer.count)
                guard count > 0 else { return }
                audio += buffer[0..<count]
                arrivals.append((Self.now(), audio.count / 2))
            }
        }
        // The recording runs before breathe starts.
        let recordingBy = Self.now() + 10
        while arrivals.isEmpty && Self.now() < recordingBy { readRecording(until: Self.now() + 0.1) }
        #expect(!arrivals.isEmpty, "parec recorded nothing")
        readRecording(until: Self.now() + 0.2)

        let breathe = try start(try breatheBinary(), ["practice", "box", "--cycles", "1", "--sound", "tone", "--plain"], environment: [
            "HOME": folder + "/home", "PATH": folder + "/bin", "PULSE_SERVER": server, "LANG": "C.UTF-8", "TERM": "dumb",
            "XDG_RUNTIME_DIR": folder + "/runtime",
        ], reading: true, errorsToo: true)
        defer { close(breathe.output) }
        let outputFD = breathe.output
        var pending = ""
        var ended: Double?
        let giveUp = Self.now() + 40
        while ended == nil && Self.now() < giveUp {
            var descriptors = [pollfd(fd: recordFD, events: Int16(POLLIN), revents: 0), pollfd(fd: outputFD, events: Int16(POLLIN), revents: 0)]
            guard poll(&descriptors, 2, 5) > 0 else { continue }
            let time = Self.now()
            if descriptors[0].revents != 0 {
                let count = read(recordFD, &buffer, buffer.count)
                if count > 0 { audio += buffer[0..<count]; arrivals.append((time, audio.count / 2)) }
            }
            if descriptors[1].revents != 0 {
                let count = read(outputFD, &buffer, buffer.count)
                if count <= 0 { ended = time; break }
                pending += String(decoding: buffer[0..<count], as: UTF8.self)
                while let cut = pending.firstIndex(of: "\n") {
                    lines.append((time, String(pending[..<cut])))
                    pending.removeSubrange(...cut)
                }
            }
        }
        var status: Int32 = -1
        while waitpid(breathe.pid, &status, 0) < 0 && errno == EINTR {}
        #expect(status == 0)
        // The closing chime (1.4 s) and what paplay holds after it.
        readRecording(until: Self.now() + 2.5)

        let samples = stride(from: 0, to: audio.count - 1, by: 2).map { Int16(bitPattern: UInt16(audio[$0]) | UInt16(audio[$0 + 1]) << 8) }
        // A sample's time: the piece that came soonest after it was recorded gives the
        // recording's start most closely (no piece arrives before it was recorded).
        let start = arrivals.map { $0.time - Double($0.samples) / Self.rate }.min() ?? 0
        let heard = Self.onsets(samples).map { start + Double($0) / Self.rate }
        let phases = lines.filter { ["in 4", "hold 4", "out 4"].contains($0.text) || $0.text.hasSuffix("finished") }
        #expect(phases.count == 5, "\(lines.map(\.text))")
        #expect(heard.count == 5, "heard at \(heard.map { $0 - start })")
        let offsets = zip(heard, phases).map { ($0 - $1.time) * 1000 }
        print("tones heard after their phase's line, ms:", offsets.map { Int($0.rounded()) })
        #expect(offsets.count == 5 && offsets.allSatisfy { abs($0) <= 50 }, "\(offsets)")

        // Leaving did not wait for the closing chime, which was heard to its end after
        // breathe had gone, and nothing was said about it.
        let summary = try #require(phases.last?.time)
        let leaving = try #require(ended) - summary
        print("breathe left \(Int((leaving * 1000).rounded())) ms after its last line")
        #expect(leaving < 0.5)
        let lastSound = samples.lastIndex { $0.magnitude >= Self.soundLevel.magnitude }.map { start + Double($0) / Self.rate } ?? 0
        #expect(lastSound - summary > 1.2, "the closing chime was cut short")
        #expect(!lines.contains { $0.text.hasPrefix("Sound:") }, "\(lines.map(\.text))")
    }
}
