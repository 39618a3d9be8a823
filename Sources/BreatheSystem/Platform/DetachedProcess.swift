#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore

/// A helper program started and left to run: a sound player or a speech tool. It must
/// never hold up the frame loop nor touch the terminal ncurses owns, so it gets
/// /dev/null for stdin, stdout and stderr, and the parent only ever polls for its end.
/// Each runs in a process group of its own, whose id is its pid: a player that is a
/// shell script starts children of its own, and they are stopped with it.
public enum DetachedProcess {
    /// Starts `arguments` (the first is the program's name, `path` the file run), with
    /// `environment` ("NAME=value") or breathe's own, and returns its process id, or the
    /// errno that stopped it. `input`, when given, is a file opened as its stdin instead
    /// of /dev/null: it is open before this returns, so the file may then be removed
    /// while the child still reads it. `output`, when given, is its stdout instead of
    /// /dev/null (the write end of a pipe whose reader wants what it prints).
    public static func start(
        path: String, arguments: [String], environment: [String]? = nil, input: String? = nil, output: Int32? = nil
    ) -> Result<pid_t, SpawnError> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // breathe may ignore SIGPIPE, and its mask may block signals; a child would inherit
        // both, so it gets its own mask and the defaults back.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A SIGQUIT sent to it would make a player dump core: it stays blocked there, and
        // breathe ends the player itself when SIGQUIT ends the session.
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGQUIT)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGPIPE, SIGCHLD, SIGWINCH, SIGCONT] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Its own process group (its id is the player's pid), so that stopping it stops
        // what a player that is a script started too: `kill` signals the whole group.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let status: Int32
        if var envp {
            status = posix_spawn(&pid, path, &actions, &attributes, argv, &envp)
        } else {
            status = posix_spawn(&pid, path, &actions, &attributes, argv, inheritedEnvironment())
        }
        guard status == 0 else { return .failure(SpawnError(code: status)) }
        return .success(pid)
    }

    /// How a child ended, once it has: its exit status or the signal that ended it. Nil
    /// while it runs. Never blocks. A child that has ended is first looked at without
    /// being reaped, and what it left running in its process group (a script's own
    /// children) is stopped: until it is reaped its pid, and so its group's id, cannot be
    /// given to another process.
    public static func ended(_ pid: pid_t) -> Ending? {
        var info = siginfo_t()
        if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) < 0 { return .gone }
        #if canImport(Darwin)
        if info.si_pid == 0 { return nil }
        #else
        if info._sifields._sigchld.si_pid == 0 { return nil }
        #endif
        signalGroup(pid, SIGKILL)
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == 0 { return nil }
        if result < 0 { return .gone }
        if status & 0x7f == 0 { return .exited((status >> 8) & 0xff) }
        return .signalled(status & 0x7f)
    }

    /// Ends a child that overstays, and everything it started (its process group). It is
    /// reaped by `ended` later: a process stuck in the kernel (a wedged sound device) dies
    /// only when its call returns, and the frame loop must not wait for that. Safe after
    /// the child was reaped: Linux never gives its pid to a new process while the group
    /// it leads has members, and an empty group is simply not found.
    public static func kill(_ pid: pid_t) {
        signalGroup(pid, SIGKILL)
    }

    /// Sends `signal` to the process group `pid` leads: the child and what it started.
    public static func signalGroup(_ pid: pid_t, _ signal: Int32) {
        guard pid > 0 else { return }
        _ = sendSignal(-pid, signal)
    }

    /// Stops the process group `pid` leads (Ctrl-Z stops breathe: its players must not
    /// play on in their own groups).
    public static func pauseGroup(_ pid: pid_t) {
        signalGroup(pid, SIGSTOP)
    }

    /// Lets the process group `pid` leads go on after `pauseGroup`.
    public static func resumeGroup(_ pid: pid_t) {
        signalGroup(pid, SIGCONT)
    }

    /// Children's ends are kept for `ended` to read: with SIGCHLD ignored (inherited so
    /// from a parent) the kernel would reap them, and their statuses would be lost.
    public static func keepChildStatuses() {
        signal(SIGCHLD, SIG_DFL)
    }

    /// C's `kill`, named apart from `DetachedProcess.kill`.
    private static func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.kill(pid, signal)
        #else
        Glibc.kill(pid, signal)
        #endif
    }

    /// breathe's own environment, for a child given no other.
    private static func inheritedEnvironment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }

    public enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Reaped already, or not our child.
        case gone
    }

    /// The file `name` runs from PATH, or nil: what a shell would run, found without one.
    public static func find(_ name: String, path: String?) -> String? {
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(
            separator: ":", omittingEmptySubsequences: true) where folder.hasPrefix("/") {
            let candidate = folder + "/" + name
            var info = stat()
            guard stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  access(candidate, X_OK) == 0 else { continue }
            return candidate
        }
        return nil
    }
}

/// Why a helper program could not be started: the system's reason, in its own words
/// (`description`) or in the person's (`Phrases`).
public struct SpawnError: Error, Equatable, CustomStringConvertible, Phrases {
    public let code: Int32
    public var description: String { english }
    public var english: String { SystemReason(errno: code).text }
    public var chinese: String { SystemReason(errno: code).chinese }
}
