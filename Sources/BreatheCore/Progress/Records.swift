import FoundationEssentials

/// One practice session, lesson or free practice. Append-only: once written, a record is
/// never changed, so two copies of the store can be merged by taking the union by id.
/// Records are read only through `StoreDecoding`, which holds them to `RecordRules`;
/// `Encodable` serves reports (`history --json`).
public struct SessionRecord: Sendable, Equatable, Encodable {
    /// A random UUID, lowercase.
    public internal(set) var id: String
    /// Set for a lesson; nil for `breathe practice`.
    public internal(set) var programID: String?
    public internal(set) var lessonID: String?
    /// The pattern as named or written ("4-7-8", "box", "4-6").
    public internal(set) var pattern: String
    /// A ramp's last pattern, as named or written ("5-7"): the session moved from
    /// `pattern` to it, cycle by cycle. Absent for one pattern throughout.
    public internal(set) var patternTo: String?
    /// Hold rounds' open holds, in order, in seconds to 0.1: one for each hold that ended,
    /// by a key, its cap or the session's end (a cut hold is kept as far as it got). Nil
    /// for a session without one, so every other session is written as it always was.
    public internal(set) var holds: [Double]? {
        // An empty list says what an absent one says: both readers and the writer then
        // agree on one form, and no store holds `[]`.
        didSet { if holds?.isEmpty == true { holds = nil } }
    }
    public internal(set) var startedAt: LocalTimestamp
    public internal(set) var endedAt: LocalTimestamp
    public internal(set) var plannedSeconds: Double
    /// Active time: pauses and suspensions are not in it.
    public internal(set) var practicedSeconds: Double
    /// Whether this session completed its lesson (it moved the program on).
    public internal(set) var counted: Bool
    public internal(set) var endReason: EndReason
    /// The earlier attempt of the same day this one continued, if any.
    public internal(set) var continues: String?
    /// "How do you feel? 1–5" before and after a lesson, when the mood check is on and the
    /// person answered.
    public internal(set) var moodBefore: Int?
    public internal(set) var moodAfter: Int?
    /// A block of `breathe pace`: the run it belongs to (one id for its blocks), and the
    /// answers after it (how easy, 1–5; any air hunger or light-headedness).
    public internal(set) var paceRun: String?
    public internal(set) var paceEase: Int?
    public internal(set) var paceDiscomfort: Bool?
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
}

/// A lesson completed: written once, when the sessions in `sessionIDs` together reached the
/// threshold. Progress is derived from these.
public struct CompletionRecord: Sendable, Equatable, Encodable {
    public internal(set) var id: String
    public internal(set) var programID: String
    public internal(set) var lessonID: String
    public internal(set) var completedAt: LocalTimestamp
    public internal(set) var sessionIDs: [String]
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
}

/// A program made active. The latest one names the active program.
public struct ActivationRecord: Sendable, Equatable, Encodable {
    public internal(set) var id: String
    public internal(set) var programID: String
    public internal(set) var at: LocalTimestamp
    public var unknownFields: [String: JSONValue]

    public init(id: String, programID: String, at: LocalTimestamp, unknownFields: [String: JSONValue] = [:]) {
        self.id = id
        self.programID = programID
        self.at = at
        self.unknownFields = unknownFields
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
public protocol ProgressRecord: StoredRecord, Equatable, Encodable {
    var id: String { get }
    var unknownFields: [String: JSONValue] { get set }
}

extension ProgressRecord {
    /// The whole record as one object, as the store keeps it: the declared fields and the
    /// fields of later versions beside them.
    var storedObject: JSONValue { .object(unknownFields.merging(storedFields) { _, known in known }) }

    /// The record as this version knows it.
    public var withoutUnknownFields: Self {
        var copy = self
        copy.unknownFields = [:]
        return copy
    }
}

extension ProgressRecord {
    /// A report's JSON (`--json`): the declared fields, those left out absent, and none
    /// this version does not know.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONValue.FieldKey.self)
        for (key, value) in storedFields { try container.encode(value, forKey: JSONValue.FieldKey(key)) }
    }

    /// Whether this version reads and writes a field of that name.
    static func knows(_ key: String) -> Bool { fields.contains { $0.key == key } }
}

/// Where new record ids come from. The core never makes one itself: the command line
/// passes random ones (`newRecordID` in BreatheSystem), tests a counter.
public typealias MakeID = @Sendable () -> String
