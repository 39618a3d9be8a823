/// `breathe stats`: the streak and the insights, as text or JSON.
public struct StatsReport: Sendable {
    public let streak: Streak
    public let insights: Insights
    public let settings: Settings
    /// Each day with practice or a rest day, by the streak's rules.
    public let days: [CivilDate: DayPractice]
    public let today: CivilDate
    /// The latest BOLT test, named under the practice figures.
    public var latestBolt: BoltResult?
    /// The longest hold of each practice day with hold rounds, oldest first.
    public var holdsByDay: [HoldReport.DayBest] = []

    public init(
        streak: Streak, insights: Insights, settings: Settings, days: [CivilDate: DayPractice] = [:],
        today: CivilDate = CivilDate(year: 1970, month: 1, day: 1)) {
        self.streak = streak
        self.insights = insights
        self.settings = settings
        self.days = days
        self.today = today
    }

    /// The report of `store` on `today`, assembled in this one place for the command, the
    /// tests and the fuzzer: the streak, each day's practice by its rules, the insights,
    /// the latest BOLT test and each day's longest hold.
    public static func of(
        store: ProgressStore, catalogue: Catalogue, settings: Settings, today: CivilDate) -> StatsReport {
        let streak = Streak(store: store, settings: settings, today: today)
        let days = PracticeLog.days(in: store, rolloverHour: settings.dayRolloverHour, restDays: streak.restDays)
        let insights = Insights(store: store, catalogue: catalogue, rule: settings.completionRule)
        var report = StatsReport(streak: streak, insights: insights, settings: settings, days: days, today: today)
        report.latestBolt = store.boltResultsInOrder.last
        report.holdsByDay = HoldReport.bestByDay(store, rolloverHour: settings.dayRolloverHour)
        return report
    }

    /// The calendar and the minutes a week, in `width` columns, as printed text: colour
    /// escapes when `colour`.
    public func pictureLines(width: Int, ascii: Bool, colour: Bool, words: Words = .english) -> [String] {
        pictures(width: width, ascii: ascii, words: words).map { $0.text(colour: colour) }
    }

    /// The calendar and the minutes a week, in `width` columns, as styled cells. The
    /// legend names rest days once a freeze has been earned (or a day is one).
    public func pictures(width: Int, ascii: Bool, words: Words = .english) -> [StyledLine] {
        let restDays = streak.firstFreezeEarned != nil || days.values.contains { $0.isRestDay }
        var lines = PracticeCalendar(
            days: days, today: today, ascii: ascii, colour: false, words: words,
            legendsRestDays: restDays).styledLines(width: width)
        if let spark = WeeklySparkline.styledLine(days: days, today: today, ascii: ascii, width: width, words: words) {
            lines += [StyledLine(), spark]
        }
        return lines
    }

    /// Lesson attempts from which the figures about attempts (how far they get, where
    /// practice stalls, what other thresholds would count) join the report: below it,
    /// every bar and row would read "1 of 1", figures about nothing yet.
    public static let attemptsForFigures = 5

    /// Whether the text shows the figures about attempts: from `attemptsForFigures` on,
    /// or always when asked (`stats --all`).
    public func showsAttemptFigures(all: Bool) -> Bool {
        all || insights.lessonAttempts >= Self.attemptsForFigures
    }

    /// The text with a set's bar and separator.
    public func lines(symbols: Symbols, words: Words = .english, width: Int = .max, all: Bool = false) -> [String] {
        lines(
            bar: symbols.bar, separator: symbols.separator, spark: symbols.spark, words: words, width: width, all: all)
    }

