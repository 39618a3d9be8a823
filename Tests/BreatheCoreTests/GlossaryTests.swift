import Foundation
import Testing
@testable import BreatheCore

/// Docs/GLOSSARY.md names one word for each thing; the variants it forbids appear in no
/// message of the catalogue and nowhere in the man page of that language.
@Suite struct GlossaryTests {
    /// The forbidden variants of the Chinese table, as patterns: `…` is any words within
    /// one clause.
    static func forbiddenChinese() throws -> [(variant: String, pattern: Regex<AnyRegexOutput>)] {
        let text = try String(
            contentsOf: CatalogueCompletenessTests.root.appendingPathComponent("Docs/GLOSSARY.md"), encoding: .utf8)
        // The section ends where the next language's begins.
        let section = try #require(text.components(separatedBy: "## 简体中文").last?.components(separatedBy: "\n## ").first)
        var found: [(String, Regex<AnyRegexOutput>)] = []
        for row in section.split(separator: "\n") where row.hasPrefix("| ") && !row.hasPrefix("| English") {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4, !cells[3].isEmpty else { continue }
            for variant in cells[3].components(separatedBy: ", ") {
                let parts = variant.components(separatedBy: "…").map(NSRegularExpression.escapedPattern(for:))
                found.append((variant, try Regex(parts.joined(separator: "[^，。；：（）\\n]*"))))
            }
        }
        return found
    }

    @Test func theGlossaryForbidsSomething() throws {
        let variants = try Self.forbiddenChinese().map(\.variant)
        #expect(variants.contains("完成比例") && variants.contains("攒…休息日"), "\(variants)")
        // The clause rule: a freeze banked is caught, a rest day used is not.
        let banked = try #require(try Self.forbiddenChinese().first { $0.variant == "攒…休息日" })
        #expect("每练 7 天攒下一个休息日".contains(banked.pattern))
        #expect(!"攒下一张休息券，用了 1 个休息日".contains(banked.pattern))
    }

    @Test func noChineseMessageUsesAForbiddenVariant() throws {
        let forbidden = try Self.forbiddenChinese()
        var found: [String] = []
        for (area, samples) in CatalogueCompletenessTests.areas {
            for sample in samples {
                let text = sample.chinese
                for (variant, pattern) in forbidden where text.contains(pattern) {
                    found.append("\(area): \(variant) in \(text.prefix(120))")
                }
            }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func theChineseManPageUsesNoForbiddenVariant() throws {
        let page = try String(contentsOf: ManPageTests.chinese, encoding: .utf8)
        let forbidden = try Self.forbiddenChinese()
        for line in page.split(separator: "\n") where !line.hasPrefix(".\\\"") {
            for (variant, pattern) in forbidden where line.contains(pattern) {
                Issue.record("\(variant) in \(line.prefix(120))")
            }
        }
    }
}
