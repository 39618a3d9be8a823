import BreatheCore
import BreatheSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Start-up: `--version`, `status` and the time from starting a session to its first
/// frame on a pseudo-terminal, each with a HOME holding ten years of daily practice.
enum StartupBench {
    /// A HOME holding ten years of daily practice (7,300 sessions), one program active.
    static func tenYearsHome() -> String {
        let home = "/tmp/breathe-bench-home-\(getpid())"
        let folder = home + "/.local/share/breathe"
        // No lead-in: the first frame is the first breath in, as before there was one.
        shell("rm -rf '\(home)'; mkdir -p '\(folder)' '\(home)/.config/breathe'; echo '{\"leadIn\": 0}' > '\(home)/.config/breathe/config.json'")
        do {
            try StoreFile(path: folder + "/progress.json").save(StoreBench.store(sessions: 7300))
        } catch {
            print("breathe-bench: \(error)")
            exit(1)
        }
        return home
    }

    /// Median wall time of `runs` runs of the command, output discarded.
    static func command(_ binary: String, _ arguments: [String], home: String, runs: Int) -> Double {
        let environment = ["HOME=\(home)", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
        _ = timeOnce(binary, arguments, environment: environment)  // warms the page cache
        return median((0..<runs).map { _ in timeOnce(binary, arguments, environment: environment) })
    }

    /// The median wall times of two commands run in turn, `runs` times each.
    static func commandsInTurn(_ binary: String, _ first: [String], _ second: [String], home: String, runs: Int) -> (Double, Double) {
        let environment = ["HOME=\(home)", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
        _ = timeOnce(binary, first, environment: environment)
        _ = timeOnce(binary, second, environment: environment)
        var firstTimes: [Double] = [], secondTimes: [Double] = []
        for _ in 0..<runs {
            firstTimes.append(timeOnce(binary, first, environment: environment))
            secondTimes.append(timeOnce(binary, second, environment: environment))
        }
        return (median(firstTimes), median(secondTimes))
    }

    /// Median time from spawning `breathe practice 4-7-8` on a new 80×24 pseudo-terminal
    /// to the arrival of its first frame (the phase name is in it), then `q`.
    static func firstFrame(_ binary: String, home: String, runs: Int) -> Double {
        _ = firstFrameOnce(binary, home: home)
        return median((0..<runs).map { _ in firstFrameOnce(binary, home: home) })
    }

    static func firstFrameOnce(_ binary: String, home: String) -> Double {
        // posix_openpt and friends are not in Swift's Glibc module: the same by hand.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return .nan }
        defer { close(master) }
        var unlock: Int32 = 0, number: UInt32 = 0
        guard ioctl(master, Self.unlockRequest, &unlock) == 0, ioctl(master, Self.numberRequest, &number) == 0 else { return .nan }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let slavePath = "/dev/pts/\(number)"
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A session of its own, so the pseudo-terminal opened next becomes its terminal.
        posix_spawnattr_setflags(&attributes, Self.spawnSetsid)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let arguments = [binary, "practice", "4-7-8", "--minutes", "1"]
        let environment = ["HOME=\(home)", "LANG=C.UTF-8", "TERM=xterm-256color", "PATH=/usr/bin:/bin"]
        let argv = arguments.map { strdup($0) } + [nil], envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, binary, &actions, &attributes, argv, envp) == 0 else { return .nan }
        var seen: [UInt8] = []
        var arrived = Double.nan
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let marker = Array("Breathe in".utf8)
        var quitSent = false
        while now() - start < 10 {
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }  // the terminal closed: breathe has exited
            if arrived.isNaN {
                seen += buffer[0..<count]
                if contains(seen, marker) { arrived = now() - start }
            }
            if !arrived.isNaN, !quitSent {
                _ = write(master, "q", 1)
                quitSent = true
            }
        }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        return arrived
    }

    /// Linux's TIOCSPTLCK, TIOCGPTN and glibc's POSIX_SPAWN_SETSID, which the Glibc
    /// module does not export.
    static let unlockRequest: UInt = 0x4004_5431, numberRequest: UInt = 0x8004_5430
    static let spawnSetsid: Int16 = 0x80

    static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
            if Array(bytes[start..<start + marker.count]) == marker { return true }
        }
        return false
    }
}
