/// The languages breathe speaks. Traditional Chinese (zh_TW, zh_HK, zh_Hant) is not
/// translated yet and gets English.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language a locale or language name asks for ("zh_CN.UTF-8", "zh-Hans",
    /// "en_GB", "zh"), or nil for one breathe does not speak.
    public init?(localeName name: String) {
        let base = name.prefix { $0 != "." && $0 != "@" }.replacing("-", with: "_").lowercased()
        let parts = base.split(separator: "_").map(String.init)
        switch parts.first {
        case "en": self = .english
        case "zh":
            let rest = Set(parts.dropFirst())
            if !rest.isDisjoint(with: ["tw", "hk", "mo", "hant"]) { return nil }
            self = .simplifiedChinese
        default: return nil
        }
    }

    /// The language to speak: `--lang`, then the setting (nil for `auto`), then the
    /// environment as gettext reads it. LANGUAGE is a list, and the first language breathe
    /// speaks wins; it is ignored when the locale is C or POSIX. Then LC_ALL,
    /// LC_MESSAGES and LANG, the first set. English when nothing asks for another.
    public static func chosen(option: Language?, setting: Language?, environment: (String) -> String?) -> Language {
        if let option { return option }
        if let setting { return setting }
        func set(_ key: String) -> String? { environment(key).flatMap { $0.isEmpty ? nil : $0 } }
        let locale = set("LC_ALL") ?? set("LC_MESSAGES") ?? set("LANG")
        let plain = locale.map { ["C", "POSIX"].contains($0.prefix { $0 != "." }) } ?? true
        if !plain, let list = set("LANGUAGE") {
            for name in list.split(separator: ":") {
                if let language = Language(localeName: String(name)) { return language }
            }
        }
        return locale.flatMap(Language.init(localeName:)) ?? .english
    }
}

extension Language {
    /// The words `--lang` and the setting `language` accept, as typed.
    public static let names = allCases.map(\.rawValue)

    /// The language named as `--lang` or the setting takes it: "en" or "zh-Hans" in any
    /// case (and "zh"), nil for anything else.
    public init?(optionValue text: String) {
        switch text.lowercased() {
        case "en": self = .english
        case "zh-hans", "zh": self = .simplifiedChinese
        default: return nil
        }
    }

    /// `--lang` as given on a command line, read before the line is parsed so that its
    /// usage errors are in the asked language too. `.some(nil)` for a value breathe does
    /// not speak (the parser refuses it); nil when the line has no `--lang`. Words after
    /// `--` are not options.
    public static func option(in arguments: [String]) -> Language?? {
        var rest = arguments[...]
        while let word = rest.popFirst(), word != "--" {
            if word == "--lang" { return .some(rest.first.flatMap(Language.init(optionValue:))) }
            if word.hasPrefix("--lang=") { return .some(Language(optionValue: String(word.dropFirst(7)))) }
        }
        return nil
    }
}
