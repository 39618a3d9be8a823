import FoundationEssentials
import Testing
@testable import BreatheCore

/// The strict JSON reader every file from outside goes through.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Data(text.utf8))
    }

    func problem(_ text: String) -> String? {
        problem(Data(text.utf8))
    }

    func problem(_ data: Data) -> String? {
        do {
            _ = try JSONParser.parse(data)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5, 0e3, 1E+2, true, false, null], "b": "x\u00e9\ud83d\ude00\/\n", "c": {}} "#)
        #expect(value == .object([
            "a": .array([.number(1), .number(-2.5), .number(0), .number(100), .bool(true), .bool(false), .null]),
            "b": .string("xé😀/\n"), "c": .object([:]),
        ]))
        // A byte order mark is skipped, as editors sometimes write one.
        #expect(try parse("\u{FEFF}[1]") == .array([.number(1)]))
    }

    /// The general decoder kept the first of two keys and lost the second without a word;
    /// a repeated key is damage, and the message says which key and where.
    @Test func aRepeatedKeyIsRefusedWithItsPlace() {
        let message = problem("{\n  \"sessions\": [],\n  \"sessions\": [1]\n}")
        #expect(message?.contains(#"the key "sessions" appears twice"#) == true, "\(message ?? "read")")
        #expect(message?.contains("line 3") == true, "\(message ?? "read")")
    }

    /// Two keys that differ in their characters but not as Unicode text ("é" as U+00E9,
    /// and e with U+0301) are one key to breathe; the message says so and shows both,
    /// escaped (an attack run was told "the key "é" appears twice", which the file did not
    /// say). The same key written twice the same way is still "appears twice".
    @Test func keysThatAreTheSameTextToUnicodeAreSaidAsSuch() {
        let message = problem("{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        #expect(message == #"not valid JSON (two keys of one object, "\u00e9" / "e\u0301", are written differently "#
            + "but are the same text to Unicode, so breathe takes them for one key written twice, at line 1, "
            + "column 10)", "\(message ?? "read")")
        #expect(problem(#"{"\u00e9": 1, "\u00e9": 2}"#)?.contains(#"the key "é" appears twice"#) == true)
    }

    @Test(arguments: [
        ("", "empty"),
        ("[1,]", "unexpected character"),
        ("{\"a\" 1}", "expected ':'"),
        ("[01]", "may not start with 0"),
        ("[1.]", "digits after its decimal point"),
        ("[1e]", "digits in its exponent"),
        ("[1e400]", "too large"),
        ("[-1e400]", "too large"),
        ("[NaN]", "unexpected character"),
        ("[Infinity]", "unexpected character"),
        ("[\"\\ud800\"]", "lone surrogate"),
        ("[\"\\udc00\"]", "lone surrogate"),
        ("[\"\\ud800\\u0041\"]", "lone surrogate"),
        ("[\"\\x41\"]", "unknown escape"),
        ("[\"a\u{1}b\"]", "control character"),
        ("[\"abc", "not closed"),
        ("[1] [2]", "follows the end"),
        ("{\"a\": 1", "ends too early"),
        ("nul", "ends too early"),
    ])
    func malformedTextIsNamed(text: String, problem expected: String) {
        let message = problem(text)
        #expect(message?.hasPrefix("not valid JSON (") == true, "\(message ?? "read")")
        #expect(message?.contains(expected) == true, "\(message ?? "read")")
    }

    /// Bad UTF-8 is refused, named and placed alike in a string read straight from the
    /// bytes and in one with an escape (read the long way).
    @Test func invalidUTF8IsRefused() {
        let plain = problem(Data([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D]))
        let escaped = problem(Data([0x5B, 0x22, 0x5C, 0x6E, 0xFF, 0x22, 0x5D]))
        #expect(plain?.contains("column 6") == true, "\(plain ?? "read")")
        #expect(escaped?.contains("column 7") == true, "\(escaped ?? "read")")
        #expect(plain?.replacing("column 6", with: "") == escaped?.replacing("column 7", with: ""))
    }

    /// A string is the same whether it holds an escape or not, and a control character in
    /// it is refused either way.
    @Test func stringsReadTheSameWithAndWithoutEscapes() throws {
        #expect(try parse(#"["aéb · 吸气"]"#) == .array([.string("aéb · 吸气")]))
        #expect(try parse(#"["a\u00e9b · 吸气"]"#) == .array([.string("aéb · 吸气")]))
        #expect(try parse(#"["", "x"]"#) == .array([.string(""), .string("x")]))
        #expect(problem("[\"a\u{1}b\"]")?.contains("control") == true)
        #expect(problem("[\"a\\n\u{1}b\"]")?.contains("control") == true)
        #expect(problem("[\"abc") != nil)
    }

    /// Deep nesting would exhaust the stack of a recursive reader; it is refused instead.
    @Test func nestingHasALimit() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(problem(deep)?.contains("nested more than 64 deep") == true)
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(problem(allowed) == nil)
    }

    /// What the writer writes, the reader reads back equal, compact or indented.
    @Test func writtenTextReadsBack() throws {
        let value = JSONValue.object([
            "n": .number(0.1 + 0.2), "big": .number(1e20), "whole": .number(42), "neg": .number(-0.5),
            "s": .string("q\"b\\s/\u{1}\t\n😀"), "l": .array([.null, .bool(true), .object([:]), .array([])]),
        ])
        #expect(try parse(value.compactText) == value)
        #expect(try parse(value.prettyText) == value)
        #expect(value.compactText.hasPrefix(#"{"big":1e+20,"l":[null,true,{},[]]"#))
    }
}
