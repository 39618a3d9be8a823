import BreatheCore
import Testing
import TestSupport
@testable import BreatheTUI

/// What the frame loop keeps between frames (the session screen's text, the rings drawn
/// before, the cells set over a kept grid) never shows: every frame of whole sessions
/// equals a render from scratch, through sizes, pauses and both sets of glyphs, and the
/// terminal fed the frames' bytes shows exactly each frame.
@Suite struct FrameCacheTests {
    /// A render with nothing kept: a new view (no text drawn before), rings drawn afresh.
    static func fresh(_ model: AppModel, width: Int, height: Int, glyphs: GlyphSet) -> CellGrid {
        BreathCircle.drawingAfresh {
            FullScreenView(glyphs: glyphs, reducedMotion: false).render(model, width: width, height: height)
        }
    }

    @Test(arguments: ["box", "4-7-8", "sigh"])
    func everyFrameOfASessionIsAFreshRender(pattern: String) throws {
        everyFrameIsAFreshRender(try PracticePlan(pattern: PatternNotation.parse(pattern), length: .cycles(2)), pattern)
    }

    /// A ramp: its lengths, which change each cycle, are never kept past their cycle.
    @Test func everyFrameOfARampIsAFreshRender() throws {
        everyFrameIsAFreshRender(try PracticePlan(ramp: PatternNotation.parse("4-7-8"), to: PatternNotation.parse("4-8-10"), length: .cycles(3)), "4-7-8 to 4-8-10")
    }

    func everyFrameIsAFreshRender(_ plan: PracticePlan, _ pattern: String) {
        for (width, height, glyphs) in [(80, 24, GlyphSet.braille), (150, 45, .braille), (40, 12, .ascii), (18, 6, .braille)] {
            let output = TerminalFedBytes(width: width, height: height)
            var frames = 0, mismatches: [Double] = [], misdrawn: [Double] = []
            let run = VirtualRun(width: width, height: height, glyphs: glyphs, output: output) { time, model, grid, _ in
                frames += 1
                if grid != Self.fresh(model, width: width, height: height, glyphs: glyphs) { mismatches.append(time) }
                if output.terminal.text != grid.text { misdrawn.append(time) }
            }
            _ = run.practise(plan)
            #expect(frames > 20)
            #expect(mismatches.isEmpty, "\(pattern) at \(width)x\(height): frames unlike a fresh render at \(mismatches.prefix(5))")
            #expect(misdrawn.isEmpty, "\(pattern) at \(width)x\(height): the terminal shows otherwise at \(misdrawn.prefix(5))")
        }
    }

