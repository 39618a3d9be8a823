import FoundationEssentials

/// A progress file read and checked: the records that passed the rules, and the ones
/// kept aside with their reasons.
public struct DecodedStore: Sendable, Equatable {
    public let store: ProgressStore
    public let setAside: [SetAsideRecord]

    public init(store: ProgressStore, setAside: [SetAsideRecord]) {
        self.store = store
        self.setAside = setAside
    }
}

/// Why a progress file cannot be used at all.
public enum StoreDecodeProblem: Error, Equatable, Sendable {
    /// Written by a newer breathe: never read further, never rewritten.
    case newer(Int)
    /// Not a progress file as a whole (not JSON, a repeated key, a missing list): the
    /// file is kept aside whole.
    case damaged(StoreDamage)
}

/// Who wrote a progress file, which says which rules hold its records. No file is held to
/// the clock now: set aside for a time more than a day ahead, breathe's own lesson done
/// while the clock ran fast was lost at the next save once the clock was put right, and a
/// device whose clock ran slow took other devices' records out of the sync copy (attack
/// runs 11 and 12). A record dated ahead pins nothing: a choice or a change made here is
/// dated after every one this device knows (`RecordTime`).
public enum StoreSource: Sendable, Equatable {
    /// A file breathe keeps itself: progress.json, its backup, the status summary. Each
    /// field is held to its rule and the fields of a record to each other, but not to the
    /// other records: a merge that kept another copy of a session left its completion
    /// with nothing behind it, and the lesson came undone (attack run 11).
    case own
    /// An import or a sync copy: a completion with no session of its lesson behind it in
    /// the file is set aside too.
    case outside
}

/// The one way a progress file becomes records: the store itself, an import, a sync
/// copy. The fast reader takes the usual shape; anything else goes to the general
/// reader (`JSONParser` and `RecordDecoding`), which either reads it, keeping bad records
/// aside, or says why the file as a whole is damaged. Both apply `RecordRules`, so the
/// fast path can only ever agree with the general one (the fuzz target checks it).
public enum StoreDecoding {
    /// `source` says which rules hold (`StoreSource`).
    public static func decode(
        _ data: Data, from source: StoreSource = .outside) -> Result<DecodedStore, StoreDecodeProblem> {
        if let read = StoreJSONReader.read(data, from: source) {
            guard let store = read.store else { return .failure(.newer(read.formatVersion)) }
            return .success(DecodedStore(store: store, setAside: []))
        }
        return decodeGeneral(data, from: source)
    }

    /// The general reader alone.
    public static func decodeGeneral(
        _ data: Data, from source: StoreSource = .outside) -> Result<DecodedStore, StoreDecodeProblem> {
        if data.isEmpty { return .failure(.damaged(.empty)) }
        if data.allSatisfy({ $0 == 0 }) { return .failure(.damaged(.onlyZeroBytes)) }
        if String(validating: data, as: UTF8.self) == nil { return .failure(.damaged(.notUTF8)) }
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            return .failure(.damaged(.notJSON(error)))
        }
        guard case .object(let fields) = document else {
            return .failure(.damaged(.notAnObject(found: document.kind)))
        }
        guard case .number(let number)? = fields["formatVersion"], let version = Int(exactly: number),
              version >= 1 else {
            return .failure(.damaged(.noFormatVersion))
        }
        guard version <= ProgressStore.currentFormatVersion else { return .failure(.newer(version)) }

        var setAside: [SetAsideRecord] = []
        func records<Record: ProgressRecord>(
            _ key: String, _ kind: SetAsideRecord.Kind, required: Bool, _ read: (JSONValue, String) -> Result<Record,
            SetAsideRecord>) -> Result<[Record],
        StoreDecodeProblem> {
            guard let value = fields[key] else {
                return required ? .failure(.damaged(.missingList(key))) : .success([])
            }
            guard case .array(let items) = value else { return .failure(.damaged(.notAList(key, found: value.kind))) }
            var kept: [Record] = []
            kept.reserveCapacity(items.count)
            // One id, one record: the first valid record with an id is kept.
            var keptAt: [String: Int] = [:]
            keptAt.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                switch read(item, "\(key)[\(index)]") {
                case .success(let record):
                    if let first = keptAt[record.id] {
                        setAside.append(SetAsideRecord(
                            kind: kind,
                            problem: FieldProblem(
                                field: "\(key)[\(index)].id", .repeatedID(record.id, keptAt: "\(key)[\(first)]")),
                            record: item))
                    } else {
                        keptAt[record.id] = index
                        kept.append(record)
                    }
                case .failure(let aside): setAside.append(aside)
                }
            }
            return .success(kept)
        }
        do {
            let sessions = try records("sessions", .session, required: true, RecordDecoding.session).get()
            let lessons = source == .outside ? RecordRules.lessons(of: sessions) : nil
            var store = ProgressStore(
                sessions: sessions,
                completions: try records("completions", .completion, required: true) {
                    RecordDecoding.completion($0, path: $1, lessons: lessons)
                }.get(),
                activations: try records("activations", .activation, required: true) {
                    RecordDecoding.activation($0, path: $1)
                }.get(),
                settingChanges: try records("settingChanges", .settingChange, required: false) {
                    RecordDecoding.settingChange($0, path: $1)
                }.get(),
                boltResults: try records("boltResults", .boltResult, required: false, RecordDecoding.boltResult).get())
            store.formatVersion = version
            return .success(DecodedStore(store: store, setAside: setAside))
        } catch {
            return .failure(error)
        }
    }
}
