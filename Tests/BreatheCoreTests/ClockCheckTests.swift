import Testing
@testable import BreatheCore

/// A session starts only when the clock and the time zone give times the store reads
/// back: the decision is the record rules' own, and the words name what looks wrong.
@Suite struct ClockCheckTests {
    static let day: Int64 = 86_400
    /// 2026-12-01 12:00 UTC.
    static let today: Int64 = CivilDate(year: 2026, month: 12, day: 1).daysSince1970 * day + 12 * 3600

    enum Verdict: Equatable { case starts, clock, zone, both }

    @Test(arguments: [
        // (seconds since 1970, UTC offset, verdict)
        (today, 0, Verdict.starts),
        (today, 14 * 3600, .starts),
        (today, -12 * 3600, .starts),
        (today, 18 * 3600, .starts),
        (today, -18 * 3600, .starts),
        (today, 5 * 3600 + 45 * 60, .starts),
        (FieldLimits.earliestInstant, 0, .starts),
        (FieldLimits.latestInstant - day, 0, .starts),
        (0, 0, .clock),                                   // a device that boots in 1970
        (5, 3600, .clock),
        (FieldLimits.earliestInstant - 1, 0, .clock),
        (-86_400, 0, .clock),
        (FieldLimits.latestInstant, 0, .clock),           // a session would end past 2200
        (FieldLimits.latestInstant - day + 1, 0, .clock),
        (Int64(Int32.max) * 4, 0, .clock),
        (today, 19 * 3600, .zone),                        // TZ=ABC-19
        (today, -19 * 3600, .zone),
        (today, 18 * 3600 + 1, .zone),
        (today, 24 * 3600, .zone),
        (0, 19 * 3600, .both),
    ] as [(Int64, Int, Verdict)])
    func aSessionStartsOnlyWithTimesTheStoreAccepts(seconds: Int64, offset: Int, verdict: Verdict) throws {
        let now = LocalTimestamp(secondsSince1970: seconds, utcOffsetSeconds: offset)
        let problem = ClockCheck.problem(now: now, zone: "ABC-19")?.english
        let named = problem.map { (clock: $0.contains("the clock says"), zone: $0.contains("TZ=ABC-19")) }
        switch verdict {
        case .starts: #expect(problem == nil)
        case .clock: #expect(named?.clock == true && named?.zone == false, "\(problem ?? "nil")")
        case .zone: #expect(named?.clock == false && named?.zone == true, "\(problem ?? "nil")")
        case .both: #expect(named?.clock == true && named?.zone == true, "\(problem ?? "nil")")
        }
        // The same rule as the store's: whatever starts is a time a record may carry, for
        // the session's whole span.
        if problem == nil {
            #expect(RecordRules.time(now, "startedAt") == nil)
            #expect(RecordRules.time(now.adding(seconds: ClockCheck.sessionSpan), "endedAt") == nil)
        }
    }

    @Test func theWordsSayWhatIsWrongAndWhatToDo() {
        #expect(ClockCheck.problem(now: LocalTimestamp(secondsSince1970: 30, utcOffsetSeconds: 0), zone: nil)?.english
            == "the clock says 1970-01-01 00:00 UTC, outside the years 2000 to 2200 a session can be saved in; set the clock (or wait for the network to set it). No session was started: it could not have been saved")
        // 2200-12-31 00:00:30 is inside the years; a day later is not, and that is what is said
        // (it once said 2200-12-31 was "outside the years 2000 to 2200").
        let lastDay = CivilDate(year: 2200, month: 12, day: 31).daysSince1970 * Self.day + 30
        #expect(ClockCheck.problem(now: LocalTimestamp(secondsSince1970: lastDay, utcOffsetSeconds: 0), zone: nil)?.english
            == "the clock says 2200-12-31 00:00 UTC, less than a day before the end of 2200, the last year a session can be saved in (a session's times are checked for a day after it starts); set the clock (or wait for the network to set it). No session was started: it could not have been saved")
        #expect(ClockCheck.problem(now: LocalTimestamp(secondsSince1970: Self.today, utcOffsetSeconds: 19 * 3600), zone: "ABC-19")?.english
            == "TZ=ABC-19 puts local time +19:00 from UTC, beyond the ±18:00 a session can be saved with; set TZ to a real zone (for example TZ=Europe/Paris) or unset it. No session was started: it could not have been saved")
        #expect(ClockCheck.problem(now: LocalTimestamp(secondsSince1970: Self.today, utcOffsetSeconds: -(18 * 3600 + 1800)), zone: nil)?
            .english.hasPrefix("the system's time zone (/etc/localtime) puts local time -18:30 from UTC") == true)
    }
}
