import BreatheCore
import CNcursesw

/// The escape sequences frames are drawn with: attributes, colours and cursor moves, as
/// the terminal's terminfo entry gives them (padding removed), or the ANSI ones of xterm
/// (`ansi`), which the tests and the benchmark use without a terminal.
public struct TerminalCodes: Sendable {
    /// Back to plain attributes.
    public let reset: [UInt8]
    public let bold: [UInt8]
    public let dim: [UInt8]
    /// The colour of each phase's style and of each picture style, nil when colour is off.
    public let colors: [CellStyle: [UInt8]]?
    /// Parameterized moves, as terminfo templates (empty when the terminal has none), read
    /// once: a frame fills some for every run.
    let cup: Template, hpa: Template, vpa: Template, cuf: Template, cub: Template, cud: Template, cuu: Template
    /// Carriage return: to column 0.
    let cr: [UInt8]

    public init(reset: [UInt8], bold: [UInt8], dim: [UInt8], colors: [CellStyle: [UInt8]]?, cup: String, hpa: String = "", vpa: String = "", cuf: String = "", cub: String = "", cud: String = "", cuu: String = "", cr: [UInt8] = []) {
        self.reset = reset
        self.bold = bold
        self.dim = dim
        self.colors = colors
        self.cup = Template(cup, parameters: 2)
        self.hpa = Template(hpa, parameters: 1)
        self.vpa = Template(vpa, parameters: 1)
        self.cuf = Template(cuf, parameters: 1)
        self.cub = Template(cub, parameters: 1)
        self.cud = Template(cud, parameters: 1)
        self.cuu = Template(cuu, parameters: 1)
        self.cr = cr
    }

    /// xterm's sequences (the ANSI ones nearly every terminal speaks).
    public static func ansi(color: Bool) -> TerminalCodes {
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        return TerminalCodes(
            reset: bytes("\u{1B}(B\u{1B}[m"), bold: bytes("\u{1B}[1m"), dim: bytes("\u{1B}[2m"),
            colors: color ? pictureColours { bytes("\u{1B}[38;5;\($0)m") }.merging([.inhale: bytes("\u{1B}[36m"), .hold: bytes("\u{1B}[33m"), .exhale: bytes("\u{1B}[32m")]) { $1 } : nil,
            cup: "\u{1B}[%i%p1%d;%p2%dH", hpa: "\u{1B}[%i%p1%dG", vpa: "\u{1B}[%i%p1%dd",
            cuf: "\u{1B}[%p1%dC", cub: "\u{1B}[%p1%dD", cud: "\u{1B}[%p1%dB", cuu: "\u{1B}[%p1%dA", cr: [0x0D])
    }

    /// The terminal's own sequences, from the terminfo entry ncurses has loaded.
    static func fromTerminfo(color: Bool) -> TerminalCodes {
        func template(_ name: String) -> String {
            guard let pointer = tigetstr(name), Int(bitPattern: pointer) > 0 else { return "" }
            return String(cString: pointer)
        }
        func colour(_ value: Int32) -> [UInt8] {
            guard let pointer = tigetstr("setaf"), Int(bitPattern: pointer) > 0, let filled = breathe_tiparm1(pointer, value) else { return [] }
            return withoutPadding(Array(String(cString: filled).utf8))
        }
        // Pictures in their 256 colours where the terminal has them, else green shades
        // and blue rest days (the marks themselves tell the shades apart).
        let palette = tigetnum("colors") >= 256
        let pictures = pictureColours { number in colour(palette ? Int32(number) : number == PictureStyle.rest.paletteColour ? Int32(COLOR_BLUE) : Int32(COLOR_GREEN)) }
        let colors: [CellStyle: [UInt8]]? = color ? pictures.merging([.inhale: colour(Int32(COLOR_CYAN)), .hold: colour(Int32(COLOR_YELLOW)), .exhale: colour(Int32(COLOR_GREEN))]) { $1 } : nil
        return TerminalCodes(
            reset: capability("sgr0"), bold: capability("bold"), dim: capability("dim"), colors: colors,
            cup: template("cup"), hpa: template("hpa"), vpa: template("vpa"), cuf: template("cuf"), cub: template("cub"),
            cud: template("cud"), cuu: template("cuu"), cr: capability("cr"))
    }

