/// Whether a session may start by this machine's clock and time zone: every time a
/// session writes (its journal, its record) must be one the store will read back.
///
/// A device that boots in 1970 until the network sets its clock, or `TZ=ABC-19` (an
/// offset past ±18:00), once practised, kept the session in a journal with such a time,
/// and the next start set that journal aside as unreadable: the session never reached
/// the store. The decision is `RecordRules`' own check of a record's time, asked of now
/// and of a day from now (a session, paused or not, ends well within it).
public enum ClockCheck {
    /// How long after the start a session's times are checked too.
    public static let sessionSpan: Int64 = FieldLimits.futureTolerance

    /// What looks wrong, naming the clock or the time zone (`zone` is `TZ` as set, nil
    /// when unset: then the system's zone, /etc/localtime, is named), or nil when a
    /// session may start.
    public static func problem(now: LocalTimestamp, zone: String?) -> ClockRefusal? {
        let later = now.adding(seconds: sessionSpan)
        guard !FieldLimits.isWithinYears(now) || !FieldLimits.isWithinYears(later) else {
            return nil
        }
        // The same rule, asked of the instant alone (in UTC) and of the offset alone (at an
        // instant it accepts), says which of the two is wrong.
        let nowIsWrong = !FieldLimits.isWithinYears(
            LocalTimestamp(secondsSince1970: now.secondsSince1970, utcOffsetSeconds: 0))
        let laterIsWrong = !FieldLimits.isWithinYears(
            LocalTimestamp(secondsSince1970: later.secondsSince1970, utcOffsetSeconds: 0))
        let offsetIsWrong = !FieldLimits.isWithinYears(LocalTimestamp(
            secondsSince1970: FieldLimits.earliestInstant + sessionSpan, utcOffsetSeconds: now.utcOffsetSeconds))
        var faults: [ClockRefusal.Fault] = []
        if nowIsWrong || laterIsWrong {
            // Now may be inside the years while a day from now is not: said as it is.
            faults.append(.clock(
                utc: LocalTimestamp(secondsSince1970: now.secondsSince1970, utcOffsetSeconds: 0).local.shortText,
                withinADayOfTheEnd: !nowIsWrong))
        }
        if offsetIsWrong { faults.append(.zone(zone, offsetSeconds: now.utcOffsetSeconds)) }
        return ClockRefusal(faults)
    }
}
