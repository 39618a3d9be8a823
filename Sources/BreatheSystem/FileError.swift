import BreatheCore

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

/// Whether a symbolic link may stand where a file is read.
public enum SymlinkRule: Sendable {
    /// The person's own files (config.json, programs, an import): a link is theirs to make.
    case follow
    /// Files breathe alone writes (journals, a sync copy, the set-aside file): a link
    /// there makes no sense, so it is refused rather than followed somewhere else.
    case refuse
}
