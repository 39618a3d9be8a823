/// How long a session is asked to last, before it is turned into whole cycles.
public enum SessionLength: Sendable, Equatable {
    case minutes(Double)
    case cycles(Int)

    public static let minutesRange: ClosedRange<Double> = 0.5...120
    public static let cyclesRange: ClosedRange<Int> = 1...1000
    /// No session is planned longer than this, however it is asked for.
    public static let longestSessionSeconds = 2 * 60 * 60.0
}

/// A session's plan: the pattern and a whole number of cycles.
///
/// A session always ends at the end of a full cycle, so a length in minutes is rounded to
/// the nearest whole number of cycles (half a cycle rounds up), never fewer than one.
/// `--minutes 5` of 4-7-8 (19 s a cycle) is 16 cycles, 5:04.
public struct PracticePlan: Sendable, Equatable {
    public let pattern: BreathPattern
    public let cycles: Int

    public init(pattern: BreathPattern, length: SessionLength) throws(PlanError) {
        self.pattern = pattern
        let cycleSeconds = pattern.cycleSeconds
        guard cycleSeconds.isFinite, cycleSeconds > 0 else { throw .noBreath }
        switch length {
        case .minutes(let minutes):
            guard minutes.isFinite, SessionLength.minutesRange.contains(minutes) else {
                throw .minutesOutOfRange(minutes)
            }
            let exact = minutes * 60 / cycleSeconds
            cycles = max(1, Int(saturating: min(exact, 1e9).rounded(.toNearestOrAwayFromZero)))
        case .cycles(let count):
            guard SessionLength.cyclesRange.contains(count) else { throw .cyclesOutOfRange(count) }
            cycles = count
        }
        guard totalSeconds <= SessionLength.longestSessionSeconds + pattern.cycleSeconds else {
            throw .tooLong(seconds: totalSeconds)
        }
    }

    public var totalSeconds: Double { Double(cycles) * pattern.cycleSeconds }
}

public enum PlanError: Error, Equatable, CustomStringConvertible {
    case minutesOutOfRange(Double)
    case cyclesOutOfRange(Int)
    case tooLong(seconds: Double)
    case noBreath

    public var description: String { english }

}
