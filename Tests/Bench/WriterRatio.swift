import BreatheCore
import BreatheTUI

/// The frame writer's bytes against an ideal writer's, on the same frames.
///
/// A box session runs a minute in virtual time (`VirtualSession.loop`); every frame's
/// changed cells are encoded by the real `FrameWriter` and `FrameEncoder` with xterm's
/// sequences. The ideal writer needs, for each run of changed cells, one cursor address
/// and the cells' characters: no attributes, no bridging, nothing else.
enum WriterRatio {
    struct Figures {
        let writtenBytes: Int
        let idealBytes: Int
        var ratio: Double { Double(writtenBytes) / Double(idealBytes) }
    }

    static func measure(width: Int, height: Int, seconds: Double = 60) -> Figures {
        let plan = try! PracticePlan(pattern: BuiltInPattern.named("box")!.pattern, length: .minutes(4))
        let codes = TerminalCodes.ansi(color: true)
        var encoder = FrameEncoder(codes: codes, width: width)
        var shown = CellGrid(width: width, height: height)
        var written = 0, ideal = 0
        VirtualSession.loop(plan, width: width, height: height, until: seconds) { _, _, grid, _ in
            var bytes: [UInt8] = []
            for run in FrameWriter.changes(from: shown, to: grid) { encoder.append(run, to: &bytes) }
            written += bytes.count
            ideal += idealBytes(from: shown, to: grid, codes: codes)
            shown = grid
        }
        return Figures(writtenBytes: written, idealBytes: ideal)
    }

    /// One full cursor address and the characters for each stretch of changed cells.
    static func idealBytes(from old: CellGrid, to new: CellGrid, codes: TerminalCodes) -> Int {
        var total = 0
        for row in 0..<new.height {
            var column = 0
            while column < new.width {
                guard old[column, row] != new[column, row] else { column += 1; continue }
                total += ("\u{1B}[\(row + 1);\(column + 1)H").utf8.count
                while column < new.width, old[column, row] != new[column, row] {
                    if !new[column, row].isWideTail { total += UTF8.width(new[column, row].scalar) }
                    column += 1
                }
            }
        }
        return total
    }
}
