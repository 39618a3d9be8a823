import BreatheCore
import BreatheSystem
import FoundationEssentials

/// `breathe sync`: merge with a folder the person's own tool already syncs. Only when
/// asked; never in the background; no network.
enum Sync {
    static func run(_ action: SyncAction, _ context: CommandContext) -> Int32 {
        let words = context.words
        var folder: String?, off = false
        switch action {
        case .now: break
        case .folder(let given): folder = given
        case .off: off = true
        }
        let setup = context.setup
        let config = ConfigFile(setup.locations)
        // When config.json was last changed, read before this command writes it (the sync
        // folder): its values are dated by it.
        let configChanged = config.changed(), configBase = config.base()
        do throws(SettingsError) {
            if off {
                // Hand edits are recorded before this write gives the file a new time.
                try config.update(set: [:], remove: [SettingDeclaration.syncFolder.key]) { before, changedBefore in
                    SettingTimes.record(
                        [:], before: before, changedBefore: changedBefore, base: configBase,
                        locations: setup.locations, words: words)
                }
                sayWrapped(words(.syncTurnedOff))
                return ExitStatus.ok
            }
            if let folder {
                let checked: String
                switch check(folder, locations: setup.locations, currentFolder: FileIO.currentFolder()) {
                case .success(let resolved): checked = resolved
                case .failure(let refusal):
                    printError(words(.refused(refusal)))
                    return ExitStatus.failure
                }
                try config.update(set: [SettingDeclaration.syncFolder.key: .string(checked)])
                return synchronize(
                    setup: setup, folder: checked, config: config, changed: configChanged, base: configBase,
                    now: context.now)
            }
        } catch {
            printError(words.say(error))
            return ExitStatus.failure
        }
        guard let folder = setup.settings.syncFolder else {
            printError(words(.syncIsOff))
            return ExitStatus.failure
        }
        // The folder in config.json meets the same rule (a hand edit, or an older breathe).
        switch check(folder, locations: setup.locations, currentFolder: nil) {
        case .success(let resolved):
            return synchronize(
                setup: setup, folder: resolved, config: config, changed: configChanged, base: configBase,
                now: context.now)
        case .failure(let refusal):
            printError(words(.configuredFolderRefused(configFile: setup.locations.configFile, refusal)))
            return ExitStatus.failure
        }
    }

    /// Looks at `typed` (its real path, whether it is a folder) and at breathe's own
    /// folders, and lets `SyncFolderRule` decide.
    static func check(_ typed: String, locations: Locations, currentFolder: String?) -> Result<String,
    SyncFolderRefusal> {
        // The real path, or nil when nothing is there.
        let real = FileIO.resolvingSymlinks(typed)
        let info = typed.isEmpty ? nil : FileStatus(path: real)
        let exists = info != nil
        let resolved = exists ? real : nil
        let isDirectory = info?.kind == .folder
        return SyncFolderRule.check(
            typed: typed, currentFolder: currentFolder, resolved: resolved, isDirectory: isDirectory,
            own: ownFolders(locations))
    }

    /// breathe's own folders, by real path: no sync folder and no export may be in one.
    static func ownFolders(_ locations: Locations) -> [SyncFolderRule.OwnFolder] {
        var own = [
            SyncFolderRule.OwnFolder(.data, locations.dataFolder),
            SyncFolderRule.OwnFolder(.config, locations.configFolder)]
        // The fallback journals live in <runtime or temp>/breathe-UID/<fingerprint>/journal:
        // the whole breathe-UID folder is breathe's.
        if let fallback = locations.fallbackJournalFolder {
            own.append(SyncFolderRule.OwnFolder(.journal, FileIO.parentFolder(of: FileIO.parentFolder(of: fallback))))
        }
        return own.map { SyncFolderRule.OwnFolder($0.name, FileIO.resolvingSymlinks($0.path)) }
    }

    static func synchronize(
        setup: Setup, folder: String, config: ConfigFile, changed: Int64?, base: [String: JSONValue]?,
        now: LocalTimestamp) -> Int32 {
        let words = setup.invocation.words
        let fields: [String: JSONValue]
        do {
            fields = try config.read()
        } catch {
            printError(words.say(error))
            return ExitStatus.failure
        }
        let changedAt = WallClock.timestamp(at: SettingsAdoption.changeTime(changed: changed, now: now))
        let outcome: SyncOutcome
        var before = ProgressStore()
        var completedTogether: [CompletionRecord] = []
        do {
            outcome = try setup.storeFile.synchronize(withFolder: folder) { store in
                before = store
                for change in SettingsAdoption.localChanges(
                    config: fields, base: base, synced: store.settingChanges, at: changedAt, now: now,
                    makeID: newTimeOrderedRecordID) {
                    store.append(change)
                }
            } settle: { merged in
                completedTogether = LessonParts.settle(
                    &merged, catalogue: setup.catalogue, rule: setup.settings.completionRule,
                    rolloverHour: setup.settings.dayRolloverHour, makeID: newRecordID)
            }
        } catch {
            printError(words.say(error))
            return ExitStatus.failure
        }
        for notice in outcome.notices { printError(words(notice)) }
        // Decided under config.json's lock, from the store as it is then: a `config` beside
        // this sync records its change before it lets the lock go, so a value set while the
        // sync ran is never overwritten by an older one from another device.
        var adopted = SettingsAdoption.adoptions(from: outcome.store.settingChanges, config: fields)
        var status = ExitStatus.ok
        if !adopted.isEmpty {
            do throws(SettingsError) {
                try config.update({ current in
                    let changes = (try? setup.storeFile.load().store.settingChanges) ?? outcome.store.settingChanges
                    adopted = SettingsAdoption.adoptions(from: changes, config: current)
                    for (key, value) in adopted { current[key] = value }
                }, recording: { _, _ in .everything })
            } catch {
                // Said as not taken, and the sync failed: the next one takes them.
                printError(words(.settingsNotWritten(error)))
                (adopted, status) = ([:], ExitStatus.failure)
            }
        }
        // The file and the store agree now: what the file holds is the base of the next sync.
        if status == ExitStatus.ok { config.keepBaseAfterSync() }
        sayWrapped(TransferSummary.syncLine(
            folder: folder, received: outcome.received, sent: outcome.sent, adoptedKeys: Array(adopted.keys),
            conflicts: outcome.conflicts.map { words($0) }, boltReceived: outcome.boltReceived,
            boltSent: outcome.boltSent, words: words))
        for line in [
            TransferSummary.activeProgramLine(
                before: before, after: outcome.store, catalogue: setup.catalogue, words: words),
            TransferSummary.completedTogetherLine(completedTogether, catalogue: setup.catalogue, words: words),
        ].compactMap({ $0 }) {
            sayWrapped(line)
        }
        return status
    }
}