    /// The text drawn again a second later, only where a line changed: in Chinese too
    /// (two columns a character, lines that grow and shrink), each frame is a fresh
    /// render and the terminal shows it.
    @Test(arguments: [Language.english, .simplifiedChinese])
    func textRedrawnWhereItChangedIsTheTextDrawnAfresh(language: Language) throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(2))
        for (width, height) in [(80, 24), (33, 10)] {
            let output = TerminalFedBytes(width: width, height: height)
            var frames = 0, mismatches: [Double] = [], misdrawn: [Double] = []
            let run = VirtualRun(width: width, height: height, output: output) { time, model, grid, _ in
                frames += 1
                if grid != Self.fresh(model, width: width, height: height, glyphs: .braille) { mismatches.append(time) }
                if output.terminal.text != grid.text { misdrawn.append(time) }
            }
            _ = run.practise(plan, words: Words(language))
            #expect(frames > 20)
            #expect(mismatches.isEmpty, "\(width)x\(height): frames unlike a fresh render at \(mismatches.prefix(5))")
            #expect(misdrawn.isEmpty, "\(width)x\(height): the terminal shows otherwise at \(misdrawn.prefix(5))")
        }
    }

        /// One session through the real loop, resized now and then (as SIGWINCH does:
    /// the writer draws the next frame in full) and paused and resumed: the view keeps
    /// its text and the rings across all of it, the frames drawn ahead are dropped at each
    /// key and size, and no frame shows what it kept.
    @Test(arguments: [GlyphSet.braille, .ascii])
    func sizesAndPausesNeverShowWhatWasKept(glyphs: GlyphSet) throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(3))
        let run = ChangingRun(glyphs: glyphs, sizes: [(80, 24), (200, 60), (30, 9), (80, 24), (120, 40), (18, 6), (80, 24)], pauses: [7.3, 9.1, 21.7, 22.0])
        _ = run.practise(plan)
        #expect(run.frames > 100)
        #expect(run.paused > 0)
        #expect(run.framesShownAhead * 2 > run.frames, "\(run.framesShownAhead) of \(run.frames) frames drawn ahead")
        #expect(run.mismatches.isEmpty, "frames unlike a fresh render at \(run.mismatches.prefix(5))")
        #expect(run.misdrawn.isEmpty, "the terminal shows otherwise at \(run.misdrawn.prefix(5))")
    }

    /// Most frames of a session only put one ring in place of another over the same
    /// text: from the second breath on they are bytes sent again, not encoded, and the
    /// terminal gets the very bytes it gets when every frame is encoded (through the
    /// text's seconds and the holds, at several sizes, in Chinese too).
    @Test(arguments: [Language.english, .simplifiedChinese])
    func framesSentAgainAreTheBytesEncodedAfresh(language: Language) throws {
        let plan = try PracticePlan(pattern: PatternNotation.parse("box"), length: .cycles(4))
        for (width, height, glyphs) in [(80, 24, GlyphSet.braille), (200, 60, .braille), (41, 12, .braille), (120, 40, .ascii)] {
            let replaying = TerminalFedBytes(width: width, height: height), encoding = TerminalFedBytes(width: width, height: height, replays: false)
            // On a shelf of its own: tests run beside this one draw circles of many sizes.
            BreathCircle.keepingRingsApart {
                for output in [replaying, encoding] {
                    let run = VirtualRun(width: width, height: height, glyphs: glyphs, output: output) { _, _, _, _ in }
                    _ = run.practise(plan, words: Words(language))
                }
            }
            #expect(encoding.replayed == 0)
            // The first breath's frames are encoded, and most that follow a new second.
            #expect(replaying.replayed * 3 > replaying.frames, "\(width)x\(height): \(replaying.replayed) of \(replaying.frames) frames sent again")
            #expect(replaying.fed.count > 10_000)
            #expect(replaying.fed == encoding.fed, "\(width)x\(height): the bytes differ")
        }
    }

    /// Rings drawn while a task keeps them apart are kept on its own shelf, never on the
    /// shared one that tests run beside it fill with circles of other sizes.
    @Test func ringsKeptApartStayOffTheSharedShelf() throws {
        let circle = try #require(BreathCircle(top: 1, width: 97, height: 25, glyphs: .braille))
        func isShared() -> Bool {
            BreathCircle.shelf.withLock { $0.racks.contains { $0.circle == circle && $0.gridWidth == 97 && $0.gridHeight == 31 } }
        }
        BreathCircle.keepingRingsApart {
            var grid = CellGrid(width: 97, height: 31)
            circle.draw(radius: circle.radius(forScale: 0.5), into: &grid, style: .inhale)
            #expect(BreathCircle.shelfApart?.rings.withLock { $0.racks.count } == 1)
        }
        #expect(!isShared())
    }

    /// A ring kept and a ring drawn now are alike, for any radius, style and size.
    @Test func aKeptRingIsTheRingDrawnAfresh() {
        var generator = SeededGenerator(state: 24)
        for _ in 0..<300 {
            let width = 20 + generator.below(200), height = 8 + generator.below(60)
            let glyphs: GlyphSet = generator.below(2) == 0 ? .braille : .ascii
            guard let circle = BreathCircle(top: 1, width: width, height: height - 6, glyphs: glyphs) else { continue }
            let radius = circle.radius(forScale: Double(generator.below(1001)) / 1000)
            let style = CellStyle.allCases[generator.below(CellStyle.allCases.count)]
            var kept = CellGrid(width: width, height: height), fresh = kept
            circle.draw(radius: radius, into: &kept, style: style)
            circle.draw(radius: radius, into: &kept, style: style)
            BreathCircle.drawingAfresh { circle.draw(radius: radius, into: &fresh, style: style) }
            #expect(kept == fresh, "\(width)x\(height), radius \(radius)")
        }
    }

    /// Two copies of one kept grid, each with cells set over it: the writer compares only
    /// the cells set, and finds the very runs it finds comparing the two whole grids
    /// (bridging the same gaps, keeping wide characters whole).
    @Test func cellsSetOverAKeptGridGiveTheRunsOfAWholeComparison() {
        var generator = SeededGenerator(state: 2024)
        let pieces = ["a", "bc", "呼", "吸练", "e\u{301}", " ", "1:05", "⣿⠁"]
        let palette: [Cell] = [Cell("⠁", .inhale), Cell("⣿", .inhale), Cell("o", .exhale), Cell(" "), Cell("x"), Cell("⠂", .hold), Cell("y", .bold), Cell("呼"), .wideTail]
        for _ in 0..<400 {
            let width = 6 + generator.below(30), height = 1 + generator.below(6)
            var text = CellGrid(width: width, height: height)
            for _ in 0..<generator.below(6) {
                var line = ""
                for _ in 0..<(1 + generator.below(4)) { line += pieces[generator.below(pieces.count)] }
                text.put(line, column: generator.below(width), row: generator.below(height), style: CellStyle.allCases[generator.below(4)])
            }
            let whole = text
            text.keepAsOrigin()
            func setSome(_ grid: inout CellGrid, _ plain: inout CellGrid) {
                // In order, as a ring is drawn, or anywhere.
                let ordered = generator.below(2) == 0
                var index = 0, cells: [(index: Int, cell: Cell)] = []
                for _ in 0..<generator.below(3 * width) {
                    index = ordered ? index + 1 + generator.below(4) : generator.below(width * height)
                    guard index < width * height else { break }
                    cells.append((index, palette[generator.below(palette.count)]))
                }
                Self.set(cells, on: &grid, and: &plain)
            }
            var old = text, new = text, oldWhole = whole, newWhole = whole
            setSome(&old, &oldWhole)
            setSome(&new, &newWhole)
            #expect(old == oldWhole && new == newWhole)
            #expect(old.keepEditsApart && new.keepEditsApart)
            #expect(FrameWriter.changes(from: old, to: new) == FrameWriter.changes(from: oldWhole, to: newWhole), "\(width)x\(height)")
        }
    }

    /// Sets each of `cells` on two grids alike: one a copy of a kept grid, one plain.
    static func set(_ cells: [(index: Int, cell: Cell)], on grid: inout CellGrid, and plain: inout CellGrid) {
        for (index, cell) in cells {
            grid[index % grid.width, index / grid.width] = cell
            plain[index % plain.width, index / plain.width] = cell
        }
    }

    /// A kept grid made from another by blanking rows and writing them again (the
    /// session's text a second later), each with cells set over it on other rows (the
    /// circle): the grid is the one drawn afresh, and the writer, comparing only the
    /// redrawn rows and the cells set, finds the runs of a whole comparison.
    @Test func aGridRedrawnFromAKeptOneGivesTheRunsOfAWholeComparison() {
        var generator = SeededGenerator(state: 2412)
        let pieces = ["a", "bc", "呼", "吸练", "e\u{301}", " ", "1:05", "·"]
        let palette: [Cell] = [Cell("⠁", .inhale), Cell("⣿", .inhale), Cell("o", .exhale), Cell(" "), Cell("x")]
        func line() -> String { (0..<(1 + generator.below(4))).map { _ in pieces[generator.below(pieces.count)] }.joined() }
        func drawn(_ lines: [Int: (String, CellStyle)], width: Int, height: Int) -> CellGrid {
            var grid = CellGrid(width: width, height: height)
            for (row, line) in lines { grid.putCentered(line.0, row: row, style: line.1) }
            return grid
        }
        for _ in 0..<400 {
            let width = 6 + generator.below(30), height = 4 + generator.below(6)
            // The text's rows are the last two; the cells set lie above them.
            let textRows = height - 2 ..< height
            var lines: [Int: (String, CellStyle)] = [:]
            for row in textRows where generator.below(3) > 0 { lines[row] = (line(), CellStyle.allCases[generator.below(4)]) }
            var parent = drawn(lines, width: width, height: height)
            let parentWhole = parent
            parent.keepAsOrigin()
            var child = parent
            for row in textRows where generator.below(2) == 0 {
                let text = generator.below(4) == 0 ? "" : line(), style = CellStyle.allCases[generator.below(4)]
                lines[row] = (text, style)
                child.blank(row: row)
                child.putCentered(text, row: row, style: style)
            }
            let childWhole = drawn(lines, width: width, height: height)
            #expect(child == childWhole, "\(width)x\(height)")
            child.keepAsOrigin()
            func setSome(_ grid: inout CellGrid, _ plain: inout CellGrid) {
                let cells = (0..<generator.below(2 * width)).map { _ in (index: generator.below(width * textRows.lowerBound), cell: palette[generator.below(palette.count)]) }
                Self.set(cells, on: &grid, and: &plain)
            }
            var old = parent, new = child, oldWhole = parentWhole, newWhole = childWhole
            setSome(&old, &oldWhole)
            setSome(&new, &newWhole)
            #expect(old == oldWhole && new == newWhole)
            #expect(new.origin?.parent?.number == old.origin?.number)
            #expect(FrameWriter.changes(from: old, to: new) == FrameWriter.changes(from: oldWhole, to: newWhole), "\(width)x\(height)")
        }
    }
}

