import BreatheCore

/// Runs of changed cells as the bytes a terminal needs, and no more.
///
/// The frame loop writes a little every few hundredths of a second for minutes on end,
/// often over SSH, so bytes count. The encoder remembers what the terminal is drawing
/// with (the pen: bold, dim, colour) across frames and changes only what differs, and it
/// remembers where the cursor is, to reach the next run by the shortest move the terminal
/// has (none at all, a column, a few steps, or a full address). `make bench` compares its
/// output with an ideal writer's on the same frames.
public struct FrameEncoder {
    public let codes: TerminalCodes
    /// Columns of the screen: writing into the last one leaves the cursor undefined.
    public var width: Int

    struct Pen: Equatable {
        var bold = false
        var dim = false
        var color: [UInt8]?
    }

    /// A pen as the encoder keeps it: the colour by its number among the distinct colour
    /// sequences, so that two styles with the same sequence share a pen, as they would
    /// comparing bytes.
    struct Ink: Equatable {
        var bold = false
        var dim = false
        var color = -1

        static let plain = Ink()
    }

    private var pen: Ink?
    private var cursor: (row: Int, column: Int)?
    /// The ink of each style, by its raw value, and the distinct colour sequences.
    private let inks: [Ink]
    private let colorBytes: [[UInt8]]

    public init(codes: TerminalCodes, width: Int) {
        self.codes = codes
        self.width = width
        var colorBytes: [[UInt8]] = []
        var inks: [Ink] = []
        for style in CellStyle.allCases {
            precondition(Int(style.rawValue) == inks.count, "CellStyle's raw values number its cases")
            let look = Self.look(of: style, codes: codes)
            var ink = Ink(bold: look.bold, dim: look.dim)
            if let color = look.color {
                if let known = colorBytes.firstIndex(of: color) {
                    ink.color = known
                } else {
                    ink.color = colorBytes.count
                    colorBytes.append(color)
                }
            }
            inks.append(ink)
        }
        self.inks = inks
        self.colorBytes = colorBytes
    }

    /// The terminal was cleared or handed back: what it draws with and where its cursor
    /// is are no longer known.
    public mutating func forget() {
        pen = nil
        cursor = nil
    }

    /// The bytes that put the terminal back to plain attributes, if it is not plain now
    /// (before the terminal is handed back, or ncurses takes it).
    public mutating func plain() -> [UInt8] {
        guard pen != .plain else { return [] }
        pen = .plain
        return codes.reset
    }

    public mutating func append(_ run: CellRun, to bytes: inout [UInt8]) {
        writeMove(toRow: run.row, column: run.column, into: &bytes)
        run.cells.withUnsafeBufferPointer { cells in
            for position in cells.indices {
                let cell = cells[position]
                if cell.isWideTail { continue }
                let wanted = inks[Int(cell.style.rawValue)]
                // A space looks the same in any of breathe's styles (none sets a background),
                // so erasing never costs a change of pen.
                if wanted != pen, cell.scalar != " " || pen == nil {
                    change(from: pen, to: wanted, into: &bytes)
                    pen = wanted
                }
                Self.appendUTF8(cell.scalar, to: &bytes)
                if !run.marks.isEmpty, let marks = run.marks[position] {
                    for mark in marks { Self.appendUTF8(mark, to: &bytes) }
                }
            }
        }
        // A run holds the tails of its wide characters, so it covers a column a cell. In
        // the last column the cursor waits to wrap, differently on each terminal.
        let column = run.column + run.cells.count
        cursor = column < width ? (run.row, column) : nil
    }

