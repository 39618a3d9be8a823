import BreatheCore
import Synchronization

/// How a cell is drawn. Roles, not colours: the terminal adapter decides what each role
/// looks like, so a terminal without colour (or NO_COLOR) still gets a readable screen.
public enum CellStyle: UInt8, Sendable, Equatable, CaseIterable {
    case plain
    case dim
    case bold
    case inhale
    case hold
    case exhale
    /// A picture's shades of practice, least to most (`PictureStyle.shade`).
    case shade0, shade1, shade2, shade3
    /// A picture's rest day (`PictureStyle.rest`).
    case rest

    /// The cell style of a picture's cell.
    public init(_ picture: PictureStyle) {
        switch picture {
        case .plain: self = .plain
        case .shade(let level): self = [.shade0, .shade1, .shade2, .shade3][min(max(level, 0), 3)]
        case .rest: self = .rest
        }
    }

    /// The picture style this cell style stands for, if any: its colour's number in the
    /// 256-colour palette is the picture's.
    public var picture: PictureStyle? {
        switch self {
        case .shade0: .shade(0)
        case .shade1: .shade(1)
        case .shade2: .shade(2)
        case .shade3: .shade(3)
        case .rest: .rest
        case .plain, .dim, .bold, .inhale, .hold, .exhale: nil
        }
    }
}

/// One character cell of the screen.
///
/// A wide character (CJK, most emoji) takes two cells: its own, then a `wideTail` that
/// the terminal fills by itself. Combining marks take no cell: the grid keeps them with
/// the cell they sit on (`CellGrid.marks`).
public struct Cell: Sendable, Equatable {
    public var scalar: Unicode.Scalar
    public var style: CellStyle

    public init(_ scalar: Unicode.Scalar, _ style: CellStyle = .plain) {
        self.scalar = scalar
        self.style = style
    }

    public static let blank = Cell(" ")
    /// The right half of a wide character: never drawn itself. Text from files never
    /// holds U+0000 (control characters are replaced), so it cannot be confused.
    public static let wideTail = Cell("\u{0}")

    public var isWideTail: Bool { scalar == "\u{0}" }
}

