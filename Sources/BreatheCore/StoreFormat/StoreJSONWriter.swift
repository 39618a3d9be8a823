import FoundationEssentials

/// Writes `progress.json`: indented, keys sorted, the same bytes the general encoder
/// gives with `.prettyPrinted` and `.sortedKeys`, many times faster.
///
/// The store is rewritten after every session, so with years of sessions the encoder's
/// cost is felt at the end of each one. The layout stays readable for a person opening
/// the file, and a test holds the output to the general encoder's, byte for byte.
public enum StoreJSONWriter {
    public static func encode(_ store: ProgressStore) -> Data {
        var writer = JSONLayoutWriter(capacity: store.sessions.count * 420 + 256)
        writer.open(0x7B)
        writer.key("activations")
        writer.records(store.activations)
        // Only once there is a result: a store without one is the file it always was.
        if !store.boltResults.isEmpty {
            writer.key("boltResults")
            writer.records(store.boltResults)
        }
        writer.key("completions")
        writer.records(store.completions)
        writer.key("formatVersion")
        writer.int(store.formatVersion)
        writer.key("sessions")
        writer.records(store.sessions)
        writer.key("settingChanges")
        writer.records(store.settingChanges)
        writer.close(0x7D)
        return writer.bytes.data
    }
}

extension JSONLayoutWriter {
    /// A list of records, each with its declared fields in the order of their keys. A
    /// record that also carries fields this version does not know is written as one
    /// sorted object of both.
    mutating func records<Record: ProgressRecord>(_ records: [Record]) {
        let fields = Record.fieldsByKey
        open(0x5B)
        for record in records {
            element()
            guard record.unknownFields.isEmpty else {
                value(record.storedObject)
                continue
            }
            open(0x7B)
            for field in fields { field.write(record, &self) }
            close(0x7D)
        }
        close(0x5D)
    }
}
