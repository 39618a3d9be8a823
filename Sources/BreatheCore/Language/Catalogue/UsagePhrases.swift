/// What breathe says about a command line it cannot run as typed: an unknown command or
/// option (with the nearest one), a value missing or out of its range, words too many or
/// too few, and where to read more. Typed words come back quoted as typed; command and
/// option names are never translated.
public enum UsagePhrase: Phrases, Equatable {
    /// "unknown command 'stat'; did you mean stats?"
    case unknownCommand(String, suggestion: String?)
    /// "unknown option '--folde' for sync; did you mean --folder?"; `command` is nil for
    /// `breathe` alone.
    case unknownOption(String, command: String?, suggestion: String?)
    /// "--minutes needs a value"
    case needsValue(option: String)
    /// "--json takes no value"
    case takesNoValue(option: String)
    /// "give --minutes or --cycles, not both"
    case notTogether([String])
    /// "one pattern at a time: got 'box' and '4-6'"
    case oneAtATime(ArgumentName, first: String, extra: String)
    /// "unexpected argument 'c'"
    case unexpectedArgument(String)
    /// `breathe practice` without its pattern.
    case missingPattern
    /// `breathe import` without its file.
    case missingFile
    /// `breathe completions` without its shell.
    case missingShell
    /// A decimal option's value that is not a plain number in its range.
    case notADecimal(option: String, unit: ValueUnit, range: ClosedRange<Double>, examples: [Double], typed: String)
    /// A whole-number option's value that is not one in its range.
    case notAWholeNumber(option: String, range: ClosedRange<Int>, example: Int, typed: String)
    /// `--sound` with a mode that is not one.
    case unknownSound(String)
    /// `export --format` with a format that is not one.
    case unknownFormat(String)
    /// `--lang` with a language breathe does not speak.
    case unknownLanguage(String)
    /// `completions` for a shell breathe writes none for.
    case noCompletions(String)
    /// `help` for a command there is not.
    case noHelp(String, suggestion: String?)
    /// The line after every usage error: where to read more.
    case tryHelp(String)
    /// An option that means something only beside another: "--json goes with --history".
    case onlyWith(option: String, other: String)
    /// The system gave breathe no command line at all, not even its own name.
    case noCommandLine
    /// An argument whose bytes are not UTF-8, as the runtime shows it (with U+FFFD).
    case argumentNotUTF8(String)
    /// A length or ramp given to hold rounds, whose length is its rounds and breaths.
    case notWithRounds(option: String)

    static let samples: [UsagePhrase] = [
        .unknownCommand("stat", suggestion: "stats"), .unknownCommand("xyzzy", suggestion: nil),
        .unknownOption("--folde", command: "sync", suggestion: "--folder"),
        .unknownOption("--x", command: nil, suggestion: nil),
        .needsValue(option: "--minutes"), .takesNoValue(option: "--json"), .notTogether(["--minutes", "--cycles"]),
        .oneAtATime(.pattern, first: "box", extra: "4-6"), .unexpectedArgument("c"),
        .missingPattern, .missingFile, .missingShell,
        .notADecimal(option: "--minutes", unit: .minutes, range: 0.5...120, examples: [5, 2.5], typed: "500"),
        .notAWholeNumber(option: "--cycles", range: 1...1000, example: 8, typed: "0"),
        .unknownSound("loud"), .unknownFormat("xml"), .unknownLanguage("fr"), .noCompletions("tcsh"),
        .noHelp("stat", suggestion: "stats"), .noHelp("xyzzy", suggestion: nil), .tryHelp("breathe --help"),
        .onlyWith(option: "--json", other: "--history"), .notWithRounds(option: "--minutes"), .noCommandLine,
        .argumentNotUTF8("n\u{FFFD}.json"),
        .notWithRounds(option: "--to"),
    ]

