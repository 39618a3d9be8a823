import BreatheCore
import Foundation
import Testing
@testable import BreatheSystem

/// What the store, the files and the journals say, from real files, in Chinese as
/// written by hand: the system's reason in words a person can act on, and the path as
/// it is.
@Suite struct FileWordsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("breathe-words-\(UUID().uuidString)").path
    let chinese = Words(.simplifiedChinese)

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @Test func theSystemsReasonInEitherLanguage() {
        let denied = FileError(.read, "/d/progress.json", errno: EACCES)
        #expect(denied.description == "could not read /d/progress.json: Permission denied")
        #expect(chinese.say(denied) == "无法读取 /d/progress.json：没有权限")
        #expect(chinese.say(FileError(.createTemporaryFile, "/d/progress.json.tmp", errno: ENOSPC)) == "无法创建临时文件 /d/progress.json.tmp：磁盘空间已满")
        #expect(chinese.say(FileError(.write, "/d/progress.json", errno: EROFS)) == "无法写入 /d/progress.json：文件系统是只读的")
    }

    @Test func aFolderWhereAFileIsRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try FileIO.read(folder)
            Issue.record("a folder was read")
        } catch {
            #expect(error.description == "\(folder) is a folder, not a regular file, so breathe did not read it")
            #expect(chinese.say(error) == "\(folder) 是一个文件夹，不是普通文件，所以 breathe 没有读取它")
        }
    }

    /// A damaged store is moved aside, the backup restored, and the notice is in Chinese.
    @Test func aDamagedStoreRestoredFromItsBackup() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/progress.json"
        let file = StoreFile(path: path)
        let start = try #require(LocalTimestamp(iso8601: "2026-11-30T10:00:00+08:00"))
        for id in ["first", "second"] {
            try file.save(ProgressStore(sessions: [SessionRecord(id: id, programID: nil, lessonID: nil, pattern: "box", startedAt: start, endedAt: start.adding(seconds: 64), plannedSeconds: 64, practicedSeconds: 64, counted: false, endReason: .finished)]))
        }
        try Data([0xFF, 0xFE]).write(to: URL(fileURLWithPath: path))
        let loaded = try file.load()
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("progress.json.corrupt-") })
        #expect(loaded.notices.map { chinese($0) } == ["\(path) 无法读取（文件不是有效的 UTF-8 文本），已原样移到 \(folder)/\(aside)；已从 \(path).bak 恢复你的进度（1 次练习）。修好它之后，运行 breathe import \(folder)/\(aside) 就能找回备份之后保存的练习。"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + aside)) == Data([0xFF, 0xFE]))
    }

    /// A journal that is not one is kept aside, and the warning is in Chinese.
    @Test func aJournalThatCannotBeRead() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("[]".utf8).write(to: URL(fileURLWithPath: folder + "/s1.json"))
        let found = JournalRecovery.orphans(in: [folder])
        #expect(found.orphans.isEmpty)
        #expect(found.problems.map { chinese(.warning(chinese($0))) }
            == ["警告：\(folder)/s1.json 是一份无法读取的练习日志（应当是一个对象（记录进行中的练习），而不是列表）；已改名保存为 \(folder)/s1.unreadable"])
    }

    /// A journal that cannot be written anywhere says why, folder by folder.
    @Test func aJournalThatCannotBeWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let blocked = folder + "/journal"
        try Data().write(to: URL(fileURLWithPath: blocked))
        let start = try #require(LocalTimestamp(iso8601: "2026-11-30T10:00:00+08:00"))
        let journal = SessionJournal(folders: [blocked], entry: JournalEntry(sessionID: "s1", programID: nil, lessonID: nil, pattern: "box", startedAt: start, plannedSeconds: 64))
        #expect(journal.problem() == "could not use the folder \(blocked): it is a file, not a folder")
        #expect(journal.problem(in: chinese) == "无法使用文件夹 \(blocked)：它是一个文件，不是文件夹")
    }
}
