/// Where the breath circle sits and how large it may grow, in units of one cell's width.
///
/// A terminal cell is about twice as tall as it is wide, so a row counts as two units:
/// measured that way a circle looks round. Braille dots are half a cell wide and a quarter
/// of a cell tall, which makes them square in these units.
public struct BreathCircle: Sendable, Equatable {
    public let centerX: Double
    public let centerY: Double
    public let maxRadius: Double
    public let glyphs: GlyphSet
    /// The area the circle may use: columns 0..<width, rows top..<top+height.
    public let top: Int
    public let width: Int
    public let height: Int

    /// Sub-cell resolution: dots across and down one cell.
    var dotsAcross: Int { glyphs == .braille ? 2 : 1 }
    var dotsDown: Int { glyphs == .braille ? 4 : 1 }
    var dotWidth: Double { 1 / Double(dotsAcross) }
    var dotHeight: Double { 2 / Double(dotsDown) }

    /// The radius moves in steps of one dot, or of a sixtieth of its largest size on big
    /// terminals. Each frame costs a wake-up, which is most of what a session costs
    /// (Docs/BENCHMARKS.md); a half-dot step moved only some of the ring's dots, a
    /// whole dot moves all of it, in about two thirds of the frames.
    public var radiusStep: Double { max(dotWidth, maxRadius / 60) }

    public init?(top: Int, width: Int, height: Int, glyphs: GlyphSet) {
        guard width > 0, height > 0 else { return nil }
        self.top = top
        self.width = width
        self.height = height
        self.glyphs = glyphs
        centerX = Double(width) / 2
        centerY = Double(top) * 2 + Double(height)
        let dot = glyphs == .braille ? 0.5 : 1
        maxRadius = min(Double(width), Double(height) * 2) / 2 - dot
        guard maxRadius > dot else { return nil }
    }

    /// The drawn radius for a scale: rounded to the nearest step so that the picture is a
    /// function of the step, and the frame loop can tell when the next step comes.
    public func radius(forScale scale: Double) -> Double {
        (scale * maxRadius / radiusStep).rounded() * radiusStep
    }

    /// Draws the ring of `radius` into `grid`. Each dot row and each dot column marks
    /// where the circle crosses it, which gives a closed outline one dot thick. Only the
    /// cells the ring touches are visited: a few hundred, whatever the terminal's size.
    public func draw(radius: Double, into grid: inout CellGrid, style: CellStyle) {
        guard radius > 0 else { return }
        let columns = width * dotsAcross
        let rows = height * dotsDown
        let originY = Double(top) * 2
        let firstRow = max(0, Self.floor((centerY - radius - originY) / dotHeight))
        let lastRow = min(rows - 1, -Self.floor(-(centerY + radius - originY) / dotHeight))
        let firstColumn = max(0, Self.floor((centerX - radius) / dotWidth))
        let lastColumn = min(columns - 1, -Self.floor(-(centerX + radius) / dotWidth))
        // The ring's dots stay within its bounding box (each is clamped to the area): one
        // byte of braille bits for each cell of the box.
        let boxLeft = firstColumn / dotsAcross, boxTop = firstRow / dotsDown
        let boxWidth = max(0, lastColumn / dotsAcross - boxLeft + 1)
        let boxHeight = max(0, lastRow / dotsDown - boxTop + 1)
        guard boxWidth > 0, boxHeight > 0 else { return }
        var bits = [UInt8](repeating: 0, count: boxWidth * boxHeight)
        func mark(_ x: Int, _ y: Int) {
            guard x >= 0, x < columns, y >= 0, y < rows else { return }
            let cellX = x / dotsAcross - boxLeft, cellY = y / dotsDown - boxTop
            guard cellX >= 0, cellX < boxWidth, cellY >= 0, cellY < boxHeight else { return }
            bits[cellY * boxWidth + cellX] |= Self.brailleBit(x % dotsAcross, y % dotsDown)
        }
        if firstRow <= lastRow {
            for y in firstRow...lastRow {
                let dy = originY + (Double(y) + 0.5) * dotHeight - centerY
                guard abs(dy) <= radius else { continue }
                let dx = (radius * radius - dy * dy).squareRoot()
                mark(Self.floor((centerX - dx) / dotWidth), y)
                mark(Self.floor((centerX + dx) / dotWidth), y)
            }
        }
        if firstColumn <= lastColumn {
            for x in firstColumn...lastColumn {
                let dx = (Double(x) + 0.5) * dotWidth - centerX
                guard abs(dx) <= radius else { continue }
                let dy = (radius * radius - dx * dx).squareRoot()
                mark(x, Self.floor((centerY - dy - originY) / dotHeight))
                mark(x, Self.floor((centerY + dy - originY) / dotHeight))
            }
        }
        let braille = glyphs == .braille
        for cellY in 0..<boxHeight {
            for cellX in 0..<boxWidth {
                let pattern = bits[cellY * boxWidth + cellX]
                let column = boxLeft + cellX, row = top + boxTop + cellY
                guard pattern != 0, grid.contains(column: column, row: row) else { continue }
                // U+2800 plus eight bits is always a braille pattern.
                let glyph: Unicode.Scalar = braille ? Unicode.Scalar(0x2800 + UInt32(pattern))! : "o"
                grid[column, row] = Cell(glyph, style)
            }
        }
    }

    /// `value` rounded down, as an integer: what `Int(value.rounded(.down))` gives,
    /// without a call to the C library's `floor` (a few hundred a frame).
    @inline(__always) static func floor(_ value: Double) -> Int {
        let truncated = Int(value)
        return Double(truncated) > value ? truncated - 1 : truncated
    }

    /// The bit of the braille dot at `x` across and `y` down within its cell.
    private static func brailleBit(_ x: Int, _ y: Int) -> UInt8 {
        switch (x, y) {
        case (0, 0): 0x01
        case (0, 1): 0x02
        case (0, 2): 0x04
        case (0, 3): 0x40
        case (1, 0): 0x08
        case (1, 1): 0x10
        case (1, 2): 0x20
        default: 0x80
        }
    }
}
