import BreatheCore
import BreatheSystem
import FoundationEssentials

/// `breathe export` and `breathe import`.
enum Transfer {
    static func export(_ arguments: [String]) -> Int32 {
        var format = "json"
        var output: String?
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch argument {
            case "-h", "--help":
                print(Help.export)
                return ExitStatus.ok
            case "--format", "--output":
                guard let value = cursor.value(of: argument, command: "export") else { return ExitStatus.usage }
                if argument == "--format" { format = value } else { output = value }
            default:
                return Command.usageError("unknown argument '\(argument)' for export", hint: "breathe export --help")
            }
        }
        guard format == "json" || format == "csv" else {
            return Command.usageError("unknown format '\(format)'; use json or csv", hint: "breathe export --help")
        }
        guard let setup = Setup.load(), let store = setup.loadStore() else { return ExitStatus.failure }
        let text: String
        if format == "csv" {
            text = SessionCSV.document(store, catalogue: setup.catalogue)
        } else {
            text = String(decoding: StoreJSONWriter.encode(store), as: UTF8.self) + "\n"
        }
        guard let output else {
            print(text, terminator: "")
            return ExitStatus.ok
        }
        do throws(FileError) {
            try FileIO.replaceAtomically(output, with: Data(text.utf8), temp: output + ".tmp", mode: 0o600)
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        printError("exported \(store.sessions.count) sessions to \(output)")
        return ExitStatus.ok
    }

    static func importFile(_ arguments: [String]) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            print(Help.importHelp)
            return ExitStatus.ok
        }
        guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
            return Command.usageError("import takes one file: breathe import FILE", hint: "breathe import --help")
        }
        guard let setup = Setup.load(), let before = setup.loadStore() else { return ExitStatus.failure }
        let data: Data
        do throws(FileError) {
            guard let bytes = try FileIO.read(path) else {
                printError("\(path) does not exist")
                return ExitStatus.failure
            }
            data = bytes
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        let imported: ProgressStore
        switch StoreFile.decodeForImport(data) {
        case .success(let store): imported = store
        case .failure(let reason):
            printError("\(path) cannot be imported: \(reason). Nothing was changed")
            return ExitStatus.failure
        }
        do throws(StoreError) {
            try setup.storeFile.save(imported)
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        let known = Set(before.sessions.map(\.id))
        let added = imported.sessions.filter { !known.contains($0.id) }.count
        print("Imported \(path): \(added) new session\(added == 1 ? "" : "s"), \(imported.sessions.count - added) already here.")
        return ExitStatus.ok
    }
}
