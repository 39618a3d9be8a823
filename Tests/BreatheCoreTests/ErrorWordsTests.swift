import FoundationEssentials
import Testing
@testable import BreatheCore

/// The errors and notices about files, the store, sync, the clock and RR files, in both
/// languages: every message complete in each, and each family in Chinese as written by
/// hand, reached through the code that finds the problem. Paths, keys and values as
/// typed stay as they are inside the Chinese sentence.
@Suite struct ErrorWordsTests {
    static let chinese = Words(.simplifiedChinese)
    static let now = LocalTimestamp(iso8601: "2026-12-01T12:00:00+08:00")!

    /// Every sample of every area renders in both languages: Chinese with Chinese
    /// characters, different from the English, with Chinese punctuation and a space
    /// wherever a Chinese character meets a Latin letter.
    @Test func everyMessageIsCompleteInBothLanguages() {
        let samples: [any Phrases] = FileProblem.samples + JSONSyntaxError.samples + FieldProblem.samples
            + StoreNotice.samples + StoreProblem.samples + MergeConflict.samples + JournalPhrase.samples
            + SettingsProblem.samples + SyncPhrase.samples + ClockRefusal.samples + RRProblem.samples
            + PatternError.samples + PatternSummary.samples + ProgramFileWarning.samples + StartupPhrase.samples
        for sample in samples {
            let english = sample.english, chinese = sample.chinese
            #expect(!english.isEmpty && !chinese.isEmpty, "\(sample)")
            #expect(chinese != english, "\(english)")
            #expect(chinese.unicodeScalars.contains(where: Self.isIdeograph), "no Chinese: \(chinese)")
            #expect(!chinese.contains("; ") && !chinese.contains(", ") && !chinese.contains(" the "), "English punctuation or words: \(chinese)")
            #expect(Self.latinTouchingChinese(chinese) == nil, "no space at \(Self.latinTouchingChinese(chinese) ?? ""): \(chinese)")
        }
    }

    /// Every reason, action and kind of file has its Chinese words.
    @Test func everyFileReasonActionAndKindIsNamed() {
        for kind in SystemReason.Kind.allCases where kind != .other {
            #expect(!SystemReason(kind, text: "Some reason").chinese.contains("Some reason"), "\(kind)")
        }
        #expect(SystemReason(.other, text: "Stale file handle").chinese == "系统报告：Stale file handle")
        for action in FileAction.allCases {
            let problem = FileProblem.couldNot(action, path: "/d/x", reason: SystemReason(.noSpace, text: "No space left on device"))
            #expect(problem.chinese.hasPrefix("无法") && problem.chinese.contains(" /d/x") && problem.chinese.hasSuffix("：磁盘空间已满"), "\(problem.chinese)")
        }
        #expect(Set(FileKind.allCases.map(\.chinese)).count == FileKind.allCases.count)
    }

