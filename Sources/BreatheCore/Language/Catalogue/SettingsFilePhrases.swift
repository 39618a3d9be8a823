/// The words about config.json as a file: why it cannot be read, and a value a setting
/// does not accept (in the file, typed after `breathe config KEY`, or arriving from
/// another device). The file is never rewritten because of any of them.
public enum SettingsProblem: Phrases, Equatable, Error, CustomStringConvertible {
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

    public var english: String {
        switch self {
        case .file(let problem): problem.english
        case .notJSON(let file, let error):
            "\(file): \(error.english); fix or remove the file (breathe will not overwrite it)"
        case .notAnObject(let file, let found): "\(file): settings must be a JSON object, not \(found.english)"
        case .badValue(let file, let refusal): "\(file): \(refusal.key): \(refusal.english)"
        case .notJSONToChange(let file, let error):
            "\(file): \(error.english); fix it first (breathe will not overwrite it)"
        case .notAnObjectToChange(let file):
            "\(file): settings must be a JSON object; fix it first (breathe will not overwrite it)"
        case .typedValue(let refusal): "\(refusal.key): \(refusal.english)"
        }
    }

    public var chinese: String {
        switch self {
        case .file(let problem): problem.chinese
        case .notJSON(let file, let error):
            "\(file)：\(error.chinese)；请修正或删除这个文件（breathe 不会覆盖它）"
        case .notAnObject(let file, let found):
            "\(file)：设置必须是一个 JSON 对象，而不是\(found.chinese.afterChinese)；"
                + "请修正或删除这个文件"
        case .badValue(let file, let refusal):
            "\(file)：\(refusal.key) 的值\(refusal.chinese)；请在文件里改正它"
        case .notJSONToChange(let file, let error):
            "\(file)：\(error.chinese)；请先修正它（breathe 不会覆盖它）"
        case .notAnObjectToChange(let file):
            "\(file)：设置必须是一个 JSON 对象；请先修正它（breathe 不会覆盖它）"
        case .typedValue(let refusal): "\(refusal.key)：\(refusal.chinese)"
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
    ]
}

/// Why a setting's value from another device is not one it accepts.
public enum SettingValueProblem: Sendable, Equatable {
    case notJSON(JSONSyntaxError)
    case refused(SettingValueRefusal)

    var english: String {
        switch self {
        case .notJSON(let error): error.english
        case .refused(let refusal): refusal.english
        }
    }

    var chinese: String {
        switch self {
        case .notJSON(let error): error.chinese
        case .refused(let refusal): refusal.chinese
        }
    }
}

/// A value a setting does not accept: the setting's declaration words the refusal in
/// each language ("must be a whole hour from 0 to 12, not 13").
public struct SettingValueRefusal: Sendable, Equatable {
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

    var english: String { refusal(.english) }
    var chinese: String { refusal(Words(.simplifiedChinese)) }

    func refusal(_ words: Words) -> String {
        Settings.declaration(for: key)?.refusal(
            of: value, words: words) ?? words(ConfigPhrase.mustBeTrueOrFalse(not: value))
    }
}

extension Words {
    public func callAsFunction(_ problem: SettingsProblem) -> String { say(problem) }
}
