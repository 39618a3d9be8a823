import BreatheCore

/// The help texts. Every command's help shows examples: that is what people look for.
enum Help {
    static let general = """
        breathe — a breathing coach for the terminal

        Usage:
          breathe                      today's lesson of your program (first run: choose one)
          breathe start [PROGRAM]      make a program active and start its current lesson
          breathe practice PATTERN     a free session of any pattern, outside programs
          breathe programs [--json]    every program, the active one marked
          breathe progress [PROGRAM] [--json]
                                       the lessons done, with dates, and the next one
          breathe history [--json]     every session, newest first
          breathe stats [--json]       your streak and your own figures
          breathe sync [--folder DIR | --off]
                                       merge with a folder your own sync tool carries
          breathe export [--format json|csv] [--output FILE]
          breathe import FILE          merge an exported JSON file
          breathe config [KEY [VALUE]] every setting, or read or change one
          breathe status [--json]      one line for a shell prompt: lesson 3/10 · day 12
          breathe patterns [--json]    the built-in patterns
          breathe help [COMMAND]       this help, or a command's
          breathe --version

        Examples:
          breathe start foundations
          breathe practice 4-7-8
          breathe progress --json

        A lesson counts as done when you practise at least 80% of it; shorter sessions
        are saved and can be continued later the same day.
        During a session: space pauses and resumes, q or Esc ends it, Ctrl-C too.
        --plain, --bell and --no-color work with breathe, start and practice.

        Exit status: 0 ok, 1 a runtime error, 2 a usage error, 128+N when signal N
        ended a session (130 for Ctrl-C).
        """

    static let start = """
        Usage: breathe start [PROGRAM] [--lesson LESSON] [--plain] [--bell] [--no-color]

        Makes PROGRAM the active program (each program keeps its own progress) and
        starts its current lesson. Without PROGRAM: the active program, or the first.
        With --lesson: that lesson instead, for example to repeat one you completed;
        a repeat is saved but never moves your place in the program.
        With --plain (automatic without a terminal), the lesson is shown as one line
        a phase, and today's unfinished attempt, if any, is continued.

        Examples:
          breathe start sleep-478
          breathe start foundations --lesson first-box
        """

    static let programs = """
        Usage: breathe programs [--json]

        Lists every program, built-in and your own (~/.config/breathe/programs/*.json),
        with where you are in each. The active program is marked with *.

        Examples:
          breathe programs
          breathe programs --json
        """

    static let progress = """
        Usage: breathe progress [PROGRAM] [--json]

        "Lesson X of Y", then every lesson: completed ones with a check mark and the
        date, the current one marked. Without PROGRAM: the active program.
        --json prints programID, currentNodeIndex, completedNodeIDs (in the order
        completed), lastPracticeDate, totalSessionCount and the lessons.

        Examples:
          breathe progress
          breathe progress box-focus --json
        """

    static let history = """
        Usage: breathe history [--json]

        Every session, newest first: when, what, practised/planned time, whether it
        counted toward a program, and how it ended (finished, quit, interrupt,
        terminated, hangup, recovered).

        Examples:
          breathe history
          breathe history --json
        """

    static let practice = """
        Usage: breathe practice PATTERN [--minutes M | --cycles N] [--plain] [--bell] [--no-color]

        A free session, outside any program, saved in your history. A circle grows as
        you breathe in, stays while you hold and shrinks as you breathe out.

        PATTERN is a built-in name or seconds per phase joined by dashes:
          4-7-8      in 4, hold 7, out 8
          box        in 4, hold 4, out 4, hold 4
          coherent   in 5.5, out 5.5
          relax      in 4, out 6
          sigh       cyclic sighing: in 2.5, top up 1, out 5.5
          4-6        in-out;  4-7-8 in-hold-out;  4-4-4-4 in-hold-out-hold
        Seconds may have decimals (5.5-5.5); each phase lasts 0.5 to 60 s.

        Options:
          --minutes M   about M minutes (0.5 to 120), rounded to whole cycles
          --cycles N    exactly N cycles (1 to 1000)
          --plain       no full screen: one line as each phase starts ("in 4",
                        "hold 7", "out 8"); automatic without a terminal or with TERM=dumb
          --bell        a terminal bell at each phase change
          --no-color    no colour (so does NO_COLOR)
        Without either: 4 cycles of 4-7-8, 4 minutes of box, 5 minutes otherwise.
        A session always ends after a full cycle.

        Keys: space pause/resume · q or Esc end · Ctrl-C end

        Examples:
          breathe practice 4-7-8
          breathe practice coherent --minutes 10
          breathe practice 4-2-6 --cycles 8
        """

