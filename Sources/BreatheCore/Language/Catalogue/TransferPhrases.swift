/// The words of `breathe export`, `import` and `sync`: what was actually added, sent and
/// settled, and why nothing was. Paths, setting keys and the conflicts' own notes are
/// given as they are. Their words are in `po/`.
public enum TransferPhrase: TranslatedPhrases, Equatable {
    /// `breathe import`: the sessions new to this store, those already here, records set
    /// aside, and the conflicts settled as sync settles them. BOLT results are counted on
    /// their own, and only when the file held any; `settings` are the keys of setting
    /// changes new to this store (applied by `breathe sync`, as another device's are).
    case imported(
        path: String, added: Int, alreadyHere: Int, setAside: Int, alreadyAside: Int = 0, conflicts: [String],
        bolt: BoltCounts = .none, settings: [String] = [])
    /// `breathe sync`: sessions received and sent, settings taken from their latest change (by
    /// key) and conflicts settled. BOLT results are counted on their own, and only when
    /// some moved.
    case synced(
        folder: String, received: Int, sent: Int, adoptedKeys: [String], conflicts: [String], bolt: BoltCounts = .none)
    /// What the file holds: its sessions, and a JSON export's BOLT results too.
    case exported(sessions: Int, bolt: Int, file: String)
    case noSuchFile(String)
    /// A file written by a newer breathe, in format `version`.
    case importFromNewer(path: String, version: Int)
    case importDamaged(path: String, reason: String)
    case syncTurnedOff
    case syncIsOff
    /// The folder config.json names cannot be used, and why.
    case syncFolderUnusable(configFile: String, folder: String, reason: String)
    case adoptedSettingsNotWritten(reason: String)
    /// `export --output` names a file in one of breathe's own folders (`OutputFileRule`).
    /// `throughLink` when `file` is a link that leads there.
    case outputInOwnFolder(
        file: String, SyncFolderRule.OwnFolder.Role, path: String, throughLink: Bool, format: ExportFormat)
    /// The output is (or leads to) a sync copy, which only `breathe sync` writes.
    case outputIsSyncCopy(file: String, throughLink: Bool, format: ExportFormat)
    /// A JSON export to standard output, named where a file's path would be.
    case jsonExport
    /// An import or a sync made another program the active one: it was chosen on another
    /// device, after this one's choice. `title` is the program's, in the person's language.
    case activeProgramFromElsewhere(title: String)
    /// The same, made by an import: the latest choice in the file, which may be this
    /// device's own (a backup restored).
    case activeProgramFromImport(title: String)
    /// Lessons that parts practised on more than one device completed together, once
    /// merged (`LessonParts.settle`), by their titles in the person's language.
    case completedTogether(lessons: [String])

    // MARK: Parts of other lines

    /// In an import's line: "2 new sessions".
    case newSessions(Int)
    /// In an import's line: records set aside now, and those an earlier import set aside.
    case setAside(Int)
    case setAsideEarlier(Int)
    /// In an import's line: BOLT results new to this store, and those already here.
    case newBoltResults(Int, alreadyHere: Int)
    /// In an import's line: the keys of setting changes new to this store.
    case settingChanges([String])
    /// In an import's line: conflicts settled as sync settles them, each already in words.
    case conflictsSettledAsSync([String])
    /// In a sync's line: "2 sessions received".
    case sessionsReceived(Int)
    /// In a sync's line: BOLT results received and sent.
    case boltResultsReceived(Int, sent: Int)
    /// In a sync's line: the keys of settings taken from their latest change.
    case settingsTaken([String])
    /// In a sync's line: no conflicts, or those settled, each already in words.
    case noConflicts
    case conflictsSettled([String])
    /// In an export's line: "1 BOLT result".
    case boltResults(Int)

    public static let area = "transfer"

