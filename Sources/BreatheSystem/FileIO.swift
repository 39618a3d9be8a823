#if canImport(Glibc)
import Glibc
#endif
import BreatheCore
import FoundationEssentials

/// A file-system failure, worded with the path and the system's reason (`FilePhrases`
/// in the catalogue; `description` is the English).
public struct FileError: Error, Equatable, CustomStringConvertible, Phrases {
    public let problem: FileProblem
    /// The system's error number, when there was one.
    public let code: Int32?

    init(_ action: FileAction, _ path: String, errno code: Int32) {
        problem = .couldNot(action, path: path, reason: SystemReason(errno: code))
        self.code = code
    }

    init(_ problem: FileProblem, code: Int32? = nil) {
        self.problem = problem
        self.code = code
    }

    /// Renaming `temp` over `path` failed with `code`.
    init(renaming temp: String, to path: String, errno code: Int32) {
        self.init(.couldNotRename(temp: temp, path: path, reason: SystemReason(errno: code)), code: code)
    }

    public var english: String { problem.english }
    public var chinese: String { problem.chinese }
    public var description: String { english }
}

extension SystemReason {
    /// The system's reason for `code`, in its own words and as one a person can act on.
    public init(errno code: Int32) {
        let kind: Kind = switch code {
        case ENOSPC: .noSpace
        case EDQUOT: .quotaExceeded
        case EACCES: .permissionDenied
        case EPERM: .notPermitted
        case EROFS: .readOnly
        case ENOENT: .notFound
        case EEXIST: .exists
        case ENOTDIR: .notAFolder
        case EISDIR: .isAFolder
        case EIO: .inputOutput
        case ELOOP: .linkLoop
        case ENAMETOOLONG: .nameTooLong
        case EBUSY: .busy
        case EMFILE, ENFILE: .tooManyOpenFiles
        default: .other
        }
        self.init(kind, text: String(cString: strerror(code)))
    }
}

