/// What a word on the command line may be completed with.
public enum Completion: Sendable, Equatable {
    case nothing
    case words([String])
    case files
    case folders
    /// The ids of the programs there are (asked of `breathe programs --json`).
    case programs
    /// The ids of the lessons of the program named earlier on the line, or of the active
    /// one (asked of `breathe progress [PROGRAM] --json`).
    case lessons
    /// The values of the setting named by the word before (`config sound <TAB>`).
    case settingValues
    /// The names of the commands.
    case commands
}

/// What an option's value must be: declared with the option, so the parser, the error
/// message, `--help` and the completions all read the same range.
public enum ValueKind: Sendable, Equatable {
    /// A plain decimal (digits and at most one point) within the range; `unit` and
    /// `examples` word the refusal ("a number of minutes", "5 or 2.5").
    case decimal(ClosedRange<Double>, unit: ValueUnit, examples: [Double])
    /// A whole number within the range.
    case whole(ClosedRange<Int>, example: Int)
    /// One of these words, in any case.
    case choice([String])
    case file
    case folder
    /// Any text, checked later where it is used (a lesson id).
    case text

    /// "0.5 to 120", for help lines; "0.5 到 120".
    public func rangeText(_ words: Words = .english) -> String? {
        switch self {
        case .decimal(let range, _, _):
            words(.range(lower: formatNumber(range.lowerBound), upper: formatNumber(range.upperBound)))
        case .whole(let range, _): words(.range(lower: String(range.lowerBound), upper: String(range.upperBound)))
        default: nil
        }
    }

    /// What the shells offer for the value.
    var completion: Completion {
        switch self {
        case .choice(let words): .words(words)
        case .file: .files
        case .folder: .folders
        default: .nothing
        }
    }
}

/// One option of a command, as `--help`, the parser and the completions know it.
public struct OptionSpec: Sendable, Equatable {
    public let name: String
    public let aliases: [String]
    /// The value's name in help ("M"), nil for a flag.
    public let value: String?
    /// What the value must be; nil for a flag.
    public let kind: ValueKind?
    public let completion: Completion
    /// Options of one group are alternatives: `[--minutes M | --cycles N]`.
    public let group: String?
    /// Which help line is this option's; the declared range is one of its facts.
    let helpTopic: OptionHelp

    /// A flag: present or not.
    public init(_ name: String, aliases: [String] = [], group: String? = nil, help: OptionHelp) {
        self.init(name, aliases: aliases, value: nil, kind: nil, completion: .nothing, group: group, help: help)
    }

    /// An option with a value of `kind`, completed as the kind says unless `completion`
    /// says otherwise.
    public init(
        _ name: String, aliases: [String] = [], value: String?, kind: ValueKind?, completion: Completion? = nil,
        group: String? = nil, help: OptionHelp) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.kind = kind
        self.completion = completion ?? kind?.completion ?? .nothing
        self.group = group
        self.helpTopic = help
    }

    /// The help line in English (the shells' completions describe options in English).
    public var help: String { help(.english) }

    /// The help line, with the range as declared, in that language.
    public func help(_ words: Words) -> String { words(.option(helpTopic, range: kind?.rangeText(words) ?? "")) }

    public var names: [String] { [name] + aliases }
}

/// Every command, by the name typed ("" for `breathe` alone).
public enum CommandID: String, Sendable, Equatable, CaseIterable {
    case home = ""
    case start, practice, now, pace, bolt, programs, progress, history, stats, sync, export
    case importFile = "import"
    case config, status, patterns, completions, help, version
}

/// One word a command takes in order (`PATTERN`, `[PROGRAM]`).
public struct ArgumentSpec: Sendable, Equatable {
    public let argument: ArgumentName
    public let completion: Completion
    /// What a person who left it out is told; nil when it may be left out.
    public let missing: UsagePhrase?

    /// `missing` makes it required: a word nobody may leave out says what it is.
    public init(_ argument: ArgumentName, completion: Completion = .nothing, missing: UsagePhrase? = nil) {
        self.argument = argument
        self.completion = completion
        self.missing = missing
    }

    public var required: Bool { missing != nil }

    /// "PATTERN", as usage lines and help show it.
    public var name: String { argument.rawValue }
}

/// A command: its words, options and help, declared once. Parsing, "did you mean",
/// `--help`, the man page's synopsis and the shell completions are all derived from the
/// table of these (`CommandTable`), so they can never disagree.
public struct CommandSpec: Sendable, Equatable {
    /// Which command: `BreatheCommand` switches on it, so a command with no case does not
    /// compile.
    public let id: CommandID
    /// "" for `breathe` itself.
    public let name: String
    public let aliases: [String]
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    /// Text after the options (defaults, keys), when the command has some. Its summary
    /// and the text before the options are its id's (`HelpPhrase.summary`,
    /// `AboutPhrase.about`).
    public let notes: AboutPhrase?
    public let examples: [HelpExample]

    public init(
        _ id: CommandID, aliases: [String] = [], arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
        notes: AboutPhrase? = nil, examples: [HelpExample]) {
        self.id = id
        self.name = id.rawValue
        self.aliases = aliases
        self.arguments = arguments
        self.options = options
        self.notes = notes
        self.examples = examples
    }

    /// One line, in English, for the shells' completions.
    public var summary: String { HelpPhrase.summary(id).english }

    /// "breathe practice", or "breathe".
    public var invocation: String { name.isEmpty ? "breathe" : "breathe " + name }

    public func option(named word: String) -> OptionSpec? {
        (options + CommandTable.everywhere).first { $0.names.contains(word) }
    }

    /// The words after the command: arguments, then options, alternatives joined by "|".
    public func usageWords(includingDisplay: Bool = true) -> [String] {
        var words = arguments.map { $0.required ? $0.name : "[\($0.name)]" }
        // config's VALUE only follows KEY: "[KEY [VALUE]]".
        if arguments.count == 2, !arguments[0].required, !arguments[1].required {
            words = ["[\(arguments[0].name) [\(arguments[1].name)]]"]
        }
        func text(_ option: OptionSpec) -> String { option.value.map { option.name + " " + $0 } ?? option.name }
        var seenGroups: Set<String> = []
        // By name: the BOLT test's --plain has help of its own.
        let displayNames = Set(CommandTable.display.map(\.name))
        for option in options where includingDisplay || !displayNames.contains(option.name) {
            if let group = option.group {
                guard seenGroups.insert(group).inserted else { continue }
                words.append("[" + options.filter { $0.group == group }.map(text).joined(separator: " | ") + "]")
            } else {
                words.append("[\(text(option))]")
            }
        }
        return words
    }
}

/// A line of a command's examples, as typed, and what to know about it ("(in
/// ~/.tmux.conf)"), in the person's language.
public struct HelpExample: Sendable, Equatable, ExpressibleByStringLiteral {
    public let line: String
    public let note: HelpPhrase?

    public init(_ line: String, note: HelpPhrase? = nil) {
        self.line = line
        self.note = note
    }

    public init(stringLiteral line: String) {
        self.init(line)
    }
}
