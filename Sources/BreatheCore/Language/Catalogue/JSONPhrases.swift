/// What is wrong with a file that is not JSON at all, and the kinds of JSON values, as
/// the messages about files from outside name them. Their words are in `po/`.
public enum JSONSyntaxProblem: Sendable, Equatable, CaseIterable {
    case empty, trailingContent, nestedTooDeep, endsEarly, unexpectedCharacter
    case expectedKey, expectedColon, expectedCommaOrBrace, expectedCommaOrBracket
    case stringNotClosed, stringNotUTF8, escapeNotHex, loneSurrogate, escapeNoCharacter, unknownEscape, controlCharacter
    case numberNeedsDigits, numberStartsWithZero, numberNeedsFraction, numberNeedsExponent, numberTooLarge
    /// A key twice in one object (which one is `JSONSyntaxError.objectKey`).
    case repeatedKey
    /// Two keys of one object written with different characters that Unicode counts as
    /// the same text ("é" as one character and as e and an accent): one key to breathe,
    /// which keeps keys as text. `JSONSyntaxError.objectKey` gives both, escaped.
    case equivalentKeys
}

/// "not valid JSON (unexpected character, at line 3, column 7)"; "不是有效的 JSON（第 3 行第
/// 7 列：这里出现了意外的字符）".
extension JSONSyntaxError: TranslatedPhrases {
    public static let area = "json"

    /// One message: its description is its words, which `caseKey` would read.
    public var key: String { Self.area + ".syntaxError" }

    public var facts: [String: Fact] {
        ["problem": .said(JSONSyntaxClause(problem: problem, objectKey: objectKey)), "line": .number(line),
         "column": .number(column)]
    }

    static let samples: [JSONSyntaxError] = JSONSyntaxProblem.allCases.map {
        JSONSyntaxError(
            $0, line: 3, column: 7,
            key: $0 == .repeatedKey ? "sessions" : $0 == .equivalentKeys ? #""\u00e9" / "e\u0301""# : "")
    }
}

/// What is wrong, as the clause of `JSONSyntaxError`'s message that says it, with the key
/// of an object it names.
struct JSONSyntaxClause: TranslatedPhrases, Equatable {
    let problem: JSONSyntaxProblem
    let objectKey: String

    static let area = "json"

    var key: String { Self.area + "." + String(describing: problem) }

    var facts: [String: Fact] {
        switch problem {
        case .nestedTooDeep: ["depth": .number(JSONParser.deepestNesting)]
        case .repeatedKey: ["key": .text(objectKey)]
        case .equivalentKeys: ["keys": .text(objectKey)]
        default: [:]
        }
    }

    static let samples = JSONSyntaxError.samples.map { JSONSyntaxClause(problem: $0.problem, objectKey: $0.objectKey) }
}

/// The kind of a JSON value, as "must be a list, not a string" names it.
public enum JSONKind: TranslatedPhrases, Equatable, CaseIterable {
    case null, bool, number, string, list, object

    public static let area = "jsonKind"
}

/// A value from a file as a message shows it: as typed ("3", "\"abc\""), or by its
/// kind when it is a list or an object.
public enum ShownValue: TranslatedPhrases, Equatable {
    case typed(String)
    case kind(JSONKind)

    public static let area = "json"

    public var key: String {
        switch self {
        case .typed: Self.area + ".valueAsTyped"
        case .kind: Self.area + ".valueByKind"
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .typed(let text): ["value": .text(text)]
        case .kind(let kind): ["kind": .said(kind)]
        }
    }

    static let samples: [ShownValue] = [.typed("3"), .typed("0.25"), .kind(.list), .kind(.object)]
}

extension String {
    /// A fragment after a Chinese word: a space first when it starts with a Latin letter,
    /// a digit or a quote ("而不是 null", but "而不是字符串").
    var afterChinese: String {
        guard let first = unicodeScalars.first, first.isASCII, first != " " else { return self }
        return " " + self
    }
}
