/// What is wrong with a file that is not JSON at all, and the kinds of JSON values, as
/// the messages about files from outside name them.
public enum JSONSyntaxProblem: Sendable, Equatable, CaseIterable {
    case empty, trailingContent, nestedTooDeep, endsEarly, unexpectedCharacter
    case expectedKey, expectedColon, expectedCommaOrBrace, expectedCommaOrBracket
    case stringNotClosed, stringNotUTF8, escapeNotHex, loneSurrogate, escapeNoCharacter, unknownEscape, controlCharacter
    case numberNeedsDigits, numberStartsWithZero, numberNeedsFraction, numberNeedsExponent, numberTooLarge
    /// A key twice in one object (which one is `JSONSyntaxError.key`).
    case repeatedKey
    /// Two keys of one object written with different characters that Unicode counts as
    /// the same text ("é" as one character and as e and an accent): one key to breathe,
    /// which keeps keys as text. `JSONSyntaxError.key` gives both, escaped.
    case equivalentKeys

    func english(key: String) -> String {
        switch self {
        case .empty: "the file is empty"
        case .trailingContent: "something follows the end of the document"
        case .nestedTooDeep: "nested more than \(JSONParser.deepestNesting) deep"
        case .endsEarly: "the document ends too early"
        case .unexpectedCharacter: "unexpected character"
        case .expectedKey: "expected a key in quotes"
        case .expectedColon: "expected ':' after a key"
        case .expectedCommaOrBrace: "expected ',' or '}'"
        case .expectedCommaOrBracket: "expected ',' or ']'"
        case .stringNotClosed: "a string is not closed"
        case .stringNotUTF8: "a string is not valid UTF-8"
        case .escapeNotHex: "a \\u escape needs four hex digits"
        case .loneSurrogate: "a lone surrogate in a \\u escape"
        case .escapeNoCharacter: "a \\u escape that is no character"
        case .unknownEscape: "an unknown escape in a string"
        case .controlCharacter: "a control character inside a string"
        case .numberNeedsDigits: "a number needs digits"
        case .numberStartsWithZero: "a number may not start with 0"
        case .numberNeedsFraction: "a number needs digits after its decimal point"
        case .numberNeedsExponent: "a number needs digits in its exponent"
        case .numberTooLarge: "a number too large to hold"
        case .repeatedKey: "the key \"\(key)\" appears twice in one object"
        case .equivalentKeys:
            "two keys of one object, \(key), are written differently but are the same text to Unicode, so "
                + "breathe takes them for one key written twice"
        }
    }

    func chinese(key: String) -> String {
        switch self {
        case .empty: "文件是空的"
        case .trailingContent: "文档结束后还有多余的内容"
        case .nestedTooDeep: "嵌套超过了 \(JSONParser.deepestNesting) 层"
        case .endsEarly: "文档提前结束了"
        case .unexpectedCharacter: "这里出现了意外的字符"
        case .expectedKey: "这里应当是带引号的键名"
        case .expectedColon: "键名后面应当是“:”"
        case .expectedCommaOrBrace: "这里应当是“,”或“}”"
        case .expectedCommaOrBracket: "这里应当是“,”或“]”"
        case .stringNotClosed: "字符串缺少结尾的引号"
        case .stringNotUTF8: "字符串不是有效的 UTF-8"
        case .escapeNotHex: "\\u 转义需要四位十六进制数字"
        case .loneSurrogate: "\\u 转义中有单独的代理项"
        case .escapeNoCharacter: "\\u 转义不代表任何字符"
        case .unknownEscape: "字符串中有无法识别的转义"
        case .controlCharacter: "字符串中有控制字符"
        case .numberNeedsDigits: "数字缺少数位"
        case .numberStartsWithZero: "数字不能以 0 开头"
        case .numberNeedsFraction: "数字的小数点后缺少数位"
        case .numberNeedsExponent: "数字的指数缺少数位"
        case .numberTooLarge: "数字太大，无法保存"
        case .repeatedKey: "键 \"\(key)\" 在同一个对象里出现了两次"
        case .equivalentKeys:
            "同一个对象里的两个键 \(key) 写法不同，但在 Unicode 里是相同的文字，"
                + "breathe 把它们当作同一个键出现了两次"
        }
    }
}

extension JSONSyntaxError: Phrases {
    /// "not valid JSON (unexpected character, at line 3, column 7)".
    public var english: String { "not valid JSON (\(problem.english(key: key)), at line \(line), column \(column))" }
    /// "不是有效的 JSON（第 3 行第 7 列：这里出现了意外的字符）".
    public var chinese: String {
        "不是有效的 JSON（第 \(line) 行第 \(column) 列：\(problem.chinese(key: key))）"
    }

    static let samples: [JSONSyntaxError] = JSONSyntaxProblem.allCases.map {
        JSONSyntaxError(
            $0, line: 3, column: 7,
            key: $0 == .repeatedKey ? "sessions" : $0 == .equivalentKeys ? #""\u00e9" / "e\u0301""# : "")
    }
}

/// The kind of a JSON value, as "must be a list, not a string" names it.
public enum JSONKind: Phrases, Equatable, CaseIterable {
    case null, bool, number, string, list, object

    public var english: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "a string"
        case .list: "a list"
        case .object: "an object"
        }
    }

    public var chinese: String {
        switch self {
        case .null: "null"
        case .bool: "true 或 false"
        case .number: "数字"
        case .string: "字符串"
        case .list: "列表"
        case .object: "对象"
        }
    }
}

/// A value from a file as a message shows it: as typed ("3", "\"abc\""), or by its
/// kind when it is a list or an object.
public enum ShownValue: Phrases, Equatable {
    case typed(String)
    case kind(JSONKind)

    public var english: String {
        switch self {
        case .typed(let text): text
        case .kind(let kind): kind.english
        }
    }

    public var chinese: String {
        switch self {
        case .typed(let text): text
        case .kind(let kind): kind.chinese
        }
    }
}

extension String {
    /// A fragment after a Chinese word: a space first when it starts with a Latin letter,
    /// a digit or a quote ("而不是 null", but "而不是字符串").
    var afterChinese: String {
        guard let first = unicodeScalars.first, first.isASCII, first != " " else { return self }
        return " " + self
    }
}
