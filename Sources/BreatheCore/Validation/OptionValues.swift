/// How numbers and text typed on the command line are checked (`Option` reads each
/// declared option through these), before anything uses them.
///
/// The person's text is quoted back in the error as it was typed (control characters
/// replaced), so "--minutes 99999999999999999999" is answered with that number, not a
/// rounded or exponent form of it, and nothing past the range reaches the plan.
public enum OptionValues {
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

/// A command-line value out of its range or form: a usage error, worded in the person's
/// language where it is printed.
public struct OptionError: Error, Equatable, CustomStringConvertible {
    public let reason: UsagePhrase

    public init(_ reason: UsagePhrase) {
        self.reason = reason
    }

    /// In English, as tests and logs read it.
    public var description: String { reason.english }
}
