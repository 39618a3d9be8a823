#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif
import BreatheCore

extension FileIO {
    /// What kind of thing is at `path`, without following a link; nil when nothing is.
    public static func kind(of path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return kind(info.st_mode)
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


    public static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// The final file a path names, links followed; the path itself when it does not exist.
    public static func resolvingSymlinks(_ path: String) -> String {
        realPath(path) ?? path
    }

    /// The final file a path names, links followed; nil when there is none (a link to
    /// nothing, a loop of links, a name that is not there).
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The permission bits of an existing file, or nil.
    public static func mode(of path: String) -> FilePermissions? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Renames `path` to `newPath`, refusing to replace anything already there.
    public static func moveAside(_ path: String, to newPath: String) throws(FileError) {
        guard access(newPath, F_OK) != 0 else {
            throw FileError(.asideTaken(path: path, newPath: newPath))
        }
        guard systemRename(path, newPath) == 0 else { throw FileError(.moveAside, path, errno: errno) }
        try? syncFolder(parentFolder(of: path))
    }

    /// Whether anything stands at `path` (a link to nothing counts as nothing).
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Removes the file (or link) at `path`; false when there was none or it stays.
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Removes the empty folder at `path`; false when it stays.
    @discardableResult
    public static func removeFolder(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Renames `path` to `newPath`, replacing a file there; false when it could not.
    public static func rename(_ path: String, to newPath: String) -> Bool {
        systemRename(path, newPath) == 0
    }

    /// Makes the one folder `path` (its parent must exist) only its owner may enter; one
    /// already there is no error.
    public static func makePrivateFolder(_ path: String) throws(FileError) {
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw FileError(.createFolder, path, errno: errno)
        }
    }

    /// Makes a new folder only its owner may enter, named `prefix` and six random
    /// characters, in `base`: its path, or `action`'s failure on `base`.
    public static func makeUniqueFolder(in base: String, prefix: String, failing action: FileAction)
        throws(FileError) -> String {
        var template = Array((base + "/" + prefix + "XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw FileError(action, base, errno: errno) }
        return String(cString: made)
    }

    /// The folder breathe was started in, or nil when it has no path any more.
    public static func currentFolder() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
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

/// C's `rename`, named apart from `FileIO.rename`.
func systemRename(_ path: String, _ newPath: String) -> Int32 {
    #if canImport(Darwin)
    Darwin.rename(path, newPath)
    #else
    Glibc.rename(path, newPath)
    #endif
}
