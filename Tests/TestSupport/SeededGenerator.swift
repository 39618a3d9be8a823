/// SplitMix64: a small deterministic generator, so every run of a property test checks
/// the same cases (the toolchain has no seeded generator of its own).
public struct SeededGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number from 0 to `limit` - 1.
    public mutating func below(_ limit: Int) -> Int { Int(next() % UInt64(limit)) }
}
