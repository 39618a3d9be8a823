/// Numbers typed on the command line, checked before anything uses them.
///
/// The person's text is quoted back in the error as it was typed (control characters
/// replaced), so "--minutes 99999999999999999999" is answered with that number, not a
/// rounded or exponent form of it, and nothing past the range reaches the plan.
public enum OptionValues {
    /// `--minutes M`: a plain decimal from 0.5 to 120.
    public static func minutes(_ text: String) throws(OptionError) -> Double {
        let range = SessionLength.minutesRange
        guard isPlainDecimal(text), let value = Double(text), value.isFinite, range.contains(value) else {
            throw OptionError(description: "--minutes needs a number of minutes from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), like 5 or 2.5, not '\(quoted(text))'")
        }
        return value
    }

    /// `--cycles N`: a whole number from 1 to 1000.
    public static func cycles(_ text: String) throws(OptionError) -> Int {
        let range = SessionLength.cyclesRange
        guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(text), range.contains(value) else {
            throw OptionError(description: "--cycles needs a whole number from \(range.lowerBound) to \(range.upperBound), like 8, not '\(quoted(text))'")
        }
        return value
    }

    /// `breathe pace --minutes-per-rate M`: a plain decimal from 1 to 5.
    public static func minutesPerRate(_ text: String) throws(OptionError) -> Double {
        let range = PacePlan.minutesPerRateRange
        guard isPlainDecimal(text), let value = Double(text), value.isFinite, range.contains(value) else {
            throw OptionError(description: "--minutes-per-rate needs a number of minutes from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), like 2, not '\(quoted(text))'")
        }
        return value
    }

    /// `--sound MODE`: one of the sound modes, in any case.
    public static func soundMode(_ text: String) throws(OptionError) -> SoundMode {
        guard let mode = SoundMode.parse(text) else {
            throw OptionError(description: "--sound needs \(SoundMode.choices), not '\(quoted(text))'")
        }
        return mode
    }

    /// Digits with at most one decimal point between them: no sign, exponent, "inf" or
    /// "nan", which `Double.init` would take but nobody means.
    static func isPlainDecimal(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), text.utf8.count <= 32 else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    }

    static func quoted(_ text: String) -> String {
        TerminalText.clean(text.count > 40 ? String(text.prefix(40)) + "…" : text)
    }
}

/// A command-line value out of its range or form: a usage error.
public struct OptionError: Error, Equatable, CustomStringConvertible {
    public let description: String
}
