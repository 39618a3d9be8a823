import CNcursesw
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// How wide printed output may be: the terminal's width when stdout is one, else
/// COLUMNS (from `environment`) when it is a sensible number, else 80 (a pipe, a file).
public enum OutputWidth {
    public static let fallback = 80
    /// A width COLUMNS may name.
    static let sensible: ClosedRange<Int> = 20...1000
    /// A terminal's own width is what it is, however narrow (an 18-column window once got
    /// lines of 80 that it cut anywhere); 0 means it does not know.
    static let terminalWidths: ClosedRange<Int> = 2...1000

    public static func ofStdout(environment: (String) -> String?) -> Int {
        if isatty(STDOUT_FILENO) == 1 {
            var rows: Int32 = 0, columns: Int32 = 0
            breathe_window_size(STDOUT_FILENO, &rows, &columns)
            if terminalWidths.contains(Int(columns)) { return Int(columns) }
        }
        if let text = environment("COLUMNS"), text.utf8.count <= 4,
           text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
           let columns = Int(text), sensible.contains(columns) {
            return columns
        }
        return fallback
    }

    /// The width of stderr when it is a terminal (a problem's words wrap at a word there, a
    /// set-aside notice once ran 600 characters on one line); nil for a file or a pipe.
    public static func ofStderr() -> Int? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        var rows: Int32 = 0, columns: Int32 = 0
        breathe_window_size(STDERR_FILENO, &rows, &columns)
        return terminalWidths.contains(Int(columns)) ? Int(columns) : nil
    }

    /// Colour in printed output: stdout is a terminal, and nothing asks for none (the
    /// setting, `--no-color`, NO_COLOR in the environment).
    public static func colourAllowed(setting: Bool, noColorOption: Bool, noColorEnvironment: Bool) -> Bool {
        setting && !noColorOption && !noColorEnvironment && isatty(STDOUT_FILENO) == 1
    }
}
