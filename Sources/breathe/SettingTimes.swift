import BreatheCore
import BreatheSystem

/// When this device changed a synced setting, kept in the store as it happens
/// (`SettingsAdoption.changesMade`): a sync then stamps the change with its own time. The
/// setting is in config.json already; a store that cannot take the record is said, and
/// the next sync dates the change by config.json's time instead.
enum SettingTimes {
    static func record(_ values: [String: JSONValue], locations: Locations, words: Words) {
        let storeFile = StoreFile(path: locations.storeFile)
        // Read only to date the change after those already known; a store that cannot be
        // read is said by the save below.
        let known = (try? storeFile.load().store.settingChanges) ?? []
        let changes = SettingsAdoption.changesMade(
            values, at: WallClock.now(), after: known, makeID: newTimeOrderedRecordID)
        guard !changes.isEmpty else { return }
        var store = ProgressStore()
        for change in changes { store.append(change) }
        do throws(StoreError) {
            for notice in try storeFile.save(store).notices { printError(words(notice)) }
        } catch {
            printError(words(ConfigPhrase.changeTimeNotKept(problem: words.say(error))))
        }
    }
}
