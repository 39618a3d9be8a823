/// How streak freezes work: earned by practice, never bought.
public struct FreezeRules: Sendable, Equatable {
    public var enabled: Bool
    /// One freeze is earned for every this many practice days.
    public var earnedEvery: Int
    /// At most this many are banked at once.
    public var maximumBanked: Int

    public init(enabled: Bool = true, earnedEvery: Int = 7, maximumBanked: Int = 2) {
        self.enabled = enabled
        self.earnedEvery = earnedEvery
        self.maximumBanked = maximumBanked
    }
}
