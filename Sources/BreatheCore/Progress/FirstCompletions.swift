/// When each lesson was first completed: the start of the session that completed it (of
/// those its first completion names, the one of its lesson that ended last), or the
/// completion's own time when the store holds none of them. A session of a lesson that
/// began after that, and that no completion names, is a repeat: it never counts, and it is
/// no attempt that fell short either. The start, not the completion's time: a repeat
/// begun before the completing session's end by another process's clock (sped up, or set
/// back) was called "not counted".
public struct FirstCompletions: Sendable {
    private var at: [String: LocalTimestamp] = [:]
    private let named: Set<String>

    public init(_ store: ProgressStore) {
        let sessions = Dictionary(store.sessions.map { ($0.id, $0) }) { first, _ in first }
        named = Set(store.completions.flatMap(\.sessionIDs))
        for completion in store.completions {
            let key = Self.key(completion.programID, completion.lessonID)
            let completing = completion.sessionIDs.compactMap { sessions[$0] }
                .filter { $0.programID == completion.programID && $0.lessonID == completion.lessonID }
                .max { ($0.endedAt, $0.id) < ($1.endedAt, $1.id) }
            let began = completing?.startedAt ?? completion.completedAt
            at[key] = min(at[key] ?? began, began)
        }
    }

    /// Whether a completion names `session`: the one answer to "did it count", which
    /// progress, history and stats all give (a record's own `counted` flag, from another
    /// device or a hand edit, may say otherwise).
    public func counted(_ session: SessionRecord) -> Bool { named.contains(session.id) }

    /// Whether `session` practised a lesson completed before it began, and did not count.
    public func isRepeat(_ session: SessionRecord) -> Bool {
        guard !counted(session), let programID = session.programID, let lessonID = session.lessonID,
              let completed = at[Self.key(programID, lessonID)] else { return false }
        return completed <= session.startedAt
    }

    private static func key(_ programID: String, _ lessonID: String) -> String { programID + "\u{0}" + lessonID }
}
