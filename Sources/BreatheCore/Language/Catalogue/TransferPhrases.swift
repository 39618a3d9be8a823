/// The words of `breathe export`, `import` and `sync`: what was actually added, sent and
/// settled, and why nothing was. Paths, setting keys and the conflicts' own notes are
/// given as they are.
public enum TransferPhrase: Phrases, Equatable {
    /// `breathe import`: the sessions new to this store, those already here, records set
    /// aside, and the conflicts settled as sync settles them. BOLT results are counted on
    /// their own, and only when the file held any; `settings` are the keys of setting
    /// changes new to this store (applied by `breathe sync`, as another device's are).
    case imported(
        path: String, added: Int, alreadyHere: Int, setAside: Int, alreadyAside: Int = 0, conflicts: [String],
        bolt: BoltCounts = .none, settings: [String] = [])
    /// `breathe sync`: sessions received and sent, settings taken from their latest change (by
    /// key) and conflicts settled. BOLT results are counted on their own, and only when
    /// some moved.
    case synced(
        folder: String, received: Int, sent: Int, adoptedKeys: [String], conflicts: [String], bolt: BoltCounts = .none)
    /// What the file holds: its sessions, and a JSON export's BOLT results too.
    case exported(sessions: Int, bolt: Int, file: String)
    case noSuchFile(String)
    /// A file written by a newer breathe, in format `version`.
    case importFromNewer(path: String, version: Int)
    case importDamaged(path: String, reason: String)
    case syncTurnedOff
    case syncIsOff
    /// The folder config.json names cannot be used, and why.
    case syncFolderUnusable(configFile: String, folder: String, reason: String)
    case adoptedSettingsNotWritten(reason: String)
    /// `export --output` names a file in one of breathe's own folders (`OutputFileRule`).
    /// `throughLink` when `file` is a link that leads there.
    case outputInOwnFolder(
        file: String, SyncFolderRule.OwnFolder.Role, path: String, throughLink: Bool, format: ExportFormat)
    /// The output is (or leads to) a sync copy, which only `breathe sync` writes.
    case outputIsSyncCopy(file: String, throughLink: Bool, format: ExportFormat)
    /// A JSON export to standard output, named where a file's path would be.
    case jsonExport
    /// An import or a sync made another program the active one: it was chosen on another
    /// device, after this one's choice. `title` is the program's, in the person's language.
    case activeProgramFromElsewhere(title: String)
    /// The same, made by an import: the latest choice in the file, which may be this
    /// device's own (a backup restored).
    case activeProgramFromImport(title: String)
    /// Lessons that parts practised on more than one device completed together, once
    /// merged (`LessonParts.settle`), by their titles in the person's language.
    case completedTogether(lessons: [String])

