#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials

/// A file-system failure, worded with the path and the system's reason.
public struct FileError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ action: String, _ path: String, errno code: Int32) {
        description = "could not \(action) \(path): \(String(cString: strerror(code)))"
    }

    init(description: String) {
        self.description = description
    }
}

/// Small POSIX file helpers: exact about errors, and free of Foundation's atomic write,
/// which on Linux neither syncs the folder nor keeps the file's mode.
public enum FileIO {
    /// The file's bytes, or nil when it does not exist.
    public static func read(_ path: String) throws(FileError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw FileError("read", path, errno: errno)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError("read", path, errno: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// Creates `path` and its parents (mode 0700 for new folders: progress is private).
    public static func makeFolder(_ path: String) throws(FileError) {
        var built = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            built += "/" + part
            if mkdir(built, 0o700) != 0 && errno != EEXIST {
                throw FileError("create the folder", built, errno: errno)
            }
        }
    }

    /// Replaces `path` with `data` so that a crash at any moment leaves either the old
    /// file or the new one: a temp file in the same folder, written in full, synced, then
    /// renamed over the old one, and the folder synced so the rename itself survives.
    public static func replaceAtomically(_ path: String, with data: Data, mode: mode_t = 0o600) throws(FileError) {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temp = "\(folder)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileError("create a temporary file in", folder.isEmpty ? "/" : folder, errno: errno) }
        var failure: FileError?
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = FileError("write", temp, errno: errno)
            } else {
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = FileError("sync", temp, errno: errno) }
        if close(descriptor) != 0, failure == nil { failure = FileError("close", temp, errno: errno) }
        if failure == nil, rename(temp, path) != 0 { failure = FileError("replace", path, errno: errno) }
        if let failure {
            unlink(temp)
            throw failure
        }
        let folderDescriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// The names in a folder (nil when it does not exist).
    public static func list(_ folder: String) throws(FileError) -> [String]? {
        guard let handle = opendir(folder) else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileError("read the folder", folder, errno: errno)
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
