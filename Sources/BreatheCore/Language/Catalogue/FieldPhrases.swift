/// What is wrong with one field of a file from outside (a record of the store, an import,
/// a sync copy, a journal, a program file): the facts, worded in either language. The
/// field's path (`sessions[3].startedAt`) is put in front by `FieldProblem`.
public enum FieldIssue: Phrases, Equatable {
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

    public var english: String {
        switch self {
        case .notAnObject(let holding, let found): "must be an object with \(holding.english), not \(found.english)"
        case .missing: "missing"
        case .notAString(let found): "must be a string, not \(found.english)"
        case .empty: "must not be empty"
        case .notAnID(let text):
            "'\(text)' is not a valid id: use lowercase letters, digits, '-', '_' or '.', at most "
                + "\(FieldLimits.idLength.upperBound) characters"
        case .badID(let text):
            "'\(text)' is not a valid id: lowercase letters, digits, '-', '_' or '.', at most "
                + "\(FieldLimits.idLength.upperBound) characters"
        case .notANumber(let found): "must be a number, not \(found.english)"
        case .notAWholeNumber(let range, let found):
            "must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(found.english)"
        case .notABool(let found): "must be true or false, not \(found.english)"
        case .notATime(let found): "\(found.english) is not a time like 2026-11-30T21:05:10+08:00"
        case .notAList(let found): "must be a list, not \(found.english)"
        case .notOneOf(let words, let found): "must be one of \(words.joined(separator: ", ")), not \(found.english)"
        case .patternLength(let range): "must be \(range.lowerBound) to \(range.upperBound) characters long"
        case .freePracticeCounted: "free practice (no programID) never counts"
        case .lessonFieldsApart: "programID and lessonID are both set (a lesson) or both null (free practice)"
        case .plannedSeconds(let range, let found):
            "must be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)) seconds, not "
                + "\(formatNumber(found))"
        case .practicedSeconds(let planned, let found):
            "must be from 0 to the planned \(formatNumber(planned)) seconds, not \(formatNumber(found))"
        case .outOfRange(let range, let found): "must be from \(range.lowerBound) to \(range.upperBound), not \(found)"
        case .holdCount(let most, let found): "must list at most \(most) holds, not \(found)"
        case .sessionCount(let range, let found):
            "must name \(range.lowerBound) to \(range.upperBound) sessions, not \(found)"
        case .notASettingName(let text): "'\(text)' is not a setting name"
        case .deviceOnlySetting(let key): "\(key) belongs to one device and is never synced"
        case .settingValueSize(let range): "must be JSON text of \(range.lowerBound) to \(range.upperBound) bytes"
        case .settingValue(let problem): problem.english
        case .timeOutOfRange:
            "must be a time in the years \(FieldLimits.years.lowerBound) to \(FieldLimits.years.upperBound) with a "
                + "UTC offset within ±18:00"
        case .earlierPracticed(let upper, let found):
            "must be from 0 to \(formatNumber(upper)), not \(formatNumber(found))"
        case .notJSON(let error): error.english
        case .repeatedID(let id, let first):
            "the id \(JSONValue.string(id).shortText) is already used by \(first), which is kept: one id, one record"
        case .idOfAnotherRecord(let id):
            "the id \(JSONValue.string(id).shortText) is that of another record on this device, which is kept: one id, "
                + "one record"
        case .noSessionBehind:
            "names no session of its lesson that the same file holds, so nothing shows the lesson was practised"
        case .tooLittleBehind(let practiced, let planned):
            "its sessions practised \(formatClock(practiced)) of the lesson's \(formatClock(planned)), less than the "
                + "lowest threshold (\(Self.lowestThreshold)), so they cannot have completed it"
        case .programNotAnObject(let found):
            "a program file holds one object with id, title, summary and lessons, not \(found.english)"
        case .noLessons: "missing: a program needs a list of lessons"
        case .emptyProgram: "the program is empty: it needs at least one lesson"
        case .tooManyLessons(let most, let found): "a program has at most \(most) lessons, not \(found)"
        case .repeatedLesson(let id, let earlier):
            "duplicate lesson id '\(id)' (also lessons[\(earlier)]); lesson ids must be unique in a program"
        case .pattern(let error): error.english
        case .plan(let error): error.description
        case .tooLong(let most): "at most \(most) characters"
        case .tooLongText(let most, let found): "at most \(most) characters, not \(found)"
        case .noLength: "missing length: give \"minutes\" or \"cycles\""
        case .bothLengths: "give \"minutes\" or \"cycles\", not both"
        case .notPositive(let found): "must be more than 0, not \(formatNumber(found))"
        case .minutes(let range, let found):
            "must be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)) minutes, not "
                + "\(formatNumber(found))"
        case .notWhole(let found): "must be a whole number, not \(formatNumber(found))"
        case .noTranslations: "an empty object: give the text in \(Language.names.joined(separator: " or ")), or both"
        case .notALanguage(let name):
            "'\(TerminalText.clean(String(name.prefix(80))))' is not a language breathe speaks: use "
                + "\(Language.names.joined(separator: " or "))"
        }
    }

