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
        func parameterized(_ name: String, _ value: Int32) -> [UInt8] {
            guard let pointer = tigetstr(name), Int(bitPattern: pointer) > 0, let filled = breathe_tiparm1(pointer, value) else { return [] }
            return Self.withoutPadding(Array(String(cString: filled).utf8))
        }
        let capability = Self.capability
        plain = capability("sgr0")
        // Kept with its padding: the parameters are filled in first, then padding removed.
        cursorAddress = tigetstr("cup").flatMap { Int(bitPattern: $0) > 0 ? String(cString: $0) : nil } ?? ""
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

    /// A terminfo string as the terminal should receive it: without padding.
    static func capability(_ name: String) -> [UInt8] {
        guard let pointer = tigetstr(name), Int(bitPattern: pointer) > 0 else { return [] }
        return withoutPadding(Array(String(cString: pointer).utf8))
    }

    /// Removes terminfo padding, `$<5>` or `$<2*/>`: delays for terminals of the 1980s,
    /// which `tputs` would turn into waiting and which are text to anything else. Sent as
    /// they are (vt100, vt102), they showed as "$<5>" on every screen.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x24, index + 1 < bytes.count, bytes[index + 1] == 0x3C {
                var end = index + 2
                while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x2E || bytes[end] == 0x2A || bytes[end] == 0x2F { end += 1 }
                if end < bytes.count, bytes[end] == 0x3E, end > index + 2 {
                    index = end + 1
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
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
                bytes.append(contentsOf: Self.withoutPadding(Array(String(cString: filled).utf8)))
            }
        }
    }
}
