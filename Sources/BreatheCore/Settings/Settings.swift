import FoundationEssentials

/// The person's settings, from `$XDG_CONFIG_HOME/breathe/config.json`. Every setting has
/// a default, so a missing file means "all defaults".
public struct Settings: Sendable, Equatable {
    /// Fraction of a lesson's length that completes it (0.5 to 1.0).
    public var threshold: Double = CompletionRule.defaultThreshold
    /// The hour (0 to 12) at which one practice day ends and the next begins.
    public var dayRolloverHour: Int = 3

    public static let rolloverRange: ClosedRange<Int> = 0...12
    /// Streak freezes: on, one earned per `freezeEvery` practice days, at most `freezeMax`.
    public var freezes = FreezeRules()
    public static let freezeEveryRange: ClosedRange<Int> = 1...60
    public static let freezeMaxRange: ClosedRange<Int> = 0...10
    /// Off hides the streak everywhere; the total of practice days stays.
    public var showStreak = true
    /// "How do you feel? 1–5" before and after each lesson. Off by default.
    public var moodCheck = false
    /// Colour on terminals that have it (NO_COLOR and --no-color turn it off too).
    public var color = true
    /// What marks the phases for eyes that are closed: nothing, tones, words or the bell.
    public var sound = SoundMode.off
    /// How loud tones and words are, 1 to 100.
    public var volume = 30
    public static let volumeRange: ClosedRange<Int> = 1...100
    /// Tones and words play on this machine even over SSH. Kept on this device only: the
    /// machine one reaches over SSH differs from device to device.
    public var soundOverSSH = false
    /// The person's own rate, breaths a minute: what the pattern `pace` breathes. Set by
    /// `breathe pace` (or by hand); 6 until then.
    public var pace = PacePlan.defaultRate
    /// No scaling circle: the phase by text and a steady marker.
    public var reducedMotion = false
    /// The folder `breathe sync` merges with; nil when sync is off. Kept on this device
    /// only: it is never synced itself.
    public var syncFolder: String?

    /// The settings that travel with sync (last writer wins per key).
    public static let syncedKeys = ["threshold", "dayRolloverHour", "freezes", "freezeEvery", "freezeMax", "showStreak", "moodCheck", "color", "sound", "volume", "pace", "reducedMotion"]

    /// Every setting, in the order `breathe config` lists them, with what it does.
    public static let definitions: [(key: String, meaning: String)] = [
        ("threshold", "share of a lesson's length that completes it (0.5 to 1.0)"),
        ("dayRolloverHour", "hour at which a practice day ends (0 to 12)"),
        ("freezes", "streak freezes on or off (true, false)"),
        ("freezeEvery", "practice days that earn a freeze (1 to 60)"),
        ("freezeMax", "freezes banked at most (0 to 10)"),
        ("showStreak", "show the streak; the total of practice days always shows (true, false)"),
        ("moodCheck", "ask how you feel, 1 to 5, before and after a lesson (true, false)"),
        ("color", "colour on terminals that have it (true, false)"),
        ("sound", "what marks each phase: off, tone (soft tones), voice (spoken), bell (the terminal bell)"),
        ("volume", "how loud tones and the voice are (1 to 100)"),
        ("soundOverSSH", "play tones and the voice on this machine even over SSH (true, false)"),
        ("pace", "your own rate, breaths a minute, for the pattern pace (4 to 7; breathe pace finds it)"),
        ("reducedMotion", "no moving circle: the phase by text and a steady marker (true, false)"),
        ("syncFolder", "the folder breathe sync merges with (an absolute path, or none)"),
    ]

    /// A setting's value as `breathe config` shows and accepts it.
    public func text(of key: String) -> String? {
        switch key {
        case "threshold": formatNumber(threshold)
        case "dayRolloverHour": String(dayRolloverHour)
        case "freezes": String(freezes.enabled)
        case "freezeEvery": String(freezes.earnedEvery)
        case "freezeMax": String(freezes.maximumBanked)
        case "showStreak": String(showStreak)
        case "moodCheck": String(moodCheck)
        case "color": String(color)
        case "sound": sound.rawValue
        case "volume": String(volume)
        case "soundOverSSH": String(soundOverSSH)
        case "pace": formatNumber(pace)
        case "reducedMotion": String(reducedMotion)
        case "syncFolder": syncFolder ?? "none"
        default: nil
        }
    }

    public init() {}

    public var completionRule: CompletionRule { CompletionRule(threshold: threshold) }

