/// The words about the progress store (`progress.json`), its companions and the copies
/// that merge into it (an import, the sync folder's copy): why one cannot be used, what
/// was done about a damaged one, records set aside, and conflicts settled. Paths are data
/// and stay as they are in either language.

/// Why a progress file as a whole cannot be read.
public enum StoreDamage: Sendable, Equatable {
    case empty
    case onlyZeroBytes
    case notUTF8
    case notJSON(JSONSyntaxError)
    /// Valid JSON, but not an object.
    case notAnObject(found: JSONKind)
    case noFormatVersion
    /// A list every progress file has ("sessions").
    case missingList(String)
    case notAList(String, found: JSONKind)

    /// Nothing in the file to repair or bring back.
    var holdsNothing: Bool { self == .empty || self == .onlyZeroBytes }

    var english: String {
        switch self {
        case .empty: "the file is empty"
        case .onlyZeroBytes: "the file holds only zero bytes"
        case .notUTF8: "the file is not valid UTF-8 text"
        case .notJSON(let error): error.english
        case .notAnObject(let found): "it is not a breathe progress file: it holds \(found.english), not an object"
        case .noFormatVersion:
            "it is not a breathe progress file: formatVersion is missing or not a whole number from 1"
        case .missingList(let key): "missing \(key)"
        case .notAList(let key, let found): "wrong type at \(key): a list is needed, not \(found.english)"
        }
    }

    var chinese: String {
        switch self {
        case .empty: "文件是空的"
        case .onlyZeroBytes: "文件里只有零字节"
        case .notUTF8: "文件不是有效的 UTF-8 文本"
        case .notJSON(let error): error.chinese
        case .notAnObject(let found):
            "这不是 breathe 的进度记录：里面是\(found.chinese.afterChinese)，而不是对象"
        case .noFormatVersion: "这不是 breathe 的进度记录：formatVersion 缺失，或者不是从 1 起的整数"
        case .missingList(let key): "缺少 \(key)"
        case .notAList(let key, let found):
            "\(key) 的类型不对：应当是列表，而不是\(found.chinese.afterChinese)"
        }
    }

    static let samples: [StoreDamage] = [
        .empty, .onlyZeroBytes, .notUTF8, .notJSON(JSONSyntaxError(.unexpectedCharacter, line: 3, column: 7)),
        .notAnObject(found: .list),
        .noFormatVersion, .missingList("sessions"), .notAList("sessions", found: .object),
    ]
}

extension SetAsideRecord.Kind {
    var englishName: String {
        switch self {
        case .session: "session"
        case .completion: "completion"
        case .activation: "activation"
        case .settingChange: "setting"
        case .boltResult: "BOLT result"
        }
    }

    var chineseName: String {
        switch self {
        case .session: "练习记录"
        case .completion: "完成记录"
        case .activation: "课程启用记录"
        case .settingChange: "设置更改记录"
        case .boltResult: "BOLT 测试记录"
        }
    }
}

/// Two records of one id with different contents, settled by keeping one: the same way
/// on every device, and said once.
public struct MergeConflict: Sendable, Equatable, CustomStringConvertible, Phrases {
    public let kind: SetAsideRecord.Kind
    public let id: String
    /// Which rule chose the copy kept, so the words name the one that did.
    public let kept: Kept

    /// A session's copy with more practice is kept, then the one that ended later; any
    /// other record (and sessions equal in both) by the order of their text.
    public enum Kept: Sendable, Equatable { case morePractice, endedLater, sortingLast }

    public init(kind: SetAsideRecord.Kind, id: String, kept: Kept = .sortingLast) {
        self.kind = kind
        self.id = id
        self.kept = kept
    }

    /// The rule that tells two copies of a session apart: more practice, then the later
    /// end, then the order of their text. The merge keeps by it and the words name it.
    static func rule(telling one: SessionRecord, from other: SessionRecord?) -> Kept {
        guard let other else { return .sortingLast }
        if one.practicedSeconds != other.practicedSeconds { return .morePractice }
        // By the instant: one end written in two time zones is no later (attack run 12).
        return one.endedAt.secondsSince1970 != other.endedAt.secondsSince1970 ? .endedLater : .sortingLast
    }