    public var key: String {
        let name: String? = switch self {
        case .exported(_, let bolt, _): bolt > 0 ? "exportedWithBolt" : "exported"
        case .outputInOwnFolder(_, _, _, throughLink: true, _): "outputLinksIntoOwnFolder"
        case .outputIsSyncCopy(_, throughLink: true, _): "outputLinksToSyncCopy"
        default: nil
        }
        return name.map { Self.area + "." + $0 } ?? caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .imported(let path, let added, let here, let aside, let earlier, let conflicts, let bolt, let settings):
            [
                "path": .text(path), "added": .said(TransferPhrase.newSessions(added)), "here": .number(here),
                "setAside": Self.part(aside > 0, .setAside(aside)),
                "earlier": Self.part(earlier > 0, .setAsideEarlier(earlier)),
                "bolt": Self.part(bolt.first + bolt.second > 0, .newBoltResults(bolt.first, alreadyHere: bolt.second)),
                "settings": Self.part(!settings.isEmpty, .settingChanges(settings)),
                "conflicts": Self.part(!conflicts.isEmpty, .conflictsSettledAsSync(conflicts)),
            ]
        case .synced(let folder, let received, let sent, let keys, let conflicts, let bolt):
            [
                "folder": .text(folder), "received": .said(TransferPhrase.sessionsReceived(received)),
                "sent": .number(sent),
                "bolt": Self.part(bolt.first + bolt.second > 0, .boltResultsReceived(bolt.first, sent: bolt.second)),
                "settings": Self.part(!keys.isEmpty, .settingsTaken(keys)),
                "conflicts": .said(conflicts.isEmpty ? TransferPhrase.noConflicts : .conflictsSettled(conflicts)),
            ]
        case .exported(let sessions, let bolt, let file):
            ["sessions": .said(ReportPhrase.sessions(sessions)), "file": .text(file)]
                .merging(bolt > 0 ? ["bolt": .said(TransferPhrase.boltResults(bolt))] : [:]) { first, _ in first }
        case .noSuchFile(let path): ["path": .text(path)]
        case .importFromNewer(let path, let version): ["path": .text(path), "version": .number(version)]
        case .importDamaged(let path, let reason): ["path": .text(path), "reason": .text(reason)]
        case .syncFolderUnusable(let file, let folder, let reason):
            ["file": .text(file), "folder": .text(folder), "reason": .text(reason)]
        case .adoptedSettingsNotWritten(let reason): ["reason": .text(reason)]
        case .outputInOwnFolder(let file, let role, let path, _, let format):
            ["file": .text(file), "folder": .said(role), "path": .text(path), "format": .text(format.rawValue)]
        case .outputIsSyncCopy(let file, _, let format):
            ["file": .text(file), "copy": .text(OutputFileRule.syncCopyName), "format": .text(format.rawValue)]
        case .activeProgramFromElsewhere(let title), .activeProgramFromImport(let title): ["title": .text(title)]
        case .completedTogether(let lessons): ["lessons": .list(lessons)]
        case .newSessions(let count), .setAside(let count), .setAsideEarlier(let count), .sessionsReceived(let count),
             .boltResults(let count):
            ["count": .number(count)]
        case .newBoltResults(let count, let here): ["count": .number(count), "here": .number(here)]
        case .boltResultsReceived(let count, let sent): ["count": .number(count), "sent": .number(sent)]
        case .settingChanges(let keys): ["count": .number(keys.count), "keys": .items(keys)]
        case .settingsTaken(let keys): ["keys": .items(keys)]
        case .conflictsSettledAsSync(let conflicts), .conflictsSettled(let conflicts):
            ["count": .number(conflicts.count), "conflicts": .clauseTexts(conflicts)]
        case .syncTurnedOff, .syncIsOff, .jsonExport, .noConflicts: [:]
        }
    }

    public var count: Int? {
        switch self {
        case .newSessions(let count), .setAside(let count), .setAsideEarlier(let count), .sessionsReceived(let count),
             .boltResults(let count), .newBoltResults(let count, _), .boltResultsReceived(let count, _):
            count
        case .settingChanges(let items), .conflictsSettledAsSync(let items), .conflictsSettled(let items): items.count
        default: nil
        }
    }

    /// An optional part of a line, said when it has something to say, else nothing.
    private static func part(_ said: Bool, _ phrase: TransferPhrase) -> Fact { said ? .said(phrase) : .text("") }

    /// One of every case, with and without the optional parts, for the completeness test.
    static let samples: [TransferPhrase] = [
        .outputIsSyncCopy(file: "/s/breathe-progress.json", throughLink: false, format: .json),
        .outputIsSyncCopy(file: "/h/out.csv", throughLink: true, format: .csv), .jsonExport,
        .imported(path: "b.json", added: 2, alreadyHere: 1, setAside: 0, conflicts: []),
        .imported(path: "b.json", added: 1, alreadyHere: 0, setAside: 1, conflicts: ["s1 kept the longer"]),
        .imported(path: "b.json", added: 0, alreadyHere: 1, setAside: 0, alreadyAside: 2, conflicts: []),
        .synced(folder: "/s", received: 1, sent: 0, adoptedKeys: [], conflicts: []),
        .synced(folder: "/s", received: 2, sent: 3, adoptedKeys: ["sound", "volume"], conflicts: ["a", "b"]),
        .imported(path: "b.json", added: 0, alreadyHere: 3, setAside: 0, conflicts: [], bolt: BoltCounts(2, 1)),
        .imported(path: "b.json", added: 1, alreadyHere: 0, setAside: 0, conflicts: [], settings: ["pace", "volume"]),
        .synced(folder: "/s", received: 0, sent: 0, adoptedKeys: [], conflicts: [], bolt: BoltCounts(1, 0)),
        .exported(sessions: 1, bolt: 0, file: "b.json"), .exported(sessions: 3, bolt: 1, file: "b.json"),
        .noSuchFile("b.json"),
        .importFromNewer(path: "b.json", version: 2), .importDamaged(path: "b.json", reason: "x"),
        .activeProgramFromElsewhere(title: "Foundations"), .activeProgramFromImport(title: "Foundations"),
        .completedTogether(lessons: ["Settle in"]),
        .completedTogether(lessons: ["Settle in", "Longer out-breaths"]), .syncTurnedOff, .syncIsOff,
        .syncFolderUnusable(configFile: "/c.json", folder: "/s", reason: "x"),
        .adoptedSettingsNotWritten(reason: "x"),
        .outputInOwnFolder(
            file: "p.json", .data, path: "/home/me/.local/share/breathe", throughLink: false, format: .json),
        .outputInOwnFolder(file: "p.json", .config, path: "/home/me/.config/breathe", throughLink: true, format: .csv),
        .newSessions(1), .newSessions(2), .setAside(1), .setAside(2), .setAsideEarlier(1), .setAsideEarlier(2),
        .newBoltResults(1, alreadyHere: 0), .newBoltResults(2, alreadyHere: 1), .settingChanges(["pace"]),
        .settingChanges(["pace", "volume"]), .conflictsSettledAsSync(["a"]), .conflictsSettledAsSync(["a", "b"]),
        .sessionsReceived(1), .sessionsReceived(2), .boltResultsReceived(1, sent: 0), .boltResultsReceived(2, sent: 1),
        .settingsTaken(["sound", "volume"]), .noConflicts, .conflictsSettled(["a"]), .conflictsSettled(["a", "b"]),
        .boltResults(1), .boltResults(2),
    ]
}

extension Words {
    public func callAsFunction(_ phrase: TransferPhrase) -> String { say(phrase) }
}

/// Two counts of BOLT results: new and already here for an import, received and sent for
/// a sync. Kept apart from sessions' counts, so a line never adds a test to a practice.
public struct BoltCounts: Sendable, Equatable {
    public let first: Int
    public let second: Int
    public static let none = BoltCounts(0, 0)

    public init(_ first: Int, _ second: Int) {
        self.first = first
        self.second = second
    }
}
