import BreatheCore
import CNcursesw

/// The locale decides which characters are safe to draw.
public enum TerminalLocale {
    /// Adopts the person's locale (ncursesw needs it before the screen opens, or wide
    /// characters print as garbage) and says whether it is UTF-8. When the locale named
    /// in the environment is not installed but asks for UTF-8, the C.UTF-8 locale gives
    /// the character set: braille and wide text still draw. ASCII only when the
    /// environment asks for another character set, or for none (LANG=C, POSIX).
    public static func adopt(environment: (String) -> String?) -> GlyphSet {
        if setlocale(LC_ALL, "") == nil {
            let asked = LocaleName.forCharacters(environment)
            guard let asked, LocaleName.asksForUTF8(asked) else { return .ascii }
            guard setlocale(LC_ALL, "C.UTF-8") != nil || setlocale(LC_ALL, "C.utf8") != nil else { return .ascii }
        }
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return .ascii }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8" ? .braille : .ascii
    }
}
