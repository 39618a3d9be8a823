/// Every option of every command, each declared once with its type: the parser, the
/// typed commands (`BreatheCommand`), `--help`, the man page and the completions read
/// these and nothing else.
public enum CommandOptions {
    public static let help = Option.flag("--help", aliases: ["-h"], help: "this help")
    /// Taken by every command, like --help.
    public static let language = Option<Language>(spec: OptionSpec("--lang", value: "LANG", kind: .choice(Language.names), help: "the language to speak: en or zh-Hans (the setting language; the environment's by default)")) { text throws(OptionError) in
        guard let language = Language(optionValue: text) else { throw OptionError(description: "--lang must be \(Language.names.joined(separator: " or ")), not '\(text)'") }
        return language
    }
    public static let json = Option.flag("--json", help: "the same as JSON, for scripts")
    public static let plain = Option.flag("--plain", help: "no full screen: one line as each phase starts (\"in 4\", \"hold 7\", \"out 8\"); automatic without a terminal or with TERM=dumb")
    public static let sound = Option<SoundMode>.choice("--sound", value: "MODE", group: "sound", help: "mark each phase for closed eyes: off, tone, voice or bell (the setting sound; off by default)") {
        "--sound needs \(SoundMode.choices), not '\($0)'"
    }
    public static let bell = Option.flag("--bell", group: "sound", help: "the same as --sound bell")
    public static let soundHere = Option.flag("--sound-here", help: "over SSH, play tones or the voice on the machine breathe runs on (the bell otherwise)")
    public static let noColor = Option.flag("--no-color", aliases: ["--no-colour"], help: "no colour, as with NO_COLOR")
    public static let lesson = Option.text("--lesson", value: "LESSON", kind: .text, completion: .lessons, help: "that lesson instead, for example to repeat one you completed")
    public static let minutes = Option.decimal("--minutes", value: "M", range: SessionLength.minutesRange, noun: "a number of minutes", example: "5 or 2.5", group: "length", help: "about M minutes ({range}), rounded to whole cycles")
    public static let cycles = Option.whole("--cycles", value: "N", range: SessionLength.cyclesRange, example: "8", group: "length", help: "exactly N cycles ({range})")
    public static let minutesPerRate = Option.decimal("--minutes-per-rate", value: "M", range: PacePlan.minutesPerRateRange, noun: "a number of minutes", example: "2", help: "minutes at each rate ({range}, default \(formatNumber(PacePlan.defaultMinutesPerRate)))")
    public static let paceHistory = Option.flag("--history", group: "what", help: "your earlier runs and what each suggested")
    public static let rr = Option.text("--rr", value: "FILE", kind: .file, group: "what", help: "score your last run by a heart-rate strap's RR recording made during it")
    public static let calendar = Option.flag("--calendar", help: "only the calendar and minutes a week")
    public static let folder = Option.text("--folder", value: "DIR", kind: .folder, group: "sync", help: "remember DIR (saved in config.json) and sync now")
    public static let off = Option.flag("--off", group: "sync", help: "forget the folder; its copy stays where it is")
    public static let format = Option<ExportFormat>.choice("--format", value: "json|csv", help: "JSON (the default) or CSV") {
        "unknown format '\($0)'; use json or csv"
    }
    public static let output = Option.text("--output", value: "FILE", kind: .file, help: "write to FILE (a regular file) instead of stdout")
}

/// Every command of breathe and its options, declared once.
public enum CommandTable {
    public static let help = CommandOptions.help.spec
    public static let language = CommandOptions.language.spec
    /// The options every command takes.
    public static let everywhere = [help, language]
    public static let json = CommandOptions.json.spec
    /// How a session is shown and heard: the options of every command that runs one.
    public static let display = [CommandOptions.plain.spec, CommandOptions.sound.spec, CommandOptions.bell.spec, CommandOptions.soundHere.spec, CommandOptions.noColor.spec]

    static let patternNames = BuiltInPattern.all.map(\.name) + [PacePlan.patternKeyword]

    public static let home = CommandSpec(
        .home, options: display,
        summary: "today's lesson of your program (first run: choose one)",
        about: "The daily entry: your program's home screen, with today's lesson.",
        examples: ["breathe"])

