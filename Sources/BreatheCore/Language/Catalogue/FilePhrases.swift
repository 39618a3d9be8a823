/// Why the system refused a file operation. English says each reason in glibc's own words
/// (what `strerror` says, as people search for them); the other languages name the reasons
/// in their own, and a rare reason is the system's words in every language. In `po/`.
public struct SystemReason: TranslatedPhrases, Equatable {
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

    public static let area = "reason"

    public var key: String { Self.area + "." + String(describing: kind) }

    /// A reason breathe does not name is the system's own words in every language.
    public var facts: [String: Fact] { kind == .other ? ["system": .text(text)] : [:] }

    static let samples = Kind.allCases.map { SystemReason($0, text: "Stale file handle") }
}

/// What stands where a file was expected, as "… is a folder, not a regular file" names it.
public enum FileKind: TranslatedPhrases, Equatable, CaseIterable {
    case file, folder, fifo, device, socket, symbolicLink, other

    public static let area = "fileKind"

    static let samples = allCases
}

/// The file operation that failed: each has its own "could not … PATH" message.
public enum FileAction: Sendable, Equatable, CaseIterable {
    case read, createFolder, useFolder, createTemporaryFile, setMode, write, sync, close
    case openFolder, syncFolder, moveAside, readFolder, openLockFile, lock, makeSoundFolder
}

/// A file-system failure: what breathe tried, on which path, and why it could not.
/// Paths are data and stay as they are in every language. Its words are in `po/`.
public enum FileProblem: TranslatedPhrases, Equatable {
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

    public static let area = "file"

    public var key: String {
        switch self {
        case .couldNot(let action, _, _): Self.area + ".couldNot." + String(describing: action)
        case .tooLarge(_, let size, let limit) where size <= limit: Self.area + ".justOverLimit"
        case .wouldBeTooLarge(_, let size, let limit) where size <= limit: Self.area + ".wouldBeJustOverLimit"
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .couldNot(_, let path, let reason), .notDurable(let path, let reason):
            ["path": .text(path), "reason": .said(reason)]
        case .couldNotRename(let temp, let path, let reason):
            ["temp": .text(temp), "path": .text(path), "reason": .said(reason)]
        case .notReadable(let path, let kind), .notAFolder(let path, let kind), .notWritable(let path, let kind):
            ["path": .text(path), "kind": .said(kind)]
        case .tooLarge(let path, let size, let limit), .wouldBeTooLarge(let path, let size, let limit):
            size <= limit ? ["path": .text(path), "limit": .number(limit)]
                : ["path": .text(path), "size": .number(size), "limit": .number(limit)]
        case .grewTooLarge(let path, let limit): ["path": .text(path), "limit": .number(limit)]
        case .asideTaken(let path, let newPath): ["path": .text(path), "newPath": .text(newPath)]
        case .notPrivate(let folder): ["folder": .text(folder)]
        case .linkIntoProgress(let path, let target): ["path": .text(path), "target": .text(target)]
        case .linkRefused(let path), .writeLinkToNothing(let path), .readOnly(let path),
             .readLinkToNothing(let path), .nameNotUTF8(let path), .journalFolderIsLink(let path),
             .lockFileIsLink(let path):
            ["path": .text(path)]
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
    ] + FileAction.allCases.dropFirst().map { .couldNot($0, path: "/d", reason: SystemReason(.busy, text: "Busy")) }
}

extension Words {
    public func callAsFunction(_ problem: FileProblem) -> String { say(problem) }
}
