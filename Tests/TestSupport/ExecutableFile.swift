#if canImport(Glibc)
import Glibc
#endif

/// Writes a script that a test then runs, through a close-on-exec descriptor: a process
/// another test starts meanwhile must not inherit the descriptor open for writing, or
/// running the script fails with ETXTBSY ("Text file busy").
public func writeExecutable(_ path: String, _ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return write(descriptor, bytes, bytes.count) == bytes.count
}
