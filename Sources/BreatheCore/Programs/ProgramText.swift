/// Words of a program file (a title, a summary, a note) in the languages the file gives
/// them. A person's own file may give one language or both, so a missing translation
/// shows the file's own text rather than nothing: a program written only in Chinese still
/// reads on an English screen, and the other way round.
public struct ProgramText: Sendable, Equatable {
    /// At least one language; a plain string in the file is its English text.
    public let texts: [Language: String]

    /// The text of a file that gives one language, or a plain string.
    public init(_ text: String) {
        texts = [.english: text]
    }

    /// Nil when no language has text.
    public init?(_ texts: [Language: String]) {
        guard !texts.isEmpty else { return nil }
        self.texts = texts
    }

    /// What scripts read (`--json`) and what the file names first: the English text, or
    /// the only one given. The same in every language, as JSON must be.
    public var primary: String { texts[.english] ?? Language.allCases.lazy.compactMap { texts[$0] }.first ?? "" }

    /// In the person's language, or the file's own text when it has no translation.
    public func callAsFunction(_ words: Words) -> String { texts[words.language] ?? primary }

    /// Whether the file gives this text in `language` itself.
    public func has(_ language: Language) -> Bool { texts[language] != nil }
}
