/// What a setting is, in `breathe config`'s listing: one case a setting, so a setting
/// cannot be declared without its help in both languages.
public enum SettingHelp: Sendable, Equatable, CaseIterable {
    case threshold, dayRolloverHour, freezes, freezeEvery, freezeMax, showStreak, moodCheck, color, sound, volume
    case soundOverSSH, pace, reducedMotion, leadIn, syncFolder, language
}

/// What a number setting holds, as its refusal names it ("a whole hour from 0 to 12").
public enum SettingNoun: Sendable, Equatable, CaseIterable {
    /// The threshold: a share of a lesson.
    case shareOfALesson
    case wholeHour
    case wholePracticeDays
    case wholeNumber
    /// The lead-in: whole seconds.
    case wholeSeconds
    /// The pace: breaths a minute.
    case breathsAMinute
}

/// The words of `breathe config`: the listing (each setting's help, what it accepts, its
/// default), what a change says, and the refusals ("must be …, not …"). Setting keys,
/// the values typed (true, off, none, tone …) and paths are what a person types, and
/// stay as they are. Their words are in `po/`.
public enum ConfigPhrase: TranslatedPhrases, Equatable {
    /// A setting's help line, with what it accepts (`accepted`, in the same language).
    case help(SettingHelp, accepted: String)
    /// What a number setting accepts: "0.5 to 1.0".
    case range(from: String, to: String)
    /// What a setting of a few words accepts: "true, false".
    case choices([String])
    case absolutePathOrNone
    /// After a value that is not the default: "(default 0.8)".
    case defaultIs(String)
    case settingsLiveIn(file: String)
    case unknownSetting(String, didYouMean: String?, keys: [String])
    /// A key in config.json that is no setting (a typo, or a newer breathe's), left alone.
    case keyWithoutEffect(String, didYouMean: String?)
    /// `breathe config` when config.json cannot be read: how to mend it from here.
    case setAGoodValue
    case homeNotSet
    /// Setting the older `bell`: where it went.
    case bellIsPartOfSound
    /// `breathe config bell maybe`.
    case bellMustBeTrueOrFalse
    /// `breathe config KEY VALUE --json`: the JSON shows, it never changes.
    case jsonOnlyShows
    // The refusals of a value, in config.json or typed; `not` is the value refused.
    case mustBeTrueOrFalse(not: RefusedValue)
    case mustBeInRange(SettingNoun, range: String, not: RefusedValue)
    case mustBeSoundMode(not: RefusedValue)
    case mustBeLanguage(choices: [String], not: RefusedValue)
    case mustBeAbsolutePath(not: RefusedValue)
    /// After a sync folder refused: where a folder is better set.
    case setSyncFolderWithConfig
    /// A setting changed in config.json whose time the store could not take (`SettingTimes`).
    case changeTimeNotKept(problem: String)
    /// The man page's list: what a setting accepts and its default, and whether it stays
    /// on one device.
    case manPageEntry(accepted: String, defaultValue: String, deviceOnly: Bool)

    public static let area = "config"

