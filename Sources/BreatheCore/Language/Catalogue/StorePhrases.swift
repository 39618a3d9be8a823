/// The words about the progress store (`progress.json`), its companions and the copies
/// that merge into it (an import, the sync folder's copy): why one cannot be used, what
/// was done about a damaged one, records set aside, and conflicts settled. Paths are data
/// and stay as they are in either language. Their words are in `po/`.

/// Why a progress file as a whole cannot be read.
public enum StoreDamage: TranslatedPhrases, Equatable {
    case empty
    case onlyZeroBytes
    case notUTF8
    case notJSON(JSONSyntaxError)
    /// Valid JSON, but not an object.
    case notAnObject(found: JSONKind)
    case noFormatVersion
    /// A list every progress file has ("sessions").
    case missingList(String)
    case notAList(String, found: JSONKind)

    public static let area = "storeDamage"

    /// Nothing in the file to repair or bring back.
    var holdsNothing: Bool { self == .empty || self == .onlyZeroBytes }

    public var facts: [String: Fact] {
        switch self {
        case .notJSON(let error): ["error": .said(error)]
        case .notAnObject(let found): ["found": .saidAfterWord(found)]
        case .missingList(let key): ["list": .text(key)]
        case .notAList(let key, let found): ["list": .text(key), "found": .saidAfterWord(found)]
        case .empty, .onlyZeroBytes, .notUTF8, .noFormatVersion: [:]
        }
    }

    static let samples: [StoreDamage] = [
        .empty, .onlyZeroBytes, .notUTF8, .notJSON(JSONSyntaxError(.unexpectedCharacter, line: 3, column: 7)),
        .notAnObject(found: .list),
        .noFormatVersion, .missingList("sessions"), .notAList("sessions", found: .object),
    ]
}

/// A kind of record, as a conflict between two of them names it: "two different session
/// records"; "两条不同的练习记录".
extension SetAsideRecord.Kind: TranslatedPhrases {
    public static let area = "recordKind"

    public var key: String { Self.area + "." + rawValue }
}

/// Two records of one id with different contents, settled by keeping one: the same way
/// on every device, and said once.
public struct MergeConflict: Sendable, Equatable, CustomStringConvertible, TranslatedPhrases {
    public let kind: SetAsideRecord.Kind
    public let id: String
    /// Which rule chose the copy kept, so the words name the one that did.
    public let kept: Kept

    /// A session's copy with more practice is kept, then the one that ended later; any
    /// other record (and sessions equal in both) by the order of their text.
    public enum Kept: Sendable, Equatable { case morePractice, endedLater, sortingLast }

    public init(kind: SetAsideRecord.Kind, id: String, kept: Kept = .sortingLast) {
        self.kind = kind
        self.id = id
        self.kept = kept
    }

    /// The rule that tells two copies of a session apart: more practice, then the later
    /// end, then the order of their text. The merge keeps by it and the words name it.
    static func rule(telling one: SessionRecord, from other: SessionRecord?) -> Kept {
        guard let other else { return .sortingLast }
        if one.practicedSeconds != other.practicedSeconds { return .morePractice }
        // By the instant: one end written in two time zones is no later (attack run 12).
        return one.endedAt.secondsSince1970 != other.endedAt.secondsSince1970 ? .endedLater : .sortingLast
    }

    public static let area = "mergeConflict"

    /// One message for each rule that chose: its description is its words, which
    /// `caseKey` would read.
    public var key: String {
        let name = switch kept {
        case .morePractice: "morePractice"
        case .endedLater: "endedLater"
        case .sortingLast: "sortingLast"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] { ["kind": .said(kind), "id": .text(id)] }

    public var description: String { english }

    static let samples = [
        MergeConflict(kind: .session, id: "s1", kept: .morePractice),
        MergeConflict(kind: .session, id: "s2", kept: .endedLater),
        MergeConflict(kind: .session, id: "s3"), MergeConflict(kind: .settingChange, id: "c1"),
    ]
}

/// A record that breathe itself was about to write, and the rule it breaks (a bug: it is
/// never written).
public struct RuleBreak: TranslatedPhrases, Equatable {
    public let kind: SetAsideRecord.Kind
    /// The session's id (the other kinds are named by their kind alone).
    public let id: String
    public let problem: FieldProblem

