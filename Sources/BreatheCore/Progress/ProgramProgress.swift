/// A program's progress, in the shape of the original design's record (programID,
/// currentNodeIndex, completedNodeIDs, lastPracticeDate, totalSessionCount), derived
/// from the store's records and the program's lesson order.
public struct ProgramProgress: Sendable, Equatable {
    public let programID: String
    /// The first lesson, in program order, not yet completed; `lessons.count` when all are.
    public let currentNodeIndex: Int
    /// Completed lesson ids in the order they were first completed: a timeline.
    public let completedNodeIDs: [String]
    /// When each completed lesson was first completed.
    public let completedAt: [String: LocalTimestamp]
    /// When the session that first completed each lesson began (the latest start among the
    /// completion's sessions; the completion's time when none is in the store): its
    /// practice day is the day the lesson was done, as it is the session's in history and
    /// stats. A session begun before the day's rollover and completed after it once made
    /// the lesson "done today" on the next day, and held the next lesson back a day.
    public let completedDuring: [String: LocalTimestamp]
    /// The end of the latest session in this program.
    public let lastPracticeDate: LocalTimestamp?
    public let totalSessionCount: Int
    public let lessonCount: Int

    public var isComplete: Bool { currentNodeIndex >= lessonCount }

    public init(program: Program, store: ProgressStore) {
        programID = program.id
        lessonCount = program.lessons.count
        let lessonIDs = Set(program.lessons.map(\.id))
        var firstCompletion: [String: LocalTimestamp] = [:]
        var firstSessions: [String: [String]] = [:]
        var order: [(LocalTimestamp, String, String)] = []
        for completion in store.completions where completion.programID == program.id
            && lessonIDs.contains(completion.lessonID) {
            if let earlier = firstCompletion[completion.lessonID], earlier <= completion.completedAt { continue }
            firstCompletion[completion.lessonID] = completion.completedAt
            firstSessions[completion.lessonID] = completion.sessionIDs
        }
        for (lessonID, time) in firstCompletion { order.append((time, lessonID, lessonID)) }
        order.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        completedNodeIDs = order.map(\.2)
        completedAt = firstCompletion
        currentNodeIndex = program.lessons.firstIndex { firstCompletion[$0.id] == nil } ?? program.lessons.count
        let sessions = store.sessions.filter { $0.programID == program.id }
        totalSessionCount = sessions.count
        lastPracticeDate = sessions.map(\.endedAt).max()
        var started: [String: LocalTimestamp] = [:]
        for session in sessions { started[session.id] = session.startedAt }
        completedDuring = firstCompletion.reduce(into: [:]) { during, entry in
            let starts = (firstSessions[entry.key] ?? []).compactMap { started[$0] }
            during[entry.key] = starts.max() ?? entry.value
        }
    }

    /// The lesson to practise next, or nil when the program is complete.
    public func currentLesson(in program: Program) -> Lesson? {
        currentNodeIndex < program.lessons.count ? program.lessons[currentNodeIndex] : nil
    }
}