/// A frame drawn in memory. Screens render into a grid from state alone; the writer
/// compares grids and sends the terminal only what differs.
public struct CellGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The cells, row by row. On a copy of a kept grid with cells set since (the circle
    /// drawn on the session screen's text), this builds them: read `self[column, row]`
    /// where that matters.
    public var cells: [Cell] {
        guard !edits.isEmpty else { return base }
        var cells = base
        for edit in edits { cells[edit.index] = edit.cell }
        return cells
    }
    /// Combining marks by cell index, drawn after the cell's character.
    public private(set) var marks: [Int: [Unicode.Scalar]] {
        get { markStorage }
        set {
            keepEditsApart = false
            spill()
            markStorage = newValue
        }
    }
    /// The kept grid this one is a copy of (the session screen's text), if any, and the
    /// box of cells changed since: outside it the two are alike, so two copies of one
    /// origin can differ only inside their boxes (`FrameWriter.changes` looks there only).
    private(set) var origin: GridOrigin?
    private(set) var changed = ChangedBox()

    /// The cells as drawn before `edits`: on a copy of a kept grid, the kept grid's own
    /// (shared, never copied while only cells are set).
    private var base: [Cell]
    private var markStorage: [Int: [Unicode.Scalar]] = [:]
    /// Cells set on a copy of a kept grid, by increasing index, one for each cell: a frame
    /// of the session screen sets a few hundred cells of the text's thousands, and keeping
    /// them apart spares copying the whole grid each frame.
    private(set) var edits: [Edit] = []
    /// Whether the grid is its origin but for `edits` (true from `keepAsOrigin` until
    /// anything other than a cell is changed: text, a mark).
    private(set) var keepEditsApart = false
    /// The number of the list `edits` is, when it was set whole over the kept grid (a ring
    /// kept on the shelf, `set(_:within:named:)`), and nothing since: two copies of one
    /// origin that name their edits differ only as those two lists do, so the writer can
    /// send again what it sent for the same pair (`FrameWriter.present`).
    private(set) var overlay: Int?

    /// A cell set over a kept grid.
    struct Edit: Sendable, Equatable {
        let index: Int
        var cell: Cell
    }

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        base = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Grids are alike when they show the same: where they came from does not count.
    public static func == (left: CellGrid, right: CellGrid) -> Bool {
        guard left.width == right.width, left.height == right.height, left.markStorage == right.markStorage else { return false }
        if left.edits.isEmpty, right.edits.isEmpty { return left.base == right.base }
        return left.cells == right.cells
    }

    /// This grid as the origin of the copies made from it from now on. A grid made from
    /// a kept one (the session's text with two lines drawn again) names it as its parent,
    /// with the box where the two differ.
    mutating func keepAsOrigin() {
        spill()
        origin = GridOrigin(parent: origin.map { (number: $0.number, differsWithin: changed) })
        changed = ChangedBox()
        keepEditsApart = true
    }

    /// Blanks `row`, its marks too, as a new grid has it.
    mutating func blank(row: Int) {
        guard row >= 0, row < height else { return }
        spill()
        let start = row * width
        for column in 0..<width where base[start + column] != .blank {
            if origin != nil { changed.include(column: column, row: row) }
            base[start + column] = .blank
        }
        if markStorage.keys.contains(where: { $0 >= start && $0 < start + width }) {
            if origin != nil { changed.include(column: 0, row: row); changed.include(column: width - 1, row: row) }
            marks = markStorage.filter { $0.key < start || $0.key >= start + width }
        }
    }

    /// Writes the edits into the grid's own cells (a copy of the origin's), and keeps no
    /// more apart.
    private mutating func spill() {
        keepEditsApart = false
        overlay = nil
        guard !edits.isEmpty else { return }
        for edit in edits { base[edit.index] = edit.cell }
        edits = []
    }

    /// The position of the edit of `index` in `edits`, or where it would go.
    private func editPosition(of index: Int) -> (position: Int, found: Bool) {
        var low = 0, high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].index < index { low = middle + 1 } else { high = middle }
        }
        return (low, low < edits.count && edits[low].index == index)
    }

    /// The cell at `index` (row * width + column).
    func cell(at index: Int) -> Cell {
        guard let last = edits.last, index <= last.index, index >= edits[0].index else { return base[index] }
        let (position, found) = editPosition(of: index)
        return found ? edits[position].cell : base[index]
    }

    /// The cells as they were before `edits`.
    var baseCells: [Cell] { base }

    /// The cells as they were before `edits`, with `body`: the origin's when the edits are
    /// kept apart.
    func withBaseCells<Result>(_ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
        base.withUnsafeBufferPointer(body)
    }

    public subscript(column: Int, row: Int) -> Cell {
        get { cell(at: row * width + column) }
        set {
            let index = row * width + column
            guard keepEditsApart else {
                if origin != nil { changed.include(column: column, row: row) }
                base[index] = newValue
                return
            }
            changed.include(column: column, row: row)
            overlay = nil
            // The circle sets its cells row by row, left to right: an append.
            if let last = edits.last, last.index >= index {
                let (position, found) = editPosition(of: index)
                if found { edits[position].cell = newValue } else { edits.insert(Edit(index: index, cell: newValue), at: position) }
            } else {
                if edits.isEmpty { edits.reserveCapacity(Self.editsAtFirst) }
                edits.append(Edit(index: index, cell: newValue))
            }
        }
    }

    /// Room made for edits at the first: a ring's cells on a large terminal, without
    /// growing the array.
    static let editsAtFirst = 512

    /// Sets the cells of `edits` (by increasing index, each within the grid; `box` holds
    /// them all), as setting each in turn would. A copy of a kept grid with nothing set
    /// yet takes the list itself, shared with whoever keeps it (a ring drawn before), and
    /// with it `name`, a number no other list of cells has (`overlay`).
    mutating func set(_ edits: [Edit], within box: ChangedBox, named name: Int? = nil) {
        guard !edits.isEmpty else { return }
        if keepEditsApart, self.edits.isEmpty {
            self.edits = edits
            changed = changed.union(box)
            overlay = name
            return
        }
        for edit in edits { self[edit.index % width, edit.index / width] = edit.cell }
    }

    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < width && row >= 0 && row < height
    }

    /// The combining marks on a cell.
    public func marks(column: Int, row: Int) -> [Unicode.Scalar] {
        marks.isEmpty ? [] : marks[row * width + column] ?? []
    }

    /// Writes `text` from `column`, clipped to the grid, one column per ordinary
    /// character, two per wide one (never half of one at the edge), none per combining
    /// mark: `Character.columns`, the one measure every panel and wrapped line uses.
    /// Control characters from files are shown as "�" and never sent as they are.
    public mutating func put(_ text: String, column: Int, row: Int, style: CellStyle = .plain) {
        put(cleaned: TerminalText.clean(text), column: column, row: row, style: style)
    }

    /// `put` of text already cleaned.
    private mutating func put(cleaned text: String, column: Int, row: Int, style: CellStyle) {
        guard row >= 0, row < height else { return }
        var x = column
        // Text whose every scalar is a character by itself (English, Chinese, their
        // punctuation) is placed scalar by scalar: no marks, the same cells as the loop
        // below, without finding where characters end.
        if TextWidth.standaloneColumns(of: text) != nil {
            for scalar in text.unicodeScalars {
                let columns = TextWidth.standaloneColumns(scalar) ?? 1
                if x + columns > width { break }
                if x >= 0 {
                    place(Cell(scalar, style), column: x, row: row)
                    if columns == 2 { place(Cell.wideTail, column: x + 1, row: row) }
                }
                x += columns
            }
            return
        }
        for character in text {
            let scalars = character.unicodeScalars
            // Printable ASCII takes one column (as `Character.columns` says), without asking.
            let columns = character.isASCII ? 1 : character.columns
            if columns == 0 {
                var target = x - 1
                if target >= 0, target < width, self[target, row].isWideTail { target -= 1 }
                if target >= 0, target < width {
                    if origin != nil { changed.include(column: target, row: row) }
                    marks[row * width + target, default: []].append(contentsOf: scalars)
                }
                continue
            }
            if x + columns > width { break }
            if x >= 0, let first = scalars.first {
                place(Cell(first, style), column: x, row: row)
                if columns == 2 { place(Cell.wideTail, column: x + 1, row: row) }
                // The character's marks (and a variation selector) ride on its cell.
                if scalars.count > 1 { marks[row * width + x, default: []].append(contentsOf: scalars.dropFirst()) }
            }
            x += columns
        }
    }

    /// Sets one cell, mending a wide character it cuts in half on either side.
    private mutating func place(_ cell: Cell, column: Int, row: Int) {
        spill()
        if origin != nil {
            changed.include(column: max(0, column - 1), row: row)
            changed.include(column: min(width - 1, column + 1), row: row)
        }
        let index = row * width + column
        let old = base[index]
        if old.isWideTail, column > 0, !cell.isWideTail { base[index - 1] = .blank; markStorage[index - 1] = nil }
        if !old.isWideTail, column + 1 < width, base[index + 1].isWideTail { base[index + 1] = .blank }
        base[index] = cell
        if !markStorage.isEmpty { markStorage[index] = nil }
    }

    /// Writes `text` centred on `row`; text wider than the grid keeps its start.
    public mutating func putCentered(_ text: String, row: Int, style: CellStyle = .plain) {
        let cleaned = TerminalText.clean(text)
        put(cleaned: cleaned, column: max(0, (width - cleaned.columns) / 2), row: row, style: style)
    }

    /// The grid as lines of text without trailing spaces: what snapshots compare.
    public var text: String {
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            var line = String.UnicodeScalarView()
            for column in 0..<width where !self[column, row].isWideTail {
                line.append(self[column, row].scalar)
                line.append(contentsOf: marks(column: column, row: row))
            }
            var string = String(line)
            while string.hasSuffix(" ") { string.removeLast() }
            lines.append(string)
        }
        return lines.joined(separator: "\n")
    }
}

/// The identity of a kept grid (`CellGrid.origin`).
final class GridOrigin: Sendable {
    /// Never the same for two origins (an object's address can be reused once it is gone).
    let number: Int
    /// The kept grid this one was made from, and the box outside which the two are alike.
    let parent: (number: Int, differsWithin: ChangedBox)?

    private static let made = Atomic<Int>(0)

    init(parent: (number: Int, differsWithin: ChangedBox)? = nil) {
        number = Self.made.wrappingAdd(1, ordering: .relaxed).newValue
        self.parent = parent
    }
}

/// The rows and columns a grid's changes fall within; empty at first.
struct ChangedBox: Sendable, Equatable {
    var top = Int.max, bottom = Int.min, left = Int.max, right = Int.min

    var isEmpty: Bool { top > bottom }

    mutating func include(column: Int, row: Int) {
        top = min(top, row)
        bottom = max(bottom, row)
        left = min(left, column)
        right = max(right, column)
    }

    func union(_ other: ChangedBox) -> ChangedBox {
        ChangedBox(top: min(top, other.top), bottom: max(bottom, other.bottom), left: min(left, other.left), right: max(right, other.right))
    }
}
