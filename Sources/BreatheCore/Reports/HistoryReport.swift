/// `breathe history`: sessions, newest first.
public enum HistoryReport {
    public static func newestFirst(_ store: ProgressStore) -> [SessionRecord] {
        store.sessions.sorted { ($0.startedAt, $0.id) > ($1.startedAt, $1.id) }
    }

    /// One line a session: when (local time where it happened), what, practised/planned,
    /// whether it counted, how it ended.
    public static func lines(_ store: ProgressStore, catalogue: Catalogue, separator: String = Symbols.unicode.separator, words: Words = .english) -> [String] {
        newestFirst(store).map { session in
            var what = session.pattern
            if let programID = session.programID {
                let program = catalogue.program(id: programID)
                let lesson = session.lessonID.flatMap { program?.lesson(id: $0) }
                what = "\(program?.title ?? programID): \(lesson?.title ?? session.lessonID ?? "?") (\(session.pattern))"
            }
            let counted = words(session.programID == nil ? .freePractice : .counted(session.counted))
            return [
                session.startedAt.local.shortText,
                what,
                "\(formatClock(session.practicedSeconds))/\(formatClock(session.plannedSeconds))",
                counted,
                session.endReason.rawValue,
            ].joined(separator: separator)
        }
    }
}
