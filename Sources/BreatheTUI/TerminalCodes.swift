import CNcursesw

/// The escape sequences frames are drawn with, looked up once in the terminal's terminfo
/// entry (which ncurses has loaded): cursor moves and one sequence per cell style. Roles
/// map to looks here: bold for the phase and the seconds, dim for hints, and a colour per
/// phase when colour is on.
struct TerminalCodes {
    /// Back to plain attributes.
    let plain: [UInt8]
    private let styles: [[UInt8]]
    private let cursorAddress: String
    /// Whether `cup` is the common ANSI form, which is written without terminfo's
    /// parameter machine (the one string formatted for every run of every frame).
    private let ansiCursorAddress: Bool

    init(color: Bool) {
        func capability(_ name: String) -> [UInt8] {
            guard let pointer = tigetstr(name), Int(bitPattern: pointer) > 0 else { return [] }
            return Array(String(cString: pointer).utf8)
        }
        func parameterized(_ name: String, _ value: Int32) -> [UInt8] {
            guard let pointer = tigetstr(name), Int(bitPattern: pointer) > 0, let filled = breathe_tiparm1(pointer, value) else { return [] }
            return Array(String(cString: filled).utf8)
        }
        plain = capability("sgr0")
        cursorAddress = String(decoding: capability("cup"), as: UTF8.self)
        ansiCursorAddress = cursorAddress == "\u{1B}[%i%p1%d;%p2%dH"
        let bold = capability("bold"), dim = capability("dim")
        let colour = { (value: Int32) -> [UInt8] in color ? parameterized("setaf", value) : [] }
        // Indexed by CellStyle's raw value: plain, dim, bold, inhale, hold, exhale.
        styles = [
            plain,
            plain + dim,
            plain + bold,
            plain + bold + colour(Int32(COLOR_CYAN)),
            plain + bold + colour(Int32(COLOR_YELLOW)),
            plain + bold + colour(Int32(COLOR_GREEN)),
        ]
    }

    func style(_ style: CellStyle) -> [UInt8] {
        styles[Int(style.rawValue)]
    }

    /// Appends the move to `row`, `column` (both from 0).
    func move(row: Int, column: Int, into bytes: inout [UInt8]) {
        if ansiCursorAddress {
            bytes += [0x1B, 0x5B]
            bytes.append(contentsOf: String(row + 1).utf8)
            bytes.append(0x3B)
            bytes.append(contentsOf: String(column + 1).utf8)
            bytes.append(0x48)
            return
        }
        cursorAddress.withCString { pointer in
            if let filled = breathe_tiparm2(pointer, Int32(row), Int32(column)) {
                bytes.append(contentsOf: String(cString: filled).utf8)
            }
        }
    }
}