    @Test func aStoreThatCannotBeRead() throws {
        guard case .failure(.damaged(let damage)) = StoreDecoding.decode(Data(#"{"formatVersion": 1, "sessions": ["#.utf8)) else {
            Issue.record("a cut-off store was read")
            return
        }
        let problem = StoreProblem.unreadable(path: "/d/progress.json", damage: damage)
        #expect(problem.english == "/d/progress.json cannot be read (not valid JSON (the document ends too early, at line 1, column 35)); it was left as it is")
        #expect(Self.chinese(problem) == "/d/progress.json 无法读取（不是有效的 JSON（第 1 行第 35 列：文档提前结束了））；文件保持原样")
        let moved = StoreNotice.movedAside(path: "/d/progress.json", damage: .notUTF8, aside: "/d/progress.json.corrupt-20261201T120000", restoredFrom: "/d/progress.json.bak", sessions: 3, writeBack: nil)
        #expect(Self.chinese(moved) == "/d/progress.json 无法读取（文件不是有效的 UTF-8 文本），已原样移到 /d/progress.json.corrupt-20261201T120000；已从 /d/progress.json.bak 恢复你的进度（3 次练习）。修好它之后，运行 breathe import /d/progress.json.corrupt-20261201T120000 就能找回备份之后保存的练习。")
        // The backup is one save behind: what was saved after it is only in the moved file.
        #expect(moved.english.hasSuffix("(3 sessions). If you repair it, breathe import "
            + "/d/progress.json.corrupt-20261201T120000 brings back any session saved after the backup."))
        // An empty file holds nothing to bring back.
        let empty = StoreNotice.movedAside(path: "/d/progress.json", damage: .empty, aside: "/d/a", restoredFrom: nil, sessions: 0, writeBack: nil)
        #expect(empty.english.hasSuffix("so progress starts again from here."))
    }

    @Test func aStoreOfANewerFormat() throws {
        let newer = #"{"formatVersion": 2, "sessions": [], "completions": [], "activations": []}"#
        guard case .failure(.newer(let version)) = StoreDecoding.decode(Data(newer.utf8)) else {
            Issue.record("a newer store was read")
            return
        }
        #expect(Self.chinese(StoreProblem.newer(path: "/d/progress.json", version: version))
            == "/d/progress.json 是较新版本的 breathe 写的（格式 2；这个版本最高只能读格式 1）。文件没有被改动；请升级 breathe 后再使用。在此期间的练习会先单独保存，等能读取时再存入")
        #expect(Self.chinese(StoreProblem.importNewer(path: "b.json", version: version))
            == "b.json 无法导入：它是较新版本的 breathe 写的（格式 2）；请先升级 breathe。什么也没有改变")
    }

    @Test func aRecordSetAside() throws {
        let session = #"{"id": "bad", "pattern": "4-6", "startedAt": "2026-11-30T21:00:00+01:00", "endedAt": "2026-11-30T21:02:00+01:00", "plannedSeconds": 64, "practicedSeconds": -5, "counted": false, "endReason": "finished"}"#
        let decoded = try StoreDecoding.decode(Data(#"{"formatVersion": 1, "sessions": [\#(session)], "completions": [], "activations": []}"#.utf8)).get()
        let notice = StoreNotice.setAside(decoded.setAside.map(\.problem), source: "/d/progress.json", outcome: .keptIn("/d/set-aside.json"))
        #expect(notice.english == "1 record in /d/progress.json broke the rules and was set aside in /d/set-aside.json, never merged or synced (sessions[0].practicedSeconds: must be from 0 to the planned 64 seconds, not -5)")
        #expect(Self.chinese(notice) == "/d/progress.json 中有 1 条记录不符合规则，已单独保存在 /d/set-aside.json，不会合并或同步。原因：sessions[0].practicedSeconds：应当在 0 到计划的 64秒之间，而不是 -5")
        let four = StoreNotice.setAside(Array(repeating: decoded.setAside[0].problem, count: 4), source: "/d/progress.json", outcome: .leftOutReadOnly)
        let reason = "sessions[0].practicedSeconds：应当在 0 到计划的 64秒之间，而不是 -5"
        #expect(Self.chinese(four) == "/d/progress.json 中有 4 条记录不符合规则，没有使用（文件夹不可写，所以没有移动任何东西）。原因：\(reason)；\(reason)；\(reason)；另有 1 条")
        // The file keeps the reason in English, whatever the language.
        #expect(decoded.setAside.first?.reason == "sessions[0].practicedSeconds: must be from 0 to the planned 64 seconds, not -5")
    }

    @Test func aSessionRecoveredFromItsJournal() throws {
        var entry = JournalEntry(sessionID: "s1", programID: "foundations", lessonID: "day-2", pattern: "4-6", startedAt: try #require(LocalTimestamp(iso8601: "2026-11-30T07:06:00+08:00")), plannedSeconds: 300)
        entry.practicedSeconds = 150
        #expect(StartupPhrase.recovered(entry.recoveryNotice).english == "recovered: a session (lesson day-2 of foundations, started 2026-11-30 07:06) did not end cleanly; 2:30 of practice was saved now")
        #expect(Self.chinese(.recovered(entry.recoveryNotice)) == "已恢复：一次练习（课程 foundations 的课 day-2，开始于 2026-11-30 07:06）没有正常结束；现在已保存其中 2分30秒的练习")
        guard case .failure(let problem) = JournalEntry.decode(Data(#"{"version": 1}"#.utf8)) else {
            Issue.record("a journal without a session was read")
            return
        }
        #expect(Self.chinese(.warning(Self.chinese(JournalPhrase.undecodable(file: "/d/journal/s1.json", problem, keptAs: "/d/journal/s1.unreadable"))))
            == "警告：/d/journal/s1.json 是一份无法读取的练习日志（sessionID：缺少这一项）；已改名保存为 /d/journal/s1.unreadable")
    }

    @Test func aProgramFileSkipped() {
        let file = #"{"id": "mine", "title": "Mine", "summary": "Mine.", "lessons": [{"id": "one", "title": "One", "pattern": "squar", "minutes": 5}]}"#
        let catalogue = Catalogue.load(builtIn: [], personal: [("/c/programs/mine.json", Data(file.utf8))], words: Self.chinese)
        #expect(catalogue.warnings == ["/c/programs/mine.json：lessons[0].pattern：没有叫“squar”的呼吸法：内置的有 4-7-8、box、coherent、relax、sigh；也可以自己写一个，比如 4-6；已跳过这个文件"])
        #expect(catalogue.skipped["mine"] == catalogue.warnings.first)
        let english = Catalogue.load(builtIn: [], personal: [("/c/programs/mine.json", Data(file.utf8))])
        #expect(english.warnings == ["/c/programs/mine.json: lessons[0].pattern: unknown pattern 'squar': the built-in ones are 4-7-8, box, coherent, relax, sigh; or write your own, like 4-6; this file is skipped"])
        let notJSON = Catalogue.load(builtIn: [], personal: [("/c/programs/broken.json", Data("{".utf8))], words: Self.chinese)
        #expect(notJSON.warnings == ["/c/programs/broken.json：不是有效的 JSON（第 1 行第 2 列：这里应当是带引号的键名）；已跳过这个文件"])
    }

    @Test func aBadValueInConfigJSON() {
        #expect(throws: SettingsError.self) { try Settings.decode(Data(#"{"volume": 300}"#.utf8), file: "/c/config.json") }
        do {
            _ = try Settings.decode(Data(#"{"volume": 300}"#.utf8), file: "/c/config.json")
        } catch {
            #expect(error.english == "/c/config.json: volume: must be a whole number from 1 to 100, not 300")
            #expect(Self.chinese(error) == "/c/config.json：volume 的值必须是 1 到 100 之间的整数，而不是 300；请在文件里改正它")
        }
        let refusals: [(String, JSONValue, String)] = [
            ("color", .string("yes"), "必须是 true 或 false，而不是 \"yes\""),
            ("threshold", .number(2), "必须是 0.5 到 1.0 之间的数（练到一课的多少比例算完成），而不是 2"),
            ("sound", .array([]), "必须是 off、tone、voice 或 bell，而不是列表"),
            ("language", .string("fr"), "必须是 auto、en 或 zh-Hans，而不是 \"fr\""),
            ("syncFolder", .string("sync"), "必须是不含控制字符的绝对路径或 null，而不是 \"sync\"；请用 breathe config syncFolder DIR 设置，或设为 none 关闭同步"),
            ("bell", .string("on"), "必须是 true 或 false，而不是 \"on\""),
        ]
        for (key, value, words) in refusals {
            #expect(SettingValueRefusal(key: key, value: value).chinese == words)
        }
        #expect(Self.chinese(SettingsProblem.notJSON(file: "/c/config.json", JSONSyntaxError(.unexpectedCharacter, line: 2, column: 12)))
            == "/c/config.json：不是有效的 JSON（第 2 行第 12 列：这里出现了意外的字符）；请修正或删除这个文件（breathe 不会覆盖它）")
    }

    @Test func aSyncFolderRefused() {
        let own = [SyncFolderRule.OwnFolder(.config, "/home/me/.config/breathe")]
        func refusal(_ typed: String, resolved: String?) -> String? {
            guard case .failure(let refusal) = SyncFolderRule.check(typed: typed, currentFolder: "/home/me", resolved: resolved, isDirectory: true, own: own) else { return nil }
            return Self.chinese(SyncPhrase.refused(refusal))
        }
        #expect(refusal("sync", resolved: nil) == "sync 不能用作同步文件夹：这是相对路径；请给出文件夹的绝对路径，比如 /home/me/sync")
        #expect(refusal("/home/me/.config/breathe/sync", resolved: "/home/me/.config/breathe/sync")
            == "/home/me/.config/breathe/sync 不能用作同步文件夹：它在 breathe 自己的配置文件夹（/home/me/.config/breathe）里；请另选一个由同步工具同步的文件夹，和 breathe 的文件分开")
        #expect(refusal("/proc/1", resolved: "/proc/1") == "/proc/1 不能用作同步文件夹：它在 /proc 里，那里放的是系统的进程，不是要保存的文件")
        #expect(refusal("", resolved: nil) == "空路径不能用作同步文件夹：空路径不指向任何文件夹；请给出文件夹的绝对路径")
        #expect(Self.chinese(StoreProblem.syncFolderMissing("/mnt/usb/breathe"))
            == "同步文件夹 /mnt/usb/breathe 不存在（或者不是文件夹）；请先创建它，或者用 breathe sync --folder DIR 另选一个")
    }

    @Test func aClockOrZoneRefused() throws {
        let clock = try #require(ClockCheck.problem(now: LocalTimestamp(secondsSince1970: 30, utcOffsetSeconds: 0), zone: nil))
        #expect(Self.chinese(clock) == "时钟显示的是 UTC 1970-01-01 00:00，不在练习能保存的 2000 到 2200 年之间；请校正时钟（或者等网络自动校正）。没有开始练习：这次练习将无法保存")
        let zone = try #require(ClockCheck.problem(now: LocalTimestamp(secondsSince1970: Self.now.secondsSince1970, utcOffsetSeconds: 19 * 3600), zone: "ABC-19"))
        #expect(Self.chinese(zone) == "TZ=ABC-19 让本地时间与 UTC 相差 +19:00，超出了练习能保存的 ±18:00；请把 TZ 设为真实的时区（比如 TZ=Asia/Shanghai），或者取消设置。没有开始练习：这次练习将无法保存")
        let system = try #require(ClockCheck.problem(now: LocalTimestamp(secondsSince1970: Self.now.secondsSince1970, utcOffsetSeconds: -(18 * 3600 + 1800)), zone: nil))
        #expect(Self.chinese(system).hasPrefix("系统时区（/etc/localtime）让本地时间与 UTC 相差 -18:30，"))
    }

    @Test func anRRFileRefused() {
        #expect(throws: RRError.line(file: "rr.txt", number: 3, expected: .interval, found: "abc")) { try RRRecording.parse("850\n900\nabc\n", file: "rr.txt") }
        #expect(Self.chinese(RRError.line(file: "rr.txt", number: 3, expected: .interval, found: "abc")) == "rr.txt 第 3 行：这里应当是以毫秒为单位的间隔，比如 850，实际是“abc”")
        #expect(Self.chinese(RRError.line(file: "rr.txt", number: 5, expected: .laterThan(line: 4), found: "1764577800 850"))
            == "rr.txt 第 5 行：这里应当是晚于第 4 行的时间（时间必须递增），实际是“1764577800 850”")
        #expect(Self.chinese(RRMatch.noRunYet) == "还没有可以评分的 breathe pace：请先戴着心率带录制，做一次 breathe pace")
        #expect(Self.chinese(RRError.lengthMismatch(file: "rr.txt", lasts: 95, runLasted: 600))
            == "rr.txt：没有时间的间隔列表会从你上一次 breathe pace 的开头放起，但它长 1分35秒，而那一次长 10分钟；请把它裁剪到那一次的长度，或者导出带时间的记录")
    }

    @Test func aPatternRefusedAndThePatternsDescribed() throws {
        #expect(throws: PatternError.unknownName("squar")) { try PatternNotation.parse("squar") }
        #expect(Self.chinese(PatternError.unknownName("squar")) == "没有叫“squar”的呼吸法：内置的有 4-7-8、box、coherent、relax、sigh；也可以自己写一个，比如 4-6")
        #expect(Self.chinese(PatternError.phaseTooLong(part: "61", phase: .exhale)) == "呼气 61秒太长了；每一段最多 60秒")
        #expect(Self.chinese(PatternError.notANumber(part: "x", phase: .holdFull)) == "“x”不是秒数（吸气后的屏息）；请用数字，可以带小数点，比如 5.5")
        #expect(Self.chinese(try #require(BuiltInPattern.named("box")).about) == "吸气 4，屏息 4，呼气 4，屏息 4：平稳均匀")
        #expect(Words.english(try #require(BuiltInPattern.named("box")).about) == "in 4, hold 4, out 4, hold 4: steady and even")
        #expect(Set(BuiltInPattern.all.map(\.about)).count == BuiltInPattern.all.count)
    }

    /// A field of the wrong type names its path and says what it should be.
    @Test func aFieldOfTheWrongType() {
        let problem = FieldProblem(field: "sessions[3].counted", .notABool(found: JSONValue.string("yes").shown))
        #expect(problem.english == #"sessions[3].counted: must be true or false, not "yes""#)
        #expect(Self.chinese(problem) == #"sessions[3].counted：应当是 true 或 false，而不是 "yes""#)
        #expect(Self.chinese(FieldProblem(field: "lessons", .notAList(found: .object))) == "lessons：应当是列表，而不是对象")
        #expect(Self.chinese(FieldProblem(field: "id", .notAString(found: .null))) == "id：应当是字符串，而不是 null")
        #expect(Self.chinese.say(JSONSyntaxError(.repeatedKey, line: 4, column: 3, key: "sessions"))
            == #"不是有效的 JSON（第 4 行第 3 列：键 "sessions" 在同一个对象里出现了两次）"#)
    }

    static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool { (0x4E00...0x9FFF).contains(scalar.value) }

    /// The first place a Chinese character and a Latin letter meet without a space.
    static func latinTouchingChinese(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        for (left, right) in zip(scalars, scalars.dropFirst()) {
            let latin = { (scalar: Unicode.Scalar) in scalar.isASCII && scalar.properties.isAlphabetic }
            if (isIdeograph(left) && latin(right)) || (latin(left) && isIdeograph(right)) { return String(left) + String(right) }
        }
        return nil
    }
}
