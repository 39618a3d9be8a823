/// What the locale named in the environment asks of the character set, read from the
/// names alone: a container or a minimal system often lacks the locale itself
/// (`LANG=zh_CN.UTF-8` with only C and C.UTF-8 installed), and the person still wants
/// braille and wide characters, which the C.UTF-8 locale can give.
public enum LocaleName {
    /// The name that decides the character set: LC_ALL, then LC_CTYPE, then LANG, the
    /// first that is set and not empty (POSIX's order); nil when none is.
    public static func forCharacters(_ environment: (String) -> String?) -> String? {
        for key in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(key), !value.isEmpty { return value }
        }
        return nil
    }

    /// Whether `name` ("zh_CN.UTF-8", "en_US.utf8@euro", "C.UTF-8") names UTF-8 as its
    /// character set. "C", "POSIX" and a name without a character set do not.
    public static func asksForUTF8(_ name: String) -> Bool {
        guard let dot = name.firstIndex(of: ".") else { return false }
        let charset = name[name.index(after: dot)...].prefix { $0 != "@" }.lowercased()
        return charset == "utf-8" || charset == "utf8"
    }
}