    public var english: String {
        let which = switch kept {
        case .morePractice: "one with more practice"
        case .endedLater: "one that ended later (both have the same practice)"
        case .sortingLast: "one that sorts last"
        }
        return "two different \(kind.englishName) records share the id \(id); kept the \(which)"
    }

    public var chinese: String {
        let which = switch kept {
        case .morePractice: "练习时间更长"
        case .endedLater: "结束得更晚（两条练习时间相同）"
        case .sortingLast: "排序靠后"
        }
        return "两条不同的\(kind.chineseName)使用了同一个 id \(id)；保留了\(which)的那条"
    }

    public var description: String { english }

    static let samples = [
        MergeConflict(kind: .session, id: "s1", kept: .morePractice),
        MergeConflict(kind: .session, id: "s2", kept: .endedLater),
        MergeConflict(kind: .session, id: "s3"), MergeConflict(kind: .settingChange, id: "c1"),
    ]
}

/// A record that breathe itself was about to write, and the rule it breaks (a bug: it is
/// never written).
public struct RuleBreak: Sendable, Equatable {
    public let kind: SetAsideRecord.Kind
    /// The session's id (the other kinds are named by their kind alone).
    public let id: String
    public let problem: FieldProblem

    public init(kind: SetAsideRecord.Kind, id: String, problem: FieldProblem) {
        self.kind = kind
        self.id = id
        self.problem = problem
    }

    var english: String {
        switch kind {
        case .session: "session \(id): \(problem.english)"
        case .completion: "completion: \(problem.english)"
        case .activation: "activation: \(problem.english)"
        case .settingChange: "setting change: \(problem.english)"
        case .boltResult: "BOLT result: \(problem.english)"
        }
    }

    var chinese: String {
        switch kind {
        case .session: "练习 \(id)：\(problem.chinese)"
        case .completion, .activation, .settingChange, .boltResult: "\(kind.chineseName)：\(problem.chinese)"
        }
    }
}

/// What became of records that broke a rule.
public enum SetAsideOutcome: Sendable, Equatable {
    /// Kept in the set-aside file at this path; `damagedKeptAt` where the file that was
    /// there went, when it could not be read (a hand edit), so a new one was begun.
    case keptIn(String, damagedKeptAt: String? = nil)
    /// Left out of the store, nothing moved: the folder cannot be written.
    case leftOutReadOnly
    /// Left out, but the set-aside file could not be written.
    case leftOutUnkept(FileProblem)
}

/// What a read or a save of the store did that the person should know: records set
/// aside, or a damaged store moved aside and the backup used.
public enum StoreNotice: Phrases, Equatable {
    /// Records from `source` that broke a rule; the first reasons are named.
    case setAside([FieldProblem], source: String, outcome: SetAsideOutcome)
    /// The store could not be read and was moved to `aside`; `restoredFrom` is the
    /// backup used (with its sessions), nil when there was none; `writeBack` is why the
    /// backup could not be written back yet.
    case movedAside(
        path: String, damage: StoreDamage, aside: String, restoredFrom: String?, sessions: Int, writeBack: FileProblem?)
    /// With the store, the backup could not be read either: moved to `aside`, or left
    /// where it is for `problem`.
    case backupMovedAside(path: String, aside: String?, problem: FileProblem?)

    public var english: String {
        switch self {
        case .setAside(let reasons, let source, let outcome):
            let shown = reasons.prefix(3).map(\.english).joined(separator: "; ")
            let more = reasons.count > 3 ? "; and \(reasons.count - 3) more" : ""
            let count = reasons.count == 1 ? "1 record" : "\(reasons.count) records"
            let became = switch outcome {
            case .keptIn(let path, nil): "set aside in \(path), never merged or synced"
            case .keptIn(let path, let damaged?):
                "set aside in \(path), never merged or synced (the file there could not be read, so it was kept as "
                    + "\(damaged) and a new one begun)"
            case .leftOutReadOnly: "left out (the folder cannot be written, so nothing was moved)"
            case .leftOutUnkept(let error): "left out, but could not be set aside (\(error.english))"
            }
            return "\(count) in \(source) broke the rules and \(reasons.count == 1 ? "was" : "were") \(became) "
                + "(\(shown)\(more))"
        case .movedAside(let path, let damage, let aside, let backup, let sessions, let writeBack):
            var notice = "\(path) could not be read (\(damage.english)). It has been moved to \(aside), untouched"
            // An empty file, or one of zero bytes, holds nothing to bring back.
            let repair = damage.holdsNothing ? "" : " If you repair it, breathe import \(aside) brings back "
                + (backup == nil ? "its sessions." : "any session saved after the backup.")
            guard let backup else {
                return notice + "; there was no usable backup, so progress starts again from here." + repair
            }
            notice += "; your progress was restored from \(backup) (\(sessions) session\(sessions == 1 ? "" : "s"))."
            if let writeBack { notice += " (It could not be written back yet: \(writeBack.english).)" }
            return notice + repair
        case .backupMovedAside(let path, let aside, let problem):
            guard let aside else {
                return "The backup \(path) could not be read either, and could not be moved aside "
                    + "(\(problem?.english ?? "")); copy it somewhere safe before breathe saves again."
            }
            return "The backup \(path) could not be read either. It has been moved to \(aside), untouched. If you "
                + "repair it, breathe import \(aside) brings back its sessions."
        }
    }

