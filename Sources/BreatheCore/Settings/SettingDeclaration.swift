import FoundationEssentials

/// One setting, declared once in `Settings.declarations`: its key, the type and range of
/// its value, where the value lives in `Settings`, whether it travels with sync, and its
/// help line. Its default is the property's initial value in `Settings`. Everything that
/// names a setting reads this table: config.json's decoding and check, `breathe config`
/// (listing, reading, a typed value), sync, the completions and the man page.
public struct SettingDeclaration: Sendable {
    /// The type of a setting's value, with where `Settings` keeps it.
    public enum Kind: Sendable {
        /// true or false.
        case flag(WritableKeyPath<Settings, Bool> & Sendable)
        /// A whole number in a range; `noun` is what the refusal calls it ("a whole hour").
        case whole(WritableKeyPath<Settings, Int> & Sendable, ClosedRange<Int>, noun: SettingNoun)
        /// Any number in a range; the refusal says what it is with `noun`.
        case number(WritableKeyPath<Settings, Double> & Sendable, ClosedRange<Double>, noun: SettingNoun)
        /// One of the sound modes (off, tone, voice, bell), in any case.
        case soundMode(WritableKeyPath<Settings, SoundMode> & Sendable)
        /// auto (nil: the environment's), en or zh-Hans.
        case language(WritableKeyPath<Settings, Language?> & Sendable)
        /// An absolute path, or none (null in config.json, absent in `Settings`); the
        /// refusal ends with `advice`.
        case pathOrNone(WritableKeyPath<Settings, String?> & Sendable, advice: ConfigPhrase)
    }

    public let key: String
    public let kind: Kind
    /// Whether the setting travels with sync (last writer wins per key); false for what
    /// belongs to one device.
    public let synced: Bool
    /// What it does, in both languages (the catalogue's `ConfigPhrase.help`), so no
    /// setting can be declared without its help line.
    let helpTopic: SettingHelp

    public init(_ key: String, _ kind: Kind, synced: Bool = true, help: SettingHelp) {
        self.key = key
        self.kind = kind
        self.synced = synced
        self.helpTopic = help
    }

    /// What it does, as `breathe config` lists it in English, with its range as declared.
    public var help: String { help(.english) }

    /// What it does in `words`' language, with what it accepts in the same words.
    public func help(_ words: Words) -> String { words(.help(helpTopic, accepted: acceptedText(words))) }

    /// What the setting accepts, for lists and pages: "0.5 to 1.0", "true, false",
    /// "off, tone, voice, bell", "an absolute path, or none".
    public var acceptedText: String { acceptedText(.english) }

    /// What the setting accepts in `words`' language; the values typed stay as typed.
    public func acceptedText(_ words: Words) -> String {
        switch kind {
        case .flag: words(.choices(["true", "false"]))
        case .whole(_, let range, _): Self.rangeText(range, words)
        case .number(_, let range, _): Self.rangeText(range, words)
        case .soundMode: words(.choices(SoundMode.allCases.map(\.rawValue)))
        case .language: words(.choices(Self.languageWords))
        case .pathOrNone: words(.absolutePathOrNone)
        }
    }

    /// The words the shell completions offer for the value (`config sound <TAB>`).
    public var completionWords: [String] {
        switch kind {
        case .flag: ["true", "false"]
        case .soundMode: SoundMode.allCases.map(\.rawValue)
        case .language: Self.languageWords
        case .pathOrNone: ["none"]
        case .whole, .number: []
        }
    }

    /// The value as `breathe config` shows and accepts it.
    public func text(in settings: Settings) -> String {
        switch kind {
        case .flag(let path): String(settings[keyPath: path])
        case .whole(let path, _, _): String(settings[keyPath: path])
        case .number(let path, _, _): formatNumber(settings[keyPath: path])
        case .soundMode(let path): settings[keyPath: path].rawValue
        case .language(let path): settings[keyPath: path]?.rawValue ?? Self.automatic
        case .pathOrNone(let path, _): settings[keyPath: path] ?? "none"
        }
    }

    /// The value as config.json holds it; nil for none (the key is left out).
    public func jsonValue(in settings: Settings) -> JSONValue? {
        switch kind {
        case .flag(let path): .bool(settings[keyPath: path])
        case .whole(let path, _, _): .number(Double(settings[keyPath: path]))
        case .number(let path, _, _): .number(settings[keyPath: path])
        case .soundMode(let path): .string(settings[keyPath: path].rawValue)
        case .language(let path): .string(settings[keyPath: path]?.rawValue ?? Self.automatic)
        case .pathOrNone(let path, _): settings[keyPath: path].map(JSONValue.string)
        }
    }

