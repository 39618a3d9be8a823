/// The one-line summaries of `breathe import` and `breathe sync`: what was actually
/// added, sent and settled, counted here from the stores themselves.
public enum TransferSummary {
    /// "Imported backup.json: 3 new sessions, 2 already here, 1 set aside; …".
    /// `before` is the store before the import; `imported` what the file held; `setAside`
    /// the records kept aside now, `alreadyAside` those an earlier import kept aside.
    public static func importLine(
        path: String, before: ProgressStore, imported: ProgressStore, setAside: Int, alreadyAside: Int = 0,
        conflicts: [String], words: Words = .english) -> String {
        let known = Set(before.sessions.map(\.id))
        let added = imported.sessions.filter { !known.contains($0.id) }.count
        let knownBolt = Set(before.boltResults.map(\.id))
        let boltAdded = imported.boltResults.filter { !knownBolt.contains($0.id) }.count
        let knownChanges = Set(before.settingChanges.map(\.id))
        // Only the settings sync applies: a later version's setting travels unapplied (a
        // device's own, as language, never gets this far: RecordRules sets it aside).
        let settings = Set(imported.settingChanges.filter {
            !knownChanges.contains($0.id) && Settings.syncedKeys.contains($0.key)
        }.map(\.key)).sorted()
        return words(.imported(
            path: path, added: added, alreadyHere: imported.sessions.count - added, setAside: setAside,
            alreadyAside: alreadyAside,
            conflicts: conflicts, bolt: BoltCounts(boltAdded, imported.boltResults.count - boltAdded),
            settings: settings))
    }

    /// "Synced with DIR: 2 sessions received, 1 sent; …; no conflicts."
    public static func syncLine(
        folder: String, received: Int, sent: Int, adoptedKeys: [String], conflicts: [String], boltReceived: Int = 0,
        boltSent: Int = 0, words: Words = .english) -> String {
        words(.synced(
            folder: folder, received: received, sent: sent, adoptedKeys: adoptedKeys.sorted(), conflicts: conflicts,
            bolt: BoltCounts(boltReceived, boltSent)))
    }

    /// The line for an import or a sync that changed the active program, or nil: the
    /// program chosen later on another device is the one `breathe` now opens on; a choice
    /// of a program not on this device is said as home says it (`ActiveChoice`).
    public static func activeProgramLine(
        before: ProgressStore, after: ProgressStore, catalogue: Catalogue, imported: Bool = false,
        words: Words) -> String? {
        let was = ActiveChoice(store: before, catalogue: catalogue)
        let now = ActiveChoice(store: after, catalogue: catalogue)
        if let id = now.notHere, id != was.notHere {
            return words(.latestChoiceNotHere(
                id: id, folder: catalogue.folder,
                following: now.programID.flatMap { catalogue.program(id: $0)?.titleText }))
        }
        guard let id = now.programID, id != was.programID else { return nil }
        let title = catalogue.program(id: id)?.title(words) ?? id
        return words(imported ? .activeProgramFromImport(title: title) : .activeProgramFromElsewhere(title: title))
    }

    /// The line for lessons a merge completed with parts from more than one device, or nil.
    public static func completedTogetherLine(
        _ completions: [CompletionRecord], catalogue: Catalogue, words: Words) -> String? {
        guard !completions.isEmpty else { return nil }
        return words(.completedTogether(lessons: completions.map { completion in
            catalogue.program(id: completion.programID)?.lesson(id: completion.lessonID)?.title(words)
                ?? completion.lessonID
        }))
    }
}
