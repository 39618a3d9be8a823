import Foundation

// Writes Swift source for BreatheCore at build time, in one of three forms:
//   seed-embedder OUTPUT.swift SEED.json...
//     each seed file's name and exact text (BuiltInSeeds);
//   seed-embedder --translations OUTPUT.swift FILE.po...
//     each file of po/, name and exact text (BuiltInTranslations);
//   seed-embedder --build-info OUTPUT.swift --version-file VERSION [--commit-file COMMIT]
//                 [--head HEAD [--ref REFNAME] [--ref-file FILE] [--packed-refs FILE]]
//     the version in VERSION and the commit the tree was built from (BuildInfo), read from
//     git's files (never by running git) or from the COMMIT file of a source tarball.
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String, status: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("seed-embedder: \(message)\n".utf8))
    exit(status)
}

/// Writes `source` unless the file holds it already: the tool runs again whenever it is
/// relinked (any change of the environment relinks it), and a file rewritten with the
/// same text would still compile BreatheCore again, into bytes that differ.
func write(_ source: String, to output: String) {
    if (try? String(contentsOfFile: output, encoding: .utf8)) == source { return }
    do {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(output): \(error)")
    }
}

/// A file's text without surrounding white space, or nil when it cannot be read.
func trimmedText(_ path: String?) -> String? {
    guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}

// MARK: - The built-in programs

/// A raw string literal that holds `text` exactly: enough #s that no quote in the text
/// can close it early.
func rawLiteral(_ text: String) -> String {
    var hashes = 1
    while text.contains("\"" + String(repeating: "#", count: hashes)) { hashes += 1 }
    let fence = String(repeating: "#", count: hashes)
    return fence + "\"\"\"\n" + text + "\n\"\"\"" + fence
}

/// Each file's name and exact text, as `enum NAME { static let files }`, described by `what`.
func embedFiles(output: String, files: ArraySlice<String>, name: String, source origin: String, what: String) {
    var source = """
        // Generated at build time from \(origin) by the EmbedSeeds plugin. Do not edit.

        /// \(what), exactly as the files in \(origin) hold them.
        enum \(name) {
            static let files: [(name: String, text: String)] = [

        """
    for path in files {
        let url = URL(fileURLWithPath: path)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            fail("cannot read \(path) as UTF-8")
        }
        // The literal drops the newline before its closing delimiter; keep the text exact.
        source += "        (\"\(url.lastPathComponent)\", \(rawLiteral(text))),\n"
    }
    source += "    ]\n}\n"
    write(source, to: output)
}

// MARK: - The version and the commit

/// A full commit id: 40 (SHA-1) or 64 (SHA-256) hexadecimal digits.
func isCommitID(_ text: String) -> Bool {
    (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
}

/// The commit HEAD names: itself when detached, else its branch's loose ref file, else
/// the branch's line in packed-refs ("<id> <ref>").
func commitFromGit(head: String?, ref: String?, refFile: String?, packedRefs: String?) -> String? {
    guard let head = trimmedText(head) else { return nil }
    if isCommitID(head) { return head }
    if let loose = trimmedText(refFile), isCommitID(loose) { return loose }
    guard let ref, let packed = trimmedText(packedRefs) else { return nil }
    for line in packed.split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, fields[1] == ref, isCommitID(String(fields[0])) { return String(fields[0]) }
    }
    return nil
}

/// A version as VERSION may hold it: numbers and dots, then an optional suffix of
/// letters, digits and `.+~-` (a Debian version without an epoch or revision).
func isVersion(_ text: String) -> Bool {
    let numbers = text.prefix { $0.isNumber || $0 == "." }
    let suffix = text.dropFirst(numbers.count)
    return numbers.first?.isNumber == true && numbers.last?.isNumber == true
        && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".+~-".contains($0)) }
}

func embedBuildInfo(output: String, options: ArraySlice<String>) {
    var values: [String: String] = [:]
    var rest = options
    while let name = rest.popFirst() {
        guard name.hasPrefix("--"), let value = rest.popFirst() else { fail("bad option \(name)", status: 2) }
        values[String(name.dropFirst(2))] = value
    }
    guard let versionFile = values["version-file"] else { fail("--build-info needs --version-file", status: 2) }
    guard let version = trimmedText(versionFile), isVersion(version) else {
        fail("\(versionFile) must hold one version, such as 0.2.0")
    }
    let fromGit = commitFromGit(
        head: values["head"], ref: values["ref"], refFile: values["ref-file"], packedRefs: values["packed-refs"])
    let fromFile = trimmedText(values["commit-file"]).flatMap { isCommitID($0) ? $0 : nil }
    let commit = (fromGit ?? fromFile).map { String($0.prefix(7)) } ?? "unknown"
    let source = """
        // Generated at build time by the EmbedSeeds plugin from VERSION and the commit
        // (git's files, or COMMIT in a source tarball). Do not edit.

        /// Which breathe this is: the version in VERSION and the commit it was built from.
        public enum BuildInfo {
            /// The release, as VERSION holds it (the package's and the man pages' too).
            public static let version = "\(version)"
            /// The commit's first 7 hexadecimal digits, or "unknown" when the tree had neither
            /// git's files nor a COMMIT file.
            public static let commit = "\(commit)"
        }

        """
    write(source, to: output)
}

if arguments.first == "--build-info" {
    guard arguments.count >= 2 else { fail("usage: seed-embedder --build-info OUTPUT.swift OPTIONS...", status: 2) }
    embedBuildInfo(output: arguments[1], options: arguments.dropFirst(2))
} else if arguments.first == "--translations" {
    guard arguments.count >= 2 else { fail("usage: seed-embedder --translations OUTPUT.swift FILE.po...", status: 2) }
    embedFiles(
        output: arguments[1], files: arguments.dropFirst(2), name: "BuiltInTranslations", source: "po/",
        what: "The catalogue's messages: the English template and each language's translations")
} else {
    guard let output = arguments.first else { fail("usage: seed-embedder OUTPUT.swift SEED.json...", status: 2) }
    embedFiles(
        output: output, files: arguments.dropFirst(), name: "BuiltInSeeds", source: "seeds/",
        what: "The built-in programs")
}
