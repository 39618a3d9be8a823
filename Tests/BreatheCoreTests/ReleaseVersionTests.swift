import Foundation
import Testing
import BreatheCore

/// One version in one place: `VERSION` is what the binary was built with (BuildInfo, made
/// by the EmbedSeeds plugin) and what both man pages, CHANGELOG.md's newest release and
/// the Debian changelog's newest entry say.
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

    /// The first `## [x.y.z]` heading below `## [Unreleased]`.
    @Test func theChangelogsNewestReleaseIsTheVersion() throws {
        let headings = try Self.text("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## [") }
        #expect(headings.first == "## [Unreleased]")
        let newest = try #require(headings.dropFirst().first)
        #expect(newest.hasPrefix("## [\(try Self.version())] - "), "\(newest)")
    }

    /// `breathe (0.2.0-1) unstable; …`: the upstream part (before the Debian revision) is
    /// the version, and CHANGELOG.md names it.
    @Test func theDebianChangelogAgrees() throws {
        let first = try #require(try Self.text("Docs/packaging/debian/changelog").split(separator: "\n").first)
        let match = try #require(first.wholeMatch(of: #/breathe \(([^)\-]+)-(\d+)\) unstable; urgency=\w+/#))
        #expect(String(match.output.1) == (try Self.version()))
        #expect(try Self.text("CHANGELOG.md").contains("## [\(match.output.1)] - "))
    }
}
