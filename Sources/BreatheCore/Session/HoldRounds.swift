/// Hold rounds (`breathe practice rounds`): rounds of quick paced breaths, each followed
/// by a hold after the breath out that the person ends, then a short hold after a breath in.
public enum HoldRounds {
    /// How many rounds a session may have: one is a taste, ten is already long.
    public static let rounds: ClosedRange<Int> = 1...10
    /// Paced breaths a round: fewer than ten barely change the breath, more than sixty
    /// is more than practitioners ask for.
    public static let breaths: ClosedRange<Int> = 10...60
}
