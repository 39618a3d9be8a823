import BreatheCore
import CNcursesw
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Why the full-screen view could not open, worded by the catalogue.
public struct TerminalError: Error, CustomStringConvertible {
    public let problem: TerminalProblem

    public init(_ problem: TerminalProblem) { self.problem = problem }

    public var description: String { problem.english }
}

/// The only code that talks to ncurses. Every call happens on the thread that created it:
/// ncurses is not thread-safe.
///
/// ncurses sets the terminal up, reads keys and gives the terminal back; frames are sent
/// by this class itself, as the terminfo strings ncurses looked up, gathered into one
/// write per frame. ncurses' own refresh flushes its output after every cursor move,
/// which on a large terminal meant some eighty writes a frame; the frame writer already
/// knows exactly which cells changed, so nothing is lost by bypassing it. stdscr is never
/// drawn on, so ncurses never repaints over a frame.
public final class NcursesTerminal: TerminalOutput {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var isOpen = true
    /// Turns runs into bytes, remembering the pen and the cursor across frames.
    private var encoder: FrameEncoder
    /// The frame being gathered, sent by `flush`.
    private var pending: [UInt8] = []

    /// Opens the full-screen view on stdin and stdout for the terminal `term` (TERM).
    /// `useColor` is false under NO_COLOR.
    public init(useColor: Bool, term: String) throws(TerminalError) {
        guard !term.isEmpty else {
            throw TerminalError(.termUnset)
        }
        CrashGuard.rememberTerminal()
        guard let screen = newterm(nil, breathe_stdout(), breathe_stdin()) else {
            throw TerminalError(.termUnknown(term))
        }
        self.screen = screen
        // A terminal that cannot move the cursor (TERM=dumb) cannot show a full screen.
        guard tigetstr("cup").map({ Int(bitPattern: $0) > 0 }) ?? false else {
            endwin()
            delscreen(screen)
            throw TerminalError(.cannotMoveCursor(term))
        }
        guard let window = breathe_stdscr() else {
            endwin()
            delscreen(screen)
            throw TerminalError(.noScreen)
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
        let hasColor = useColor && has_colors()
        if hasColor {
            start_color()
            use_default_colors()
        }
        encoder = FrameEncoder(codes: TerminalCodes.fromTerminfo(color: hasColor), width: Int(getmaxx(window)))
        // ncurses takes the screen (alternate screen, cleared) once; after that stdscr
        // stays untouched, so reading keys never makes ncurses repaint.
        wrefresh(window)
    }

    /// Columns and rows as the kernel reports them now (after a resize, too).
    public var size: (width: Int, height: Int) {
        var rows: Int32 = 0, columns: Int32 = 0
        breathe_window_size(STDOUT_FILENO, &rows, &columns)
        if rows > 0, columns > 0 { return (Int(columns), Int(rows)) }
        return (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    /// Tells ncurses about a new size after SIGWINCH. ncurses repaints its (empty) screen
    /// at once, so it will not do so later over a frame; the next frame is drawn in full.
    public func adoptNewSize() {
        let current = size
        send(encoder.plain())
        resizeterm(Int32(current.height), Int32(current.width))
        wrefresh(window)
        encoder.width = current.width
        encoder.forget()
    }

    /// Every key waiting on stdin, without blocking.
    public func pendingKeys() -> [AppKey] {
        var keys: [AppKey] = []
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

    /// Clears the screen at once, by whatever means the terminal has (ncurses knows them
    /// all); the frame drawn next follows it.
    public func clearAll() {
        // ncurses believes the attributes plain: make them so before it clears.
        send(encoder.plain())
        clearok(window, true)
        wrefresh(window)
        encoder.forget()
    }

    public func draw(_ runs: [CellRun]) {
        encoder.append(runs, to: &pending)
    }

    /// Sends the frame in one write. The attributes it ends with stay (the next frame
    /// likely draws with them too); they are reset before ncurses or the shell gets the
    /// terminal back.
    public func flush() {
        send(pending)
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to the terminal at once, waiting briefly when it is busy.
    private func send(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { bytes in
            var offset = 0, retries = 0
            while offset < bytes.count, retries < 50 {
                let sent = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if sent > 0 {
                    offset += sent
                } else if sent < 0, errno == EINTR || errno == EAGAIN {
                    retries += 1
                    var out = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&out, 1, 100)
                } else {
                    // The terminal is gone (a hangup): the session ends on its own.
                    break
                }
            }
        }
    }

    /// Gives the terminal back (cursor, echo, canonical mode, main screen) before the
    /// process stops for Ctrl-Z. Drawing again resumes the full screen.
    public func suspend() {
        send(encoder.plain())
        curs_set(1)
        endwin()
    }

    /// Back after a suspension: ncurses re-enters its mode and clears the screen; the
    /// next frame is drawn in full.
    public func resume() {
        curs_set(0)
        wrefresh(window)
        encoder.forget()
    }

    /// Back after a stop breathe did not ask for (SIGSTOP, or SIGTTIN and SIGTTOU from
    /// outside): the shell had the terminal meanwhile and left its own modes (echo, whole
    /// lines), so keys did nothing until Enter. breathe's modes are put back, keys send
    /// their codes again, and the screen is drawn in full.
    public func retake() {
        _ = reset_prog_mode()
        keypad(window, false)
        keypad(window, true)
        curs_set(0)
        clearok(window, true)
        wrefresh(window)
        encoder.forget()
    }

    /// Restores the terminal as it was found. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        send(encoder.plain())
        curs_set(1)
        endwin()
        delscreen(screen)
        CrashGuard.uninstall()
    }

    deinit {
        close()
    }
}
