import BreatheCore

/// The characters a screen may use. Braille gives the circle 2×4 dots per cell; a
/// terminal whose locale is not UTF-8 (LANG=C, the Linux console) gets plain ASCII.
public enum GlyphSet: Sendable, Equatable {
    case braille
    case ascii

    /// The symbols of the set: Unicode with braille, ASCII without.
    public var symbols: Symbols { self == .braille ? .unicode : .ascii }

    /// Between items on one line: a middle dot, or a plain hyphen.
    public var separator: String { symbols.separator }
}
