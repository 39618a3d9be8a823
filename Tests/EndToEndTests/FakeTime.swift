import Foundation

/// The faketime wrapper, started so that it cannot trip over what a killed one left.
///
/// The wrapper names its semaphore and shared memory by its own pid and removes them only
/// when it exits by itself. One killed (a test's SIGKILL, or SIGHUP when a tmux server
/// closes) leaves both in /dev/shm, and a later wrapper given the same pid — pids wrap at
/// 32768 here, and a full run starts tens of thousands of processes — fails at once with
/// "sem_open: File exists" before breathe runs. This script removes the pair named by its
/// own pid, which no live wrapper can hold, and then becomes the wrapper with `exec`, so
/// the pid stays the same and a kill of it still reaches faketime.
let fakeTimeWrapper: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-faketime-\(UUID().uuidString).sh").path
    let lines = [
        "#!/bin/sh",
        #"rm -f "/dev/shm/sem.faketime_sem_$$" "/dev/shm/faketime_shm_$$""#,
        #"exec /usr/bin/faketime "$@""#,
    ]
    // Written by a shell of its own, never by this process: tests run side by side, and a
    // child another test started while this process held the file open for writing would
    // keep it open, so that running the script failed ("Text file busy") for as long as
    // that child lived. The lines go to printf as arguments, kept as they are.
    let written = try? run("/bin/sh", ["-c", #"printf '%s\n' "$@" > "$0" && chmod 755 "$0""#, path] + lines)
    // Where no script can be written, the wrapper itself, as before.
    return written?.status == 0 ? path : "/usr/bin/faketime"
}()