    public init(kind: SetAsideRecord.Kind, id: String, problem: FieldProblem) {
        self.kind = kind
        self.id = id
        self.problem = problem
    }

    public static let area = "ruleBreak"

    /// One message a kind: a session is named by its id, the others by their kind alone.
    public var key: String { Self.area + "." + kind.rawValue }

    public var facts: [String: Fact] {
        kind == .session ? ["id": .text(id), "problem": .said(problem)] : ["problem": .said(problem)]
    }

    static let samples: [RuleBreak] = SetAsideRecord.Kind.allCases.map {
        RuleBreak(kind: $0, id: "s1", problem: FieldProblem(field: "at", .timeOutOfRange))
    }
}

/// What became of records that broke a rule.
public enum SetAsideOutcome: TranslatedPhrases, Equatable {
    /// Kept in the set-aside file at this path; `damagedKeptAt` where the file that was
    /// there went, when it could not be read (a hand edit), so a new one was begun.
    case keptIn(String, damagedKeptAt: String? = nil)
    /// Left out of the store, nothing moved: the folder cannot be written.
    case leftOutReadOnly
    /// Left out, but the set-aside file could not be written.
    case leftOutUnkept(FileProblem)

    public static let area = "setAsideOutcome"

    public var key: String {
        let name = switch self {
        case .keptIn(_, nil): "keptIn"
        case .keptIn: "keptInNewFile"
        case .leftOutReadOnly: "leftOutReadOnly"
        case .leftOutUnkept: "leftOutUnkept"
        }
        return Self.area + "." + name
    }

    public var facts: [String: Fact] {
        switch self {
        case .keptIn(let path, nil): ["path": .text(path)]
        case .keptIn(let path, let damaged?): ["path": .text(path), "damaged": .text(damaged)]
        case .leftOutReadOnly: [:]
        case .leftOutUnkept(let problem): ["problem": .said(problem)]
        }
    }

    static let samples: [SetAsideOutcome] = [
        .keptIn("/d/set-aside.json"), .keptIn("/d/set-aside.json", damagedKeptAt: "/d/set-aside.json.corrupt-1"),
        .leftOutReadOnly,
        .leftOutUnkept(.couldNot(
            .write, path: "/d/set-aside.json", reason: SystemReason(.noSpace, text: "No space left on device"))),
    ]
}

/// What a read or a save of the store did that the person should know: records set
/// aside, or a damaged store moved aside and the backup used.
public enum StoreNotice: TranslatedPhrases, Equatable {
    /// Records from `source` that broke a rule; the first reasons are named.
    case setAside([FieldProblem], source: String, outcome: SetAsideOutcome)
    /// The store could not be read and was moved to `aside`; `restoredFrom` is the
    /// backup used (with its sessions), nil when there was none; `writeBack` is why the
    /// backup could not be written back yet.
    case movedAside(
        path: String, damage: StoreDamage, aside: String, restoredFrom: String?, sessions: Int, writeBack: FileProblem?)
    /// With the store, the backup could not be read either: moved to `aside`, or left
    /// where it is for `problem`.
    case backupMovedAside(path: String, aside: String?, problem: FileProblem?)

    public static let area = "storeNotice"

