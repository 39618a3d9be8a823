/// What breathe says about a command line it cannot run as typed: an unknown command or
/// option (with the nearest one), a value missing or out of its range, words too many or
/// too few, and where to read more. Typed words come back quoted as typed; command and
/// option names are never translated. Their words are in `po/`.
public enum UsagePhrase: TranslatedPhrases, Equatable {
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
    /// After a refused command or option: the nearest one, "; did you mean stats?".
    case didYouMean(String)

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
        .notWithRounds(option: "--to"), .didYouMean("stats"),
    ]

    public static let area = "usage"

    public var key: String {
        let name: String? = switch self {
        case .unknownOption(_, command: .some, _): "unknownOptionOf"
        case .notADecimal(_, let unit, _, _, _): switch unit { case .minutes: "notMinutes" }
        case .notWithRounds(let option) where option == "--to": "toNotWithRounds"
        default: nil
        }
        return name.map { Self.area + "." + $0 } ?? caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .unknownCommand(let word, let suggestion), .noHelp(let word, let suggestion):
            ["word": .quoted(word), "suggestion": Self.didYouMean(suggestion)]
        case .unknownOption(let word, let command, let suggestion):
            ["option": .quoted(word), "suggestion": Self.didYouMean(suggestion)]
                .merging(command.map { ["command": .text($0)] } ?? [:]) { first, _ in first }
        case .needsValue(let option), .takesNoValue(let option): ["option": .text(option)]
        case .notWithRounds(let option): option == "--to" ? [:] : ["option": .text(option)]
        case .notTogether(let options):
            ["first": .text(options.first ?? ""), "second": .text(options.dropFirst().joined(separator: ", "))]
        case .oneAtATime(let argument, let first, let extra):
            ["argument": .saidAfterWord(argument), "first": .quoted(first), "extra": .quoted(extra)]
        case .unexpectedArgument(let word), .unknownSound(let word), .unknownFormat(let word),
             .unknownLanguage(let word), .noCompletions(let word):
            ["word": .quoted(word)].merging(choices.map { ["choices": .alternatives($0)] } ?? [:]) { first, _ in first }
        case .missingShell: ["shells": .alternatives(Shell.allCases.map(\.rawValue))]
        case .notADecimal(let option, _, let range, let examples, let typed):
            [
                "option": .text(option), "lower": .decimal(range.lowerBound), "upper": .decimal(range.upperBound),
                "examples": .alternatives(examples.map(formatNumber)), "typed": .quoted(typed),
            ]
        case .notAWholeNumber(let option, let range, let example, let typed):
            [
                "option": .text(option), "lower": .number(range.lowerBound), "upper": .number(range.upperBound),
                "example": .number(example), "typed": .quoted(typed),
            ]
        case .tryHelp(let command): ["command": .text(command)]
        case .onlyWith(let option, let other): ["option": .text(option), "other": .text(other)]
        case .argumentNotUTF8(let shown): ["argument": .quoted(TerminalText.clean(shown))]
        case .didYouMean(let suggestion): ["suggestion": .text(suggestion)]
        case .missingPattern, .missingFile, .noCommandLine: [:]
        }
    }

    /// What a refused word could have been: the sound modes, formats, languages, shells.
    private var choices: [String]? {
        switch self {
        case .unknownSound: SoundMode.allCases.map(\.rawValue)
        case .unknownFormat: ExportFormat.allCases.map(\.rawValue)
        case .unknownLanguage: Language.names
        case .noCompletions: Shell.allCases.map(\.rawValue)
        default: nil
        }
    }

    /// The nearest command or option, said after a refusal when there is one; else nothing.
    private static func didYouMean(_ suggestion: String?) -> Fact {
        suggestion.map { .said(UsagePhrase.didYouMean($0)) } ?? .text("")
    }
}

/// What a decimal option's value counts, for its refusal.
public enum ValueUnit: Sendable, Equatable {
    case minutes
}

/// The words a command takes in order, by the name its help shows; a refusal names what
/// was given one too many of.
public enum ArgumentName: String, Sendable, Equatable, CaseIterable, TranslatedPhrases {
    case program = "PROGRAM", pattern = "PATTERN", file = "FILE", key = "KEY", value = "VALUE", shell = "SHELL",
         command = "COMMAND"

    public static let area = "argument"
}

extension Words {
    public func callAsFunction(_ phrase: UsagePhrase) -> String { say(phrase) }
}
