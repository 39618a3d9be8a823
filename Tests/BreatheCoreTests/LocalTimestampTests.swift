import Testing
@testable import BreatheCore

@Suite struct LocalTimestampTests {
    @Test func formatsWithTheOffset() {
        // 2026-11-30T07:06:20Z is 1796022380 seconds after the epoch.
        let utc = LocalTimestamp(secondsSince1970: 1_796_022_380, utcOffsetSeconds: 0)
        #expect(utc.iso8601 == "2026-11-30T07:06:20+00:00")
        #expect(LocalTimestamp(secondsSince1970: 1_796_022_380, utcOffsetSeconds: 8 * 3600).iso8601 == "2026-11-30T15:06:20+08:00")
        #expect(LocalTimestamp(secondsSince1970: 1_796_022_380, utcOffsetSeconds: -(9 * 3600 + 30 * 60)).iso8601 == "2026-11-29T21:36:20-09:30")
        #expect(LocalTimestamp(secondsSince1970: 0, utcOffsetSeconds: 0).iso8601 == "1970-01-01T00:00:00+00:00")
        #expect(LocalTimestamp(secondsSince1970: 951_782_400, utcOffsetSeconds: 0).iso8601 == "2000-02-29T00:00:00+00:00")
        // Years padded to four digits, and years past 9999 written in full.
        #expect(LocalTimestamp(secondsSince1970: -30_610_224_001, utcOffsetSeconds: 0).iso8601 == "0999-12-31T23:59:59+00:00")
        #expect(LocalTimestamp(secondsSince1970: 253_402_300_800, utcOffsetSeconds: -3600).iso8601 == "9999-12-31T23:00:00-01:00")
        #expect(LocalTimestamp(secondsSince1970: 253_402_300_800, utcOffsetSeconds: 0).iso8601 == "10000-01-01T00:00:00+00:00")
    }

    @Test func parsesWhatItWritesAndCommonForms() {
        for text in ["2026-11-30T15:06:20+08:00", "2026-11-29T21:36:20-09:30", "2024-02-29T23:59:59+14:00", "1969-12-31T23:59:59+00:00"] {
            #expect(LocalTimestamp(iso8601: text)?.iso8601 == text)
        }
        #expect(LocalTimestamp(iso8601: "2026-11-30T07:06:20Z")?.secondsSince1970 == 1_796_022_380)
        #expect(LocalTimestamp(iso8601: "2026-11-30T07:06:20.123Z")?.secondsSince1970 == 1_796_022_380)
        #expect(LocalTimestamp(iso8601: "2026-11-30T15:06:20+08:00")?.secondsSince1970 == 1_796_022_380)
    }

    @Test(arguments: ["", "2026-11-30", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2023-02-29T00:00:00Z", "2026-11-30T24:00:00Z", "2026-11-30T07:06:20", "2026-11-30T07:06:20+8:00", "2026-11-30T07:06:20Zjunk", "x026-11-30T07:06:20Z"])
    func refusesWhatIsNotATime(text: String) {
        #expect(LocalTimestamp(iso8601: text) == nil)
    }

    @Test func civilDatesRoundTripAcrossCenturies() {
        for days in stride(from: Int64(-800_000), through: 800_000, by: 997) {
            #expect(CivilDate(daysSince1970: days).daysSince1970 == days)
        }
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSince1970 - CivilDate(year: 2000, month: 2, day: 28).daysSince1970 == 2)
        #expect(CivilDate(year: 1900, month: 3, day: 1).daysSince1970 - CivilDate(year: 1900, month: 2, day: 28).daysSince1970 == 1)
        #expect(CivilDate(year: 2026, month: 12, day: 31).adding(days: 1) == CivilDate(year: 2027, month: 1, day: 1))
    }

    @Test func thePracticeDayRollsOverAtTheChosenHour() throws {
        let late = try #require(LocalTimestamp(iso8601: "2026-11-30T01:30:00+08:00"))
        #expect(late.practiceDay(rolloverHour: 3) == CivilDate(year: 2026, month: 11, day: 29))
        #expect(late.practiceDay(rolloverHour: 0) == CivilDate(year: 2026, month: 11, day: 30))
        let morning = try #require(LocalTimestamp(iso8601: "2026-11-30T03:00:00+08:00"))
        #expect(morning.practiceDay(rolloverHour: 3) == CivilDate(year: 2026, month: 11, day: 30))
        // The same instant is another day at another offset: each session keeps its own.
        let sameInstantInLondon = LocalTimestamp(secondsSince1970: morning.secondsSince1970, utcOffsetSeconds: 0)
        #expect(sameInstantInLondon.practiceDay(rolloverHour: 3) == CivilDate(year: 2026, month: 11, day: 29))
    }
}
