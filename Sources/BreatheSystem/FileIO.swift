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
    /// file or the new one: a temp file `temp` in the same folder (O_EXCL, so a stale one
    /// from a crash is removed first), written in full (short writes and EINTR retried),
    /// synced, renamed over the old one, and the folder synced so the rename itself
    /// survives a power cut. The caller holds the store's lock, which is what makes a fixed
    /// temp name safe. On any failure the temp file is removed and the old file is intact.
    public static func replaceAtomically(_ path: String, with data: Data, temp: String, mode: mode_t) throws(FileError) {
        let folder = parentFolder(of: path)
        var descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor < 0 && errno == EEXIST {
            unlink(temp)
            descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else { throw FileError("create the temporary file", temp, errno: errno) }
        var failure: FileError?
        // The umask may have narrowed the mode; the store keeps the mode it had.
        if fchmod(descriptor, mode) != 0 { failure = FileError("set the mode of", temp, errno: errno) }
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
        if failure == nil {
            while fsync(descriptor) != 0 {
                if errno == EINTR { continue }
                failure = FileError("sync", temp, errno: errno)
                break
            }
        }
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = FileError("close", temp, errno: errno) }
        if failure == nil, rename(temp, path) != 0 { failure = FileError("replace", path, errno: errno) }
        if let failure {
            unlink(temp)
            throw failure
        }
        syncFolder(folder)
    }

    /// Makes a rename or an unlink in `folder` durable.
    public static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        while fsync(descriptor) != 0 && errno == EINTR {}
        close(descriptor)
    }

    public static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The final file a path names: a symlinked store is written through its link, so the
    /// link stays a link. The path itself when it does not exist yet.
    public static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The permission bits of an existing file, or nil.
    public static func mode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Renames `path` to `newPath`, refusing to replace anything already there.
    public static func moveAside(_ path: String, to newPath: String) throws(FileError) {
        guard access(newPath, F_OK) != 0 else {
            throw FileError(description: "could not move \(path) aside: \(newPath) already exists")
        }
        guard rename(path, newPath) == 0 else { throw FileError("move aside", path, errno: errno) }
        syncFolder(parentFolder(of: path))
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
