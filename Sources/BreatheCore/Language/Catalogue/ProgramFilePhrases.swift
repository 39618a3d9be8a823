/// The words about the person's program files: what is wrong in one (file, field,
/// problem), and why a file was skipped when the programs were loaded. Their words are in
/// `po/`.
extension ProgramFileError: TranslatedPhrases {
    public static let area = "programFile"

    public var key: String { Self.area + (field.isEmpty ? ".problem" : ".fieldProblem") }

    public var facts: [String: Fact] {
        field.isEmpty ? ["file": .text(file), "issue": .said(issue)]
            : ["file": .text(file), "field": .text(field), "issue": .said(issue)]
    }
}

/// A program file that was not loaded, and why: the other programs load as usual.
public enum ProgramFileWarning: TranslatedPhrases, Equatable {
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

    public static let area = "programFile"

    public var key: String {
        switch self {
        case .repeatedID(_, _, byBuiltIn: true): Self.area + ".repeatedBuiltInsID"
        case .repeatedID: Self.area + ".repeatedID"
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .invalid(let error), .brokenBuiltIn(let error): ["error": .said(error)]
        case .unreadable(let problem), .folderUnreadable(let problem): ["problem": .said(problem)]
        case .repeatedID(let file, let id, _): ["file": .text(file), "id": .quoted(id)]
        case .repeatedBuiltInID(let name, let id): ["name": .text(name), "id": .quoted(id)]
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

    /// A problem with its field and one of the whole file.
    static let errorSamples = samples.compactMap { if case .invalid(let error) = $0 { error } else { nil } }
}

extension Words {
    public func callAsFunction(_ warning: ProgramFileWarning) -> String { say(warning) }
    public func callAsFunction(_ error: ProgramFileError) -> String { say(error) }
}
