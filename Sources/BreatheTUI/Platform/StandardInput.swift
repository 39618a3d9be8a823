#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Bytes typed on stdin (plain mode's answers).
public enum StandardInput {
    /// What one read of stdin gives, at most `count` bytes: empty at the end of input (Ctrl-D)
    /// or when it cannot be read.
    public static func read(atMost count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
        return got <= 0 ? [] : Array(buffer[0..<got])
    }

    /// Whether stdin is a terminal.
    public static var isTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    private static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(descriptor, bytes, count)
        #else
        Glibc.read(descriptor, bytes, count)
        #endif
    }
}
