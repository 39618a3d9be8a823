/// A stretch of cells on one row that must be sent to the terminal.
public struct CellRun: Sendable, Equatable {
    public let row: Int
    public let column: Int
    /// A wide character's tail cell is in the run too; the terminal fills it itself.
    public let cells: Cells
    /// Combining marks, by position in `cells`.
    public let marks: [Int: [Unicode.Scalar]]

    public init(row: Int, column: Int, cells: [Cell], marks: [Int: [Unicode.Scalar]] = [:]) {
        self.init(row: row, column: column, slice: cells[...], marks: marks)
    }

    /// A run whose cells are a stretch of a frame's own: none are copied.
    init(row: Int, column: Int, slice: ArraySlice<Cell>, marks: [Int: [Unicode.Scalar]]) {
        self.row = row
        self.column = column
        cells = Cells(slice: slice)
        self.marks = marks
    }

    /// A run's cells, counted from 0, held where the frame holds them.
    public struct Cells: RandomAccessCollection, Sendable, Equatable {
        let slice: ArraySlice<Cell>

        public var startIndex: Int { 0 }
        public var endIndex: Int { slice.count }
        public subscript(position: Int) -> Cell { slice[slice.startIndex + position] }

        public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Cell>) throws -> Result) rethrows -> Result {
            try slice.withUnsafeBufferPointer(body)
        }

        public static func == (left: Cells, right: Cells) -> Bool {
            left.slice.elementsEqual(right.slice)
        }
    }
}

/// Where frames go. The ncurses adapter is one; tests use a recorder.
public protocol TerminalOutput: AnyObject {
    /// Forget what the screen shows: the next frame is drawn in full.
    func clearAll()
    /// Draws the runs of one frame, in order.
    func draw(_ runs: [CellRun])
    /// Make what was drawn visible. Called only after something was drawn.
    func flush()
    /// Draws the frame `name` with the bytes sent for it before from the pen and cursor
    /// the terminal has now (`FrameEncoder.replay`); false when there are none.
    func replay(_ name: FrameName) -> Bool
    /// Draws the runs of the frame `name`, keeping its bytes for `replay`.
    func draw(_ runs: [CellRun], naming name: FrameName)
    /// The cells under the named frames changed: their bytes are no longer theirs.
    func forgetNamedFrames()
}

extension TerminalOutput {
    /// An output that keeps no bytes (a recorder of runs) draws every frame.
    public func replay(_ name: FrameName) -> Bool { false }
    public func draw(_ runs: [CellRun], naming name: FrameName) { draw(runs) }
    public func forgetNamedFrames() {}
}

/// Sends each frame to the terminal as the difference from the previous one.
///
/// A frame identical to the last one produces no call at all, so a steady screen (a hold,
/// a pause) costs no bytes on the terminal or on an SSH link.
public final class FrameWriter {
    private let output: TerminalOutput
    private var shown: CellGrid?
    /// The kept grid the output's named frames were drawn over (its number), and the box
    /// of their cells: a grid made from it by drawing again rows apart from those (the
    /// session's text a second later) keeps them valid.
    private var namedOver: Int?
    private var namedCells = ChangedBox()
    /// Unchanged cells between two changes are resent rather than skipped when they take
    /// no more bytes than this (a short cursor move, `ESC [ 3 C`) and need no change of
    /// style; otherwise the encoder moves over them.
    static let bytesToBridge = 4

    public init(output: TerminalOutput) {
        self.output = output
    }

    /// The next frame is drawn in full, on a cleared screen (after a resize or a resume).
    public func invalidate() {
        shown = nil
    }

