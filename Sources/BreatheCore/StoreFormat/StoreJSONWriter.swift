import FoundationEssentials

/// Writes `progress.json`: indented, keys sorted, the same bytes the general encoder
/// gives with `.prettyPrinted` and `.sortedKeys`, many times faster.
///
/// The store is rewritten after every session, so with years of sessions the encoder's
/// cost is felt at the end of each one. The layout stays readable for a person opening
/// the file, and a test holds the output to the general encoder's, byte for byte.
public enum StoreJSONWriter {
    public static func encode(_ store: ProgressStore) -> Data {
        var writer = Writer(capacity: store.sessions.count * 420 + 256)
        writer.open(0x7B)
        writer.key("activations")
        writer.open(0x5B)
        for activation in store.activations {
            writer.element()
            guard activation.unknownFields.isEmpty else {
                writer.value(.object(activation.unknownFields.merging([
                    "at": .string(activation.at.iso8601), "id": .string(activation.id),
                    "programID": .string(activation.programID)]) { known, _ in
                    known
                }))
                continue
            }
            writer.open(0x7B)
            writer.key("at"); writer.timestamp(activation.at)
            writer.key("id"); writer.string(activation.id)
            writer.key("programID"); writer.string(activation.programID)
            writer.close(0x7D)
        }
        writer.close(0x5D)
        // Only once there is a result: a store without one is the file it always was.
        if !store.boltResults.isEmpty {
            writer.key("boltResults")
            writer.open(0x5B)
            for result in store.boltResults {
                writer.element()
                guard result.unknownFields.isEmpty else {
                    writer.value(.object(result.unknownFields.merging([
                        "at": .string(result.at.iso8601), "id": .string(result.id),
                        "seconds": .number(result.seconds)]) { known, _ in
                        known
                    }))
                    continue
                }
                writer.open(0x7B)
                writer.key("at"); writer.timestamp(result.at)
                writer.key("id"); writer.string(result.id)
                writer.key("seconds"); writer.double(result.seconds)
                writer.close(0x7D)
            }
            writer.close(0x5D)
        }
        writer.key("completions")
        writer.open(0x5B)
        for completion in store.completions {
            writer.element()
            guard completion.unknownFields.isEmpty else {
                writer.value(.object(completion.unknownFields.merging([
                    "completedAt": .string(completion.completedAt.iso8601), "id": .string(completion.id),
                    "lessonID": .string(completion.lessonID),
                    "programID": .string(completion.programID),
                    "sessionIDs": .array(completion.sessionIDs.map(JSONValue.string)),
                ]) { known, _ in known }))
                continue
            }
            writer.open(0x7B)
            writer.key("completedAt"); writer.timestamp(completion.completedAt)
            writer.key("id"); writer.string(completion.id)
            writer.key("lessonID"); writer.string(completion.lessonID)
            writer.key("programID"); writer.string(completion.programID)
            writer.key("sessionIDs"); writer.open(0x5B)
            for id in completion.sessionIDs {
                writer.element()
                writer.string(id)
            }
            writer.close(0x5D)
            writer.close(0x7D)
        }
        writer.close(0x5D)
        writer.key("formatVersion"); writer.int(store.formatVersion)
        writer.key("sessions")
        writer.open(0x5B)
        for session in store.sessions {
            writer.element()
            writer.session(session)
        }
        writer.close(0x5D)
        writer.key("settingChanges")
        writer.open(0x5B)
        for change in store.settingChanges {
            writer.element()
            guard change.unknownFields.isEmpty else {
                writer.value(.object(change.unknownFields.merging([
                    "at": .string(change.at.iso8601), "id": .string(change.id), "key": .string(change.key),
                    "value": .string(change.value)]) { known, _ in
                    known
                }))
                continue
            }
            writer.open(0x7B)
            writer.key("at"); writer.timestamp(change.at)
            writer.key("id"); writer.string(change.id)
            writer.key("key"); writer.string(change.key)
            writer.key("value"); writer.string(change.value)
            writer.close(0x7D)
        }
        writer.close(0x5D)
        writer.close(0x7D)
        return writer.bytes.data
    }

    /// Appends JSON to one byte buffer. Every open object or array indents its contents
    /// by two more spaces; each keeps a count of what it holds, for the commas.
    private struct Writer: ~Copyable {
        var bytes: GrowingBytes
        private var counts: [Int] = []

        init(capacity: Int) {
            bytes = GrowingBytes(capacity: capacity)
        }

        /// `{` or `[`.
        mutating func open(_ bracket: UInt8) {
            bytes.append(bracket)
            counts.append(0)
        }

        /// `}` or `]` on a line of its own; an empty one keeps the encoder's blank line.
        mutating func close(_ bracket: UInt8) {
            if counts.removeLast() == 0 { newline(indent: 0) }
            newline(indent: counts.count * 2)
            bytes.append(bracket)
        }

        /// Starts the next element of an array.
        mutating func element() {
            if counts[counts.count - 1] > 0 { bytes.append(0x2C) }
            counts[counts.count - 1] += 1
            newline(indent: counts.count * 2)
        }

        /// Starts the next field of an object: `"key" : `. Callers give keys in sorted order.
        mutating func key(_ key: StaticString) {
            element()
            bytes.append(0x22)
            append(key)
            append("\" : ")
        }

