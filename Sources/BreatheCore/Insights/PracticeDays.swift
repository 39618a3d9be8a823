/// Which local days count as practice days.
///
/// A practice day is a day with at least one session of a minute or more, lesson or free
/// practice. Each session's day is the local day where and when it happened (it keeps its
/// own UTC offset), with the day starting at the rollover hour: changing TZ later, or
/// travelling, never rewrites history.
public enum PracticeDays {
    /// The least practice that makes a day a practice day.
    public static let minimumSeconds = 60.0

    public static func days(in store: ProgressStore, rolloverHour: Int) -> Set<CivilDate> {
        Set(store.sessions.filter {
            $0.practicedSeconds >= minimumSeconds
        }.map { $0.startedAt.practiceDay(rolloverHour: rolloverHour) })
    }
}
