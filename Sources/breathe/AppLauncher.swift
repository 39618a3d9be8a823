import BreatheCore
import BreatheSystem
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// How a session is shown, from the command line: --plain, --bell, --no-color.
struct DisplayOptions {
    var plain = false
    var bell = false
    var noColor = false

    init(_ parsed: ParsedCommand) {
        plain = parsed.has("--plain")
        bell = parsed.has("--bell")
        noColor = parsed.has("--no-color")
    }
}

/// Runs the app (home, a lesson, free practice) in the full screen or as plain lines,
/// with the real store, journal and clock, then says how it ended and exits so.
enum AppLauncher {
    static func run(_ start: AppStart, setup: Setup, store: ProgressStore, display: DisplayOptions) -> Int32 {
        let glyphs = outputGlyphs
        let settings = setup.settings
        let bell = display.bell || settings.bell
        let useColor = settings.color && !display.noColor && !ProcessEnvironment.wantsNoColor
        let keeper = StoreKeeper(setup: setup)
        let clock = SystemClock(wall: { WallClock.now() })
        var note = reasonForPlain(display)
        if note == nil {
            do {
                let console = try Console(glyphs: glyphs, useColor: useColor)
                let context = AppContext(catalogue: setup.catalogue, settings: settings, mode: .fullScreen, bell: bell, ascii: glyphs == .ascii)
                let outcome = AppRunner(start, context: context, store: store, terminal: ConsoleTerminal(console: console, reducedMotion: settings.reducedMotion), keeper: keeper, clock: clock).run()
                console.close()
                for line in outcome.lines { say(line) }
                for error in outcome.errors { printError(error) }
                return exit(outcome)
            } catch {
                note = error.description + "; shown as plain lines instead"
            }
        }
        if let note, !note.isEmpty { printError(note) }
        // A reader that goes away (`| head -3`) must not kill the session unsaved: the
        // failed write ends it like a hang-up, it is saved, and then breathe dies by
        // SIGPIPE as any member of a pipeline would.
        signal(SIGPIPE, SIG_IGN)
        let terminal: PlainTerminal
        do {
            terminal = try PlainTerminal(
                bell: bell,
                write: { line, ringing in writeAll(STDOUT_FILENO, TerminalText.clean(line, replacement: outputReplacement) + (ringing ? "\u{7}" : "") + "\n") },
                warn: { printError($0) })
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        let context = AppContext(catalogue: setup.catalogue, settings: settings, mode: .plain(canAsk: isatty(STDIN_FILENO) == 1), bell: bell, ascii: glyphs == .ascii)
        let outcome = AppRunner(start, context: context, store: store, terminal: terminal, keeper: keeper, clock: clock).run()
        return exit(outcome)
    }

    /// Dies by the signal that ended the session, once everything is saved and said; or
    /// the exit status.
    static func exit(_ outcome: AppOutcome) -> Int32 {
        if let signal = outcome.signal {
            fflush(nil)
            SignalWatcher.die(by: signal)
        }
        if outcome.usage { return ExitStatus.usage }
        return outcome.failed ? ExitStatus.failure : ExitStatus.ok
    }

    /// Why the full screen cannot be used here ("" when it is plain by choice or for
    /// lack of a terminal, which needs no note), or nil when it can.
    static func reasonForPlain(_ display: DisplayOptions) -> String? {
        if display.plain { return "" }
        if isatty(STDOUT_FILENO) != 1 || isatty(STDIN_FILENO) != 1 { return "" }
        let term = Environment.value("TERM") ?? ""
        if term.isEmpty || term == "dumb" { return "TERM=\(term.isEmpty ? "(unset)" : term) cannot draw the full screen, so the session is shown as plain lines" }
        return nil
    }
}
