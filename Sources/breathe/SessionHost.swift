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

    init(plain: Bool = false, bell: Bool = false, noColor: Bool = false) {
        self.plain = plain
        self.bell = bell
        self.noColor = noColor
    }

    init(_ parsed: ParsedCommand) {
        self.init(plain: parsed.has("--plain"), bell: parsed.has("--bell"), noColor: parsed.has("--no-color"))
    }
}

/// Runs one session in the full screen or, when asked or when there is no terminal that
/// can draw, as plain lines.
struct SessionHost {
    let display: DisplayOptions
    let settings: Settings

    struct Run {
        let outcome: SessionOutcome
        /// What the terminal can show: " · " or " - " between items, a dash or a hyphen.
        let glyphs: GlyphSet
        /// Gives the terminal back (after the session is saved).
        let close: () -> Void
    }

    /// Why the full screen cannot be used here, or nil when it can.
    static func reasonForPlain(_ display: DisplayOptions) -> String? {
        if display.plain { return "" }
        if isatty(STDOUT_FILENO) != 1 || isatty(STDIN_FILENO) != 1 { return "" }
        let term = Environment.value("TERM") ?? ""
        if term.isEmpty || term == "dumb" { return "TERM=\(term.isEmpty ? "(unset)" : term) cannot draw the full screen, so the session is shown as plain lines" }
        return nil
    }

    var useColor: Bool { settings.color && !display.noColor && !ProcessEnvironment.wantsNoColor }

    func run(plan: PracticePlan, header: (String) -> String, checkpoint: @escaping (Double) -> Void) -> Run? {
        let glyphs = TerminalLocale.adopt()
        var note = Self.reasonForPlain(display)
        if note == nil {
            do {
                let console = try Console(glyphs: glyphs, useColor: useColor)
                let outcome = SessionRunner(plan: plan, header: header(glyphs.separator), bell: display.bell || settings.bell, reducedMotion: settings.reducedMotion, checkpoint: checkpoint).run(on: console)
                return Run(outcome: outcome, glyphs: glyphs, close: { console.close() })
            } catch {
                note = error.description + "; the session is shown as plain lines instead"
            }
        }
        if let note, !note.isEmpty { printError(note) }
        // A reader that goes away (`| head -3`) must not kill the session unsaved: the
        // failed write ends it like a hang-up, it is saved, and then breathe dies by
        // SIGPIPE as any member of a pipeline would.
        signal(SIGPIPE, SIG_IGN)
        let replacement: Unicode.Scalar = glyphs == .braille ? "\u{FFFD}" : "?"
        fflush(nil)
        let headerLine = header(glyphs.separator) + glyphs.separator + "\(plan.cycles) cycle\(plan.cycles == 1 ? "" : "s")" + glyphs.separator + formatClock(plan.totalSeconds)
        var open = writeAll(STDOUT_FILENO, TerminalText.clean(headerLine, replacement: replacement) + "\n")
        do {
            let outcome = try PlainRunner(plan: plan, bell: display.bell || settings.bell, checkpoint: checkpoint).run { line in
                open = open && writeAll(STDOUT_FILENO, line)
                return open
            }
            return Run(outcome: outcome, glyphs: glyphs, close: {})
        } catch {
            printError(error.description)
            return nil
        }
    }
}
