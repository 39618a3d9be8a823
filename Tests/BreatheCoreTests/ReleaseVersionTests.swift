import Foundation
import Testing
import BreatheCore

/// One version in one place: `VERSION` is what the binary was built with (BuildInfo, made
/// by the EmbedSeeds plugin) and what both man pages say.
@Suite struct ReleaseVersionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func version() throws -> String {
        try text("VERSION").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theBinaryCarriesVersionAndCommit() throws {
        #expect(BuildInfo.version == (try Self.version()))
        let commit = BuildInfo.commit
        #expect(commit == "unknown" || (commit.count == 7 && commit.allSatisfy(\.isHexDigit)), "\(commit)")
    }

    @Test(arguments: ["Docs/breathe.1", "Docs/breathe.zh_CN.1"])
    func theManPageNamesTheVersion(page: String) throws {
        let heading = try #require(try Self.text(page).split(separator: "\n").first { $0.hasPrefix(".TH ") })
        #expect(heading.contains("\"breathe \(try Self.version())\""), "\(heading)")
    }
}
