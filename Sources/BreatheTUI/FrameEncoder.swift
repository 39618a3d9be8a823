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

    private var pen: Pen?
    private var cursor: (row: Int, column: Int)?

    public init(codes: TerminalCodes, width: Int) {
        self.codes = codes
        self.width = width
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
        guard pen != Pen() else { return [] }
        pen = Pen()
        return codes.reset
    }

    public mutating func append(_ run: CellRun, to bytes: inout [UInt8]) {
        bytes += move(toRow: run.row, column: run.column)
        for (position, cell) in run.cells.enumerated() where !cell.isWideTail {
            let wanted = look(of: cell.style)
            // A space looks the same in any of breathe's styles (none sets a background),
            // so erasing never costs a change of pen.
            if wanted != pen, cell.scalar != " " || pen == nil {
                bytes += change(from: pen, to: wanted)
                pen = wanted
            }
            bytes.append(contentsOf: UTF8.encode(cell.scalar)!)
            if !run.marks.isEmpty, let marks = run.marks[position] {
                for mark in marks { bytes.append(contentsOf: UTF8.encode(mark)!) }
            }
        }
        // A run holds the tails of its wide characters, so it covers a column a cell. In
        // the last column the cursor waits to wrap, differently on each terminal.
        let column = run.column + run.cells.count
        cursor = column < width ? (run.row, column) : nil
    }

    func look(of style: CellStyle) -> Pen {
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
    func change(from old: Pen?, to new: Pen) -> [UInt8] {
        if let old, !(old.bold && !new.bold), !(old.dim && !new.dim), !(old.color != nil && new.color == nil) {
            return (new.bold && !old.bold ? codes.bold : []) + (new.dim && !old.dim ? codes.dim : []) + (new.color != old.color ? new.color ?? [] : [])
        }
        return codes.reset + (new.bold ? codes.bold : []) + (new.dim ? codes.dim : []) + (new.color ?? [])
    }

    /// The shortest way from where the cursor is to `row`, `column`. A move is a way
    /// down or up and a way across, chosen apart (the shortest of each makes the shortest
    /// pair), against the full address; on a tie the address wins.
    func move(toRow row: Int, column: Int) -> [UInt8] {
        guard let (fromRow, fromColumn) = cursor else { return codes.fill(codes.cup, [row, column]) ?? [] }
        if fromRow == row, fromColumn == column { return [] }
        let address = codes.fill(codes.cup, [row, column]) ?? []
        var vertical: [[UInt8]] = []
        if row == fromRow {
            vertical = [[]]
        } else {
            if let absolute = codes.fill(codes.vpa, [row]) { vertical.append(absolute) }
            if row > fromRow, let down = codes.fill(codes.cud, [row - fromRow]) { vertical.append(down) }
            if row < fromRow, let up = codes.fill(codes.cuu, [fromRow - row]) { vertical.append(up) }
        }
        var horizontal: [[UInt8]] = []
        if column == fromColumn {
            horizontal = [[]]
        } else {
            if let absolute = codes.fill(codes.hpa, [column]) { horizontal.append(absolute) }
            if column > fromColumn, let right = codes.fill(codes.cuf, [column - fromColumn]) { horizontal.append(right) }
            if column < fromColumn, let left = codes.fill(codes.cub, [fromColumn - column]) { horizontal.append(left) }
            if !codes.cr.isEmpty {
                if column == 0 { horizontal.append(codes.cr) } else if let right = codes.fill(codes.cuf, [column]) { horizontal.append(codes.cr + right) }
            }
        }
        guard let down = vertical.min(by: { $0.count < $1.count }), let across = horizontal.min(by: { $0.count < $1.count }),
              down.count + across.count < address.count else { return address }
        return down + across
    }
}
