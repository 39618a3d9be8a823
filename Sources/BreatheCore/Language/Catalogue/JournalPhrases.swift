/// The words about session journals: a session saved at a start from the journal its
/// process left, and journals that could not be used. Their words are in `po/`.
public enum JournalPhrase: TranslatedPhrases, Equatable {
    /// A session found in a journal and saved now. `lesson` and `program` name a lesson
    /// (nil for free practice, named by its `pattern`); `started` is its local start as
    /// lists show it; `endedCleanly` is false when it never ended (a crash), true when it
    /// ended but its save failed. `kept` is false for a session under the five seconds
    /// breathe keeps: nothing was saved, and its journal was removed.
    case recovered(
        lesson: String?, program: String?, pattern: String, started: String, endedCleanly: Bool,
        practicedSeconds: Double, kept: Bool = true)
    /// A lesson's journal left for a later start: its program's file cannot be read now.
    case waitsForProgram(lesson: String, program: String, started: String)
    /// A fallback journal folder in a shared place that is not this user's alone: its
    /// journals were not read.
    case notPrivate(own: String, folder: String)
    /// A journal folder breathe does not read (`FileProblem.journalFolderIsLink`).
    case folderRefused(FileProblem)
    /// A journal that could not be read from disk (a FIFO, a folder, a link, a file it
    /// may not read): renamed to `keptAs` when it could be.
    case unreadable(file: String, FileProblem, keptAs: String?)
    /// A journal that is not one (damaged or edited): renamed to `keptAs` when it could be.
    case undecodable(file: String, FieldProblem, keptAs: String?)

    // MARK: Parts of other lines

    /// What a recovered session practised: a lesson of a program ("lesson day-2 of
    /// foundations")…
    case lessonOf(lesson: String, program: String)
    /// … or free practice, named by its pattern.
    case freePractice(pattern: String)

    public static let area = "journal"

    public var key: String {
        let name = switch self {
        case .recovered(_, _, _, _, let endedCleanly, _, let kept):
            "recovered" + (endedCleanly ? "AfterFailedSave" : "") + (kept ? "" : "TooShort")
        case .waitsForProgram: "waitsForProgram"
        case .notPrivate: "notPrivate"
        case .folderRefused: "folderRefused"
        case .unreadable(_, _, nil), .undecodable(_, _, nil): "leftInPlace"
        case .unreadable: "unreadable"
        case .undecodable: "undecodable"
        case .lessonOf: "lessonOf"
        case .freePractice: "freePractice"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        switch self {
        case .recovered(let lesson, let program, let pattern, let started, _, let practiced, let kept):
            let what: JournalPhrase = lesson.map { .lessonOf(lesson: $0, program: program ?? "?") }
                ?? .freePractice(pattern: pattern)
            let minimum: [String: Fact] = kept ? [:] : ["minimum": .number(Int(saturating: TooShortToKeep.seconds))]
            return ["what": .said(what), "started": .text(started), "practised": .duration(practiced)]
                .merging(minimum) { first, _ in first }
        case .waitsForProgram(let lesson, let program, let started):
            return ["lesson": .text(lesson), "program": .text(program), "started": .text(started)]
        case .notPrivate(let own, let folder): return ["own": .text(own), "folder": .text(folder)]
        case .folderRefused(let problem): return ["problem": .said(problem)]
        case .unreadable(let file, let problem, let keptAs):
            return ["file": .text(file), "problem": .said(problem)]
                .merging(keptAs.map { ["keptAs": .text($0)] } ?? [:]) { first, _ in first }
        case .undecodable(let file, let problem, let keptAs):
            return ["file": .text(file), "problem": .said(problem)]
                .merging(keptAs.map { ["keptAs": .text($0)] } ?? [:]) { first, _ in first }
        case .lessonOf(let lesson, let program): return ["lesson": .text(lesson), "program": .text(program)]
        case .freePractice(let pattern): return ["pattern": .text(pattern)]
        }
    }

    static let samples: [JournalPhrase] = [
        .waitsForProgram(lesson: "a", program: "mine", started: "2026-11-30 07:06"),
        .recovered(
            lesson: "day-2", program: "foundations", pattern: "4-6", started: "2026-11-30 07:06", endedCleanly: false,
            practicedSeconds: 150),
        .recovered(
            lesson: nil, program: nil, pattern: "box", started: "2026-11-30 07:06", endedCleanly: true,
            practicedSeconds: 45),
        .recovered(
            lesson: nil, program: nil, pattern: "box", started: "2026-11-30 07:06", endedCleanly: false,
            practicedSeconds: 0, kept: false),
        .recovered(
            lesson: "day-2", program: "foundations", pattern: "4-6", started: "2026-11-30 07:06", endedCleanly: true,
            practicedSeconds: 3, kept: false),
        .notPrivate(own: "/tmp/breathe-1000", folder: "/tmp/breathe-1000/ab/journal"),
        .folderRefused(.journalFolderIsLink(path: "/d/journal")),
        .unreadable(file: "/d/journal/s1.json", .linkRefused(path: "/d/journal/s1.json"), keptAs: nil),
        .unreadable(
            file: "/d/journal/s1.json", .notReadable(path: "/d/journal/s1.json", kind: .fifo),
            keptAs: "/d/journal/s1.unreadable"),
        .undecodable(
            file: "/d/journal/s1.json", FieldProblem(field: "startedAt", .missing), keptAs: "/d/journal/s1.unreadable"),
        .undecodable(
            file: "/d/journal/s1.json",
            FieldProblem(field: "", .notJSON(JSONSyntaxError(.endsEarly, line: 1, column: 2))), keptAs: nil),
        .lessonOf(lesson: "day-2", program: "foundations"), .freePractice(pattern: "box"),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: JournalPhrase) -> String { say(phrase) }
}
