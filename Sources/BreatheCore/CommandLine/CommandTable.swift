/// Every option of every command, each declared once with its type: the parser, the
/// typed commands (`BreatheCommand`), `--help`, the man page and the completions read
/// these and nothing else.
public enum CommandOptions {
    public static let help = Option.flag("--help", aliases: ["-h"], help: .help)
    /// Taken by every command, like --help.
    public static let language = Option<Language>(spec: OptionSpec(
        "--lang", value: "LANG", kind: .choice(Language.names), help: .language)) { text throws(OptionError) in
        guard let language = Language(optionValue: text) else { throw OptionError(.unknownLanguage(text)) }
        return language
    }
    public static let json = Option.flag("--json", help: .json)
    public static let plain = Option.flag("--plain", help: .plain)
    /// The same flag for the BOLT test, which has no phases to give as lines.
    public static let plainBolt = Option.flag("--plain", help: .plainBolt)
    public static let sound = Option<SoundMode>.choice(
        "--sound", value: "MODE", group: "sound", help: .sound, refusal: UsagePhrase.unknownSound)
    public static let bell = Option.flag("--bell", group: "sound", help: .bell)
    public static let soundHere = Option.flag("--sound-here", help: .soundHere)
    public static let noColor = Option.flag("--no-color", aliases: ["--no-colour"], help: .noColor)
    public static let lesson = Option.text(
        "--lesson", value: "LESSON", kind: .text, completion: .lessons, help: .lesson)
    public static let minutes = Option.decimal(
        "--minutes", value: "M", range: SessionLength.minutesRange, unit: .minutes, examples: [5, 2.5], group: "length",
        help: .minutes)
    public static let rampTo = Option.text(
        "--to", value: "PATTERN2", kind: .text, completion: .words(CommandTable.patternNames), help: .rampTo)
    /// Hold rounds (`practice rounds`): how many, and how many quick breaths each.
    public static let rounds = Option.whole(
        "--rounds", value: "N", range: HoldRounds.roundRange, example: HoldRounds.defaultRounds, help: .rounds)
    public static let breaths = Option.whole(
        "--breaths", value: "B", range: HoldRounds.breathRange, example: HoldRounds.defaultBreaths, help: .breaths)
    public static let cycles = Option.whole(
        "--cycles", value: "N", range: SessionLength.cyclesRange, example: 8, group: "length", help: .cycles)
    public static let minutesPerRate = Option.decimal(
        "--minutes-per-rate", value: "M", range: PacePlan.minutesPerRateRange, unit: .minutes, examples: [2],
        help: .minutesPerRate)
    public static let paceHistory = Option.flag("--history", group: "what", help: .paceHistory)
    public static let rr = Option.text("--rr", value: "FILE", kind: .file, group: "what", help: .rr)
    public static let calendar = Option.flag("--calendar", group: "what", help: .calendar)
    /// Every figure of `stats`, those about attempts too before there are enough of them.
    public static let all = Option.flag("--all", group: "what", help: .all)
    public static let boltHistory = Option.flag("--history", help: .boltHistory)
    public static let folder = Option.text("--folder", value: "DIR", kind: .folder, group: "sync", help: .folder)
    public static let off = Option.flag("--off", group: "sync", help: .off)
    public static let format = Option<ExportFormat>.choice(
        "--format", value: "json|csv", help: .format, refusal: UsagePhrase.unknownFormat)
    public static let output = Option.text("--output", value: "FILE", kind: .file, help: .output)
}

/// Every command of breathe and its options, declared once.
public enum CommandTable {
    public static let help = CommandOptions.help.spec
    public static let language = CommandOptions.language.spec
    /// The options every command takes.
    public static let everywhere = [help, language]
    public static let json = CommandOptions.json.spec
    /// How a session is shown and heard: the options of every command that runs one.
    public static let display = [
        CommandOptions.plain.spec, CommandOptions.sound.spec, CommandOptions.bell.spec, CommandOptions.soundHere.spec,
        CommandOptions.noColor.spec]

    static let patternNames = BuiltInPattern.all.map(\.name) + [PacePlan.patternKeyword]

    public static let home = CommandSpec(.home, options: display, examples: ["breathe"])

