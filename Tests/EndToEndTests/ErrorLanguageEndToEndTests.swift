import Foundation
import Testing

/// The errors about the store in the person's language: under `--lang zh-Hans` a store
/// that cannot be read, or that a newer breathe wrote, is said in Chinese, the command
/// exits as it does in English, and the file is left exactly as it was.
@Suite struct ErrorLanguageEndToEndTests {
    static let cutOff = #"{"formatVersion": 1, "sessions": ["#

    @Test func aStoreThatCannotBeReadIsSaidInChineseAndLeftAsItWas() throws {
        let home = try TestHome()
        defer { home.remove() }
        try home.write(Self.cutOff, to: home.store)
        let english = try home.breathe(["status"])
        let chinese = try home.breathe(["status", "--lang", "zh-Hans"])
        #expect(english.stderr == "breathe: \(home.store) cannot be read; run breathe history to see what is wrong and what to do\n")
        #expect(chinese.stderr == "breathe: \(home.store) 无法读取；请运行 breathe history 查看问题所在和解决办法\n")
        #expect(chinese.status == 1 && chinese.status == english.status)
        #expect(chinese.stdout == english.stdout)
        #expect(try String(contentsOfFile: home.store, encoding: .utf8) == Self.cutOff, "the store was changed")
    }

    /// `history` moves the damaged store aside, untouched, and says so in Chinese.
    @Test func aDamagedStoreMovedAsideIsSaidInChinese() throws {
        var statuses: [Int32] = []
        for language in ["en", "zh-Hans"] {
            let home = try TestHome()
            defer { home.remove() }
            try home.write(Self.cutOff, to: home.store)
            let result = try home.breathe(["history", "--lang", language])
            statuses.append(result.status)
            let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: home.data).first { $0.hasPrefix("progress.json.corrupt-") })
            #expect(try String(contentsOfFile: home.data + "/" + aside, encoding: .utf8) == Self.cutOff, "the damaged store was changed")
            if language == "zh-Hans" {
                #expect(result.stderr == "breathe: \(home.store) 无法读取（不是有效的 JSON（第 1 行第 35 列：文档提前结束了）），已原样移到 \(home.data)/\(aside)；没有可用的备份，进度将从这里重新开始。修好它之后，运行 breathe import \(home.data)/\(aside) 就能找回其中的练习。\n")
            } else {
                #expect(result.stderr == "breathe: \(home.store) could not be read (not valid JSON (the document ends too early, at line 1, column 35)). It has been moved to \(home.data)/\(aside), untouched; there was no usable backup, so progress starts again from here. If you repair it, breathe import \(home.data)/\(aside) brings back its sessions.\n")
            }
        }
        #expect(statuses == [0, 0])
    }

    @Test func aStoreOfANewerBreatheIsSaidInChineseAndLeftAsItWas() throws {
        let home = try TestHome()
        defer { home.remove() }
        let newer = #"{"formatVersion": 9, "sessions": [], "completions": [], "activations": []}"#
        try home.write(newer, to: home.store)
        let english = try home.breathe(["history"])
        let chinese = try home.breathe(["history", "--lang", "zh-Hans"])
        #expect(chinese.stderr == "breathe: \(home.store) 是较新版本的 breathe 写的（格式 9；这个版本最高只能读格式 1）。文件没有被改动；请升级 breathe 后再使用。在此期间的练习会先单独保存，等能读取时再存入\n")
        #expect(english.stderr.hasPrefix("breathe: \(home.store) was written by a newer breathe (format 9; this one reads up to 1)"))
        #expect(chinese.status == 1 && chinese.status == english.status)
        #expect(try String(contentsOfFile: home.store, encoding: .utf8) == newer, "the store was changed")
    }
}
