/// How many terminal columns text takes.
///
/// A terminal gives most characters one column, East Asian wide and fullwidth characters
/// and emoji two, and combining marks none (they sit on the character before). Counting
/// one column per Unicode scalar wrapped a Chinese title onto the breath circle and pushed
/// every later cell out of place; screens measure and cut text with these instead.
public enum TextWidth {
    /// The columns of a scalar that is a whole character wherever it stands, or nil for
    /// one that is not known to be: a control, a mark, a joiner, a variation selector, an
    /// emoji's parts, a jamo, any script whose characters are built of several scalars.
    /// Text made only of such scalars (English and Chinese prose and punctuation, the
    /// middle dot and dashes between them) is measured and drawn scalar by scalar, with
    /// the same result as character by character and without finding where characters
    /// end, which is most of what laying out a screen's lines costs. A test holds every
    /// scalar here to `of`.
    @inlinable public static func standaloneColumns(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027: 1
        case 0x3000...0x3029, 0x3030...0x303E, 0x4E00...0x9FFF, 0xFF01...0xFF60: 2
        default: nil
        }
    }

    /// The columns `text` takes when each of its scalars stands alone as a character
    /// (`standaloneColumns`); nil when one may not.
    public static func standaloneColumns(of text: String) -> Int? {
        var total = 0
        for scalar in text.unicodeScalars {
            guard let columns = standaloneColumns(scalar) else { return nil }
            total += columns
        }
        return total
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (0x7F..<0xA0).contains(value) ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul vowels and finals join the syllable
        if scalar.properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18AFF,
             0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// The text's columns, character by character (`Character.columns`).
    public static func of(_ text: String) -> Int { text.columns }

    /// The longest start of `text` that fits in `columns`, never cutting a wide character
    /// in half nor separating a combining mark from its character.
    public static func prefix(_ text: String, columns: Int) -> String { text.clipped(to: columns) }
}
