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
/// stay as they are.
public enum ConfigPhrase: Phrases, Equatable {
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

    public var english: String {
        switch self {
        case .help(let help, let accepted): Self.englishHelp(help, accepted)
        case .range(let from, let to): "\(from) to \(to)"
        case .choices(let choices): choices.joined(separator: ", ")
        case .absolutePathOrNone: "an absolute path, or none"
        case .defaultIs(let value): "(default \(value))"
        case .settingsLiveIn(let file): "Settings live in \(file). Change one with: breathe config KEY VALUE"
        case .unknownSetting(let key, let near, let keys):
            "unknown setting '\(key)'" + (near.map {
                "; did you mean \($0)?"
            } ?? "; the settings are: " + keys.joined(separator: ", "))
        case .setAGoodValue: "Set a good value with: breathe config KEY VALUE"
        case .keyWithoutEffect(let key, let near):
            "config.json also holds '\(TerminalText.clean(key))'" + (near.map { " (did you mean \($0)?)" } ?? "")
                + ", which is no setting of this breathe: it has no effect, and breathe leaves it as it is"
        case .homeNotSet: "HOME is not set, so breathe cannot find its settings"
        case .bellIsPartOfSound: "(bell is now part of the setting sound)"
        case .bellMustBeTrueOrFalse:
            "bell: must be true or false; it is now part of the setting sound (breathe config sound bell)"
        case .jsonOnlyShows:
            "--json shows settings and changes none; to change one, leave it out: breathe config KEY VALUE"
        case .mustBeTrueOrFalse(let value): "must be true or false, not \(value.text(.english))"
        case .mustBeInRange(let noun, let range, let value):
            "must be \(Self.englishNoun(noun, range)), not \(value.text(.english))"
        case .mustBeSoundMode(let value): "must be \(SoundMode.choices), not \(value.text(.english))"
        case .mustBeLanguage(let choices, let value):
            "must be \(choices.joined(separator: ", ")), not \(value.text(.english))"
        case .mustBeAbsolutePath(let value):
            "must be an absolute path without control characters, or null, not \(value.text(.english))"
        case .setSyncFolderWithConfig: "; set it with breathe config syncFolder DIR, or none to turn sync off"
        case .changeTimeNotKept(let problem):
            "the change is in config.json, but when it was made could not be kept for sync (\(problem)); the next "
                + "sync dates it by config.json's last change"
        case .manPageEntry(let accepted, let value, let device):
            "(\(accepted); default \(value)\(device ? "; this device only, never synced" : ""))"
        }
    }

    public var chinese: String {
        switch self {
        case .help(let help, let accepted): Self.chineseHelp(help, accepted)
        case .range(let from, let to): "\(from) 到 \(to)"
        case .choices(let choices): choices.joined(separator: "、")
        case .absolutePathOrNone: "绝对路径，或 none"
        case .defaultIs(let value): "（默认 \(value)）"
        case .settingsLiveIn(let file): "设置保存在 \(file)。\n修改方法：breathe config KEY VALUE"
        case .unknownSetting(let key, let near, let keys):
            "没有“\(key)”这个设置" + (near.map {
                "；你是不是想输入 \($0)？"
            } ?? "；现有的设置：" + keys.joined(separator: "、"))
        case .setAGoodValue: "用 breathe config KEY VALUE 设一个有效的值"
        case .keyWithoutEffect(let key, let near):
            "config.json 里还有“\(TerminalText.clean(key))”" + (near.map { "（你是不是想写 \($0)？）" } ?? "")
                + "，它不是这个 breathe 的设置，不起作用，breathe 也不会改动它"
        case .homeNotSet: "没有设置 HOME，breathe 找不到它的设置"
        case .bellIsPartOfSound: "（bell 现在属于设置 sound）"
        case .bellMustBeTrueOrFalse:
            "bell：必须是 true 或 false；它现在属于设置 sound（breathe config sound bell）"
        case .jsonOnlyShows:
            "--json 只显示设置，不修改；要修改设置，请去掉 --json：breathe config KEY VALUE"
        case .mustBeTrueOrFalse(let value): "必须是 true 或 false，" + Self.chineseNot(value)
        case .mustBeInRange(let noun, let range, let value):
            "必须是\(Self.chineseNoun(noun, range))，" + Self.chineseNot(value)
        case .mustBeSoundMode(let value):
            "必须是 " + SoundMode.allCases.dropLast().map(\.rawValue).joined(separator: "、")
                + " 或 \(SoundMode.allCases.last!.rawValue)，" + Self.chineseNot(value)
        case .mustBeLanguage(let choices, let value):
            "必须是 " + choices.dropLast().joined(separator: "、") + " 或 \(choices.last ?? "")，"
                + Self.chineseNot(value)
        case .mustBeAbsolutePath(let value): "必须是不含控制字符的绝对路径或 null，" + Self.chineseNot(value)
        case .setSyncFolderWithConfig: "；请用 breathe config syncFolder DIR 设置，或设为 none 关闭同步"
        case .changeTimeNotKept(let problem):
            "这项修改已写入 config.json，但没能记下修改的时间供同步使用（\(problem)）；"
                + "下次同步会以 config.json 最后一次改动的时间为准"
        case .manPageEntry(let accepted, let value, let device):
            "（\(accepted)；默认 \(value)\(device ? "；仅限本设备，不同步" : "")）"
        }
    }

