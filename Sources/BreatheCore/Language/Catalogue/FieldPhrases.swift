/// What is wrong with one field of a file from outside (a record of the store, an import,
/// a sync copy, a journal, a program file): the facts, worded in either language. The
/// field's path (`sessions[3].startedAt`) is put in front by `FieldProblem`. Their words
/// are in `po/`.
public enum FieldIssue: TranslatedPhrases, Equatable {
    /// Not an object where one was expected.
    case notAnObject(holding: ObjectContents, found: JSONKind)
    case missing
    case notAString(found: JSONKind)
    case empty
    /// An id in a file the person writes (a program): how to write one.
    case notAnID(String)
    /// An id in a record.
    case badID(String)
    case notANumber(found: JSONKind)
    case notAWholeNumber(ClosedRange<Int>, found: ShownValue)
    case notABool(found: ShownValue)
    case notATime(ShownValue)
    case notAList(found: JSONKind)
    case notOneOf([String], found: ShownValue)
    case patternLength(ClosedRange<Int>)
    /// A free session (no program) marked as counted.
    case freePracticeCounted
    /// One of programID and lessonID without the other.
    case lessonFieldsApart
    case plannedSeconds(ClosedRange<Double>, found: Double)
    case practicedSeconds(planned: Double, found: Double)
    case outOfRange(ClosedRange<Int>, found: Int)
    case sessionCount(ClosedRange<Int>, found: Int)
    /// A session's list of holds, longer than its rounds can be.
    case holdCount(most: Int, found: Int)
    case notASettingName(String)
    /// A setting of one device (syncFolder) arriving from another.
    case deviceOnlySetting(String)
    case settingValueSize(ClosedRange<Int>)
    case settingValue(SettingValueProblem)
    case timeOutOfRange
    case earlierPracticed(upper: Double, found: Double)
    case notJSON(JSONSyntaxError)
    /// The id of a record an earlier record of the same file holds.
    case repeatedID(String, keptAt: String)
    /// From outside, the id of a record here that names another thing (`IDCollisions`).
    case idOfAnotherRecord(String)
    /// A completion none of whose sessions, of its own lesson, the same file holds.
    case noSessionBehind
    /// A completion whose sessions of its lesson practised less than the lowest threshold
    /// of the longest length they planned.
    case tooLittleBehind(practiced: Double, planned: Double)
    case programNotAnObject(found: JSONKind)
    case noLessons
    case emptyProgram
    case tooManyLessons(most: Int, found: Int)
    case repeatedLesson(String, alsoAt: Int)
    case pattern(PatternError)
    case plan(PlanError)
    case tooLong(most: Int)
    case tooLongText(most: Int, found: Int)
    case noLength
    case bothLengths
    case notPositive(found: Double)
    case minutes(ClosedRange<Double>, found: Double)
    case notWhole(found: Double)
    /// A text given by language with no language in it.
    case noTranslations
    /// A key of a text by language that is no language breathe speaks ("zh-CN").
    case notALanguage(String)

    public static let area = "fieldIssue"

    public var facts: [String: Fact] {
        switch self {
        case .notAnObject(let holding, let found): ["contents": .said(holding), "found": .saidAfterWord(found)]
        case .notAString(let found), .notANumber(let found), .notAList(let found), .programNotAnObject(let found):
            ["found": .saidAfterWord(found)]
        case .notAnID(let text), .badID(let text):
            ["id": .quoted(text), "most": .number(FieldLimits.idLength.upperBound)]
        case .notAWholeNumber(let range, let found):
            ["lowest": .number(range.lowerBound), "highest": .number(range.upperBound), "found": .saidAfterWord(found)]
        case .notABool(let found): ["found": .saidAfterWord(found)]
        case .notATime(let found): ["value": .said(found)]
        case .notOneOf(let words, let found): ["words": .items(words), "found": .saidAfterWord(found)]
        case .patternLength(let range), .settingValueSize(let range):
            ["lowest": .number(range.lowerBound), "highest": .number(range.upperBound)]
        case .plannedSeconds(let range, let found), .minutes(let range, let found):
            ["lowest": .decimal(range.lowerBound), "highest": .decimal(range.upperBound), "found": .decimal(found)]
        case .practicedSeconds(let planned, let found): ["planned": .decimal(planned), "found": .decimal(found)]
        case .outOfRange(let range, let found), .sessionCount(let range, let found):
            ["lowest": .number(range.lowerBound), "highest": .number(range.upperBound), "found": .number(found)]
        case .holdCount(let most, let found), .tooManyLessons(let most, let found), .tooLongText(let most, let found):
            ["most": .number(most), "found": .number(found)]
        case .notASettingName(let text): ["name": .quoted(text)]
        case .deviceOnlySetting(let key): ["setting": .text(key)]
        case .settingValue(let problem): ["problem": .said(problem)]
        case .timeOutOfRange:
            ["earliest": .number(FieldLimits.years.lowerBound), "latest": .number(FieldLimits.years.upperBound)]
        case .earlierPracticed(let upper, let found): ["highest": .decimal(upper), "found": .decimal(found)]
        case .notJSON(let error): ["error": .said(error)]
        case .repeatedID(let id, let first): ["id": .text(JSONValue.string(id).shortText), "first": .text(first)]
        case .idOfAnotherRecord(let id): ["id": .text(JSONValue.string(id).shortText)]
        case .tooLittleBehind(let practiced, let planned):
            ["practised": .duration(practiced), "planned": .duration(planned), "threshold": .text(Self.lowestThreshold)]
        case .repeatedLesson(let id, let earlier): ["id": .quoted(id), "earlier": .number(earlier)]
        case .pattern(let error): ["error": .said(error)]
        case .plan(let error): ["error": .said(error)]
        case .tooLong(let most): ["most": .number(most)]
        case .notPositive(let found), .notWhole(let found): ["found": .decimal(found)]
        case .noTranslations: ["languages": .alternatives(Language.names)]
        case .notALanguage(let name):
            ["name": .quoted(TerminalText.clean(String(name.prefix(80)))), "languages": .alternatives(Language.names)]
        case .missing, .empty, .freePracticeCounted, .lessonFieldsApart, .noSessionBehind, .noLessons, .emptyProgram,
             .noLength, .bothLengths:
            [:]
        }
    }

