/// Why the system refused a file operation. English keeps the C library's own words
/// (what `strerror` says, as people search for them); Chinese names the common reasons
/// and falls back to those words for the rare ones.
public struct SystemReason: Sendable, Equatable {
    /// The reasons a person can act on, told apart by the system layer from errno.
    public enum Kind: Sendable, Equatable, CaseIterable {
        case noSpace, quotaExceeded, permissionDenied, notPermitted, readOnly, notFound, exists
        case notAFolder, isAFolder, inputOutput, linkLoop, nameTooLong, busy, tooManyOpenFiles, other
    }

    public let kind: Kind
    /// The system's own sentence: "No space left on device".
    public let text: String

    public init(_ kind: Kind, text: String) {
        self.kind = kind
        self.text = text
    }

    public var chinese: String {
        switch kind {
        case .noSpace: "磁盘空间已满"
        case .quotaExceeded: "超出了磁盘配额"
        case .permissionDenied: "没有权限"
        case .notPermitted: "系统不允许这样做"
        case .readOnly: "文件系统是只读的"
        case .notFound: "文件或文件夹不存在"
        case .exists: "文件已存在"
        case .notAFolder: "路径中有一项不是文件夹"
        case .isAFolder: "这是一个文件夹"
        case .inputOutput: "读写出错（磁盘或设备可能有问题）"
        case .linkLoop: "符号链接层数过多"
        case .nameTooLong: "文件名太长"
        case .busy: "设备或资源正忙"
        case .tooManyOpenFiles: "打开的文件太多"
        case .other: "系统报告：\(text)"
        }
    }
}

/// What stands where a file was expected.
public enum FileKind: Sendable, Equatable, CaseIterable {
    case file, folder, fifo, device, socket, symbolicLink, other

    /// "a folder", as the sentence "… is a folder, not a regular file" has it.
    var english: String {
        switch self {
        case .file: "a file"
        case .folder: "a folder"
        case .fifo: "a FIFO (named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "not a regular file"
        }
    }

    public var chinese: String {
        switch self {
        case .file: "一个文件"
        case .folder: "一个文件夹"
        case .fifo: "一个 FIFO（命名管道）"
        case .device: "一个设备"
        case .socket: "一个套接字"
        case .symbolicLink: "一个符号链接"
        case .other: "一个特殊文件"
        }
    }
}

/// The file operation that failed, as "could not … PATH" says it.
public enum FileAction: Sendable, Equatable, CaseIterable {
    case read, createFolder, useFolder, createTemporaryFile, setMode, write, sync, close
    case openFolder, syncFolder, moveAside, readFolder, openLockFile, lock, makeSoundFolder

    var english: String {
        switch self {
        case .read: "read"
        case .createFolder: "create the folder"
        case .useFolder: "use the folder"
        case .createTemporaryFile: "create the temporary file"
        case .setMode: "set the mode of"
        case .write: "write"
        case .sync: "sync"
        case .close: "close"
        case .openFolder: "open the folder"
        case .syncFolder: "sync the folder"
        case .moveAside: "move aside"
        case .readFolder: "read the folder"
        case .openLockFile: "open the lock file"
        case .lock: "lock"
        case .makeSoundFolder: "make a folder for sounds in"
        }
    }

    /// "无法读取 PATH": the verb goes before the path, or around it.
    func chinese(_ path: String) -> String {
        switch self {
        case .read: "无法读取 \(path)"
        case .createFolder: "无法创建文件夹 \(path)"
        case .useFolder: "无法使用文件夹 \(path)"
        case .createTemporaryFile: "无法创建临时文件 \(path)"
        case .setMode: "无法设置 \(path) 的权限"
        case .write: "无法写入 \(path)"
        case .sync: "无法把 \(path) 写入磁盘"
        case .close: "无法关闭 \(path)"
        case .openFolder: "无法打开文件夹 \(path)"
        case .syncFolder: "无法把文件夹 \(path) 的改动写入磁盘"
        case .moveAside: "无法把 \(path) 移到一旁"
        case .readFolder: "无法读取文件夹 \(path)"
        case .openLockFile: "无法打开锁文件 \(path)"
        case .lock: "无法锁定 \(path)"
        case .makeSoundFolder: "无法在 \(path) 中创建存放声音的文件夹"
        }
    }
}

