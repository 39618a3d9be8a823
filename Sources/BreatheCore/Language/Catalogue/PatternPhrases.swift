/// The words about patterns outside the session: why a typed pattern was refused, and
/// the one-line description of each built-in pattern (`breathe patterns`). Their words
/// are in `po/`.
extension PatternError: TranslatedPhrases {
    public static let area = "pattern"

    /// Named case by case: an error's description is its own words.
    public var key: String {
        let name = switch self {
        case .empty: "empty"
        case .unknownName: "unknownName"
        case .wrongPartCount: "wrongPartCount"
        case .missingNumber: "missingNumber"
        case .notANumber: "notANumber"
        case .breathNotPositive: "breathNotPositive"
        case .negativeHold: "negativeHold"
        case .phaseTooShort: "phaseTooShort"
        case .phaseTooLong: "phaseTooLong"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        let forms = Fact.said(PatternPart.forms), names = Fact.items(BuiltInPattern.all.map(\.name))
        switch self {
        case .empty: return ["names": names]
        case .unknownName(let text): return ["text": .quoted(text), "names": names]
        case .wrongPartCount(let text, let count):
            return ["text": .quoted(text), "count": .number(count), "forms": forms]
        case .missingNumber(let text): return ["text": .quoted(text), "forms": forms]
        case .notANumber(let part, let phase): return ["part": .quoted(part), "phase": .said(PatternPart.phase(phase))]
        case .breathNotPositive(let part, let phase):
            return ["part": .text(part), "phase": .said(PatternPart.phase(phase))]
        case .negativeHold(let part): return ["part": .text(part)]
        case .phaseTooShort(let part, let phase):
            return [
                "part": .text(part), "phase": .said(PatternPart.phase(phase)),
                "shortest": .decimal(PatternNotation.shortestPhaseSeconds),
            ]
        case .phaseTooLong(let part, let phase):
            return [
                "part": .text(part), "phase": .said(PatternPart.phase(phase)),
                "longest": .decimal(PatternNotation.longestPhaseSeconds),
            ]
        }
    }

    public var count: Int? { if case .wrongPartCount(_, let count) = self { count } else { nil } }

    static let samples: [PatternError] = [
        .empty, .unknownName("squar"), .wrongPartCount(text: "4", count: 1), .missingNumber(text: "4-"),
        .notANumber(part: "x", phase: .exhale), .notANumber(part: "-", phase: nil),
        .breathNotPositive(part: "0", phase: .inhale),
        .negativeHold(part: "-2"), .phaseTooShort(part: "0.2", phase: .holdEmpty),
        .phaseTooLong(part: "61", phase: .topUp),
    ]
}

/// The parts of a pattern's refusal: the forms a pattern takes, and the phase a number
/// belongs to.
public enum PatternPart: TranslatedPhrases, Equatable {
    /// "use 2 (in-out), 3 (in-hold-out) or 4 (in-hold-out-hold) numbers of seconds …"
    case forms
    /// "the inhale"; nil is any phase.
    case phase(BreathPhaseKind?)

    public static let area = "pattern"

    public var key: String {
        switch self {
        case .forms: caseKey
        case .phase(let phase): Self.area + ".phase." + (phase?.rawValue ?? "any")
        }
    }

    static let samples: [PatternPart] = [.forms, .phase(nil)] + BreathPhaseKind.allCases.map(PatternPart.phase)
}

/// What each built-in pattern is for, in a line: `breathe patterns` lists them, and
/// `BuiltInPattern.about` names each one's. The rate is the list's next line, never here.
public enum PatternSummary: TranslatedPhrases, Equatable, CaseIterable {
    case fourSevenEight, box, coherent, relax, sigh

    public static let area = "patternSummary"

    static let samples = allCases
}

extension Words {
    public func callAsFunction(_ error: PatternError) -> String { say(error) }
    public func callAsFunction(_ summary: PatternSummary) -> String { say(summary) }
    public func callAsFunction(_ error: PlanError) -> String { say(error) }
}

/// A length that cannot be practised, on the command line or in a program file.
extension PlanError: TranslatedPhrases {
    public static let area = "plan"

    /// Named case by case: an error's description is its own words.
    public var key: String {
        let name = switch self {
        case .minutesOutOfRange: "minutesOutOfRange"
        case .cyclesOutOfRange: "cyclesOutOfRange"
        case .noBreath: "noBreath"
        case .tooLong: "tooLong"
        case .rampPhasesDiffer: "rampPhasesDiffer"
        case .rampTooShort: "rampTooShort"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        switch self {
        case .minutesOutOfRange(let minutes):
            [
                "minutes": .decimal(minutes), "lower": .decimal(SessionLength.minutesRange.lowerBound),
                "upper": .decimal(SessionLength.minutesRange.upperBound),
            ]
        case .cyclesOutOfRange(let count):
            [
                "count": .number(count), "lower": .number(SessionLength.cyclesRange.lowerBound),
                "upper": .number(SessionLength.cyclesRange.upperBound),
            ]
        case .noBreath: [:]
        case .tooLong(let seconds):
            ["length": .duration(seconds), "hours": .number(Int(SessionLength.longestSessionSeconds / 3600))]
        case .rampPhasesDiffer(let from, let to): ["from": .text(from), "to": .text(to)]
        case .rampTooShort(let count): ["count": .number(count), "fewest": .number(Ramp.fewestCycles)]
        }
    }

    public var count: Int? {
        switch self {
        case .tooLong: Int(SessionLength.longestSessionSeconds / 3600)
        case .rampTooShort(let count): count
        default: nil
        }
    }

    static let samples: [PlanError] = [
        .minutesOutOfRange(500), .cyclesOutOfRange(0), .noBreath, .tooLong(seconds: 9000),
        .rampPhasesDiffer(from: "4-6", to: "4-7-8"), .rampTooShort(1),
    ]
}
