import Foundation
import Testing
@testable import BreatheCore

/// A language's rules (gaps, lists, punctuation, quotes, durations, dates, its voice) are
/// one value, and nothing else in Sources asks which language it is: adding a language is
/// its rules and its catalogue.
@Suite struct LanguageRulesTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// The files allowed to name a language: the list of languages, their rules, and the
    /// switch that picks a phrase's rendering.
    static let allowed: Set<String> = [
        "BreatheCore/Language/Language.swift", "BreatheCore/Language/LanguageRules.swift",
        "BreatheCore/Language/Phrases.swift"]

    @Test func nothingElseInSourcesComparesLanguages() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !Self.allowed.contains($0) }
        #expect(files.count > 100, "Sources not found at \(Self.sources.path)")
        let asks = try Regex(#"isChinese|[=!]= *\.(english|simplifiedChinese)\b|case \.(english|simplifiedChinese)\b"#)
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(asks) {
                found.append("\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test(arguments: [
        (Language.english, "a, b and c", "a, b or c", "'box'", "1:32", "Tue 1 Dec 2026", "3 days"),
        (.simplifiedChinese, "a、b和c", "a、b 或 c", "“box”", "1分32秒", "2026年12月1日 周二", "3 天"),
    ])
    func eachLanguageWritesTheSharedWordsItsOwnWay(
        language: Language, list: String, alternatives: String, quoted: String, duration: String, date: String,
        days: String) {
        let words = Words(language)
        #expect(words.list(["a", "b", "c"]) == list)
        #expect(words.alternatives(["a", "b", "c"]) == alternatives)
        #expect(words.quoted("box") == quoted)
        #expect(words.duration(92) == duration)
        #expect(words.date(CivilDate(year: 2026, month: 12, day: 1), withYear: true) == date)
        #expect(words.days(3) == days)
    }

    @Test func eachSpeechToolIsToldTheLanguageByItsOwnName() {
        let speakers = Dictionary(uniqueKeysWithValues: SoundTool.speakers.map { ($0.name, $0) })
        #expect(speakers["espeak-ng"]?.command(playing: "in", volume: 50, language: .simplifiedChinese)
            == ["espeak-ng", "-v", "cmn", "-a", "100", "in"])
        #expect(speakers["spd-say"]?.command(playing: "in", volume: 50, language: .english) == ["spd-say", "-i", "0", "in"])
        #expect(SoundTool.hasVoice(in: "5  zh  cmn-latn-pinyin  M  Chinese", for: .simplifiedChinese))
        #expect(!SoundTool.hasVoice(in: "5  en-gb  M  English", for: .simplifiedChinese))
        #expect(SoundTool.hasVoice(in: "", for: .english))
    }
}
