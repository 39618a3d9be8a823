/// A program's progress for people and for scripts: "Lesson X of Y" and the list of
/// lessons, each completed one with a check mark and its date. Never a percentage: the
/// list shows what has been done, not how much is left.
public struct ProgressReport: Sendable {
    public let program: Program
    public let progress: ProgramProgress

    public init(program: Program, store: ProgressStore) {
        self.program = program
        progress = ProgramProgress(program: program, store: store)
    }

    /// "Lesson 3 of 10", or "All 10 lessons completed".
    public var position: String { position(.english) }

    public func position(_ words: Words) -> String {
        progress.isComplete
            ? words(.allLessonsCompleted(count: program.lessons.count))
            : words(.lessonOf(number: progress.currentNodeIndex + 1, count: program.lessons.count))
    }

    /// Where a program stands, for a list of programs, as home says it (`today` is this
    /// program's): nil until it has a session (a first attempt, done or not, begins it).
    /// The chooser said "Lesson 7 of 10" beside home's "Lesson 6 of 10 done today".
    public func placeOnceStarted(today: TodaysLesson, separator: String, words: Words) -> String? {
        progress.completedAt.isEmpty && progress.totalSessionCount == 0
            ? nil : position(today: today, separator: separator, words: words, namingTomorrow: false)
    }

    /// Where the program stands as home, the progress page and `breathe progress` say it:
    /// once today's lesson is done, that lesson's number and the one waiting for tomorrow
    /// ("Lesson 1 of 10 done today · next, tomorrow: …"); "Lesson 2 of 10" above "Today's
    /// lesson is done: Settle in" read as if lesson 2 were done, and two screens said one
    /// state two ways. `today` is this program's. A list of the lessons marks tomorrow's
    /// itself, so above one the line does not name it (`namingTomorrow` false).
    public func position(today: TodaysLesson, separator: String, words: Words, namingTomorrow: Bool = true) -> String {
        guard case .doneToday(let tomorrow) = today.state,
              let index = program.lessons.firstIndex(where: { $0.id == today.lesson.id }) else {
            return position(words)
        }
        return words(.doneTodayPosition(
            number: index + 1, count: program.lessons.count, next: namingTomorrow ? tomorrow?.titleText : nil,
            separator: separator))
    }

    /// One line a lesson: `check` and the date for a completed one, `current` for the
    /// lesson to do next, blank space for the rest. With `ids`, each lesson's id stands
    /// before its title, for `breathe start PROGRAM --lesson ID`. Titles in `words`, or
    /// the file's own text where it has no translation; dates as ISO days in every
    /// language, a column that reads the same everywhere.
    public func lessonLines(symbols: Symbols, ids: Bool = false, words: Words = .english) -> [String] {
        lessonLines(check: symbols.check, current: symbols.current, ids: ids, words: words)
    }

    /// Where a lesson line's text begins, after its mark (and id): the column its wrapped
    /// rows go under.
    public func lessonTextColumn(symbols: Symbols, ids: Bool = false) -> Int {
        max(symbols.check.columns, symbols.current.columns) + 1
            + (ids ? (program.lessons.map(\.id.columns).max() ?? 0) + 2 : 0)
    }

    /// The same, with marks of the caller's own.
    public func lessonLines(check: String, current: String, ids: Bool = false, words: Words = .english) -> [String] {
        let width = max(check.columns, current.columns)
        let idWidth = ids ? (program.lessons.map(\.id.columns).max() ?? 0) : 0
        return program.lessons.enumerated().map { index, lesson in
            let name = (ids ? lesson.id.padded(to: idWidth) + "  " : "") + lesson.title(words)
            if let date = progress.completedAt[lesson.id] {
                return "\(check.padded(to: width)) \(name)  \(date.practiceDay(rolloverHour: 0).iso8601)"
            }
            if index == progress.currentNodeIndex {
                return "\(current.padded(to: width)) " + words(.nextLesson(
                    lesson: name, pattern: lesson.patternDescription(words), length: lesson.length,
                    seconds: lesson.plannedSeconds))
            }
            return "\("".padded(to: width)) \(name)"
        }
    }

    /// The JSON shape of `breathe progress --json`: the original design's record plus the
    /// lessons, `completedAt` null for those not completed.
    public var json: ProgressJSON {
        ProgressJSON(
            programID: program.id,
            title: program.title,
            currentNodeIndex: progress.currentNodeIndex,
            completedNodeIDs: progress.completedNodeIDs,
            lastPracticeDate: progress.lastPracticeDate?.iso8601,
            totalSessionCount: progress.totalSessionCount,
            isComplete: progress.isComplete,
            lessons: program.lessons.map {
                ProgressJSON.LessonJSON(id: $0.id, title: $0.title, completedAt: progress.completedAt[$0.id]?.iso8601)
            })
    }
}

public struct ProgressJSON: Encodable, Sendable {
    public struct LessonJSON: Encodable, Sendable {
        let id: String
        let title: String
        let completedAt: String?

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(completedAt, forKey: .completedAt)
        }

        enum CodingKeys: String, CodingKey { case id, title, completedAt }
    }

    let programID: String
    let title: String
    let currentNodeIndex: Int
    let completedNodeIDs: [String]
    let lastPracticeDate: String?
    let totalSessionCount: Int
    let isComplete: Bool
    let lessons: [LessonJSON]

    enum CodingKeys: String, CodingKey {
        case programID, title, currentNodeIndex, completedNodeIDs, lastPracticeDate, totalSessionCount, isComplete,
             lessons
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(programID, forKey: .programID)
        try container.encode(title, forKey: .title)
        try container.encode(currentNodeIndex, forKey: .currentNodeIndex)
        try container.encode(completedNodeIDs, forKey: .completedNodeIDs)
        try container.encode(lastPracticeDate, forKey: .lastPracticeDate)
        try container.encode(totalSessionCount, forKey: .totalSessionCount)
        try container.encode(isComplete, forKey: .isComplete)
        try container.encode(lessons, forKey: .lessons)
    }
}
