/// A program as the JSON of a program file: what `ProgramDecoder` reads back equal. The
/// fuzz target holds the two to that round trip.
extension Program {
    public var jsonValue: JSONValue {
        .object([
            "id": .string(id), "title": titleText.jsonValue, "summary": summaryText.jsonValue,
            "pace": .string(pace.rawValue),
            "lessons": .array(lessons.map(\.jsonValue)),
        ])
    }
}

extension Lesson {
    public var jsonValue: JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(id), "title": titleText.jsonValue, "pattern": .string(patternText)]
        if let patternToText { fields["to"] = .string(patternToText) }
        switch length {
        case .minutes(let minutes): fields["minutes"] = .number(minutes)
        case .cycles(let cycles): fields["cycles"] = .number(Double(cycles))
        }
        if let noteText { fields["note"] = noteText.jsonValue }
        return .object(fields)
    }
}

extension ProgramText {
    /// English alone as a plain string, as files have always had it; anything else as an
    /// object of texts by language.
    public var jsonValue: JSONValue {
        if texts.count == 1, let english = texts[.english] { return .string(english) }
        return .object(Dictionary(uniqueKeysWithValues: texts.map { ($0.key.rawValue, JSONValue.string($0.value)) }))
    }
}
