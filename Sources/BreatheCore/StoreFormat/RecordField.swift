import FoundationEssentials

/// A check of one field's value; `field` is its name, for the problem.
typealias FieldRule<Value> = @Sendable (_ value: Value, _ field: String) -> FieldProblem?

/// One field of a record as breathe keeps it in a file: its key, the type it holds,
/// whether it may be absent, and its rule. Declared once per field (`StoredRecord.fields`);
/// the store's two readers, its writer, reports' JSON, the record rules and the journal
/// take what they need from it. A class: the readers call it for every field of every
/// record, and a struct of closures would be copied, each closure retained, every time.
public final class RecordField<Record>: Sendable {
    let key: String
    let keyBytes: [UInt8]
    let isRequired: Bool
    /// From the store's bytes; false for anything unusual or a value that breaks the rule.
    let readFast: @Sendable (inout JSONByteCursor, inout Record) -> Bool
    /// From a parsed object, with the problem (of type or of the rule) named.
    let readGeneral: @Sendable (FieldReader, inout Record) throws(FieldProblem) -> Void
    /// The value as written, or nil when the field is left out.
    let value: @Sendable (Record) -> JSONValue?
    /// Writes the key and the value, or nothing when the field is left out.
    let write: @Sendable (Record, inout JSONLayoutWriter) -> Void
    /// Nil for a field without a rule of its own.
    let problem: (@Sendable (Record) -> FieldProblem?)?

    private init(
        key: String, isRequired: Bool, readFast: @escaping @Sendable (inout JSONByteCursor, inout Record) -> Bool,
        readGeneral: @escaping @Sendable (FieldReader, inout Record) throws(FieldProblem) -> Void,
        value: @escaping @Sendable (Record) -> JSONValue?,
        write: @escaping @Sendable (Record, inout JSONLayoutWriter) -> Void,
        problem: (@Sendable (Record) -> FieldProblem?)?) {
        self.key = key
        keyBytes = Array(key.utf8)
        self.isRequired = isRequired
        self.readFast = readFast
        self.readGeneral = readGeneral
        self.value = value
        self.write = write
        self.problem = problem
    }

    /// A field every record has. `get` and `set` are the property (a key path as `get`
    /// costs nothing, one as `set` doubles the time to read the store).
    static func required<Value: StoredValue>(
        _ key: String, _ get: @escaping @Sendable (Record) -> Value,
        _ set: @escaping @Sendable (inout Record, Value) -> Void, rule: FieldRule<Value>? = nil) -> RecordField {
        let keyBytes = Array(key.utf8)
        return RecordField(
            key: key, isRequired: true,
            readFast: { cursor, record in
                guard let value = Value.read(from: &cursor), rule?(value, key) == nil else { return false }
                set(&record, value)
                return true
            },
            readGeneral: { fields, record throws(FieldProblem) in
                guard let found = fields.fields[key] else { throw fields.fail(key, .missing) }
                let value = try Value.read(found, field: fields.name(key))
                if let problem = rule?(value, key) { throw problem.inside(fields.path) }
                set(&record, value)
            },
            value: { get($0).json },
            write: { record, writer in
                writer.key(bytes: keyBytes)
                get(record).write(to: &writer)
            },
            problem: rule.map { rule in { @Sendable record in rule(get(record), key) } })
    }

    /// A field that may be absent or null: left out when nil, or written as null when
    /// `writesNull` (every record then has the same fields).
    static func optional<Value: StoredValue>(
        _ key: String, _ get: @escaping @Sendable (Record) -> Value?,
        _ set: @escaping @Sendable (inout Record, Value?) -> Void, writesNull: Bool = false,
        rule: FieldRule<Value>? = nil) -> RecordField {
        let keyBytes = Array(key.utf8)
        return RecordField(
            key: key, isRequired: false,
            readFast: { cursor, record in
                if cursor.readNull() {
                    set(&record, nil)
                    return true
                }
                guard let value = Value.read(from: &cursor), rule?(value, key) == nil else { return false }
                set(&record, value)
                return true
            },
            readGeneral: { fields, record throws(FieldProblem) in
                guard fields.has(key), let found = fields.fields[key] else { return }
                let value = try Value.read(found, field: fields.name(key))
                if let problem = rule?(value, key) { throw problem.inside(fields.path) }
                set(&record, value)
            },
            value: { record in get(record).map(\.json) ?? (writesNull ? .null : nil) },
            write: { record, writer in
                if let value = get(record) {
                    writer.key(bytes: keyBytes)
                    value.write(to: &writer)
                } else if writesNull {
                    writer.key(bytes: keyBytes)
                    writer.null()
                }
            },
            problem: rule.map { rule in { @Sendable record in get(record).flatMap { rule($0, key) } } })
    }
}

/// A record kept in a file, its fields declared once.
public protocol StoredRecord: Sendable {
    /// A record with every field empty, for a reader to fill in.
    static var blank: Self { get }
    /// In the order a person reads them; the writer sorts them by key.
    static var fields: [RecordField<Self>] { get }
}

extension StoredRecord {
    /// The fields in the order of their keys' UTF-8 bytes, as the writer writes them.
    static var fieldsByKey: [RecordField<Self>] {
        fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// One object from the store's bytes; nil for a missing, repeated or unknown field or
    /// anything unusual (the general reader then decides). `fields` are `fieldsByKey`.
    static func read(from cursor: inout JSONByteCursor, fields: [RecordField<Self>]) -> Self? {
        var record = blank
        var seen: UInt64 = 0
        // Keys usually come in the order the writer sorts them: the search starts at the
        // field after the last one found.
        var next = 0
        let read = cursor.readObject { key, cursor in
            guard let index = key.index(in: fields, from: next) else { return false }
            next = index + 1
            let bit: UInt64 = 1 << index
            guard seen & bit == 0 else { return false }
            seen |= bit
            return fields[index].readFast(&cursor, &record)
        }
        guard read != nil else { return nil }
        for (index, field) in fields.enumerated() where field.isRequired && seen & (1 << index) == 0 { return nil }
        return record
    }

    /// One object already parsed, each field read as the type it must have.
    static func read(_ object: FieldReader) throws(FieldProblem) -> Self {
        var record = blank
        for field in fields { try field.readGeneral(object, &record) }
        return record
    }

    /// The first field that breaks its own rule (the readers check each as they read it;
    /// this is for records made here).
    var fieldProblem: FieldProblem? {
        for field in Self.fields {
            if let problem = field.problem?(self) { return problem }
        }
        return nil
    }

    /// The fields as written, those left out absent.
    var storedFields: [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for field in Self.fields {
            if let value = field.value(self) { values[field.key] = value }
        }
        return values
    }

    /// The keys a record of this kind must hold, for a problem that names them.
    static var requiredKeys: [String] { fields.filter(\.isRequired).map(\.key) }
}

extension JSONKey {
    /// Where among `fields` this key is declared, looking from `start` round to it.
    func index<Record>(in fields: [RecordField<Record>], from start: Int) -> Int? {
        let count = fields.count
        for step in 0..<count {
            let index = (start + step) % count
            let matches = fields[index].keyBytes.withUnsafeBufferPointer { declared in
                declared.count == bytes.count && declared.elementsEqual(bytes)
            }
            if matches { return index }
        }
        return nil
    }
}
