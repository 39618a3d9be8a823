/// The words of `--help` and `breathe help` around each command's own text: the usage
/// line, each command's one-line summary, each option's help line, the overview's notes.
/// Command and option names, value names (M, FILE) and examples stay as typed. Their
/// words are in `po/`.
public enum HelpPhrase: TranslatedPhrases, Equatable {
    /// A command's line in the overview and in the shells' completions.
    case summary(CommandID)
    /// An option's help line; `range` is the range its declaration gives, in words ("0.5 to
    /// 120"), for an option that has one.
    case option(OptionHelp, range: String = "")
    /// A declared range, as an option's help line names it: "0.5 to 120"; "0.5 到 120".
    case range(lower: String, upper: String)
    /// Over the overview's list of commands.
    case usageTitle
    /// The head of a command's usage line: "Usage: breathe practice".
    case usage(invocation: String)
    case optionsTitle
    case examplesTitle(count: Int)
    /// After an option's help: its other spellings.
    case alsoNames([String])
    /// After the tmux example of `breathe status`: where that line goes.
    case tmuxExampleNote
    /// The overview's first line.
    case overviewTitle
    /// The overview's notes: what completes a lesson (at the threshold as set), the keys,
    /// the options every session takes.
    case overviewNotes(threshold: Double)
    /// The overview's last lines.
    case exitStatus

    static let samples: [HelpPhrase] =
        CommandID.allCases.map(HelpPhrase.summary) + OptionHelp.allCases.map { .option($0, range: "1 to 10") } + [
        .range(lower: "0.5", upper: "120"), .usageTitle, .usage(invocation: "breathe practice"), .optionsTitle,
        .examplesTitle(count: 1), .examplesTitle(count: 3), .alsoNames(["--no-colour"]), .tmuxExampleNote,
        .overviewTitle, .overviewNotes(threshold: 0.8), .exitStatus,
    ]

    public static let area = "help"

    public var key: String {
        switch self {
        case .summary(let command): Self.area + ".summary.\(command)"
        case .option(let option, _): Self.area + ".option.\(option)"
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .option(let option, let range): option.facts(range: range)
        case .range(let lower, let upper): ["lower": .text(lower), "upper": .text(upper)]
        case .usage(let invocation): ["invocation": .text(invocation)]
        case .alsoNames(let names): ["names": .items(names)]
        case .overviewNotes(let threshold): ["threshold": .text(Self.percent(threshold))]
        case .summary, .usageTitle, .optionsTitle, .examplesTitle, .tmuxExampleNote, .overviewTitle, .exitStatus: [:]
        }
    }

    public var count: Int? { if case .examplesTitle(let count) = self { count } else { nil } }

    /// "80%", "87.5%": the threshold as set, to a tenth of a percent.
    static func percent(_ share: Double) -> String { formatNumber((share * 1000).rounded() / 10) + "%" }
}

/// Which option a help line is about: each declaration in `CommandOptions` names its own.
public enum OptionHelp: Sendable, Equatable, CaseIterable {
    case help, language, json, plain, plainBolt, sound, bell, soundHere, noColor, lesson, minutes, cycles, rampTo
    case minutesPerRate, paceHistory, rr, calendar, folder, off, format, output
    case all
    case boltHistory
    case rounds, breaths

    /// The facts of its help line: the range as declared, and the defaults it names.
    func facts(range: String) -> [String: Fact] {
        switch self {
        case .minutes, .cycles: ["range": .text(range)]
        case .minutesPerRate: ["range": .text(range), "default": .decimal(PacePlan.defaultMinutesPerRate)]
        case .rounds: ["range": .text(range), "default": .number(HoldRounds.defaultRounds)]
        case .breaths: ["range": .text(range), "default": .number(HoldRounds.defaultBreaths)]
        case .all: ["attempts": .number(StatsReport.attemptsForFigures)]
        default: [:]
        }
    }
}

extension Words {
    public func callAsFunction(_ phrase: HelpPhrase) -> String { say(phrase) }
}
