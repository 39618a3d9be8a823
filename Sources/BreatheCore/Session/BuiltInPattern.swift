/// The patterns breathe knows by name. Their timings and the reasons for them are in
/// Docs/DESIGN.md; `sigh` is the only one the dash notation cannot express.
public struct BuiltInPattern: Sendable {
    public let name: String
    public let summary: String
    public let pattern: BreathPattern
    /// What `breathe practice NAME` does without --minutes or --cycles.
    public let defaultLength: SessionLength

    public static let all: [BuiltInPattern] = [
        BuiltInPattern(
            name: "4-7-8", summary: "in 4, hold 7, out 8: a long exhale to wind down",
            pattern: BreathPattern(name: "4-7-8", phases: [
                BreathPhase(.inhale, 4), BreathPhase(.holdFull, 7), BreathPhase(.exhale, 8),
            ]),
            defaultLength: .cycles(4)),
        BuiltInPattern(
            name: "box", summary: "in 4, hold 4, out 4, hold 4: steady and even",
            pattern: BreathPattern(name: "box", phases: [
                BreathPhase(.inhale, 4), BreathPhase(.holdFull, 4),
                BreathPhase(.exhale, 4), BreathPhase(.holdEmpty, 4),
            ]),
            defaultLength: .minutes(4)),
        BuiltInPattern(
            name: "coherent", summary: "in 5.5, out 5.5: about six breaths a minute",
            pattern: BreathPattern(name: "coherent", phases: [
                BreathPhase(.inhale, 5.5), BreathPhase(.exhale, 5.5),
            ]),
            defaultLength: .minutes(5)),
        BuiltInPattern(
            name: "relax", summary: "in 4, out 6: an exhale longer than the inhale",
            pattern: BreathPattern(name: "relax", phases: [
                BreathPhase(.inhale, 4), BreathPhase(.exhale, 6),
            ]),
            defaultLength: .minutes(5)),
        BuiltInPattern(
            name: "sigh",
            summary: "cyclic sighing: in 2.5, top up 1, slow out 5.5",
            pattern: BreathPattern(name: "sigh", phases: [
                BreathPhase(.inhale, 2.5), BreathPhase(.topUp, 1), BreathPhase(.exhale, 5.5),
            ]),
            defaultLength: .minutes(5)),
    ]

    public static func named(_ name: String) -> BuiltInPattern? {
        let wanted = name.lowercased()
        return all.first { $0.name == wanted }
    }
}
