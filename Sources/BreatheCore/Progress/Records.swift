import FoundationEssentials

/// One practice session, lesson or free practice. Append-only: once written, a record is
/// never changed, so two copies of the store can be merged by taking the union by id.
/// Records are read only through `StoreDecoding`, which holds them to `RecordRules`;
/// `Encodable` serves reports (`history --json`).
public struct SessionRecord: Sendable, Equatable, Encodable {
    /// A random UUID, lowercase.
    public let id: String
    /// Set for a lesson; nil for `breathe practice`.
    public let programID: String?
    public let lessonID: String?
    /// The pattern as named or written ("4-7-8", "box", "4-6").
    public let pattern: String
    /// A ramp's last pattern, as named or written ("5-7"): the session moved from
    /// `pattern` to it, cycle by cycle. Absent for one pattern throughout.
    public let patternTo: String?
    /// Hold rounds' open holds, in order, in seconds to 0.1: one for each hold that ended,
    /// by a key, its cap or the session's end (a cut hold is kept as far as it got). Nil
    /// for a session without one, so every other session is written as it always was.
    public let holds: [Double]?
    public let startedAt: LocalTimestamp
    public let endedAt: LocalTimestamp
    public let plannedSeconds: Double
    /// Active time: pauses and suspensions are not in it.
    public let practicedSeconds: Double
    /// Whether this session completed its lesson (it moved the program on).
    public let counted: Bool
    public let endReason: EndReason
    /// The earlier attempt of the same day this one continued, if any.
    public let continues: String?
    /// "How do you feel? 1–5" before and after a lesson, when the mood check is on and the
    /// person answered.
    public let moodBefore: Int?
    public let moodAfter: Int?
    /// A block of `breathe pace`: the run it belongs to (one id for its blocks), and the
    /// answers after it (how easy, 1–5; any air hunger or light-headedness).
    public let paceRun: String?
    public let paceEase: Int?
    public let paceDiscomfort: Bool?
    /// Fields this version does not know (a later version's), kept as they were read and
    /// written back unchanged (see `ProgressRecord`).
    public var unknownFields: [String: JSONValue]

    public init(
        id: String, programID: String?, lessonID: String?, pattern: String, startedAt: LocalTimestamp,
        endedAt: LocalTimestamp, plannedSeconds: Double, practicedSeconds: Double, counted: Bool, endReason: EndReason,
        continues: String? = nil, moodBefore: Int? = nil, moodAfter: Int? = nil, paceRun: String? = nil,
        paceEase: Int? = nil, paceDiscomfort: Bool? = nil, patternTo: String? = nil, holds: [Double]? = nil,
        unknownFields: [String: JSONValue] = [:]) {
        self.unknownFields = unknownFields
        self.patternTo = patternTo
        // An empty list says what an absent one says: both readers and the writer then
        // agree on one form, and no store holds `[]`.
        self.holds = holds?.isEmpty == false ? holds : nil
        self.paceRun = paceRun
        self.paceEase = paceEase
        self.paceDiscomfort = paceDiscomfort
        self.id = id
        self.programID = programID
        self.lessonID = lessonID
        self.pattern = pattern
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.plannedSeconds = plannedSeconds
        self.practicedSeconds = practicedSeconds
        self.counted = counted
        self.endReason = endReason
        self.continues = continues
        self.moodBefore = moodBefore
        self.moodAfter = moodAfter
    }

    enum CodingKeys: String, CodingKey {
        case id, programID, lessonID, pattern, startedAt, endedAt, plannedSeconds, practicedSeconds, counted, endReason,
             continues, moodBefore, moodAfter, paceRun, paceEase, paceDiscomfort, patternTo, holds

        static let allNames = [
            id, programID, lessonID, pattern, startedAt, endedAt, plannedSeconds, practicedSeconds, counted, endReason,
            continues, moodBefore, moodAfter, paceRun, paceEase, paceDiscomfort, patternTo, holds].map(\.rawValue)
    }

