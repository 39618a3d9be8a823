/// `breathe stats`: the streak and the insights, as text or JSON.
public struct StatsReport: Sendable {
    public let streak: Streak
    public let insights: Insights
    public let settings: Settings
    /// Each day with practice or a rest day, by the streak's rules.
    public let days: [CivilDate: DayPractice]
    public let today: CivilDate

    public init(streak: Streak, insights: Insights, settings: Settings, days: [CivilDate: DayPractice] = [:], today: CivilDate = CivilDate(year: 1970, month: 1, day: 1)) {
        self.streak = streak
        self.insights = insights
        self.settings = settings
        self.days = days
        self.today = today
    }

    /// The calendar and the minutes a week, in `width` columns, as printed text: colour
    /// escapes when `colour`.
    public func pictureLines(width: Int, ascii: Bool, colour: Bool) -> [String] {
        pictures(width: width, ascii: ascii).map { $0.text(colour: colour) }
    }

    /// The calendar and the minutes a week, in `width` columns, as styled cells.
    public func pictures(width: Int, ascii: Bool) -> [StyledLine] {
        var lines = PracticeCalendar(days: days, today: today, ascii: ascii, colour: false).styledLines(width: width)
        if let spark = WeeklySparkline.styledLine(days: days, today: today, ascii: ascii, width: width) { lines += [StyledLine(), spark] }
        return lines
    }

    /// The text with a set's bar and separator.
    public func lines(symbols: Symbols) -> [String] {
        lines(bar: symbols.bar, separator: symbols.separator)
    }

    /// `bar` draws the histogram (`Symbols.bar`).
    public func lines(bar: String, separator: String = Symbols.unicode.separator) -> [String] {
        var lines = ["Practice"]
        if settings.showStreak, streak.current > 0 {
            lines.append("  " + streak.line(showStreak: true, freezesEnabled: settings.freezes.enabled, separator: separator))
        }
        if settings.showStreak { lines.append("  Longest streak: \(days(streak.longest))") }
        lines.append("  Practice days: \(streak.totalPracticeDays) in all, \(streak.practiceDaysThisWeek) this week")
        lines.append("  Sessions: \(insights.sessions)\(separator)practised \(formatClock(insights.practicedSeconds))\(separator)lessons completed: \(insights.lessonsCompleted)")
        if !insights.programs.isEmpty || insights.freePractice.sessions > 0 {
            lines += ["", "Programs"]
            for program in insights.programs {
                lines.append("  \(program.title): \(program.sessions) session\(program.sessions == 1 ? "" : "s")\(separator)\(formatClock(program.practicedSeconds))\(separator)\(program.lessonsCompleted) lesson\(program.lessonsCompleted == 1 ? "" : "s") completed")
            }
            let free = insights.freePractice
            if free.sessions > 0 {
                lines.append("  free practice: \(free.sessions) session\(free.sessions == 1 ? "" : "s")\(separator)\(formatClock(free.practicedSeconds))")
            }
        }
        lines += ["", "How far lesson attempts get (\(insights.lessonAttempts) attempt\(insights.lessonAttempts == 1 ? "" : "s"))"]
        let widest = max(1, insights.histogram.map(\.count).max() ?? 1)
        for bucket in insights.histogram {
            let length = bucket.count == 0 ? 0 : max(1, bucket.count * 30 / widest)
            let label = bucket.label + String(repeating: " ", count: max(0, 9 - bucket.label.count))
            lines.append("  \(label) \(String(repeating: bar, count: length)) \(bucket.count)")
        }
        lines += ["", "Where practice stalls (two or more attempts below \(percent(settings.threshold)))"]
        if insights.stalls.isEmpty { lines.append("  nowhere yet") }
        for stall in insights.stalls {
            let later = stall.completed ? "\(separator)completed since" : ""
            lines.append("  \(stall.title) (\(stall.programID)): \(stall.attemptsBelowThreshold) attempts below\(separator)best \(percent(stall.bestFraction))\(later)")
        }
        lines += ["", "What each threshold would have counted"]
        for outcome in insights.thresholds {
            let mine = abs(outcome.threshold - settings.threshold) < 1e-9 ? "  (yours)" : ""
            let label = percent(outcome.threshold)
            lines.append("  \(label)\(String(repeating: " ", count: max(0, 5 - label.count))) \(outcome.wouldCount) of \(outcome.attempts)\(mine)")
        }
        if let change = insights.averageMoodChange {
            lines += ["", "Mood (\(insights.moodPairs) lesson\(insights.moodPairs == 1 ? "" : "s") with a check before and after)"]
            let rounded = (change * 10).rounded() / 10
            lines.append("  average change: \(rounded > 0 ? "+" : "")\(rounded) on the 1–5 scale")
        }
        return lines
    }

    private func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
    private func percent(_ fraction: Double) -> String { "\(Int(saturating: (fraction * 100).rounded()))%" }

