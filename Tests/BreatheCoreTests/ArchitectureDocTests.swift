import Foundation
import Testing

/// Docs/ARCHITECTURE.md lists every test suite: the list is held to the suites in
/// `Tests/`, both ways, so it cannot drift from the code.
@Suite struct ArchitectureDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every suite declared under Tests/ (the attribute, then its struct).
    static func suitesInTests() throws -> Set<String> {
        var names: Set<String> = []
        let tests = root.appendingPathComponent("Tests")
        guard let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else { return names }
        let pattern = try Regex(#"@Suite[^\n]*?struct (\w+)"#)
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The first column of the tables under "## Tests".
    static func suitesInTheDoc() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/ARCHITECTURE.md"), encoding: .utf8)
        let section = try #require(text.range(of: "\n## Tests\n"))
        var names: Set<String> = []
        for line in text[section.upperBound...].split(separator: "\n") where line.hasPrefix("| `") {
            names.insert(String(line.dropFirst(3).prefix { $0 != "`" }))
        }
        return names
    }

    @Test func everySuiteIsListedAndEveryListedSuiteExists() throws {
        let inTests = try Self.suitesInTests(), inDoc = try Self.suitesInTheDoc()
        #expect(inTests.count > 80, "the scan found \(inTests.count) suites")
        #expect(inTests.subtracting(inDoc).sorted() == [], "suites missing from Docs/ARCHITECTURE.md")
        #expect(inDoc.subtracting(inTests).sorted() == [], "suites listed in Docs/ARCHITECTURE.md that do not exist")
    }
}
