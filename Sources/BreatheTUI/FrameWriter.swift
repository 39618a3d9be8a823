/// A stretch of cells on one row that must be sent to the terminal.
public struct CellRun: Sendable, Equatable {
    public let row: Int
    public let column: Int
    /// A wide character's tail cell is in the run too; the terminal fills it itself.
    public let cells: [Cell]
    /// Combining marks, by position in `cells`.
    public let marks: [Int: [Unicode.Scalar]]

    public init(row: Int, column: Int, cells: [Cell], marks: [Int: [Unicode.Scalar]] = [:]) {
        self.row = row
        self.column = column
        self.cells = cells
        self.marks = marks
    }
}

/// Where frames go. The ncurses adapter is one; tests use a recorder.
public protocol TerminalOutput: AnyObject {
    /// Forget what the screen shows: the next frame is drawn in full.
    func clearAll()
    func draw(_ run: CellRun)
    /// Make what was drawn visible. Called only after something was drawn.
    func flush()
}

/// Sends each frame to the terminal as the difference from the previous one.
///
/// A frame identical to the last one produces no call at all, so a steady screen (a hold,
/// a pause) costs no bytes on the terminal or on an SSH link.
public final class FrameWriter {
    private let output: TerminalOutput
    private var shown: CellGrid?
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
    @discardableResult
    public func present(_ grid: CellGrid) -> Bool {
        let runs: [CellRun]
        if let shown, shown.width == grid.width, shown.height == grid.height {
            runs = Self.changes(from: shown, to: grid)
        } else {
            output.clearAll()
            runs = Self.changes(from: CellGrid(width: grid.width, height: grid.height), to: grid)
            if runs.isEmpty {
                shown = grid
                output.flush()
                return true
            }
        }
        shown = grid
        guard !runs.isEmpty else { return false }
        for run in runs { output.draw(run) }
        output.flush()
        return true
    }

    /// The runs of cells that differ between two grids of the same size. A run never
    /// starts on the right half of a wide character nor ends on its left half: a
    /// terminal can only draw the character whole (a test applies the runs to a model
    /// terminal to hold it to that).
    public static func changes(from old: CellGrid, to new: CellGrid) -> [CellRun] {
        precondition(old.width == new.width && old.height == new.height)
        let width = new.width
        let withMarks = !old.marks.isEmpty || !new.marks.isEmpty
        var runs: [CellRun] = []
        // Two copies of one kept grid differ only where either changed since: there alone
        // are cells compared (a session frame whose text is as before: the circle's box).
        var rows = 0..<new.height, firstColumn = 0, lastColumn = width - 1
        if let origin = new.origin, origin === old.origin {
            let box = old.changed.union(new.changed)
            guard !box.isEmpty else { return [] }
            rows = max(0, box.top)..<min(new.height, box.bottom + 1)
            firstColumn = max(0, box.left)
            lastColumn = min(width - 1, box.right)
        }
        // Every cell of a frame is compared, so straight through the two buffers.
        old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells in
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
                        var marks: [Int: [Unicode.Scalar]] = [:]
                        if !new.marks.isEmpty {
                            for position in start..<end {
                                let found = new.marks(column: position, row: row)
                                if !found.isEmpty { marks[position - start] = found }
                            }
                        }
                        runs.append(CellRun(row: row, column: start, cells: Array(newCells[(rowStart + start)..<(rowStart + end)]), marks: marks))
                        column = end
                    }
                }
            }
        }
        return runs
    }
}