/// Whether a symbolic link may stand where a file is read.
public enum SymlinkRule: Sendable {
    /// The person's own files (config.json, programs, an import): a link is theirs to make.
    case follow
    /// Files breathe alone writes (journals, a sync copy, the set-aside file): a link
    /// there makes no sense, so it is refused rather than followed somewhere else.
    case refuse
}

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
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
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

    /// What kind of thing is at `path`, without following a link; nil when nothing is.
    public static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Creates `path` and its parents (mode 0700 for new folders: progress is private),
    /// and makes sure it is a folder: a file in its place is an error, not a later ENOTDIR.
    public static func makeFolder(_ path: String) throws(FileError) {
        var built = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            built += "/" + part
            if mkdir(built, 0o700) != 0 && errno != EEXIST {
                throw FileError(.createFolder, built, errno: errno)
            }
        }
        var info = stat()
        guard stat(path.isEmpty ? "/" : path, &info) == 0 else { throw FileError(.useFolder, path, errno: errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FileError(.notAFolder(path: path, kind: kind(info.st_mode)))
        }
    }

    /// Replaces `path` with `data` so that a crash at any moment leaves either the old
    /// file or the new one: a temp file `temp` in the same folder (O_EXCL, so a stale one
    /// from a crash is removed first), written in full (short writes and EINTR retried),
    /// synced, renamed over the old one, and the folder synced so the rename itself
    /// survives a power cut. A folder that cannot be synced fails the write too: the new
    /// file is in place, but it might not survive a power cut, and the caller must not
    /// say it is safe. The caller makes `temp` a name nobody else uses at the same time
    /// (the store's lock, a device's own name). On any failure before the rename the temp
    /// file is removed and the old file is intact.
    public static func replaceAtomically(
        _ path: String, with data: Data, temp: String, mode: mode_t) throws(FileError) {
        let folder = parentFolder(of: path)
        var descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        if descriptor < 0 && errno == EEXIST {
            unlink(temp)
            descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        }
        guard descriptor >= 0 else { throw FileError(.createTemporaryFile, temp, errno: errno) }
        // The temp file is locked while it is written: a later start removes only temp
        // files whose lock it can take (`removeIfUnlocked`), so never a live writer's. One
        // removed between its creation and its lock is made again: a sweep lands in that
        // window rarely, and many times in a row only when something sweeps without pause.
        var attempts = 0
        while !lockStillNamed(descriptor) {
            close(descriptor)
            attempts += 1
            guard attempts < sweptTempAttempts else { throw FileError(.createTemporaryFile, temp, errno: ENOENT) }
            descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
            guard descriptor >= 0 else { throw FileError(.createTemporaryFile, temp, errno: errno) }
        }
        var failure: FileError?
        // The umask may have narrowed the mode; the file keeps the mode it had.
        if fchmod(descriptor, mode) != 0 { failure = FileError(.setMode, temp, errno: errno) }
        if failure == nil { failure = writeAll(data, to: descriptor, named: temp) }
        if failure == nil {
            while fsync(descriptor) != 0 {
                if errno == EINTR { continue }
                failure = FileError(.sync, temp, errno: errno)
                break
            }
        }
        // The rename comes before the close: the temp file stays locked until it has its
        // final name, so no sweep can take a live writer's file.
        if failure == nil, rename(temp, path) != 0 { failure = FileError(renaming: temp, to: path, errno: errno) }
        if let failure {
            unlink(temp)
            close(descriptor)
            throw failure
        }
        // The data was synced before the rename: a close that fails now loses nothing (it
        // once made an export that was in place say it could not be written).
        close(descriptor)
        // From here the new file is in place: a failure only makes it less than certain.
        do {
            try syncFolder(folder)
        } catch {
            let reason = error.code.map { SystemReason(errno: $0) } ?? SystemReason(.other, text: error.english)
            throw FileError(.notDurable(path: path, reason: reason), code: error.code)
        }
    }

    /// Writes `data` over the start of the file open at `descriptor` in one write and
    /// waits until it is on the disk; false on any failure (the caller then replaces the
    /// file atomically instead). Only for data of at most `sectorBytes`, written at
    /// offset 0: a disk writes a sector whole or not at all, so a power cut leaves the
    /// old text or the new, never half of each (the assumption PostgreSQL's control file
    /// rests on), and a killed process cannot stop a write half-way.
    /// A file no longer named (its folder was removed) is not written: the caller makes
    /// it again.
    public static func overwriteStart(_ descriptor: Int32, with data: Data) -> Bool {
        guard !data.isEmpty, data.count <= sectorBytes else { return false }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_nlink > 0 else { return false }
        let written = data.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        guard written == data.count else { return false }
        while fdatasync(descriptor) != 0 {
            if errno == EINTR { continue }
            return false
        }
        return true
    }

    /// How many times a temp file removed before it was locked is made again before the
    /// write gives up. A test sweeping every 0.2 ms beside 3,000 writes lost a temp five
    /// times in a row 4 times on a loaded machine; a hundred leaves no such run.
    static let sweptTempAttempts = 100

    /// The smallest write a disk makes whole.
    public static let sectorBytes = 512

    /// Locks the file open at `descriptor` and says whether it still has a name: false
    /// when a sweep removed it before it was locked.
    static func lockStillNamed(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { return true }  // no locks on this file system: nothing sweeps it either
        }
        var info = stat()
        return fstat(descriptor, &info) != 0 || info.st_nlink > 0
    }

    /// Removes a file left by a process that is gone: only when its lock can be taken
    /// (a live writer holds it) and the name still refers to the locked file. True when
    /// it was removed.
    @discardableResult
    public static func removeIfUnlocked(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var held = stat(), named = stat()
        guard fstat(descriptor, &held) == 0, held.st_mode & S_IFMT == S_IFREG,
              flock(descriptor, LOCK_EX | LOCK_NB) == 0,
              lstat(path, &named) == 0, named.st_dev == held.st_dev, named.st_ino == held.st_ino else { return false }
        return unlink(path) == 0
    }

    /// Removes, in `folder`, the temp files of `writeNamedFile` for `name`
    /// (`.NAME.breathe-XXXXXXXX.tmp`) whose writers are gone.
    public static func removeStrayTemps(in folder: String, for name: String) {
        let prefix = "." + name + ".breathe-"
        guard let names = try? list(folder) else { return }
        for entry in names where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp")
            && entry.count == prefix.count + 12 {
            removeIfUnlocked(folder + "/" + entry)
        }
    }

    /// Writes all of `data`, over short writes and EINTR; the failure, if any.
    static func writeAll(_ data: Data, to descriptor: Int32, named path: String) -> FileError? {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return FileError(.write, path, errno: errno)
                }
                offset += written
            }
            return nil
        }
    }

    /// Replaces a file that is only a cache (the status summary): written in full to
    /// `temp` and renamed over `path`, without syncing. After a power cut it may be old
    /// or cut short, which its reader notices; it is never the only copy of anything.
    public static func replaceQuickly(_ path: String, with data: Data, temp: String, mode: mode_t) throws(FileError) {
        unlink(temp)
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw FileError(.createTemporaryFile, temp, errno: errno) }
        var failure = writeAll(data, to: descriptor, named: temp)
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = FileError(.close, temp, errno: errno) }
        if failure == nil, rename(temp, path) != 0 { failure = FileError(renaming: temp, to: path, errno: errno) }
        if let failure {
            unlink(temp)
            throw failure
        }
    }

    /// Writes `data` to a file the person named (an export): through a symbolic link to
    /// its target, by a temp file beside the target and a rename, so a failure leaves
    /// the old file whole. Anything but a regular file (a device, a FIFO, a folder) is
    /// refused: `--output /dev/null` must never replace /dev/null. So is a file made
    /// read-only, which `>` would not write either.
    public static func writeNamedFile(_ path: String, with data: Data, newFileMode: mode_t = 0o644) throws(FileError) {
        var target = path
        if kind(of: path) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                // A link to something with no path of its own (/dev/stdout to a pipe) is
                // what it leads to; a loop of links is said as one.
                var info = stat()
                if stat(path, &info) == 0 { throw FileError(.notWritable(path: path, kind: kind(info.st_mode))) }
                if errno == ELOOP { throw FileError(.write, path, errno: ELOOP) }
                throw FileError(.writeLinkToNothing(path: path))
            }
            target = String(cString: resolved)
            free(resolved)
        }
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists, info.st_mode & S_IFMT != S_IFREG {
            throw FileError(.notWritable(path: path, kind: kind(info.st_mode)))
        }
        // A rename would replace a file made read-only; its owner's bit says no (for root too).
        if exists, info.st_mode & S_IWUSR == 0 { throw FileError(.readOnly(path: path)) }
        let mode = exists ? info.st_mode & 0o7777 : newFileMode
        let name = target.split(separator: "/").last.map(String.init) ?? "file"
        // Temp files of earlier writes of this file that were killed go first.
        removeStrayTemps(in: parentFolder(of: target), for: name)
        let temp = parentFolder(of: target) + "/." + name + ".breathe-" + String(newRecordID().prefix(8)) + ".tmp"
        try replaceAtomically(target, with: data, temp: temp, mode: mode)
    }

    /// Makes a rename or an unlink in `folder` durable.
    public static func syncFolder(_ folder: String) throws(FileError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(.openFolder, folder, errno: errno) }
        defer { close(descriptor) }
        while fsync(descriptor) != 0 {
            if errno == EINTR { continue }
            // Some file systems cannot sync a folder at all; that is no failure of ours.
            if errno == EINVAL { return }
            throw FileError(.syncFolder, folder, errno: errno)
        }
    }

    public static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The final file a path names, links followed; the path itself when it does not exist.
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
            throw FileError(.asideTaken(path: path, newPath: newPath))
        }
        guard rename(path, newPath) == 0 else { throw FileError(.moveAside, path, errno: errno) }
        try? syncFolder(parentFolder(of: path))
    }

    /// The names in a folder (nil when it does not exist).
    public static func list(_ folder: String) throws(FileError) -> [String]? {
        guard let handle = opendir(folder) else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw FileError(.readFolder, folder, errno: errno)
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
