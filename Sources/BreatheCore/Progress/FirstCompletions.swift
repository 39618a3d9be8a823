/// When each lesson was first completed. A session of a lesson that began after that is a
/// repeat: it never counts, and it is no attempt that fell short either.
public struct FirstCompletions: Sendable {
    private var at: [String: LocalTimestamp] = [:]

    public init(_ store: ProgressStore) {
        for completion in store.completions {
            let key = Self.key(completion.programID, completion.lessonID)
            at[key] = min(at[key] ?? completion.completedAt, completion.completedAt)
        }
    }

    /// Whether `session` practised a lesson completed before it began (and did not count).
    public func isRepeat(_ session: SessionRecord) -> Bool {
        guard !session.counted, let programID = session.programID, let lessonID = session.lessonID,
              let completed = at[Self.key(programID, lessonID)] else { return false }
        return completed <= session.startedAt
    }

    private static func key(_ programID: String, _ lessonID: String) -> String { programID + "\u{0}" + lessonID }
}
