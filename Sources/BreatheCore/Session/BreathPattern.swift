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

    /// The timings in dash notation ("4-7-8"), as a person would write them, and as
    /// `PatternNotation` reads back the same phases. A hold left out for being 0 is
    /// written as 0 where the position says what the numbers mean ("4-0-4-5": in, no
    /// hold, out, hold). Cyclic sighing has no notation: its name is written instead.
    public var notation: String {
        func seconds(_ kind: BreathPhaseKind) -> Double? { phases.first { $0.kind == kind }?.seconds }
        guard !phases.contains(where: { $0.kind == .topUp }), let inhale = seconds(.inhale),
              let exhale = seconds(.exhale) else { return name }
        let full = seconds(.holdFull), empty = seconds(.holdEmpty)
        var parts = [inhale]
        if full != nil || empty != nil { parts.append(full ?? 0) }
        parts.append(exhale)
        if let empty { parts.append(empty) }
        return parts.map(formatNumber).joined(separator: "-")
    }
}