/// A file-system failure: what breathe tried, on which path, and why it could not.
/// Paths are data and stay as they are in either language.
public enum FileProblem: Phrases, Equatable {
    /// The system refused: "could not read PATH: Permission denied".
    case couldNot(FileAction, path: String, reason: SystemReason)
    /// The rename that puts a written temp file in place failed: both files are named.
    case couldNotRename(temp: String, path: String, reason: SystemReason)
    /// A link where breathe reads only its own regular file.
    case linkRefused(path: String)
    /// Something other than a file where one is read.
    case notReadable(path: String, kind: FileKind)
    case tooLarge(path: String, megabytes: Int, limitMegabytes: Int)
    case grewTooLarge(path: String, limitMegabytes: Int)
    /// What breathe was about to write is more than its own reader takes: not written.
    case wouldBeTooLarge(path: String, megabytes: Int, limitMegabytes: Int)
    /// `path` was renamed into place, but its folder could not be synced (or opened to
    /// sync): the new file is there, and might not survive a power cut.
    case notDurable(path: String, reason: SystemReason)
    /// A file (or another thing) where a folder must be.
    case notAFolder(path: String, kind: FileKind)
    /// A file the person named (an export) is a link to nothing.
    case writeLinkToNothing(path: String)
    /// A file in a folder breathe reads (a program) is a link to nothing.
    case readLinkToNothing(path: String)
    /// A file whose name is not UTF-8 (shown with U+FFFD) cannot be named, so not opened.
    case nameNotUTF8(path: String)
    /// A file the person named is not a regular file: never replaced.
    case notWritable(path: String, kind: FileKind)
    /// A file the person made read-only (no write permission for its owner): never replaced,
    /// though a rename could.
    case readOnly(path: String)
    case asideTaken(path: String, newPath: String)
    /// The shared fallback for journals belongs to someone else, or others may write it.
    case notPrivate(folder: String)
    /// The data folder's journal folder is a link: breathe's journals stay in its own folder.
    case journalFolderIsLink(path: String)
    /// A lock file that is a link: breathe locks only a file of its own.
    case lockFileIsLink(path: String)
    /// config.json is a link to one of breathe's files of progress (the store, its
    /// backup, a sync copy): settings are never written into it.
    case linkIntoProgress(path: String, target: String)

    public var english: String {
        switch self {
        case .couldNot(let action, let path, let reason): "could not \(action.english) \(path): \(reason.text)"
        case .couldNotRename(let temp, let path, let reason): "could not rename \(temp) to \(path): \(reason.text)"
        case .linkRefused(let path):
            "\(path) is a symbolic link; breathe reads only a regular file there, so it did not read it"
        case .notReadable(let path, let kind):
            "\(path) is \(kind.english), not a regular file, so breathe did not read it"
        case .tooLarge(let path, let size, let limit) where size <= limit:
            "\(path) is just over \(limit) MB, more than breathe reads; it was left alone"
        case .tooLarge(let path, let size, let limit):
            "\(path) is \(size) MB, more than breathe reads (\(limit) MB); it was left alone"
        case .grewTooLarge(let path, let limit): "\(path) grew past \(limit) MB while being read; it was left alone"
        case .wouldBeTooLarge(let path, let size, let limit) where size <= limit:
            "\(path) would be just over \(limit) MB, more than breathe reads, so nothing was written"
        case .wouldBeTooLarge(let path, let size, let limit):
            "\(path) would be \(size) MB, more than breathe reads (\(limit) MB), so nothing was written"
        case .notDurable(let path, let reason):
            "\(path) was written, but its folder could not be synced to disk (\(reason.text)), so it might not survive "
                + "a power cut"
        case .notAFolder(let path, let kind): "could not use the folder \(path): it is \(kind.english), not a folder"
        case .writeLinkToNothing(let path):
            "\(path) is a symbolic link to a file that does not exist; breathe writes through a link only to an "
                + "existing file"
        case .notWritable(let path, let kind):
            "\(path) is \(kind.english), not a regular file; breathe writes only regular files, so nothing was written"
        case .readOnly(let path):
            "\(path) is read-only (it has no write permission), so breathe left it as it was; to let breathe replace "
                + "it: chmod u+w \(path)"
        case .readLinkToNothing(let path):
            "\(path) is a symbolic link to a file that does not exist, so breathe did not read it"
        case .nameNotUTF8(let path):
            "\(path) has a name that is not UTF-8 (shown here with �), so breathe cannot open it; rename it"
        case .asideTaken(let path, let newPath): "could not move \(path) aside: \(newPath) already exists"
        case .notPrivate(let folder):
            "\(folder) is not a private folder of this user's, so no journal was written there"
        case .journalFolderIsLink(let path):
            "\(path) is a symbolic link, not a folder of breathe's own, so no journal was written or read there; "
                + "remove the link and breathe makes the folder again"
        case .lockFileIsLink(let path):
            "\(path) is a symbolic link, and breathe locks only a file of its own, so nothing was read or written; "
                + "remove the link and breathe makes the file again"
        case .linkIntoProgress(let path, let target):
            "\(path) is a link to \(target), a file breathe keeps your progress in, so no setting was written; "
                + "point the link at a file of its own"
        }
    }

