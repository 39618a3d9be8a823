import CNcursesw

/// The locale decides which characters are safe to draw.
public enum TerminalLocale {
    /// Adopts the person's locale (ncursesw needs it before the screen opens, or wide
    /// characters print as garbage) and says whether it is UTF-8.
    public static func adopt() -> GlyphSet {
        setlocale(LC_ALL, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return .ascii }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8" ? .braille : .ascii
    }
}
