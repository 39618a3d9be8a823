import Foundation
import Testing

/// Printed prose fits the width breathe is given (COLUMNS in a pipe), in English and in
/// Chinese, whose characters take two columns: the stats and the calendar, the patterns,
/// the settings, the programs and an import's summary. Records (history lines, CSV rows,
/// the table of a scored pace run) are not prose and are not held to it.
@Suite struct PrintedWidthEndToEndTests {
    /// Columns a terminal gives `text`: two for East Asian wide characters, none for
    /// combining marks, one for the rest (written here, not borrowed from breathe).
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let value = scalar.value
            if scalar.properties.generalCategory == .nonspacingMark { return total }
            let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
            return total + (wide ? 2 : 1)
        }
    }

    @Test(arguments: ["en", "zh-Hans"], [40, 80])
    func proseFitsTheColumns(language: String, width: Int) throws {
        let (home, _) = try ScriptOutputLanguageTests.preparedHome()
        defer { home.remove() }
        let backup = home.root + "/backup.json"
        try home.write(try String(contentsOfFile: home.store, encoding: .utf8), to: backup)
        for command in [["stats"], ["stats", "--calendar"], ["patterns"], ["config"], ["programs"], ["import", backup]] {
            let result = try ScriptOutputLanguageTests.breathe(home, command + ["--lang", language], ["COLUMNS": String(width)])
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.count > 1 || command.first == "import", "\(command): \(result.stdout)")
            let wide = lines.filter { Self.columns($0) > width }
            #expect(wide.isEmpty, "\(command) \(language) at \(width) columns: \(wide)")
        }
    }
}

/// Printed prose as one line again, whatever width it was wrapped to (English breaks at
/// spaces, which the wrap takes out): for tests that look for a phrase in a summary.
func unwrapped(_ text: String) -> String {
    text.split(separator: "\n").joined(separator: " ")
}