    /// Every figure above, for scripts.
    public var json: StatsJSON {
        StatsJSON(
            streak: settings.showStreak ? StatsJSON.StreakJSON(current: streak.current, restDaysInCurrent: streak.restDaysInCurrent, longest: streak.longest, freezesBanked: streak.freezesBanked) : nil,
            totalPracticeDays: streak.totalPracticeDays, practiceDaysThisWeek: streak.practiceDaysThisWeek,
            sessions: insights.sessions, practicedSeconds: insights.practicedSeconds, lessonsCompleted: insights.lessonsCompleted,
            programs: insights.programs.map { .init(programID: $0.programID, title: $0.title, sessions: $0.sessions, practicedSeconds: $0.practicedSeconds, lessonsCompleted: $0.lessonsCompleted) },
            freePractice: .init(sessions: insights.freePractice.sessions, practicedSeconds: insights.freePractice.practicedSeconds),
            lessonAttempts: insights.lessonAttempts,
            attemptHistogram: insights.histogram.map { .init(range: $0.label, count: $0.count) },
            stalls: insights.stalls.map { .init(programID: $0.programID, lessonID: $0.lessonID, title: $0.title, attemptsBelowThreshold: $0.attemptsBelowThreshold, bestFraction: $0.bestFraction, completed: $0.completed) },
            threshold: settings.threshold,
            thresholds: insights.thresholds.map { .init(threshold: $0.threshold, wouldCount: $0.wouldCount, attempts: $0.attempts) },
            mood: insights.averageMoodChange.map { .init(lessons: insights.moodPairs, averageChange: $0) },
            // Days up to today, as the calendar and the streak count them.
            days: days.values.filter { $0.date <= today }.sorted { $0.date < $1.date }.map { .init(date: $0.date.iso8601, seconds: $0.seconds, sessions: $0.sessions, practiceDay: $0.isPracticeDay, restDay: $0.isRestDay) })
    }
}

/// The JSON shape of `breathe stats --json`. `streak` is null when the streak is hidden.
public struct StatsJSON: Encodable, Sendable {
    public struct StreakJSON: Encodable, Sendable {
        let current: Int
        let restDaysInCurrent: Int
        let longest: Int
        let freezesBanked: Int
    }
    public struct ProgramJSON: Encodable, Sendable {
        let programID: String
        let title: String
        let sessions: Int
        let practicedSeconds: Double
        let lessonsCompleted: Int
    }
    public struct FreePracticeJSON: Encodable, Sendable {
        let sessions: Int
        let practicedSeconds: Double
    }
    public struct BucketJSON: Encodable, Sendable {
        let range: String
        let count: Int
    }
    public struct StallJSON: Encodable, Sendable {
        let programID: String
        let lessonID: String
        let title: String
        let attemptsBelowThreshold: Int
        let bestFraction: Double
        let completed: Bool
    }
    public struct MoodJSON: Encodable, Sendable {
        let lessons: Int
        let averageChange: Double
    }
    /// A day with practice or a rest day: the data behind the calendar.
    public struct DayJSON: Encodable, Sendable {
        let date: String
        let seconds: Double
        let sessions: Int
        let practiceDay: Bool
        let restDay: Bool
    }
    public struct ThresholdJSON: Encodable, Sendable {
        let threshold: Double
        let wouldCount: Int
        let attempts: Int
    }

    let streak: StreakJSON?
    let totalPracticeDays: Int
    let practiceDaysThisWeek: Int
    let sessions: Int
    let practicedSeconds: Double
    let lessonsCompleted: Int
    let programs: [ProgramJSON]
    /// `breathe practice` sessions, outside every program.
    let freePractice: FreePracticeJSON
    let lessonAttempts: Int
    let attemptHistogram: [BucketJSON]
    let stalls: [StallJSON]
    let threshold: Double
    let thresholds: [ThresholdJSON]
    /// Null until a lesson has a mood before and after.
    let mood: MoodJSON?
    let days: [DayJSON]

    enum CodingKeys: String, CodingKey {
        case streak, totalPracticeDays, practiceDaysThisWeek, sessions, practicedSeconds, lessonsCompleted, programs, freePractice, lessonAttempts, attemptHistogram, stalls, threshold, thresholds, mood, days
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(streak, forKey: .streak)
        try container.encode(totalPracticeDays, forKey: .totalPracticeDays)
        try container.encode(practiceDaysThisWeek, forKey: .practiceDaysThisWeek)
        try container.encode(sessions, forKey: .sessions)
        try container.encode(practicedSeconds, forKey: .practicedSeconds)
        try container.encode(lessonsCompleted, forKey: .lessonsCompleted)
        try container.encode(programs, forKey: .programs)
        try container.encode(freePractice, forKey: .freePractice)
        try container.encode(lessonAttempts, forKey: .lessonAttempts)
        try container.encode(attemptHistogram, forKey: .attemptHistogram)
        try container.encode(stalls, forKey: .stalls)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(thresholds, forKey: .thresholds)
        try container.encode(mood, forKey: .mood)
        try container.encode(days, forKey: .days)
    }
}
