import BreatheCore

/// One line of a panel.
public enum PanelLine: Sendable, Equatable {
    /// Text, wrapped at word boundaries to the panel's width.
    case text(String, CellStyle = .plain)
    case blank
    /// A row of a picture (the calendar), each cell in its own style; never wrapped, cut
    /// at the panel's width.
    case styled(StyledLine)
    /// A choice in a list; the selected one is marked.
    case option(String, detail: String = "", selected: Bool)
}

/// The screens around a session (home, choices, summaries, progress): a title, lines of
/// text and choices, and a key hint at the bottom, in a column of readable width.
///
/// Like the session screen, a panel renders from its value alone into a grid, so every
/// screen is tested as text and redrawn with the same diffing writer.
public struct Panel: Sendable, Equatable {
    public var title: String
    public var lines: [PanelLine]
    public var hint: String
    /// The line that must stay in view when not all fit (the selection, the current
    /// lesson): the panel scrolls to keep it there.
    public var focus: Int?

    public init(title: String, lines: [PanelLine], hint: String, focus: Int? = nil) {
        self.title = title
        self.lines = lines
        self.hint = hint
        self.focus = focus
    }

    /// The widest column of text: long lines are hard to read.
    static let readableWidth = 72
    /// Below this, a panel has no room for what it is about: one line says so instead.
    public static let smallestWidth = 20, smallestHeight = 6

    /// The one line shown below the smallest size: as much of it as fits.
    static func tooSmall(width: Int) -> String {
        let full = "Window too small: at least \(smallestWidth)x\(smallestHeight)"
        return [full, "Window too small", "Too small"].first { $0.count <= width } ?? "Too small"
    }

    /// The width of the text column in a window `width` wide.
    public static func column(width: Int) -> Int { min(readableWidth, max(1, width - 4)) }

    /// Rows for the panel's lines in a window `height` high (between the title and the hint).
    public static func room(height: Int) -> Int { height - 1 - (height >= 12 ? 1 : 0) - 2 }

    /// How many rows the lines take, wrapped to the column of a window `width` wide.
    public func rowCount(width: Int) -> Int {
        let column = Self.column(width: width)
        return lines.reduce(0) { count, line in
            switch line {
            case .blank, .styled: count + 1
            case .text(let text, _): count + Self.wrap(text, width: column).count
            case .option(let label, let detail, _): count + Self.wrap(label, width: max(1, column - 2)).count + (detail.isEmpty ? 0 : Self.wrap(detail, width: max(1, column - 2)).count)
            }
        }
    }

    public func render(width: Int, height: Int, glyphs: GlyphSet) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        guard width > 0, height > 0 else { return grid }
        guard width >= Self.smallestWidth, height >= Self.smallestHeight else {
            grid.put(TextWidth.prefix(Self.tooSmall(width: width), columns: width), column: 0, row: 0, style: .bold)
            return grid
        }
        let column = Self.column(width: width)
        let left = max(0, (width - column) / 2)
        // Each row as runs of text of one style.
        var rows: [[(String, CellStyle)]] = []
        let marker = glyphs.symbols.selection
        var focusRows: Range<Int>?
        for (index, line) in lines.enumerated() {
            let first = rows.count
            switch line {
            case .blank:
                rows.append([])
            case .text(let text, let style):
                rows += Self.wrap(text, width: column).map { [($0, style)] }
            case .styled(let line):
                rows.append(Self.runs(of: line, width: column))
            case .option(let label, let detail, let selected):
                // The label on its own line, the detail wrapped beneath it.
                let prefix = selected ? marker + " " : "  "
                for (index, part) in Self.wrap(label, width: max(1, column - 2)).enumerated() {
                    rows.append([((index == 0 ? prefix : "  ") + part, selected ? .inhale : .plain)])
                }
                if !detail.isEmpty {
                    rows += Self.wrap(detail, width: max(1, column - 2)).map { [("  " + $0, .dim)] }
                }
            }
            if index == focus { focusRows = first..<rows.count }
        }
        // The title and a blank line, then as many rows as fit above the hint, which keeps
        // the last row. What does not fit is cut, marked "…", keeping the focus in view.
        let top = height >= 12 ? 1 : 0
        let room = Self.room(height: height)
        let ellipsis = [(glyphs.symbols.ellipsis, CellStyle.dim)]
        var shown = rows
        if rows.count > room {
            var start = 0
            if let focusRows {
                // The focus and a row of what follows it, when there is room for both.
                let wanted = min(rows.count, focusRows.upperBound + 1)
                start = max(0, min(focusRows.lowerBound, wanted - (room - 2)))
            }
            let end = min(rows.count, start + room - (start > 0 ? 1 : 0))
            shown = (start > 0 ? [ellipsis] : []) + Array(rows[start..<end])
            if end < rows.count { shown = Array(shown.prefix(room - 1)) + [ellipsis] }
        }
        grid.put(title, column: left, row: top, style: .bold)
        for (offset, row) in shown.prefix(max(0, room)).enumerated() {
            var x = left
            for (text, style) in row {
                grid.put(text, column: x, row: top + 2 + offset, style: style)
                x += TextWidth.of(TerminalText.clean(text))
            }
        }
        grid.put(Self.wrap(hint, width: column).first ?? "", column: left, row: height - 1, style: .dim)
        return grid
    }

    /// A picture's row as runs of one style each, at most `width` cells.
    static func runs(of line: StyledLine, width: Int) -> [(String, CellStyle)] {
        var runs: [(String, CellStyle)] = []
        for cell in line.cells.prefix(max(0, width)) {
            let style = CellStyle(cell.style)
            if let last = runs.last, last.1 == style {
                runs[runs.count - 1].0.append(cell.character)
            } else {
                runs.append((String(cell.character), style))
            }
        }
        return runs
    }

    /// Splits `text` into lines of at most `width` columns at spaces; a word wider than
    /// the width is cut. Widths are display columns: a Chinese character takes two.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let text = TerminalText.clean(text)
        // A line that fits is kept exactly as it is, spacing and all.
        if TextWidth.of(text) <= width { return [text] }
        // Leading spaces are indentation: kept on every line of the paragraph.
        let indent = String(text.prefix { $0 == " " })
        guard indent.count < width, indent.count < text.count else { return [TextWidth.prefix(text, columns: width)] }
        return wrapWords(String(text.dropFirst(indent.count)), width: width - indent.count).map { indent + $0 }
    }

    private static func wrapWords(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            while TextWidth.of(word) > width {
                if !current.isEmpty { lines.append(current); current = "" }
                var piece = TextWidth.prefix(word, columns: width)
                // A wide character wider than the whole line still has to go somewhere.
                if piece.isEmpty { piece = String(word.prefix(1)) }
                lines.append(piece)
                word = String(word.unicodeScalars.dropFirst(piece.unicodeScalars.count))
            }
            if current.isEmpty {
                current = word
            } else if TextWidth.of(current) + 1 + TextWidth.of(word) <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        return lines
    }
}