    public static let commands: [CommandSpec] = [
        CommandSpec(
            .start, arguments: [ArgumentSpec(.program, completion: .programs)],
            options: [CommandOptions.lesson.spec] + display,
            examples: ["breathe start sleep-478", "breathe start foundations --lesson first-box"]),
        CommandSpec(
            .practice, aliases: ["practise"],
            // Hold rounds stand where a pattern does, but no ramp goes to them.
            arguments: [ArgumentSpec(
                .pattern, completion: .words(patternNames + [HoldRounds.keyword]), missing: .missingPattern)],
            options: [
                CommandOptions.rampTo.spec,
                CommandOptions.minutes.spec,
                CommandOptions.cycles.spec,
                CommandOptions.rounds.spec,
                CommandOptions.breaths.spec,
            ] + display,
            notes: .practiceNotes,
            examples: [
                "breathe practice 4-7-8", "breathe practice coherent --minutes 10", "breathe practice 4-2-6 --cycles 8",
                "breathe practice 4-6 --to 5-7 --minutes 10", "breathe practice rounds --rounds 2 --breaths 20"]),
        CommandSpec(
            .now, options: [CommandOptions.minutes.spec] + display,
            examples: ["breathe now", "breathe now --minutes 3"]),
        CommandSpec(
            .pace,
            options: [
                CommandOptions.minutesPerRate.spec,
                CommandOptions.paceHistory.spec,
                CommandOptions.rr.spec,
                json,
            ] + display,
            examples: [
                "breathe pace", "breathe pace --minutes-per-rate 3", "breathe pace --history",
                "breathe pace --rr ~/polar-rr.txt"]),
        CommandSpec(
            .bolt,
            options: [
                CommandOptions.boltHistory.spec, json, CommandOptions.plainBolt.spec, CommandOptions.noColor.spec,
            ],
            examples: ["breathe bolt", "breathe bolt --history", "breathe bolt --history --json"]),
        CommandSpec(
            .programs, options: [json],
            examples: ["breathe programs", "breathe programs --json"]),
        CommandSpec(
            .progress, arguments: [ArgumentSpec(.program, completion: .programs)], options: [json],
            examples: ["breathe progress", "breathe progress box-focus --json"]),
        CommandSpec(
            .history, options: [json],
            examples: ["breathe history", "breathe history --json"]),
        CommandSpec(
            .stats, options: [CommandOptions.calendar.spec, CommandOptions.all.spec, json, CommandOptions.noColor.spec],
            examples: ["breathe stats", "breathe stats --calendar", "breathe stats --all", "breathe stats --json"]),
        CommandSpec(
            .sync,
            options: [
                CommandOptions.folder.spec,
                CommandOptions.off.spec,
            ],
            examples: ["breathe sync --folder ~/Sync/breathe", "breathe sync", "breathe sync --off"]),
        CommandSpec(
            .export,
            options: [
                CommandOptions.format.spec,
                CommandOptions.output.spec,
            ],
            examples: ["breathe export --output backup.json", "breathe export --format csv > sessions.csv"]),
        CommandSpec(
            .importFile, arguments: [ArgumentSpec(.file, completion: .files, missing: .missingFile)],
            examples: ["breathe import backup.json"]),
        CommandSpec(
            .config,
            arguments: [
                ArgumentSpec(.key, completion: .words(Settings.keys)),
                ArgumentSpec(.value, completion: .settingValues)],
            options: [json],
            examples: [
                "breathe config", "breathe config threshold 0.75", "breathe config freezes false",
                "breathe config reducedMotion true", "breathe config --json"]),
        CommandSpec(
            .status, options: [json],
            examples: [
                "breathe status", HelpExample("set -g status-right '#(breathe status)'", note: .tmuxExampleNote)]),
        CommandSpec(
            .patterns, options: [json],
            examples: ["breathe patterns", "breathe patterns --json"]),
        CommandSpec(
            .completions,
            arguments: [ArgumentSpec(
                .shell, completion: .words(Shell.allCases.map(\.rawValue)), missing: .missingShell)],
            examples: [
                "breathe completions bash > ~/.local/share/bash-completion/completions/breathe",
                "breathe completions fish > ~/.config/fish/completions/breathe.fish"]),
        CommandSpec(
            .help, arguments: [ArgumentSpec(.command, completion: .commands)],
            examples: ["breathe help practice"]),
        CommandSpec(
            .version,
            examples: ["breathe version"]),
    ]

    /// A command by its name or an alias.
    public static func command(named word: String) -> CommandSpec? {
        commands.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The names a person may type, for "did you mean".
    public static var commandNames: [String] { commands.flatMap { [$0.name] + $0.aliases } }
}