/// A terminal fed the bytes of the frames, as the encoder writes them (xterm's
/// sequences): what it shows after each frame.
final class TerminalFedBytes: TerminalOutput {
    private(set) var width: Int, height: Int
    private(set) var terminal: ByteTerminal
    private var encoder: FrameEncoder
    private var pending: [UInt8] = []
    /// Whether named frames are sent again from their bytes (as the real terminal does)
    /// or every frame encoded.
    let replays: Bool
    /// Every byte fed, in order.
    private(set) var fed: [UInt8] = []

    init(width: Int, height: Int, replays: Bool = true) {
        self.width = width
        self.height = height
        self.replays = replays
        terminal = ByteTerminal(width: width, height: height)
        encoder = FrameEncoder(codes: .ansi(color: true), width: width)
    }

    /// The terminal at a new size, as a resize leaves it: what it shows and where its
    /// cursor is are no longer known (the writer then draws in full, on a cleared screen).
    func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
        terminal = ByteTerminal(width: width, height: height)
        encoder = FrameEncoder(codes: .ansi(color: true), width: width)
        pending = []
    }

    func clearAll() {
        terminal = ByteTerminal(width: width, height: height)
        encoder.forget()
        pending = []
    }

    func draw(_ runs: [CellRun]) { encoder.append(runs, to: &pending) }

    /// Frames whose bytes were sent again, not encoded.
    private(set) var replayed = 0

    func replay(_ name: FrameName) -> Bool {
        guard replays, encoder.replay(name, to: &pending) else { return false }
        replayed += 1
        return true
    }

    func draw(_ runs: [CellRun], naming name: FrameName) { encoder.append(runs, naming: name, to: &pending) }
    func forgetNamedFrames() { encoder.forgetNamedFrames() }

    /// Frames flushed.
    private(set) var frames = 0

    func flush() {
        frames += 1
        terminal.feed(pending)
        fed += pending
        pending = []
    }
}

