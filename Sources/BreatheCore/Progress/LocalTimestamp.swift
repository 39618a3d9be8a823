/// An instant and the UTC offset of the place where it was lived.
///
/// Sessions keep the offset they happened at, so the local day of a session never changes
/// afterwards, even when the person travels or changes TZ.
public struct LocalTimestamp: Sendable, Equatable, Hashable, Comparable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public let secondsSince1970: Int64
    /// Local time minus UTC, in seconds (east is positive).
    public let utcOffsetSeconds: Int

    public init(secondsSince1970: Int64, utcOffsetSeconds: Int) {
        self.secondsSince1970 = secondsSince1970
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// By the instant, then by the offset: two times at one instant in different zones
    /// are different values, and every device must order them the same way, or a merge
    /// would keep one on one device and the other on another.
    public static func < (lhs: LocalTimestamp, rhs: LocalTimestamp) -> Bool {
        (lhs.secondsSince1970, lhs.utcOffsetSeconds) < (rhs.secondsSince1970, rhs.utcOffsetSeconds)
    }

    /// The local civil date and time.
    public var local: CivilDateTime {
        CivilDateTime(secondsSinceEpoch: secondsSince1970 + Int64(utcOffsetSeconds))
    }

    /// The practice day this instant belongs to: the local date, with the day starting at
    /// `rolloverHour` rather than midnight, so a 1 a.m. session before sleep counts for the
    /// evening before.
    public func practiceDay(rolloverHour: Int) -> CivilDate {
        CivilDateTime(secondsSinceEpoch: secondsSince1970 + Int64(utcOffsetSeconds) - Int64(rolloverHour) * 3600).date
    }

    /// ISO 8601 with the offset: "2026-11-30T07:06:20+08:00".
    ///
    /// Written digit by digit into one allocation: every save writes two for each session
    /// in the store, and string interpolation made them the largest part of a save. Years
    /// outside 0–9999 (never written by breathe) take the general path.
    public var iso8601: String {
        let time = local
        let magnitude = abs(utcOffsetSeconds)
        guard (0...9999).contains(time.date.year), magnitude < 100 * 3600 else {
            let sign = utcOffsetSeconds < 0 ? "-" : "+"
            return "\(time.date.iso8601)T\(pad(time.hour)):\(pad(time.minute)):\(pad(time.second))\(sign)"
                + "\(pad(magnitude / 3600)):\(pad(magnitude % 3600 / 60))"
        }
        // "YYYY-MM-DDTHH:MM:SS+HH:MM"
        return String(unsafeUninitializedCapacity: 25) { buffer in
            var index = 0
            func put(_ value: Int, width: Int, then separator: UInt8?) {
                var divisor = width == 4 ? 1000 : 10
                while divisor > 0 {
                    buffer[index] = 0x30 + UInt8(value / divisor % 10)
                    index += 1
                    divisor /= 10
                }
                if let separator {
                    buffer[index] = separator
                    index += 1
                }
            }
            put(time.date.year, width: 4, then: 0x2D)
            put(time.date.month, width: 2, then: 0x2D)
            put(time.date.day, width: 2, then: 0x54)
            put(time.hour, width: 2, then: 0x3A)
            put(time.minute, width: 2, then: 0x3A)
            put(time.second, width: 2, then: utcOffsetSeconds < 0 ? 0x2D : 0x2B)
            put(magnitude / 3600, width: 2, then: 0x3A)
            put(magnitude % 3600 / 60, width: 2, then: nil)
            return index
        }
    }

    /// Reads "YYYY-MM-DDTHH:MM:SS" followed by "Z" or "±HH:MM" (fractions of a second are
    /// accepted and dropped). A leap second (":60") is refused: breathe never writes one,
    /// and reading it as the next second would write back a different text.
    public init?(iso8601 text: String) {
        var text = text
        // Parsed in place from the UTF-8 bytes: stores hold thousands of these.
        guard let parsed = text.withUTF8({ Self.parse(bytes: $0) }) else { return nil }
        self = parsed
    }

    private static func parse(bytes scalars: UnsafeBufferPointer<UInt8>) -> LocalTimestamp? {
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= scalars.count else { return nil }
            var value = 0
            for index in start..<start + count {
                let byte = scalars[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard scalars.count >= 20,
              let year = number(0, 4), scalars[4] == 45, let month = number(5, 2), scalars[7] == 45,
              let day = number(8, 2), scalars[10] == 84 || scalars[10] == 32,
              let hour = number(11, 2), scalars[13] == 58, let minute = number(14, 2), scalars[16] == 58,
              let second = number(17, 2),
              (1...12).contains(month), (1...CivilDate.daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        if index < scalars.count, scalars[index] == 46 {
            index += 1
            while index < scalars.count, scalars[index] >= 48, scalars[index] <= 57 { index += 1 }
        }
        var offset = 0
        if index < scalars.count, scalars[index] == 90 {
            index += 1
        } else if index + 6 <= scalars.count, scalars[index] == 43 || scalars[index] == 45,
                  let hours = number(index + 1, 2), scalars[index + 3] == 58, let minutes = number(index + 4, 2),
                  hours < 24, minutes < 60 {
            offset = (hours * 3600 + minutes * 60) * (scalars[index] == 45 ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == scalars.count else { return nil }
        let date = CivilDate(year: year, month: month, day: day)
        let localSeconds = date.daysSince1970 * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return LocalTimestamp(secondsSince1970: localSeconds - Int64(offset), utcOffsetSeconds: offset)
    }

    /// This instant `seconds` later, at the same offset.
    public func adding(seconds: Int64) -> LocalTimestamp {
        LocalTimestamp(secondsSince1970: secondsSince1970 + seconds, utcOffsetSeconds: utcOffsetSeconds)
    }
}

func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

/// A calendar date in the proleptic Gregorian calendar.
public struct CivilDate: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public var iso8601: String {
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-\(pad(month))-\(pad(day))"
    }

    public var description: String { iso8601 }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to this date (negative before it). Counts whole 400-year eras
    /// (146,097 days each) with the year starting in March, so leap days fall at its end.
    public var daysSince1970: Int64 {
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01: the inverse of `daysSince1970`.
    public init(daysSince1970 days: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: Int(year), month: Int(month), day: Int(day))
    }

    public func adding(days: Int) -> CivilDate { CivilDate(daysSince1970: daysSince1970 + Int64(days)) }
}

/// A local date and time of day.
public struct CivilDateTime: Sendable, Equatable {
    public let date: CivilDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    init(secondsSinceEpoch seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = Int(seconds - days * 86_400)
        date = CivilDate(daysSince1970: days)
        hour = rest / 3600
        minute = rest % 3600 / 60
        second = rest % 60
    }

    /// "2026-11-30 07:06", for lists.
    public var shortText: String { "\(date.iso8601) \(pad(hour)):\(pad(minute))" }
}