    /// The colour of each picture style, made by `code` from its 256-colour number.
    static func pictureColours(_ code: (Int) -> [UInt8]) -> [CellStyle: [UInt8]] {
        var colours: [CellStyle: [UInt8]] = [:]
        for style in CellStyle.allCases {
            if let number = style.picture?.paletteColour { colours[style] = code(number) }
        }
        return colours
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
        guard bytes.contains(0x24) else { return bytes }
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

    /// A template with its parameters filled in: the common forms (`%i`, `%p1`, `%d`,
    /// `%%`) in Swift, since a frame fills some for every run; anything else by
    /// terminfo's own machine. Nil when the terminal lacks the capability.
    static func fill(_ template: String, _ parameters: [Int]) -> [UInt8]? {
        guard !template.isEmpty else { return nil }
        var result: [UInt8] = []
        var values = parameters
        var stack: [Int] = []
        var bytes = template.utf8.makeIterator()
        while let byte = bytes.next() {
            guard byte == 0x25 else { result.append(byte); continue }
            switch bytes.next() {
            case 0x25: result.append(0x25)
            case 0x69: values = values.map { $0 + 1 }
            case 0x70:
                guard let digit = bytes.next(), (0x31...0x39).contains(digit), Int(digit - 0x31) < values.count else { return viaTerminfo(template, parameters) }
                stack.append(values[Int(digit - 0x31)])
            case 0x64:
                guard let value = stack.popLast() else { return viaTerminfo(template, parameters) }
                result.append(contentsOf: String(value).utf8)
            default:
                return viaTerminfo(template, parameters)
            }
        }
        return withoutPadding(result)
    }

    /// A parameterized capability, read once into literal bytes and decimal parameters
    /// when it has only the common forms and no padding (every terminal breathe has met):
    /// then its length and its bytes come without parsing or allocating. Anything else is
    /// filled as `fill` does, each time.
    struct Template: Sendable {
        enum Piece: Sendable {
            case bytes([UInt8])
            /// Parameter `index` (from 0) plus `plus` (`%i`), in decimal.
            case parameter(Int, plus: Int)
        }

        /// A parameter as the template prints it: which, and what `%i` adds.
        struct Slot: Sendable {
            let index: Int
            let plus: Int
        }

        let text: String
        let arity: Int
        /// Nil when the template needs the general filling.
        let pieces: [Piece]?
        /// The bytes of the literal pieces, and the parameters in order: a length without
        /// walking the pieces.
        private let literalLength: Int
        private let slots: [Slot]

        init(_ text: String, parameters arity: Int) {
            self.text = text
            self.arity = arity
            let pieces = Self.compile(text, arity: arity)
            self.pieces = pieces
            var literalLength = 0
            var slots: [Slot] = []
            for piece in pieces ?? [] {
                switch piece {
                case .bytes(let bytes): literalLength += bytes.count
                case .parameter(let index, let plus): slots.append(Slot(index: index, plus: plus))
                }
            }
            self.literalLength = literalLength
            self.slots = slots
        }

        var exists: Bool { !text.isEmpty }

        /// The pieces of a simple template: what `fill` does, done once with the
        /// parameters left open. Nil for anything `fill` would hand to terminfo, or any
        /// padding.
        private static func compile(_ text: String, arity: Int) -> [Piece]? {
            guard !text.isEmpty, !text.utf8.contains(0x24) else { return nil }
            var pieces: [Piece] = []
            var literal: [UInt8] = []
            var increments = 0
            var stack: [(index: Int, plus: Int)] = []
            var bytes = text.utf8.makeIterator()
            while let byte = bytes.next() {
                guard byte == 0x25 else { literal.append(byte); continue }
                switch bytes.next() {
                case 0x25: literal.append(0x25)
                case 0x69: increments += 1
                case 0x70:
                    guard let digit = bytes.next(), (0x31...0x39).contains(digit), Int(digit - 0x31) < arity else { return nil }
                    stack.append((Int(digit - 0x31), increments))
                case 0x64:
                    guard let value = stack.popLast() else { return nil }
                    if !literal.isEmpty { pieces.append(.bytes(literal)); literal = [] }
                    pieces.append(.parameter(value.index, plus: value.plus))
                default:
                    return nil
                }
            }
            if !literal.isEmpty { pieces.append(.bytes(literal)) }
            return pieces
        }

        /// Bytes the template takes filled with `first` and `second`; nil when the
        /// terminal lacks the capability.
        func length(_ first: Int, _ second: Int = 0) -> Int? {
            guard pieces != nil else { return filled(first, second)?.count }
            var total = literalLength
            for slot in slots { total += Self.decimalLength((slot.index == 0 ? first : second) + slot.plus) }
            return total
        }

        /// Appends the template filled with `first` and `second` (nothing when the
        /// terminal lacks the capability).
        func write(_ first: Int, _ second: Int = 0, into output: inout [UInt8]) {
            guard let pieces else {
                if let bytes = filled(first, second) { output += bytes }
                return
            }
            for piece in pieces {
                switch piece {
                case .bytes(let bytes): output += bytes
                case .parameter(let index, let plus): Self.appendDecimal((index == 0 ? first : second) + plus, to: &output)
                }
            }
        }

        private func filled(_ first: Int, _ second: Int) -> [UInt8]? {
            TerminalCodes.fill(text, arity >= 2 ? [first, second] : [first])
        }

        static func decimalLength(_ value: Int) -> Int {
            var magnitude = value.magnitude, digits = 1
            while magnitude >= 10 { magnitude /= 10; digits += 1 }
            return value < 0 ? digits + 1 : digits
        }

        static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
            if value < 0 { output.append(0x2D) }
            var divisor: UInt = 1
            while value.magnitude / divisor >= 10 { divisor *= 10 }
            while divisor > 0 {
                output.append(0x30 + UInt8(value.magnitude / divisor % 10))
                divisor /= 10
            }
        }
    }

    private static func viaTerminfo(_ template: String, _ parameters: [Int]) -> [UInt8]? {
        template.withCString { pointer in
            let filled = parameters.count >= 2
                ? breathe_tiparm2(pointer, Int32(parameters[0]), Int32(parameters[1]))
                : breathe_tiparm1(pointer, Int32(parameters.first ?? 0))
            return filled.map { Self.withoutPadding(Array(String(cString: $0).utf8)) }
        }
    }
}
