/// The settings as each man page lists them under config.json, from the settings table:
/// every key in bold, what it accepts, its default, and whether it stays on one device.
/// Docs/breathe.1 holds the English list, Docs/breathe.zh_CN.1 the Chinese one, and tests
/// hold both pages to the table, so a setting added is listed in both or fails them.
public enum ManSettingsList {
    /// English runs on as a sentence; Chinese is a line a setting, since roff would put
    /// a space after each full-width comma where a sentence's source line ends.
    public static func roff(_ words: Words) -> String {
        guard words.isChinese else { return Settings.manPageList }
        let defaults = Settings()
        return Settings.declarations.map { declaration in
            let device = declaration.synced ? "" : "；仅限本设备，不同步"
            return ".BR \(declaration.key) \"（\(chineseAccepted(declaration))；默认 \(declaration.text(in: defaults))\(device)）\""
        }.joined(separator: "\n.br\n")
    }

    /// What a setting accepts, in Chinese: "0.5 到 1.0", "true 或 false",
    /// "off、tone、voice、bell", "绝对路径，或 none".
    static func chineseAccepted(_ declaration: SettingDeclaration) -> String {
        switch declaration.kind {
        case .flag: "true 或 false"
        case .whole(_, let range, _): "\(range.lowerBound) 到 \(range.upperBound)"
        case .number(_, let range, _, _): SettingDeclaration.rangeText(range).replacing(" to ", with: " 到 ")
        case .soundMode, .language: declaration.completionWords.joined(separator: "、")
        case .pathOrNone: "绝对路径，或 none"
        }
    }
}
