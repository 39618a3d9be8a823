/// How a cell is drawn. Roles, not colours: the terminal adapter decides what each role
/// looks like, so a terminal without colour (or NO_COLOR) still gets a readable screen.
public enum CellStyle: UInt8, Sendable, Equatable {
    case plain
    case dim
    case bold
    case inhale
    case hold
    case exhale
}

/// One character cell of the screen. Every glyph breathe draws is one column wide.
public struct Cell: Sendable, Equatable {
    public var scalar: Unicode.Scalar
    public var style: CellStyle

    public init(_ scalar: Unicode.Scalar, _ style: CellStyle = .plain) {
        self.scalar = scalar
        self.style = style
    }

    public static let blank = Cell(" ")
}

/// A frame drawn in memory. Screens render into a grid from state alone; the writer
/// compares grids and sends the terminal only what differs.
public struct CellGrid: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

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

    /// Writes `text` from `column`, clipped to the grid.
    public mutating func put(_ text: String, column: Int, row: Int, style: CellStyle = .plain) {
        guard row >= 0, row < height else { return }
        var x = column
        for scalar in text.unicodeScalars {
            if x >= width { break }
            if x >= 0 { self[x, row] = Cell(scalar, style) }
            x += 1
        }
    }

    /// Writes `text` centred on `row`; text wider than the grid keeps its start.
    public mutating func putCentered(_ text: String, row: Int, style: CellStyle = .plain) {
        let length = text.unicodeScalars.count
        put(text, column: max(0, (width - length) / 2), row: row, style: style)
    }

    /// The grid as lines of text without trailing spaces: what snapshots compare.
    public var text: String {
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            var line = String.UnicodeScalarView()
            for column in 0..<width { line.append(self[column, row].scalar) }
            var string = String(line)
            while string.hasSuffix(" ") { string.removeLast() }
            lines.append(string)
        }
        return lines.joined(separator: "\n")
    }
}