    public var key: String {
        let name: String? = switch self {
        case .movedAside(_, _, _, nil, _, _): "movedAsideNoBackup"
        case .movedAside: "movedAsideRestored"
        case .backupMovedAside(_, nil, _): "backupNotMoved"
        default: nil
        }
        return name.map { Self.area + "." + $0 } ?? caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .setAside(let reasons, let source, let outcome):
            [
                "count": .number(reasons.count), "source": .text(source), "outcome": .said(outcome),
                "reasons": .clauses(Array(reasons.prefix(3))),
                "more": reasons.count > 3 ? .said(StoreNoticePart.moreReasons(reasons.count - 3)) : .text(""),
            ]
        case .movedAside(let path, let damage, let aside, let backup, let sessions, let writeBack):
            [
                "path": .text(path), "damage": .said(damage), "aside": .text(aside),
                // An empty file, or one of zero bytes, holds nothing to bring back.
                "repair": damage.holdsNothing
                    ? .text("") : .said(StoreNoticePart.repair(aside: aside, afterBackup: backup != nil)),
            ].merging(
                backup.map {
                    [
                        "backup": .text($0), "sessions": .number(sessions),
                        "writeBack": writeBack.map { .said(StoreNoticePart.notWrittenBack($0)) } ?? .text(""),
                    ]
                } ?? [:]) { first, _ in first }
        case .backupMovedAside(let path, let aside?, _): ["path": .text(path), "aside": .text(aside)]
        case .backupMovedAside(let path, nil, let problem):
            ["path": .text(path), "problem": problem.map { .said($0) } ?? .text("")]
        }
    }

    public var count: Int? {
        switch self {
        case .setAside(let reasons, _, _): reasons.count
        case .movedAside(_, _, _, _?, let sessions, _): sessions
        default: nil
        }
    }

    static let samples: [StoreNotice] = {
        let reason = FieldProblem(field: "sessions[0].practicedSeconds", .practicedSeconds(planned: 64, found: -5))
        let full = SystemReason(.noSpace, text: "No space left on device")
        return [
            .backupMovedAside(path: "/d/progress.json.bak", aside: "/d/progress.json.bak.corrupt-1", problem: nil),
            .backupMovedAside(
                path: "/d/progress.json.bak", aside: nil,
                problem: .couldNot(.write, path: "/d/progress.json.bak", reason: full)),
            .setAside([reason], source: "/d/progress.json", outcome: .keptIn("/d/set-aside.json")),
            .setAside(
                [reason], source: "/d/progress.json",
                outcome: .keptIn("/d/set-aside.json", damagedKeptAt: "/d/set-aside.json.corrupt-20261205T171815")),
            .setAside(Array(repeating: reason, count: 5), source: "/d/progress.json", outcome: .leftOutReadOnly),
            .setAside(
                [reason], source: "/s/breathe-progress.json",
                outcome: .leftOutUnkept(.couldNot(.write, path: "/d/set-aside.json", reason: full))),
            .movedAside(
                path: "/d/progress.json", damage: .notUTF8, aside: "/d/progress.json.corrupt-1", restoredFrom: nil,
                sessions: 0, writeBack: nil),
            .movedAside(
                path: "/d/progress.json", damage: .empty, aside: "/d/p.corrupt", restoredFrom: "/d/progress.json.bak",
                sessions: 1, writeBack: nil),
            .movedAside(
                path: "/d/progress.json", damage: .empty, aside: "/d/p.corrupt", restoredFrom: "/d/progress.json.bak",
                sessions: 2, writeBack: .couldNot(.write, path: "/d/progress.json", reason: full)),
        ]
    }()
}

/// The parts of a store's notice said only when they have something to say: reasons
/// beyond the first three, how to bring back what a moved file holds, and why the backup
/// is not written back yet. Each begins with its own separator.
enum StoreNoticePart: TranslatedPhrases, Equatable {
    case moreReasons(Int)
    /// `breathe import` of the file moved `aside` brings back its sessions, or those saved
    /// after the backup that was used.
    case repair(aside: String, afterBackup: Bool)
    case notWrittenBack(FileProblem)

    static let area = "storeNotice"

