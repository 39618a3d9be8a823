import Testing
@testable import BreatheCore

/// Which locale name decides the character set, and whether it asks for UTF-8.
@Suite struct LocaleNameTests {
    @Test(arguments: [
        ("zh_CN.UTF-8", true), ("en_US.utf8", true), ("C.UTF-8", true), ("de_DE.UTF-8@euro", true), ("ja_JP.Utf-8", true),
        ("C", false), ("POSIX", false), ("en_US", false), ("de_DE.ISO-8859-1", false), ("ru_RU.KOI8-R", false), ("", false), ("zh_CN.UTF-16", false),
    ])
    func utf8IsReadFromTheName(name: String, utf8: Bool) {
        #expect(LocaleName.asksForUTF8(name) == utf8)
    }

    @Test func lcAllThenLcCtypeThenLang() {
        func name(_ environment: [String: String]) -> String? { LocaleName.forCharacters { environment[$0] } }
        #expect(name(["LANG": "zh_CN.UTF-8"]) == "zh_CN.UTF-8")
        #expect(name(["LC_CTYPE": "C", "LANG": "zh_CN.UTF-8"]) == "C")
        #expect(name(["LC_ALL": "en_US.UTF-8", "LC_CTYPE": "C", "LANG": "C"]) == "en_US.UTF-8")
        // Empty counts as unset, as in POSIX; LC_MESSAGES says nothing of characters.
        #expect(name(["LC_ALL": "", "LANG": "C.UTF-8"]) == "C.UTF-8")
        #expect(name(["LC_MESSAGES": "zh_CN.UTF-8"]) == nil)
    }
}
