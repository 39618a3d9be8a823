#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore

/// A file's permission bits (0o600), as the system types them.
public typealias FilePermissions = mode_t

/// What the system says of one file (`stat`): its kind, permissions, owner, links, size,
/// and what tells it apart from every other file and from its own earlier versions.
public struct FileStatus: Sendable, Equatable {
    public let kind: FileKind
    public let permissions: FilePermissions
    public let owner: UInt32
    public let linkCount: Int
    public let size: Int
    public let device: Int64
    public let inode: Int64
    /// When its content last changed, and when its content or name did: seconds and
    /// nanoseconds since 1970.
    public let modified: (seconds: Int64, nanoseconds: Int64)
    public let changed: (seconds: Int64, nanoseconds: Int64)

    /// The file `path` names, links followed; nil when there is none (or it cannot be asked).
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// What stands at `path` itself, a link not followed; nil when nothing does.
    public init?(linkAt path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file open at `descriptor`.
    public init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        kind = FileIO.kind(info.st_mode)
        permissions = info.st_mode & 0o7777
        owner = UInt32(info.st_uid)
        linkCount = Int(info.st_nlink)
        size = Int(info.st_size)
        device = Int64(truncatingIfNeeded: info.st_dev)
        inode = Int64(truncatingIfNeeded: info.st_ino)
        #if canImport(Darwin)
        modified = (Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec))
        changed = (Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec))
        #else
        modified = (Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec))
        changed = (Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec))
        #endif
    }

    /// The same file: one device, one inode.
    public func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }

    public static func == (left: FileStatus, right: FileStatus) -> Bool {
        left.kind == right.kind && left.permissions == right.permissions && left.owner == right.owner
            && left.linkCount == right.linkCount && left.size == right.size && left.isSameFile(as: right)
            && left.modified == right.modified && left.changed == right.changed
    }
}
