import BreatheCore

/// The full screen as the app's terminal: the model drawn by `FullScreenView` through the
/// frame writer, keys and signals from the console.
public final class ConsoleTerminal: AppTerminal {
    let console: Console
    let view: FullScreenView
    /// Whether the last frame was a panel the window was too small for, so that all it
    /// showed was "Window too small" and the way out: keys other than q and Esc then do
    /// nothing, so nothing is chosen or started from a screen nobody saw (attack run 13:
    /// two Enters at 20×5 chose a program and began a lesson).
    private var panelHidden = false

    public init(console: Console, reducedMotion: Bool) {
        self.console = console
        view = FullScreenView(glyphs: console.glyphs, reducedMotion: reducedMotion)
    }

    public func show(_ model: AppModel) -> Bool {
        let size = console.size
        panelHidden = Panel.isTooSmall(width: size.width, height: size.height) && model.screen.isPanel
        console.show(view.render(model, width: size.width, height: size.height))
        return true
    }

    public func wait(for model: AppModel, frameTook: Double) -> Double? {
        view.wait(model, width: console.size.width, height: console.size.height, frameTook: frameTook)
    }

    public func events(timeout: Double?) -> [AppEvent] {
        console.wait(timeout: timeout).compactMap { event in
            switch event {
            case .key(let key): panelHidden && key != .character("q") && key != .escape ? nil : .key(key)
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
    /// Whether `FullScreenView` draws this screen as a `Panel`; the session, its lead-in
    /// and the blank frames of saving draw at any size.
    var isPanel: Bool {
        switch self {
        case .session, .leadIn, .saving, .finished: false
        case .chooser, .home, .progress, .question, .summary, .safety, .bolt: true
        }
    }
}
