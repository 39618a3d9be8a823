/// A command line as a typed value: one case per command, each with its options read and
/// checked by their declarations (`CommandOptions`). The executable switches over it, so
/// a command without a case does not compile, and no option is looked up by spelling.
public enum BreatheCommand: Sendable, Equatable {
    /// `breathe`: home, or the chooser on first run.
    case home(DisplayChoice)
    case start(StartOptions)
    case practice(PracticeOptions)
    case pace(PaceOptions)
    case bolt(BoltOptions)
    case programs(json: Bool)
    case progress(programID: String?, json: Bool)
    case history(json: Bool)
    case stats(StatsOptions)
    case sync(SyncAction)
    case export(ExportOptions)
    case importFile(path: String)
    case config(key: String?, value: String?, json: Bool)
    case status(json: Bool)
    case patterns(json: Bool)
    case completions(Shell)
    /// A command's help (`--help`, `breathe help COMMAND`), or the overview for `breathe`.
    case help(CommandSpec)
    case version

    /// Reads the whole command line, the program's name first. With no words at all (not
    /// even the name: the system could not give them) nothing runs: guessing the command
    /// would start a session nobody asked for.
    /// `notUTF8` are the places of arguments whose bytes are not UTF-8: the runtime gives
    /// them with U+FFFD, a name that is not the file's, so nothing runs with them.
    public static func parse(commandLine: [String], notUTF8: [Int] = []) -> Result<BreatheCommand, UsageError> {
        guard !commandLine.isEmpty else { return .failure(UsageError(.noCommandLine, hint: "")) }
        if let place = notUTF8.first, commandLine.indices.contains(place) {
            return .failure(UsageError(.argumentNotUTF8(commandLine[place]), hint: ""))
        }
        return parse(Array(commandLine.dropFirst()))
    }

    /// Reads the words after `breathe`: the command, or the usage error to print (status 2).
    public static func parse(_ words: [String]) -> Result<BreatheCommand, UsageError> {
        let parsed: ParsedCommand
        switch CommandParser.parse(words) {
        case .success(let read): parsed = read
        case .failure(let error): return .failure(error)
        }
        if parsed.wantsHelp { return .success(.help(parsed.command)) }
        do throws(OptionError) {
            return try typed(parsed)
        } catch {
            return .failure(UsageError(error.reason, hint: parsed.command.invocation + " --help"))
        }
    }

    /// The options of `parsed` as its command's types.
    static func typed(_ parsed: ParsedCommand) throws(OptionError) -> Result<BreatheCommand, UsageError> {
        let json = parsed.isSet(CommandOptions.json)
        switch parsed.command.id {
        case .home: return .success(.home(try DisplayChoice(parsed)))
        case .start:
            return .success(.start(StartOptions(
                programID: parsed.argument(0), lessonID: try parsed.value(CommandOptions.lesson),
                display: try DisplayChoice(parsed))))
        case .practice: return PracticeOptions.read(parsed).map(BreatheCommand.practice)
        case .now: return PracticeOptions.readNow(parsed).map(BreatheCommand.practice)
        case .pace: return .success(.pace(try PaceOptions(parsed)))
        case .bolt:
            if parsed.isSet(CommandOptions.boltHistory) { return .success(.bolt(.history(json: json))) }
            guard !json else {
                return .failure(UsageError(
                    .onlyWith(option: CommandOptions.json.spec.name, other: CommandOptions.boltHistory.spec.name),
                    hint: "breathe bolt --help"))
            }
            return .success(.bolt(.test(try DisplayChoice(parsed))))
        case .programs: return .success(.programs(json: json))
        case .progress: return .success(.progress(programID: parsed.argument(0), json: json))
        case .history: return .success(.history(json: json))
        case .stats:
            return .success(.stats(StatsOptions(
                calendarOnly: parsed.isSet(CommandOptions.calendar), json: json,
                noColor: parsed.isSet(CommandOptions.noColor), all: parsed.isSet(CommandOptions.all))))
        case .sync:
            if parsed.isSet(CommandOptions.off) { return .success(.sync(.off)) }
            return .success(.sync(try parsed.value(CommandOptions.folder).map(SyncAction.folder) ?? .now))
        case .export:
            return .success(.export(ExportOptions(
                format: try parsed.value(CommandOptions.format) ?? .json,
                output: try parsed.value(CommandOptions.output))))
        case .importFile:
            // An empty name is no file: said as a missing one, not as a file that does not exist.
            guard !parsed.arguments[0].isEmpty else {
                return .failure(UsageError(.missingFile, hint: "breathe import --help"))
            }
            return .success(.importFile(path: parsed.arguments[0]))
        case .config: return .success(.config(key: parsed.argument(0), value: parsed.argument(1), json: json))
        case .status: return .success(.status(json: json))
        case .patterns: return .success(.patterns(json: json))
        case .completions:
            let word = parsed.arguments[0]
            guard let shell = Shell(rawValue: word) else {
                return .failure(UsageError(
                    .noCompletions(OptionValues.quoted(word)), hint: "breathe completions --help"))
            }
            return .success(.completions(shell))
        case .help:
            guard let topic = parsed.argument(0) else { return .success(.help(CommandTable.home)) }
            guard let spec = CommandTable.command(named: topic) else {
                return .failure(UsageError(
                    .noHelp(topic, suggestion: nearest(to: topic, in: CommandTable.commandNames)),
                    hint: "breathe help"))
            }
            return .success(.help(spec))
        case .version: return .success(.version)
        }
    }
}

