import BreatheCore
import BreatheSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `breathe sync`: merge with a folder the person's own tool already syncs. Only when
/// asked; never in the background; no network.
enum Sync {
    static func run(_ action: SyncAction, _ context: CommandContext) -> Int32 {
        var folder: String?, off = false
        switch action {
        case .now: break
        case .folder(let given): folder = given
        case .off: off = true
        }
        let setup = context.setup
        let config = ConfigFile(path: setup.locations.configFile)
        do throws(SettingsError) {
            if off {
                try config.update(set: [:], remove: [SettingDeclaration.syncFolder.key])
                say("Sync is off. The folder's copy was left where it is.")
                return ExitStatus.ok
            }
            if let folder {
                let absolute = folder.hasPrefix("/") ? folder : currentFolder() + "/" + folder
                let resolved = FileIO.resolvingSymlinks(absolute)
                var info = stat()
                guard stat(resolved, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                    printError("\(folder) is not a folder; create it first (for example inside the folder your sync tool carries)")
                    return ExitStatus.failure
                }
                if let problem = Settings.problem(key: SettingDeclaration.syncFolder.key, jsonText: JSONValue.string(resolved).compactText) {
                    return Command.usageError("\(folder) cannot be the sync folder: \(problem)", hint: "breathe sync --help")
                }
                try config.update(set: [SettingDeclaration.syncFolder.key: .string(resolved)])
                return synchronize(setup: setup, folder: resolved, config: config, now: context.now)
            }
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        guard let folder = setup.settings.syncFolder else {
            printError("sync is off; turn it on with: breathe sync --folder DIR (a folder that Syncthing, Dropbox, iCloud Drive or a USB stick already carries)")
            return ExitStatus.failure
        }
        return synchronize(setup: setup, folder: folder, config: config, now: context.now)
    }

    static func synchronize(setup: Setup, folder: String, config: ConfigFile, now: LocalTimestamp) -> Int32 {
        let fields: [String: JSONValue]
        do {
            fields = try config.read()
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        let changedAt = WallClock.timestamp(at: SettingsAdoption.changeTime(modified: config.modified(), now: now))
        let outcome: SyncOutcome
        do {
            outcome = try setup.storeFile.synchronize(withFolder: folder) { store in
                for change in SettingsAdoption.localChanges(config: fields, synced: store.settingChanges, at: changedAt, makeID: newRecordID) { store.append(change) }
            }
        } catch {
            printError(error.description)
            return ExitStatus.failure
        }
        for notice in outcome.notices { printError(notice) }
        let adopted = SettingsAdoption.adoptions(from: outcome.store.settingChanges, config: fields)
        if !adopted.isEmpty {
            do throws(SettingsError) {
                try config.update(set: adopted)
            } catch {
                printError("settings from another device could not be written: \(error.description)")
            }
        }
        say(TransferSummary.syncLine(folder: folder, received: outcome.received, sent: outcome.sent, adoptedKeys: Array(adopted.keys), conflicts: outcome.conflicts))
        return ExitStatus.ok
    }

    static func currentFolder() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }
}
