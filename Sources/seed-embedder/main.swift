import Foundation

// Writes a Swift file holding each seed file's name and exact text.
// Usage: seed-embedder OUTPUT.swift SEED.json...
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: seed-embedder OUTPUT.swift SEED.json...\n".utf8))
    exit(2)
}

/// A raw string literal that holds `text` exactly: enough #s that no quote in the text
/// can close it early.
func rawLiteral(_ text: String) -> String {
    var hashes = 1
    while text.contains("\"" + String(repeating: "#", count: hashes)) { hashes += 1 }
    let fence = String(repeating: "#", count: hashes)
    return fence + "\"\"\"\n" + text + "\n\"\"\"" + fence
}

var source = """
    // Generated at build time from seeds/ by the EmbedSeeds plugin. Do not edit.

    /// The built-in programs, exactly as the files in seeds/ hold them.
    enum BuiltInSeeds {
        static let files: [(name: String, text: String)] = [

    """
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("seed-embedder: cannot read \(path) as UTF-8\n".utf8))
        exit(1)
    }
    // The literal drops the newline before its closing delimiter; keep the text exact.
    source += "        (\"\(url.lastPathComponent)\", \(rawLiteral(text))),\n"
}
source += "    ]\n}\n"
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("seed-embedder: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
