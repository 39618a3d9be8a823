/// The settings as each man page lists them under config.json, from the settings table:
/// every key in bold, what it accepts, its default, and whether it stays on one device.
/// Docs/breathe.1 holds the English list, Docs/breathe.zh_CN.1 the Chinese one, and tests
/// hold both pages to the table, so a setting added is listed in both or fails them.
public enum ManSettingsList {
    /// English runs on as a sentence; Chinese is a line a setting, since roff would put
    /// a space after each full-width comma where a sentence's source line ends.
    public static func roff(_ words: Words) -> String {
        guard !words.rules.linesRunOn else { return Settings.manPageList }
        let defaults = Settings()
        return Settings.declarations.map { declaration in
            let entry = words(.manPageEntry(
                accepted: declaration.acceptedText(words), defaultValue: declaration.text(in: defaults),
                deviceOnly: !declaration.synced))
            return ".BR \(declaration.key) \"\(entry)\""
        }.joined(separator: "\n.br\n")
    }
}