    public var english: String {
        func didYouMean(_ word: String?) -> String { word.map { "; did you mean \($0)?" } ?? "" }
        switch self {
        case .unknownCommand(let word, let suggestion): return "unknown command '\(word)'\(didYouMean(suggestion))"
        case .unknownOption(let word, let command, let suggestion):
            return "unknown option '\(word)'\(command.map { " for \($0)" } ?? "")\(didYouMean(suggestion))"
        case .needsValue(let option): return "\(option) needs a value"
        case .takesNoValue(let option): return "\(option) takes no value"
        case .notTogether(let options): return "give " + options.joined(separator: " or ") + ", not both"
        case .oneAtATime(let argument, let first, let extra):
            return "one \(argument.rawValue.lowercased()) at a time: got '\(first)' and '\(extra)'"
        case .unexpectedArgument(let word): return "unexpected argument '\(word)'"
        case .missingPattern: return "practice needs a pattern, for example: breathe practice 4-7-8"
        case .missingFile: return "import takes one file: breathe import FILE"
        case .missingShell:
            return "completions needs a shell: \(Self.alternatives(Shell.allCases.map(\.rawValue), chinese: false))"
        case .notADecimal(let option, let unit, let range, let examples, let typed):
            let noun = switch unit { case .minutes: "a number of minutes" }
            return "\(option) needs \(noun) from \(Self.range(range, chinese: false)), like "
                + "\(Self.alternatives(examples.map(formatNumber), chinese: false)), not '\(typed)'"
        case .notAWholeNumber(let option, let range, let example, let typed):
            return "\(option) needs a whole number from \(range.lowerBound) to \(range.upperBound), like \(example), "
                + "not '\(typed)'"
        case .unknownSound(let word):
            return "--sound needs \(Self.alternatives(SoundMode.allCases.map(\.rawValue), chinese: false)), not "
                + "'\(word)'"
        case .unknownFormat(let word):
            return "unknown format '\(word)'; use "
                + "\(Self.alternatives(ExportFormat.allCases.map(\.rawValue), chinese: false))"
        case .unknownLanguage(let word):
            return "--lang must be \(Self.alternatives(Language.names, chinese: false)), not '\(word)'"
        case .noCompletions(let word):
            return "no completions for '\(word)': \(Self.alternatives(Shell.allCases.map(\.rawValue), chinese: false))"
        case .noHelp(let word, let suggestion):
            return "no help for '\(word)': there is no such command\(didYouMean(suggestion))"
        case .tryHelp(let command): return "Try '\(command)' for more."
        case .onlyWith(let option, let other): return "\(option) goes with \(other)"
        case .argumentNotUTF8(let shown):
            return "the argument '\(TerminalText.clean(shown))' is not UTF-8 text (shown with � where it is not), so "
                + "breathe would read it as another name; rename the file or folder, or give another"
        case .noCommandLine:
            return "breathe could not read its command line: it found no arguments, not even its own name (the "
                + "Swift runtime reads them through /proc, which may be missing here), so it did nothing"
        case .notWithRounds(let option) where option == "--to":
            return "--to does not go with practice rounds: its quick breaths keep one pace (in 1.5, out 1.5)"
        case .notWithRounds(let option):
            return "\(option) does not go with practice rounds: its length is --rounds and --breaths, and the holds "
                + "you make"
        }
    }

