/// The lines a command prints on stderr while it loads what it needs: the person's files
/// and the store, sessions recovered from journals, warnings, and why it stopped. Their
/// words are in `po/`.
public enum StartupPhrase: TranslatedPhrases, Equatable {
    /// Neither HOME nor the XDG folders say where files live.
    case noHome
    /// A warning line: a journal not used, a program file skipped (already in words).
    case warning(String)
    /// A session saved from its journal.
    case recovered(JournalPhrase)
    /// After unreadable settings, for a command that would have practised.
    case nothingPractised(PracticeKind)
    /// `breathe status` on a store written by a newer breathe.
    case statusNewer(path: String)
    /// `breathe status` on a store it cannot read (history repairs it).
    case statusUnreadable(path: String)
    /// JSON output that could not be made (a bug).
    case jsonNotEncoded

    /// What would have been practised.
    public enum PracticeKind: Sendable, Equatable, CaseIterable {
        case session, paceBlocks
    }

    public static let area = "startup"

    public var key: String {
        switch self {
        case .nothingPractised(.session): Self.area + ".nothingPractised"
        case .nothingPractised(.paceBlocks): Self.area + ".nothingPractisedBlocks"
        default: caseKey
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .warning(let text): ["warning": .text(text)]
        case .recovered(let phrase): ["recovered": .said(phrase)]
        case .statusNewer(let path), .statusUnreadable(let path): ["path": .text(path)]
        case .noHome, .nothingPractised, .jsonNotEncoded: [:]
        }
    }

    static let samples: [StartupPhrase] = [
        .noHome, .warning("/c/programs/x.json：缺少这一项"), .recovered(JournalPhrase.samples[0]),
        .nothingPractised(.session),
        .nothingPractised(.paceBlocks), .statusNewer(path: "/d/progress.json"),
        .statusUnreadable(path: "/d/progress.json"), .jsonNotEncoded,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: StartupPhrase) -> String { say(phrase) }
}