    /// Draws `grid`, sending only what changed. Returns whether anything was sent.
    ///
    /// A frame that only puts one ring in place of another over the same text (most of
    /// a session's) is named by the two rings; the output sends again the bytes it sent
    /// for that name from the same pen and cursor, and only the first time is anything
    /// compared or encoded (`RecordedFrames`).
    @discardableResult
    public func present(_ grid: CellGrid) -> Bool {
        let runs: [CellRun]
        if let shown, shown.width == grid.width, shown.height == grid.height {
            if let origin = grid.origin, origin.number != namedOver { follow(origin) }
            if let from = shown.overlay, let to = grid.overlay, let origin = grid.origin, origin === shown.origin, shown.keepEditsApart, grid.keepEditsApart {
                // Two copies of one kept grid, each with a whole named list of cells set.
                self.shown = grid
                guard from != to else { return false }
                let name = FrameName(from: from, to: to)
                if output.replay(name) {
                    output.flush()
                    return true
                }
                let runs = Self.changes(from: shown, to: grid)
                guard !runs.isEmpty else { return false }
                namedCells = namedCells.union(shown.changed).union(grid.changed)
                output.draw(runs, naming: name)
                output.flush()
                return true
            }
            runs = Self.changes(from: shown, to: grid)
        } else {
            output.clearAll()
            namedOver = grid.origin?.number
            namedCells = ChangedBox()
            runs = Self.changes(from: CellGrid(width: grid.width, height: grid.height), to: grid)
            if runs.isEmpty {
                shown = grid
                output.flush()
                return true
            }
        }
        shown = grid
        guard !runs.isEmpty else { return false }
        output.draw(runs)
        output.flush()
        return true
    }

    /// The named frames' bytes stay the output's while the kept grid under them is
    /// `origin` or was made from it by drawing again only rows apart from their cells;
    /// anything else and the output forgets them.
    private func follow(_ origin: GridOrigin) {
        defer { namedOver = origin.number }
        if let parent = origin.parent, parent.number == namedOver {
            let redrawn = parent.differsWithin
            if redrawn.isEmpty || namedCells.isEmpty || redrawn.bottom < namedCells.top || redrawn.top > namedCells.bottom { return }
        }
        output.forgetNamedFrames()
        namedCells = ChangedBox()
    }

    /// The runs of cells that differ between two grids of the same size. A run never
    /// starts on the right half of a wide character nor ends on its left half: a
    /// terminal can only draw the character whole (a test applies the runs to a model
    /// terminal to hold it to that).
    public static func changes(from old: CellGrid, to new: CellGrid) -> [CellRun] {
        precondition(old.width == new.width && old.height == new.height)
        // Two copies of one kept grid differ only where either changed since. When both
        // set only cells over it (a session frame whose text is as before: the circle),
        // only those cells are compared; else the box of what either changed.
        if let origin = new.origin, origin === old.origin {
            if old.keepEditsApart, new.keepEditsApart { return editChanges(from: old, to: new) }
            let box = old.changed.union(new.changed)
            guard !box.isEmpty else { return [] }
            return changes(from: old, to: new, rows: max(0, box.top)..<min(new.height, box.bottom + 1), columns: max(0, box.left)...min(new.width - 1, box.right))
        }
        // The new frame's kept grid was made from the old one's (the text redrawn where it
        // said something else): they differ only there and where either frame changed.
        if let parent = new.origin?.parent, let oldOrigin = old.origin, parent.number == oldOrigin.number {
            let redrawn = parent.differsWithin, edited = old.changed.union(new.changed)
            // The circle's cells set over each (rows apart from the text's): those cells
            // compared as for one kept grid, and the redrawn rows, where no cell is set.
            if old.keepEditsApart, new.keepEditsApart, !redrawn.isEmpty, edited.isEmpty || edited.bottom < redrawn.top || edited.top > redrawn.bottom {
                let text = changes(from: old, to: new, rows: redrawn.top..<(redrawn.bottom + 1), columns: redrawn.left...redrawn.right, setCellsApart: true)
                let circle = editChanges(from: old, to: new)
                return edited.top < redrawn.top ? circle + text : text + circle
            }
            let box = edited.union(redrawn)
            guard !box.isEmpty else { return [] }
            return changes(from: old, to: new, rows: max(0, box.top)..<min(new.height, box.bottom + 1), columns: max(0, box.left)...min(new.width - 1, box.right))
        }
        return changes(from: old, to: new, rows: 0..<new.height, columns: 0...max(0, new.width - 1))
    }

