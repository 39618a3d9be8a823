/// The person's own figures, for the honest questions: how far do attempts get, where
/// does practice stall, and what would another completion threshold have done?
public struct Insights: Sendable {
    public struct ProgramTotals: Sendable, Equatable {
        public let programID: String
        /// As scripts read it (`--json`): the English title.
        public let title: String
        public let sessions: Int
        public let practicedSeconds: Double
        public let lessonsCompleted: Int
        /// In every language the program gives, for a report in the person's language.
        public var localTitle: ProgramText? = nil
    }

    public struct Bucket: Sendable, Equatable {
        /// "0–20%" … "80–100%", or "finished": what `stats --json` gives as `range`.
        public let label: String
        public let count: Int

        /// The attempts finished to their end, which a report names in its own words.
        public var isFinished: Bool { label == Insights.finishedLabel }
    }

    static let finishedLabel = "finished"

    /// A lesson tried twice or more without reaching the threshold.
    public struct Stall: Sendable, Equatable {
        public let programID: String
        public let lessonID: String
        /// As scripts read it (`--json`): the English title.
        public let title: String
        public let attemptsBelowThreshold: Int
        public let bestFraction: Double
        public let completed: Bool
        /// In every language the lesson gives, for a report in the person's language.
        public var localTitle: ProgramText? = nil
        /// The program's title, as home and the chooser name it (not its id).
        public var programTitle: ProgramText? = nil
    }

    public struct ThresholdOutcome: Sendable, Equatable {
        public let threshold: Double
        /// Lesson attempts that reach `threshold` of their planned length on their own.
        public let wouldCount: Int
        public let attempts: Int
    }

    public let sessions: Int
    public let practicedSeconds: Double
    public let lessonsCompleted: Int
    public let programs: [ProgramTotals]
    /// `breathe practice` sessions, outside every program.
    public let freePractice: (sessions: Int, practicedSeconds: Double)
    public let lessonAttempts: Int
    public let histogram: [Bucket]
    public let stalls: [Stall]
    public let thresholds: [ThresholdOutcome]
    /// Lessons with a mood before and after, and the average of after minus before.
    public let moodPairs: Int
    public let averageMoodChange: Double?

    public static let whatIfThresholds = [0.6, 0.7, 0.8, 0.9, 1.0]

    public init(store: ProgressStore, catalogue: Catalogue, rule: CompletionRule) {
        sessions = store.sessions.count
        practicedSeconds = store.sessions.reduce(0) { $0 + $1.practicedSeconds }
        var completed: Set<String> = []
        for completion in store.completions { completed.insert(completion.programID + "\u{0}" + completion.lessonID) }
        lessonsCompleted = completed.count

        var programIDs: [String] = []
        for session in store.sessions {
            if let id = session.programID, !programIDs.contains(id) { programIDs.append(id) }
        }
        programs = programIDs.map { id in
            let own = store.sessions.filter { $0.programID == id }
            return ProgramTotals(
                programID: id, title: catalogue.program(id: id)?.title ?? id, sessions: own.count,
                practicedSeconds: own.reduce(0) { $0 + $1.practicedSeconds },
                lessonsCompleted: completed.filter { $0.hasPrefix(id + "\u{0}") }.count,
                localTitle: catalogue.program(id: id)?.titleText)
        }

        let free = store.sessions.filter { $0.programID == nil }
        freePractice = (free.count, free.reduce(0) { $0 + $1.practicedSeconds })

        let attempts = store.sessions.filter { $0.lessonID != nil && $0.plannedSeconds > 0 }
        lessonAttempts = attempts.count
        func fraction(_ session: SessionRecord) -> Double {
            min(1, max(0, session.practicedSeconds / session.plannedSeconds))
        }
        var counts = [Int](repeating: 0, count: 6)
        for attempt in attempts {
            if attempt.endReason == .finished {
                counts[5] += 1
            } else {
                counts[min(4, max(0, Int(saturating: (fraction(attempt) * 5 + 1e-9).rounded(.down))))] += 1
            }
        }
        histogram = zip(["0–20%", "20–40%", "40–60%", "60–80%", "80–100%", Self.finishedLabel], counts).map {
            Bucket(label: $0.0, count: $0.1)
        }

        var stalls: [Stall] = []
        var seen: Set<String> = []
        // A repeat after the lesson was completed is no attempt that fell short.
        let firstCompletions = FirstCompletions(store)
        for attempt in attempts {
            guard let programID = attempt.programID, let lessonID = attempt.lessonID else { continue }
            let key = programID + "\u{0}" + lessonID
            guard !seen.contains(key) else { continue }
            seen.insert(key)
            let same = attempts.filter { $0.programID == programID && $0.lessonID == lessonID }
            let below = same.filter {
                !firstCompletions.counted($0)
                    && !rule.isComplete(practiced: $0.practicedSeconds, planned: $0.plannedSeconds)
                    && !firstCompletions.isRepeat($0)
            }
            guard below.count >= 2 else { continue }
            let title = catalogue.program(id: programID)?.lesson(id: lessonID)?.title ?? lessonID
            stalls.append(Stall(
                programID: programID, lessonID: lessonID, title: title, attemptsBelowThreshold: below.count,
                bestFraction: same.map(fraction).max() ?? 0, completed: completed.contains(key),
                localTitle: catalogue.program(id: programID)?.lesson(id: lessonID)?.titleText,
                programTitle: catalogue.program(id: programID)?.titleText))
        }
        self.stalls = stalls
        let moods = store.sessions.compactMap { session -> Int? in
            guard let before = session.moodBefore, let after = session.moodAfter else { return nil }
            return after - before
        }
        moodPairs = moods.count
        averageMoodChange = moods.isEmpty ? nil : Double(moods.reduce(0, +)) / Double(moods.count)
        // The person's own threshold is always a row, where it falls among the others.
        let asked = Self.whatIfThresholds.contains { abs($0 - rule.threshold) < 1e-9 } ? [] : [rule.threshold]
        thresholds = (Self.whatIfThresholds + asked).sorted().map { threshold in
            let whatIf = CompletionRule(threshold: threshold)
            return ThresholdOutcome(threshold: threshold, wouldCount: attempts.filter {
                whatIf.isComplete(practiced: $0.practicedSeconds, planned: $0.plannedSeconds)
            }.count, attempts: attempts.count)
        }
    }
}
