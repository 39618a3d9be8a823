import BreatheCore
import BreatheSystem
import FoundationEssentials

/// `breathe export` and `breathe import`.
enum Transfer {
    static func export(_ options: ExportOptions, _ context: CommandContext) -> Int32 {
        let words = context.words
        let format = options.format, output = options.output
        let setup = context.setup, store = context.store
        let text: String
        if format == .csv {
            // CSV cells hold no control character (SessionCSV takes them out). On a
            // terminal the rows are shown as lines; elsewhere they end with CRLF, as RFC
            // 4180 says.
            if output == nil, StandardStream.output.isTerminal {
                for row in SessionCSV.rows(store, catalogue: setup.catalogue) { say(row) }
                return ExitStatus.ok
            }
            text = SessionCSV.document(store, catalogue: setup.catalogue)
        } else {
            text = String(decoding: StoreJSONWriter.encode(store), as: UTF8.self) + "\n"
        }
        guard let output else {
            // A JSON export is something `import` reads: never more than it takes, to
            // standard output too.
            if format == .json {
                do throws(FileError) {
                    _ = try StoreFile.readable(Data(text.utf8), for: words(TransferPhrase.jsonExport))
                } catch {
                    printError(words.say(error))
                    return ExitStatus.failure
                }
            }
            // JSON keeps every character, escaped.
            printText(format == .json ? TerminalText.escapedJSON(text) : text)
            return ExitStatus.ok
        }
        // By the real path of the file, or of the folder it would be made in.
        let name = output.split(separator: "/").last.map(String.init) ?? output
        let direct = FileIO.resolvingSymlinks(FileIO.parentFolder(of: output)) + "/" + name
        let real = FileIO.kind(of: output) == .symbolicLink ? FileIO.resolvingSymlinks(output) : direct
        if let own = OutputFileRule.ownFolder(holding: real, own: Sync.ownFolders(setup.locations)) {
            printError(words(TransferPhrase.outputInOwnFolder(
                file: output, own.name, path: own.path, throughLink: real != direct, format: format)))
            return ExitStatus.failure
        }
        if OutputFileRule.isSyncCopy(real) {
            printError(words(
                TransferPhrase.outputIsSyncCopy(file: output, throughLink: real != direct, format: format)))
            return ExitStatus.failure
        }
        do throws(FileError) {
            // A JSON export is something `import` reads: never more than it takes.
            let bytes = format == .json ? try StoreFile.readable(Data(text.utf8), for: output) : Data(text.utf8)
            try FileIO.writeNamedFile(output, with: bytes, newFileMode: 0o600)
        } catch {
            printError(words.say(error))
            return ExitStatus.failure
        }
        // A CSV file holds sessions only.
        let bolt = format == .json ? store.boltResults.count : 0
        sayWrapped(words(.exported(sessions: store.sessions.count, bolt: bolt, file: output)))
        return ExitStatus.ok
    }

    static func importFile(_ path: String, _ context: CommandContext) -> Int32 {
        let words = context.words
        let setup = context.setup
        let data: Data
        do throws(FileError) {
            guard let bytes = try FileIO.read(path) else {
                printError(words(TransferPhrase.noSuchFile(path)))
                return ExitStatus.failure
            }
            data = bytes
        } catch {
            printError(words.say(error))
            return ExitStatus.failure
        }
        let decoded: DecodedStore
        switch StoreDecoding.decode(data, from: .outside) {
        case .success(let read): decoded = read
        case .failure(.newer(let version)):
            printError(words(.importNewer(path: path, version: version)))
            return ExitStatus.failure
        case .failure(.damaged(let damage)):
            printError(words(.importUnreadable(path: path, damage: damage)))
            return ExitStatus.failure
        }
        let report: SaveReport
        var completedTogether: [CompletionRecord] = []
        // Records an earlier import of the same file kept aside already are not kept again.
        var newlyAside = 0
        do throws(StoreError) {
            // Records that break a rule are kept aside first, so none is lost.
            if let notice = try setup.storeFile.setAside(decoded.setAside, from: path) {
                if case .setAside(let problems, _, _) = notice { newlyAside = problems.count }
                printError(words(notice))
            }
            report = try setup.storeFile.save(decoded.store, from: path) { merged in
                completedTogether = LessonParts.settle(
                    &merged, catalogue: setup.catalogue, rule: setup.settings.completionRule,
                    rolloverHour: setup.settings.dayRolloverHour, makeID: newRecordID)
            }
        } catch {
            // A store renamed into place but not synced holds the import: never "not imported".
            if case .file(.notDurable) = error.problem { printError(words.say(error)) } else {
                printError(words(.notImported(path: path, because: error.problem)))
            }
            return ExitStatus.failure
        }
        for notice in report.notices { printError(words(notice)) }
        sayWrapped(TransferSummary.importLine(
            path: path, before: report.before, imported: report.taken, setAside: newlyAside + report.setAsideNow,
            alreadyAside: decoded.setAside.count - newlyAside + report.setAsideBefore,
            conflicts: report.conflicts.map { words($0) }, words: words))
        for line in [
            TransferSummary.activeProgramLine(
                before: report.before, after: report.store, catalogue: setup.catalogue, imported: true, words: words),
            TransferSummary.completedTogetherLine(completedTogether, catalogue: setup.catalogue, words: words),
        ].compactMap({ $0 }) {
            sayWrapped(line)
        }
        return ExitStatus.ok
    }
}