    /// Takes a value from config.json into `settings`, or says why not ("must be …, not
    /// …", in `words`' language), leaving `settings` as it was.
    public func adopt(_ value: JSONValue, into settings: inout Settings, words: Words = .english) -> String? {
        func refusal(of value: JSONValue) -> String { self.refusal(of: .read(value), words: words) }
        switch kind {
        case .flag(let path):
            guard case .bool(let on) = value else { return refusal(of: value) }
            settings[keyPath: path] = on
        case .whole(let path, let range, _):
            guard case .number(let number) = value, let whole = Int(exactly: number),
                  range.contains(whole) else { return refusal(of: value) }
            settings[keyPath: path] = whole
        case .number(let path, let range, _):
            guard case .number(let number) = value, range.contains(number) else { return refusal(of: value) }
            settings[keyPath: path] = number
        case .soundMode(let path):
            guard case .string(let text) = value, let mode = SoundMode.parse(text) else { return refusal(of: value) }
            settings[keyPath: path] = mode
        case .language(let path):
            guard case .string(let text) = value else { return refusal(of: value) }
            if text.lowercased() == Self.automatic {
                settings[keyPath: path] = nil
            } else if let language = Language(optionValue: text) {
                settings[keyPath: path] = language
            } else {
                return refusal(of: value)
            }
        case .pathOrNone(let path, _):
            switch value {
            case .null: settings[keyPath: path] = nil
            case .string(let folder) where folder.hasPrefix("/")
                && !folder.unicodeScalars.contains(where: TerminalText.isControl):
                settings[keyPath: path] = folder
            default: return refusal(of: value)
            }
        }
        return nil
    }

    /// Why `value` is not one this setting accepts, or nil when it is.
    public func problem(_ value: JSONValue, words: Words = .english) -> String? {
        var scratch = Settings()
        return adopt(value, into: &scratch, words: words)
    }

    /// A value as typed after `breathe config KEY`, as config.json will hold it (null
    /// removes the key), or the refusal: the key, then the same words as config.json's.
    public func value(typed text: String, words: Words = .english) -> Result<JSONValue, SettingsError> {
        let value: JSONValue
        switch kind {
        // A mode is a word ("off" included), never a switch.
        case .soundMode, .language: value = .string(text)
        case .pathOrNone: value = Self.typedValue(text, offMeansNone: true)
        default: value = Self.typedValue(text, offMeansNone: false)
        }
        if problem(value) != nil { return .failure(.typedValue(SettingValueRefusal(key: key, typed: text))) }
        return .success(value)
    }

    /// A word as typed: true, on or yes; false, off or no (none when `offMeansNone`);
    /// none or null; a number in plain digits; else the text itself.
    static func typedValue(_ text: String, offMeansNone: Bool) -> JSONValue {
        switch text.lowercased() {
        case "true", "on", "yes": return .bool(true)
        case "false", "off", "no": return offMeansNone ? .null : .bool(false)
        case "none", "null": return .null
        default:
            // A number too large for a Double stays text, refused by the setting's own
            // check (which names the setting), never written as infinity.
            if text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }), let number = readNumber(text) {
                return .number(number)
            }
            return .string(text)
        }
    }

    /// "must be a whole hour from 0 to 12, not 13".
    func refusal(of value: RefusedValue, words: Words = .english) -> String {
        switch kind {
        case .flag: words(.mustBeTrueOrFalse(not: value))
        case .whole(_, let range, let noun):
            words(.mustBeInRange(noun, range: Self.rangeText(range, words), not: value))
        case .number(_, let range, let noun):
            words(.mustBeInRange(noun, range: Self.rangeText(range, words), not: value))
        case .soundMode: words(.mustBeSoundMode(not: value))
        case .language: words(.mustBeLanguage(choices: Self.languageWords, not: value))
        case .pathOrNone(_, let advice): words(.mustBeAbsolutePath(not: value)) + words(advice)
        }
    }

    /// The setting language's "let the environment decide".
    static let automatic = "auto"
    static let languageWords = [automatic] + Language.names

    /// "4 to 7", and "0.5 to 1.0" when either end has a fraction (both then show one).
    static func rangeText(_ range: ClosedRange<Double>, _ words: Words = .english) -> String {
        var ends = [range.lowerBound, range.upperBound].map(formatNumber)
        if ends.contains(where: { $0.contains(".") }) { ends = ends.map { $0.contains(".") ? $0 : $0 + ".0" } }
        return words(.range(from: ends[0], to: ends[1]))
    }

    /// "0 to 12".
    static func rangeText(_ range: ClosedRange<Int>, _ words: Words) -> String {
        words(.range(from: String(range.lowerBound), to: String(range.upperBound)))
    }
}

extension Settings {
    /// The settings as the English man page lists them (Docs/breathe.1, under
    /// config.json): each key in bold, then what it accepts, its default, and whether it
    /// stays on one device.
    public static var manPageList: String {
        let words = Words.english, defaults = Settings()
        return declarations.enumerated().map { index, declaration in
            let last = index == declarations.count - 1
            let end = last ? words.rules.sentenceEnd : words.rules.clauseEnd
            let entry = words(.manPageEntry(
                accepted: declaration.acceptedText(words), defaultValue: declaration.text(in: defaults),
                deviceOnly: !declaration.synced))
            return ".B \(declaration.key)\n\(entry)\(end)"
        }.joined(separator: "\n")
    }
}