        mutating func session(_ session: SessionRecord) {
            guard session.unknownFields.isEmpty else {
                value(.object(session.unknownFields.merging(Self.knownFields(of: session)) { known, _ in known }))
                return
            }
            open(0x7B)
            if let continues = session.continues { key("continues"); string(continues) }
            key("counted"); append(session.counted ? "true" : "false")
            key("endReason"); string(session.endReason.rawValue)
            key("endedAt"); timestamp(session.endedAt)
            if let holds = session.holds {
                key("holds"); open(0x5B)
                for hold in holds {
                    element()
                    double(hold)
                }
                close(0x5D)
            }
            key("id"); string(session.id)
            key("lessonID"); optionalString(session.lessonID)
            if let mood = session.moodAfter { key("moodAfter"); int(mood) }
            if let mood = session.moodBefore { key("moodBefore"); int(mood) }
            if let discomfort = session.paceDiscomfort { key("paceDiscomfort"); append(discomfort ? "true" : "false") }
            if let ease = session.paceEase { key("paceEase"); int(ease) }
            if let run = session.paceRun { key("paceRun"); string(run) }
            key("pattern"); string(session.pattern)
            if let to = session.patternTo { key("patternTo"); string(to) }
            key("plannedSeconds"); double(session.plannedSeconds)
            key("practicedSeconds"); double(session.practicedSeconds)
            key("programID"); optionalString(session.programID)
            key("startedAt"); timestamp(session.startedAt)
            close(0x7D)
        }

        /// A session's fields as values, for a session that also carries fields this
        /// version does not know.
        private static func knownFields(of session: SessionRecord) -> [String: JSONValue] {
            var fields: [String: JSONValue] = [
                "counted": .bool(session.counted), "endReason": .string(session.endReason.rawValue),
                "endedAt": .string(session.endedAt.iso8601),
                "id": .string(session.id), "lessonID": session.lessonID.map(JSONValue.string) ?? .null,
                "pattern": .string(session.pattern),
                "plannedSeconds": .number(session.plannedSeconds),
                "practicedSeconds": .number(session.practicedSeconds),
                "programID": session.programID.map(JSONValue.string) ?? .null,
                "startedAt": .string(session.startedAt.iso8601),
            ]
            if let continues = session.continues { fields["continues"] = .string(continues) }
            if let holds = session.holds { fields["holds"] = .array(holds.map(JSONValue.number)) }
            if let mood = session.moodAfter { fields["moodAfter"] = .number(Double(mood)) }
            if let mood = session.moodBefore { fields["moodBefore"] = .number(Double(mood)) }
            if let discomfort = session.paceDiscomfort { fields["paceDiscomfort"] = .bool(discomfort) }
            if let ease = session.paceEase { fields["paceEase"] = .number(Double(ease)) }
            if let run = session.paceRun { fields["paceRun"] = .string(run) }
            if let to = session.patternTo { fields["patternTo"] = .string(to) }
            return fields
        }

        /// Any value, in the same layout: keys in the order of their UTF-8 bytes, as the
        /// general encoder sorts them. Records with fields this version does not know are
        /// written this way, the known fields and the unknown ones in one sorted object.
        mutating func value(_ value: JSONValue) {
            switch value {
            case .null: append("null")
            case .bool(let flag): append(flag ? "true" : "false")
            case .number(let number): double(number)
            case .string(let text): string(text)
            case .array(let items):
                open(0x5B)
                for item in items {
                    element()
                    self.value(item)
                }
                close(0x5D)
            case .object(let fields):
                open(0x7B)
                for key in fields.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                    element()
                    string(key)
                    append(" : ")
                    self.value(fields[key]!)
                }
                close(0x7D)
            }
        }

        private mutating func append(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        /// A line break and `indent` spaces, in one copy for the usual depths (a session's
        /// fields are six deep).
        private mutating func newline(indent: Int) {
            let spaces: StaticString = "\n                                "
            if indent < spaces.utf8CodeUnitCount {
                bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: indent + 1))
                return
            }
            bytes.append(0x0A)
            for _ in 0..<indent { bytes.append(0x20) }
        }

        mutating func timestamp(_ value: LocalTimestamp) {
            string(value.iso8601)
        }

        /// Digits written straight into the buffer, without a String in between.
        mutating func int(_ value: Int) {
            if value < 0 { bytes.append(0x2D) }
            var magnitude = value.magnitude
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
                var count = 0
                repeat {
                    digits[19 - count] = 0x30 + UInt8(magnitude % 10)
                    magnitude /= 10
                    count += 1
                } while magnitude > 0
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
            }
        }

        /// Swift's shortest form that reads back as the same Double, without a ".0"
        /// on whole numbers: "300", "0.5", "1e+20". Never `nan` or `inf`, which no JSON
        /// reader accepts: records are checked before they are written, and should one
        /// slip through, it is written as a number the record rules then set aside.
        mutating func double(_ value: Double) {
            guard value.isFinite else {
                append(value.isNaN ? "0" : value < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308")
                return
            }
            // Whole seconds, the usual case, as an integer: the same text, without
            // formatting a Double.
            if value == value.rounded(), abs(value) < 1_000_000, !(value == 0 && value.sign == .minus) {
                int(Int(value))
                return
            }
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func optionalString(_ value: String?) {
            if let value { string(value) } else { append("null") }
        }

        /// Quotes and backslashes escaped, `/` as `\/`, control characters as short
        /// escapes or `\u00XX`; everything else as UTF-8.
        mutating func string(_ value: String) {
            bytes.append(0x22)
            // Most text (ids, times, patterns) has nothing to escape: copied whole.
            let utf8 = value.utf8
            if let copied = utf8.withContiguousStorageIfAvailable({ text -> Bool in
                guard !text.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x2F }) else {
                    return false
                }
                bytes.append(contentsOf: text)
                return true
            }), copied {
                bytes.append(0x22)
                return
            }
            for byte in utf8 {
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x2F: append("\\/")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0..<0x20:
                    append("\\u00")
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                default:
                    bytes.append(byte)
                }
            }
            bytes.append(0x22)
        }

        private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    }
}
