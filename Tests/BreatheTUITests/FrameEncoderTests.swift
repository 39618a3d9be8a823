import BreatheCore
import Testing
import TestSupport
@testable import BreatheTUI

/// The bytes of a frame: the pen kept across frames, the shortest cursor moves, and a
/// terminal that, fed those bytes, shows exactly the frames.
@Suite struct FrameEncoderTests {
    let codes = TerminalCodes.ansi(color: true)

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self).replacing("\u{1B}", with: "⎋") }

    func encode(_ runs: [CellRun], with encoder: inout FrameEncoder) -> String {
        var bytes: [UInt8] = []
        for run in runs { encoder.append(run, to: &bytes) }
        return text(bytes)
    }

    @Test func thePenIsKeptAcrossRunsAndFrames() {
        var encoder = FrameEncoder(codes: codes, width: 80)
        let first = encode([CellRun(row: 2, column: 10, cells: [Cell("⠁", .inhale), Cell("⠂", .inhale)])], with: &encoder)
        #expect(first == "⎋[3;11H⎋(B⎋[m⎋[1m⎋[36m⠁⠂")
        // The same style in the next frame: no attributes at all.
        let second = encode([CellRun(row: 3, column: 10, cells: [Cell("⠄", .inhale)])], with: &encoder)
        #expect(second == "⎋[4;11H⠄")
        // Inhale to exhale: only the colour changes.
        #expect(encode([CellRun(row: 3, column: 20, cells: [Cell("x", .exhale)])], with: &encoder) == "⎋[9C⎋[32mx")
        // To plain, something must go: a reset.
        #expect(encode([CellRun(row: 3, column: 22, cells: [Cell("y")])], with: &encoder) == "⎋[1C⎋(B⎋[my")
        // Plain to bold only adds.
        #expect(encode([CellRun(row: 3, column: 23, cells: [Cell("z", .bold)])], with: &encoder) == "⎋[1mz")
        // Back to plain before the terminal is handed back, and only when needed.
        #expect(text(encoder.plain()) == "⎋(B⎋[m")
        #expect(encoder.plain().isEmpty)
    }

    @Test func theShortestMoveIsTaken() {
        var encoder = FrameEncoder(codes: codes, width: 80)
        _ = encode([CellRun(row: 5, column: 40, cells: [Cell("a")])], with: &encoder)
        // Each the shortest of a full address, a column, a row, steps and a return.
        let cases: [(row: Int, column: Int, expected: String)] = [
            (5, 41, ""),          // right where the cursor is
            (5, 45, "⎋[3C"),      // a few steps right (4 bytes; the column, ⎋[46G, is 5)
            (5, 2, "⎋[3G"),       // the column (4 bytes; a return and two steps are 5)
            (5, 0, "\r"),
            (6, 1, "⎋[7d"),       // the row, keeping the column (⎋[1B is as long)
            (20, 1, "⎋[21;2H"),   // a full address (8 bytes; down and left are 9)
            (0, 79, "⎋[1;80H"),
        ]
        for (row, column, expected) in cases {
            var probe = encoder
            let move = encode([CellRun(row: row, column: column, cells: [Cell("b")])], with: &probe)
            #expect(move == expected + "b", "to \(row), \(column)")
            encoder = probe
        }
        // Written into the last column, the cursor's place is unknown: a full address next.
        #expect(encode([CellRun(row: 1, column: 0, cells: [Cell("c")])], with: &encoder) == "⎋[2;1Hc")
        encoder.forget()
        #expect(encode([CellRun(row: 1, column: 1, cells: [Cell("d")])], with: &encoder) == "⎋[2;2H⎋(B⎋[md")
    }

    /// Frames of text, styles, braille and wide characters, encoded and fed to a model
    /// terminal: after every frame it shows exactly the frame, attributes included.
    @Test(arguments: [true, false])
    func aTerminalFedTheBytesShowsTheFrames(color: Bool) {
        var generator = SeededGenerator(state: 77)
        let width = 24, height = 5
        var encoder = FrameEncoder(codes: TerminalCodes.ansi(color: color), width: width)
        let terminal = ByteTerminal(width: width, height: height)
        var shown = CellGrid(width: width, height: height)
        let pieces = ["ab", "c", "⣿⠁", "呼", "x吸", " ", "e\u{301}", "1:05"]
        let styles = CellStyle.allCases
        for frame in 0..<500 {
            var grid = shown
            for _ in 0..<generator.below(4) {
                var text = ""
                for _ in 0..<(1 + generator.below(4)) { text += pieces[generator.below(pieces.count)] }
                grid.put(text, column: generator.below(width), row: generator.below(height), style: styles[generator.below(styles.count)])
            }
            if frame % 97 == 0 { encoder.forget() }
            var bytes: [UInt8] = []
            for run in FrameWriter.changes(from: shown, to: grid) { encoder.append(run, to: &bytes) }
            terminal.feed(bytes)
            shown = grid
            #expect(terminal.text == grid.text, "frame \(frame)")
            for row in 0..<height {
                for column in 0..<width where !grid[column, row].isWideTail && grid[column, row].scalar != " " {
                    let look = FrameEncoder.look(of: grid[column, row].style, codes: encoder.codes)
                    #expect(terminal.pens[row][column] == ByteTerminal.Pen(bold: look.bold, dim: look.dim, color: look.color), "frame \(frame) at \(row), \(column)")
                }
            }
        }
    }
}

