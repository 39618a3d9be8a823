import Foundation
import Testing

/// Every call into the C library lives in two platform folders,
/// `Sources/BreatheSystem/Platform` and `Sources/BreatheTUI/Platform`: no other file of
/// `Sources/` imports Glibc or Darwin, and each import there names both systems.
@Suite struct PlatformLayerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let platformFolders = ["BreatheSystem/Platform/", "BreatheTUI/Platform/"]

    /// The C library's modules a line imports: `import Glibc`, `@_exported import Darwin`,
    /// `import func Glibc.write`, `import Darwin.C`.
    static func cLibraryImport(in line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let at = words.firstIndex(of: "import"), words[..<at].allSatisfy({ $0.hasPrefix("@") }),
              at + 1 < words.count else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        let module = (kinds.contains(words[at + 1]) && at + 2 < words.count ? words[at + 2] : words[at + 1])
            .split(separator: ".").first ?? ""
        return ["Glibc", "Darwin", "SwiftGlibc"].contains(module) ? String(module) : nil
    }

    /// Every Swift file under Sources/, by its path there.
    static func sourceFiles() throws -> [(path: String, text: String)] {
        let sources = root.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        return try paths.sorted().map { ($0, try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func theMatcherFindsEveryFormOfTheImport() {
        #expect(Self.cLibraryImport(in: "import Glibc") == "Glibc")
        #expect(Self.cLibraryImport(in: "    import Darwin") == "Darwin")
        #expect(Self.cLibraryImport(in: "@_exported import Glibc") == "Glibc")
        #expect(Self.cLibraryImport(in: "import func Glibc.write") == "Glibc")
        #expect(Self.cLibraryImport(in: "import Darwin.C") == "Darwin")
        #expect(Self.cLibraryImport(in: "import BreatheCore") == nil)
        #expect(Self.cLibraryImport(in: "/// import Glibc is not allowed here") == nil)
    }

    @Test func onlyThePlatformFoldersImportTheCLibrary() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 100)
        var outside: [String] = []
        for file in files where !Self.platformFolders.contains(where: file.path.hasPrefix) {
            for line in file.text.split(separator: "\n") {
                if let module = Self.cLibraryImport(in: line) { outside.append("\(file.path): \(module)") }
            }
        }
        #expect(outside == [], "only Sources/BreatheSystem/Platform and Sources/BreatheTUI/Platform import the C library")
    }

    @Test func eachPlatformImportNamesBothSystems() throws {
        let form = "#if canImport(Darwin)\nimport Darwin\n#else\nimport Glibc\n#endif\n"
        let other = "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#endif\n"
        var platformFiles = 0
        for file in try Self.sourceFiles() where Self.platformFolders.contains(where: file.path.hasPrefix) {
            platformFiles += 1
            let imports = file.text.split(separator: "\n").filter { Self.cLibraryImport(in: $0) != nil }
            guard !imports.isEmpty else { continue }
            #expect(imports.count == 2 && (file.text.contains(form) || file.text.contains(other)), "\(file.path)")
        }
        #expect(platformFiles > 10)
    }
}
