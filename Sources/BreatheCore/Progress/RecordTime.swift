/// When a record that decides by its time (an activation, a setting change) is dated as it
/// is made: now, or a second after the latest one of its kind this device knows when that
/// is later. A device whose clock ran hours fast dated its record ahead (within the day a
/// record may be ahead); dated by the clock alone, a later change made here lost to it
/// after a sync, and `start` or `config` was silently undone until the clocks met.
public enum RecordTime {
    public static func stamp(_ now: LocalTimestamp, after latest: LocalTimestamp?) -> LocalTimestamp {
        guard let latest, latest.secondsSince1970 >= now.secondsSince1970 else { return now }
        return LocalTimestamp(secondsSince1970: latest.secondsSince1970 + 1, utcOffsetSeconds: now.utcOffsetSeconds)
    }
}
