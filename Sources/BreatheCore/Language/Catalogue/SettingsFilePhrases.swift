/// The words about config.json as a file: why it cannot be read, and a value a setting
/// does not accept (in the file, typed after `breathe config KEY`, or arriving from
/// another device). The file is never rewritten because of any of them. Their words are
/// in `po/`.
public enum SettingsProblem: TranslatedPhrases, Equatable, Error, CustomStringConvertible {
    case file(FileProblem)
    /// Read at a start: fix or remove it.
    case notJSON(file: String, JSONSyntaxError)
    case notAnObject(file: String, found: JSONKind)
    case badValue(file: String, SettingValueRefusal)
    /// Read to be changed (`breathe config`, `sync`): fix it first.
    case notJSONToChange(file: String, JSONSyntaxError)
    case notAnObjectToChange(file: String)
    /// A value typed after `breathe config KEY`.
    case typedValue(SettingValueRefusal)

    public static let area = "settingsFile"

    /// Named case by case: its description is its words, which `caseKey` would read.
    public var key: String {
        let name = switch self {
        case .file: "file"
        case .notJSON: "notJSON"
        case .notAnObject: "notAnObject"
        case .badValue: "badValue"
        case .notJSONToChange: "notJSONToChange"
        case .notAnObjectToChange: "notAnObjectToChange"
        case .typedValue: "typedValue"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        switch self {
        case .file(let problem): ["problem": .said(problem)]
        case .notJSON(let file, let error), .notJSONToChange(let file, let error):
            ["file": .text(file), "error": .said(error)]
        case .notAnObject(let file, let found): ["file": .text(file), "found": .saidAfterWord(found)]
        case .badValue(let file, let refusal):
            ["file": .text(file), "setting": .text(refusal.key), "refusal": .said(refusal)]
        case .notAnObjectToChange(let file): ["file": .text(file)]
        case .typedValue(let refusal): ["setting": .text(refusal.key), "refusal": .said(refusal)]
        }
    }

    public var description: String { english }

    static let samples: [SettingsProblem] = [
        .file(.notReadable(path: "/c/config.json", kind: .folder)),
        .notJSON(file: "/c/config.json", JSONSyntaxError(.unexpectedCharacter, line: 2, column: 5)),
        .notAnObject(file: "/c/config.json", found: .list),
        .badValue(file: "/c/config.json", SettingValueRefusal(key: "volume", value: .number(300))),
        .notJSONToChange(file: "/c/config.json", JSONSyntaxError(.endsEarly, line: 1, column: 2)),
        .notAnObjectToChange(file: "/c/config.json"),
        .typedValue(SettingValueRefusal(key: "sound", typed: "loud")),
        .notAnObject(file: "/c/config.json", found: .null),
    ]
}

/// Why a setting's value from another device is not one it accepts: said as its JSON's
/// fault, or as the setting refuses the value.
public enum SettingValueProblem: TranslatedPhrases, Equatable {
    case notJSON(JSONSyntaxError)
    case refused(SettingValueRefusal)

    public static let area = "settingsFile"

    public var key: String {
        switch self {
        case .notJSON: Self.area + ".valueNotJSON"
        case .refused: Self.area + ".valueRefused"
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .notJSON(let error): ["error": .said(error)]
        case .refused(let refusal): ["refusal": .said(refusal)]
        }
    }

    static let samples: [SettingValueProblem] = [
        .notJSON(JSONSyntaxError(.endsEarly, line: 1, column: 2)),
        .refused(SettingValueRefusal(key: "volume", value: .number(300))),
    ]
}

/// A value a setting does not accept: the setting's declaration words the refusal in
/// each language ("must be a whole hour from 0 to 12, not 13"), in the words of `ConfigPhrase`.
public struct SettingValueRefusal: Phrases, Equatable {
    public let key: String
    public let value: RefusedValue

    /// A value read from config.json.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = .read(value)
    }

    /// A value as typed after `breathe config KEY`.
    public init(key: String, typed: String) {
        self.key = key
        value = .typed(typed)
    }

    public var english: String { refusal(.english) }
    public var chinese: String { refusal(Words(.simplifiedChinese)) }

    func refusal(_ words: Words) -> String {
        Settings.declaration(for: key)?.refusal(
            of: value, words: words) ?? words(ConfigPhrase.mustBeTrueOrFalse(not: value))
    }

    /// A value read and one typed, of settings of each kind, and of a key no setting has.
    static let samples = [
        SettingValueRefusal(key: "volume", value: .number(300)), SettingValueRefusal(key: "sound", typed: "loud"),
        SettingValueRefusal(key: "bell", value: .string("on")), SettingValueRefusal(key: "language", typed: "fr"),
        SettingValueRefusal(key: "threshold", value: .array([])), SettingValueRefusal(key: "syncFolder", typed: "s"),
        SettingValueRefusal(key: "nosuch", value: .null),
    ]
}

extension Words {
    public func callAsFunction(_ problem: SettingsProblem) -> String { say(problem) }
}