/// The app's loop in virtual time, as `VirtualRun` runs it, but with the terminal resized
/// from time to time (each size for a few seconds, in turn) and the space key pressed at
/// given times: every frame is checked against a fresh render, and the terminal fed its
/// bytes against the frame.
final class ChangingRun: AppTerminal, AppClock {
    let glyphs: GlyphSet
    let sizes: [(width: Int, height: Int)]
    let view: FullScreenView
    private let output: TerminalFedBytes
    private let writer: FrameWriter
    private var pauses: [Double]
    private var sizeIndex = 0
    private var time = 0.0
    private let start = LocalTimestamp(iso8601: "2026-12-01T09:00:00Z")!
    /// Seconds at each size.
    static let stay = 3.7

    private(set) var frames = 0, paused = 0
    private(set) var mismatches: [Double] = [], misdrawn: [Double] = []
    /// The next frames drawn ahead, as the full screen draws them: dropped at each key
    /// and each new size.
    private var ahead = FramesAhead()
    var framesShownAhead: Int { ahead.shownAhead }

    init(glyphs: GlyphSet, sizes: [(Int, Int)], pauses: [Double]) {
        self.glyphs = glyphs
        self.sizes = sizes.map { (width: $0.0, height: $0.1) }
        self.pauses = pauses
        view = FullScreenView(glyphs: glyphs, reducedMotion: false)
        output = TerminalFedBytes(width: sizes[0].0, height: sizes[0].1)
        writer = FrameWriter(output: output)
    }