    static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(0xC0 | UInt8(value >> 6))
            bytes.append(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(0xE0 | UInt8(value >> 12))
            bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        default:
            bytes.append(0xF0 | UInt8(value >> 18))
            bytes.append(0x80 | UInt8((value >> 12) & 0x3F))
            bytes.append(0x80 | UInt8((value >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(value & 0x3F))
        }
    }

    func look(of style: CellStyle) -> Pen {
        Self.look(of: style, codes: codes)
    }

    static func look(of style: CellStyle, codes: TerminalCodes) -> Pen {
        switch style {
        case .plain: Pen()
        case .dim: Pen(dim: true)
        case .bold: Pen(bold: true)
        case .inhale, .hold, .exhale: Pen(bold: true, color: codes.colors?[style])
        case .shade0, .shade1, .shade2, .shade3, .rest: Pen(color: codes.colors?[style])
        }
    }

    /// The least that turns `old` into `new`: attributes are only ever added, so anything
    /// to take away (bold, dim, a colour) means a reset and setting `new` again.
    private func change(from old: Ink?, to new: Ink, into bytes: inout [UInt8]) {
        if let old, !(old.bold && !new.bold), !(old.dim && !new.dim), !(old.color >= 0 && new.color < 0) {
            if new.bold && !old.bold { bytes += codes.bold }
            if new.dim && !old.dim { bytes += codes.dim }
            if new.color != old.color, new.color >= 0 { bytes += colorBytes[new.color] }
            return
        }
        bytes += codes.reset
        if new.bold { bytes += codes.bold }
        if new.dim { bytes += codes.dim }
        if new.color >= 0 { bytes += colorBytes[new.color] }
    }

    /// The shortest way from where the cursor is to `row`, `column`, as bytes.
    func move(toRow row: Int, column: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        writeMove(toRow: row, column: column, into: &bytes)
        return bytes
    }

    /// The ways the cursor can go, each with the one number it takes (a row, a column
    /// or a count).
    private enum Way {
        case stay, rowAddress, down, up, columnAddress, right, left, carriageReturn, carriageReturnRight
    }

    private func length(of way: Way, _ value: Int) -> Int? {
        switch way {
        case .stay: 0
        case .rowAddress: codes.vpa.length(value)
        case .down: codes.cud.length(value)
        case .up: codes.cuu.length(value)
        case .columnAddress: codes.hpa.length(value)
        case .right: codes.cuf.length(value)
        case .left: codes.cub.length(value)
        case .carriageReturn: codes.cr.count
        case .carriageReturnRight: codes.cuf.length(value).map { codes.cr.count + $0 }
        }
    }

    private func write(_ way: Way, _ value: Int, into bytes: inout [UInt8]) {
        switch way {
        case .stay: break
        case .rowAddress: codes.vpa.write(value, into: &bytes)
        case .down: codes.cud.write(value, into: &bytes)
        case .up: codes.cuu.write(value, into: &bytes)
        case .columnAddress: codes.hpa.write(value, into: &bytes)
        case .right: codes.cuf.write(value, into: &bytes)
        case .left: codes.cub.write(value, into: &bytes)
        case .carriageReturn: bytes += codes.cr
        case .carriageReturnRight:
            bytes += codes.cr
            codes.cuf.write(value, into: &bytes)
        }
    }

    /// The shortest way from where the cursor is to `row`, `column`. A move is a way
    /// down or up and a way across, chosen apart (the shortest of each makes the shortest
    /// pair), against the full address; on a tie the address wins, and between ways of
    /// one length the first tried. Lengths are counted before anything is written.
    func writeMove(toRow row: Int, column: Int, into bytes: inout [UInt8]) {
        guard let (fromRow, fromColumn) = cursor else {
            codes.cup.write(row, column, into: &bytes)
            return
        }
        if fromRow == row, fromColumn == column { return }
        let address = codes.cup.length(row, column) ?? 0
        // The first of the shortest, of each kind.
        var vertical = (way: Way.stay, value: 0, length: Int.max)
        var horizontal = (way: Way.stay, value: 0, length: Int.max)
        if row == fromRow {
            vertical.length = 0
        } else {
            consider(.rowAddress, row, for: &vertical)
            if row > fromRow { consider(.down, row - fromRow, for: &vertical) }
            if row < fromRow { consider(.up, fromRow - row, for: &vertical) }
        }
        if column == fromColumn {
            horizontal.length = 0
        } else {
            consider(.columnAddress, column, for: &horizontal)
            if column > fromColumn { consider(.right, column - fromColumn, for: &horizontal) }
            if column < fromColumn { consider(.left, fromColumn - column, for: &horizontal) }
            if !codes.cr.isEmpty { consider(column == 0 ? .carriageReturn : .carriageReturnRight, column, for: &horizontal) }
        }
        let (verticalLength, horizontalLength) = (vertical.length, horizontal.length)
        guard verticalLength < Int.max, horizontalLength < Int.max, verticalLength + horizontalLength < address else {
            codes.cup.write(row, column, into: &bytes)
            return
        }
        write(vertical.way, vertical.value, into: &bytes)
        write(horizontal.way, horizontal.value, into: &bytes)
    }

    /// `way` becomes the best when it is shorter than the best so far.
    private func consider(_ way: Way, _ value: Int, for best: inout (way: Way, value: Int, length: Int)) {
        guard let length = length(of: way, value), length < best.length else { return }
        best = (way, value, length)
    }
}
