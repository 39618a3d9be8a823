/// An area of the catalogue whose words are data: each case is a message of `po/`, keyed
/// `area.case` (its msgctxt), whose English is in `po/breathe.pot` and whose translation
/// is in the language's file (`po/zh-Hans.po`). The case keeps its facts typed; each is
/// written by the language's rules where the message's `{placeholder}` stands.
public protocol TranslatedPhrases: Phrases {
    /// The area's part of each key: "key" for `KeyHint.start`'s "key.start".
    static var area: String { get }
    /// The facts the message's placeholders name.
    var facts: [String: Fact] { get }
}

/// A fact inside a message, written by the language's rules.
public enum Fact: Sendable, Equatable {
    /// Shown as it is: a name, an id, a path, a lesson's title already in the language.
    case text(String)
    /// A duration in prose (`Words.duration`): "1:32"; "1分32秒".
    case duration(Double)

    func written(in words: Words) -> String {
        switch self {
        case .text(let text): text
        case .duration(let seconds): words.duration(seconds)
        }
    }
}

extension TranslatedPhrases {
    public var facts: [String: Fact] { [:] }

    /// The message's key: the area, then the case's name.
    public var key: String { Self.area + "." + String(String(describing: self).prefix { $0 != "(" }) }

    public var english: String { Translations.render(key, facts: facts, in: Words(.english)) }
    public var chinese: String { Translations.render(key, facts: facts, in: Words(.simplifiedChinese)) }
}
