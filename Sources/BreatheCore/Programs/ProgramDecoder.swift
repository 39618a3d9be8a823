import FoundationEssentials

/// A problem in a program file, naming the file and the field so the person can fix it.
public struct ProgramFileError: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// A path into the document such as `lessons[2].pattern`, or empty for the whole file.
    public let field: String
    public let problem: String

    public var description: String {
        field.isEmpty ? "\(file): \(problem)" : "\(file): \(field): \(problem)"
    }
}

/// Reads one program file (the format is in Docs/PROGRAMS.md).
///
/// Every check names the field it is about. The same reader serves the built-in catalogue
/// and people's own files, so the two formats can never drift apart.
public enum ProgramDecoder {
    public static func decode(_ data: Data, file: String, source: ProgramSource) throws(ProgramFileError) -> Program {
        func fail(_ field: String, _ problem: String) -> ProgramFileError {
            ProgramFileError(file: file, field: field, problem: problem)
        }
        let document: JSONValue
        do {
            document = try JSONValue.parse(data)
        } catch {
            throw fail("", error.description)
        }
        guard case .object(let root) = document else {
            throw fail("", "a program file holds one object with id, title, summary and lessons, not \(document.kindName)")
        }
        let id = try identifier(root["id"], field: "id", fail: fail)
        let title = try text(root["title"], field: "title", fail: fail)
        let summary = try text(root["summary"], field: "summary", fail: fail)
        guard let lessonsValue = root["lessons"] else { throw fail("lessons", "missing: a program needs a list of lessons") }
        guard case .array(let lessonValues) = lessonsValue else {
            throw fail("lessons", "must be a list of lessons, not \(lessonsValue.kindName)")
        }
        guard !lessonValues.isEmpty else { throw fail("lessons", "the program is empty: it needs at least one lesson") }

        var lessons: [Lesson] = []
        var seen: [String: Int] = [:]
        for (index, value) in lessonValues.enumerated() {
            let path = "lessons[\(index)]"
            guard case .object(let fields) = value else {
                throw fail(path, "each lesson is an object with id, title, pattern and minutes or cycles, not \(value.kindName)")
            }
            let lessonID = try identifier(fields["id"], field: path + ".id", fail: fail)
            if let earlier = seen[lessonID] {
                throw fail(path + ".id", "duplicate lesson id '\(lessonID)' (also lessons[\(earlier)]); lesson ids must be unique in a program")
            }
            seen[lessonID] = index
            let lessonTitle = try text(fields["title"], field: path + ".title", fail: fail)
            let patternText = try text(fields["pattern"], field: path + ".pattern", fail: fail)
            let pattern: BreathPattern
            do {
                pattern = try PatternNotation.parse(patternText)
            } catch {
                throw fail(path + ".pattern", error.description)
            }
            let length = try lessonLength(fields, path: path, fail: fail)
            do {
                _ = try PracticePlan(pattern: pattern, length: length)
            } catch {
                throw fail(path, error.description)
            }
            var note: String?
            if let noteValue = fields["note"], noteValue != .null {
                guard case .string(let noteText) = noteValue else {
                    throw fail(path + ".note", "must be a string, not \(noteValue.kindName)")
                }
                note = noteText.isEmpty ? nil : noteText
            }
            lessons.append(Lesson(id: lessonID, title: lessonTitle, patternText: patternText, pattern: pattern, length: length, note: note))
        }
        return Program(id: id, title: title, summary: summary, lessons: lessons, source: source)
    }

    private static func lessonLength(_ fields: [String: JSONValue], path: String, fail: (String, String) -> ProgramFileError) throws(ProgramFileError) -> SessionLength {
        switch (fields["minutes"], fields["cycles"]) {
        case (nil, nil), (.null?, nil), (nil, .null?), (.null?, .null?):
            throw fail(path, "missing length: give \"minutes\" or \"cycles\"")
        case (.some, .some):
            throw fail(path, "give \"minutes\" or \"cycles\", not both")
        case (let value?, nil):
            guard case .number(let minutes) = value else { throw fail(path + ".minutes", "must be a number, not \(value.kindName)") }
            guard minutes > 0 else { throw fail(path + ".minutes", "must be more than 0, not \(formatSeconds(minutes))") }
            return .minutes(minutes)
        case (nil, let value?):
            guard case .number(let cycles) = value else { throw fail(path + ".cycles", "must be a whole number, not \(value.kindName)") }
            guard cycles == cycles.rounded(), abs(cycles) < 1e9 else { throw fail(path + ".cycles", "must be a whole number, not \(formatSeconds(cycles))") }
            guard cycles > 0 else { throw fail(path + ".cycles", "must be more than 0, not \(Int(cycles))") }
            return .cycles(Int(cycles))
        }
    }

    private static func text(_ value: JSONValue?, field: String, fail: (String, String) -> ProgramFileError) throws(ProgramFileError) -> String {
        guard let value else { throw fail(field, "missing") }
        guard case .string(let string) = value else { throw fail(field, "must be a string, not \(value.kindName)") }
        guard !string.trimmingWhitespace().isEmpty else { throw fail(field, "must not be empty") }
        return string
    }

    /// Ids are stored in progress files for good: keep them to plain lowercase words.
    private static func identifier(_ value: JSONValue?, field: String, fail: (String, String) -> ProgramFileError) throws(ProgramFileError) -> String {
        let string = try text(value, field: field, fail: fail)
        let allowed = string.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "." }
        guard allowed, string.count <= 64 else {
            throw fail(field, "'\(string)' is not a valid id: use lowercase letters, digits, '-', '_' or '.', at most 64 characters")
        }
        return string
    }
}