    public var chinese: String {
        switch self {
        case .setAside(let reasons, let source, let outcome):
            let shown = reasons.prefix(3).map(\.chinese).joined(separator: "；")
            let more = reasons.count > 3 ? "；另有 \(reasons.count - 3) 条" : ""
            let became = switch outcome {
            case .keptIn(let path, nil): "已单独保存在 \(path)，不会合并或同步"
            case .keptIn(let path, let damaged?):
                "已单独保存在 \(path)，不会合并或同步（原来的那个文件无法读取，已保留为 \(damaged)，另建了一个新的）"
            case .leftOutReadOnly: "没有使用（文件夹不可写，所以没有移动任何东西）"
            case .leftOutUnkept(let error): "没有使用，但也无法单独保存（\(error.chinese)）"
            }
            return "\(source) 中有 \(reasons.count) 条记录不符合规则，\(became)。原因：\(shown)\(more)"
        case .movedAside(let path, let damage, let aside, let backup, let sessions, let writeBack):
            let notice = "\(path) 无法读取（\(damage.chinese)），已原样移到 \(aside)"
            let repair = damage.holdsNothing ? "" : "修好它之后，运行 breathe import \(aside) 就能找回"
                + (backup == nil ? "其中的练习。" : "备份之后保存的练习。")
            guard let backup else { return notice + "；没有可用的备份，进度将从这里重新开始。" + repair }
            let restored = notice + "；已从 \(backup) 恢复你的进度（\(sessions) 次练习）。"
            guard let writeBack else { return restored + repair }
            return restored + "（暂时还无法写回：\(writeBack.chinese)。）" + repair
        case .backupMovedAside(let path, let aside, let problem):
            guard let aside else {
                return "备份 \(path) 也无法读取，而且无法移走（\(problem?.chinese ?? "")）；"
                    + "请在 breathe 再次保存之前把它复制到安全的地方。"
            }
            return "备份 \(path) 也无法读取，已原样移到 \(aside)。修好它之后，运行 breathe import \(aside) "
                + "就能找回其中的练习。"
        }
    }

    static let samples: [StoreNotice] = {
        let reason = FieldProblem(field: "sessions[0].practicedSeconds", .practicedSeconds(planned: 64, found: -5))
        let full = SystemReason(.noSpace, text: "No space left on device")
        return [
            .backupMovedAside(path: "/d/progress.json.bak", aside: "/d/progress.json.bak.corrupt-1", problem: nil),
            .backupMovedAside(
                path: "/d/progress.json.bak", aside: nil,
                problem: .couldNot(.write, path: "/d/progress.json.bak", reason: full)),
            .setAside([reason], source: "/d/progress.json", outcome: .keptIn("/d/set-aside.json")),
            .setAside(
                [reason], source: "/d/progress.json",
                outcome: .keptIn("/d/set-aside.json", damagedKeptAt: "/d/set-aside.json.corrupt-20261205T171815")),
            .setAside(Array(repeating: reason, count: 5), source: "/d/progress.json", outcome: .leftOutReadOnly),
            .setAside(
                [reason], source: "/s/breathe-progress.json",
                outcome: .leftOutUnkept(.couldNot(.write, path: "/d/set-aside.json", reason: full))),
            .movedAside(
                path: "/d/progress.json", damage: .notUTF8, aside: "/d/progress.json.corrupt-1", restoredFrom: nil,
                sessions: 0, writeBack: nil),
            .movedAside(
                path: "/d/progress.json", damage: .empty, aside: "/d/p.corrupt", restoredFrom: "/d/progress.json.bak",
                sessions: 1, writeBack: nil),
            .movedAside(
                path: "/d/progress.json", damage: .empty, aside: "/d/p.corrupt", restoredFrom: "/d/progress.json.bak",
                sessions: 2, writeBack: .couldNot(.write, path: "/d/progress.json", reason: full)),
        ]
    }()
}

