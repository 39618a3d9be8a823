/// A problem with one field of a document from outside: where it is and what is wrong,
/// so the person can find it and fix it.
public struct FieldProblem: Error, Equatable, CustomStringConvertible, TranslatedPhrases {
    /// A path into the document such as `lessons[2].pattern`; empty for the whole of it.
    public let field: String
    public let issue: FieldIssue

    public init(field: String, _ issue: FieldIssue) {
        self.field = field
        self.issue = issue
    }

    /// The same problem, placed inside a larger document (`sessions[3]` in front).
    public func inside(_ path: String) -> FieldProblem {
        FieldProblem(field: path.isEmpty ? field : field.isEmpty ? path : path + "." + field, issue)
    }

    public static let area = "fieldProblem"

    /// Named here: its description is its words, which `caseKey` would read.
    public var key: String { Self.area + (field.isEmpty ? ".whole" : ".inField") }

    public var facts: [String: Fact] {
        field.isEmpty ? ["issue": .said(issue)] : ["field": .text(field), "issue": .said(issue)]
    }

    public var description: String { english }

    static let samples: [FieldProblem] = FieldIssue.samples.map {
        FieldProblem(field: "sessions[3].x", $0)
    } + [FieldProblem(field: "", .missing)]
}

/// The fields of one JSON object from outside, each read as the type it must have.
///
/// Every reader of outside data (program files, config.json, the store's general path,
/// journals) goes through these, so a field of the wrong type is reported the same way
/// everywhere, with its path, and nothing unchecked leaves.
public struct FieldReader {
    public let fields: [String: JSONValue]
    /// Where the object sits in its document ("sessions[3]"), empty at the top.
    public let path: String

    /// The object at `path`, or a problem saying what it should have been.
    public init(_ value: JSONValue, path: String, shouldHold: ObjectContents) throws(FieldProblem) {
        guard case .object(let fields) = value else {
            throw FieldProblem(field: path, .notAnObject(holding: shouldHold, found: value.kind))
        }
        self.fields = fields
        self.path = path
    }

    public func name(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    public func fail(_ key: String, _ issue: FieldIssue) -> FieldProblem {
        FieldProblem(field: name(key), issue)
    }

    /// Whether `key` is there with a value other than null.
    public func has(_ key: String) -> Bool {
        guard let value = fields[key] else { return false }
        return value != .null
    }

    private func required(_ key: String) throws(FieldProblem) -> JSONValue {
        guard let value = fields[key] else { throw fail(key, .missing) }
        return value
    }

    /// Any string, empty included (the record rules judge its content).
    public func string(_ key: String) throws(FieldProblem) -> String {
        try String.read(required(key), field: name(key))
    }

    /// A string with more than white space in it.
    public func text(_ key: String) throws(FieldProblem) -> String {
        let value = try string(key)
        guard !value.trimmingWhitespace().isEmpty else { throw fail(key, .empty) }
        return value
    }

    /// An id kept in progress records for good: lowercase letters, digits, '-', '_', '.'.
    public func identifier(_ key: String) throws(FieldProblem) -> String {
        let value = try text(key)
        guard FieldLimits.isIdentifier(value) else {
            throw fail(key, .notAnID(TerminalText.clean(String(value.prefix(80)))))
        }
        return value
    }

    public func number(_ key: String) throws(FieldProblem) -> Double {
        try Double.read(required(key), field: name(key))
    }

    /// A whole number in `range` (written `3` or `3.0`).
    public func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws(FieldProblem) -> Int {
        let value = try required(key)
        guard case .number(let number) = value, let whole = Int(exactly: number), range.contains(whole) else {
            throw fail(key, .notAWholeNumber(range, found: value.shown))
        }
        return whole
    }

    public func bool(_ key: String) throws(FieldProblem) -> Bool {
        try Bool.read(required(key), field: name(key))
    }

    public func list(_ key: String) throws(FieldProblem) -> [JSONValue] {
        let value = try required(key)
        guard case .array(let items) = value else { throw fail(key, .notAList(found: value.kind)) }
        return items
    }

    /// A value of a closed set of words, such as an end reason.
    public func word<Word: RawRepresentable & CaseIterable>(
        _ key: String, as type: Word.Type) throws(FieldProblem) -> Word where Word.RawValue == String {
        let text = try string(key)
        guard let word = Word(rawValue: text) else {
            throw fail(key, .notOneOf(Word.allCases.map(\.rawValue), found: JSONValue.string(text).shown))
        }
        return word
    }
}
