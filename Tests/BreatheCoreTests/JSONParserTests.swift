import FoundationEssentials
import Testing
@testable import BreatheCore

/// The strict JSON reader every file from outside goes through.
@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Data(text.utf8))
    }

    func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
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

    @Test func invalidUTF8IsRefused() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Data([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D])) }
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
