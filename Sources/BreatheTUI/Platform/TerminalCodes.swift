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
    /// Parameterized moves, as terminfo templates (empty when the terminal has none).
    let cup: Template, hpa: Template, vpa: Template, cuf: Template, cub: Template, cud: Template, cuu: Template
    /// Carriage return: to column 0.
    let cr: [UInt8]

    public init(
        reset: [UInt8], bold: [UInt8], dim: [UInt8], colors: [CellStyle: [UInt8]]?, cup: String, hpa: String = "",
        vpa: String = "", cuf: String = "", cub: String = "", cud: String = "", cuu: String = "", cr: [UInt8] = []) {
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
            colors: color ? pictureColours {
                bytes("\u{1B}[38;5;\($0)m")
            }.merging([.inhale: bytes("\u{1B}[36m"), .hold: bytes("\u{1B}[33m"), .exhale: bytes("\u{1B}[32m")]) {
                $1
            } : nil,
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
            guard let pointer = tigetstr("setaf"), Int(bitPattern: pointer) > 0,
                  let filled = breathe_tiparm1(pointer, value) else { return [] }
            return withoutPadding(Array(String(cString: filled).utf8))
        }
        // Pictures in their 256 colours where the terminal has them, else green shades
        // and blue rest days (the marks themselves tell the shades apart).
        let palette = tigetnum("colors") >= 256
        let pictures = pictureColours { number in
            colour(
                palette ? Int32(number) : number == PictureStyle.rest.paletteColour ? Int32(
                    COLOR_BLUE) : Int32(COLOR_GREEN))
        }
        let colors: [CellStyle: [UInt8]]? = color ? pictures.merging([
            .inhale: colour(Int32(COLOR_CYAN)), .hold: colour(Int32(COLOR_YELLOW)),
            .exhale: colour(Int32(COLOR_GREEN))]) {
            $1
        } : nil
        return TerminalCodes(
            reset: capability("sgr0"), bold: capability("bold"), dim: capability("dim"), colors: colors,
            cup: template("cup"), hpa: template("hpa"), vpa: template("vpa"), cuf: template("cuf"),
            cub: template("cub"),
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
                while end < bytes.count,
                      (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x2E || bytes[end] == 0x2A
                          || bytes[end] == 0x2F {
                          end += 1
                      }
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
    /// `%%`) in Swift; anything else by terminfo's own machine. Nil when the terminal lacks the capability.
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
                guard let digit = bytes.next(), (0x31...0x39).contains(digit),
                      Int(digit - 0x31) < values.count else { return viaTerminfo(template, parameters) }
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

    /// A parameterized capability, read once into literal bytes and the places of at most
    /// two decimal parameters when it has only the common forms and no padding (every
    /// terminal breathe has met): then its length and its bytes come without parsing or
    /// allocating, in a few integer steps (a frame asks for some twenty moves, each
    /// weighing up to seven ways). Anything else is filled as `fill` does, each time. A
    /// class, so that weighing a move reads the one template it asks about rather than
    /// copying all seven.
    final class Template: Sendable {
        let text: String
        let arity: Int
        /// The template's bytes with its parameters taken out; empty when not simple.
        private let literal: [UInt8]
        /// Whether `literal` and the slots hold the template (else `fill`, each time).
        private let isSimple: Bool
        /// Parameters printed (0, 1 or 2), and for each: where in `literal` it goes,
        /// which parameter (0 or 1), and what `%i` adds.
        private let slots: Int
        private let at0: Int, index0: Int, plus0: Int
        private let at1: Int, index1: Int, plus1: Int
        private let literalCount: Int

        init(_ text: String, parameters arity: Int) {
            self.text = text
            self.arity = arity
            var literal: [UInt8] = []
            var found: [(at: Int, index: Int, plus: Int)] = []
            let simple = Self.compile(text, arity: arity, literal: &literal, slots: &found) && found.count <= 2
            isSimple = simple
            self.literal = simple ? literal : []
            literalCount = simple ? literal.count : 0
            slots = simple ? found.count : 0
            let first = found.count > 0 ? found[0] : (0, 0, 0), second = found.count > 1 ? found[1] : (0, 0, 0)
            (at0, index0, plus0) = first
            (at1, index1, plus1) = second
        }

        /// What `fill` does, done once with the parameters left open: the literal bytes,
        /// and each parameter's place among them. False for anything `fill` would hand to
        /// terminfo, or any padding.
        private static func compile(
            _ text: String, arity: Int, literal: inout [UInt8],
            slots: inout [(at: Int, index: Int, plus: Int)]) -> Bool {
            guard !text.isEmpty, !text.utf8.contains(0x24) else { return false }
            var increments = 0
            var stack: [(index: Int, plus: Int)] = []
            var bytes = text.utf8.makeIterator()
            while let byte = bytes.next() {
                guard byte == 0x25 else { literal.append(byte); continue }
                switch bytes.next() {
                case 0x25: literal.append(0x25)
                case 0x69: increments += 1
                case 0x70:
                    guard let digit = bytes.next(), (0x31...0x39).contains(digit),
                          Int(digit - 0x31) < arity else { return false }
                    stack.append((Int(digit - 0x31), increments))
                case 0x64:
                    guard let value = stack.popLast() else { return false }
                    slots.append((literal.count, value.index, value.plus))
                default:
                    return false
                }
            }
            return true
        }

        /// Bytes the template takes filled with `first` and `second`; nil when the
        /// terminal lacks the capability.
        @inline(__always)
        func length(_ first: Int, _ second: Int = 0) -> Int? {
            guard isSimple else { return filledLength(first, second) }
            var total = literalCount
            if slots > 0 { total += Self.decimalLength((index0 == 0 ? first : second) + plus0) }
            if slots > 1 { total += Self.decimalLength((index1 == 0 ? first : second) + plus1) }
            return total
        }

        /// Appends the template filled with `first` and `second` (nothing when the
        /// terminal lacks the capability).
        func write(_ first: Int, _ second: Int = 0, into output: inout [UInt8]) {
            guard isSimple else {
                if let bytes = filled(first, second) { output += bytes }
                return
            }
            var from = 0
            if slots > 0 {
                output += literal[from..<at0]
                Self.appendDecimal((index0 == 0 ? first : second) + plus0, to: &output)
                from = at0
            }
            if slots > 1 {
                output += literal[from..<at1]
                Self.appendDecimal((index1 == 0 ? first : second) + plus1, to: &output)
                from = at1
            }
            output += literal[from...]
        }

        /// `value` in decimal, as `%d` writes it.
        static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
            if value < 0 { output.append(0x2D) }
            var divisor = 1
            while value.magnitude / UInt(divisor) >= 10 { divisor *= 10 }
            while divisor > 0 {
                output.append(0x30 + UInt8(value.magnitude / UInt(divisor) % 10))
                divisor /= 10
            }
        }

        @inline(never)
        private func filledLength(_ first: Int, _ second: Int) -> Int? {
            filled(first, second)?.count
        }

        private func filled(_ first: Int, _ second: Int) -> [UInt8]? {
            TerminalCodes.fill(text, arity >= 2 ? [first, second] : [first])
        }

        @inline(__always)
        static func decimalLength(_ value: Int) -> Int {
            if value >= 0, value < 10 { return 1 }
            if value >= 10, value < 100 { return 2 }
            if value >= 100, value < 1000 { return 3 }
            var magnitude = value.magnitude, digits = 1
            while magnitude >= 10 { magnitude /= 10; digits += 1 }
            return value < 0 ? digits + 1 : digits
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
