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
    /// An entry of a list ("→ Balance  (box, 4:00)"): its further rows go `indent`
    /// columns in, under its text rather than under its mark.
    case entry(String, indent: Int)
}

/// The screens around a session (home, choices, summaries, progress): a title, lines of
/// text and choices, and key hints at the bottom, in a column of readable width. Every
/// width is in terminal columns: a Chinese character takes two.
///
/// Like the session screen, a panel renders from its value alone into a grid, so every
/// screen is tested as text and redrawn with the same diffing writer.
public struct Panel: Sendable, Equatable {
    public var title: String
    public var lines: [PanelLine]
    /// The keys and what they do, most needed first; the last is the way out (q, Esc),
    /// which stays when the others give way.
    public var hints: [String]
    /// The line that must stay in view when not all fit (the selection, the current
    /// lesson): the panel scrolls to keep it there.
    public var focus: Int?
    /// How many lines head the list and stay when it scrolls (the progress page's "Lesson
    /// 6 of 10", which scrolled away at 40×12 once the current lesson was far down).
    public var heading: Int

    public init(title: String, lines: [PanelLine], hints: [String], focus: Int? = nil, heading: Int = 0) {
        self.title = title
        self.lines = lines
        self.hints = hints
        self.focus = focus
        self.heading = heading
    }

    /// The widest column of text: long lines are hard to read.
    static let readableWidth = 72
    /// Below this, a panel has no room for what it is about: one line says so instead.
    public static let smallestWidth = 20, smallestHeight = 6

    /// The one line shown below the smallest size: as much of it as fits.
    static func tooSmall(width: Int, words: Words) -> String {
        let forms = [
            words(.windowTooSmall(width: smallestWidth, height: smallestHeight)), words(.windowTooSmallShort),
            words(.tooSmall)]
        return forms.first { $0.columns <= width } ?? forms[forms.count - 1]
    }

    /// The width of the text column in a window `width` wide.
    public static func column(width: Int) -> Int { min(readableWidth, max(1, width - 4)) }

    /// Rows for the panel's lines in a window `width` by `height` (between the title and
    /// the key hints).
    public func room(width: Int, height: Int, glyphs: GlyphSet) -> Int {
        let footer = Self.footer(
            hints, separator: glyphs.separator, width: Self.column(width: width), rows: Self.footerRows(height: height))
        return height - footer.count - (height >= 12 ? 1 : 0) - 2
    }

    /// The least height of a window `width` wide whose room holds `rows` rows of lines.
    public func height(forRows rows: Int, width: Int, glyphs: GlyphSet) -> Int {
        var height = Self.smallestHeight
        while room(width: width, height: height, glyphs: glyphs) < rows { height += 1 }
        return height
    }

    /// A tall enough window gives the key hints two rows rather than lose any.
    static func footerRows(height: Int) -> Int { height >= 12 ? 2 : 1 }

    /// The key hints that fit `rows` rows of `width` columns, in order, joined by
    /// `separator`. When not all fit, the hints before the last give way from the right,
    /// then the first; the last, the way out, goes last of all, and is cut only when it
    /// alone is wider than the row.
    static func footer(_ hints: [String], separator: String, width: Int, rows: Int) -> [String] {
        guard let last = hints.last else { return [] }
        let givingWay = Array(hints.indices.dropLast().dropFirst().reversed()) + (hints.count > 1 ? [0] : [])
        for dropped in 0...givingWay.count {
            let gone = Set(givingWay.prefix(dropped))
            let kept = hints.indices.filter { !gone.contains($0) }.map { TerminalText.clean(hints[$0]) }
            if let packed = pack(kept, separator: separator, width: width), packed.count <= rows { return packed }
        }
        return [TerminalText.clean(last).clipped(to: width)]
    }

    /// `items` joined into rows of at most `width` columns, never splitting one; nil when
    /// one alone is wider.
    static func pack(_ items: [String], separator: String, width: Int) -> [String]? {
        var rows: [String] = []
        for item in items {
            guard item.columns <= width else { return nil }
            if let row = rows.last, row.columns + separator.columns + item.columns <= width {
                rows[rows.count - 1] = row + separator + item
            } else {
                rows.append(item)
            }
        }
        return rows
    }

    /// How many rows the lines take, wrapped to the column of a window `width` wide.
    public func rowCount(width: Int) -> Int {
        let column = Self.column(width: width)
        return lines.reduce(0) { count, line in
            switch line {
            case .blank, .styled: count + 1
            case .text(let text, _): count + Self.wrap(text, width: column).count
            case .entry(let text, let indent): count + Self.wrap(text, width: column, hangingIndent: indent).count
            case .option(let label, let detail, _):
                count + Self.wrap(
                    label,
                    width: max(
                        1,
                        column - 2)).count + (detail.isEmpty ? 0 : Self.wrap(detail, width: max(1, column - 2)).count)
            }
        }
    }

    /// Whether a window this size shows only "Window too small" and the way out.
    static func isTooSmall(width: Int, height: Int) -> Bool {
        width < smallestWidth || height < smallestHeight
    }

