/// The characters on a model terminal's screen, kept as terminals keep them: a wide
/// character fills its cell and the next (left empty, ""), writing over either half of
/// one clears the other half, and a combining mark joins the character it follows.
/// The model terminals of the tests (bytes, runs) write through it.
struct ScreenCells {
    let width: Int, height: Int
    private var cells: [[String]]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// Writes `text` (a character and its marks) `columns` wide (1 or 2) at `column`.
    mutating func write(_ text: String, column: Int, row: Int, columns: Int) {
        // Over the right half of a wide character: its left half goes.
        if cells[row][column] == "", column > 0 { cells[row][column - 1] = " " }
        // Over the left half of one: its right half goes.
        if column + columns < width, cells[row][column + columns] == "" { cells[row][column + columns] = " " }
        cells[row][column] = text
        if columns == 2 { cells[row][column + 1] = "" }
    }

    /// A combining mark on the character at `column`.
    mutating func mark(_ scalar: Unicode.Scalar, column: Int, row: Int) {
        cells[row][column] += String(scalar)
    }

    /// The screen as text, without trailing spaces.
    var text: String {
        cells.map { line in
            var string = line.joined()
            while string.hasSuffix(" ") { string.removeLast() }
            return string
        }.joined(separator: "\n")
    }
}
