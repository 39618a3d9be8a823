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
    public static func decode(
        _ data: Data, file: String, source: ProgramSource,
        pace: Double = PacePlan.defaultRate) throws(ProgramFileError) -> Program {
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

    private static func program(
        _ document: JSONValue, source: ProgramSource, pace: Double) throws(FieldProblem) -> Program {
        guard case .object = document else {
            throw FieldProblem(field: "", .programNotAnObject(found: document.kind))
        }
        let root = try FieldReader(document, path: "", shouldHold: .fields(["id", "title", "summary", "lessons"]))
        let id = try root.identifier("id")
        let title = try translated(root, "title", longest: longestTitle)
        let summary = try translated(root, "summary", longest: longestText)
        guard root.fields["lessons"] != nil else { throw root.fail("lessons", .noLessons) }
        let lessonValues = try root.list("lessons")
        guard !lessonValues.isEmpty else { throw root.fail("lessons", .emptyProgram) }
        guard lessonValues.count <= mostLessons else {
            throw root.fail("lessons", .tooManyLessons(most: mostLessons, found: lessonValues.count))
        }

        var lessons: [Lesson] = []
        var seen: [String: Int] = [:]
        for (index, value) in lessonValues.enumerated() {
            let fields = try FieldReader(value, path: "lessons[\(index)]", shouldHold: .lesson)
            let lessonID = try fields.identifier("id")
            if let earlier = seen[lessonID] {
                throw fields.fail("id", .repeatedLesson(lessonID, alsoAt: earlier))
            }
            seen[lessonID] = index
            let lessonTitle = try translated(fields, "title", longest: longestTitle)
            let patternText = try text(fields, "pattern", longest: FieldLimits.patternLength.upperBound)
            let pattern: BreathPattern
            do {
                pattern = try PatternNotation.parse(patternText, pace: pace)
            } catch {
                throw fields.fail("pattern", .pattern(error))
            }
            let length = try lessonLength(fields)
            let rampTo = try target(fields, pace: pace)
            let plan: PracticePlan
            do {
                plan = if let rampTo {
                    try PracticePlan(ramp: pattern, to: rampTo.pattern, length: length)
                } else { try PracticePlan(pattern: pattern, length: length) }
            } catch .rampPhasesDiffer(let from, let to) {
                throw fields.fail("to", .plan(.rampPhasesDiffer(from: from, to: to)))
            } catch {
                throw FieldProblem(field: fields.path, .plan(error))
            }
            let note = try translatedNote(fields)
            lessons.append(Lesson(
                id: lessonID, title: lessonTitle, patternText: patternText, pattern: pattern, plan: plan,
                length: length, note: note, patternToText: rampTo?.text))
        }
        var pace = Pace.daily
        if root.has("pace") { pace = try root.word("pace", as: Pace.self) }
        return Program(id: id, title: title, summary: summary, lessons: lessons, pace: pace, source: source)
    }

    /// A ramp's last pattern ("to"), read as `pattern` is; nil when there is none.
    private static func target(
        _ fields: FieldReader, pace: Double) throws(FieldProblem) -> (text: String, pattern: BreathPattern)? {
        guard fields.has("to") else { return nil }
        let text = try text(fields, "to", longest: FieldLimits.patternLength.upperBound)
        do {
            return (text, try PatternNotation.parse(text, pace: pace))
        } catch {
            throw fields.fail("to", .pattern(error))
        }
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

    /// A title or summary: a string, or an object of texts by language
    /// (`{"en": "Settle in", "zh-Hans": "安顿下来"}`) giving at least one of them.
    private static func translated(
        _ fields: FieldReader, _ key: String, longest: Int) throws(FieldProblem) -> ProgramText {
        guard let texts = try languageTexts(fields, key) else {
            return ProgramText(try text(fields, key, longest: longest))
        }
        var found: [Language: String] = [:]
        for (language, name) in texts.languages { found[language] = try text(texts.reader, name, longest: longest) }
        guard let translated = ProgramText(found) else { throw fields.fail(key, .noTranslations) }
        return translated
    }

    /// A lesson's note, given as a title is but optional: an empty text is no note.
    private static func translatedNote(_ fields: FieldReader) throws(FieldProblem) -> ProgramText? {
        guard fields.has("note") else { return nil }
        let texts = try languageTexts(fields, "note")
        let reader = texts?.reader ?? fields
        var found: [Language: String] = [:]
        for (language, name) in texts?.languages ?? [(.english, "note")] {
            let noteText = try reader.string(name)
            guard noteText.count <= longestText else { throw reader.fail(name, .tooLong(most: longestText)) }
            if !noteText.isEmpty { found[language] = noteText }
        }
        return ProgramText(found)
    }

    /// The texts of an object of texts by language, or nil when `key` holds no object (a
    /// plain string, read as always). Every key must be a language breathe speaks:
    /// another is far more likely a slip ("zh-CN", "cn") than a translation to keep, and
    /// ignoring it would show the other language without saying why.
    private static func languageTexts(
        _ fields: FieldReader,
        _ key: String) throws(FieldProblem) -> (reader: FieldReader, languages: [(Language, String)])? {
        guard let value = fields.fields[key], case .object(let texts) = value else { return nil }
        var languages: [(Language, String)] = []
        for name in texts.keys.sorted() {
            guard let language = Language(rawValue: name) else {
                throw fields.fail(key, .notALanguage(name))
            }
            languages.append((language, name))
        }
        return (try FieldReader(value, path: fields.name(key), shouldHold: .textsByLanguage), languages)
    }

    private static func text(_ fields: FieldReader, _ key: String, longest: Int) throws(FieldProblem) -> String {
        let value = try fields.text(key)
        guard value.count <= longest else { throw fields.fail(key, .tooLongText(most: longest, found: value.count)) }
        return value
    }
}

