import Foundation
import Testing

/// Every line in Sources is at most 120 characters (characters, not bytes: a line of
/// Chinese words counts each character once), so a diff and a narrow editor read it whole.
@Suite struct SourceLineLengthTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func noLineInSourcesIsLongerThan120Characters() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".h") }
        #expect(files.count > 100, "Sources not found at \(Self.sources.path)")
        var long: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > 120 {
                long.append("\(file):\(number + 1): \(line.count) characters")
            }
        }
        #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
    }
}
