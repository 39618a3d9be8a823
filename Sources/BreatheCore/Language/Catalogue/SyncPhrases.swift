/// The words about the sync folder: why a folder cannot be the one `breathe sync` merges
/// with, and the sync errors said before any merge.

/// Why a folder cannot be the sync folder.
public enum SyncFolderReason: Sendable, Equatable {
    case empty
    case controlCharacter
    /// Relative, starting with "~" (a quoted tilde the shell did not expand).
    case tilde
    /// Relative; `suggestion` is the absolute path it would be from where breathe runs.
    case relative(suggestion: String?)
    /// Inside /dev, /proc or /sys (named).
    case system(String)
    case missing
    case notAFolder
    /// One of breathe's own folders, or inside one.
    case own(SyncFolderRule.OwnFolder.Role, path: String, inside: Bool)

    var english: String {
        switch self {
        case .empty: "an empty path names no folder; give the folder's absolute path"
        case .controlCharacter: "the path holds a control character; choose a folder whose name has none"
        case .tilde:
            "the path is relative (a shell expands ~ only when it is not quoted); give the folder's absolute path"
        case .relative(let suggestion):
            "the path is relative; give the folder's absolute path" + (suggestion.map { ", such as \($0)" } ?? "")
        case .system(let folder):
            "it is in \(folder), which holds the system's "
                + "\(folder == "/dev" ? "devices" : folder == "/proc" ? "processes" : "kernel objects"), not files to "
                + "keep"
        case .missing: "it does not exist; create it first (for example inside the folder your sync tool carries)"
        case .notAFolder: "it is not a folder"
        case .own(let role, let path, let inside):
            "\(inside ? "it is inside" : "it is") breathe's own \(role.english) (\(path)); choose a folder of your "
                + "sync tool's, apart from breathe's files"
        }
    }

    var chinese: String {
        switch self {
        case .empty: "空路径不指向任何文件夹；请给出文件夹的绝对路径"
        case .controlCharacter: "路径里有控制字符；请选一个名称里没有控制字符的文件夹"
        case .tilde:
            "这是相对路径（~ 只有在不加引号时才会被 shell 展开）；"
                + "请给出文件夹的绝对路径"
        case .relative(let suggestion):
            "这是相对路径；请给出文件夹的绝对路径" + (suggestion.map { "，比如 \($0)" } ?? "")
        case .system(let folder):
            "它在 \(folder) 里，"
                + "那里放的是系统"
                + "的\(folder == "/dev" ? "设备" : folder == "/proc" ? "进程" : "内核对象")，"
                + "不是要保存的文件"
        case .missing: "它不存在；请先创建它（比如放在你的同步工具同步的文件夹里）"
        case .notAFolder: "它不是文件夹"
        case .own(let role, let path, let inside):
            "它\(inside ? "在" : "就是") breathe 自己的\(role.chinese)（\(path)）\(inside ? "里" : "")；"
                + "请另选一个由同步工具同步的文件夹，和 breathe 的文件分开"
        }
    }
}

/// What `breathe sync` says when it cannot start.
public enum SyncPhrase: Phrases, Equatable {
    /// The folder named after --folder cannot be used.
    case refused(SyncFolderRefusal)
    /// The folder in config.json cannot be used.
    case configuredFolderRefused(configFile: String, SyncFolderRefusal)
    /// `breathe sync` with no folder set.
    case off
    /// Settings the merge brought could not be written to config.json.
    case settingsNotWritten(SettingsProblem)

    public var english: String {
        switch self {
        case .refused(let refusal):
            (refusal.folder.isEmpty ? "''" : refusal.folder) + " cannot be the sync folder: " + refusal.reason.english
        case .configuredFolderRefused(let file, let refusal):
            "the syncFolder in \(file), \(refusal.folder), cannot be used: \(refusal.reason.english). Nothing was "
                + "synced; choose another with: breathe sync --folder DIR"
        case .off:
            "sync is off; turn it on with: breathe sync --folder DIR (a folder that Syncthing, Dropbox, iCloud Drive "
                + "or a USB stick already carries)"
        case .settingsNotWritten(let problem): "settings from another device could not be written: \(problem.english)"
        }
    }

    public var chinese: String {
        switch self {
        case .refused(let refusal):
            (refusal.folder.isEmpty ? "空路径" : refusal.folder + " ") + "不能用作同步文件夹："
                + refusal.reason.chinese
        case .configuredFolderRefused(let file, let refusal):
            "\(file) 中的 syncFolder（\(refusal.folder)）不能使用：\(refusal.reason.chinese)。"
                + "什么也没有同步；请用 breathe sync --folder DIR 另选一个"
        case .off:
            "同步没有开启；请用 breathe sync --folder DIR 开启（选一个 Syncthing、Dropbox、iCloud "
                + "Drive 或 U 盘已经在同步的文件夹）"
        case .settingsNotWritten(let problem): "来自另一台设备的设置无法写入：\(problem.chinese)"
        }
    }

    static let samples: [SyncPhrase] = {
        let reasons: [SyncFolderReason] = [
            .empty, .controlCharacter, .tilde, .relative(suggestion: nil), .relative(suggestion: "/home/me/sync"),
            .system("/dev"), .system("/proc"),
            .system("/sys"), .missing, .notAFolder, .own(.data, path: "/home/me/.local/share/breathe", inside: false),
            .own(.config, path: "/home/me/.config/breathe", inside: true),
            .own(.journal, path: "/tmp/breathe-1000", inside: true),
        ]
        return reasons.map { .refused(SyncFolderRefusal(folder: "/x", reason: $0)) } + [
            .refused(SyncFolderRefusal(folder: "", reason: .empty)),
            .configuredFolderRefused(
                configFile: "/c/config.json", SyncFolderRefusal(folder: "sync", reason: .relative(suggestion: nil))),
            .off, .settingsNotWritten(.notAnObjectToChange(file: "/c/config.json")),
        ]
    }()
}

extension SyncFolderRule.OwnFolder.Role {
    var english: String {
        switch self {
        case .data: "data folder"
        case .config: "config folder"
        case .journal: "journal folder"
        }
    }

    var chinese: String {
        switch self {
        case .data: "数据文件夹"
        case .config: "配置文件夹"
        case .journal: "练习日志文件夹"
        }
    }
}

extension Words {
    public func callAsFunction(_ phrase: SyncPhrase) -> String { say(phrase) }
}
