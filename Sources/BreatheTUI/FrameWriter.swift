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
    /// Draws the runs of one frame, in order.
    func draw(_ runs: [CellRun])
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
        let previous = shown.flatMap { $0.width == grid.width && $0.height == grid.height ? $0 : nil }
        if previous == nil { output.clearAll() }
        let runs = Self.changes(from: previous ?? CellGrid(width: grid.width, height: grid.height), to: grid)
        shown = grid
        // A cleared screen is flushed even when blank: the clearing must show.
        guard previous == nil || !runs.isEmpty else { return false }
        if !runs.isEmpty { output.draw(runs) }
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
        guard width > 0 else { return [] }
        let withMarks = !old.marks.isEmpty || !new.marks.isEmpty
        var runs: [CellRun] = []
        // Every cell of every frame is compared: straight through the two arrays.
        old.cells.withUnsafeBufferPointer { oldCells in
            new.cells.withUnsafeBufferPointer { newCells in
                func differs(_ index: Int) -> Bool {
                    if oldCells[index] != newCells[index] { return true }
                    return withMarks && (old.marks[index] ?? []) != (new.marks[index] ?? [])
                }
                for row in 0..<new.height {
                    let rowStart = row * width
                    // Most rows are what they were: compared as bytes, in one call.
                    if !withMarks, sameBytes(oldCells.baseAddress! + rowStart, newCells.baseAddress! + rowStart,
                                             count: width * MemoryLayout<Cell>.stride) { continue }
                    var column = 0
                    while column < width {
                        // The alike cells before the next change.
                        while column < width, !withMarks, oldCells[rowStart + column] == newCells[rowStart + column] {
                            column += 1
                        }
                        guard column < width else { break }
                        guard differs(rowStart + column) else {
                            column += 1
                            continue
                        }
                        // A wide character's tail never differs without its head (tails are
                        // all alike), so a run that starts at the first difference starts on
                        // a head.
                        let start = column
                        var end = column + 1, scan = end, gapBytes = 0
                        while scan < width {
                            if differs(rowStart + scan) {
                                end = scan + 1
                                gapBytes = 0
                            } else {
                                let cell = newCells[rowStart + scan]
                                gapBytes += cell.isWideTail ? 0 : UTF8.width(cell.scalar)
                                let sameStyle = cell.style == newCells[rowStart + end - 1].style || cell.isWideTail
                                guard gapBytes <= bytesToBridge, sameStyle else { break }
                            }
                            scan += 1
                        }
                        if end < width, newCells[rowStart + end].isWideTail { end += 1 }
                        let cells = Array(newCells[(rowStart + start)..<(rowStart + end)])
                        let marks = marks(of: new, row: row, columns: start..<end)
                        runs.append(CellRun(row: row, column: start, cells: cells, marks: marks))
                        column = end
                    }
                }
            }
        }
        return runs
    }

    /// The marks of `new` on a run's cells, by position in the run.
    private static func marks(of grid: CellGrid, row: Int, columns: Range<Int>) -> [Int: [Unicode.Scalar]] {
        guard !grid.marks.isEmpty else { return [:] }
        var marks: [Int: [Unicode.Scalar]] = [:]
        for column in columns {
            let found = grid.marks(column: column, row: row)
            if !found.isEmpty { marks[column - columns.lowerBound] = found }
        }
        return marks
    }
}
