import BreatheCore

/// The full screen as the app's terminal: the model drawn by `FullScreenView` through the
/// frame writer, keys and signals from the console.
public final class ConsoleTerminal: AppTerminal {
    let console: Console
    let view: FullScreenView

    public init(console: Console, reducedMotion: Bool) {
        self.console = console
        view = FullScreenView(glyphs: console.glyphs, reducedMotion: reducedMotion)
    }

    public func show(_ model: AppModel) -> Bool {
        console.show(view.render(model, width: console.size.width, height: console.size.height))
        return true
    }

    public func wait(for model: AppModel, frameTook: Double) -> Double? {
        view.wait(model, width: console.size.width, height: console.size.height, frameTook: frameTook)
    }

    public func events(timeout: Double?) -> [AppEvent] {
        console.wait(timeout: timeout).compactMap { event in
            switch event {
            case .key(let key): .key(key)
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
