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

    /// The radius moves in steps of half a dot: finer steps would be invisible and only
    /// cost frames.
    public var radiusStep: Double { dotWidth / 2 }

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
    /// where the circle crosses it, which gives a closed outline one dot thick.
    public func draw(radius: Double, into grid: inout CellGrid, style: CellStyle) {
        guard radius > 0 else { return }
        let columns = width * dotsAcross
        let rows = height * dotsDown
        var dots = [Bool](repeating: false, count: columns * rows)
        let originY = Double(top) * 2
        func mark(_ x: Int, _ y: Int) {
            if x >= 0, x < columns, y >= 0, y < rows { dots[y * columns + x] = true }
        }
        for y in 0..<rows {
            let dy = originY + (Double(y) + 0.5) * dotHeight - centerY
            guard abs(dy) <= radius else { continue }
            let dx = (radius * radius - dy * dy).squareRoot()
            mark(Int(((centerX - dx) / dotWidth).rounded(.down)), y)
            mark(Int(((centerX + dx) / dotWidth).rounded(.down)), y)
        }
        for x in 0..<columns {
            let dx = (Double(x) + 0.5) * dotWidth - centerX
            guard abs(dx) <= radius else { continue }
            let dy = (radius * radius - dx * dx).squareRoot()
            mark(x, Int(((centerY - dy - originY) / dotHeight).rounded(.down)))
            mark(x, Int(((centerY + dy - originY) / dotHeight).rounded(.down)))
        }
        for row in 0..<height {
            for column in 0..<width {
                let glyph: Unicode.Scalar?
                switch glyphs {
                case .braille:
                    glyph = brailleCell(dots, columns: columns, column: column, row: row)
                case .ascii:
                    glyph = dots[row * columns + column] ? "o" : nil
                }
                if let glyph, grid.contains(column: column, row: top + row) {
                    grid[column, top + row] = Cell(glyph, style)
                }
            }
        }
    }

    private static let brailleBits: [[UInt32]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// The braille character for the 2×4 dots of one cell, or nil when all are off.
    /// Unicode numbers the dots down the left column (1, 2, 3, then 7) and then down the
    /// right one (4, 5, 6, then 8).
    private func brailleCell(_ dots: [Bool], columns: Int, column: Int, row: Int) -> Unicode.Scalar? {
        var pattern: UInt32 = 0
        for dx in 0..<2 {
            for dy in 0..<4 where dots[(row * 4 + dy) * columns + column * 2 + dx] {
                pattern |= Self.brailleBits[dx][dy]
            }
        }
        return pattern == 0 ? nil : Unicode.Scalar(0x2800 + pattern)
    }
}