/// How a session is shown and heard, from the command line: --plain, --sound, --bell,
/// --sound-here, --no-color.
public struct DisplayChoice: Sendable, Equatable {
    public var plain = false
    /// --sound MODE, or --bell; nil leaves it to the setting.
    public var sound: SoundMode?
    public var soundHere = false
    public var noColor = false

    public init(plain: Bool = false, sound: SoundMode? = nil, soundHere: Bool = false, noColor: Bool = false) {
        self.plain = plain
        self.sound = sound
        self.soundHere = soundHere
        self.noColor = noColor
    }

    init(_ parsed: ParsedCommand) throws(OptionError) {
        plain = parsed.isSet(CommandOptions.plain)
        sound = try parsed.value(CommandOptions.sound)
        if parsed.isSet(CommandOptions.bell) { sound = .bell }
        soundHere = parsed.isSet(CommandOptions.soundHere)
        noColor = parsed.isSet(CommandOptions.noColor)
    }
}

/// `breathe start [PROGRAM] [--lesson LESSON]`.
public struct StartOptions: Sendable, Equatable {
    /// nil: the active program, or the first.
    public var programID: String?
    public var lessonID: String?
    public var display: DisplayChoice

    public init(programID: String? = nil, lessonID: String? = nil, display: DisplayChoice = DisplayChoice()) {
        self.programID = programID
        self.lessonID = lessonID
        self.display = display
    }
}

/// `breathe practice PATTERN [--to PATTERN2] [--minutes M | --cycles N]`: the patterns
/// are read at the edge, so a pattern or ramp that cannot be breathed is a usage error
/// before any file is touched.
public struct PracticeOptions: Sendable, Equatable {
    /// As typed: `pace` is breathed at the person's own rate, known once the settings
    /// are read (`plan(pace:)`).
    public let pattern: String
    /// A ramp's last pattern, as typed.
    public let patternTo: String?
    public let length: SessionLength
    public var display: DisplayChoice
    /// The plan at the default pace, as checked.
    let checked: PracticePlan
    /// `practice rounds`: hold rounds, with their counts; nil for a pattern.
    public var holdRounds: HoldRounds?

    /// The plan at the person's pace (only the pattern `pace` depends on it).
    public func plan(pace: Double) -> PracticePlan {
        if let holdRounds { return holdRounds.plan }
        return (try? Self.plan(pattern, to: patternTo, length: length, pace: pace)) ?? checked
    }

    /// The plan of a pattern, or of a ramp to `to`.
    private static func plan(
        _ pattern: String, to: String?, length: SessionLength, pace: Double) throws -> PracticePlan {
        let first = try PatternNotation.parse(pattern, pace: pace)
        guard let to else { return try PracticePlan(pattern: first, length: length) }
        return try PracticePlan(ramp: first, to: PatternNotation.parse(to, pace: pace), length: length)
    }

    /// Without --minutes or --cycles: the pattern's own length, or 5 minutes.
    static func read(_ parsed: ParsedCommand) -> Result<PracticeOptions, UsageError> {
        let hint = "breathe practice --help"
        let text = parsed.arguments[0]
        let display: DisplayChoice
        let given: SessionLength?
        let targetText: String?
        if text == HoldRounds.keyword { return readRounds(parsed, hint: hint) }
        do throws(OptionError) {
            display = try DisplayChoice(parsed)
            // The counts of hold rounds mean nothing to a pattern.
            for option in [CommandOptions.rounds, CommandOptions.breaths] where try parsed.value(option) != nil {
                throw OptionError(.onlyWith(option: option.spec.name, other: "practice \(HoldRounds.keyword)"))
            }
            targetText = try parsed.value(CommandOptions.rampTo)
            if let minutes = try parsed.value(CommandOptions.minutes) {
                given = .minutes(minutes)
            } else {
                given = try parsed.value(CommandOptions.cycles).map(SessionLength.cycles)
            }
        } catch {
            return .failure(UsageError(error.reason, hint: hint))
        }
        let length = given ?? BuiltInPattern.named(text)?.defaultLength ?? .minutes(5)
        let pattern: BreathPattern
        let target: BreathPattern?
        do throws(PatternError) {
            pattern = try PatternNotation.parse(text)
            target = if let targetText { try PatternNotation.parse(targetText) } else { nil }
        } catch {
            return .failure(UsageError(reason: .pattern(error), hint: hint))
        }
        do throws(PlanError) {
            let plan = if let target {
                try PracticePlan(ramp: pattern, to: target, length: length)
            } else { try PracticePlan(pattern: pattern, length: length) }
            return .success(PracticeOptions(
                pattern: text, patternTo: targetText, length: length, display: display, checked: plan))
        } catch {
            return .failure(UsageError(reason: .plan(error), hint: hint))
        }
    }

