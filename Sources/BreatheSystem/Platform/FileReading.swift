#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore
import FoundationEssentials

/// Small POSIX file helpers: exact about errors, and free of Foundation's atomic write,
/// which on Linux neither syncs the folder nor keeps the file's mode.
public enum FileIO {
    /// The bytes of a regular file, or nil when it does not exist.
    ///
    /// Whatever stands at `path` is checked before it is read: opened without blocking
    /// (a FIFO would wait forever for a writer), required to be a regular file (a device
    /// such as /dev/zero never ends) and no larger than `limit`, so no file can hang
    /// breathe or eat its memory.
    public static func read(
        _ path: String, symlinks: SymlinkRule = .follow,
        limit: Int = FieldLimits.largestFileBytes) throws(FileError) -> Data? {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY
        if symlinks == .refuse { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            if code == ELOOP, symlinks == .refuse {
                throw FileError(.linkRefused(path: path))
            }
            throw FileError(.read, path, errno: code)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError(.read, path, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileError(.notReadable(path: path, kind: kind(info.st_mode)))
        }
        guard Int(info.st_size) <= limit else {
            throw FileError(.tooLarge(
                path: path, megabytes: FieldLimits.megabytes(Int(info.st_size)), limitMegabytes: limit >> 20))
        }
        var data = Data()
        data.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(.read, path, errno: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= limit else {
                throw FileError(.grewTooLarge(path: path, limitMegabytes: limit >> 20))
            }
        }
        return data
    }

    /// A folder, a FIFO, a device: what stands where a file was expected.
    static func kind(_ mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: .file
        case S_IFDIR: .folder
        case S_IFIFO: .fifo
        case S_IFCHR, S_IFBLK: .device
        case S_IFSOCK: .socket
        case S_IFLNK: .symbolicLink
        default: .other
        }
    }
}