    static func englishHelp(_ help: SettingHelp, _ range: String) -> String {
        switch help {
        case .threshold: "share of a lesson's length that completes it (\(range))"
        case .dayRolloverHour: "hour at which a practice day ends (\(range))"
        case .freezes: "streak freezes on or off (\(range))"
        case .freezeEvery: "practice days that earn a freeze (\(range))"
        case .freezeMax: "freezes banked at most (\(range))"
        case .showStreak: "show the streak; the total of practice days always shows (\(range))"
        case .moodCheck: "ask how you feel, 1 to 5, before and after a lesson (\(range))"
        case .color: "colour on terminals that have it (\(range))"
        case .sound: "what marks each phase: off, tone (soft tones), voice (spoken), bell (the terminal bell)"
        case .volume: "how loud tones and the voice are (\(range))"
        case .soundOverSSH: "play tones and the voice on this machine even over SSH (\(range))"
        case .pace: "your own rate, breaths a minute, for the pattern pace (\(range); breathe pace finds it)"
        case .reducedMotion: "no moving circle: the phase by text and a steady marker (\(range))"
        case .leadIn:
            "seconds to get ready, counted down, before each session's first breath (\(range); 0 begins at once)"
        case .syncFolder: "the folder breathe sync merges with (\(range))"
        case .language: "the language breathe speaks (\(range)); auto follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG"
        }
    }

    static func chineseHelp(_ help: SettingHelp, _ range: String) -> String {
        switch help {
        case .threshold: "完成门槛：练到一课时长的多少算完成（\(range)）"
        case .dayRolloverHour: "一个练习日在几点结束（\(range)）"
        case .freezes: "开启或关闭连续练习的休息券（\(range)）"
        case .freezeEvery: "每练多少个练习日攒下一张休息券（\(range)）"
        case .freezeMax: "最多能攒几张休息券（\(range)）"
        case .showStreak: "显示连续练习天数；练习日总数总会显示（\(range)）"
        case .moodCheck: "每课前后问你心情如何，1 到 5（\(range)）"
        case .color: "终端支持时使用颜色（\(range)）"
        case .sound:
            "用什么提示每个阶段：off（无）、tone（柔和的音调）、voice（语音）、"
                + "bell（终端铃声）"
        case .volume: "音调和语音的音量（\(range)）"
        case .soundOverSSH: "通过 SSH 连接时也在这台机器上播放音调和语音（\(range)）"
        case .pace:
            "你自己的呼吸频率，每分钟几次，供呼吸法 pace 使用（\(range)；breathe pace "
                + "帮你找到它）"
        case .reducedMotion: "不显示缩放的圆圈：用文字和静止的标记表示阶段（\(range)）"
        case .leadIn: "每次练习第一次吸气前倒数准备的秒数（\(range)；0 表示立即开始）"
        case .syncFolder: "breathe sync 与之合并的文件夹（\(range)）"
        case .language:
            "breathe 使用的语言（\(range)）；auto 依次参考 LANGUAGE、LC_ALL、LC_MESSAGES 和 LANG"
        }
    }

    static func englishNoun(_ noun: SettingNoun, _ range: String) -> String {
        switch noun {
        case .shareOfALesson: "a number from \(range) (the share of a lesson that completes it)"
        case .wholeHour: "a whole hour from \(range)"
        case .wholePracticeDays: "a whole number of practice days from \(range)"
        case .wholeNumber: "a whole number from \(range)"
        case .wholeSeconds: "a whole number of seconds from \(range)"
        case .breathsAMinute: "a number of breaths a minute from \(range), like 5.5"
        }
    }

    static func chineseNoun(_ noun: SettingNoun, _ range: String) -> String {
        switch noun {
        case .shareOfALesson: " \(range) 之间的数（练到一课的多少比例算完成）"
        case .wholeHour: " \(range) 之间的整点"
        case .wholePracticeDays: " \(range) 之间的整数（练习日的天数）"
        case .wholeNumber: " \(range) 之间的整数"
        case .wholeSeconds: " \(range) 之间的整数秒"
        case .breathsAMinute: " \(range) 之间的每分钟呼吸次数，例如 5.5"
        }
    }

    /// "而不是 13": the refused value as written in the file, or its kind (a list, an
    /// object), which is a Chinese word and takes no space.
    static func chineseNot(_ value: RefusedValue) -> String {
        "而不是" + value.text(Words(.simplifiedChinese)).afterChinese
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

    func text(_ words: Words) -> String {
        switch self {
        case .typed(let text):
            words.quoted(TerminalText.clean(String(text.prefix(60))) + (text.count > 60 ? "…" : ""))
        case .read(let value): words.say(value.shown)
        }
    }
}
