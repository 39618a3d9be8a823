/// What was practised on each day, by the streak's own rules: each session on its local
/// day where and when it happened, the day starting at the rollover hour. The calendar,
/// the sparkline and `stats --json` all read this, so none can disagree with the streak.
public struct DayPractice: Sendable, Equatable {
    public let date: CivilDate
    /// Practised seconds, all sessions of the day.
    public let seconds: Double
    public let sessions: Int
    /// A practice day: a session of a minute or more (`PracticeDays`).
    public let isPracticeDay: Bool
    /// A missed day a freeze covered.
    public let isRestDay: Bool
}

public enum PracticeLog {
    /// Every day with a session or a rest day.
    public static func days(in store: ProgressStore, rolloverHour: Int, restDays: Set<CivilDate>, including: (
        SessionRecord) -> Bool = { _ in
        true
    }) -> [CivilDate: DayPractice] {
        var seconds: [CivilDate: Double] = [:], sessions: [CivilDate: Int] = [:], practice: Set<CivilDate> = []
        for session in store.sessions where including(session) {
            let day = session.startedAt.practiceDay(rolloverHour: rolloverHour)
            seconds[day, default: 0] += session.practicedSeconds
            sessions[day, default: 0] += 1
            if session.practicedSeconds >= PracticeDays.minimumSeconds { practice.insert(day) }
        }
        var days: [CivilDate: DayPractice] = [:]
        for day in Set(seconds.keys).union(restDays) {
            days[day] = DayPractice(
                date: day, seconds: seconds[day] ?? 0, sessions: sessions[day] ?? 0,
                isPracticeDay: practice.contains(day), isRestDay: restDays.contains(day))
        }
        return days
    }
}
