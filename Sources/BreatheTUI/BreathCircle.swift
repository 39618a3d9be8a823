#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

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
    ///
    /// A session draws the same few dozen rings over and over (each breath passes the
    /// same radius steps): each is drawn once and kept (`shelf`), and a frame sets the
    /// kept cells. What a ring looks like depends on nothing but the circle, the radius,
    /// the style and the grid's size, under which it is kept.
    public func draw(radius: Double, into grid: inout CellGrid, style: CellStyle) {
        guard radius > 0 else { return }
        let ring = ring(radius: radius, style: style, gridWidth: grid.width, gridHeight: grid.height)
        grid.set(ring.edits, within: ring.box, named: ring.number)
    }

    /// The cells of a ring, by increasing index in a grid of `gridWidth` × `gridHeight`,
    /// the box they lie in, and the radius they were drawn for.
    struct Ring: Sendable {
        let edits: [CellGrid.Edit]
        let box: ChangedBox
        let radius: Double
        /// Never the same for two rings drawn, so that a grid can name the cells it took
        /// from one (`CellGrid.overlay`): a kept ring is the same cells for as long as it is
        /// kept, and a ring drawn again is another number.
        let number: Int

        init(edits: [CellGrid.Edit], box: ChangedBox, radius: Double) {
            self.edits = edits
            self.box = box
            self.radius = radius
            number = BreathCircle.ringsDrawn.wrappingAdd(1, ordering: .relaxed).newValue
        }
    }

    /// Rings drawn so far, which numbers them.
    static let ringsDrawn = Atomic<Int>(0)

    /// The rings drawn before, for a few circles on their sizes of grid (the last ones
    /// used; a session uses one): by style, then by radius step. Looking one up compares a
    /// few numbers and indexes two arrays; a frame wakes with little in the processor's
    /// caches, and hashing a key would bring in more code.
    struct RingShelf: Sendable {
        /// The rings of one circle on one size of grid.
        struct Rack: Sendable {
            let circle: BreathCircle
            let gridWidth: Int, gridHeight: Int
            var rings: [[Ring?]] = Array(repeating: [], count: CellStyle.allCases.count)
        }

        var racks: [Rack] = []
        /// The rack a new circle takes next, when all are taken.
        var nextToReplace = 0
        /// Callers drawing afresh (`drawingAfresh`): while any, each frame asks whether it
        /// is one of them.
        var drawingAfresh = 0

        /// Circles kept at once: one for a session (one more after a resize), the rest for
        /// tests run side by side, which draw circles of many sizes at once: with 8, one
        /// test's circles were taken over by others' mid-session under `make test`, and
        /// its frames were encoded again rather than sent again. A rack is filled only as
        /// it is drawn, so a session pays nothing for the places it does not use.
        static let racksKept = 32

        /// The rack of `circle` on this grid, and the ring's place in it, if the radius is
        /// a whole number of steps.
        func place(of circle: BreathCircle, radius: Double, style: CellStyle, gridWidth: Int, gridHeight: Int) -> (rack: Int?, style: Int, step: Int)? {
            let steps = radius / circle.radiusStep
            guard steps >= 0, steps <= Double(BreathCircle.stepsKept) else { return nil }
            let rack = racks.firstIndex { $0.gridWidth == gridWidth && $0.gridHeight == gridHeight && $0.circle == circle }
            return (rack, Int(style.rawValue), Int(steps.rounded()))
        }

        func ring(for circle: BreathCircle, radius: Double, style: CellStyle, gridWidth: Int, gridHeight: Int) -> Ring? {
            guard let (rack, style, step) = place(of: circle, radius: radius, style: style, gridWidth: gridWidth, gridHeight: gridHeight), let rack,
                  step < racks[rack].rings[style].count, let ring = racks[rack].rings[style][step], ring.radius == radius else { return nil }
            return ring
        }

        mutating func keep(_ ring: Ring, for circle: BreathCircle, style: CellStyle, gridWidth: Int, gridHeight: Int) {
            guard let (found, style, step) = place(of: circle, radius: ring.radius, style: style, gridWidth: gridWidth, gridHeight: gridHeight) else { return }
            let rack: Int
            if let found {
                rack = found
            } else if racks.count < Self.racksKept {
                racks.append(Rack(circle: circle, gridWidth: gridWidth, gridHeight: gridHeight))
                rack = racks.count - 1
            } else {
                rack = nextToReplace
                nextToReplace = (nextToReplace + 1) % Self.racksKept
                racks[rack] = Rack(circle: circle, gridWidth: gridWidth, gridHeight: gridHeight)
            }
            if racks[rack].rings[style].isEmpty { racks[rack].rings[style] = Array(repeating: nil, count: BreathCircle.stepsKept + 1) }
            racks[rack].rings[style][step] = ring
        }
    }

    /// Radius steps a circle has at most: `radiusStep` is at least a sixtieth of the
    /// largest radius (and rounding may reach one more).
    static let stepsKept = 61

    static let shelf = Mutex(RingShelf())

    /// A shelf one task keeps to itself (`keepingRingsApart`).
    final class ShelfApart: Sendable {
        let rings = Mutex(RingShelf())
    }

    /// The shelf of this task, when it keeps its rings apart; nil in a session.
    @TaskLocal static var shelfApart: ShelfApart?
    /// Tasks keeping their rings apart now: while none (in a session, always), a ring's
    /// lookup does not ask for the task's own shelf.
    static let tasksKeepingRingsApart = Atomic<Int>(0)

    /// Runs `body` with its rings kept on a shelf of its own. A test counting the frames
    /// sent again needs its rings to stay kept, and a test run beside it draws circles of
    /// 300 sizes, which can take all of the shared shelf's places mid-session.
    static func keepingRingsApart<Result>(_ body: () throws -> Result) rethrows -> Result {
        tasksKeepingRingsApart.add(1, ordering: .relaxed)
        defer { tasksKeepingRingsApart.subtract(1, ordering: .relaxed) }
        return try $shelfApart.withValue(ShelfApart(), operation: body)
    }

    /// `body` over this task's shelf: its own, or the shared one.
    private static func withShelf<Result: Sendable>(_ body: (inout RingShelf) -> Result) -> Result {
        if tasksKeepingRingsApart.load(ordering: .relaxed) > 0, let apart = shelfApart { return apart.rings.withLock { body(&$0) } }
        return shelf.withLock { body(&$0) }
    }

    /// Whether this task draws every ring afresh (`drawingAfresh`).
    @TaskLocal static var drawsAfresh = false

    /// Runs `body` with every ring drawn afresh, none kept nor used: to compare a kept
    /// ring with one drawn now (the tests). Other tasks keep using the shelf.
    static func drawingAfresh<Result>(_ body: () throws -> Result) rethrows -> Result {
        withShelf { $0.drawingAfresh += 1 }
        defer { withShelf { $0.drawingAfresh -= 1 } }
        return try $drawsAfresh.withValue(true, operation: body)
    }

    /// The ring of `radius`: kept, or drawn now and kept.
    func ring(radius: Double, style: CellStyle, gridWidth: Int, gridHeight: Int) -> Ring {
        let found: (ring: Ring?, afresh: Bool) = Self.withShelf { shelf in
            // Asked only while some task draws afresh: never in a session.
            if shelf.drawingAfresh > 0, Self.drawsAfresh { return (nil, true) }
            return (shelf.ring(for: self, radius: radius, style: style, gridWidth: gridWidth, gridHeight: gridHeight), false)
        }
        let afresh = found.afresh
        if let kept = found.ring { return kept }
        let ring = drawRing(radius: radius, style: style, gridWidth: gridWidth, gridHeight: gridHeight)
        if !afresh { Self.withShelf { $0.keep(ring, for: self, style: style, gridWidth: gridWidth, gridHeight: gridHeight) } }
        return ring
    }

    /// Draws the ring of `radius`, for a grid of `gridWidth` × `gridHeight`.
    func drawRing(radius: Double, style: CellStyle, gridWidth: Int, gridHeight: Int) -> Ring {
        var edits: [CellGrid.Edit] = []
        var box = ChangedBox()
        guard radius > 0 else { return Ring(edits: edits, box: box, radius: radius) }
        let columns = width * dotsAcross
        let rows = height * dotsDown
        let originY = Double(top) * 2
        let firstRow = max(0, Self.floor((centerY - radius - originY) / dotHeight))
        let lastRow = min(rows - 1, -Self.floor(-(centerY + radius - originY) / dotHeight))
        let firstColumn = max(0, Self.floor((centerX - radius) / dotWidth))
        let lastColumn = min(columns - 1, -Self.floor(-(centerX + radius) / dotWidth))
        // The ring's dots stay within its bounding box (each is clamped to the area): one
        // byte of braille bits for each cell of the box, on the stack.
        let boxLeft = max(0, firstColumn) / dotsAcross, boxTop = max(0, firstRow) / dotsDown
        let boxWidth = max(0, min(columns - 1, lastColumn) / dotsAcross - boxLeft + 1)
        let boxHeight = max(0, min(rows - 1, lastRow) / dotsDown - boxTop + 1)
        guard boxWidth > 0, boxHeight > 0 else { return Ring(edits: edits, box: box, radius: radius) }
        let across = dotsAcross, down = dotsDown, braille = glyphs == .braille
        let dotWidth = dotWidth, dotHeight = dotHeight
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
            // Row by row, left to right (the order the grid keeps its edits in); the
            // ring's inside is empty, passed over eight cells at a time.
            let start = bits.baseAddress!
            for cellY in 0..<boxHeight {
                let rowBits = start + cellY * boxWidth
                var cellX = 0
                while cellX < boxWidth {
                    if cellX + 8 <= boxWidth, UnsafeRawPointer(rowBits + cellX).loadUnaligned(as: UInt64.self) == 0 {
                        cellX += 8
                        continue
                    }
                    let pattern = rowBits[cellX]
                    let column = boxLeft + cellX, row = top + boxTop + cellY
                    cellX += 1
                    guard pattern != 0, column >= 0, column < gridWidth, row >= 0, row < gridHeight else { continue }
                    // U+2800 plus eight bits is always a braille pattern.
                    let glyph: Unicode.Scalar = braille ? Unicode.Scalar(0x2800 + UInt32(pattern))! : "o"
                    edits.append(CellGrid.Edit(index: row * gridWidth + column, cell: Cell(glyph, style)))
                    box.include(column: column, row: row)
                }
            }
        }
        return Ring(edits: edits, box: box, radius: radius)
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
