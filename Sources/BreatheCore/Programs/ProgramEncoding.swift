/// A program as the JSON of a program file: what `ProgramDecoder` reads back equal. The
/// fuzz target holds the two to that round trip.
extension Program {
    public var jsonValue: JSONValue {
        .object([
            "id": .string(id), "title": .string(title), "summary": .string(summary), "pace": .string(pace.rawValue),
            "lessons": .array(lessons.map(\.jsonValue)),
        ])
    }
}

extension Lesson {
    public var jsonValue: JSONValue {
        var fields: [String: JSONValue] = ["id": .string(id), "title": .string(title), "pattern": .string(patternText)]
        switch length {
        case .minutes(let minutes): fields["minutes"] = .number(minutes)
        case .cycles(let cycles): fields["cycles"] = .number(Double(cycles))
        }
        if let note { fields["note"] = .string(note) }
        return .object(fields)
    }
}
