import Foundation
import PackagePlugin

/// Builds the catalogue in `seeds/` into BreatheCore, so the installed binary carries the
/// built-in programs and `seeds/` stays their single source of truth.
@main
struct EmbedSeeds: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let seeds = context.package.directoryURL.appending(path: "seeds")
        let files = try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInSeeds.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) built-in programs from seeds/",
                executable: try context.tool(named: "seed-embedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