    /// Missing ids are written as null, not left out: every session has the same fields.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(programID, forKey: .programID)
        try container.encode(lessonID, forKey: .lessonID)
        try container.encode(pattern, forKey: .pattern)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(endedAt, forKey: .endedAt)
        try container.encode(plannedSeconds, forKey: .plannedSeconds)
        try container.encode(practicedSeconds, forKey: .practicedSeconds)
        try container.encode(counted, forKey: .counted)
        try container.encode(endReason, forKey: .endReason)
        try container.encodeIfPresent(continues, forKey: .continues)
        try container.encodeIfPresent(moodBefore, forKey: .moodBefore)
        try container.encodeIfPresent(moodAfter, forKey: .moodAfter)
        try container.encodeIfPresent(paceRun, forKey: .paceRun)
        try container.encodeIfPresent(paceEase, forKey: .paceEase)
        try container.encodeIfPresent(paceDiscomfort, forKey: .paceDiscomfort)
        try container.encodeIfPresent(patternTo, forKey: .patternTo)
        try container.encodeIfPresent(holds, forKey: .holds)
    }
}

/// A lesson completed: written once, when the sessions in `sessionIDs` together reached the
/// threshold. Progress is derived from these.
public struct CompletionRecord: Sendable, Equatable, Encodable {
    public let id: String
    public let programID: String
    public let lessonID: String
    public let completedAt: LocalTimestamp
    public let sessionIDs: [String]
    public var unknownFields: [String: JSONValue]

    public init(
        id: String, programID: String, lessonID: String, completedAt: LocalTimestamp, sessionIDs: [String],
        unknownFields: [String: JSONValue] = [:]) {
        self.unknownFields = unknownFields
        self.id = id
        self.programID = programID
        self.lessonID = lessonID
        self.completedAt = completedAt
        self.sessionIDs = sessionIDs
    }

    enum CodingKeys: String, CodingKey {
        case id, programID, lessonID, completedAt, sessionIDs
    }
}

/// A program made active. The latest one names the active program.
public struct ActivationRecord: Sendable, Equatable, Encodable {
    public let id: String
    public let programID: String
    public let at: LocalTimestamp
    public var unknownFields: [String: JSONValue]

    public init(id: String, programID: String, at: LocalTimestamp, unknownFields: [String: JSONValue] = [:]) {
        self.id = id
        self.programID = programID
        self.at = at
        self.unknownFields = unknownFields
    }

    enum CodingKeys: String, CodingKey {
        case id, programID, at
    }
}

extension LocalTimestamp: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso8601)
    }
}

/// What every kind of progress record shares: an id, an instant that orders it, and the
/// fields a later version of breathe wrote that this one does not know.
///
/// From this version on, those fields are kept: both readers read them (the fast one
/// steps aside to the general one for a record that has any), the writer writes them
/// back in their sorted place, and a merge keeps them. `Encodable` (reports, `--json`)
/// leaves them out: reports show what this version knows.
public protocol ProgressRecord: Sendable, Equatable, Encodable {
    var id: String { get }
    var unknownFields: [String: JSONValue] { get set }
    /// The names this version reads and writes, so all other names are unknown.
    static var knownFields: Set<String> { get }
}

extension ProgressRecord {
    /// The record as this version knows it.
    public var withoutUnknownFields: Self {
        var copy = self
        copy.unknownFields = [:]
        return copy
    }
}

extension SessionRecord: ProgressRecord {
    public static let knownFields: Set<String> = Set(CodingKeys.allNames)
}

extension CompletionRecord: ProgressRecord {
    public static let knownFields: Set<String> = ["id", "programID", "lessonID", "completedAt", "sessionIDs"]
}

extension ActivationRecord: ProgressRecord {
    public static let knownFields: Set<String> = ["id", "programID", "at"]
}

extension SettingChange: ProgressRecord {
    public static let knownFields: Set<String> = ["id", "key", "value", "at"]
}

extension BoltResult: ProgressRecord {
    public static let knownFields: Set<String> = ["id", "at", "seconds"]
}

/// Where new record ids come from. The core never makes one itself: the command line
/// passes random ones (`newRecordID` in BreatheSystem), tests a counter.
public typealias MakeID = @Sendable () -> String
