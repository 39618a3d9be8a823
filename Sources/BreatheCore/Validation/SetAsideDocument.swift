import FoundationEssentials

/// The set-aside file (`set-aside.json` beside the store): every record that broke a
/// rule, as it was, with where it came from, when and why.
///
/// It only grows, and a record already in it is not added (nor reported) again, which is
/// what makes "reported once" hold however often the same bad copy is read.
public struct SetAsideDocument: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let kind: SetAsideRecord.Kind
        /// Why, in English (the file is read by people and scripts alike, in any language).
        public let reason: String
        /// The record exactly as it was read.
        public let record: JSONValue
        /// The file it was read from.
        public let source: String
        public let keptAt: LocalTimestamp
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Reads the file; nil when it is not one (the caller keeps that file aside whole).
    /// Each record sits one level deeper here than in the file it was read from (in an
    /// entry beside its reason), so a record as deep as that file allowed is read back.
    public init?(_ data: Data) {
        guard case .object(let root)? = try? JSONParser.parse(data, deepest: JSONParser.deepestNesting + 1),
              case .array(let items)? = root["records"] else { return nil }
        for item in items {
            guard case .object(let fields) = item,
                  case .string(let kindText)? = fields["kind"], let kind = SetAsideRecord.Kind(rawValue: kindText),
                  case .string(let reason)? = fields["reason"], let record = fields["record"],
                  case .string(let source)? = fields["from"],
                  case .string(let keptText)? = fields["keptAt"], let keptAt = LocalTimestamp(iso8601: keptText)
            else { return nil }
            entries.append(Entry(kind: kind, reason: reason, record: record, source: source, keptAt: keptAt))
        }
    }

    /// Adds the records not kept already (the same kind and the same content) and
    /// returns them: the ones to tell the person about.
    public mutating func add(_ records: [SetAsideRecord], source: String, at time: LocalTimestamp) -> [SetAsideRecord] {
        var known = Set(entries.map { Self.key($0.kind, $0.record) })
        var added: [SetAsideRecord] = []
        for record in records where known.insert(Self.key(record.kind, record.record)).inserted {
            entries.append(Entry(
                kind: record.kind, reason: record.reason, record: record.record, source: source, keptAt: time))
            added.append(record)
        }
        return added
    }

    private static func key(_ kind: SetAsideRecord.Kind, _ record: JSONValue) -> String {
        kind.rawValue + "\u{0}" + record.compactText
    }

    public var data: Data {
        let records: [JSONValue] = entries.map { entry in
            .object([
                "kind": .string(entry.kind.rawValue), "reason": .string(entry.reason),
                "record": entry.record, "from": .string(entry.source), "keptAt": .string(entry.keptAt.iso8601),
            ])
        }
        let document = JSONValue.object([
            "about": .string("""
                Records breathe read but did not use, because they break a rule (Docs/STORE.md lists the \
                ranges). They are kept here as they were; none is merged or synced.
                """),
            "records": .array(records),
        ])
        return Data((document.prettyText + "\n").utf8)
    }
}
