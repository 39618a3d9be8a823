/// Reads what a person types after `breathe practice`: a built-in name or dash notation.
///
/// Dash notation gives seconds per phase: `4-6` is in-out, `4-7-8` in-hold-out and
/// `4-4-4-4` in-hold-out-hold. Every mistake is reported with the part that caused it,
/// because "invalid pattern" alone leaves the person guessing.
public enum PatternNotation {
    /// The longest phase accepted: past a minute a "phase" is no longer a breath.
    public static let longestPhaseSeconds = 60.0
    /// The shortest: half a second is already a gasp, and anything shorter only makes
    /// sessions of billions of cycles and timings nobody can read.
    public static let shortestPhaseSeconds = 0.5

    /// `pace` is the person's own rate (the setting `pace`, found with `breathe pace`),
    /// breathed in 4 : out 6.
    public static func parse(
        _ text: String, pace: Double = PacePlan.defaultRate) throws(PatternError) -> BreathPattern {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .empty }
        if let builtIn = BuiltInPattern.named(trimmed) { return builtIn.pattern }
        if trimmed == PacePlan.patternKeyword { return PacePlan.pattern(rate: pace) }

        let parts = try splitParts(trimmed)
        guard (2...4).contains(parts.count) else {
            if parts.count == 1, Double(parts[0]) == nil { throw .unknownName(trimmed) }
            throw .wrongPartCount(text: trimmed, count: parts.count)
        }
        let roles = phaseRoles(count: parts.count)
        var phases: [BreathPhase] = []
        for (part, role) in zip(parts, roles) {
            guard let seconds = parseNumber(part) else {
                throw .notANumber(part: part, phase: role)
            }
            if role.isHold {
                if seconds < 0 { throw .negativeHold(part: part) }
                if seconds > 0, seconds < shortestPhaseSeconds { throw .phaseTooShort(part: part, phase: role) }
            } else if seconds <= 0 {
                throw .breathNotPositive(part: part, phase: role)
            } else if seconds < shortestPhaseSeconds {
                throw .phaseTooShort(part: part, phase: role)
            }
            if seconds > longestPhaseSeconds {
                throw .phaseTooLong(part: part, phase: role)
            }
            phases.append(BreathPhase(role, seconds))
        }
        return BreathPattern(name: trimmed, phases: phases)
    }

    /// Splits on dashes, reading a dash right after another (or at the start) as a minus
    /// sign, so that "4--7-8" is reported as a negative hold rather than as a stray dash.
    private static func splitParts(_ text: String) throws(PatternError) -> [String] {
        var parts: [String] = []
        var current = ""
        var expectingNumber = true
        for character in text {
            if character == "-" && !expectingNumber {
                parts.append(current)
                current = ""
                expectingNumber = true
            } else {
                current.append(character)
                expectingNumber = current == "-"
            }
        }
        if expectingNumber {
            throw current.isEmpty ? .missingNumber(text: text) : .notANumber(part: current, phase: nil)
        }
        parts.append(current)
        return parts
    }

    private static func phaseRoles(count: Int) -> [BreathPhaseKind] {
        switch count {
        case 2: [.inhale, .exhale]
        case 3: [.inhale, .holdFull, .exhale]
        default: [.inhale, .holdFull, .exhale, .holdEmpty]
        }
    }

    /// Plain decimals only ("4", "5.5", "-2"): no exponents, hex, "inf" or "nan", which
    /// `Double.init` would accept but nobody means.
    private static func parseNumber(_ part: String) -> Double? {
        var digits = part
        if digits.hasPrefix("-") { digits.removeFirst() }
        guard !digits.isEmpty, !digits.hasPrefix("."), !digits.hasSuffix(".") else { return nil }
        var seenPoint = false
        for character in digits {
            if character == "." {
                if seenPoint { return nil }
                seenPoint = true
            } else if !("0"..."9").contains(character) {
                return nil
            }
        }
        return Double(part)
    }
}

extension BreathPhaseKind: CustomStringConvertible {
    /// How an English message names the phase a number belongs to.
    public var description: String { PatternPart.phase(self).english }
}

/// Why a pattern was refused, worded for the person who typed it (in the catalogue,
/// `PatternPhrases`): the part that caused it, and the phase it was for (nil when the
/// part belongs to no phase yet).
public enum PatternError: Error, Equatable, CustomStringConvertible {
    case empty
    case unknownName(String)
    case wrongPartCount(text: String, count: Int)
    case missingNumber(text: String)
    case notANumber(part: String, phase: BreathPhaseKind?)
    case breathNotPositive(part: String, phase: BreathPhaseKind)
    case negativeHold(part: String)
    case phaseTooLong(part: String, phase: BreathPhaseKind)
    case phaseTooShort(part: String, phase: BreathPhaseKind)

    public var description: String { english }
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
