import BreatheCore

/// The app's loop in virtual time: the real `AppRunner`, `AppCore`, `FullScreenView` and
/// `FrameWriter`, with a clock that jumps to each wake-up and frames that take no time.
/// The benchmark measures the design's own schedule with it, free of the machine's
/// noise, and the tests follow the frame schedule with it: the same code as a real
/// session, not a copy of its loop.
public final class VirtualRun: AppTerminal, AppClock {
    public let width: Int
    public let height: Int
    let view: FullScreenView
    let writer: FrameWriter
    /// Seconds since the start.
    public private(set) var time = 0.0
    /// The run ends (the session is quit) at this time, if it has not ended before.
    let end: Double
    let start: LocalTimestamp
    /// Each frame shown: the time, the model, the grid, and whether anything was sent.
    let visit: (Double, AppModel, CellGrid, Bool) -> Void
    /// Whether each wait also passes in real time (the process sleeps), so that every
    /// frame starts as a real one does: with the processor's caches gone cold.
    let paced: Bool

    /// `output` gets the frames as a terminal would (the benchmark encodes them to count
    /// the whole loop's work); by default they are dropped.
    public init(
        width: Int, height: Int, glyphs: GlyphSet = .braille, until end: Double = .infinity,
        output: TerminalOutput? = nil, paced: Bool = false,
        visit: @escaping (Double, AppModel, CellGrid, Bool) -> Void) {
        self.width = width
        self.height = height
        self.end = end
        view = FullScreenView(glyphs: glyphs, reducedMotion: false)
        writer = FrameWriter(output: output ?? DiscardingOutput())
        start = LocalTimestamp(iso8601: "2026-12-01T09:00:00Z")!
        self.visit = visit
        self.paced = paced
    }

    /// Runs a free session of `plan` to its end (or `until`), with a store in memory, in
    /// the words of `words`.
    public func practise(_ plan: PracticePlan, settings: Settings = Settings(), words: Words = .english) -> AppOutcome {
        let context = AppContext(catalogue: Catalogue(
            programs: [],
            warnings: []), settings: settings, mode: .fullScreen, sounds: false, ascii: false, words: words, makeID: {
            "virtual-session"
        })
        return AppRunner(
            .practice(plan), context: context, store: ProgressStore(), terminal: self, keeper: MemoryKeeper(),
            clock: self, sounds: nil).run()
    }

    public func now() -> Instant {
        Instant(monotonic: time, wall: start.adding(seconds: Int64(time)))
    }

    public func monotonic() -> Double { time }

    public func show(_ model: AppModel) -> Bool {
        let grid = view.render(model, width: width, height: height)
        visit(time, model, grid, writer.present(grid))
        return true
    }

    public func wait(for model: AppModel, frameTook: Double) -> Double? {
        view.wait(model, width: width, height: height, frameTook: 0)
    }

    public func events(timeout: Double?) -> [AppEvent] {
        guard let timeout, time + timeout < end else {
            time = min(end, time + (timeout ?? 0))
            return [.key(.character("q"))]
        }
        time += timeout
        if paced {
            MonotonicTime.sleep(seconds: timeout)
        }
        return []
    }

    public func ringBell() {}
    public func suspendProcess() {}

    /// The terminal of the virtual loop: what is sent does not matter, only whether.
    final class DiscardingOutput: TerminalOutput {
        func clearAll() {}
        func draw(_ runs: [CellRun]) {}
        func flush() {}
    }
}

/// Progress kept in memory: the keeper of virtual runs and of tests.
public final class MemoryKeeper: ProgressKeeping {
    public private(set) var store = ProgressStore()
    public private(set) var saves = 0

    public init() {}

    public func save(_ store: ProgressStore) throws(StoreProblem) -> (store: ProgressStore, notices: [StoreNotice]) {
        self.store = self.store.merged(with: store)
        saves += 1
        return (self.store, [])
    }

    public func beginJournal(_ entry: JournalEntry) -> SessionCheckpoints { NoJournal() }

    /// Whether the safety screen's marker was asked for.
    public private(set) var safetyShown = false

    public func rememberSafetyShown() { safetyShown = true }

    struct NoJournal: SessionCheckpoints {
        var failures: [FileProblem] { [] }
        func checkpoint(practicedSeconds: Double, at now: LocalTimestamp, holds: [Double]?) {}
        func discard() {}
        func end(_ ending: JournalEnding) {}
        func keep() -> KeptJournal? { nil }
    }
}
