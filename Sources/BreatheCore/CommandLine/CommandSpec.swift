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
    /// A plain decimal (digits and at most one point) within the range; `noun` and
    /// `example` word the refusal ("a number of minutes", "5 or 2.5").
    case decimal(ClosedRange<Double>, noun: String, example: String)
    /// A whole number within the range.
    case whole(ClosedRange<Int>, example: String)
    /// One of these words, in any case.
    case choice([String])
    case file
    case folder
    /// Any text, checked later where it is used (a lesson id).
    case text

    /// "0.5 to 120", for help lines.
    public var rangeText: String? {
        switch self {
        case .decimal(let range, _, _): "\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
        case .whole(let range, _): "\(range.lowerBound) to \(range.upperBound)"
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
    /// The help line; "{range}" stands for the declared range ("0.5 to 120").
    let helpTemplate: String

    /// A flag: present or not.
    public init(_ name: String, aliases: [String] = [], group: String? = nil, help: String) {
        self.init(name, aliases: aliases, value: nil, kind: nil, completion: .nothing, group: group, help: help)
    }

    /// An option with a value of `kind`, completed as the kind says unless `completion`
    /// says otherwise.
    public init(_ name: String, aliases: [String] = [], value: String?, kind: ValueKind?, completion: Completion? = nil, group: String? = nil, help: String) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.kind = kind
        self.completion = completion ?? kind?.completion ?? .nothing
        self.group = group
        self.helpTemplate = help
    }

    /// The help line, with the range as declared.
    public var help: String {
        guard let range = kind?.rangeText else { return helpTemplate }
        return helpTemplate.replacing("{range}", with: range)
    }

    public var names: [String] { [name] + aliases }
}

/// Every command, by the name typed ("" for `breathe` alone).
public enum CommandID: String, Sendable, CaseIterable {
    case home = ""
    case start, practice, pace, programs, progress, history, stats, sync, export
    case importFile = "import"
    case config, status, patterns, completions, help, version
}

/// One word a command takes in order (`PATTERN`, `[PROGRAM]`).
public struct ArgumentSpec: Sendable, Equatable {
    public let name: String
    public let required: Bool
    public let completion: Completion
    /// What a person who left it out is told.
    public let missing: String

    public init(_ name: String, required: Bool = false, completion: Completion = .nothing, missing: String = "") {
        self.name = name
        self.required = required
        self.completion = completion
        self.missing = missing
    }
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
    /// One line, for the general help and the completions.
    public let summary: String
    /// The help's text between the usage line and the options.
    public let about: String
    /// Text after the options (defaults, keys).
    public let notes: String
    public let examples: [String]

    public init(_ id: CommandID, aliases: [String] = [], arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], summary: String, about: String, notes: String = "", examples: [String]) {
        self.id = id
        self.name = id.rawValue
        self.aliases = aliases
        self.arguments = arguments
        self.options = options
        self.summary = summary
        self.about = about
        self.notes = notes
        self.examples = examples
    }

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
        for option in options where includingDisplay || !CommandTable.display.contains(option) {
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
