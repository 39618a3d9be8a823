import Foundation
import Testing
@testable import BreatheCore

/// One figure, one spelling (issue 35): every message of the catalogue, rendered with its
/// samples, writes its durations one way. A message with a clock ("4:57") has no length in
/// minutes beside it ("5 min"), and a Chinese one writes a duration's number and unit
/// either together ("2分钟", `Words.duration`) or apart ("2 分钟"), never both.
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
                if Self.matches(#"\d(分钟|秒|小时)"#, chinese), Self.matches(#"\d (分钟|秒|小时)"#, chinese) {
                    mixed.append("\(area): \(chinese)")
                }
            }
        }
        #expect(mixed.isEmpty, "\(mixed.count):\n\(mixed.joined(separator: "\n"))")
    }
}
