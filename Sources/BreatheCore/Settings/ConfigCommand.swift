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
            case .show, .change: 0
            case .usageError: 2
            case .failure: 1
            }
        }
    }

    /// The command a usage error points to.
    public static let hint = "breathe config"

    /// `breathe config [KEY [VALUE]]`, from what config.json held (`loaded`: the settings,
    /// or why they cannot be read) and where it lives (`configFile`, for the listing).
    public static func plan(arguments: [String], loaded: Result<Settings, SettingsError>, configFile: String) -> Plan {
        let settings: Settings
        switch loaded {
        case .success(let read):
            settings = read
        case .failure(let error):
            // Setting a key stays possible, so a bad value can be put right from here.
            guard arguments.count == 2, Settings.declaration(for: arguments[0]) != nil else {
                return .failure(error.description + "\nSet a good value with: breathe config KEY VALUE")
            }
            settings = Settings()
        }
        guard let key = arguments.first else { return .show(listing(settings, configFile: configFile)) }
        if key == Settings.olderBellKey { return olderBell(arguments, settings: settings) }
        guard let declaration = Settings.declaration(for: key) else {
            let hint = nearest(to: key, in: Settings.keys).map { "; did you mean \($0)?" } ?? "; the settings are: " + Settings.keys.joined(separator: ", ")
            return .usageError("unknown setting '\(key)'\(hint)")
        }
        guard arguments.count == 2 else { return .show([declaration.text(in: settings)]) }
        switch declaration.value(typed: arguments[1]) {
        case .failure(let refusal):
            return .usageError(refusal.description)
        case .success(let value):
            let change = ConfigChange(key: key, value: value == .null ? nil : value)
            return .change(change, then: ["\(key) = \(value == .null ? "none" : arguments[1])"])
        }
    }

    /// Every setting: the key, its value and the default when it differs, and below it
    /// what it does; then where the file is.
    static func listing(_ settings: Settings, configFile: String) -> [String] {
        let defaults = Settings()
        let width = Settings.keys.map(\.count).max() ?? 0
        var lines: [String] = []
        for declaration in Settings.declarations {
            let value = declaration.text(in: settings)
            let fallback = declaration.text(in: defaults)
            let note = value == fallback ? "" : "  (default \(fallback))"
            lines.append(declaration.key.padded(to: width) + "  " + value + note)
            lines.append(String(repeating: " ", count: width + 2) + declaration.help)
        }
        return lines + ["", "Settings live in \(configFile). Change one with: breathe config KEY VALUE"]
    }

    /// `breathe config bell [VALUE]`: the setting before `sound`, still read and set
    /// through it for older scripts.
    static func olderBell(_ arguments: [String], settings: Settings) -> Plan {
        guard arguments.count == 2 else { return .show([String(settings.sound == .bell)]) }
        guard case .bool(let on) = SettingDeclaration.typedValue(arguments[1], offMeansNone: false) else {
            return .usageError("bell: must be true or false; it is now part of the setting sound (breathe config sound bell)")
        }
        let mode: SoundMode = on ? .bell : (settings.sound == .bell ? .off : settings.sound)
        return .change(ConfigChange(key: "sound", value: .string(mode.rawValue)), then: ["sound = \(mode.rawValue) (bell is now part of the setting sound)"])
    }
}
