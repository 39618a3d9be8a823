import BreatheCore
import BreatheTUI
#if canImport(Glibc)
import Glibc
#endif

/// The reference the report compares breathe with: the same session screen, redrawn in
/// full 60 times a second, as a naive frame loop would. It runs in the same kind of pane
/// and is measured the same way, so the ratios between the two hold on any machine.
enum ReferenceRedraw {
    static let framesPerSecond = 60.0

    /// Draws a box session for `seconds` on standard output, sized to the terminal.
    static func run(seconds: Double) {
        var size = winsize()
        _ = ioctl(1, UInt(TIOCGWINSZ), &size)
        let width = Int(size.ws_col), height = Int(size.ws_row)
        let session = PracticeSession(plan: FrameLoopBench.plan(minutes: 5), startedAt: now())
        let screen = SessionScreen(width: width, height: height, glyphs: .braille)
        let begin = now()
        var frame = 0
        write(Array("\u{1B}[?1049h\u{1B}[?25l".utf8))
        while now() - begin < seconds {
            let grid = screen.render(SessionView(header: "breathe · \(FrameLoopBench.pattern)", moment: session.moment(at: now()), isPaused: false))
            write(fullFrame(grid))
            frame += 1
            // The next frame on a fixed 60 Hz schedule.
            let wait = begin + Double(frame) / framesPerSecond - now()
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        }
        write(Array("\u{1B}[?25h\u{1B}[?1049l".utf8))
    }

    /// Home, then every cell of every row, with a colour change wherever the style does.
    static func fullFrame(_ grid: CellGrid) -> [UInt8] {
        var bytes: [UInt8] = Array("\u{1B}[H".utf8)
        bytes.reserveCapacity(grid.width * grid.height * 2)
        var style: CellStyle?
        for row in 0..<grid.height {
            bytes += Array("\u{1B}[\(row + 1);1H".utf8)
            for column in 0..<grid.width {
                let cell = grid[column, row]
                if cell.style != style {
                    style = cell.style
                    bytes += Array(sgr(cell.style).utf8)
                }
                bytes += Array(String(cell.scalar).utf8)
            }
        }
        bytes += Array("\u{1B}[0m".utf8)
        return bytes
    }

    static func sgr(_ style: CellStyle) -> String {
        switch style {
        case .plain: "\u{1B}[0m"
        case .dim: "\u{1B}[0;2m"
        case .bold: "\u{1B}[0;1m"
        case .inhale: "\u{1B}[0;36m"
        case .hold: "\u{1B}[0;33m"
        case .exhale: "\u{1B}[0;35m"
        case .shade0, .shade1, .shade2, .shade3, .rest: "\u{1B}[0;38;5;\(style.picture?.paletteColour ?? 0)m"
        }
    }

    static func write(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
            if sent <= 0 { return }
            offset += sent
        }
    }
}
