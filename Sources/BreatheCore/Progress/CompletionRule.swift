/// When a lesson counts as done: practised active time of at least `threshold` × the
/// lesson's length. Below it, the practice is saved and the program waits.
public struct CompletionRule: Sendable, Equatable {
    public static let defaultThreshold = 0.8
    public static let thresholdRange: ClosedRange<Double> = 0.5...1.0

    public let threshold: Double

    public init(threshold: Double = CompletionRule.defaultThreshold) {
        self.threshold = threshold
    }

    /// Seconds of practice a lesson of `plannedSeconds` needs.
    public func secondsNeeded(for plannedSeconds: Double) -> Double {
        threshold * plannedSeconds
    }

    /// The one comparison of practice with the threshold, wherever it is made: the
    /// recorder, the continuation offer, the stalls and what-if figures of `stats`.
    public func isComplete(practiced: Double, planned: Double) -> Bool {
        // A hair of rounding (practice is kept to the millisecond) must not cost a person
        // their lesson.
        practiced + Self.rounding >= secondsNeeded(for: planned)
    }

    /// How far below the line practice may fall and still count: the store's precision.
    static let rounding = 0.0005
}