    static let stats = """
        Usage: breathe stats [--json]

        Your practice in figures: the streak (a practice day is a day with a session of
        a minute or more; rest days are missed days covered by a freeze), practice days
        in all and this week, sessions and time, per program; how far lesson attempts
        get; lessons where practice stalls; and how many attempts each threshold from
        60% to 100% would have counted.

        Examples:
          breathe stats
          breathe stats --json
        """

    static let sync = """
        Usage: breathe sync [--folder DIR | --off]

        Sync is off until you ask for it, and happens only when you run this command:
        there is no background sync and no network. Name a folder that your own tool
        already carries between devices (Syncthing, Dropbox, iCloud Drive, a USB stick):
        breathe keeps its copy there as breathe-progress.json, merges it with this
        device's progress, and writes the result to both places. Nothing is ever lost:
        every session of every device is kept. Settings follow the latest change, key by
        key (the sync folder itself stays per device).

          --folder DIR   remember DIR (saved in config.json) and sync now
          --off          forget the folder; its copy stays where it is

        Examples:
          breathe sync --folder ~/Sync/breathe
          breathe sync
          breathe sync --off
        """

    static let export = """
        Usage: breathe export [--format json|csv] [--output FILE]

        Writes every session to stdout or FILE. JSON is the progress store's own format
        (breathe import reads it back); CSV has a header and one row a session.

        Examples:
          breathe export --output backup.json
          breathe export --format csv > sessions.csv
        """

    static let importHelp = """
        Usage: breathe import FILE

        Merges an exported JSON file (or another device's progress.json) into your
        progress. Sessions already here are not added twice, so importing the same file
        again changes nothing.

        Example:
          breathe import backup.json
        """

    static let config = """
        Usage: breathe config [KEY [VALUE]]

        Without arguments: every setting, its value, its default and what it does.
        With KEY: its value. With KEY VALUE: changes it, checked as breathe checks the
        file (~/.config/breathe/config.json); a bad value changes nothing.
        Values: numbers, true or false, or none (for syncFolder).

        Examples:
          breathe config
          breathe config threshold 0.75
          breathe config freezes false
          breathe config reducedMotion true
        """

    static let status = """
        Usage: breathe status [--json]

        One short line for a shell prompt or a tmux status bar, for example
        "lesson 3/10 · day 12"; nothing when there is nothing to say yet. It only
        reads, never waits for a lock, and is quick enough for every prompt.

        Examples:
          breathe status
          set -g status-right '#(breathe status)'   (in ~/.tmux.conf)
        """

    static let patterns = """
        Usage: breathe patterns [--json]

        The built-in patterns with their timings and breaths per minute, and a one-line
        caution for long holds or fast breathing.

        Examples:
          breathe patterns
          breathe patterns --json
        """

    static func show(topic: String?) -> Int32 {
        switch topic {
        case nil:
            print(general)
        case "practice":
            print(practice)
        case "start":
            print(start)
        case "programs":
            print(programs)
        case "progress":
            print(progress)
        case "history":
            print(history)
        case "stats":
            print(stats)
        case "sync":
            print(sync)
        case "export":
            print(export)
        case "import":
            print(importHelp)
        case "config":
            print(config)
        case "status":
            print(status)
        case "patterns":
            print(patterns)
        case let other?:
            let suggestion = nearest(to: other, in: Command.commands).map { "; did you mean \($0)?" } ?? ""
            return Command.usageError("no help for '\(other)': there is no such command\(suggestion)", hint: "breathe help")
        }
        return ExitStatus.ok
    }
}