/// Enough of a terminal for the encoder's bytes: the ANSI moves and attributes of
/// `TerminalCodes.ansi`, characters of one or two columns, combining marks, and the
/// cursor that stays in the last column after writing there.
final class ByteTerminal {
    struct Pen: Equatable {
        var bold = false
        var dim = false
        var color: [UInt8]?
    }

    let width: Int, height: Int
    private var screen: ScreenCells
    private(set) var pens: [[Pen]]
    private var row = 0, column = 0, pen = Pen()
    private var lastWritten: (row: Int, column: Int)?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        screen = ScreenCells(width: width, height: height)
        pens = Array(repeating: Array(repeating: Pen(), count: width), count: height)
    }

    func feed(_ bytes: [UInt8]) {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\r" { column = 0; continue }
            guard scalar == "\u{1B}" else { write(scalar); continue }
            if scalars[index] == "(" { index += 2; continue }  // ESC ( B: the character set
            index += 1  // "["
            var parameters = ""
            while !(("A"..."Z").contains(scalars[index]) || ("a"..."z").contains(scalars[index])) {
                parameters.unicodeScalars.append(scalars[index])
                index += 1
            }
            let final = scalars[index]
            index += 1
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
            let first = numbers.first ?? 1
            switch final {
            case "H": row = numbers[0] - 1; column = numbers[1] - 1
            case "G": column = first - 1
            case "d": row = first - 1
            case "C": column += first
            case "D": column -= first
            case "B": row += first
            case "A": row -= first
            case "m":
                switch parameters {
                case "": pen = Pen()
                case "1": pen.bold = true
                case "2": pen.dim = true
                default: pen.color = Array(("\u{1B}[" + parameters + "m").utf8)
                }
            default: Issue.record("unexpected sequence ESC [ \(parameters)\(final)")
            }
        }
    }

    private func write(_ scalar: Unicode.Scalar) {
        let columns = TextWidth.of(scalar)
        if columns == 0 {
            // A combining mark joins the character written last.
            if let last = lastWritten { screen.mark(scalar, column: last.column, row: last.row) }
            return
        }
        guard row >= 0, row < height, column >= 0, column + columns <= width else {
            Issue.record("a write outside the screen at \(row), \(column)")
            return
        }
        screen.write(String(scalar), column: column, row: row, columns: columns)
        pens[row][column] = pen
        lastWritten = (row, column)
        // As xterm does: after the last column the cursor stays on it, waiting to wrap.
        column = min(column + columns, width - 1)
    }

    var text: String { screen.text }
}