    var key: String {
        let name = switch self {
        case .moreReasons: "moreReasons"
        case .repair(_, afterBackup: false): "repairBringsBackItsSessions"
        case .repair(_, afterBackup: true): "repairBringsBackLaterSessions"
        case .notWrittenBack: "notWrittenBack"
        }
        return Self.area + "." + name
    }

    var facts: [String: Fact] {
        switch self {
        case .moreReasons(let count): ["count": .number(count)]
        case .repair(let aside, _): ["aside": .text(aside)]
        case .notWrittenBack(let problem): ["problem": .said(problem)]
        }
    }

    var count: Int? {
        if case .moreReasons(let count) = self { count } else { nil }
    }

    static let samples: [StoreNoticePart] = [
        .moreReasons(1), .moreReasons(2), .repair(aside: "/d/p.corrupt", afterBackup: false),
        .repair(aside: "/d/p.corrupt", afterBackup: true),
        .notWrittenBack(.couldNot(
            .write, path: "/d/progress.json", reason: SystemReason(.noSpace, text: "No space left on device"))),
    ]
}

/// Why the store, or a copy merging into it, could not be used: nothing was written.
public enum StoreProblem: TranslatedPhrases, Equatable, Error {
    case file(FileProblem)
    case linkToNothing(path: String)
    case linkToNonFile(path: String, target: String)
    /// A link to a file breathe keeps beside the store (its backup) or to a sync copy: the
    /// store and that file would be one.
    case linkToOwnFile(path: String, target: String)
    case notAFile(path: String, kind: FileKind)
    /// Read as it is (status, a read-only folder): left as it is.
    case unreadable(path: String, damage: StoreDamage)
    case newer(path: String, version: Int)
    /// A record breathe was about to save (or sync) breaks a rule.
    case recordBreaksRule(RuleBreak, syncing: Bool)
    /// Records that broke a rule could not be kept aside, so the store was not rewritten.
    case asideNotKept(FileProblem, syncing: Bool)
    /// Records from an import could not be kept aside.
    case setAsideFailed(FileProblem)
    /// The store is a link to something that is not a progress file.
    case linkedFileNotStore(path: String, target: String, damage: StoreDamage)
    case damagedNotMoved(path: String, damage: StoreDamage, error: FileProblem)
    case syncFolderMissing(String)
    case folderCopyNewer(path: String, version: Int)
    case folderCopyUnreadable(path: String, damage: StoreDamage)
    /// Reading the sync folder's copy failed.
    case notSynced(FileProblem)
    /// This device's store took in the folder's copy, but the copy could not be written.
    case syncedHereOnly(FileProblem, received: Int)
    case importMissing(path: String)
    case importNewer(path: String, version: Int)
    case importUnreadable(path: String, damage: StoreDamage)
    /// Journals of sessions recovered at a start, not saved this time.
    indirect case unsavedSessions(Int, because: StoreProblem)
    /// An import whose save failed before the store was replaced.
    indirect case notImported(path: String, because: StoreProblem)

    /// The store would grow past what breathe reads: no later start can add to it either.
    public var isStoreFull: Bool {
        if case .file(.wouldBeTooLarge) = self { true } else { false }
    }

    public static let area = "store"

    public var key: String {
        let name: String? = switch self {
        case .recordBreaksRule(_, syncing: true): "recordToSyncBreaksRule"
        case .asideNotKept(_, syncing: true): "asideNotKeptSyncing"
        case .unsavedSessions(_, let problem) where problem.isStoreFull: "unsavedSessionsStoreFull"
        default: nil
        }
        return name.map { Self.area + "." + $0 } ?? caseKey
    }