    public var chinese: String {
        switch self {
        case .couldNot(let action, let path, let reason): "\(action.chinese(path))：\(reason.chinese)"
        case .couldNotRename(let temp, let path, let reason): "无法把 \(temp) 重命名为 \(path)：\(reason.chinese)"
        case .linkRefused(let path):
            "\(path) 是一个符号链接；breathe 在这里只读取普通文件，所以没有读取它"
        case .notReadable(let path, let kind):
            "\(path) 是\(kind.chinese)，不是普通文件，所以 breathe 没有读取它"
        case .tooLarge(let path, let size, let limit) where size <= limit:
            "\(path) 略大于 \(limit) MB，超过了 breathe 能读取的大小；没有动它"
        case .tooLarge(let path, let size, let limit):
            "\(path) 有 \(size) MB，超过了 breathe 能读取的 \(limit) MB；没有动它"
        case .grewTooLarge(let path, let limit): "\(path) 在读取时增长到了 \(limit) MB 以上；没有动它"
        case .wouldBeTooLarge(let path, let size, let limit) where size <= limit:
            "\(path) 将略大于 \(limit) MB，超过了 breathe 能读取的大小，所以什么也没有写"
        case .wouldBeTooLarge(let path, let size, let limit):
            "\(path) 将有 \(size) MB，超过了 breathe 能读取的 \(limit) MB，所以什么也没有写"
        case .notDurable(let path, let reason):
            "\(path) 已经写入，但它所在的文件夹无法同步到磁盘（\(reason.chinese)），断电后可能丢失"
        case .notAFolder(let path, let kind): "无法使用文件夹 \(path)：它是\(kind.chinese)，不是文件夹"
        case .writeLinkToNothing(let path):
            "\(path) 是指向不存在的文件的符号链接；breathe 只通过链接写入已经存在的文件"
        case .notWritable(let path, let kind):
            "\(path) 是\(kind.chinese)，不是普通文件；breathe 只写入普通文件，所以什么也没有写"
        case .readOnly(let path):
            "\(path) 是只读的（没有写权限），breathe 没有改动它；要让 breathe 替换它：chmod u+w \(path)"
        case .readLinkToNothing(let path):
            "\(path) 是指向不存在的文件的符号链接，所以 breathe 没有读取它"
        case .nameNotUTF8(let path):
            "\(path) 的文件名不是 UTF-8 编码（这里用 � 显示），breathe 无法打开它；请给它改名"
        case .asideTaken(let path, let newPath): "无法把 \(path) 移到一旁：\(newPath) 已经存在"
        case .notPrivate(let folder):
            "\(folder) 不是当前用户的私有文件夹，所以没有在那里写练习日志"
        case .journalFolderIsLink(let path):
            "\(path) 是一个符号链接，不是 breathe 自己的文件夹，所以没有在那里写入或读取练习日志；"
                + "删除这个链接后，breathe 会重新建立这个文件夹"
        case .lockFileIsLink(let path):
            "\(path) 是一个符号链接，而 breathe 只用自己的文件加锁，所以什么也没有读取或写入；"
                + "删除这个链接后，breathe 会重新建立这个文件"
        case .linkIntoProgress(let path, let target):
            "\(path) 是指向 \(target) 的链接，那是 breathe 保存你的进度的文件，所以没有写入任何设置；"
                + "请让链接指向一个单独的文件"
        }
    }

    static let samples: [FileProblem] = [
        .couldNot(.read, path: "/d/progress.json", reason: SystemReason(.permissionDenied, text: "Permission denied")),
        .notDurable(path: "/d/progress.json", reason: SystemReason(.inputOutput, text: "Input/output error")),
        .couldNotRename(
            temp: "/c/.config.json.breathe-1.tmp", path: "/c/config.json",
            reason: SystemReason(.notFound, text: "No such file or directory")),
        .linkRefused(path: "/d/set-aside.json"), .notReadable(path: "/d/p.json", kind: .folder),
        .tooLarge(path: "/d/p.json", megabytes: 70, limitMegabytes: 64),
        .grewTooLarge(path: "/d/p.json", limitMegabytes: 64),
        .wouldBeTooLarge(path: "/d/p.json", megabytes: 130, limitMegabytes: 128),
        .wouldBeTooLarge(path: "/d/p.json", megabytes: 128, limitMegabytes: 128),
        .tooLarge(path: "/d/p.json", megabytes: 128, limitMegabytes: 128),
        .notAFolder(path: "/d", kind: .file), .writeLinkToNothing(path: "/o.csv"),
        .notWritable(path: "/dev/null", kind: .device), .readOnly(path: "/home/me/sessions.csv"),
        .readLinkToNothing(path: "/c/programs/calm.json"),
        .nameNotUTF8(path: "/c/programs/\u{FFFD}.json"),
        .asideTaken(path: "/d/p.json", newPath: "/d/p.json.corrupt-1"), .notPrivate(folder: "/tmp/breathe-1000"),
        .journalFolderIsLink(path: "/d/journal"), .lockFileIsLink(path: "/d/progress.json.lock"),
        .linkIntoProgress(path: "/c/config.json", target: "/d/progress.json"),
    ]
}

extension Words {
    public func callAsFunction(_ problem: FileProblem) -> String { say(problem) }
}