    public var chinese: String {
        switch self {
        case .notAnObject(let holding, let found):
            "应当是一个对象（\(holding.chinese)），而不是\(found.chinese.afterChinese)"
        case .missing: "缺少这一项"
        case .notAString(let found): "应当是字符串，而不是\(found.chinese.afterChinese)"
        case .empty: "不能为空"
        case .notAnID(let text):
            "“\(text)”不是有效的 id：请只用小写字母、数字、“-”、“_”或“.”，最多 "
                + "\(FieldLimits.idLength.upperBound) 个字符"
        case .badID(let text):
            "“\(text)”不是有效的 id：id 只由小写字母、数字、“-”、“_”和“.”组成，"
                + "最多 \(FieldLimits.idLength.upperBound) 个字符"
        case .notANumber(let found): "应当是数字，而不是\(found.chinese.afterChinese)"
        case .notAWholeNumber(let range, let found):
            "应当是 \(range.lowerBound) 到 \(range.upperBound) 之间的整数，"
                + "而不是\(found.chinese.afterChinese)"
        case .notABool(let found): "应当是 true 或 false，而不是\(found.chinese.afterChinese)"
        case .notATime(let found):
            "\(found.chinese) 不是有效的时间，时间应当写成 2026-11-30T21:05:10+08:00 这样"
        case .notAList(let found): "应当是列表，而不是\(found.chinese.afterChinese)"
        case .notOneOf(let words, let found):
            "应当是 \(words.joined(separator: "、")) 之一，而不是\(found.chinese.afterChinese)"
        case .patternLength(let range): "长度应当是 \(range.lowerBound) 到 \(range.upperBound) 个字符"
        case .freePracticeCounted: "自由练习（没有 programID）从不计入课程"
        case .lessonFieldsApart:
            "programID 和 lessonID 要么都有值（一课的练习），要么都是 null（自由练习）"
        case .plannedSeconds(let range, let found):
            "应当在 \(formatNumber(range.lowerBound)) 到 \(formatNumber(range.upperBound))秒之间，而不是 "
                + "\(formatNumber(found))"
        case .practicedSeconds(let planned, let found):
            "应当在 0 到计划的 \(formatNumber(planned))秒之间，而不是 \(formatNumber(found))"
        case .outOfRange(let range, let found):
            "应当在 \(range.lowerBound) 到 \(range.upperBound) 之间，而不是 \(found)"
        case .holdCount(let most, let found): "最多列出 \(most) 次屏息，而这里有 \(found) 次"
        case .sessionCount(let range, let found):
            "应当列出 \(range.lowerBound) 到 \(range.upperBound) 次练习，而不是 \(found) 次"
        case .notASettingName(let text): "“\(text)”不是设置项的名称"
        case .deviceOnlySetting(let key): "\(key) 只属于一台设备，从不同步"
        case .settingValueSize(let range): "应当是 \(range.lowerBound) 到 \(range.upperBound) 字节的 JSON 文本"
        case .settingValue(let problem): problem.chinese
        case .timeOutOfRange:
            "应当是 \(FieldLimits.years.lowerBound) 到 \(FieldLimits.years.upperBound) 年之间的时间，"
                + "且与 UTC 相差不超过 ±18:00"
        case .earlierPracticed(let upper, let found):
            "应当在 0 到 \(formatNumber(upper)) 之间，而不是 \(formatNumber(found))"
        case .notJSON(let error): error.chinese
        case .repeatedID(let id, let first):
            "id \(JSONValue.string(id).shortText) 已被 \(first) 使用，保留的是那一条：一个 id "
                + "只对应一条记录"
        case .idOfAnotherRecord(let id):
            "id \(JSONValue.string(id).shortText) 已是这台设备上另一条记录的 id，保留的是那一条：一个 id "
                + "只对应一条记录"
        case .noSessionBehind:
            "同一个文件里没有它所列的、属于这一课的练习，无从说明这一课练过"
        case .tooLittleBehind(let practiced, let planned):
            "它所列的练习只练了 \(Words(.simplifiedChinese).duration(practiced))，这一课共 "
                + "\(Words(.simplifiedChinese).duration(planned))，不到最低的完成门槛（\(Self.lowestThreshold)），"
                + "不可能完成这一课"
        case .programNotAnObject(let found):
            "课程文件应当包含一个对象（含 id、title、summary 和 lessons），"
                + "而不是\(found.chinese.afterChinese)"
        case .noLessons: "缺少这一项：课程需要一个课的列表"
        case .emptyProgram: "课程是空的：至少需要一课"
        case .tooManyLessons(let most, let found): "一个课程最多 \(most) 课，而这里有 \(found) 课"
        case .repeatedLesson(let id, let earlier):
            "课的 id“\(id)”重复了（lessons[\(earlier)] 也用了它）；同一课程里每课的 id "
                + "必须不同"
        case .pattern(let error): error.chinese
        case .plan(let error): error.chinese
        case .tooLong(let most): "最多 \(most) 个字符"
        case .tooLongText(let most, let found): "最多 \(most) 个字符，而这里有 \(found) 个"
        case .noLength: "缺少时长：请给出 \"minutes\" 或 \"cycles\""
        case .bothLengths: "\"minutes\" 和 \"cycles\" 只能给一个"
        case .notPositive(let found): "应当大于 0，而不是 \(formatNumber(found))"
        case .minutes(let range, let found):
            "应当在 \(formatNumber(range.lowerBound)) 到 \(formatNumber(range.upperBound))分钟之间，"
                + "而不是 \(formatNumber(found))"
        case .notWhole(let found): "应当是整数，而不是 \(formatNumber(found))"
        case .noTranslations:
            "是空对象：请用 \(Language.names.joined(separator: " 或 ")) 给出文字，或两种都给"
        case .notALanguage(let name):
            "“\(TerminalText.clean(String(name.prefix(80))))”不是 breathe 会说的语言：请用 "
                + "\(Language.names.joined(separator: " 或 "))"
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
public enum ObjectContents: Sendable, Equatable {
    /// These fields: "id, programID and at".
    case fields([String])
    /// A journal: "the session in progress".
    case sessionInProgress
    /// A lesson of a program file: "id, title, pattern and minutes or cycles".
    case lesson
    /// A text given by language: {"en": …, "zh-Hans": …}.
    case textsByLanguage

    var english: String {
        switch self {
        case .fields(let names): Words.english.list(names)
        case .sessionInProgress: "the session in progress"
        case .lesson: "id, title, pattern and minutes or cycles"
        case .textsByLanguage: "texts by language"
        }
    }

    var chinese: String {
        switch self {
        case .fields(let names):
            "含 "
                + (names.count > 1
                    ? names.dropLast().joined(separator: "、") + " 和 " + names[names.count - 1]
                    : names.first ?? "")
        case .sessionInProgress: "记录进行中的练习"
        case .lesson: "含 id、title、pattern，以及 minutes 或 cycles"
        case .textsByLanguage: "按语言给出的文字"
        }
    }
}

extension Words {
    public func callAsFunction(_ problem: FieldProblem) -> String { say(problem) }
}