    /// The count a plural message's noun follows: "at most 10 holds".
    public var count: Int? {
        switch self {
        case .holdCount(let most, _), .tooManyLessons(let most, _), .tooLong(let most), .tooLongText(let most, _): most
        case .patternLength(let range), .sessionCount(let range, _): range.upperBound
        default: nil
        }
    }

    /// "50%": the lowest threshold a setting may have.
    static var lowestThreshold: String { "\(Int(CompletionRule.thresholdRange.lowerBound * 100))%" }

    static let samples: [FieldIssue] = [
        .notAnObject(holding: .fields(["id", "programID", "at"]), found: .string),
        .notAnObject(holding: .sessionInProgress, found: .list),
        .notAnObject(holding: .lesson, found: .null), .notAnObject(holding: .textsByLanguage, found: .list),
        .noTranslations, .notALanguage("zh-CN"), .missing, .notAString(found: .number), .empty, .notAnID("Box Focus"),
        .badID("A b"),
        .notANumber(found: .string), .notAWholeNumber(1...5, found: .typed("7")), .notABool(found: .typed("\"yes\"")),
        .notATime(.typed("\"yesterday\"")), .notAList(found: .object),
        .notOneOf(["daily", "free"], found: .typed("\"weekly\"")),
        .patternLength(1...100), .freePracticeCounted, .lessonFieldsApart, .plannedSeconds(0.5...7440, found: 0),
        .practicedSeconds(planned: 64, found: -5), .outOfRange(1...5, found: 7), .sessionCount(1...1000, found: 0),
        .holdCount(most: 10, found: 11),
        .notASettingName("a b"), .deviceOnlySetting("syncFolder"), .settingValueSize(1...1000),
        .settingValue(.refused(SettingValueRefusal(key: "volume", value: .number(300)))), .timeOutOfRange,
        .earlierPracticed(upper: 7440, found: -1),
        .notJSON(JSONSyntaxError(.endsEarly, line: 1, column: 9)), .repeatedID("a", keptAt: "sessions[0]"),
        .idOfAnotherRecord("a"), .noSessionBehind, .tooLittleBehind(practiced: 5, planned: 180),
        .programNotAnObject(found: .list), .noLessons, .emptyProgram, .tooManyLessons(most: 1000, found: 1001),
        .repeatedLesson("one", alsoAt: 0), .pattern(.unknownName("squar")), .plan(.tooLong(seconds: 9000)),
        .tooLong(most: 2000),
        .tooLongText(most: 200, found: 240), .noLength, .bothLengths, .notPositive(found: -1),
        .minutes(1...120, found: 500),
        .notWhole(found: 2.5),
    ]
}

/// What an object from outside should have held, as "must be an object with …" says it.
public enum ObjectContents: TranslatedPhrases, Equatable {
    /// These fields: "id, programID and at".
    case fields([String])
    /// A journal: "the session in progress".
    case sessionInProgress
    /// A lesson of a program file: "id, title, pattern and minutes or cycles".
    case lesson
    /// A text given by language: {"en": …, "zh-Hans": …}.
    case textsByLanguage

    public static let area = "objectContents"

    /// Fields are one message when there is one, another with the last named apart.
    public var key: String {
        if case .fields(let names) = self { return Self.area + (names.count > 1 ? ".fields" : ".field") }
        return caseKey
    }

    public var facts: [String: Fact] {
        guard case .fields(let names) = self else { return [:] }
        guard names.count > 1 else { return ["field": .text(names.first ?? "")] }
        return ["fields": .items(Array(names.dropLast())), "last": .text(names[names.count - 1])]
    }

    static let samples: [ObjectContents] = [
        .fields(["id"]), .fields(["id", "programID", "at"]), .sessionInProgress, .lesson, .textsByLanguage,
    ]
}

extension Words {
    public func callAsFunction(_ problem: FieldProblem) -> String { say(problem) }
}
