import BreatheCore
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// What the terminal can show, read once: the separator and how control characters from
/// files are replaced ("�", or "?" without UTF-8).
let outputGlyphs = TerminalLocale.adopt()

/// What stands in for a control character from a file: "�", or "?" without UTF-8.
let outputReplacement: Unicode.Scalar = outputGlyphs.symbols.replacement

/// Prints one line for the person on stdout. Every line that may carry text from a file
/// (a title, a pattern, a path) goes through here, so no escape sequence in a file ever
/// reaches the terminal.
func say(_ line: String) {
    print(TerminalText.clean(line, replacement: outputReplacement))
}

/// Prints "breathe: message" on stderr, each line cleaned like `say`'s.
func printError(_ message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.clean(String($0), replacement: outputReplacement) }
    _ = writeAll(STDERR_FILENO, "breathe: " + lines.joined(separator: "\n") + "\n")
}

/// Writes all of `text` to `descriptor`; false when the reader is gone (a closed pipe)
/// or the write fails otherwise.
func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
            Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
    }
    return true
}
