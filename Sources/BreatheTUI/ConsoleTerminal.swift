import BreatheCore

/// The full screen as the app's terminal: the model drawn by `FullScreenView` through the
/// frame writer, keys and signals from the console.
public final class ConsoleTerminal: AppTerminal {
    let console: Console
    let view: FullScreenView
    /// Whether the last frame was a screen that chooses or starts (the chooser, home, the
    /// progress page) drawn in a window too small for it, so that all it showed was "Window
    /// too small" and its way out, q or Esc: other keys then do nothing, so nothing is
    /// chosen or started from a screen nobody saw (attack run 13: two Enters at 20×5 chose
    /// a program and began a lesson). Other screens take their keys at any size: a BOLT
    /// count is stopped by its key, and a question's hint ("other keys skip") stays true.
    private var panelHidden = false

    public init(console: Console, reducedMotion: Bool) {
        self.console = console
        view = FullScreenView(glyphs: console.glyphs, reducedMotion: reducedMotion)
    }

    public func show(_ model: AppModel) -> Bool {
        let size = console.size
        panelHidden = Panel.isTooSmall(width: size.width, height: size.height) && model.screen.choosesOrStarts
        console.show(view.render(model, width: size.width, height: size.height))
        return true
    }

    public func wait(for model: AppModel, frameTook: Double) -> Double? {
        view.wait(model, width: console.size.width, height: console.size.height, frameTook: frameTook)
    }

    public func events(timeout: Double?) -> [AppEvent] {
        console.wait(timeout: timeout).compactMap { event in
            switch event {
            case .key(let key): panelHidden && !key.isQuit ? nil : .key(key)
            case .resized: nil
            case .suspendRequested: .suspend
            case .ending(let reason, let signal): .ending(reason, signal: signal)
            case .continued(let since): .continued(since: since)
            }
        }
    }

    public func ringBell() {
        console.bell()
    }

    /// Runs just before the process stops for Ctrl-Z (the command line stops the sound
    /// players there: they run in process groups of their own, which Ctrl-Z misses).
    public var beforeStopping: () -> Void = {}

    public func suspendProcess() {
        beforeStopping()
        _ = console.suspendProcess()
    }
}

/// The monotonic clock and the wall clock of the machine. The wall clock comes from the
/// command line (`now`), which knows the time zone.
public struct SystemClock: AppClock {
    let wall: @Sendable () -> LocalTimestamp

    public init(wall: @escaping @Sendable () -> LocalTimestamp) {
        self.wall = wall
    }

    public func now() -> Instant {
        Instant(monotonic: MonotonicTime.seconds(), wall: wall())
    }

    public func monotonic() -> Double { MonotonicTime.seconds() }
}

extension AppScreen {
    /// Whether a key on this screen chooses a program or starts a lesson (its way out
    /// being q or Esc).
    var choosesOrStarts: Bool {
        switch self {
        case .chooser, .home, .progress: true
        case .session, .leadIn, .saving, .finished, .question, .summary, .safety, .bolt: false
        }
    }
}
