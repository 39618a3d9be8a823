/// A breathing pattern: one cycle of phases, repeated. Zero-length holds are never stored,
/// so every phase in `phases` takes time and the timeline never has an empty step.
public struct BreathPattern: Sendable, Equatable {
    /// What the person typed or the built-in name, shown in the header and the summary.
    public let name: String
    public let phases: [BreathPhase]

    public init(name: String, phases: [BreathPhase]) {
        self.name = name
        self.phases = phases.filter { $0.seconds > 0 }
    }

    public var cycleSeconds: Double { phases.reduce(0) { $0 + $1.seconds } }

    public var breathsPerMinute: Double { 60 / cycleSeconds }

    /// The timings in dash notation ("4-7-8"), as a person would write them.
    public var notation: String {
        phases.map { formatSeconds($0.seconds) }.joined(separator: "-")
    }
}

/// "4" for whole seconds, "5.5" otherwise: the way timings are written in the notation.
public func formatSeconds(_ value: Double) -> String {
    if value == value.rounded() { return String(Int(value)) }
    var text = String(value)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
