import Foundation
import Testing
@testable import BreatheCore

/// One figure, one spelling (issue 35): every message of the catalogue, rendered with its
/// samples, writes its durations one way. A message with a clock ("4:57") has no length in
/// minutes beside it ("5 min"). A Chinese duration has its unit right after the number
/// ("2分钟", as `Words.duration` writes it), in every message and in the man page: "2分钟"
/// and "2 分钟" were on one screen, "26秒" beside "28.7 秒" (issue 34, Docs/GLOSSARY.md).
@Suite struct FigureSpellingTests {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    @Test func noMessageSpellsADurationTwoWays() {
        var mixed: [String] = []
        for (area, samples) in CatalogueCompletenessTests.areas {
            for sample in samples {
                let english = sample.english, chinese = sample.chinese
                if Self.matches(#"\b\d+:\d\d\b"#, english), Self.matches(#"\b\d+(\.\d+)? (min|minutes?)\b"#, english) {
                    mixed.append("\(area): \(english)")
                }
                if Self.matches(#"\d (分钟|秒|小时)"#, chinese) {
                    mixed.append("\(area): \(chinese)")
                }
            }
        }
        #expect(mixed.isEmpty, "\(mixed.count):\n\(mixed.joined(separator: "\n"))")
        let page = try? String(contentsOf: ManPageTests.chinese, encoding: .utf8)
        let spaced = page?.split(separator: "\n").filter { Self.matches(#"\d (分钟|秒|小时)"#, String($0)) } ?? ["no page"]
        #expect(spaced.isEmpty, "\(spaced)")
    }
}
