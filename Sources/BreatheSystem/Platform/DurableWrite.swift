#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore
import FoundationEssentials

extension FileIO {
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
        _ path: String, with data: Data, temp: String, mode: FilePermissions) throws(FileError) {
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
            while flushToDisk(descriptor, dataOnly: false) != 0 {
                if errno == EINTR { continue }
                failure = FileError(.sync, temp, errno: errno)
                break
            }
        }
        // The rename comes before the close: the temp file stays locked until it has its
        // final name, so no sweep can take a live writer's file.
        if failure == nil, systemRename(temp, path) != 0 { failure = FileError(renaming: temp, to: path, errno: errno) }
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
        while flushToDisk(descriptor, dataOnly: true) != 0 {
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

    /// Writes all of `data`, over short writes and EINTR; the failure, if any.
    static func writeAll(_ data: Data, to descriptor: Int32, named path: String) -> FileError? {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
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
    public static func replaceQuickly(
        _ path: String, with data: Data, temp: String, mode: FilePermissions) throws(FileError) {
        unlink(temp)
        let descriptor = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw FileError(.createTemporaryFile, temp, errno: errno) }
        var failure = writeAll(data, to: descriptor, named: temp)
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = FileError(.close, temp, errno: errno) }
        if failure == nil, systemRename(temp, path) != 0 { failure = FileError(renaming: temp, to: path, errno: errno) }
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
    public static func writeNamedFile(
        _ path: String, with data: Data, newFileMode: FilePermissions = 0o644) throws(FileError) {
        var target = path
        if kind(of: path) == .symbolicLink {
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

    /// Waits until what was written to the file open at `descriptor` is on the disk: its
    /// data, and with `dataOnly` false its size and times too; 0, or -1 with errno. On
    /// macOS `fsync` only hands the data to the drive, whose cache a power cut can lose:
    /// `F_FULLFSYNC` asks the drive to write it through, and a file system that cannot
    /// (some network ones) gets `fsync`, the most it offers. On Linux `fsync` and
    /// `fdatasync` already wait for the drive.
    static func flushToDisk(_ descriptor: Int32, dataOnly: Bool) -> Int32 {
        #if canImport(Darwin)
        if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        return fsync(descriptor)
        #else
        return dataOnly ? fdatasync(descriptor) : fsync(descriptor)
        #endif
    }
}
