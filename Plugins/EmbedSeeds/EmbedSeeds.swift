import Foundation
import PackagePlugin

/// Builds the catalogue in `seeds/` into BreatheCore, so the installed binary carries the
/// built-in programs and `seeds/` stays their single source of truth; the messages of
/// `po/` (the English template and each language's file) the same way; and, beside them,
/// `BuildInfo`: the version in `VERSION` and the commit the tree was built from.
@main
struct EmbedSeeds: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let seeds = root.appending(path: "seeds")
        let files = try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let tool = try context.tool(named: "seed-embedder").url
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInSeeds.swift")
        let buildInfo = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        let sources = CommitSources(root: root)
        let messages = try FileManager.default.contentsOfDirectory(
            at: root.appending(path: "po"), includingPropertiesForKeys: nil)
            .filter { ["po", "pot"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let translations = context.pluginWorkDirectoryURL.appending(path: "BuiltInTranslations.swift")
        return [
            .buildCommand(
                displayName: "Embedding the catalogue's \(messages.count) files from po/",
                executable: tool,
                arguments: ["--translations", translations.path] + messages.map(\.path),
                inputFiles: messages,
                outputFiles: [translations]),
            .buildCommand(
                displayName: "Embedding \(files.count) built-in programs from seeds/",
                executable: tool,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]),
            .buildCommand(
                displayName: "Embedding the version from VERSION and the commit",
                executable: tool,
                arguments: ["--build-info", buildInfo.path] + sources.arguments,
                inputFiles: sources.inputs,
                outputFiles: [buildInfo]),
        ]
    }
}

/// Where the commit can be read without running git: HEAD, then the loose ref file or
/// packed-refs of the branch it names; in a source tarball (no `.git`), the COMMIT file
/// `make dist` writes. In a worktree `.git` is a file (`gitdir: …`) and branches live in
/// the main repository's git directory (the worktree's `commondir`). Each file that
/// exists is an input of the command, so a new commit (or a branch switched) rebuilds.
struct CommitSources {
    var arguments: [String] = []
    var inputs: [URL] = []

    init(root: URL) {
        add("--version-file", root.appending(path: "VERSION"), always: true)
        add("--commit-file", root.appending(path: "COMMIT"))
        let dotGit = root.appending(path: ".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return }
        var gitDir = dotGit
        if !isDirectory.boolValue {
            inputs.append(dotGit)
            guard let text = Self.text(dotGit), text.hasPrefix("gitdir:") else { return }
            gitDir = Self.resolve(text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces), from: root)
        }
        let commonDir = Self.text(gitDir.appending(path: "commondir")).map { Self.resolve($0, from: gitDir) } ?? gitDir
        let head = gitDir.appending(path: "HEAD")
        add("--head", head, always: true)
        if let text = Self.text(head), text.hasPrefix("ref:") {
            let ref = text.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
            arguments += ["--ref", ref]
            add("--ref-file", commonDir.appending(path: ref))
        }
        add("--packed-refs", commonDir.appending(path: "packed-refs"))
    }

    /// Passes `file` to the tool and makes it an input when it exists (or `always`: the
    /// tool reports a VERSION that is missing; a missing HEAD leaves the commit unknown).
    private mutating func add(_ option: String, _ file: URL, always: Bool = false) {
        let exists = FileManager.default.fileExists(atPath: file.path)
        guard exists || always else { return }
        arguments += [option, file.path]
        if exists { inputs.append(file) }
    }

    private static func text(_ file: URL) -> String? {
        (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A path git wrote, absolute or relative to `base`.
    private static func resolve(_ path: String, from base: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).standardized
            : base.appending(path: path).standardized
    }
}
