/// The look of a cell of a picture (the calendar, its legend): a role, never a colour
/// code. Printed text and the full screen each turn a style into colour their own way,
/// or into nothing when colour is off; the picture's marks already say everything.
public enum PictureStyle: Sendable, Hashable {
    case plain
    /// A practice day's shade, 0 (least) to 3 (most).
    case shade(Int)
    /// A rest day a freeze covered.
    case rest

    /// The 256-colour palette's number for the style: greens for the shades, darkest
    /// first, and a blue for rest days; nil for plain.
    public var paletteColour: Int? {
        switch self {
        case .plain: nil
        case .shade(let level): Self.shadeColours[min(max(level, 0), Self.shadeColours.count - 1)]
        case .rest: 75
        }
    }

    static let shadeColours = [22, 28, 34, 40]
}

/// One cell of a picture: a character that takes one column, and its style.
public struct StyledCell: Sendable, Equatable {
    public var character: Character
    public var style: PictureStyle

    public init(_ character: Character, _ style: PictureStyle = .plain) {
        self.character = character
        self.style = style
    }
}

/// A row of styled cells, in the spirit of a terminal UI's buffer: pictures are drawn
/// into rows once, then shown as printed text (with colour escapes or without) or as the
/// full screen's cells in its own colours.
public struct StyledLine: Sendable, Equatable {
    public var cells: [StyledCell]

    public init(cells: [StyledCell] = []) {
        self.cells = cells
    }

    /// `text`, every character in `style`.
    public init(_ text: String, style: PictureStyle = .plain) {
        cells = text.map { StyledCell($0, style) }
    }

    /// Cells, each one column.
    public var count: Int { cells.count }

    /// The characters without their styles.
    public var plainText: String { String(cells.map(\.character)) }

    /// The line as printed: each styled cell wrapped in its 256-colour escape and a reset
    /// when `colour`, the characters alone when not.
    public func text(colour: Bool) -> String {
        guard colour else { return plainText }
        var text = ""
        for cell in cells {
            if let number = cell.style.paletteColour {
                text += "\u{1B}[38;5;\(number)m" + String(cell.character) + "\u{1B}[0m"
            } else {
                text.append(cell.character)
            }
        }
        return text
    }

    /// Without the plain spaces at its end.
    public func trimmingTrailingSpaces() -> StyledLine {
        var cells = cells
        while let last = cells.last, last.character == " ", last.style == .plain { cells.removeLast() }
        return StyledLine(cells: cells)
    }

    public static func + (left: StyledLine, right: StyledLine) -> StyledLine {
        StyledLine(cells: left.cells + right.cells)
    }

    public static func += (left: inout StyledLine, right: StyledLine) {
        left.cells += right.cells
    }
}
