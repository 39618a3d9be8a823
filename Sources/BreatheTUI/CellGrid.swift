import BreatheCore

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
    /// The scalar in the low 21 bits, the style's raw value in the top 8: one word with
    /// no padding, so the writer compares two rows as bytes.
    private var bits: UInt32

    public var scalar: Unicode.Scalar {
        get { Unicode.Scalar(bits & 0x1F_FFFF) ?? " " }
        set { bits = bits & 0xFF00_0000 | newValue.value }
    }

    public var style: CellStyle {
        get { CellStyle(rawValue: UInt8(bits >> 24)) ?? .plain }
        set { bits = bits & 0x1F_FFFF | UInt32(newValue.rawValue) << 24 }
    }

    public init(_ scalar: Unicode.Scalar, _ style: CellStyle = .plain) {
        bits = scalar.value | UInt32(style.rawValue) << 24
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
    /// The cells, row by row.
    public private(set) var cells: [Cell]
    /// Combining marks by cell index, drawn after the cell's character.
    public private(set) var marks: [Int: [Unicode.Scalar]] = [:]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
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
        for character in text {
            let scalars = character.unicodeScalars
            let columns = character.columns
            if columns == 0 {
                var target = x - 1
                if target >= 0, target < width, self[target, row].isWideTail { target -= 1 }
                if target >= 0, target < width { marks[row * width + target, default: []].append(contentsOf: scalars) }
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
        let index = row * width + column
        let old = cells[index]
        if old.isWideTail, column > 0, !cell.isWideTail { cells[index - 1] = .blank; marks[index - 1] = nil }
        if !old.isWideTail, column + 1 < width, cells[index + 1].isWideTail { cells[index + 1] = .blank }
        cells[index] = cell
        if !marks.isEmpty { marks[index] = nil }
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
