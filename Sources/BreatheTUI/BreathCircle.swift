#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// The radius moves in steps of half a dot, or of a sixtieth of its largest size on
    /// big terminals: finer steps would hardly show and only cost frames and bytes.
    public var radiusStep: Double { max(dotWidth / 2, maxRadius / 60) }

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
        let firstRow = max(0, Int(((centerY - radius - originY) / dotHeight).rounded(.down)))
        let lastRow = min(rows - 1, Int(((centerY + radius - originY) / dotHeight).rounded(.up)))
        let firstColumn = max(0, Int(((centerX - radius) / dotWidth).rounded(.down)))
        let lastColumn = min(columns - 1, Int(((centerX + radius) / dotWidth).rounded(.up)))
        // The ring's dots stay within its bounding box (each is clamped to the area): one
        // byte of braille bits for each cell of the box, on the stack.
        let boxLeft = max(0, firstColumn) / dotsAcross, boxTop = max(0, firstRow) / dotsDown
        let boxWidth = max(0, min(columns - 1, lastColumn) / dotsAcross - boxLeft + 1)
        let boxHeight = max(0, min(rows - 1, lastRow) / dotsDown - boxTop + 1)
        guard boxWidth > 0, boxHeight > 0 else { return }
        let across = dotsAcross, down = dotsDown
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: boxWidth * boxHeight) { bits in
            bits.initialize(repeating: 0)
            func mark(_ x: Int, _ y: Int) {
                guard x >= 0, x < columns, y >= 0, y < rows else { return }
                let cellX = x / across - boxLeft, cellY = y / down - boxTop
                guard cellX >= 0, cellX < boxWidth, cellY >= 0, cellY < boxHeight else { return }
                bits[cellY * boxWidth + cellX] |= Self.brailleBit(x % across, y % down)
            }
            if firstRow <= lastRow {
                for y in firstRow...lastRow {
                    let dy = originY + (Double(y) + 0.5) * dotHeight - centerY
                    guard abs(dy) <= radius else { continue }
                    let dx = (radius * radius - dy * dy).squareRoot()
                    mark(Int(((centerX - dx) / dotWidth).rounded(.down)), y)
                    mark(Int(((centerX + dx) / dotWidth).rounded(.down)), y)
                }
            }
            if firstColumn <= lastColumn {
                for x in firstColumn...lastColumn {
                    let dx = (Double(x) + 0.5) * dotWidth - centerX
                    guard abs(dx) <= radius else { continue }
                    let dy = (radius * radius - dx * dx).squareRoot()
                    mark(x, Int(((centerY - dy - originY) / dotHeight).rounded(.down)))
                    mark(x, Int(((centerY + dy - originY) / dotHeight).rounded(.down)))
                }
            }
            for cellY in 0..<boxHeight {
                for cellX in 0..<boxWidth {
                    let pattern = bits[cellY * boxWidth + cellX]
                    guard pattern != 0 else { continue }
                    let column = boxLeft + cellX, row = top + boxTop + cellY
                    guard grid.contains(column: column, row: row) else { continue }
                    let glyph: Unicode.Scalar = glyphs == .braille ? Unicode.Scalar(0x2800 + UInt32(pattern)) ?? "o" : "o"
                    grid[column, row] = Cell(glyph, style)
                }
            }
        }
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