    var size: (width: Int, height: Int) { sizes[sizeIndex] }

    func practise(_ plan: PracticePlan) -> AppOutcome {
        let context = AppContext(catalogue: Catalogue(programs: [], warnings: []), settings: Settings(), mode: .fullScreen, sounds: false, ascii: glyphs == .ascii, makeID: { "changing-session" })
        return AppRunner(.practice(plan), context: context, store: ProgressStore(), terminal: self, keeper: MemoryKeeper(), clock: self, sounds: nil).run()
    }

    func now() -> Instant { Instant(monotonic: time, wall: start.adding(seconds: Int64(time))) }
    func monotonic() -> Double { time }

    func show(_ model: AppModel) -> Bool {
        let grid = ahead.frame(for: model, view: view, width: size.width, height: size.height)
        writer.present(grid)
        frames += 1
        if case .session(let running) = model.screen, running.practice.isPaused { paused += 1 }
        if grid != FrameCacheTests.fresh(model, width: size.width, height: size.height, glyphs: glyphs) { mismatches.append(time) }
        if output.terminal.text != grid.text { misdrawn.append(time) }
        return true
    }

    func wait(for model: AppModel, frameTook: Double) -> Double? {
        ahead.wait(for: model, view: view, width: size.width, height: size.height, frameTook: 0)
    }

    func events(timeout: Double?) -> [AppEvent] {
        // The next thing to happen: the wake-up, a key, or a new size.
        let nextSize = Double(sizeIndex + 1) * Self.stay
        let wake = timeout.map { time + $0 } ?? .infinity
        let key = pauses.first ?? .infinity
        let next = min(wake, key, sizeIndex + 1 < sizes.count ? nextSize : .infinity)
        guard next < .infinity else { return [.key(.character("q"))] }
        time = next
        if next == key {
            pauses.removeFirst()
            return [.key(.character(" "))]
        }
        if next == nextSize, sizeIndex + 1 < sizes.count {
            sizeIndex += 1
            // As the console does on SIGWINCH: the new size, and the next frame in full.
            output.resize(width: size.width, height: size.height)
            writer.invalidate()
        }
        return []
    }

    func ringBell() {}
    func suspendProcess() {}
}