    public static let commands: [CommandSpec] = [
        CommandSpec(
            .start, arguments: [ArgumentSpec("PROGRAM", completion: .programs)],
            options: [CommandOptions.lesson.spec] + display,
            summary: "make a program active and start today's lesson",
            about: """
                Makes PROGRAM the active program (each program keeps its own progress) and
                starts today's lesson. Without PROGRAM: the active program, or the first.
                A program opens one new lesson a day: once today's is complete, start
                practises it again, saved but never moving your place.
                With --lesson: that lesson instead (breathe progress PROGRAM lists the ids);
                a repeat is saved but never moves your place in the program.
                With --plain (automatic without a terminal), the lesson is shown as one line
                a phase, and questions are asked on a line (or, without a terminal to
                answer on, the default is taken and said).
                """,
            examples: ["breathe start sleep-478", "breathe start foundations --lesson first-box"]),
        CommandSpec(
            .practice, aliases: ["practise"],
            arguments: [ArgumentSpec("PATTERN", required: true, completion: .words(patternNames), missing: "practice needs a pattern, for example: breathe practice 4-7-8")],
            options: [
                CommandOptions.minutes.spec,
                CommandOptions.cycles.spec,
            ] + display,
            summary: "a free session of any pattern, outside programs",
            about: """
                A free session, outside any program, saved in your history. A circle grows as
                you breathe in, stays while you hold and shrinks as you breathe out.

                PATTERN is a built-in name or seconds per phase joined by dashes:
                  4-7-8      in 4, hold 7, out 8
                  box        in 4, hold 4, out 4, hold 4
                  coherent   in 5.5, out 5.5
                  relax      in 4, out 6
                  sigh       cyclic sighing: in 2.5, top up 1, out 5.5
                  pace       your own rate, in 4 : out 6 (the setting pace, 6 a minute
                             until you choose one)
                  4-6        in-out;  4-7-8 in-hold-out;  4-4-4-4 in-hold-out-hold
                Seconds may have decimals (5.5-5.5); each phase lasts 0.5 to 60 s.
                """,
            notes: """
                Without --minutes or --cycles: 4 cycles of 4-7-8, 4 minutes of box, 5 minutes
                otherwise. A session always ends after a full cycle.

                Sounds, for practice with closed eyes (--sound MODE, or breathe config sound):
                  off    silence (the default)
                  tone   a soft rising glide as you breathe in, a falling one as you breathe
                         out, a short chime as a hold begins, two notes at the end; made by
                         breathe and played by pw-play, paplay or aplay (volume: the setting)
                  voice  "Breathe in", "Hold", "Breathe out" said by spd-say, espeak-ng or
                         espeak; tones when none is installed
                  bell   the terminal bell: once to breathe in and to hold, twice to breathe
                         out, three times at the end
                Over SSH, tone and voice ring the bell instead (they would sound on the machine
                breathe runs on, not yours); --sound-here or the setting soundOverSSH plays
                them there anyway.
                A player that is missing or fails gives way to the bell, with a note after.

                Keys: space pause/resume · q or Esc end · Ctrl-C end
                """,
            examples: ["breathe practice 4-7-8", "breathe practice coherent --minutes 10", "breathe practice 4-2-6 --cycles 8"]),
        CommandSpec(
            .pace,
            options: [
                CommandOptions.minutesPerRate.spec,
                CommandOptions.paceHistory.spec,
                CommandOptions.rr.spec,
                json,
            ] + display,
            summary: "find a slow-breathing rate that suits you",
            about: """
                Breathes about 2 minutes at each of 6.5, 6, 5.5, 5 and 4.5 breaths a minute,
                out longer than in (4:6). After each block: how easy was that (1 to 5), and
                any air hunger or light-headedness (y/n)? A yes ends the slower blocks at
                once; q stops between blocks. What was done is always saved.
                Then a table of your answers and a suggestion: the slowest rate you found easy
                without discomfort, or 6 a minute. It is kept as the setting pace, which the
                pattern pace breathes (breathe practice pace).
                Without a sensor this is a comfort choice: comparisons of a personal rate with
                a nearby one found small or no differences, and the rate can change; try
                again in a month.
                With --rr FILE: your last run scored by the heart's own answer, the heart-rate
                swing within each breath, from a strap's beat-to-beat (RR) recording made
                during the run: one interval in ms a line (Elite HRV, Kubios), or a time and
                an interval a line (Polar Sensor Logger). The rate with the largest swing is
                suggested.
                """,
            examples: ["breathe pace", "breathe pace --minutes-per-rate 3", "breathe pace --history", "breathe pace --rr ~/polar-rr.txt"]),
        CommandSpec(
            .programs, options: [json],
            summary: "every program, the active one marked",
            about: """
                Lists every program, built-in and your own (~/.config/breathe/programs/*.json),
                with where you are in each. The active program is marked with *.
                """,
            examples: ["breathe programs", "breathe programs --json"]),
        CommandSpec(
            .progress, arguments: [ArgumentSpec("PROGRAM", completion: .programs)], options: [json],
            summary: "the lessons done, with dates, and the next one",
            about: """
                "Lesson X of Y", then every lesson with its id: completed ones with a check
                mark and the date, the current one marked. Without PROGRAM: the active program.
                --json prints programID, currentNodeIndex, completedNodeIDs (in the order
                completed), lastPracticeDate, totalSessionCount and the lessons.
                """,
            examples: ["breathe progress", "breathe progress box-focus --json"]),
        CommandSpec(
            .history, options: [json],
            summary: "every session, newest first",
            about: """
                Every session, newest first: when, what, practised/planned time, whether it
                counted toward a program, and how it ended (finished, quit, interrupt,
                terminated, hangup, recovered).
                """,
            examples: ["breathe history", "breathe history --json"]),
        CommandSpec(
            .stats, options: [CommandOptions.calendar.spec, json, CommandOptions.noColor.spec],
            summary: "your streak and your own figures",
            about: """
                A calendar of your practice days (weeks as columns, each day shaded by the
                minutes practised, rest days a freeze covered marked, today marked), minutes a
                week as a line of bars, then your practice in figures.
                The streak (a practice day is a day with a session of
                a minute or more; rest days are missed days covered by a freeze), practice days
                in all and this week, sessions and time per program and in free practice; how
                far lesson attempts get; lessons where practice stalls; and how many attempts
                each threshold from 60% to 100% would have counted.
                """,
            examples: ["breathe stats", "breathe stats --calendar", "breathe stats --json"]),
        CommandSpec(
            .sync,
            options: [
                CommandOptions.folder.spec,
                CommandOptions.off.spec,
            ],
            summary: "merge with a folder your own sync tool carries",
            about: """
                Sync is off until you ask for it, and happens only when you run this command:
                there is no background sync and no network. Name a folder that your own tool
                already carries between devices (Syncthing, Dropbox, iCloud Drive, a USB stick):
                breathe keeps its copy there as breathe-progress.json, merges it with this
                device's progress, and writes the result to both places. Nothing is ever lost:
                every session of every device is kept. Settings follow the latest change, key by
                key (the sync folder itself stays per device).
                """,
            examples: ["breathe sync --folder ~/Sync/breathe", "breathe sync", "breathe sync --off"]),
        CommandSpec(
            .export,
            options: [
                CommandOptions.format.spec,
                CommandOptions.output.spec,
            ],
            summary: "every session, as JSON or CSV",
            about: """
                Writes every session to stdout or FILE. JSON is the progress store's own format
                (breathe import reads it back); CSV has a header and one row a session.
                """,
            examples: ["breathe export --output backup.json", "breathe export --format csv > sessions.csv"]),
        CommandSpec(
            .importFile, arguments: [ArgumentSpec("FILE", required: true, completion: .files, missing: "import takes one file: breathe import FILE")],
            summary: "merge an exported JSON file",
            about: """
                Merges an exported JSON file (or another device's progress.json) into your
                progress. Sessions already here are not added twice, so importing the same file
                again changes nothing; a record that breaks a rule is set aside, never merged.
                """,
            examples: ["breathe import backup.json"]),
        CommandSpec(
            .config,
            arguments: [ArgumentSpec("KEY", completion: .words(Settings.keys)), ArgumentSpec("VALUE", completion: .settingValues)],
            summary: "every setting, or read or change one",
            about: """
                Without arguments: every setting, its value, its default and what it does.
                With KEY: its value. With KEY VALUE: changes it, checked as breathe checks the
                file (~/.config/breathe/config.json); a bad value changes nothing.
                Values: numbers, true or false, or none (for syncFolder).
                """,
            examples: ["breathe config", "breathe config threshold 0.75", "breathe config freezes false", "breathe config reducedMotion true"]),
        CommandSpec(
            .status, options: [json],
            summary: "one line for a shell prompt: lesson 3/10 · day 12",
            about: """
                One short line for a shell prompt or a tmux status bar, for example
                "lesson 3/10 · day 12"; nothing when there is nothing to say yet. It only
                reads, never waits for a lock, and is quick enough for every prompt.
                """,
            examples: ["breathe status", "set -g status-right '#(breathe status)'   (in ~/.tmux.conf)"]),
        CommandSpec(
            .patterns, options: [json],
            summary: "the built-in patterns",
            about: """
                The built-in patterns with their timings and breaths per minute, and a one-line
                caution for long holds or fast breathing.
                """,
            examples: ["breathe patterns", "breathe patterns --json"]),
        CommandSpec(
            .completions, arguments: [ArgumentSpec("SHELL", required: true, completion: .words(Shell.allCases.map(\.rawValue)), missing: "completions needs a shell: bash, zsh or fish")],
            summary: "the completion script for bash, zsh or fish",
            about: """
                Prints the completion script for SHELL, made from the same table as this help.
                make install puts them in place; this is for installing them by hand.
                """,
            examples: ["breathe completions bash > ~/.local/share/bash-completion/completions/breathe", "breathe completions fish > ~/.config/fish/completions/breathe.fish"]),
        CommandSpec(
            .help, arguments: [ArgumentSpec("COMMAND", completion: .commands)],
            summary: "this help, or a command's",
            about: "The help of COMMAND (the same as breathe COMMAND --help), or this overview.",
            examples: ["breathe help practice"]),
        CommandSpec(
            .version,
            summary: "the version (also --version)",
            about: "Prints the version of breathe.",
            examples: ["breathe version"]),
    ]

    /// A command by its name or an alias.
    public static func command(named word: String) -> CommandSpec? {
        commands.first { $0.name == word || $0.aliases.contains(word) }
    }

    /// The names a person may type, for "did you mean".
    public static var commandNames: [String] { commands.flatMap { [$0.name] + $0.aliases } }
}
