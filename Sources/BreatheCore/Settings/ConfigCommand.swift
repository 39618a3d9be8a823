/// One change `breathe config` makes to config.json: a key set to a checked value, or
/// removed (a path set to none).
public struct ConfigChange: Sendable, Equatable {
    public let key: String
    /// The value config.json will hold; nil removes the key.
    public let value: JSONValue?

    public init(key: String, value: JSONValue?) {
        self.key = key
        self.value = value
    }
}

/// The decisions of `breathe config`, without files: what to print, which change to write,
/// or why not. The command loads config.json, asks `plan`, writes the change and prints.
public enum ConfigCommand {
    /// What `breathe config …` does.
    public enum Plan: Sendable, Equatable {
        /// Print these lines.
        case show([String])
        /// Print this for scripts (`--json`).
        case showJSON(ConfigJSON)
        /// Write the change to config.json, then print these lines (or, when the write
        /// fails, its error, as a failure).
        case change(ConfigChange, then: [String])
        /// A usage error: this message, then "Try 'breathe config' for more." (`hint`).
        case usageError(String)
        /// config.json cannot be read, and this command needs it: this message.
        case failure(String)

        /// The exit status: 0, 2 for a usage error, 1 for a failure (a change whose write
        /// fails is a failure too).
        public var exitStatus: Int32 {
            switch self {
            case .show, .showJSON, .change: 0
            case .usageError: 2
            case .failure: 1
            }
        }
    }

    /// The command a usage error points to.
    public static let hint = "breathe config"

    /// `breathe config [KEY [VALUE]] [--json]`, from what config.json held (`loaded`: the
    /// settings, or why they cannot be read) and where it lives (`configFile`, for the
    /// listing), in `words`' language; the listing's prose fits in `width` columns.
    /// `json` shows every setting, or KEY, for scripts; it never changes one.
    /// `withoutEffect`: config.json's keys that are no setting, said under the listing.
    public static func plan(
        arguments: [String], loaded: Result<Settings, SettingsError>, configFile: String, words: Words = .english,
        width: Int = .max, json: Bool = false, withoutEffect: [String] = []) -> Plan {
        if json, arguments.count == 2 { return .usageError(words(.jsonOnlyShows)) }
        let settings: Settings
        switch loaded {
        case .success(let read):
            settings = read
        case .failure(let error):
            // Setting a key stays possible (its value is checked first; a bad value is put
            // right from here). The hint is given only for a bad value: a file that is not
            // a JSON object (or not a file) refuses every change.
            guard arguments.count == 2, Settings.declaration(for: arguments[0]) != nil else {
                guard case .badValue = error else { return .failure(words(error)) }
                return .failure(words(error) + "\n" + words(.setAGoodValue))
            }
            settings = Settings()
        }
        if json { return showJSON(key: arguments.first, settings: settings, words: words) }
        guard let key = arguments.first else {
            return .show(listing(settings, configFile: configFile, words: words, width: width) + withoutEffect.flatMap {
                TextWrap.lines(
                    words(.keyWithoutEffect($0, didYouMean: nearest(to: $0, in: Settings.keys))), width: width)
            })
        }
        if key == Settings.olderBellKey { return olderBell(arguments, settings: settings, words: words) }
        guard let declaration = Settings.declaration(for: key) else {
            return .usageError(words(.unknownSetting(
                key, didYouMean: nearest(to: key, in: Settings.keys), keys: Settings.keys)))
        }
        guard arguments.count == 2 else { return .show([declaration.text(in: settings)]) }
        switch declaration.value(typed: arguments[1], words: words) {
        case .failure(let refusal):
            return .usageError(words(refusal))
        case .success(let value):
            let change = ConfigChange(key: key, value: value == .null ? nil : value)
            // The value as it is kept: "0.75" for a typed 0.7500000000000000001, "true" for TRUE.
            let kept = switch value {
            case .number(let number): formatNumber(number)
            case .bool(let flag): flag ? "true" : "false"
            case .string(let text): text
            default: arguments[1]
            }
            return .change(change, then: ["\(key) = \(value == .null ? "none" : kept)"])
        }
    }

    /// Every setting for scripts, or the one `key` names (the older `bell` is no setting
    /// of its own there: it is `sound`).
    static func showJSON(key: String?, settings: Settings, words: Words) -> Plan {
        guard let key else { return .showJSON(.every(Settings.declarations.map { SettingJSON($0, in: settings) })) }
        guard let declaration = Settings.declaration(for: key) else {
            return .usageError(words(.unknownSetting(
                key, didYouMean: nearest(to: key, in: Settings.keys), keys: Settings.keys)))
        }
        return .showJSON(.one(SettingJSON(declaration, in: settings)))
    }

    /// Every setting: the key, its value and the default when it differs, and below it
    /// what it does, wrapped to `width` under the value (further left when the column
    /// under the value would be too narrow to read); then where the file is.
    static func listing(_ settings: Settings, configFile: String, words: Words, width: Int) -> [String] {
        let defaults = Settings()
        let keyWidth = Settings.keys.map(\.columns).max() ?? 0
        let indent = String(repeating: " ", count: width - (keyWidth + 2) >= 24 ? keyWidth + 2 : 4)
        var lines: [String] = []
        for declaration in Settings.declarations {
            let value = declaration.text(in: settings)
            let fallback = declaration.text(in: defaults)
            // A value is a record (a path stays whole); the default beside it is a note.
            let note = value == fallback ? "" : words.rules.asideGap + words(.defaultIs(fallback))
            let aligned = declaration.key.padded(to: keyWidth) + "  " + value + note
            // On a narrow terminal the values give up their column rather than the edge.
            lines += aligned.columns <= width ? [aligned] : TextWrap.lines(
                declaration.key + "  " + value + note, width: width, hangingIndent: 4)
            lines += TextWrap.lines(declaration.help(words), width: width - indent.count).map { indent + $0 }
        }
        return lines + [""] + TextWrap.lines(words(.settingsLiveIn(file: configFile)), width: width)
    }

    /// `breathe config bell [VALUE]`: the setting before `sound`, still read and set
    /// through it for older scripts.
    static func olderBell(_ arguments: [String], settings: Settings, words: Words) -> Plan {
        guard arguments.count == 2 else { return .show([String(settings.sound == .bell)]) }
        guard case .bool(let on) = SettingDeclaration.typedValue(arguments[1], offMeansNone: false) else {
            return .usageError(words(.bellMustBeTrueOrFalse))
        }
        let mode: SoundMode = on ? .bell : (settings.sound == .bell ? .off : settings.sound)
        return .change(
            ConfigChange(key: "sound", value: .string(mode.rawValue)),
            then: ["sound = \(mode.rawValue)" + words.rules.gap + words(.bellIsPartOfSound)])
    }
}
