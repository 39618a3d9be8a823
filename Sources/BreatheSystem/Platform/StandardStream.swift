#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// stdin, stdout and stderr as the system has them: whether each is a terminal, and every
/// write checked.
public enum StandardStream: Sendable, Hashable, CaseIterable {
    case input, output, error

    var descriptor: Int32 {
        switch self {
        case .input: STDIN_FILENO
        case .output: STDOUT_FILENO
        case .error: STDERR_FILENO
        }
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes all of `bytes`, over short writes and EINTR: nil when they are written, else
    /// the system's error number (0 for a write that wrote nothing).
    public func write(_ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return written < 0 ? errno : 0 }
            offset += written
        }
        return nil
    }

    /// A closed pipe becomes a failed write (EPIPE) instead of a death by SIGPIPE; and a
    /// standard stream that was closed (`>&-`) gets /dev/null opened on it the wrong way
    /// round, so that no file opened later can take its number, while every write to it
    /// still fails, as it would have (EBADF).
    public static func prepareForChecking() {
        signal(SIGPIPE, SIG_IGN)
        for stream in allCases where fcntl(stream.descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", stream == .input ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != stream.descriptor {
                dup2(opened, stream.descriptor)
                systemClose(opened)
            }
        }
    }

    /// Flushes whatever went through C's stdio: nil, or the error number of the failure.
    public static func flushCLibraryOutput() -> Int32? {
        fflush(nil) != 0 ? errno : nil
    }
}
