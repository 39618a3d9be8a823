import Testing
@testable import BreatheCore

/// Usage errors in Chinese, word for word: the command line read the same way, the
/// refusal kept as a phrase and said in the person's language where it is printed.
@Suite struct UsageWordsTests {
    static let chinese = Words(.simplifiedChinese)

    func refusal(_ words: [String]) -> UsageError? {
        if case .failure(let error) = BreatheCommand.parse(words) { return error }
        return nil
    }

    /// No command line at all (not even the program's name) runs nothing; the name alone
    /// is `breathe`.
    @Test func anEmptyCommandLineIsRefused() throws {
        guard case .failure(let error) = BreatheCommand.parse(commandLine: []) else {
            Issue.record("an empty command line was read as a command")
            return
        }
        #expect(error.reason == .usage(.noCommandLine))
        #expect(try BreatheCommand.parse(commandLine: ["breathe"]).get() == .home(DisplayChoice()))
    }

    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        guard case .failure(let error) = BreatheCommand.parse(
            commandLine: ["breathe", "import", "n\u{FFFD}.json"], notUTF8: [2]) else {
            Issue.record("an argument that is not UTF-8 was read")
            return
        }
        #expect(error.reason == .usage(.argumentNotUTF8("n\u{FFFD}.json")))
        // A name with U+FFFD typed as such is a name like any other.
        #expect(throws: Never.self) { try BreatheCommand.parse(commandLine: ["breathe", "import", "n\u{FFFD}.json"]).get() }
    }

    @Test(arguments: [
        (["stat"], "没有“stat”这个命令，你是不是想输入 stats？", "breathe --help"),
        (["xyzzy"], "没有“xyzzy”这个命令", "breathe --help"),
        (["practice", "box", "--minutes", "500"], "--minutes 需要 0.5 到 120 之间的分钟数，例如 5 或 2.5，而不是“500”", "breathe practice --help"),
        (["practice", "box", "--cycles", "0"], "--cycles 需要 1 到 1000 之间的整数，例如 8，而不是“0”", "breathe practice --help"),
        (["pace", "--minutes-per-rate", "9"], "--minutes-per-rate 需要 1 到 5 之间的分钟数，例如 2，而不是“9”", "breathe pace --help"),
        (["--lang", "fr"], "--lang 只能是 en 或 zh-Hans，而不是“fr”", "breathe --help"),
        (["history", "--lang"], "--lang 后面需要一个值", "breathe history --help"),
        (["sync", "--folde", "x"], "sync 没有“--folde”这个选项，你是不是想输入 --folder？", "breathe sync --help"),
        (["--plian"], "没有“--plian”这个选项，你是不是想输入 --plain？", "breathe --help"),
        (["practice", "box", "--minutes", "5", "--cycles", "3"], "--minutes 和 --cycles 只能选一个", "breathe practice --help"),
        (["practice", "box", "4-6"], "一次只能给一个呼吸法：收到了“box”和“4-6”", "breathe practice --help"),
        (["completions", "bash", "zsh"], "一次只能给一个 shell：收到了“bash”和“zsh”", "breathe completions --help"),
        (["config", "a", "b", "c"], "多余的参数“c”", "breathe config --help"),
        (["practice"], "practice 需要一个呼吸法，例如：breathe practice 4-7-8", "breathe practice --help"),
        (["import"], "import 需要一个文件：breathe import FILE", "breathe import --help"),
        (["completions"], "completions 需要指定 shell：bash、zsh 或 fish", "breathe completions --help"),
        (["completions", "tcsh"], "没有“tcsh”的补全脚本：可选 bash、zsh 或 fish", "breathe completions --help"),
        (["help", "stat"], "没有“stat”这个命令，也就没有它的帮助，你是不是想输入 stats？", "breathe help"),
        (["history", "--json=yes"], "--json 后面不能带值", "breathe history --help"),
        (["start", "--sound", "loud"], "--sound 只能是 off、tone、voice 或 bell，而不是“loud”", "breathe start --help"),
        (["export", "--format", "xml"], "没有“xml”这种格式；请用 json 或 csv", "breathe export --help"),
    ])
    func refusalsInChinese(words: [String], message: String, hint: String) throws {
        let error = try #require(refusal(words), "\(words) was accepted")
        #expect(error.message(Self.chinese) == message)
        #expect(error.hint == hint)
    }

    /// The line after every usage error.
    @Test func whereToReadMore() {
        #expect(Self.chinese(UsagePhrase.tryHelp("breathe practice --help")) == "更多说明请运行 breathe practice --help。")
        #expect(Words.english(UsagePhrase.tryHelp("breathe practice --help")) == "Try 'breathe practice --help' for more.")
    }

    /// English is kept word for word, whatever else is said in Chinese.
    @Test func englishUnchanged() throws {
        #expect(try #require(refusal(["--lang", "fr"])).message == "--lang must be en or zh-Hans, not 'fr'")
        #expect(try #require(refusal(["completions"])).message == "completions needs a shell: bash, zsh or fish")
        #expect(try #require(refusal(["practice", "box", "--minutes", "5", "--cycles", "3"])).message == "give --minutes or --cycles, not both")
    }

    /// --lang may stand before the command: the command is the word after it.
    @Test func theLanguageBeforeTheCommand() throws {
        #expect(try BreatheCommand.parse(["--lang", "zh-Hans", "help", "practice"]).get() == .help(CommandTable.command(named: "practice")!))
        #expect(try BreatheCommand.parse(["--lang=EN", "stats"]).get() == .stats(StatsOptions(calendarOnly: false, json: false, noColor: false)))
        #expect(try CommandParser.parse(["--lang", "zh", "history", "--json"]).get().language == .simplifiedChinese)
        #expect(try CommandParser.parse(["--lang", "zh", "practice", "--help"]).get().command.name == "practice")
        #expect(try CommandParser.parse(["--lang", "en"]).get().command.name == "")
        #expect(refusal(["--lang"])?.message == "--lang needs a value")
    }
}
