/// What each command's help says between its usage line and its options, and the notes
/// after them: the longer words of `--help`. English is written wrapped at 80 columns, and
/// keeps those lines where they fit; Chinese is written a paragraph a line, wrapped to the
/// terminal. An indented line "  name   text" is an entry of a list: its text wraps under
/// its own column. Their words are in `po/`.
public enum AboutPhrase: TranslatedPhrases, Equatable {
    /// The text under a command's usage line.
    case about(CommandID)
    /// `breathe practice`'s text after its options: lengths, sounds, keys.
    case practiceNotes

    static let samples: [AboutPhrase] = CommandID.allCases.map(AboutPhrase.about) + [.practiceNotes]

    public static let area = "about"

    public var key: String {
        switch self {
        case .about(let command): Self.area + ".\(command)"
        case .practiceNotes: caseKey
        }
    }

    public var facts: [String: Fact] {
        self == .about(.stats) ? ["attempts": .number(StatsReport.attemptsForFigures)] : [:]
    }
}

extension Words {
    public func callAsFunction(_ phrase: AboutPhrase) -> String { say(phrase) }
}