    public var chinese: String {
        func didYouMean(_ word: String?) -> String { word.map { "，你是不是想输入 \($0)？" } ?? "" }
        func quoted(_ word: String) -> String { "“\(word)”" }
        switch self {
        case .unknownCommand(let word, let suggestion):
            return "没有\(quoted(word))这个命令\(didYouMean(suggestion))"
        case .unknownOption(let word, let command, let suggestion):
            return "\(command.map { "\($0) " } ?? "")没有\(quoted(word))这个选项\(didYouMean(suggestion))"
        case .needsValue(let option): return "\(option) 后面需要一个值"
        case .takesNoValue(let option): return "\(option) 后面不能带值"
        case .notTogether(let options): return options.joined(separator: " 和 ") + " 只能选一个"
        case .oneAtATime(let argument, let first, let extra):
            // A Latin word ("shell") keeps its space after a Chinese character.
            let noun = argument.chinese.first?.isASCII == true ? " " + argument.chinese : argument.chinese
            return "一次只能给一个\(noun)：收到了\(quoted(first))和\(quoted(extra))"
        case .unexpectedArgument(let word): return "多余的参数\(quoted(word))"
        case .missingPattern: return "practice 需要一个呼吸法，例如：breathe practice 4-7-8"
        case .missingFile: return "import 需要一个文件：breathe import FILE"
        case .missingShell:
            return "completions 需要指定 shell："
                + "\(Self.alternatives(Shell.allCases.map(\.rawValue), chinese: true))"
        case .notADecimal(let option, let unit, let range, let examples, let typed):
            let noun = switch unit { case .minutes: "分钟数" }
            return "\(option) 需要 \(Self.range(range, chinese: true)) 之间的\(noun)，例如 "
                + "\(Self.alternatives(examples.map(formatNumber), chinese: true))，而不是\(quoted(typed))"
        case .notAWholeNumber(let option, let range, let example, let typed):
            return "\(option) 需要 \(range.lowerBound) 到 \(range.upperBound) 之间的整数，例如 "
                + "\(example)，而不是\(quoted(typed))"
        case .unknownSound(let word):
            return "--sound 只能是 \(Self.alternatives(SoundMode.allCases.map(\.rawValue), chinese: true))，"
                + "而不是\(quoted(word))"
        case .unknownFormat(let word):
            return "没有\(quoted(word))这种格式；请用 "
                + "\(Self.alternatives(ExportFormat.allCases.map(\.rawValue), chinese: true))"
        case .unknownLanguage(let word):
            return "--lang 只能是 \(Self.alternatives(Language.names, chinese: true))，而不是\(quoted(word))"
        case .noCompletions(let word):
            return "没有\(quoted(word))的补全脚本：可选 "
                + "\(Self.alternatives(Shell.allCases.map(\.rawValue), chinese: true))"
        case .noHelp(let word, let suggestion):
            return "没有\(quoted(word))这个命令，也就没有它的帮助\(didYouMean(suggestion))"
        case .tryHelp(let command): return "更多说明请运行 \(command)。"
        case .onlyWith(let option, let other): return "\(option) 只能与 \(other) 一起使用"
        case .argumentNotUTF8(let shown):
            return "参数“\(TerminalText.clean(shown))”不是 UTF-8 文本（无法解读的部分显示为 �），"
                + "breathe 会把它读成另一个名字；请给文件或文件夹改名，或换一个参数"
        case .noCommandLine:
            return "breathe 读不到自己的命令行：它找不到任何参数，连自己的名字也没有（Swift "
                + "运行时通过 /proc 读取参数，这里可能没有 /proc），所以什么也没有做"
        case .notWithRounds(let option) where option == "--to":
            return "--to 不能用于 practice rounds：分组屏息的呼吸节奏固定不变（吸气 1.5秒，"
                + "呼气 1.5秒）"
        case .notWithRounds(let option):
            return "\(option) 不能用于 practice rounds：它的长短由 --rounds、--breaths "
                + "和你每次屏息的时长决定"
        }
    }

    /// "5 or 2.5", "off, tone, voice or bell"; "5 或 2.5", "off、tone、voice 或 bell". The
    /// words here are typed ones (numbers, names), so Chinese keeps a space around 或.
    static func alternatives(_ items: [String], chinese: Bool) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let head = items.dropLast().joined(separator: chinese ? "、" : ", ")
        return head + (chinese ? " 或 " : " or ") + items[items.count - 1]
    }

    /// "0.5 to 120"; "0.5 到 120".
    static func range(_ range: ClosedRange<Double>, chinese: Bool) -> String {
        "\(formatNumber(range.lowerBound))\(chinese ? " 到 " : " to ")\(formatNumber(range.upperBound))"
    }
}

/// What a decimal option's value counts, for its refusal.
public enum ValueUnit: Sendable, Equatable {
    case minutes
}

/// The words a command takes in order, by the name its help shows; a refusal names what
/// was given one too many of.
public enum ArgumentName: String, Sendable, Equatable {
    case program = "PROGRAM", pattern = "PATTERN", file = "FILE", key = "KEY", value = "VALUE", shell = "SHELL",
         command = "COMMAND"

    var chinese: String {
        switch self {
        case .program: "课程"
        case .pattern: "呼吸法"
        case .file: "文件"
        case .key: "设置项"
        case .value: "值"
        case .shell: "shell"
        case .command: "命令"
        }
    }
}

extension Words {
    public func callAsFunction(_ phrase: UsagePhrase) -> String { say(phrase) }
}