    /// `bar` draws the histogram (`Symbols.bar`), `spark` the line of holds. Headings and entries wrap to `width`,
    /// an entry's later lines indented under it; the histogram's bars shorten to fit.
    /// The figures about attempts come from `attemptsForFigures` lesson attempts on, or
    /// with `all`; before that, one line says when they come.
    public func lines(
        bar: String, separator: String = Symbols.unicode.separator, spark: [String] = Symbols.unicode.spark,
        words: Words = .english, width: Int = .max, all: Bool = false) -> [String] {
        func heading(_ text: String) -> [String] { Self.heading(text, width: width) }
        func entry(_ text: String) -> [String] { Self.entry(text, width: width) }
        var lines = heading(words(.practiceHeading))
        if settings.showStreak, streak.current > 0 { lines += entry(streakLine(separator: separator, words: words)) }
        if let note = streak.freezeNote(showStreak: settings.showStreak, freezes: settings.freezes, words: words) {
            lines += entry(note)
        }
        if settings.showStreak { lines += entry(words(.longestStreak(days: streak.longest))) }
        lines += entry(words(.practiceDays(total: streak.totalPracticeDays, thisWeek: streak.practiceDaysThisWeek)))
        lines += entry(words(.sessionTotals(
            sessions: insights.sessions, practisedSeconds: insights.practicedSeconds,
            lessonsCompleted: insights.lessonsCompleted, separator: separator)))
        if let latestBolt {
            lines += entry(words(.latest(
                seconds: latestBolt.seconds, band: BoltBand(seconds: latestBolt.seconds),
                day: latestBolt.at.local.date)))
        }
        // The bars are a record of days, never wrapped: they shorten to fit instead.
        for line in HoldReport.statsLines(
            holdsByDay, spark: spark, width: width == .max ? .max : width - 2, words: words) {
            lines += entry(line)
        }
        if !insights.programs.isEmpty || insights.freePractice.sessions > 0 {
            lines += [""] + heading(words(.programsHeading))
            for program in insights.programs {
                lines += entry(words(.programTotals(
                    title: program.localTitle?(words) ?? program.title, sessions: program.sessions,
                    practisedSeconds: program.practicedSeconds, lessonsCompleted: program.lessonsCompleted,
                    separator: separator)))
            }
            let free = insights.freePractice
            if free.sessions > 0 {
                lines += entry(words(.freePracticeTotals(
                    sessions: free.sessions, practisedSeconds: free.practicedSeconds, separator: separator)))
            }
        }
        if showsAttemptFigures(all: all) {
            lines += attemptFigures(bar: bar, separator: separator, words: words, width: width)
        } else {
            lines += [""] + TextWrap.lines(
                words(.figuresJoinLater(from: Self.attemptsForFigures, attempts: insights.lessonAttempts)),
                width: width)
        }
        if let change = insights.averageMoodChange {
            lines += [""] + heading(words(.moodHeading(lessons: insights.moodPairs)))
            lines += entry(words(.moodChange(change)))
        }
        return lines
    }

    /// How far lesson attempts get, where practice stalls, and what other thresholds
    /// would have counted, each under its heading.
    func attemptFigures(bar: String, separator: String, words: Words, width: Int) -> [String] {
        func heading(_ text: String) -> [String] { Self.heading(text, width: width) }
        func entry(_ text: String) -> [String] { Self.entry(text, width: width) }
        var lines = [""] + heading(words(.attemptsHeading(attempts: insights.lessonAttempts)))
        let widest = max(1, insights.histogram.map(\.count).max() ?? 1)
        let digits = String(widest).count
        // "  label     bars count": at most 30 bars, fewer when the width has no room.
        let longest = max(1, min(30, width - 2 - 9 - 1 - 1 - digits))
        for bucket in insights.histogram {
            let length = bucket.count == 0 ? 0 : max(1, bucket.count * longest / widest)
            // One dash on the page: the calendar's legend says "1-4 min" (the JSON keeps "0–20%").
            let label = bucket.isFinished ? words(.ending(.finished)) : bucket.label.replacing("–", with: "-")
            lines.append("  \(label.padded(to: 9)) \(String(repeating: bar, count: length)) \(bucket.count)")
        }
        lines += [""] + heading(words(.stallsHeading(threshold: settings.threshold)))
        if insights.stalls.isEmpty { lines += entry(words(.noStalls)) }
        for stall in insights.stalls {
            lines += entry(words(.stall(
                title: stall.localTitle?(words) ?? stall.title, program: stall.programTitle?(words) ?? stall.programID,
                attemptsBelow: stall.attemptsBelowThreshold, best: stall.bestFraction, completedSince: stall.completed,
                separator: separator)))
        }
        lines += [""] + heading(words(.thresholdsHeading))
        for outcome in insights.thresholds {
            let mine = abs(outcome.threshold - settings.threshold) < 1e-9
                ? words.rules.asideGap + words(.yours)
                : ""
            lines += TextWrap.lines(
                "  \(ReportPhrase.percent(outcome.threshold).padded(to: 5)) "
                    + "\(words(.wouldCount(outcome.wouldCount, of: outcome.attempts)))\(mine)",
                width: width, hangingIndent: 8)
        }
        return lines
    }

