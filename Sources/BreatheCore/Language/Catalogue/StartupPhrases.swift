/// The lines a command prints on stderr while it loads what it needs: the person's files
/// and the store, sessions recovered from journals, warnings, and why it stopped.
public enum StartupPhrase: Phrases, Equatable {
    /// Neither HOME nor the XDG folders say where files live.
    case noHome
    /// A warning line: a journal not used, a program file skipped (already in words).
    case warning(String)
    /// A session saved from its journal.
    case recovered(JournalPhrase)
    /// After unreadable settings, for a command that would have practised.
    case nothingPractised(PracticeKind)
    /// `breathe status` on a store written by a newer breathe.
    case statusNewer(path: String)
    /// `breathe status` on a store it cannot read (history repairs it).
    case statusUnreadable(path: String)
    /// JSON output that could not be made (a bug).
    case jsonNotEncoded

    /// What would have been practised.
    public enum PracticeKind: Sendable, Equatable, CaseIterable {
        case session, paceBlocks
    }

    public var english: String {
        switch self {
        case .noHome:
            "neither HOME nor XDG_DATA_HOME/XDG_CONFIG_HOME is set to an absolute path, so breathe cannot tell where "
                + "to keep your progress; set HOME"
        case .warning(let text): "warning: \(text)"
        case .recovered(let phrase): "recovered: \(phrase.english)"
        case .nothingPractised(let kind):
            "nothing was practised; fix the problem above first, since "
                + "\(kind == .session ? "the session" : "the blocks") could not be saved"
        case .statusNewer(let path):
            "\(path) was written by a newer breathe; update breathe to see your status (the file is fine and was left "
                + "as it is)"
        case .statusUnreadable(let path):
            "\(path) cannot be read; run breathe history to see what is wrong and what to do"
        case .jsonNotEncoded: "could not encode the output as JSON"
        }
    }

    public var chinese: String {
        switch self {
        case .noHome:
            "HOME 和 XDG_DATA_HOME/XDG_CONFIG_HOME 都没有设为绝对路径，breathe "
                + "不知道该把进度记录保存在哪里；请设置 HOME"
        case .warning(let text): "警告：\(text)"
        case .recovered(let phrase): "已恢复：\(phrase.chinese)"
        case .nothingPractised(let kind):
            "没有开始练习：请先解决上面的问题，"
                + "否则\(kind == .session ? "这次练习" : "这几段练习")无法保存"
        case .statusNewer(let path):
            "\(path) 是较新版本的 breathe 写的；请升级 breathe 后再查看状态（文件完好，"
                + "保持原样）"
        case .statusUnreadable(let path): "\(path) 无法读取；请运行 breathe history 查看问题所在和解决办法"
        case .jsonNotEncoded: "无法把输出编码为 JSON"
        }
    }

    static let samples: [StartupPhrase] = [
        .noHome, .warning("/c/programs/x.json：缺少这一项"), .recovered(JournalPhrase.samples[0]),
        .nothingPractised(.session),
        .nothingPractised(.paceBlocks), .statusNewer(path: "/d/progress.json"),
        .statusUnreadable(path: "/d/progress.json"), .jsonNotEncoded,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: StartupPhrase) -> String { say(phrase) }
}