    /// Where two grids differ, looking for the start of runs within `rows` and `columns`
    /// only (a run may reach further, over cells alike in both).
    /// `setCellsApart`: no cell set apart (`CellGrid.edits`) lies in `rows`, nor in the
    /// cells alike next to them, and the grids' own cells are read as they are.
    private static func changes(from old: CellGrid, to new: CellGrid, rows: Range<Int>, columns: ClosedRange<Int>, setCellsApart: Bool = false) -> [CellRun] {
        let width = new.width
        guard width > 0 else { return [] }
        let withMarks = !old.marks.isEmpty || !new.marks.isEmpty
        let firstColumn = columns.lowerBound, lastColumn = columns.upperBound
        var runs: [CellRun] = []
        // The runs show stretches of the new frame's cells, not copies.
        let newArray = setCellsApart ? new.baseCells : new.cells
        // Every cell of a frame is compared, so straight through the two buffers.
        (setCellsApart ? old.baseCells : old.cells).withUnsafeBufferPointer { oldCells in
            newArray.withUnsafeBufferPointer { newCells in
                @inline(__always) func differs(_ index: Int) -> Bool {
                    let before = oldCells[index], after = newCells[index]
                    if before.scalar != after.scalar || before.style != after.style { return true }
                    return withMarks && (old.marks[index] ?? []) != (new.marks[index] ?? [])
                }
                for row in rows {
                    let rowStart = row * width
                    var column = firstColumn
                    // Runs start at a difference, and none lies past `lastColumn`; a run
                    // may reach further, over cells alike in both.
                    while column <= lastColumn {
                        // Most of a frame is what was there: skip it cell by cell.
                        if !withMarks {
                            while column <= lastColumn {
                                let before = oldCells[rowStart + column], after = newCells[rowStart + column]
                                if before.scalar != after.scalar || before.style != after.style { break }
                                column += 1
                            }
                            if column > lastColumn { break }
                        } else if !differs(rowStart + column) {
                            column += 1
                            continue
                        }
                        // A wide character's tail never differs without its head (tails are
                        // all alike), so a run that starts at the first difference starts on
                        // a head.
                        let start = column
                        var end = column + 1
                        var scan = end, gapBytes = 0
                        while scan < width {
                            if differs(rowStart + scan) {
                                end = scan + 1
                                gapBytes = 0
                            } else {
                                let cell = newCells[rowStart + scan]
                                gapBytes += cell.isWideTail ? 0 : UTF8.width(cell.scalar)
                                guard gapBytes <= bytesToBridge, cell.style == newCells[rowStart + end - 1].style || cell.isWideTail else { break }
                            }
                            scan += 1
                        }
                        if end < width, newCells[rowStart + end].isWideTail { end += 1 }
                        runs.append(CellRun(row: row, column: start, slice: newArray[(rowStart + start)..<(rowStart + end)], marks: marks(of: new, row: row, columns: start..<end)))
                        column = end
                    }
                }
            }
        }
        return runs
    }

    /// The marks of `new` on a run's cells, by position in the run.
    private static func marks(of grid: CellGrid, row: Int, columns: Range<Int>) -> [Int: [Unicode.Scalar]] {
        guard !grid.marks.isEmpty else { return noMarks }
        var marks: [Int: [Unicode.Scalar]] = [:]
        for column in columns {
            let found = grid.marks(column: column, row: row)
            if !found.isEmpty { marks[column - columns.lowerBound] = found }
        }
        return marks
    }

    static let noMarks: [Int: [Unicode.Scalar]] = [:]

    /// A cell either grid set over their common origin: its index, the new grid's cell
    /// there, and whether the two grids differ there.
    private struct Candidate {
        let index: Int
        let cell: Cell
        let differs: Bool
    }

    /// The runs between two copies of one kept grid that each set only cells over it:
    /// they can differ only at those cells, so only those are compared, and the runs are
    /// the ones the general diff finds (bridging the same gaps, ending at the same wide
    /// characters). Nothing the size of the grid is read or copied.
    private static func editChanges(from old: CellGrid, to new: CellGrid) -> [CellRun] {
        let width = new.width
        guard !old.edits.isEmpty || !new.edits.isEmpty else { return [] }
        let (spans, cells) = old.edits.withUnsafeBufferPointer { oldEdits in
            new.edits.withUnsafeBufferPointer { newEdits in
                new.withBaseCells { base in
                    withUnsafeTemporaryAllocation(of: Candidate.self, capacity: oldEdits.count + newEdits.count) { buffer in
                        let candidates = Self.merge(oldEdits, newEdits, over: base, into: buffer)
                        defer { buffer.baseAddress!.deinitialize(count: candidates.count) }
                        return Self.spans(of: candidates, over: base, width: width)
                    }
                }
            }
        }
        var runs: [CellRun] = []
        runs.reserveCapacity(spans.count)
        var offset = 0
        for span in spans {
            let length = span.end - span.start
            runs.append(CellRun(row: span.row, column: span.start, slice: cells[offset..<(offset + length)], marks: marks(of: new, row: span.row, columns: span.start..<span.end)))
            offset += length
        }
        return runs
    }

