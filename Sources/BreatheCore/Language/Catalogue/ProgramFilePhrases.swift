/// The words about the person's program files: what is wrong in one (file, field,
/// problem), and why a file was skipped when the programs were loaded.
extension ProgramFileError: Phrases {
    public var english: String {
        field.isEmpty ? "\(file): \(issue.english)" : "\(file): \(field): \(issue.english)"
    }

    public var chinese: String {
        field.isEmpty ? "\(file)：\(issue.chinese)" : "\(file)：\(field)：\(issue.chinese)"
    }
}

/// A program file that was not loaded, and why: the other programs load as usual.
public enum ProgramFileWarning: Phrases, Equatable {
    /// The file is not a valid program.
    case invalid(ProgramFileError)
    /// The file could not be read.
    case unreadable(FileProblem)
    /// The programs folder could not be read.
    case folderUnreadable(FileProblem)
    /// Its id is a built-in program's (`byBuiltIn`) or an earlier file's.
    case repeatedID(file: String, id: String, byBuiltIn: Bool)
    /// Two built-in files with one id, or a built-in file that does not read (a bug in
    /// breathe, which its tests catch).
    case repeatedBuiltInID(name: String, id: String)
    case brokenBuiltIn(ProgramFileError)

    public var english: String {
        switch self {
        case .invalid(let error): "\(error.english); this file is skipped"
        case .unreadable(let problem): "\(problem.english); this file is skipped"
        case .folderUnreadable(let problem): problem.english
        case .repeatedID(let file, let id, let byBuiltIn):
            "\(file): id: duplicate program id '\(id)' (already used by "
                + "\(byBuiltIn ? "a built-in program" : "another file")); this file is skipped"
        case .repeatedBuiltInID(let name, let id): "built-in \(name): id: duplicate program id '\(id)'; skipped"
        case .brokenBuiltIn(let error): error.english
        }
    }

    public var chinese: String {
        switch self {
        case .invalid(let error): "\(error.chinese)；已跳过这个文件"
        case .unreadable(let problem): "\(problem.chinese)；已跳过这个文件"
        case .folderUnreadable(let problem): problem.chinese
        case .repeatedID(let file, let id, let byBuiltIn):
            "\(file)：id：课程 id“\(id)”重复了（\(byBuiltIn ? "一个内置课程" : "另一个文件")已"
                + "经在用）；已跳过这个文件"
        case .repeatedBuiltInID(let name, let id): "内置的 \(name)：id：课程 id“\(id)”重复了；已跳过"
        case .brokenBuiltIn(let error): error.chinese
        }
    }

    static let samples: [ProgramFileWarning] = [
        .invalid(ProgramFileError(
            file: "/c/programs/mine.json", field: "lessons[2].pattern", issue: .pattern(.unknownName("squar")))),
        .invalid(ProgramFileError(
            file: "/c/programs/mine.json", field: "",
            issue: .notJSON(JSONSyntaxError(.unexpectedCharacter, line: 3, column: 7)))),
        .unreadable(.notReadable(path: "/c/programs/fifo.json", kind: .fifo)),
        .folderUnreadable(.couldNot(
            .readFolder, path: "/c/programs", reason: SystemReason(.permissionDenied, text: "Permission denied"))),
        .repeatedID(file: "/c/programs/x.json", id: "foundations", byBuiltIn: true),
        .repeatedID(file: "/c/programs/y.json", id: "evening", byBuiltIn: false),
        .repeatedBuiltInID(name: "a.json", id: "foundations"),
        .brokenBuiltIn(ProgramFileError(file: "built-in a.json", field: "lessons", issue: .emptyProgram)),
    ]
}

extension Words {
    public func callAsFunction(_ warning: ProgramFileWarning) -> String { say(warning) }
    public func callAsFunction(_ error: ProgramFileError) -> String { say(error) }
}