    /// `breathe now [--minutes M]`: a minute (or M) of the pattern `pace`, at the person's
    /// own rate, saved as free practice, as `breathe practice pace --minutes 1` would be.
    static func readNow(_ parsed: ParsedCommand) -> Result<PracticeOptions, UsageError> {
        let hint = "breathe now --help"
        let display: DisplayChoice
        let length: SessionLength
        do throws(OptionError) {
            display = try DisplayChoice(parsed)
            length = .minutes(try parsed.value(CommandOptions.minutes) ?? Self.nowMinutes)
        } catch {
            return .failure(UsageError(error.reason, hint: hint))
        }
        do throws(PlanError) {
            let pattern = PacePlan.pattern(rate: PacePlan.defaultRate, name: PacePlan.patternKeyword)
            return .success(PracticeOptions(
                pattern: PacePlan.patternKeyword, patternTo: nil, length: length, display: display,
                checked: try PracticePlan(pattern: pattern, length: length)))
        } catch {
            return .failure(UsageError(reason: .plan(error), hint: hint))
        }
    }

    /// `breathe now` without --minutes.
    static let nowMinutes = 1.0

    /// `practice rounds [--rounds N] [--breaths B]`: the counts read by their declarations;
    /// a length or a ramp is refused, since the holds make the length.
    private static func readRounds(_ parsed: ParsedCommand, hint: String) -> Result<PracticeOptions, UsageError> {
        do throws(OptionError) {
            let display = try DisplayChoice(parsed)
            for refused in [
                CommandOptions.minutes.spec, CommandOptions.cycles.spec,
                CommandOptions.rampTo.spec] where parsed.options[refused.name] != nil {
                throw OptionError(.notWithRounds(option: refused.name))
            }
            let rounds = HoldRounds(
                rounds: try parsed.value(CommandOptions.rounds) ?? HoldRounds.defaultRounds,
                breaths: try parsed.value(CommandOptions.breaths) ?? HoldRounds.defaultBreaths)
            var options = PracticeOptions(
                pattern: HoldRounds.keyword, patternTo: nil, length: .cycles(rounds.plan.cycles), display: display,
                checked: rounds.plan)
            options.holdRounds = rounds
            return .success(options)
        } catch {
            return .failure(UsageError(error.reason, hint: hint))
        }
    }
}

/// `breathe pace`: a run, the history of runs, or the last run scored by a recording.
public struct PaceOptions: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case run(minutesPerRate: Double)
        case history
        case score(rrFile: String)
    }

    public var action: Action
    public var json: Bool
    public var display: DisplayChoice

    init(_ parsed: ParsedCommand) throws(OptionError) {
        json = parsed.isSet(CommandOptions.json)
        display = try DisplayChoice(parsed)
        let minutes = try parsed.value(CommandOptions.minutesPerRate) ?? PacePlan.defaultMinutesPerRate
        if parsed.isSet(CommandOptions.paceHistory) {
            action = .history
        } else if let file = try parsed.value(CommandOptions.rr) {
            action = .score(rrFile: file)
        } else {
            action = .run(minutesPerRate: minutes)
        }
    }
}

/// `breathe bolt`: the test, or the results kept (`--history`, as JSON with `--json`).
public enum BoltOptions: Sendable, Equatable {
    case test(DisplayChoice)
    case history(json: Bool)
}

/// `breathe stats [--calendar | --all] [--json] [--no-color]`.
public struct StatsOptions: Sendable, Equatable {
    public var calendarOnly: Bool
    public var json: Bool
    public var noColor: Bool
    /// The figures about attempts even before there are enough of them to say much.
    public var all: Bool = false
}

/// `breathe sync`, `--folder DIR` or `--off`.
public enum SyncAction: Sendable, Equatable {
    /// Sync with the folder already set.
    case now
    /// Remember DIR (as typed) and sync with it.
    case folder(String)
    case off
}

/// `breathe export [--format json|csv] [--output FILE]`.
public struct ExportOptions: Sendable, Equatable {
    public var format: ExportFormat
    /// nil: stdout.
    public var output: String?
}

public enum ExportFormat: String, Sendable, CaseIterable {
    case json, csv
}

/// The shells breathe writes completions for.
public enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish
}