    public var english: String {
        switch self {
        case .imported(let path, let added, let here, let aside, let earlier, let conflicts, let bolt, let settings):
            var line = "Imported \(path): \(ReportPhrase.count(added, "new session")), \(here) already here"
            if aside > 0 { line += ", \(ReportPhrase.count(aside, "record")) set aside" }
            if earlier > 0 { line += ", \(ReportPhrase.count(earlier, "record")) set aside by an earlier import" }
            if bolt.first + bolt.second > 0 {
                line += "; \(ReportPhrase.count(bolt.first, "new BOLT result")), \(bolt.second) already here"
            }
            if !settings.isEmpty {
                let keys = settings.joined(separator: ", ")
                line += "; changes to \(ReportPhrase.count(settings.count, "setting")) (\(keys)), "
                    + "which breathe sync applies as another device's (latest change wins)"
            }
            return line
                + (conflicts.isEmpty
                    ? "."
                    : "; \(ReportPhrase.count(conflicts.count, "conflict")) settled as sync settles them: "
                        + conflicts.joined(separator: "; ") + ".")
        case .synced(let folder, let received, let sent, let keys, let conflicts, let bolt):
            var line = "Synced with \(folder): \(ReportPhrase.count(received, "session")) received, \(sent) sent"
            if bolt.first + bolt.second > 0 {
                line += "; \(ReportPhrase.count(bolt.first, "BOLT result")) received, \(bolt.second) sent"
            }
            if !keys.isEmpty {
                line += "; settings taken from their latest change, here or on another device: "
                    + keys.joined(separator: ", ")
            }
            return line
                + (conflicts.isEmpty
                    ? "; no conflicts."
                    : "; \(ReportPhrase.count(conflicts.count, "conflict")) settled: "
                        + conflicts.joined(separator: "; ") + ".")
        case .exported(let sessions, let bolt, let file):
            return "Exported \(ReportPhrase.count(sessions, "session"))"
                + (bolt > 0 ? " and \(ReportPhrase.count(bolt, "BOLT result"))" : "") + " to \(file)."
        case .noSuchFile(let path): return "\(path) does not exist"
        case .importFromNewer(let path, let version):
            return "\(path) cannot be imported: it was written by a newer breathe (format \(version)); upgrade "
                + "breathe first. Nothing was changed"
        case .importDamaged(let path, let reason): return "\(path) cannot be imported: \(reason). Nothing was changed"
        case .syncTurnedOff: return "Sync is off. The folder's copy was left where it is."
        case .syncIsOff:
            return "sync is off; turn it on with: breathe sync --folder DIR (a folder that Syncthing, Dropbox, iCloud "
                + "Drive or a USB stick already carries)"
        case .syncFolderUnusable(let file, let folder, let reason):
            return "the syncFolder in \(file), \(folder), cannot be used: \(reason). Nothing was synced; choose "
                + "another with: breathe sync --folder DIR"
        case .adoptedSettingsNotWritten(let reason):
            return "settings from another device could not be written: \(reason)"
        case .outputInOwnFolder(let file, let role, let path, let link, let format):
            return "\(file) \(link ? "leads into" : "is in") breathe's own \(role.english) (\(path)), where "
                + "breathe keeps its own files: nothing was exported. Choose a file elsewhere, for example "
                + "~/breathe-export.\(format.rawValue)"
        case .jsonExport: return "the JSON export"
        case .activeProgramFromElsewhere(let title):
            return "The active program is now \(title) (chosen on another device)."
        case .activeProgramFromImport(let title):
            return "The active program is now \(title), the latest choice in the imported file."
        case .completedTogether(let lessons):
            return "Parts of one attempt added up and completed "
                + Words.english.list(lessons) + "."
        case .outputIsSyncCopy(let file, let link, let format):
            return "\(file) \(link ? "leads to a file named" : "is named") like breathe's sync copy "
                + "(\(OutputFileRule.syncCopyName), its lock or temp file), which only breathe sync writes: nothing "
                + "was exported. Choose another name, for example ~/breathe-export.\(format.rawValue)"
        }
    }

    public var chinese: String {
        switch self {
        case .imported(let path, let added, let here, let aside, let earlier, let conflicts, let bolt, let settings):
            var line = "已导入 \(path)：新增 \(added) 次练习，\(here) 次已有"
            if aside > 0 { line += "，\(aside) 条记录另行保存" }
            if earlier > 0 { line += "，\(earlier) 条记录此前导入时已另行保存" }
            if bolt.first + bolt.second > 0 {
                line += "；新增 \(bolt.first) 个 BOLT 结果，\(bolt.second) 个已有"
            }
            if !settings.isEmpty {
                line += "；另有 \(settings.count) 项设置的更改（\(settings.joined(separator: "、"))），"
                    + "breathe sync 会像对待另一台设备的设置一样采用它们（以最后一次修改为准）"
            }
            return line
                + (conflicts.isEmpty
                    ? "。"
                    : "；\(conflicts.count) 处冲突已按同步的规则处理："
                        + conflicts.joined(separator: "；") + "。")
        case .synced(let folder, let received, let sent, let keys, let conflicts, let bolt):
            var line = "已与 \(folder) 同步：收到 \(received) 次练习，发出 \(sent) 次"
            if bolt.first + bolt.second > 0 {
                line += "；收到 \(bolt.first) 个 BOLT 结果，发出 \(bolt.second) 个"
            }
            if !keys.isEmpty {
                line +=
                    "；设置改用了最近一次的修改（在本机或其他设备上）："
                        + keys.joined(separator: "、")
            }
            return line
                + (conflicts.isEmpty
                    ? "；没有冲突。"
                    : "；\(conflicts.count) 处冲突已处理：" + conflicts.joined(separator: "；") + "。")
        case .exported(let sessions, let bolt, let file):
            return "已将 \(sessions) 次练习" + (bolt > 0 ? "和 \(bolt) 个 BOLT 结果" : "") + "导出到 \(file)。"
        case .noSuchFile(let path): return "\(path) 不存在"
        case .importFromNewer(let path, let version):
            return "无法导入 \(path)：它由更新版本的 breathe 写成（格式 \(version)）；请先升级 "
                + "breathe。什么都没有改动"
        case .importDamaged(let path, let reason): return "无法导入 \(path)：\(reason)。什么都没有改动"
        case .syncTurnedOff: return "同步已关闭。同步文件夹里的副本原样留着。"
        case .syncIsOff:
            return "同步没有开启；开启方法：breathe sync --folder DIR（选一个 Syncthing、Dropbox、"
                + "iCloud Drive 或 U 盘已经在同步的文件夹）"
        case .syncFolderUnusable(let file, let folder, let reason):
            return "\(file) 中的 syncFolder（\(folder)）无法使用：\(reason)。什么都没有同步；请用 "
                + "breathe sync --folder DIR 另选一个"
        case .adoptedSettingsNotWritten(let reason): return "来自另一台设备的设置无法写入：\(reason)"
        case .outputInOwnFolder(let file, let role, let path, let link, let format):
            return (link ? "\(file) 是一个链接，指向" : "\(file) 在") + " breathe 自己的\(role.chinese)（\(path)）中"
                + (link ? "的文件，" : "，")
                + "那里存放着 breathe 自己的文件：没有导出任何内容。请换一个别处的文件，比如 ~/breathe-export.\(format.rawValue)"
        case .jsonExport: return "这份 JSON 导出"
        case .activeProgramFromElsewhere(let title): return "当前课程现在是《\(title)》（在另一台设备上选定）。"
        case .activeProgramFromImport(let title): return "当前课程现在是《\(title)》，这是导入的文件中最新的选择。"
        case .completedTogether(let lessons):
            return "同一次尝试的几部分练习合起来，完成了" + Words(.simplifiedChinese).list(lessons) + "。"
        case .outputIsSyncCopy(let file, let link, let format):
            return (link ? "\(file) 是一个链接，它指向的文件" : "\(file) ")
                + "与 breathe 的同步副本同名（\(OutputFileRule.syncCopyName) 或它的锁文件、临时文件），"
                + "这种文件只由 breathe sync 写入：没有导出任何内容。请换一个名字，比如 ~/breathe-export."
                + format.rawValue
        }
    }

