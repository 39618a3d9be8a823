/// The patterns breathe knows by name. Their timings and the reasons for them are in
/// Docs/DESIGN.md; `sigh` is the only one the dash notation cannot express.
public struct BuiltInPattern: Sendable {
    public let name: String
    /// What it is for, in a line, in either language (`words(pattern.about)`).
    public let about: PatternSummary
    public let pattern: BreathPattern
    /// What `breathe practice NAME` does without --minutes or --cycles.
    public let defaultLength: SessionLength

    public static let all: [BuiltInPattern] = [
        BuiltInPattern(
            name: "4-7-8", about: .fourSevenEight,
            pattern: BreathPattern(name: "4-7-8", phases: [
                BreathPhase(.inhale, 4), BreathPhase(.holdFull, 7), BreathPhase(.exhale, 8),
            ]),
            defaultLength: .cycles(4)),
        BuiltInPattern(
            name: "box", about: .box,
            pattern: BreathPattern(name: "box", phases: [
                BreathPhase(.inhale, 4), BreathPhase(.holdFull, 4),
                BreathPhase(.exhale, 4), BreathPhase(.holdEmpty, 4),
            ]),
            defaultLength: .minutes(4)),
        BuiltInPattern(
            name: "coherent", about: .coherent,
            pattern: BreathPattern(name: "coherent", phases: [
                BreathPhase(.inhale, 5.5), BreathPhase(.exhale, 5.5),
            ]),
            defaultLength: .minutes(5)),
        BuiltInPattern(
            name: "relax", about: .relax,
            pattern: BreathPattern(name: "relax", phases: [
                BreathPhase(.inhale, 4), BreathPhase(.exhale, 6),
            ]),
            defaultLength: .minutes(5)),
        BuiltInPattern(
            name: "sigh",
            about: .sigh,
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