    public var key: String {
        let name: String? = switch self {
        case .help(let help, _): "help.\(help)"
        case .mustBeInRange(let noun, _, _): "mustBe.\(noun)"
        case .unknownSetting(_, didYouMean: .some, _): "unknownSettingNear"
        case .keyWithoutEffect(_, didYouMean: .some): "keyWithoutEffectNear"
        case .manPageEntry(_, _, deviceOnly: true): "manPageEntryDeviceOnly"
        default: nil
        }
        return name.map { Self.area + "." + $0 } ?? caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .help(let help, let accepted): help == .sound ? [:] : ["accepted": .text(accepted)]
        case .range(let from, let to): ["from": .text(from), "to": .text(to)]
        case .choices(let choices): ["choices": .items(choices)]
        case .defaultIs(let value): ["value": .text(value)]
        case .settingsLiveIn(let file): ["file": .text(file)]
        case .unknownSetting(let key, let near, let keys):
            ["key": .quoted(key)]
                .merging(near.map { ["near": .text($0)] } ?? ["keys": .items(keys)]) { first, _ in first }
        case .keyWithoutEffect(let key, let near):
            ["key": .quoted(TerminalText.clean(key))]
                .merging(near.map { ["near": .text($0)] } ?? [:]) { first, _ in first }
        case .mustBeTrueOrFalse(let value), .mustBeAbsolutePath(let value): ["value": value.fact]
        case .mustBeSoundMode(let value):
            ["modes": .alternatives(SoundMode.allCases.map(\.rawValue)), "value": value.fact]
        case .mustBeInRange(_, let range, let value): ["range": .text(range), "value": value.fact]
        case .mustBeLanguage(let choices, let value):
            // The last apart: English lists them all, Chinese says 或 before the last.
            ["choices": .items(Array(choices.dropLast())), "last": .text(choices.last ?? ""), "value": value.fact]
        case .changeTimeNotKept(let problem): ["problem": .text(problem)]
        case .manPageEntry(let accepted, let value, _): ["accepted": .text(accepted), "value": .text(value)]
        case .absolutePathOrNone, .setAGoodValue, .homeNotSet, .bellIsPartOfSound, .bellMustBeTrueOrFalse,
             .jsonOnlyShows, .setSyncFolderWithConfig:
            [:]
        }
    }

    /// One of every case and every setting's help, for the completeness test.
    static let samples: [ConfigPhrase] = SettingHelp.allCases.map { .help($0, accepted: "0 到 1") }
        + SettingNoun.allCases.map { .mustBeInRange($0, range: "0 to 12", not: .read(.number(13))) }
        + [
            .range(from: "0.5", to: "1.0"), .choices(["true", "false"]), .absolutePathOrNone, .defaultIs("0.8"),
            .changeTimeNotKept(problem: "could not write /d/progress.json: No space left on device"),
            .settingsLiveIn(file: "/c.json"),
            .unknownSetting("treshold", didYouMean: "threshold", keys: ["threshold"]),
            .keyWithoutEffect("treshold", didYouMean: "threshold"), .keyWithoutEffect("newThing", didYouMean: nil),
            .unknownSetting("x", didYouMean: nil, keys: ["threshold", "sound"]),
            .setAGoodValue, .homeNotSet, .bellIsPartOfSound, .bellMustBeTrueOrFalse, .jsonOnlyShows,
            .mustBeTrueOrFalse(not: .read(.array([]))), .mustBeTrueOrFalse(not: .typed("maybe")),
            .mustBeSoundMode(not: .read(.string("loud"))), .mustBeSoundMode(not: .typed("loud")),
            .mustBeLanguage(choices: ["auto", "en", "zh-Hans"], not: .typed("fr")),
            .mustBeAbsolutePath(not: .typed("relative")), .setSyncFolderWithConfig,
            .manPageEntry(accepted: "true, false", defaultValue: "false", deviceOnly: true),
            .manPageEntry(accepted: "0 to 12", defaultValue: "4", deviceOnly: false),
        ]
}

extension Words {
    public func callAsFunction(_ phrase: ConfigPhrase) -> String { say(phrase) }
}

/// A refused setting value as a message shows it: typed on the command line, quoted as
/// the language quotes what a person typed ('loud', “loud”), as every usage error does;
/// read from config.json, as the file has it ("loud", 300, a list).
public enum RefusedValue: Sendable, Equatable {
    case typed(String)
    case read(JSONValue)

    /// Typed, quoted by the language's rule; read, as the file has it, spaced from the word
    /// before it as the language spaces a Latin word ("而不是 13", but "而不是列表").
    var fact: Fact {
        switch self {
        case .typed(let text): .quoted(TerminalText.clean(String(text.prefix(60))) + (text.count > 60 ? "…" : ""))
        case .read(let value): .saidAfterWord(value.shown)
        }
    }
}
