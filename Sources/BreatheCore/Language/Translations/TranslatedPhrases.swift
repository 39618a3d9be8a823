/// An area of the catalogue whose words are data: each case is a message of `po/`, keyed
/// `area.case` (its msgctxt), whose English is in `po/breathe.pot` and whose translation
/// is in the language's file (`po/zh-Hans.po`). The case keeps its facts typed; each is
/// written by the language's rules where the message's `{placeholder}` stands.
public protocol TranslatedPhrases: Phrases {
    /// The area's part of each key: "key" for `KeyHint.start`'s "key.start".
    static var area: String { get }
    /// The message's key; by default `area.case`. A case that says two things (a hold
    /// ended by a key, or at its cap) names the message it is.
    var key: String { get }
    /// The facts the message's placeholders name.
    var facts: [String: Fact] { get }
    /// The count that chooses a plural message's form (`LanguageRules.plural`); nil for a
    /// message with one form.
    var count: Int? { get }
}

/// A fact inside a message, written by the language's rules.
public enum Fact: Sendable {
    /// Shown as it is: a name, an id, a path, a lesson's title already in the language.
    case text(String)
    /// A duration in prose (`Words.duration`): "1:32"; "1分32秒".
    case duration(Double)
    /// A time the session's clock shows, in every language: a hold's "1:02".
    case clock(Double)
    /// A whole number: a count, a round, a lesson's place.
    case number(Int)
    /// A word the person typed or set, quoted as the language quotes one: 'dumb'; “dumb”.
    case quoted(String)
    /// A figure with its decimals, never in exponent form (`formatNumber`): 3.8, 6.5.
    case decimal(Double)
    /// Durations one after another, joined as the language joins a list's items: "1:02,
    /// 1:15"; "1分2秒、1分15秒".
    case durations([Double])
    /// A day, with its weekday (and its year when asked): "Tue 1 Dec"; "12月1日 周二".
    case date(CivilDate, withYear: Bool = false)
    /// Names or ids listed, joined as the language joins a list's items: "a, b"; "a、b".
    case items([String])
    /// Names listed as the language lists them, its word before the last: "a, b and c";
    /// "a、b和c".
    case list([String])
    /// A name from a program file (a lesson's or a program's title), in the language when
    /// the file gives it, else as the file has it.
    case name(ProgramText)
    /// A message of another area, said in the same language.
    case said(any Phrases)
    /// The same, right after a word of the message, spaced from it as the language spaces
    /// a word of another script (`LanguageRules.afterWord`): "not null"; "而不是 null", but
    /// "而不是列表".
    case saidAfterWord(any Phrases)
    /// Messages said one after another as clauses of one sentence: "A; B"; "A；B".
    case clauses([any Phrases])
    /// Names one of which is meant, joined as the language joins them: "spd-say,
    /// espeak-ng or espeak"; "spd-say、espeak-ng 或 espeak".
    case alternatives([String])
    /// Texts already in words, one after another as clauses of one sentence: "A; B"; "A；B".
    case clauseTexts([String])

    func written(in words: Words) -> String {
        switch self {
        case .text(let text): text
        case .duration(let seconds): words.duration(seconds)
        case .clock(let seconds): formatClock(seconds)
        case .number(let number): "\(number)"
        case .quoted(let text): words.quoted(text)
        case .decimal(let value): formatNumber(value)
        case .durations(let seconds): seconds.map(words.duration).joined(separator: words.rules.listSeparator)
        case .date(let day, let withYear): words.date(day, withYear: withYear)
        case .items(let items): items.joined(separator: words.rules.listSeparator)
        case .list(let items): words.list(items)
        case .name(let text): text(words)
        case .said(let phrase): words.say(phrase)
        case .saidAfterWord(let phrase): words.rules.afterWord(words.say(phrase))
        case .clauses(let phrases): phrases.map { words.say($0) }.joined(separator: words.rules.clauseSeparator)
        case .alternatives(let names): words.alternatives(names)
        case .clauseTexts(let texts): texts.joined(separator: words.rules.clauseSeparator)
        }
    }
}

extension TranslatedPhrases {
    public var facts: [String: Fact] { [:] }
    public var count: Int? { nil }

    /// The message's key: the area, then the case's name.
    public var key: String { caseKey }

    /// The area, then the case's name: "question.startPrompt". Read through the case's
    /// description: an area whose description is its own words (an error's) names its keys
    /// itself, or a message would ask for itself without end.
    public var caseKey: String { Self.area + "." + String(String(describing: self).prefix { $0 != "(" }) }

    public var english: String { Translations.render(self, in: Words(.english)) }
    public var chinese: String { Translations.render(self, in: Words(.simplifiedChinese)) }
}
