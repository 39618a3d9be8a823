import BreatheCore

/// Plain lines as the app's terminal: `PlainView`'s lines on stdout, signals from a
/// self-pipe, answers typed on a line when stdin is a terminal. For screen readers, logs,
/// pipes and terminals that cannot draw.
public final class PlainTerminal: AppTerminal {
    let signals: SignalWatcher
    /// The longest wait for what happens next, in seconds.
    static let longestWait = 1.0
    /// Writes a line of stdout (and the bell after it, when `ringing`; only the bell when
    /// `line` is nil); false when the reader has gone.
    let write: (_ line: String?, _ ringing: Bool) -> Bool
    /// Writes a problem on stderr, as soon as it is known.
    let warn: (String) -> Void
    /// Whether stdout is a terminal, where Ctrl-C leaves "^C" at the start of a line.
    let outputIsTerminal: Bool
    private var shown: AppModel?
    /// Bells rung since the last `show`: a count, since bells mean by their number.
    private var pendingBells = 0
    private var input: [UInt8] = []
    private var inputClosed = false

    public init(
        write: @escaping (_ line: String?, _ ringing: Bool) -> Bool,
        warn: @escaping (String) -> Void, outputIsTerminal: Bool) throws(TerminalError) {
        signals = try SignalWatcher()
        self.write = write
        self.warn = warn
        self.outputIsTerminal = outputIsTerminal
        // A fault sent from outside (`kill -SEGV`) ends the session as SIGTERM does.
        CrashGuard.install(fullScreen: false)
    }

    public func show(_ model: AppModel) -> Bool {
        let lines = PlainView.lines(from: shown, to: model)
        for problem in model.outcome.errors.dropFirst(shown?.outcome.errors.count ?? 0) { warn(problem) }
        shown = model
        var bells = pendingBells
        pendingBells = 0
        for (index, line) in lines.enumerated() {
            // A bell goes with the phase line it marks.
            let ringing = bells > 0 && index == lines.count - 1
            guard write(line, ringing) else { return false }
            if ringing { bells -= 1 }
        }
        // Bells with no line of their own: the second ring of an exhale.
        for _ in 0..<bells {
            guard write(nil, true) else { return false }
        }
        return true
    }

    public func wait(for model: AppModel, frameTook: Double) -> Double? {
        // The lead-in's one line is said: the next thing is practice.
        if case .leadIn(let leadIn) = model.screen { return leadIn.secondsLeft(at: model.now.monotonic) }
        if let due = model.secondsUntilDue { return due }
        guard case .session(let running) = model.screen else { return nil }
        let moment = running.practice.moment(at: model.now.monotonic)
        return min(max(0, moment.phaseSecondsLeft), running.secondsUntilCheckpoint(at: model.now.monotonic))
    }

    /// While the model reads lines (a question, the safety screen, the BOLT test), stdin is
    /// read for a line; otherwise only signals count.
    public func events(timeout: Double?) -> [AppEvent] {
        let asking = shown?.readsLines == true
        // After Ctrl-D nothing more can be typed: every later question takes its default,
        // and a screen that waits for a line (the BOLT test) is left, as if the terminal
        // had gone.
        let closing: AppEvent = shown?.endOfInputAnswers == true ? .line("") : .ending(.hangup, signal: nil)
        if asking, inputClosed { return [closing] }
        // At most a second: a stop from outside is then known to within a second.
        let milliseconds = Int32((min(max(0, timeout ?? Self.longestWait), Self.longestWait) * 1000).rounded(.up)) + 1
        let waitBegan = MonotonicTime.seconds()
        let inputReady = signals.wait(milliseconds: milliseconds, orInput: asking)
        var events: [AppEvent] = []
        for received in signals.pending() {
            switch received {
            case SignalWatcher.stopFromTerminal: events.append(.suspend)
            case SignalWatcher.continued: events.append(.continued(since: waitBegan))
            case EndingSignal.interrupt where outputIsTerminal:
                // The terminal echoed "^C" where the next line would begin: the summary
                // goes below it ("^Crelax · 0:06 practised…" ran on).
                _ = write("", false)
                events.append(.ending(.interrupt, signal: received))
            default: if let reason = EndReason(signal: received) { events.append(.ending(reason, signal: received)) }
            }
        }
        if asking, inputReady {
            let read = StandardInput.read(atMost: 256)
            if read.isEmpty {
                // End of input (Ctrl-D): a question takes its default; the rest is left.
                inputClosed = true
                events.append(closing)
            } else {
                input += read
                while let newline = input.firstIndex(of: 0x0A) {
                    events.append(.line(String(decoding: input[..<newline], as: UTF8.self)))
                    input.removeSubrange(...newline)
                }
            }
        }
        return events
    }

    /// A phase's bell waits for the phase's line, written by the next `show`; once the
    /// app is done (the closing bells), nothing more is shown, so it rings at once.
    public func ringBell() {
        if shown?.isFinished == true {
            _ = write(nil, true)
        } else {
            pendingBells += 1
        }
    }

    /// Runs just before the process stops for Ctrl-Z (the command line stops the sound
    /// players there: they run in process groups of their own, which Ctrl-Z misses).
    public var beforeStopping: () -> Void = {}

    public func suspendProcess() {
        beforeStopping()
        signals.stopProcess()
    }
}
