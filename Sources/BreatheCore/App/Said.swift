/// Something the app says in its lines, as facts: plain mode prints it as it happens,
/// the full screen once it is gone. The reducers say which; `AppContext.lines` words it
/// in the person's language and the terminal's symbols.
public enum Said: Sendable, Equatable {
    /// A note of a session or a lesson ("Please answer c (continue) or s (start over).").
    case session(SessionPhrase)
    /// A note of a run of `breathe pace`.
    case pace(PacePhrase)
    /// A session's summary line.
    case summary(SessionSummary)
    /// What a lesson's verdict means, after the summary line; `saved` false when the save
    /// failed (the session is kept in its journal, as the line before says).
    case lessonMessage(LessonVerdict, lesson: Lesson, program: Program, saved: Bool = true)
    /// The end of a run of `breathe pace`: its table and suggestion.
    case paceTable(PaceResult, uncomfortable: Bool)
    /// A line of the safety screen, said where no screen shows it.
    case safety(SafetyPhrase)
    /// A line of the BOLT test: its result, or why there is none.
    case bolt(BoltPhrase)
    /// A line of hold rounds' summary: a hold, the longest.
    case rounds(RoundsPhrase)
    /// A line of what home shows, said where no home is shown.
    case home(HomePhrase)
}

extension Said {
    /// Sentences, which the printed lines after the full screen wrap to the output's
    /// width; the rest are records (a summary line, a table), one line each where a script
    /// reads them, wrapped only on a terminal.
    public var isProse: Bool {
        switch self {
        case .safety, .bolt, .lessonMessage, .session, .home: true
        case .pace, .summary, .paceTable, .rounds: false
        }
    }
}

extension AppContext {
    /// The lines of `said` in this context's words; the lesson's message names keys in
    /// the full screen and commands in plain mode.
    public func lines(_ said: Said) -> [String] {
        switch said {
        case .session(let phrase): [words(phrase)]
        case .pace(let phrase): [words(phrase)]
        case .summary(let summary): [summary.line(separator: separator, words: words)]
        case .lessonMessage(let verdict, let lesson, let program, let saved):
            LessonMessage.lines(
                for: verdict, lesson: lesson, program: program, keys: !isPlain, saved: saved,
                words: words)
        case .paceTable(let result, let uncomfortable):
            PaceTable.lines(result, separator: separator, uncomfortable: uncomfortable, words: words)
        case .safety(let phrase): [words(phrase)]
        case .bolt(let phrase): [words(phrase)]
        case .rounds(let phrase): [words(phrase)]
        case .home(let phrase): [words(phrase)]
        }
    }
}

extension AppModel {
    /// The notes said so far, as lines.
    public var noteLines: [String] { notes.flatMap(context.lines) }

    /// What the app says at its end, as lines.
    public var outcomeLines: [String] { outcome.said.flatMap(context.lines) }
}
