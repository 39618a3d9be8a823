import BreatheCore
import BreatheSystem

/// When this device changed a synced setting, kept in the store as it happens
/// (`SettingsAdoption.changesMade`): a sync then stamps the change with its own time. The
/// setting is in config.json already; a store that cannot take the record is said, and
/// the next sync dates the change by config.json's time instead.
///
/// The hand edits of other synced keys the file held before (`before`, as it last changed
/// at `changedBefore`) are recorded first, by the rules a sync would use: the write gives
/// the file a new time, and an old edit dated by it beat a newer change made on another
/// device (attack run 9).
enum SettingTimes {
    static func record(
        _ values: [String: JSONValue], before: [String: JSONValue], changedBefore: Int64?, base: [String: JSONValue]?,
        locations: Locations, words: Words) -> ConfigFile.Recorded {
        let storeFile = StoreFile(path: locations.storeFile)
        // Read only to date the change after those already known; a store that cannot be
        // read is said by the save below.
        let known = (try? storeFile.load().store.settingChanges) ?? []
        let now = WallClock.now()
        // The keys set now are no edit: left out of the file and of the base alike (left in
        // the base alone, each was taken for a key removed by hand, and a `config volume 53`
        // recorded the default before it, attack run 11).
        var others = before, otherBase = base
        for key in values.keys {
            others[key] = nil
            otherBase?[key] = nil
        }
        let edits = SettingsAdoption.localChanges(
            config: others, base: otherBase, synced: known,
            at: WallClock.timestamp(at: SettingsAdoption.changeTime(changed: changedBefore, now: now)), now: now,
            keepingOlder: true, makeID: newTimeOrderedRecordID)
        let changes = edits + SettingsAdoption.changesMade(
            values, at: now, after: known + edits, makeID: newTimeOrderedRecordID)
        guard !changes.isEmpty else { return .nothing }
        var store = ProgressStore()
        for change in changes { store.append(change) }
        do throws(StoreError) {
            for notice in try storeFile.save(store).notices { printError(words(notice)) }
            return .everything
        } catch {
            printError(words(ConfigPhrase.changeTimeNotKept(problem: words.say(error))))
            return .failed
        }
    }
}
