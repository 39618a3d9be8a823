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

    /// The runs of a frame, in order.
    public mutating func append(_ runs: [CellRun], to bytes: inout [UInt8]) {
        for run in runs { append(run, to: &bytes) }
    }

    public mutating func append(_ run: CellRun, to bytes: inout [UInt8]) {
        writeMove(toRow: run.row, column: run.column, into: &bytes)
        for (position, cell) in run.cells.enumerated() where !cell.isWideTail {
            let wanted = inks[Int(cell.style.rawValue)]
            // A space looks the same in any of breathe's styles (none sets a background),
            // so erasing never costs a change of pen.
            if wanted != pen, cell.scalar != " " || pen == nil {
                change(from: pen, to: wanted, into: &bytes)
                pen = wanted
            }
            UTF8.encode(cell.scalar) { bytes.append($0) }
            for mark in run.marks[position] ?? [] { UTF8.encode(mark) { bytes.append($0) } }
        }
        // A run holds the tails of its wide characters, so it covers a column a cell. In
        // the last column the cursor waits to wrap, differently on each terminal.
        let column = run.column + run.cells.count
        cursor = column < width ? (run.row, column) : nil
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

    /// The ways the cursor can go, each with the one number it takes (a row, a column
    /// or a count).
    private enum Way {
        case stay, rowAddress, down, up, columnAddress, right, left, carriageReturn, carriageReturnRight
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
        // The first of the shortest, of each kind: tried in this order, a later way
        // taken only when strictly shorter.
        var vertical = Way.stay, verticalValue = 0, verticalLength = 0
        if row != fromRow {
            verticalLength = Int.max
            if let length = codes.vpa.length(row),
               length < verticalLength { (vertical, verticalValue, verticalLength) = (.rowAddress, row, length) }
            if row > fromRow {
                if let length = codes.cud.length(row - fromRow),
                   length < verticalLength {
                       (vertical, verticalValue, verticalLength) = (.down, row - fromRow, length)
                   }
            } else {
                if let length = codes.cuu.length(fromRow - row),
                   length < verticalLength { (vertical, verticalValue, verticalLength) = (.up, fromRow - row, length) }
            }
        }
        var horizontal = Way.stay, horizontalValue = 0, horizontalLength = 0
        if column != fromColumn {
            horizontalLength = Int.max
            if let length = codes.hpa.length(column),
               length < horizontalLength {
                   (horizontal, horizontalValue, horizontalLength) = (.columnAddress, column, length)
               }
            if column > fromColumn {
                if let length = codes.cuf.length(column - fromColumn),
                   length < horizontalLength {
                       (horizontal, horizontalValue, horizontalLength) = (.right, column - fromColumn, length)
                   }
            } else {
                if let length = codes.cub.length(fromColumn - column),
                   length < horizontalLength {
                       (horizontal, horizontalValue, horizontalLength) = (.left, fromColumn - column, length)
                   }
            }
            if !codes.cr.isEmpty {
                if column == 0 {
                    if codes.cr.count < horizontalLength {
                        (horizontal, horizontalValue, horizontalLength) = (.carriageReturn, column, codes.cr.count)
                    }
                } else if let length = codes.cuf.length(column), codes.cr.count + length < horizontalLength {
                    (
                        horizontal, horizontalValue,
                        horizontalLength) = (.carriageReturnRight, column, codes.cr.count + length)
                }
            }
        }
        guard verticalLength < Int.max, horizontalLength < Int.max, verticalLength + horizontalLength < address else {
            codes.cup.write(row, column, into: &bytes)
            return
        }
        write(vertical, verticalValue, into: &bytes)
        write(horizontal, horizontalValue, into: &bytes)
    }
}
