/// The streak and the totals beside it, as of one day.
public struct Streak: Sendable, Equatable {
    /// Days in the current run, practice and rest days together ("Day 12").
    public let current: Int
    /// Rest days (missed days covered by a freeze) inside the current run.
    public let restDaysInCurrent: Int
    public let longest: Int
    /// Every practice day ever: never resets.
    public let totalPracticeDays: Int
    /// Practice days from this week's Monday to today.
    public let practiceDaysThisWeek: Int
    public let freezesBanked: Int
    /// Every day covered by a freeze, shown as a rest day, never as practice.
    public let restDays: Set<CivilDate>
    /// The practice day the first freeze was earned; nil until then (and with freezes
    /// off). Until it comes, nothing speaks of freezes: on day one "0 freezes banked"
    /// names a thing the person has never met.
    public let firstFreezeEarned: CivilDate?
    /// Today is the day the first freeze was earned, or the day after: the one time the
    /// count comes with a line that says what a freeze is (the day after too, for someone
    /// who earned it in a lesson and left from its summary).
    public let firstFreezeIsNew: Bool

    /// Walks every day from the first practice day to `today`. A practice day extends the
    /// run and, every `earnedEvery` practice days, earns a freeze (up to the bank's size).
    /// A missed day spends a banked freeze and becomes a rest day, or ends the run. Today
    /// never ends the run: the day is not over.
    public init(practiceDays: Set<CivilDate>, today: CivilDate, freezes: FreezeRules) {
        var current = 0, restInCurrent = 0, longest = 0, banked = 0, practiced = 0
        var restDays: Set<CivilDate> = []
        var firstEarned: CivilDate?
        if let first = practiceDays.min(), first <= today {
            var day = first
            while day <= today {
                if practiceDays.contains(day) {
                    current += 1
                    practiced += 1
                    if freezes.enabled, freezes.earnedEvery > 0, freezes.maximumBanked > 0,
                       practiced % freezes.earnedEvery == 0 {
                        banked = min(freezes.maximumBanked, banked + 1)
                        if firstEarned == nil { firstEarned = day }
                    }
                } else if day != today {
                    if freezes.enabled, banked > 0 {
                        banked -= 1
                        current += 1
                        restInCurrent += 1
                        restDays.insert(day)
                    } else {
                        current = 0
                        restInCurrent = 0
                    }
                }
                longest = max(longest, current)
                day = day.adding(days: 1)
            }
        }
        self.current = current
        restDaysInCurrent = restInCurrent
        self.longest = longest
        totalPracticeDays = practiceDays.filter { $0 <= today }.count
        let monday = today.adding(days: -today.weekdayFromMonday)
        practiceDaysThisWeek = practiceDays.filter { $0 >= monday && $0 <= today }.count
        freezesBanked = freezes.enabled ? banked : 0
        self.restDays = restDays
        firstFreezeEarned = firstEarned
        firstFreezeIsNew = firstEarned.map { today == $0 || today == $0.adding(days: 1) } ?? false
    }

    /// The quiet line for the home screen: "Day 12 · 1 rest day used · 2 freezes banked";
    /// "连续第 12 天 · 用了 1 个休息日 · 还有 2 个休息日". With the streak hidden, only the
    /// total, which never resets. The freezes join once the first is earned: day one is
    /// "Day 1".
    public func line(
        showStreak: Bool, freezesEnabled: Bool, separator: String = Symbols.unicode.separator,
        words: Words = .english) -> String {
        guard showStreak, current > 0 else { return words(.practiceDaysInAll(totalPracticeDays)) }
        var parts = [words(.streakDay(current))]
        if restDaysInCurrent > 0 { parts.append(words(.restDaysUsed(restDaysInCurrent))) }
        if freezesEnabled, firstFreezeEarned != nil { parts.append(words(.freezesBanked(freezesBanked))) }
        return parts.joined(separator: separator)
    }

    /// The line under the streak that says what a freeze is, on the days the first one is
    /// new (`firstFreezeIsNew`), when the streak line shows the count; nil otherwise.
    public func freezeNote(showStreak: Bool, freezes: FreezeRules, words: Words = .english) -> String? {
        guard showStreak, current > 0, freezes.enabled, firstFreezeIsNew else { return nil }
        return words(.whatAFreezeIs)
    }
}

extension CivilDate {
    /// 0 for Monday through 6 for Sunday. 1970-01-01 was a Thursday.
    public var weekdayFromMonday: Int {
        Int(((daysSince1970 % 7) + 7 + 3) % 7)
    }
}
