import FoundationEssentials
import Testing
@testable import BreatheCore

/// Numbers, durations and text as a person reads them on a terminal.
@Suite struct TextTests {
    /// JSON printed on a terminal: C1 controls and bidirectional overrides in strings are
    /// written as escapes, so the terminal never obeys them and a JSON reader reads the
    /// same document.
    @Test func jsonOutputEscapesWhatATerminalWouldObey() throws {
        let raw = "{\"title\": \"a\u{9B}31mb\u{202E}c\\u001b\", \"n\": 1}"
        let escaped = TerminalText.escapedJSON(raw)
        #expect(escaped == #"{"title": "a\u009B31mb\u202Ec\u001b", "n": 1}"#)
        #expect(!escaped.unicodeScalars.contains(where: TerminalText.isControl))
        #expect(try JSONValue.parse(Data(escaped.utf8)) == JSONValue.parse(Data(raw.utf8)))
        #expect(TerminalText.escapedJSON(#"{"a": "呼吸 ok"}"#) == #"{"a": "呼吸 ok"}"#)
    }

    /// Any Double, from anywhere: plain decimals, never a trap, never exponent form.
    @Test(arguments: [
        (0.0, "0"), (-1, "-1"), (5.5, "5.5"), (0.1 + 0.2, "0.30000000000000004"), (1e-10, "0.0000000001"),
        (1e20, "about 100000000000000000000"), (-1e20, "about -100000000000000000000"), (123_456.125, "123456.125"),
        (1e300, "a number of about 301 digits"), (-1e300, "a negative number of about 301 digits"), (-1e-300, "a tiny negative number"), (1e-300, "almost 0"),
        (9_223_372_036_854_775_808, "about 9223372036854775808"),
        (9_007_199_254_740_994, "about 9007199254740994"), (9_007_199_254_740_991, "9007199254740991"),
        (1e23, "a number of about 23 digits"), (-1e21, "a negative number of about 22 digits"), (.nan, "NaN"), (.infinity, "infinity"), (-.infinity, "-infinity"),
        (4.000000001, "4.000000001"), (-0.0, "0"),
    ])
    func numbersArePlainDecimals(value: Double, text: String) {
        #expect(formatNumber(value) == text)
        #expect(!formatNumber(value).contains("e+") && !formatNumber(value).contains("e-"))
    }

    @Test(arguments: [0.0, -1, 1e300, -1e300, .nan, .infinity, -.infinity, 9.3e18, .leastNonzeroMagnitude])
    func clocksAndCountdownsAcceptAnything(value: Double) {
        let clock = formatClock(value)
        #expect(clock.allSatisfy { $0.isNumber || $0 == ":" })
        #expect(countdownSeconds(value) >= 0)
        #expect(Int(saturating: value) == (value.isNaN ? 0 : value >= 9.2e18 ? .max : value <= -9.2e18 ? .min : Int(value)))
    }

    @Test func clocksRead() {
        #expect(formatClock(0) == "0:00")
        #expect(formatClock(76.9) == "1:16")
        #expect(formatClock(3725) == "1:02:05")
        #expect(formatClock(1e300) == "277777:46:40")
    }

    /// East Asian wide characters and emoji take two columns, combining marks none.
    @Test func displayWidths() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("呼吸练习") == 8)
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("한국어") == 6)
        #expect(TextWidth.of("ｆｕｌｌ") == 8)
        #expect(TextWidth.of("\u{200B}") == 0)
        #expect(TextWidth.of("· — ✓ → ⠿") == 9)
        #expect(TextWidth.prefix("呼吸练习", columns: 5) == "呼吸")
        #expect(TextWidth.prefix("ae\u{301}b", columns: 2) == "ae\u{301}")
    }

    /// Escape sequences and other controls from files are shown, never obeyed.
    @Test func controlCharactersAreReplaced() {
        #expect(TerminalText.clean("title\u{1B}]0;pwned\u{7}!") == "title\u{FFFD}]0;pwned\u{FFFD}!")
        #expect(TerminalText.clean("a\u{9B}31mb\u{7F}c", replacement: "?") == "a?31mb?c")
        #expect(TerminalText.clean("line\nbreak\ttab\r") == "line\u{FFFD}break\u{FFFD}tab\u{FFFD}")
        #expect(TerminalText.clean("abc\u{202E}cba") == "abc\u{FFFD}cba")
        let plain = "呼吸 e\u{301} 😀 · plain"
        #expect(TerminalText.clean(plain) == plain)
    }
}
