import CNcursesw

/// Why the full-screen view could not open.
public struct TerminalError: Error, CustomStringConvertible {
    public let description: String
}

/// The only code that talks to ncurses. Every call happens on the thread that created it:
/// ncurses is not thread-safe.
public final class NcursesTerminal: TerminalOutput {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let hasColor: Bool
    private var isOpen = true

    /// Opens the full-screen view on stdin and stdout. `useColor` is false under NO_COLOR.
    public init(useColor: Bool) throws(TerminalError) {
        let term = ProcessEnvironment.value("TERM") ?? ""
        guard !term.isEmpty else {
            throw TerminalError(description: "TERM is not set, so the full-screen view cannot be drawn; set TERM (for example TERM=xterm-256color)")
        }
        CrashGuard.rememberTerminal()
        guard let screen = newterm(nil, breathe_stdout(), breathe_stdin()) else {
            throw TerminalError(description: "the terminal type '\(term)' is unknown to ncurses; set TERM to one your terminal supports (for example TERM=xterm-256color)")
        }
        self.screen = screen
        // A terminal that cannot move the cursor (TERM=dumb) cannot show a full screen.
        guard tigetstr("cup").map({ Int(bitPattern: $0) > 0 }) ?? false else {
            endwin()
            delscreen(screen)
            throw TerminalError(description: "the terminal type '\(term)' cannot move the cursor, so the full-screen view cannot be drawn; use a terminal such as xterm, or set TERM to match yours")
        }
        guard let window = breathe_stdscr() else {
            endwin()
            delscreen(screen)
            throw TerminalError(description: "ncurses opened the terminal but gave no screen to draw on")
        }
        self.window = window
        cbreak()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        leaveok(window, true)
        set_escdelay(25)
        curs_set(0)
        CrashGuard.install()
        hasColor = useColor && has_colors()
        if hasColor {
            start_color()
            use_default_colors()
            init_pair(1, Int16(COLOR_CYAN), -1)
            init_pair(2, Int16(COLOR_YELLOW), -1)
            init_pair(3, Int16(COLOR_GREEN), -1)
        }
    }

    /// Columns and rows as the kernel reports them now (after a resize, too).
    public var size: (width: Int, height: Int) {
        var rows: Int32 = 0, columns: Int32 = 0
        breathe_window_size(STDOUT_FILENO, &rows, &columns)
        if rows > 0, columns > 0 { return (Int(columns), Int(rows)) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Tells ncurses about a new size after SIGWINCH.
    public func adoptNewSize() {
        let current = size
        resizeterm(Int32(current.height), Int32(current.width))
    }

    /// Every key waiting on stdin, without blocking.
    public func pendingKeys() -> [KeyPress] {
        var keys: [KeyPress] = []
        while true {
            let code = wgetch(window)
            if code == ERR { break }
            switch code {
            case 10, 13, KEY_ENTER: keys.append(.enter)
            case 27: keys.append(.escape)
            case KEY_UP: keys.append(.up)
            case KEY_DOWN: keys.append(.down)
            case 32...126: keys.append(.character(Character(Unicode.Scalar(UInt8(code)))))
            default: continue
            }
        }
        return keys
    }

    public func clearAll() {
        wclear(window)
    }

    public func draw(_ run: CellRun) {
        var column = Int32(run.column)
        var index = 0
        while index < run.cells.count {
            let style = run.cells[index].style
            var text = String.UnicodeScalarView()
            let start = index
            while index < run.cells.count, run.cells[index].style == style {
                text.append(run.cells[index].scalar)
                index += 1
            }
            wattrset(window, Int32(bitPattern: attributes(for: style)))
            mvwaddstr(window, Int32(run.row), column, String(text))
            column += Int32(index - start)
        }
    }

    public func flush() {
        wrefresh(window)
    }

    private func attributes(for style: CellStyle) -> UInt32 {
        switch style {
        case .plain: return UInt32(breathe_attr_normal())
        case .dim: return UInt32(breathe_attr_dim())
        case .bold: return UInt32(breathe_attr_bold())
        case .inhale: return UInt32(hasColor ? breathe_color_pair(1) | breathe_attr_bold() : breathe_attr_bold())
        case .hold: return UInt32(hasColor ? breathe_color_pair(2) | breathe_attr_bold() : breathe_attr_bold())
        case .exhale: return UInt32(hasColor ? breathe_color_pair(3) | breathe_attr_bold() : breathe_attr_bold())
        }
    }

    /// Gives the terminal back (cursor, echo, canonical mode, main screen) before the
    /// process stops for Ctrl-Z. Drawing again resumes the full screen.
    public func suspend() {
        curs_set(1)
        endwin()
    }

    /// Back after a suspension: ncurses re-enters its mode on the next refresh.
    public func resume() {
        curs_set(0)
        wrefresh(window)
    }

    /// Restores the terminal as it was found. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        curs_set(1)
        endwin()
        delscreen(screen)
        CrashGuard.uninstall()
    }

    deinit {
        close()
    }
}
