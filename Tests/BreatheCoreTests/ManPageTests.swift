import Foundation
import Testing
@testable import BreatheCore

/// The two man pages, English and Chinese: the Chinese page's synopsis and settings list
/// are made from the same tables as the English page's, both pages describe the same
/// options and how the language is chosen, and the Chinese source is written so that roff
/// never puts a space between two Chinese characters or after full-width punctuation.
@Suite(.serialized) struct ManPageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let english = root.appendingPathComponent("Docs/breathe.1")
    static let chinese = root.appendingPathComponent("Docs/breathe.zh_CN.1")

    static var recording: Bool { ProcessInfo.processInfo.environment["BREATHE_RECORD_SNAPSHOTS"] == "1" }

    /// The text of `page` between `start` and `end`; with BREATHE_RECORD_SNAPSHOTS=1, that
    /// text is replaced by `made` instead.
    func section(of file: URL, from start: String, to end: String, made: String) throws -> String? {
        let page = try String(contentsOf: file, encoding: .utf8)
        let from = try #require(page.range(of: start)), to = try #require(page.range(of: end, range: from.upperBound..<page.endIndex))
        if Self.recording {
            try page.replacingCharacters(in: from.upperBound..<to.lowerBound, with: made).write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded part of \(file.lastPathComponent); review it, then run again without BREATHE_RECORD_SNAPSHOTS")
            return nil
        }
        return String(page[from.upperBound..<to.lowerBound])
    }

    @Test func theChineseSynopsisIsTheTables() throws {
        guard let synopsis = try section(of: Self.chinese, from: ".SH 概要\n", to: ".SH 描述", made: ManSynopsis.roff + "\n") else { return }
        #expect(synopsis == ManSynopsis.roff + "\n")
    }

    @Test func theChineseSettingsListIsTheTables() throws {
        let list = ManSettingsList.roff(Words(.simplifiedChinese))
        guard let written = try section(of: Self.chinese, from: "各项设置及其接受的值和默认值：\n.br\n", to: "\n.TP\n.I ~/.config/breathe/programs", made: list) else { return }
        #expect(written == list)
        // Held here in words written by hand: each key, what it accepts, its default.
        #expect(list.hasPrefix(".BR threshold \"（0.5 到 1.0；默认 0.8）\"\n.br\n.BR dayRolloverHour \"（0 到 12；默认 3）\"\n.br\n"))
        #expect(list.contains(".BR freezes \"（true、false；默认 true）\"\n"))
        #expect(list.contains(".BR sound \"（off、tone、voice、bell；默认 off）\"\n"))
        #expect(list.contains(".BR soundOverSSH \"（true、false；默认 false；仅限本设备，不同步）\"\n"))
        #expect(list.contains(".BR syncFolder \"（绝对路径，或 none；默认 none；仅限本设备，不同步）\"\n"))
        #expect(list.hasSuffix(".BR language \"（auto、en、zh-Hans；默认 auto；仅限本设备，不同步）\""))
        for declaration in Settings.declarations {
            #expect(list.contains(".BR \(declaration.key) \"（"), "\(declaration.key) missing from the Chinese page")
            for word in declaration.completionWords { #expect(list.contains(word), "\(declaration.key): \(word)") }
        }
    }

    /// The English list is the settings table's own (`Settings.manPageList`).
    @Test func theEnglishSettingsListIsTheTables() {
        #expect(ManSettingsList.roff(.english) == Settings.manPageList)
    }

    /// Both pages have the same sections and describe the same options, --lang among them.
    @Test func bothPagesCoverTheSameGround() throws {
        let english = try String(contentsOf: Self.english, encoding: .utf8)
        let chinese = try String(contentsOf: Self.chinese, encoding: .utf8)
        func lines(_ page: String, _ prefix: String) -> [String] {
            page.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
        }
        #expect(lines(english, ".SH ").count == 11)
        #expect(lines(chinese, ".SH ") == [".SH 名称", ".SH 概要", ".SH 描述", ".SH 命令", ".SH 呼吸法", ".SH 选项", ".SH 按键", ".SH 环境变量", ".SH 文件", ".SH 退出状态", ".SH 示例"])
        // Every entry of a list (a command, an option, a variable, a file) is in both.
        let entries = english.components(separatedBy: ".TP\n").dropFirst().map { String($0.prefix { $0 != "\n" }) }
        #expect(entries.count > 40)
        // Key names are words (space 空格键, Enter 回车); the rest are typed.
        for entry in entries where entry != ".B space" && entry != ".B Enter" {
            #expect(chinese.contains(".TP\n" + entry + "\n"), "missing from the Chinese page: \(entry)")
        }
        for page in [english, chinese] {
            #expect(page.contains(".BI \\-\\-lang \" LANG\"\n"))
            #expect(page.contains(".BR LANGUAGE \", \" LC_ALL \", \" LC_MESSAGES \", \" LANG\n"))
            #expect(page.contains("zh_TW"), "Traditional Chinese gets English")
            #expect(page.contains("\nbreathe \\-\\-lang zh\\-Hans help practice\n"))
        }
        #expect(english.contains("it is ignored when the\nlocale is C or POSIX"))
        #expect(chinese.contains("区域设置为 C 或 POSIX，或者没有设置区域时，忽略 LANGUAGE。"))
        // groff breaks Chinese lines only with its Chinese rules loaded.
        #expect(chinese.contains("\n.mso zh.tmac\n"))
    }

    /// A macro that alternates fonts (.BR, .RB, …) joins its arguments without spaces: a
    /// Chinese sentence given to one unquoted lost every space in it ("加上--toPATTERN2时").
    /// Chinese text there is one argument, quoted or the last.
    @Test func chineseTextIsNeverSplitIntoAlternatingArguments() throws {
        let page = try String(contentsOf: Self.chinese, encoding: .utf8).split(separator: "\n").map(String.init)
        for line in page where [".BR ", ".RB ", ".BI ", ".IB ", ".IR ", ".RI "].contains(where: line.hasPrefix) {
            var arguments: [String] = [], current = "", quoted = false
            for character in line.dropFirst(4) {
                if character == "\"" { quoted.toggle(); continue }
                if character == " ", !quoted {
                    if !current.isEmpty { arguments.append(current) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { arguments.append(current) }
            #expect(arguments.dropLast().filter { $0.contains { $0.columns == 2 } && !line.contains("\"\($0)\"") }.isEmpty,
                    "\(line)")
        }
    }

    /// roff turns the end of a source line into a space. In the Chinese page a line that
    /// goes on in the next one never ends, nor does the next begin, between two Chinese
    /// characters or at full-width punctuation (an entry's tag, after .TP, stands apart).
    @Test func chineseLinesJoinWithoutStraySpaces() throws {
        let page = try String(contentsOf: Self.chinese, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let fonts = [".B ", ".I ", ".BR ", ".IR ", ".RB ", ".BI "]
        func isText(_ line: String) -> Bool { !line.isEmpty && (!line.hasPrefix(".") || fonts.contains { line.hasPrefix($0) }) }
        func visible(_ line: String) -> String {
            var text = line
            if let macro = fonts.first(where: { line.hasPrefix($0) }) { text = String(line.dropFirst(macro.count)) }
            for escape in ["\\fB", "\\fI", "\\fR", "\""] { text = text.replacing(escape, with: "") }
            return text.replacing("\\-", with: "-")
        }
        let punctuation: Set<Character> = Set("，。、；：！？）」』》〉】”（「『《〈【“")
        for index in page.indices.dropFirst().dropLast() where isText(page[index]) && isText(page[index + 1]) && page[index - 1] != ".TP" {
            let before = visible(page[index]).last, after = visible(page[index + 1]).first
            let joinsTwoChinese = before.map { $0.columns == 2 } == true && after.map { $0.columns == 2 } == true
            #expect(!(joinsTwoChinese || punctuation.contains(before ?? " ") || punctuation.contains(after ?? " ")),
                    "line \(index + 1): \(page[index]) / \(page[index + 1])")
        }
    }
}
