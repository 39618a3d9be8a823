import BreatheCore
import BreatheTUI

/// How wide printed prose may be, read once for the command by the one rule
/// (`OutputWidth`): the terminal's width when stdout is one, else COLUMNS when it is a
/// sensible number, else 80. Notes, summaries and descriptions wrap to it; records (a
/// history line, a CSV row, the status line) stay one line each.
let outputWidth = OutputWidth.ofStdout

/// Prints prose wrapped to `outputWidth`, its later lines indented by `hangingIndent`.
func sayWrapped(_ text: String, hangingIndent: Int = 0) {
    for line in TextWrap.lines(text, width: outputWidth, hangingIndent: hangingIndent) { say(line) }
}