    /// Every index either list sets, once, in order, with the new grid's cell there and
    /// whether the old one differs.
    private static func merge(_ oldEdits: UnsafeBufferPointer<CellGrid.Edit>, _ newEdits: UnsafeBufferPointer<CellGrid.Edit>, over base: UnsafeBufferPointer<Cell>, into buffer: UnsafeMutableBufferPointer<Candidate>) -> UnsafeBufferPointer<Candidate> {
        var count = 0, o = 0, n = 0
        while o < oldEdits.count || n < newEdits.count {
            let oldIndex = o < oldEdits.count ? oldEdits[o].index : Int.max
            let newIndex = n < newEdits.count ? newEdits[n].index : Int.max
            let index = min(oldIndex, newIndex)
            let before = oldIndex == index ? oldEdits[o].cell : base[index]
            let after = newIndex == index ? newEdits[n].cell : base[index]
            if oldIndex == index { o += 1 }
            if newIndex == index { n += 1 }
            (buffer.baseAddress! + count).initialize(to: Candidate(index: index, cell: after, differs: before.scalar != after.scalar || before.style != after.style))
            count += 1
        }
        return UnsafeBufferPointer(rebasing: buffer[..<count])
    }

    /// The runs as the general diff finds them: from a difference, over later ones on
    /// its row while the cells alike between take few bytes and keep the style; and
    /// their cells, side by side. Only the cells between two differences are looked at.
    private static func spans(of candidates: UnsafeBufferPointer<Candidate>, over base: UnsafeBufferPointer<Cell>, width: Int) -> ([(row: Int, start: Int, end: Int)], [Cell]) {
        let count = candidates.count
        var spans: [(row: Int, start: Int, end: Int)] = []
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        var next = 0
        while next < count {
            guard candidates[next].differs else { next += 1; continue }
            let first = next
            let row = candidates[next].index / width, rowStart = row * width, rowEnd = rowStart + width
            let start = candidates[next].index
            // Indices in the grid from here on; `end` is past the run's last cell.
            var end = start + 1, lastStyle = candidates[next].cell.style
            next += 1
            bridging: while true {
                // The next difference on the row; the candidates before it are alike.
                var later = next
                while later < count, !candidates[later].differs, candidates[later].index < rowEnd { later += 1 }
                guard later < count, candidates[later].differs, candidates[later].index < rowEnd else { break }
                var gapBytes = 0, alike = next
                for index in end..<candidates[later].index {
                    while alike < later, candidates[alike].index < index { alike += 1 }
                    let cell = alike < later && candidates[alike].index == index ? candidates[alike].cell : base[index]
                    gapBytes += cell.isWideTail ? 0 : UTF8.width(cell.scalar)
                    guard gapBytes <= bytesToBridge, cell.style == lastStyle || cell.isWideTail else { break bridging }
                }
                end = candidates[later].index + 1
                lastStyle = candidates[later].cell.style
                next = later + 1
            }
            // A wide character's head at the end takes its tail along.
            if end < rowEnd {
                var position = next
                while position < count, candidates[position].index < end { position += 1 }
                let after = position < count && candidates[position].index == end ? candidates[position].cell : base[end]
                if after.isWideTail { end += 1 }
            }
            spans.append((row, start - rowStart, end - rowStart))
            // The run's cells, from the candidates among them and the origin between.
            var position = first
            for index in start..<end {
                while position < count, candidates[position].index < index { position += 1 }
                cells.append(position < count && candidates[position].index == index ? candidates[position].cell : base[index])
            }
            while next < count, candidates[next].index < end { next += 1 }
        }
        return (spans, cells)
    }
}
