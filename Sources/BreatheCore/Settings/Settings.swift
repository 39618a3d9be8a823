import FoundationEssentials

/// The person's settings, from `$XDG_CONFIG_HOME/breathe/config.json`. Every setting has
/// a default (its initial value here), so a missing file means "all defaults"; its key,
/// range and the rest are declared once, in `declarations`.
public struct Settings: Sendable, Equatable {
    /// Fraction of a lesson's length that completes it.
    public var threshold: Double = CompletionRule.defaultThreshold
    /// The hour at which one practice day ends and the next begins.
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
    /// How loud tones and words are.
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
    /// Seconds of get-ready (the circle at rest, a count of 3, 2, 1) before each
    /// session's practice begins; 0 begins at once.
    public var leadIn = 3
    public static let leadInRange: ClosedRange<Int> = 0...10
    /// The folder `breathe sync` merges with; nil when sync is off. Kept on this device
    /// only: it is never synced itself.
    public var syncFolder: String?
    /// The language breathe speaks; nil is `auto`, the environment's. Kept on this device
    /// only: two devices of one person may be set up in different languages.
    public var language: Language?

    /// Every setting, declared once, in the order `breathe config` lists them. Its
    /// default is the property's initial value above.
    public static let declarations: [SettingDeclaration] = [
        SettingDeclaration(
            "threshold", .number(\.threshold, CompletionRule.thresholdRange, noun: .shareOfALesson), help: .threshold),
        SettingDeclaration(
            "dayRolloverHour", .whole(\.dayRolloverHour, rolloverRange, noun: .wholeHour), help: .dayRolloverHour),
        SettingDeclaration("freezes", .flag(\.freezes.enabled), help: .freezes),
        SettingDeclaration(
            "freezeEvery", .whole(\.freezes.earnedEvery, freezeEveryRange, noun: .wholePracticeDays),
            help: .freezeEvery),
        SettingDeclaration(
            "freezeMax", .whole(\.freezes.maximumBanked, freezeMaxRange, noun: .wholeNumber), help: .freezeMax),
        SettingDeclaration("showStreak", .flag(\.showStreak), help: .showStreak),
        SettingDeclaration("moodCheck", .flag(\.moodCheck), help: .moodCheck),
        SettingDeclaration("color", .flag(\.color), help: .color),
        SettingDeclaration("sound", .soundMode(\.sound), help: .sound),
        SettingDeclaration("volume", .whole(\.volume, volumeRange, noun: .wholeNumber), help: .volume),
        SettingDeclaration("soundOverSSH", .flag(\.soundOverSSH), synced: false, help: .soundOverSSH),
        .pace,
        SettingDeclaration("reducedMotion", .flag(\.reducedMotion), help: .reducedMotion),
        SettingDeclaration("leadIn", .whole(\.leadIn, leadInRange, noun: .wholeSeconds), help: .leadIn),
        .syncFolder,
        SettingDeclaration("language", .language(\.language), synced: false, help: .language),
    ]

    /// The setting declared for `key`, or nil for a key breathe does not know.
    public static func declaration(for key: String) -> SettingDeclaration? {
        declarations.first { $0.key == key }
    }

    /// Every setting's key, in the order `breathe config` lists them.
    public static let keys = declarations.map(\.key)

    /// The settings that travel with sync (last writer wins per key).
    public static let syncedKeys = declarations.filter(\.synced).map(\.key)

    /// Every setting with what it does, in the order `breathe config` lists them.
    public static let definitions: [(key: String, meaning: String)] = declarations.map { ($0.key, $0.help) }

    /// The setting before `sound`: config.json may still hold it (a true one rings the
    /// bell), and `breathe config bell` reads and sets it through `sound`.
    public static let olderBellKey = "bell"

    /// A setting's value as `breathe config` shows and accepts it.
    public func text(of key: String) -> String? {
        Self.declaration(for: key)?.text(in: self)
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
            throw .notJSON(file: file, error)
        }
        guard case .object(let fields) = document else {
            throw .notAnObject(file: file, found: document.kind)
        }
        var settings = Settings()
        for key in fields.keys.sorted() {
            if !settings.adopt(key, fields[key]!) {
                throw .badValue(file: file, SettingValueRefusal(key: key, value: fields[key]!))
            }
        }
        // Before `sound`, a true `bell` rang the bell; `sound`, when present, decides.
        if fields["sound"] == nil, fields[olderBellKey] == .bool(true) { settings.sound = .bell }
        return settings
    }

    /// The keys of a settings file that are no setting (a typo, or a newer breathe's),
    /// sorted; none when the file is not a JSON object.
    public static func keysWithoutEffect(in data: Data) -> [String] {
        guard case .object(let fields)? = try? JSONValue.parse(data) else { return [] }
        return fields.keys.filter { !keys.contains($0) && $0 != olderBellKey }.sorted()
    }

    /// Why `jsonText` is not a value `key` accepts, or nil when it is: the same check as
    /// config.json's, for a setting that arrives from another device.
    public static func problem(key: String, jsonText: String) -> SettingValueProblem? {
        let value: JSONValue
        do {
            value = try JSONValue.parse(Data(jsonText.utf8))
        } catch {
            return .notJSON(error)
        }
        var settings = Settings()
        return settings.adopt(key, value) ? nil : .refused(SettingValueRefusal(key: key, value: value))
    }

    /// Takes one key's value, or returns false when the key does not accept it (its
    /// refusal is `SettingValueRefusal`'s to word). Keys breathe does not know (a newer
    /// breathe's, or a typo) are left alone.
    mutating func adopt(_ key: String, _ value: JSONValue) -> Bool {
        if key == Self.olderBellKey {
            // Kept readable: `decode` turns a true one into sound bell.
            if case .bool = value { return true }
            return false
        }
        return Self.declaration(for: key)?.adopt(value, into: &self) == nil
    }

    /// Every setting as config.json holds it (what `decode` reads back equal).
    public var jsonFields: [String: JSONValue] {
        var fields: [String: JSONValue] = [:]
        for declaration in Self.declarations {
            fields[declaration.key] = declaration.jsonValue(in: self)
        }
        return fields
    }
}

/// Why settings cannot be read or changed. The problem is its own message
/// (`SettingsFilePhrases`).
public typealias SettingsError = SettingsProblem

extension SettingDeclaration {
    /// The settings that commands write themselves: `breathe pace` keeps the pace it
    /// found, `breathe sync` the folder.
    public static let pace = SettingDeclaration(
        "pace", .number(\.pace, PacePlan.settingRange, noun: .breathsAMinute), help: .pace)
    public static let syncFolder = SettingDeclaration(
        "syncFolder", .pathOrNone(\.syncFolder, advice: .setSyncFolderWithConfig), synced: false, help: .syncFolder)
}