    /// Reads a settings file. A bad value is an error naming the file and the key; the
    /// file is never rewritten because of it.
    public static func decode(_ data: Data, file: String) throws(SettingsError) -> Settings {
        let document: JSONValue
        do {
            document = try JSONValue.parse(data)
        } catch {
            throw SettingsError(description: "\(file): \(error.description); fix or remove the file (breathe will not overwrite it)")
        }
        guard case .object(let fields) = document else {
            throw SettingsError(description: "\(file): settings must be a JSON object, not \(document.kindName)")
        }
        var settings = Settings()
        for key in fields.keys.sorted() {
            if let problem = settings.adopt(key, fields[key]!) {
                throw SettingsError(description: "\(file): \(key): \(problem)")
            }
        }
        // Before `sound`, a true `bell` rang the bell; `sound`, when present, decides.
        if fields["sound"] == nil, fields["bell"] == .bool(true) { settings.sound = .bell }
        return settings
    }

    /// Why `jsonText` is not a value `key` accepts, or nil when it is: the same check as
    /// config.json's, for a setting that arrives from another device.
    public static func problem(key: String, jsonText: String) -> String? {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Data(jsonText.utf8))
        } catch {
            return error.description
        }
        var settings = Settings()
        return settings.adopt(key, value)
    }

    /// Takes one key's value, or says what the key accepts. Keys breathe does not know
    /// (a newer breathe's, or a typo) are left alone.
    mutating func adopt(_ key: String, _ value: JSONValue) -> String? {
        func whole(_ range: ClosedRange<Int>) -> Int? {
            guard case .number(let number) = value, let whole = Int(exactly: number), range.contains(whole) else { return nil }
            return whole
        }
        func flag() -> Bool? {
            guard case .bool(let on) = value else { return nil }
            return on
        }
        switch key {
        case "threshold":
            guard case .number(let number) = value, CompletionRule.thresholdRange.contains(number) else {
                return "must be a number from 0.5 to 1.0 (the share of a lesson that completes it), not \(value.shortText)"
            }
            threshold = number
        case "dayRolloverHour":
            guard let hour = whole(Self.rolloverRange) else { return "must be a whole hour from 0 to 12, not \(value.shortText)" }
            dayRolloverHour = hour
        case "freezeEvery":
            guard let days = whole(Self.freezeEveryRange) else { return "must be a whole number of practice days from 1 to 60, not \(value.shortText)" }
            freezes.earnedEvery = days
        case "freezeMax":
            guard let count = whole(Self.freezeMaxRange) else { return "must be a whole number from 0 to 10, not \(value.shortText)" }
            freezes.maximumBanked = count
        case "syncFolder":
            switch value {
            case .null: syncFolder = nil
            case .string(let path) where path.hasPrefix("/") && !path.unicodeScalars.contains(where: TerminalText.isControl): syncFolder = path
            default: return "must be an absolute path or null, not \(value.shortText); use breathe sync --folder DIR"
            }
        case "sound":
            guard case .string(let text) = value, let mode = SoundMode.parse(text) else {
                return "must be \(SoundMode.choices), not \(value.shortText)"
            }
            sound = mode
        case "pace":
            guard case .number(let rate) = value, PacePlan.settingRange.contains(rate) else {
                return "must be a number of breaths a minute from 4 to 7, like 5.5, not \(value.shortText)"
            }
            pace = rate
        case "volume":
            guard let level = whole(Self.volumeRange) else { return "must be a whole number from 1 to 100, not \(value.shortText)" }
            volume = level
        case "freezes", "showStreak", "moodCheck", "color", "bell", "soundOverSSH", "reducedMotion":
            guard let on = flag() else { return "must be true or false, not \(value.shortText)" }
            switch key {
            case "freezes": freezes.enabled = on
            case "showStreak": showStreak = on
            case "moodCheck": moodCheck = on
            case "color": color = on
            // The older setting, kept readable: `decode` turns a true one into sound bell.
            case "bell": break
            case "soundOverSSH": soundOverSSH = on
            default: reducedMotion = on
            }
        default:
            break
        }
        return nil
    }

    /// Every setting as config.json holds it (what `decode` reads back equal).
    public var jsonFields: [String: JSONValue] {
        var fields: [String: JSONValue] = [
            "threshold": .number(threshold), "dayRolloverHour": .number(Double(dayRolloverHour)),
            "freezes": .bool(freezes.enabled), "freezeEvery": .number(Double(freezes.earnedEvery)),
            "freezeMax": .number(Double(freezes.maximumBanked)), "showStreak": .bool(showStreak),
            "moodCheck": .bool(moodCheck), "color": .bool(color), "sound": .string(sound.rawValue), "volume": .number(Double(volume)),
            "soundOverSSH": .bool(soundOverSSH), "pace": .number(pace), "reducedMotion": .bool(reducedMotion),
        ]
        if let syncFolder { fields["syncFolder"] = .string(syncFolder) }
        return fields
    }
}

public struct SettingsError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}
