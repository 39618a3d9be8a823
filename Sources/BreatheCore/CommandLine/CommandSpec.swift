/// What a word on the command line may be completed with.
public enum Completion: Sendable, Equatable {
    case nothing
    case words([String])
    case files
    case folders
    /// The ids of the programs there are (asked of `breathe programs --json`).
    case programs
    /// The names of the commands.
    case commands
}

/// One option of a command, as `--help`, the parser and the completions know it.
public struct OptionSpec: Sendable, Equatable {
    public let name: String
    public let aliases: [String]
    /// The value's name in help ("M"), nil for a flag.
    public let value: String?
    public let completion: Completion
    /// Options of one group are alternatives: `[--minutes M | --cycles N]`.
    public let group: String?
    public let help: String

    public init(_ name: String, aliases: [String] = [], value: String? = nil, completion: Completion = .nothing, group: String? = nil, help: String) {
        self.name = name
        self.aliases = aliases
        self.value = value
        self.completion = completion
        self.group = group
        self.help = help
    }

    public var names: [String] { [name] + aliases }
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

    public init(_ name: String, aliases: [String] = [], arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], summary: String, about: String, notes: String = "", examples: [String]) {
        self.name = name
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
        (options + [CommandTable.help]).first { $0.names.contains(word) }
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