    /// A heading, wrapped to `width`.
    static func heading(_ text: String, width: Int) -> [String] { TextWrap.lines(text, width: width) }

    /// An entry under a heading, indented, its later lines further in.
    static func entry(_ text: String, width: Int) -> [String] {
        TextWrap.lines("  " + text, width: width, hangingIndent: 4)
    }

    /// "Day 12 · 1 rest day used · 2 freezes banked": the home screen's line.
    func streakLine(separator: String, words: Words) -> String {
        streak.line(showStreak: true, freezesEnabled: settings.freezes.enabled, separator: separator, words: words)
    }

    /// Every figure above, for scripts.
    public var json: StatsJSON {
        StatsJSON(
            streak: settings.showStreak ? StatsJSON.StreakJSON(
                current: streak.current, restDaysInCurrent: streak.restDaysInCurrent, longest: streak.longest,
                freezesBanked: streak.freezesBanked) : nil,
            totalPracticeDays: streak.totalPracticeDays, practiceDaysThisWeek: streak.practiceDaysThisWeek,
            sessions: insights.sessions, practicedSeconds: insights.practicedSeconds,
            lessonsCompleted: insights.lessonsCompleted,
            programs: insights.programs.map {
                .init(
                    programID: $0.programID, title: $0.title, sessions: $0.sessions,
                    practicedSeconds: $0.practicedSeconds, lessonsCompleted: $0.lessonsCompleted)
            },
            freePractice: .init(
                sessions: insights.freePractice.sessions, practicedSeconds: insights.freePractice.practicedSeconds),
            lessonAttempts: insights.lessonAttempts,
            attemptHistogram: insights.histogram.map { .init(range: $0.label, count: $0.count) },
            stalls: insights.stalls.map {
                .init(
                    programID: $0.programID, lessonID: $0.lessonID, title: $0.title,
                    attemptsBelowThreshold: $0.attemptsBelowThreshold, bestFraction: $0.bestFraction,
                    completed: $0.completed)
            },
            threshold: settings.threshold,
            thresholds: insights.thresholds.map {
                .init(threshold: $0.threshold, wouldCount: $0.wouldCount, attempts: $0.attempts)
            },
            mood: insights.averageMoodChange.map { .init(lessons: insights.moodPairs, averageChange: $0) },
            // Days up to today, as the calendar and the streak count them.
            days: days.values.filter {
                $0.date <= today
            }.sorted {
                $0.date < $1.date
            }.map {
                .init(
                    date: $0.date.iso8601, seconds: $0.seconds, sessions: $0.sessions, practiceDay: $0.isPracticeDay,
                    restDay: $0.isRestDay)
            },
            latestBolt: latestBolt.map(BoltJSON.init),
            bestHold: HoldReport.best(of: holdsByDay).map(DayHoldJSON.init),
            bestHoldByDay: holdsByDay.map(DayHoldJSON.init))
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
    /// Null until a BOLT test is kept.
    let latestBolt: BoltJSON?
    /// The longest hold of hold rounds and its day; null until one is kept.
    let bestHold: DayHoldJSON?
    /// Each practice day with a hold, oldest first, with its longest; empty until one.
    let bestHoldByDay: [DayHoldJSON]

    enum CodingKeys: String, CodingKey {
        case streak, totalPracticeDays, practiceDaysThisWeek, sessions, practicedSeconds, lessonsCompleted, programs,
             freePractice, lessonAttempts, attemptHistogram, stalls, threshold, thresholds, mood, days, latestBolt,
             bestHold, bestHoldByDay
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
        try container.encode(latestBolt, forKey: .latestBolt)
        try container.encode(bestHold, forKey: .bestHold)
        try container.encode(bestHoldByDay, forKey: .bestHoldByDay)
    }
}
