/// The help texts. Every command's help shows examples: that is what people look for.
enum Help {
    static let general = """
        breathe — a breathing coach for the terminal

        Usage:
          breathe                      a 2-minute box breathing session
          breathe practice PATTERN     a guided session of any pattern
          breathe help [COMMAND]       this help, or a command's
          breathe --version

        Examples:
          breathe practice 4-7-8
          breathe practice box --minutes 5
          breathe practice 4-6 --cycles 10

        During a session: space pauses and resumes, q or Esc ends it, Ctrl-C too.
        """

    static let practice = """
        Usage: breathe practice PATTERN [--minutes M | --cycles N]

        A full-screen guided session: a circle grows as you breathe in, stays while
        you hold and shrinks as you breathe out.

        PATTERN is a built-in name or seconds per phase joined by dashes:
          4-7-8      in 4, hold 7, out 8
          box        in 4, hold 4, out 4, hold 4
          coherent   in 5.5, out 5.5
          relax      in 4, out 6
          sigh       cyclic sighing: in 2.5, top up 1, out 5.5
          4-6        in-out;  4-7-8 in-hold-out;  4-4-4-4 in-hold-out-hold
        Seconds may have decimals (5.5-5.5); each phase lasts at most 60 s.

        Options:
          --minutes M   about M minutes (0.5 to 120), rounded to whole cycles
          --cycles N    exactly N cycles (1 to 1000)
        Without either: 4 cycles of 4-7-8, 4 minutes of box, 5 minutes otherwise.
        A session always ends after a full cycle.

        Keys: space pause/resume · q or Esc end · Ctrl-C end

        Examples:
          breathe practice 4-7-8
          breathe practice coherent --minutes 10
          breathe practice 4-2-6 --cycles 8
        """

    static func show(topic: String?) -> Int32 {
        switch topic {
        case nil:
            print(general)
        case "practice":
            print(practice)
        case let other?:
            return Command.usageError("no help for '\(other)': there is no such command", hint: "breathe help")
        }
        return ExitStatus.ok
    }
}
