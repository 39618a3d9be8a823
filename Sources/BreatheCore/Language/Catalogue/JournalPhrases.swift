/// The words about session journals: a session saved at a start from the journal its
/// process left, and journals that could not be used.
public enum JournalPhrase: Phrases, Equatable {
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

    public var english: String {
        switch self {
        case .recovered(let lesson, let program, let pattern, let started, let endedCleanly, let practiced, let kept):
            let what = lesson.map { "lesson \($0) of \(program ?? "?")" } ?? pattern
            let how = endedCleanly ? "could not be saved when it ended" : "did not end cleanly"
            guard kept else {
                return "a session (\(what), started \(started)) \(how), and its journal held only "
                    + "\(formatClock(practiced)) of practice, less than the \(Int(TooShortToKeep.seconds)) s breathe "
                    + "keeps; nothing was saved and the journal was removed"
            }
            return "a session (\(what), started \(started)) \(how); \(formatClock(practiced)) of practice was saved now"
        case .waitsForProgram(let lesson, let program, let started):
            return "a session (lesson \(lesson) of \(program), started \(started)) did not end cleanly; it stays in "
                + "its journal until the program \(program) can be read again, and is saved then (a program file "
                + "cannot be read now: breathe programs says which, and what is wrong)"
        case .folderRefused(let problem): return problem.english
        case .notPrivate(let own, let folder):
            return "\(own) is not a private folder of this user's, so the journals in \(folder) were not read; remove "
                + "it if you did not make it"
        case .unreadable(let file, let error, let keptAs):
            return "\(file) is a session journal that cannot be read (\(error.english)); "
                + (keptAs.map { "it was moved to \($0)" } ?? "it was left where it is")
        case .undecodable(let file, let problem, let keptAs):
            return "\(file) is a session journal that cannot be read (\(problem.english)); " + (keptAs.map {
                "it was kept as \($0)"
            } ?? "it was left where it is")
        }
    }

    public var chinese: String {
        switch self {
        case .recovered(let lesson, let program, let pattern, let started, let endedCleanly, let practiced, let kept):
            let what = lesson.map { "课程 \(program ?? "?") 的课 \($0)" } ?? "自由练习 \(pattern)"
            let how = endedCleanly ? "结束时没能保存" : "没有正常结束"
            guard kept else {
                let words = Words(.simplifiedChinese)
                return "一次练习（\(what)，开始于 \(started)）\(how)，它的日志只记录了"
                    + "\(words.duration(practiced))的练习，不到 breathe 保存的最短 "
                    + "\(words.duration(TooShortToKeep.seconds))；没有保存，日志已删除"
            }
            return "一次练习（\(what)，开始于 \(started)）\(how)；现在已保存其中 "
                + "\(Words(.simplifiedChinese).duration(practiced))的练习"
        case .waitsForProgram(let lesson, let program, let started):
            return "一次练习（课程 \(program) 的课 \(lesson)，开始于 \(started)）没有正常结束；它会留在练习日志里，"
                + "等课程 \(program) 能再次读取时再保存（现在有课程文件无法读取：breathe programs 会说明是哪个、"
                + "哪里有问题）"
        case .folderRefused(let problem): return problem.chinese
        case .notPrivate(let own, let folder):
            return "\(own) 不是当前用户的私有文件夹，所以没有读取 \(folder) 中的练习日志；"
                + "如果它不是你创建的，请删除它"
        case .unreadable(let file, let error, let keptAs):
            return "\(file) 是一份无法读取的练习日志（\(error.chinese)）；"
                + (keptAs.map { "已改名为 \($0)" } ?? "它留在原处")
        case .undecodable(let file, let problem, let keptAs):
            return "\(file) 是一份无法读取的练习日志（\(problem.chinese)）；" + (keptAs.map {
                "已改名保存为 \($0)"
            } ?? "它留在原处")
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
    ]
}

extension Words {
    public func callAsFunction(_ phrase: JournalPhrase) -> String { say(phrase) }
}
