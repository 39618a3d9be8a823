import Testing
@testable import BreatheCore

/// Text measured in terminal columns and wrapped by them.
@Suite struct DisplayWidthTests {
    @Test func columns() {
        #expect("breathe".columns == 7)
        #expect("吸气".columns == 4)
        #expect("第 3 课，共 10 课".columns == 17)
        #expect("e\u{301}".columns == 1)
        #expect("\u{301}".columns == 0)
        #expect("🌬️".columns == 2)
        #expect("😀".columns == 2)
        #expect("⣿".columns == 1)
        #expect("\u{7}".columns == 0)
    }

    /// Every scalar measured on its own is a whole character of the width `TextWidth.of`
    /// gives, so text made of them measures the same counted either way.
    @Test func standaloneScalarsMeasureAsTheirCharacters() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let columns = TextWidth.standaloneColumns(scalar) else { continue }
            #expect(columns == TextWidth.of(scalar), "U+\(String(value, radix: 16))")
            #expect(Character(scalar).columns == columns, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 20_000)
        // Marks, joiners, selectors, controls and emoji are left to the long way.
        for scalar in ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{7}", "\u{1F600}", "\u{1100}", "\u{302A}", "\u{FF9E}"].compactMap(\.unicodeScalars.first) {
            #expect(TextWidth.standaloneColumns(scalar) == nil, "U+\(String(scalar.value, radix: 16))")
        }
        let texts = ["Breathe in · 4 s", "Cycle 3 of 12 · 4:32 left", "吸气 · 还剩 4秒", "第 3 课，共 10 课 — 「呼吸」", "e\u{301}tude · 2",
                     "☺\u{FE0F} ok", "👨\u{200D}👩", "ᄀᄀ", "a\r\nb", "\u{1F1E8}\u{1F1F3}", ""]
        for text in texts {
            #expect(text.columns == text.reduce(0) { $0 + $1.columns }, "\(text)")
            #expect(text[...].columns == text.columns, "\(text)")
        }
    }

    @Test func paddingAndClipping() {
        #expect("吸气".padded(to: 6) == "吸气  ")
        #expect("吸气".leftPadded(to: 5) == " 吸气")
        // A wide character that would cross the edge is left out, never split.
        #expect("呼吸练习".clipped(to: 5) == "呼吸")
        #expect("abc".clipped(to: 5) == "abc")
    }

    @Test func englishWrapsAtSpaces() {
        let lines = TextWrap.lines("breathe in slowly through the nose", width: 12)
        #expect(lines == ["breathe in", "slowly", "through the", "nose"])
        #expect(lines.allSatisfy { $0.columns <= 12 })
        // A word wider than the line is cut at the edge.
        #expect(TextWrap.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        // A number that opens a bracket keeps its word: never "(32" / "lessons)".
        #expect(TextWrap.lines("four cycles to begin. (32 lessons)", width: 25) == ["four cycles to begin.", "(32 lessons)"])
        #expect(TextWrap.lines("all 32 lessons", width: 8) == ["all", "32", "lessons"])
        // A figure keeps its noun, a key its verb (the walk saw "· 0" / "freezes banked").
        #expect(TextWrap.lines("1 rest day used · 0 freezes banked", width: 20) == ["1 rest day used ·", "0 freezes banked"])
        #expect(TextWrap.lines("a session of 10 minutes", width: 15) == ["a session of", "10 minutes"])
    }

    @Test func chineseWrapsAnywhereButBeforeClosingPunctuation() {
        let text = "每天练习几分钟，坚持几周，呼吸会慢慢变得平稳。"
        for width in 4...30 {
            let lines = TextWrap.lines(text, width: width)
            #expect(lines.joined() == text, "\(width)")
            #expect(lines.allSatisfy { $0.columns <= width }, "\(width)")
            #expect(lines.dropFirst().allSatisfy { !($0.first?.closesPhrase ?? false) }, "\(width): \(lines)")
        }
        #expect(TextWrap.lines(text, width: 14) == ["每天练习几分", "钟，坚持几周，", "呼吸会慢慢变得", "平稳。"])
    }

    @Test func mixedTextAndHangingIndent() {
        let lines = TextWrap.lines("--lang LANG 说哪种语言：en 或 zh-Hans", width: 16, hangingIndent: 4)
        #expect(lines.allSatisfy { $0.columns <= 16 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") })
        // The lines after the first are the rest of the text as written: no space comes
        // between two Chinese characters where a line ended.
        let chinese = TextWrap.lines("  tone   吸气时一段柔和的上升音，呼气时一段下降音", width: 20, hangingIndent: 9)
        #expect(chinese == ["  tone   吸气时一段", "         柔和的上升", "         音，呼气时", "         一段下降音"])
        // A figure keeps its units: the progress page broke 「（relax，3」 / 「分钟）」.
        let entry = "吸气四秒，呼气六秒（relax，3分钟）"
        for width in 10...30 {
            let lines = TextWrap.lines(entry, width: width)
            #expect(lines.joined() == entry && lines.allSatisfy { $0.columns <= width }, "\(width): \(lines)")
            #expect(!lines.contains { $0.hasSuffix("3") } && !lines.contains { $0.hasPrefix("分") }, "\(width): \(lines)")
        }
        #expect(TextWrap.lines("今天已经练习了1分32秒", width: 16) == ["今天已经练习了", "1分32秒"])
        // An opening bracket or quote never ends a line.
        #expect(TextWrap.lines("一二三（四五）", width: 8) == ["一二三", "（四五）"])
        // The "·" between a summary's parts ends a line, never begins one (a Chinese
        // summary at 40 columns began a line with 「· 提前结束」), in either language.
        for summary in ["4-7 · 1 轮 · 已练习 19秒，共 3分钟 · 提前结束", "box · 0:21 practised of 5:00 · ended early"] {
            for width in 8...44 {
                let lines = TextWrap.lines(summary, width: width)
                #expect(lines.allSatisfy { $0.columns <= width }, "\(width): \(lines)")
                #expect(!lines.contains { $0.hasPrefix("·") }, "\(width): \(lines)")
                #expect(lines.joined(separator: " ").filter { $0 != " " } == summary.filter { $0 != " " })
            }
        }
        #expect(TextWrap.lines("已练习 19秒 · 提前结束", width: 16) == ["已练习 19秒 ·", "提前结束"])
        #expect(TextWrap.lines("", width: 10) == [""])
        #expect(TextWrap.lines("a\n\nb", width: 10) == ["a", "", "b"])
    }
}
