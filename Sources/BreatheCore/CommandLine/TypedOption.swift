/// An option declared once with the type of its value: its spec (name, value name, range,
/// completion, help line) and the reader that turns the typed text into that type or
/// refuses it. Commands read their options through these, never by spelling.
public struct Option<Value: Sendable>: Sendable {
    public let spec: OptionSpec
    let read: @Sendable (String) throws(OptionError) -> Value
}

extension Option where Value == Bool {
    /// Present or not.
    static func flag(_ name: String, aliases: [String] = [], group: String? = nil, help: OptionHelp) -> Option {
        Option(spec: OptionSpec(name, aliases: aliases, group: group, help: help), read: { _ in true })
    }
}

extension Option where Value == Double {
    /// A plain decimal within `range`: no sign, exponent, "inf" or "nan".
    static func decimal(
        _ name: String, value: String, range: ClosedRange<Double>, unit: ValueUnit, examples: [Double],
        group: String? = nil, help: OptionHelp) -> Option {
        let kind = ValueKind.decimal(range, unit: unit, examples: examples)
        return Option(spec: OptionSpec(
            name, value: value, kind: kind, group: group, help: help)) { text throws(OptionError) in
            guard OptionValues.isPlainDecimal(text), let number = Double(text), number.isFinite,
                  range.contains(number) else {
                throw OptionError(.notADecimal(
                    option: name, unit: unit, range: range, examples: examples, typed: OptionValues.quoted(text)))
            }
            return number
        }
    }
}

extension Option where Value == Int {
    /// A whole number within `range`, digits only.
    static func whole(
        _ name: String, value: String, range: ClosedRange<Int>, example: Int, group: String? = nil,
        help: OptionHelp) -> Option {
        let kind = ValueKind.whole(range, example: example)
        return Option(spec: OptionSpec(
            name, value: value, kind: kind, group: group, help: help)) { text throws(OptionError) in
            guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                  let number = Int(text), range.contains(number) else {
                throw OptionError(.notAWholeNumber(
                    option: name, range: range, example: example, typed: OptionValues.quoted(text)))
            }
            return number
        }
    }
}

extension Option where Value == String {
    /// Text taken as typed (a file, a folder, a lesson id), checked where it is used. A file
    /// is never empty (`--output ''` named no file, and its rename's error said so badly);
    /// an empty folder or id is refused where it is used, with its own words.
    static func text(
        _ name: String, value: String, kind: ValueKind, completion: Completion? = nil, group: String? = nil,
        help: OptionHelp) -> Option {
        Option(
            spec: OptionSpec(name, value: value, kind: kind, completion: completion, group: group, help: help),
            read: { text throws(OptionError) in
                if case .file = kind, text.isEmpty { throw OptionError(.needsValue(option: name)) }
                return text
            })
    }
}

extension Option {
    /// One of the cases of `Value`, in any case; `refusal` is the error for the text typed.
    static func choice(
        _ name: String, value: String, group: String? = nil, help: OptionHelp,
        refusal: @escaping @Sendable (String) -> UsagePhrase
    ) -> Option where Value: CaseIterable & RawRepresentable<String> {
        let words = Value.allCases.map(\.rawValue)
        return Option(spec: OptionSpec(
            name, value: value, kind: .choice(words), group: group, help: help)) { text throws(OptionError) in
            guard let found = Value(rawValue: text.lowercased()) else {
                throw OptionError(refusal(OptionValues.quoted(text)))
            }
            return found
        }
    }
}

extension ParsedCommand {
    /// The option's value, read by its declaration; nil when it was not given.
    public func value<Value>(_ option: Option<Value>) throws(OptionError) -> Value? {
        guard let text = options[option.spec.name] else { return nil }
        return try option.read(text)
    }

    /// Whether the flag was given.
    public func isSet(_ flag: Option<Bool>) -> Bool { options[flag.spec.name] != nil }
}