/// Why the store, or a copy merging into it, could not be used: nothing was written.
public enum StoreProblem: Phrases, Equatable, Error {
    case file(FileProblem)
    case linkToNothing(path: String)
    case linkToNonFile(path: String, target: String)
    /// A link to a file breathe keeps beside the store (its backup) or to a sync copy: the
    /// store and that file would be one.
    case linkToOwnFile(path: String, target: String)
    case notAFile(path: String, kind: FileKind)
    /// Read as it is (status, a read-only folder): left as it is.
    case unreadable(path: String, damage: StoreDamage)
    case newer(path: String, version: Int)
    /// A record breathe was about to save (or sync) breaks a rule.
    case recordBreaksRule(RuleBreak, syncing: Bool)
    /// Records that broke a rule could not be kept aside, so the store was not rewritten.
    case asideNotKept(FileProblem, syncing: Bool)
    /// Records from an import could not be kept aside.
    case setAsideFailed(FileProblem)
    /// The store is a link to something that is not a progress file.
    case linkedFileNotStore(path: String, target: String, damage: StoreDamage)
    case damagedNotMoved(path: String, damage: StoreDamage, error: FileProblem)
    case syncFolderMissing(String)
    case folderCopyNewer(path: String, version: Int)
    case folderCopyUnreadable(path: String, damage: StoreDamage)
    /// Reading the sync folder's copy failed.
    case notSynced(FileProblem)
    /// This device's store took in the folder's copy, but the copy could not be written.
    case syncedHereOnly(FileProblem, received: Int)
    case importMissing(path: String)
    case importNewer(path: String, version: Int)
    case importUnreadable(path: String, damage: StoreDamage)
    /// Journals of sessions recovered at a start, not saved this time.
    indirect case unsavedSessions(Int, because: StoreProblem)
    /// An import whose save failed before the store was replaced.
    indirect case notImported(path: String, because: StoreProblem)

    /// The store would grow past what breathe reads: no later start can add to it either.
    public var isStoreFull: Bool {
        if case .file(.wouldBeTooLarge) = self { true } else { false }
    }