    public func render(width: Int, height: Int, glyphs: GlyphSet, words: Words = .english) -> CellGrid {
        var grid = CellGrid(width: width, height: height)
        guard width > 0, height > 0 else { return grid }
        guard !Self.isTooSmall(width: width, height: height) else {
            // The way out stays at the bottom, however small; on a single row it is all.
            let wayOut = hints.last.map { Self.footer([$0], separator: "", width: width, rows: 1) } ?? []
            if height > wayOut.count {
                grid.put(Self.tooSmall(width: width, words: words).clipped(to: width), column: 0, row: 0, style: .bold)
            }
            for row in wayOut { grid.put(row, column: 0, row: height - 1, style: .dim) }
            return grid
        }
        let column = Self.column(width: width)
        let left = max(0, (width - column) / 2)
        // Each row as runs of text of one style.
        var rows: [[(String, CellStyle)]] = []
        let marker = glyphs.symbols.selection
        var focusRows: Range<Int>?
        // Where each line's rows begin: a scrolled list starts on one, never in the
        // middle of a wrapped sentence nor on a blank.
        var lineStarts: [Int] = []
        // The rows of the heading, kept when the rest scrolls.
        var headingRows = 0
        for (index, line) in lines.enumerated() {
            let first = rows.count
            if index == heading { headingRows = first }
            if line != .blank { lineStarts.append(first) }
            switch line {
            case .blank:
                rows.append([])
            case .text(let text, let style):
                rows += Self.wrap(text, width: column).map { [($0, style)] }
            case .entry(let text, let indent):
                rows += Self.wrap(text, width: column, hangingIndent: indent).map { [($0, .plain)] }
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
        let footer = Self.footer(
            hints, separator: glyphs.separator, width: column, rows: Self.footerRows(height: height))
        let room = height - footer.count - top - 2
        let ellipsis = [(glyphs.symbols.ellipsis, CellStyle.dim)]
        var shown = rows
        if rows.count > room {
            // The heading stays above a scrolled list when the list keeps room for the
            // focus and a row on each side of it.
            let kept = room - headingRows >= 4 ? headingRows : 0
            var start = kept
            // Scrolled only when the focus would be cut.
            if let focusRows, focusRows.upperBound > room - 1 {
                // The focus and a row of what follows it, when there is room for both.
                let wanted = min(rows.count, focusRows.upperBound + 1)
                start = max(kept, min(focusRows.lowerBound, wanted - (room - kept - 2)))
                start = lineStarts.first { $0 >= start } ?? start
            }
            let scrolled = start > kept
            let end = min(rows.count, start + room - kept - (scrolled ? 1 : 0))
            shown = Array(rows[0..<kept]) + (scrolled ? [ellipsis] : []) + Array(rows[start..<end])
            if end < rows.count { shown = Array(shown.prefix(room - 1)) + [ellipsis] }
        }
        grid.put(title.shortened(to: column, ellipsis: glyphs.symbols.ellipsis), column: left, row: top, style: .bold)
        for (offset, row) in shown.prefix(max(0, room)).enumerated() {
            var x = left
            for (text, style) in row {
                grid.put(text, column: x, row: top + 2 + offset, style: style)
                x += TerminalText.clean(text).columns
            }
        }
        for (offset, row) in footer.enumerated() {
            grid.put(row, column: left, row: height - footer.count + offset, style: .dim)
        }
        return grid
    }

    /// A picture's row as runs of one style each, at most `width` columns (a calendar's
    /// Chinese weekday takes two).
    static func runs(of line: StyledLine, width: Int) -> [(String, CellStyle)] {
        var runs: [(String, CellStyle)] = []
        var used = 0
        for cell in line.cells {
            used += cell.character.columns
            if used > width { break }
            let style = CellStyle(cell.style)
            if let last = runs.last, last.1 == style {
                runs[runs.count - 1].0.append(cell.character)
            } else {
                runs.append((String(cell.character), style))
            }
        }
        return runs
    }

    /// `text` in lines of at most `width` columns: English breaks at spaces, Chinese
    /// between any two characters (`TextWrap`). A line that fits is kept exactly as it
    /// is; leading spaces are indentation, kept on every line of the paragraph.
    static func wrap(_ text: String, width: Int, hangingIndent: Int) -> [String] {
        guard width > 0 else { return [] }
        let text = TerminalText.clean(text)
        if text.columns <= width || hangingIndent <= 0 || hangingIndent >= width / 2 { return wrap(text, width: width) }
        return TextWrap.lines(text, width: width, hangingIndent: hangingIndent)
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let text = TerminalText.clean(text)
        if text.columns <= width { return [text] }
        let indent = String(text.prefix { $0 == " " })
        guard width - indent.count >= 2, indent.count < text.count else { return [text.clipped(to: width)] }
        return TextWrap.lines(String(text.dropFirst(indent.count)), width: width - indent.count).map { indent + $0 }
    }
}
