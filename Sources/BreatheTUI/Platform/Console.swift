import BreatheCore
import CNcursesw
#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Something that happened while the console waited.
public enum ConsoleEvent: Sendable, Equatable {
    case key(AppKey)
    /// The window changed size; the next frame is drawn in full at the new size.
    case resized
    /// Ctrl-Z: the caller saves what it must, then calls `suspendProcess()`.
    case suspendRequested
    /// A signal asks breathe to end (INT, TERM, QUIT, HUP), or the terminal went away.
    case ending(EndReason, signal: Int32?)
    /// Continued after a stop from outside, which began after `since` (monotonic).
    case continued(since: Double)
}

/// The full-screen terminal for the length of a command: ncurses, the signal watcher and
/// the frame writer, with one way to wait for what happens next.
public final class Console {
    public let glyphs: GlyphSet
    let terminal: NcursesTerminal
    let signals: SignalWatcher
    let writer: FrameWriter
    public private(set) var size: (width: Int, height: Int)

    public init(glyphs: GlyphSet, useColor: Bool, term: String) throws(TerminalError) {
        self.glyphs = glyphs
        signals = try SignalWatcher()
        terminal = try NcursesTerminal(useColor: useColor, term: term)
        writer = FrameWriter(output: terminal)
        size = terminal.size
    }

    /// Shows `grid`, sending only what changed since the last frame.
    public func show(_ grid: CellGrid) {
        writer.present(grid)
    }

    /// Waits up to `timeout` seconds (nil: until something happens) and returns what
    /// happened, oldest first; empty when the time ran out.
    public func wait(timeout: Double?) -> [ConsoleEvent] {
        read(timeout: timeout)
    }

    private func read(timeout: Double?) -> [ConsoleEvent] {
        let milliseconds: Int32 = timeout.map { Int32((max(0, $0) * 1000).rounded(.up)) + 1 } ?? -1
        let waitBegan = breathe_monotonic_seconds()
        // The two descriptors on the stack: a wait comes with every frame.
        var fds = (
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
        )
        let ready = withUnsafeMutablePointer(to: &fds) { pair in
            pair.withMemoryRebound(to: pollfd.self, capacity: 2) { poll($0, 2, milliseconds) }
        }
        if ready < 0 && errno != EINTR { return [.ending(.hangup, signal: nil)] }
        var events: [ConsoleEvent] = []
        // A signal that cut the wait short (EINTR) has its number in the pipe already.
        if fds.1.revents != 0 || ready < 0 {
            for received in signals.pending() {
                switch received {
                case SIGWINCH:
                    adoptSize()
                    events.append(.resized)
                case SIGTSTP:
                    events.append(.suspendRequested)
                case SIGCONT:
                    terminal.retake()
                    writer.invalidate()
                    events.append(.continued(since: waitBegan))
                default:
                    if let reason = EndReason(signal: received) { events.append(.ending(reason, signal: received)) }
                }
            }
        }
        if fds.0.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            events.append(.ending(.hangup, signal: nil))
        } else if fds.0.revents & Int16(POLLIN) != 0 {
            events += terminal.pendingKeys().map { .key($0) }
        }
        return events
    }

    /// Gives the terminal back, stops the process as Ctrl-Z does, and on `fg` takes the
    /// screen again. Returns the monotonic instants of the stop and of the return.
    public func suspendProcess() -> (from: Double, to: Double) {
        let from = breathe_monotonic_seconds()
        terminal.suspend()
        signals.stopProcess()
        let to = breathe_monotonic_seconds()
        adoptSize()
        terminal.resume()
        return (from, to)
    }

    private func adoptSize() {
        terminal.adoptNewSize()
        size = terminal.size
        writer.invalidate()
    }

    /// The terminal's bell (or a flash, where the terminal prefers it).
    public func bell() {
        beep()
    }

    /// Gives the terminal back as it was found. Safe to call more than once.
    public func close() {
        terminal.close()
    }

    deinit {
        close()
    }
}