    public var english: String {
        switch self {
        case .file(let problem): problem.english
        case .linkToNothing(let path):
            "\(path) is a symbolic link to a file that does not exist; breathe does not create files outside its "
                + "folder. Point the link at your store, or remove it and breathe starts a new store"
        case .linkToNonFile(let path, let target):
            "\(path) is a symbolic link to \(target), which is not a regular file; it was left alone. Point the "
                + "link at your store, or remove it and breathe starts a new store"
        case .linkToOwnFile(let path, let target):
            "\(path) is a symbolic link to \(target), one of breathe's own files (a backup or a sync copy), so the "
                + "store and that file would be one; it was left alone. Point the link at a store outside breathe's "
                + "data folder, or remove it and breathe starts a new store"
        case .notAFile(let path, let kind):
            "\(path) is \(kind.english), not a file; move it away and breathe starts a new store"
        case .unreadable(let path, let damage): "\(path) cannot be read (\(damage.english)); it was left as it is"
        case .newer(let path, let version):
            "\(path) was written by a newer breathe (format \(version); this one reads up to "
                + "\(ProgressStore.currentFormatVersion)). It has been left untouched; upgrade breathe to use it. "
                + "Sessions practised meanwhile are kept aside and saved once it can be read"
        case .recordBreaksRule(let record, let syncing):
            syncing
                ? "a record to be synced breaks a rule (\(record.english)); nothing was synced"
                : "a record to be saved breaks a rule (\(record.english)); nothing was written"
        case .asideNotKept(let error, let syncing):
            "records that break a rule could not be set aside (\(error.english))"
                + (syncing ? "; nothing was synced" : ", so the store was not rewritten without them")
        case .setAsideFailed(let error): "records that break a rule could not be set aside: \(error.english)"
        case .linkedFileNotStore(let path, let target, let damage):
            "\(path) links to \(target), which is not a breathe progress file (\(damage.english)). breathe leaves "
                + "both as they are: point the link at your store, or remove the link and breathe starts a new store"
        case .damagedNotMoved(let path, let damage, let error):
            "\(path) is damaged (\(damage.english)) and could not be moved aside: \(error.english). It has been left "
                + "as it is"
        case .syncFolderMissing(let folder):
            "the sync folder \(folder) does not exist (or is not a folder); create it, or choose another with breathe "
                + "sync --folder DIR"
        case .folderCopyNewer(let path, let version):
            "\(path) was written by a newer breathe (format \(version)); it has been left untouched and nothing was "
                + "synced. Upgrade breathe on this device"
        case .folderCopyUnreadable(let path, let damage):
            "\(path) cannot be read (\(damage.english)); it has been left untouched and nothing was synced. Remove "
                + "it, and the next sync writes it again from this device's store, or put back a good copy of it"
        case .notSynced(let error): "\(error.english); nothing was synced"
        case .syncedHereOnly(let error, let received):
            "this device's store took in the folder's copy (\(ReportPhrase.count(received, "session")) received), "
                + "but the folder's copy was not brought up to date: \(error.english); run breathe sync again"
        case .importMissing(let path): "\(path) does not exist"
        case .importNewer(let path, let version):
            "\(path) cannot be imported: it was written by a newer breathe (format \(version)); upgrade breathe "
                + "first. Nothing was changed"
        case .importUnreadable(let path, let damage):
            "\(path) cannot be imported: \(damage.english). Nothing was changed"
        case .notImported(let path, let problem): "\(path) was not imported: \(problem.english)"
        case .unsavedSessions(let count, let problem):
            "\(count) unsaved session(s) could not be saved yet: \(problem.english). Their journals are kept"
                + (problem.isStoreFull ? ", but the store has reached the size breathe reads, so no start can add them"
                    : ", and the first start that can write the store saves them")
        }
    }

    public var chinese: String {
        switch self {
        case .file(let problem): problem.chinese
        case .linkToNothing(let path):
            "\(path) 是指向不存在的文件的符号链接；breathe "
                + "不会在自己的文件夹以外创建文件。请把链接指向你的进度记录，"
                + "或者删除这个链接，breathe 会新建一份进度记录"
        case .linkToNonFile(let path, let target):
            "\(path) 是指向 \(target) 的符号链接，但那不是普通文件；没有动它。请把链接指向你的进度文件，"
                + "或者删除它，breathe 会新建一个进度文件"
        case .linkToOwnFile(let path, let target):
            "\(path) 是指向 \(target) 的符号链接，那是 breathe 自己的文件（备份或同步副本），"
                + "进度记录和它会变成同一个文件；没有动它。请把链接指向 breathe 数据文件夹以外的进度记录，"
                + "或者删除这个链接，breathe 会新建一份进度记录"
        case .notAFile(let path, let kind):
            "\(path) 是\(kind.chinese)，不是文件；把它移走后，breathe 会新建一份进度记录"
        case .unreadable(let path, let damage): "\(path) 无法读取（\(damage.chinese)）；文件保持原样"
        case .newer(let path, let version):
            "\(path) 是较新版本的 breathe 写的（格式 \(version)；这个版本最高只能读格式 "
                + "\(ProgressStore.currentFormatVersion)）。文件没有被改动；请升级 breathe 后再使用。"
                + "在此期间的练习会先单独保存，等能读取时再存入"
        case .recordBreaksRule(let record, let syncing):
            syncing
                ? "一条要同步的记录不符合规则（\(record.chinese)）；什么也没有同步"
                : "一条要保存的记录不符合规则（\(record.chinese)）；什么也没有写入"
        case .asideNotKept(let error, let syncing):
            "不符合规则的记录无法单独保存（\(error.chinese)）"
                + (syncing ? "；什么也没有同步" : "，所以进度记录没有在去掉它们之后重写")
        case .setAsideFailed(let error): "不符合规则的记录无法单独保存：\(error.chinese)"
        case .linkedFileNotStore(let path, let target, let damage):
            "\(path) 链接到 \(target)，但那不是 breathe 的进度记录（\(damage.chinese)）。"
                + "这两个文件都保持原样：请把链接指向你的进度记录，或者删除链接，"
                + "breathe 会新建一份进度记录"
        case .damagedNotMoved(let path, let damage, let error):
            "\(path) 已损坏（\(damage.chinese)），而且无法移到一旁：\(error.chinese)。"
                + "文件保持原样"
        case .syncFolderMissing(let folder):
            "同步文件夹 \(folder) 不存在（或者不是文件夹）；请先创建它，或者用 breathe "
                + "sync --folder DIR 另选一个"
        case .folderCopyNewer(let path, let version):
            "\(path) 是较新版本的 breathe 写的（格式 \(version)）；文件没有被改动，"
                + "什么也没有同步。请在这台设备上升级 breathe"
        case .folderCopyUnreadable(let path, let damage):
            "\(path) 无法读取（\(damage.chinese)）；文件没有被改动，什么也没有同步。"
                + "删除它，下次同步会用这台设备的进度记录重新写出它；也可以放回一份完好的副本"
        case .notSynced(let error): "\(error.chinese)；什么也没有同步"
        case .syncedHereOnly(let error, let received):
            "本设备的进度记录已经合并了同步文件夹中的副本（收到 \(received) 次练习），但文件夹中的副本没有更新："
                + "\(error.chinese)；请再运行一次 breathe sync"
        case .importMissing(let path): "\(path) 不存在"
        case .importNewer(let path, let version):
            "\(path) 无法导入：它是较新版本的 breathe 写的（格式 \(version)）；请先升级 "
                + "breathe。什么也没有改变"
        case .importUnreadable(let path, let damage): "\(path) 无法导入：\(damage.chinese)。什么也没有改变"
        case .notImported(let path, let problem): "\(path) 没有导入：\(problem.chinese)"
        case .unsavedSessions(let count, let problem):
            "有 \(count) 次没保存的练习暂时还存不进去：\(problem.chinese)。它们的练习日志都保留着，"
                + (problem.isStoreFull ? "但练习记录已经达到 breathe 能读取的大小，以后启动时也无法把它们加进去"
                    : "breathe 之后第一次能写入练习记录时会把它们存进去")
        }
    }

