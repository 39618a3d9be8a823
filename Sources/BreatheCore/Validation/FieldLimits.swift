/// The accepted range of every field that comes from outside: the store, an import, a
/// sync copy, a journal, config.json, a program file. Docs/STORE.md lists them.
///
/// Each range is wide enough for anything breathe itself writes and narrow enough that
/// nothing past it can reach arithmetic, a formatter or the screen as a surprise.
public enum FieldLimits {
    /// Timestamps: no session happened before 2000, and none is planned past 2200.
    public static let years: ClosedRange<Int> = 2000...2200
    public static let earliestInstant: Int64 = CivilDate(year: 2000, month: 1, day: 1).daysSince1970 * 86_400
    public static let latestInstant: Int64 = CivilDate(year: 2201, month: 1, day: 1).daysSince1970 * 86_400 - 1
    /// UTC offsets: the widest ISO 8601 allows; real zones span −12:00 to +14:00.
    public static let utcOffsetSeconds: ClosedRange<Int> = -18 * 3600...18 * 3600
    /// Record, program and lesson ids: lowercase letters, digits, '-', '_', '.'.
    public static let idLength: ClosedRange<Int> = 1...64
    /// A session's pattern as written: "4-7-8", "box", "5.5-5.5".
    public static let patternLength: ClosedRange<Int> = 1...100
    /// A session's planned length: one cycle at the least, two hours and a cycle at most.
    public static let plannedSeconds: ClosedRange<Double> =
        0.5...(SessionLength.longestSessionSeconds + 4 * PatternNotation.longestPhaseSeconds)
    /// Practised time may exceed the plan by no more than rounding to the millisecond.
    public static let practiceRounding = 0.001
    public static let moods: ClosedRange<Int> = 1...5
    /// "How easy was that?" after a block of `breathe pace`.
    public static let paceEase: ClosedRange<Int> = PaceAnswer.easeRange
    /// A BOLT result: a count under a second was a key pressed twice, and the count
    /// stops at its cap (`BoltBand.capSeconds`) with nothing kept.
    public static let boltSeconds: ClosedRange<Double> = BoltBand.shortestSeconds...BoltBand.capSeconds
    /// One open hold of hold rounds: cut at once it is 0, and its cap ends it at 180.
    public static let holdSeconds: ClosedRange<Double> = 0...OpenHold.capRange.upperBound
    /// A session's open holds: one a round, and rounds are at most 10.
    public static let mostHolds = HoldRounds.roundRange.upperBound
    /// The attempts a completion names.
    public static let sessionsPerCompletion: ClosedRange<Int> = 1...1000
    /// A synced setting's value, as JSON text.
    public static let settingValueBytes: ClosedRange<Int> = 1...1000
    /// Settings changed "in the future" by more than this come from a wrong clock.
    public static let futureTolerance: Int64 = 86_400
    /// The largest file breathe reads, and so the largest store, sync copy or export it
    /// writes: years of daily practice are a few MB, and 250,000 sessions (13 a day for
    /// fifty years) about 80.
    public static let largestFileBytes = 128 << 20

    /// `bytes` in whole megabytes, to the nearest (a file just over a limit, said as the
    /// limit, is worded "just over" it by the catalogue).
    public static func megabytes(_ bytes: Int) -> Int { (bytes + (1 << 19)) >> 20 }

    public static func isIdentifier(_ text: String) -> Bool {
        let bytes = text.utf8
        guard idLength.contains(bytes.count) else { return false }
        return bytes.allSatisfy {
            (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E
        }
    }

    public static func isWithinYears(_ time: LocalTimestamp) -> Bool {
        (earliestInstant...latestInstant).contains(time.secondsSince1970)
            && utcOffsetSeconds.contains(time.utcOffsetSeconds)
    }
}
