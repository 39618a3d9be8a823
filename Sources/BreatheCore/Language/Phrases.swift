/// One area of the catalogue (the session screen, the reports, help, errors …): an enum
/// whose cases are the things said there, with their facts as typed arguments. Each area
/// renders every case in every language by an exhaustive switch, so no message exists in
/// one language only and both take the same arguments; views and commands say which
/// message, never the words. Areas live in `Language/Catalogue`, one file each.
public protocol Phrases: Sendable {
    /// As an English speaker would say it: plurals by count.
    var english: String { get }
    /// As a Chinese speaker would write it: measure words, full-width punctuation, no
    /// space between Chinese characters.
    var chinese: String { get }
}

extension Words {
    /// The phrase in this language.
    public func say(_ phrase: some Phrases) -> String {
        switch language {
        case .english: phrase.english
        case .simplifiedChinese: phrase.chinese
        }
    }

    /// Several phrases as one sentence: "A; B", or "A；B" in Chinese.
    public func sentence(_ phrases: [some Phrases]) -> String {
        phrases.map { say($0) }.joined(separator: rules.clauseSeparator)
    }
}