    static let samples: [StoreProblem] = {
        let denied = FileProblem.couldNot(
            .read, path: "/d/progress.json", reason: SystemReason(.permissionDenied, text: "Permission denied"))
        let broken = RuleBreak(
            kind: .session, id: "s1",
            problem: FieldProblem(field: "plannedSeconds", .plannedSeconds(0.5...7440, found: 0)))
        return [
            .file(denied), .linkToNothing(path: "/d/progress.json"),
            .linkToNonFile(path: "/d/progress.json", target: "/dev/null"),
            .linkToOwnFile(path: "/d/progress.json", target: "/d/progress.json.bak"),
            .notAFile(path: "/d/progress.json", kind: .folder), .unreadable(path: "/d/progress.json", damage: .notUTF8),
            .newer(path: "/d/progress.json", version: 9), .recordBreaksRule(broken, syncing: false),
            .recordBreaksRule(
                RuleBreak(kind: .activation, id: "a1", problem: FieldProblem(field: "at", .timeOutOfRange)),
                syncing: true),
            .asideNotKept(denied, syncing: false), .asideNotKept(denied, syncing: true), .setAsideFailed(denied),
            .linkedFileNotStore(path: "/d/progress.json", target: "/x/notes.txt", damage: .notUTF8),
            .damagedNotMoved(path: "/d/progress.json", damage: .empty, error: denied), .syncFolderMissing("/s"),
            .folderCopyNewer(path: "/s/breathe-progress.json", version: 9),
            .folderCopyUnreadable(path: "/s/breathe-progress.json", damage: .noFormatVersion), .notSynced(denied),
            .syncedHereOnly(denied, received: 2),
            .importMissing(path: "b.json"), .importNewer(path: "b.json", version: 9),
            .importUnreadable(path: "b.json", damage: .empty),
            .unsavedSessions(2, because: .file(denied)), .notImported(path: "/m/in.json", because: .file(denied)),
        ]
    }()
}

extension Words {
    public func callAsFunction(_ notice: StoreNotice) -> String { say(notice) }
    public func callAsFunction(_ problem: StoreProblem) -> String { say(problem) }
    public func callAsFunction(_ conflict: MergeConflict) -> String { say(conflict) }
}
