/// `breathe history`: sessions, newest first.
public enum HistoryReport {
    public static func newestFirst(_ store: ProgressStore) -> [SessionRecord] {
        store.sessions.sorted { ($0.startedAt, $0.id) > ($1.startedAt, $1.id) }
    }

    /// One line a session: when (local time where it happened), what, practised/planned,
    /// whether it counted, how it ended (`Message.ending`, the summary's words). A lesson
    /// finished over several sittings the same day is one entry: the sitting that
    /// completed it (or the latest), then, indented under it, each earlier part it
    /// continued, newest first. Each line is a record: never wrapped.
    public static func lines(
        _ store: ProgressStore, catalogue: Catalogue, separator: String = Symbols.unicode.separator,
        words: Words = .english) -> [String] {
        let sessions = newestFirst(store)
        let earlier = earlierParts(sessions)
        let inChain = Set(earlier.values.joined().map(\.id))
        // A session counted when a completion names it (`FirstCompletions.counted`): parts
        // that two devices practised and a sync added up completed their lesson together,
        // though none was marked so; a flag a hand edit set names no completion.
        let firstCompletions = FirstCompletions(store)
        return sessions.filter { !inChain.contains($0.id) }.flatMap { session in
            [line(session, catalogue: catalogue, separator: separator, words: words,
                  isRepeat: firstCompletions.isRepeat(session), counted: firstCompletions.counted(session))]
                + (earlier[session.id] ?? []).map { part in
                    "  " + words(.earlierPart(record: [
                        part.startedAt.local.shortText, practised(part), words(.ending(part.endReason)),
                    ].joined(separator: separator)))
                }
        }
    }

    /// A repeat is a lesson practised again after it was completed: said as one, not as
    /// an attempt that did not count.
    static func line(
        _ session: SessionRecord, catalogue: Catalogue, separator: String, words: Words, isRepeat: Bool = false,
        counted: Bool = false) -> String {
        let pattern = session.patternTo.map { words(.ramp(from: session.pattern, to: $0)) } ?? session.pattern
        var what = pattern
        if let programID = session.programID {
            let program = catalogue.program(id: programID)
            let lesson = session.lessonID.flatMap { program?.lesson(id: $0) }
            what = words(.lessonSession(
                program: program?.title(words) ?? programID, lesson: lesson?.title(words) ?? session.lessonID ?? "?",
                pattern: pattern))
        }
        let kind = words(
            session.programID != nil ? isRepeat ? .repeatOfCompleted : .counted(counted)
                : session.paceRun != nil ? .paceRunBlock : .freePractice)
        var fields = [
            session.startedAt.local.shortText, what, practised(session), kind, words(.ending(session.endReason))]
        if let holds = session.holds, !holds.isEmpty { fields.append(words(HoldReportPhrase.holds(holds))) }
        return fields.joined(separator: separator)
    }

    /// "2:00/5:00": practised of planned, as the clock shows them.
    static func practised(_ session: SessionRecord) -> String {
        "\(formatClock(session.practicedSeconds))/\(formatClock(session.plannedSeconds))"
    }

    /// For each session that continued earlier sittings of its lesson, those sittings,
    /// in the order it continued them. The chains are followed by their links, whatever
    /// the clocks said: a sitting another of its lesson continues heads no entry (a clock
    /// set back between two parts once put the first on a line of its own, as a repeat).
    /// A sitting belongs to the newest head that reaches it (a copy from another device
    /// may name one twice); a chain never visits a sitting twice, and every sitting no
    /// head reaches keeps its own line, so a damaged or hand-made store can never loop or
    /// lose a line.
    static func earlierParts(_ newestFirst: [SessionRecord]) -> [String: [SessionRecord]] {
        let byID = Dictionary(newestFirst.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func continuedPart(of session: SessionRecord) -> SessionRecord? {
            guard let id = session.continues, let before = byID[id], before.id != session.id,
                  before.programID == session.programID, before.lessonID == session.lessonID else { return nil }
            return before
        }
        let continued = Set(newestFirst.compactMap { continuedPart(of: $0)?.id })
        var claimed: Set<String> = []
        var parts: [String: [SessionRecord]] = [:]
        for session in newestFirst where !continued.contains(session.id) {
            var chain: [SessionRecord] = []
            var current = session
            while let before = continuedPart(of: current), !claimed.contains(before.id) {
                claimed.insert(before.id)
                chain.append(before)
                current = before
            }
            if !chain.isEmpty { parts[session.id] = chain }
        }
        return parts
    }
}