    public var facts: [String: Fact] {
        switch self {
        case .file(let problem), .asideNotKept(let problem, _), .setAsideFailed(let problem),
             .notSynced(let problem):
            ["problem": .said(problem)]
        case .linkToNothing(let path), .importMissing(let path): ["path": .text(path)]
        case .linkToNonFile(let path, let target), .linkToOwnFile(let path, let target):
            ["path": .text(path), "target": .text(target)]
        case .notAFile(let path, let kind): ["path": .text(path), "kind": .said(kind)]
        case .unreadable(let path, let damage), .folderCopyUnreadable(let path, let damage),
             .importUnreadable(let path, let damage):
            ["path": .text(path), "damage": .said(damage)]
        case .newer(let path, let version):
            ["path": .text(path), "version": .number(version), "readsUpTo": .number(ProgressStore.currentFormatVersion)]
        case .folderCopyNewer(let path, let version), .importNewer(let path, let version):
            ["path": .text(path), "version": .number(version)]
        case .recordBreaksRule(let record, _): ["record": .said(record)]
        case .linkedFileNotStore(let path, let target, let damage):
            ["path": .text(path), "target": .text(target), "damage": .said(damage)]
        case .damagedNotMoved(let path, let damage, let error):
            ["path": .text(path), "damage": .said(damage), "problem": .said(error)]
        case .syncFolderMissing(let folder): ["folder": .text(folder)]
        case .syncedHereOnly(let error, let received): ["problem": .said(error), "count": .number(received)]
        case .notImported(let path, let problem): ["path": .text(path), "problem": .said(problem)]
        case .unsavedSessions(let count, let problem): ["count": .number(count), "problem": .said(problem)]
        }
    }

    public var count: Int? {
        switch self {
        case .syncedHereOnly(_, let count), .unsavedSessions(let count, _): count
        default: nil
        }
    }

    static let samples: [StoreProblem] = {
        let denied = FileProblem.couldNot(
            .read, path: "/d/progress.json", reason: SystemReason(.permissionDenied, text: "Permission denied"))
        let broken = RuleBreak(
            kind: .session, id: "s1",
            problem: FieldProblem(field: "plannedSeconds", .plannedSeconds(0.5...7440, found: 0)))
        return [
            .file(denied), .linkToNothing(path: "/d/progress.json"),
            .linkToNonFile(path: "/d/progress.json", target: "/dev/null"),
            .linkToOwnFile(path: "/d/progress.json", target: "/d/progress.json.bak"),
            .notAFile(path: "/d/progress.json", kind: .folder), .unreadable(path: "/d/progress.json", damage: .notUTF8),
            .newer(path: "/d/progress.json", version: 9), .recordBreaksRule(broken, syncing: false),
            .recordBreaksRule(
                RuleBreak(kind: .activation, id: "a1", problem: FieldProblem(field: "at", .timeOutOfRange)),
                syncing: true),
            .asideNotKept(denied, syncing: false), .asideNotKept(denied, syncing: true), .setAsideFailed(denied),
            .linkedFileNotStore(path: "/d/progress.json", target: "/x/notes.txt", damage: .notUTF8),
            .damagedNotMoved(path: "/d/progress.json", damage: .empty, error: denied), .syncFolderMissing("/s"),
            .folderCopyNewer(path: "/s/breathe-progress.json", version: 9),
            .folderCopyUnreadable(path: "/s/breathe-progress.json", damage: .noFormatVersion), .notSynced(denied),
            .syncedHereOnly(denied, received: 2),
            .importMissing(path: "b.json"), .importNewer(path: "b.json", version: 9),
            .importUnreadable(path: "b.json", damage: .empty),
            .unsavedSessions(2, because: .file(denied)), .notImported(path: "/m/in.json", because: .file(denied)),
            .unsavedSessions(
                1, because: .file(.wouldBeTooLarge(path: "/d/progress.json", megabytes: 30, limitMegabytes: 20))),
        ]
    }()
}

extension Words {
    public func callAsFunction(_ notice: StoreNotice) -> String { say(notice) }
    public func callAsFunction(_ problem: StoreProblem) -> String { say(problem) }
    public func callAsFunction(_ conflict: MergeConflict) -> String { say(conflict) }
}
