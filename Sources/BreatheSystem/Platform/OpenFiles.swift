#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore

extension FileIO {
    /// An existing file opened for writing over (a journal written in place), a link
    /// refused; nil when it cannot be.
    public static func openForOverwrite(_ path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Lets go of an open file (and of any lock held through it).
    public static func closeDescriptor(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    /// Writes `bytes` as a new file at `path` with `permissions` (a link, or a file
    /// already there, refused); on a failed write the file is removed again.
    public static func writeNewFile(
        _ path: String, _ bytes: [UInt8], permissions: FilePermissions) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard descriptor >= 0 else { throw FileError(.write, path, errno: errno) }
        defer { systemClose(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let code = errno
                unlink(path)
                throw FileError(.write, path, errno: code)
            }
            written += count
        }
    }
}

/// C's `close` and `write`, named apart from `FileIO`'s own.
@discardableResult
func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    Darwin.close(descriptor)
    #else
    Glibc.close(descriptor)
    #endif
}

func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
    #else
    Glibc.write(descriptor, bytes, count)
    #endif
}

func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, bytes, count)
    #else
    Glibc.read(descriptor, bytes, count)
    #endif
}
