import FoundationEssentials

/// A problem in a program file, naming the file and the field so the person can fix it
/// (the words are in `ProgramFilePhrases`; `description` is the English).
public struct ProgramFileError: Error, Equatable, CustomStringConvertible {
    public let file: String
    /// A path into the document such as `lessons[2].pattern`, or empty for the whole file.
    public let field: String
    public let issue: FieldIssue

    public var description: String { english }
}

/// Reads one program file (the format is in Docs/PROGRAMS.md).
///
/// Every check names the field it is about. The same reader serves the built-in catalogue
/// and people's own files, so the two formats can never drift apart.
public enum ProgramDecoder {
    /// Longer texts are not a title or a note any more, and would not fit a screen.
    public static let longestTitle = 200
    public static let longestText = 2000
    public static let mostLessons = 1000

    /// `pace` is what the pattern `pace` breathes (the setting).
    public static func decode(_ data: Data, file: String, source: ProgramSource, pace: Double = PacePlan.defaultRate) throws(ProgramFileError) -> Program {
        let document: JSONValue
        do {
            document = try JSONValue.parse(data)
        } catch {
            throw ProgramFileError(file: file, field: "", issue: .notJSON(error))
        }
        do throws(FieldProblem) {
            return try program(document, source: source, pace: pace)
        } catch {
            throw ProgramFileError(file: file, field: error.field, issue: error.issue)
        }
    }

    private static func program(_ document: JSONValue, source: ProgramSource, pace: Double) throws(FieldProblem) -> Program {
        guard case .object = document else {
            throw FieldProblem(field: "", .programNotAnObject(found: document.kind))
        }
        let root = try FieldReader(document, path: "", shouldHold: .fields(["id", "title", "summary", "lessons"]))
        let id = try root.identifier("id")
        let title = try text(root, "title", longest: longestTitle)
        let summary = try text(root, "summary", longest: longestText)
        guard root.fields["lessons"] != nil else { throw root.fail("lessons", .noLessons) }
        let lessonValues = try root.list("lessons")
        guard !lessonValues.isEmpty else { throw root.fail("lessons", .emptyProgram) }
        guard lessonValues.count <= mostLessons else { throw root.fail("lessons", .tooManyLessons(most: mostLessons, found: lessonValues.count)) }

        var lessons: [Lesson] = []
        var seen: [String: Int] = [:]
        for (index, value) in lessonValues.enumerated() {
            let fields = try FieldReader(value, path: "lessons[\(index)]", shouldHold: .lesson)
            let lessonID = try fields.identifier("id")
            if let earlier = seen[lessonID] {
                throw fields.fail("id", .repeatedLesson(lessonID, alsoAt: earlier))
            }
            seen[lessonID] = index
            let lessonTitle = try text(fields, "title", longest: longestTitle)
            let patternText = try text(fields, "pattern", longest: FieldLimits.patternLength.upperBound)
            let pattern: BreathPattern
            do {
                pattern = try PatternNotation.parse(patternText, pace: pace)
            } catch {
                throw fields.fail("pattern", .pattern(error))
            }
            let length = try lessonLength(fields)
            let plan: PracticePlan
            do {
                plan = try PracticePlan(pattern: pattern, length: length)
            } catch {
                throw FieldProblem(field: fields.path, .plan(error))
            }
            var note: String?
            if fields.has("note") {
                let noteText = try fields.string("note")
                guard noteText.count <= longestText else { throw fields.fail("note", .tooLong(most: longestText)) }
                note = noteText.isEmpty ? nil : noteText
            }
            lessons.append(Lesson(id: lessonID, title: lessonTitle, patternText: patternText, pattern: pattern, plan: plan, length: length, note: note))
        }
        var pace = Pace.daily
        if root.has("pace") { pace = try root.word("pace", as: Pace.self) }
        return Program(id: id, title: title, summary: summary, lessons: lessons, pace: pace, source: source)
    }

    private static func lessonLength(_ fields: FieldReader) throws(FieldProblem) -> SessionLength {
        switch (fields.has("minutes"), fields.has("cycles")) {
        case (false, false):
            throw FieldProblem(field: fields.path, .noLength)
        case (true, true):
            throw FieldProblem(field: fields.path, .bothLengths)
        case (true, false):
            let minutes = try fields.number("minutes")
            let range = SessionLength.minutesRange
            guard minutes > 0 else { throw fields.fail("minutes", .notPositive(found: minutes)) }
            guard range.contains(minutes) else {
                throw fields.fail("minutes", .minutes(range, found: minutes))
            }
            return .minutes(minutes)
        case (false, true):
            let cycles = try fields.number("cycles")
            guard cycles == cycles.rounded() else { throw fields.fail("cycles", .notWhole(found: cycles)) }
            guard cycles > 0 else { throw fields.fail("cycles", .notPositive(found: cycles)) }
            return .cycles(try fields.wholeNumber("cycles", in: SessionLength.cyclesRange))
        }
    }

    private static func text(_ fields: FieldReader, _ key: String, longest: Int) throws(FieldProblem) -> String {
        let value = try fields.text(key)
        guard value.count <= longest else { throw fields.fail(key, .tooLongText(most: longest, found: value.count)) }
        return value
    }
}