    /// One of every case, with and without the optional parts, for the completeness test.
    static let samples: [TransferPhrase] = [
        .outputIsSyncCopy(file: "/s/breathe-progress.json", throughLink: false, format: .json),
        .outputIsSyncCopy(file: "/h/out.csv", throughLink: true, format: .csv), .jsonExport,
        .imported(path: "b.json", added: 2, alreadyHere: 1, setAside: 0, conflicts: []),
        .imported(path: "b.json", added: 1, alreadyHere: 0, setAside: 1, conflicts: ["s1 kept the longer"]),
        .imported(path: "b.json", added: 0, alreadyHere: 1, setAside: 0, alreadyAside: 2, conflicts: []),
        .synced(folder: "/s", received: 1, sent: 0, adoptedKeys: [], conflicts: []),
        .synced(folder: "/s", received: 2, sent: 3, adoptedKeys: ["sound", "volume"], conflicts: ["a", "b"]),
        .imported(path: "b.json", added: 0, alreadyHere: 3, setAside: 0, conflicts: [], bolt: BoltCounts(2, 1)),
        .imported(path: "b.json", added: 1, alreadyHere: 0, setAside: 0, conflicts: [], settings: ["pace", "volume"]),
        .synced(folder: "/s", received: 0, sent: 0, adoptedKeys: [], conflicts: [], bolt: BoltCounts(1, 0)),
        .exported(sessions: 1, bolt: 0, file: "b.json"), .exported(sessions: 3, bolt: 1, file: "b.json"),
        .noSuchFile("b.json"),
        .importFromNewer(path: "b.json", version: 2), .importDamaged(path: "b.json", reason: "x"),
        .activeProgramFromElsewhere(title: "Foundations"), .activeProgramFromImport(title: "Foundations"),
        .completedTogether(lessons: ["Settle in"]),
        .completedTogether(lessons: ["Settle in", "Longer out-breaths"]), .syncTurnedOff, .syncIsOff,
        .syncFolderUnusable(configFile: "/c.json", folder: "/s", reason: "x"),
        .adoptedSettingsNotWritten(reason: "x"),
        .outputInOwnFolder(
            file: "p.json", .data, path: "/home/me/.local/share/breathe", throughLink: false, format: .json),
        .outputInOwnFolder(file: "p.json", .config, path: "/home/me/.config/breathe", throughLink: true, format: .csv),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: TransferPhrase) -> String { say(phrase) }
}

/// Two counts of BOLT results: new and already here for an import, received and sent for
/// a sync. Kept apart from sessions' counts, so a line never adds a test to a practice.
public struct BoltCounts: Sendable, Equatable {
    public let first: Int
    public let second: Int
    public static let none = BoltCounts(0, 0)

    public init(_ first: Int, _ second: Int) {
        self.first = first
        self.second = second
    }
}
