import FoundationEssentials

/// A session in progress, as last checkpointed: enough to save it after a `kill -9`, a
/// crash or a power cut, or after a save that failed (a full disk).
///
/// Written during the session at least every 15 s of practice and at every pause; removed
/// once the session is safely in the store. A journal still there at the next start is
/// saved then, as `recovered` if the session never ended cleanly.
public struct JournalEntry: Sendable, Equatable {
    public static let currentVersion = 1

    public var version = JournalEntry.currentVersion
    /// The id the session will have in the store, so saving it twice adds it once.
    public let sessionID: String
    public let programID: String?
    public let lessonID: String?
    public let pattern: String
    public let startedAt: LocalTimestamp
    public let plannedSeconds: Double
    /// The earlier attempt this session continues, and what those attempts practised.
    public let continues: String?
    public let earlierPracticedSeconds: Double
    public var practicedSeconds: Double = 0
    public var checkpointAt: LocalTimestamp
    /// Set when the session ended but could not be saved; nil while it runs.
    public var endReason: EndReason?
    public var moodBefore: Int?
    public var moodAfter: Int?
    /// A block of `breathe pace`: its run, so a block recovered after a crash is still
    /// one of its run's.
    public var paceRun: String?
    /// A ramp's last pattern, kept for the record.
    public var patternTo: String?
    /// Hold rounds' holds so far, the one under way not among them: a session killed
    /// mid-hold is recovered with every hold that had ended.
    public var holds: [Double]?

    public init(
        sessionID: String, programID: String?, lessonID: String?, pattern: String, startedAt: LocalTimestamp,
        plannedSeconds: Double, continues: String? = nil, earlierPracticedSeconds: Double = 0) {
        self.sessionID = sessionID
        self.programID = programID
        self.lessonID = lessonID
        self.pattern = pattern
        self.startedAt = startedAt
        self.plannedSeconds = plannedSeconds
        self.continues = continues
        self.earlierPracticedSeconds = earlierPracticedSeconds
        checkpointAt = startedAt
    }

    /// The journal of a lesson session about to start, continuing `offer` if there is one.
    public init(
        sessionID: String, lesson: Lesson, of program: Program, plan: PracticePlan,
        continuing offer: ContinuationOffer?, startedAt: LocalTimestamp) {
        self.init(
            sessionID: sessionID, programID: program.id, lessonID: lesson.id, pattern: lesson.patternText,
            startedAt: startedAt,
            plannedSeconds: plan.totalSeconds, continues: offer?.lastSessionID,
            earlierPracticedSeconds: offer?.practicedSeconds ?? 0)
        patternTo = lesson.patternToText
    }

    /// The attempt as far as it got.
    public var attempt: PracticeAttempt {
        var attempt = PracticeAttempt(
            pattern: pattern, startedAt: startedAt, endedAt: checkpointAt, plannedSeconds: plannedSeconds,
            practicedSeconds: practicedSeconds, endReason: endReason ?? .recovered)
        attempt.moodBefore = moodBefore
        attempt.moodAfter = moodAfter
        attempt.paceRun = paceRun
        attempt.patternTo = patternTo
        attempt.holds = holds
        return attempt
    }

    /// Records the session into `store` by the same rules as a session that ended
    /// normally. A lesson whose program or lesson is gone from the catalogue is kept as an
    /// attempt that did not count, with its ids (it was recorded as free practice, and its
    /// lesson lost for good; one whose file is only broken waits: `JournalRecoveryRule`).
    @discardableResult
    public func record(
        into store: inout ProgressStore, catalogue: Catalogue, rule: CompletionRule, makeID: MakeID) -> SessionRecord {
        if let programID, let lessonID, let program = catalogue.program(id: programID),
           let lesson = program.lesson(id: lessonID) {
            let offer = continues.map {
                ContinuationOffer(
                    lastSessionID: $0, practicedSeconds: earlierPracticedSeconds, plannedSeconds: lesson.plannedSeconds)
            }
            return ProgressRecorder.recordLesson(
                attempt, program: program, lesson: lesson, continuing: offer, rule: rule, store: &store, id: sessionID,
                completionID: makeID()).session
        }
        let lesson = programID.flatMap { program in lessonID.map { (programID: program, lessonID: $0) } }
        return ProgressRecorder.recordPractice(attempt, store: &store, id: sessionID, lesson: lesson)
    }

    /// The journal file's JSON: the entry's fields by name, nulls left out.
    public var jsonValue: JSONValue {
        var fields: [String: JSONValue] = [
            "version": .number(Double(version)), "sessionID": .string(sessionID), "pattern": .string(pattern),
            "startedAt": .string(startedAt.iso8601), "plannedSeconds": .number(plannedSeconds),
            "earlierPracticedSeconds": .number(earlierPracticedSeconds), "practicedSeconds": .number(practicedSeconds),
            "checkpointAt": .string(checkpointAt.iso8601),
        ]
        if let programID { fields["programID"] = .string(programID) }
        if let lessonID { fields["lessonID"] = .string(lessonID) }
        if let continues { fields["continues"] = .string(continues) }
        if let endReason { fields["endReason"] = .string(endReason.rawValue) }
        if let moodBefore { fields["moodBefore"] = .number(Double(moodBefore)) }
        if let moodAfter { fields["moodAfter"] = .number(Double(moodAfter)) }
        if let paceRun { fields["paceRun"] = .string(paceRun) }
        if let patternTo { fields["patternTo"] = .string(patternTo) }
        if let holds, !holds.isEmpty { fields["holds"] = .array(holds.map(JSONValue.number)) }
        return .object(fields)
    }

    /// Reads a journal file, held to the same rules as the session it will become: a
    /// journal is a file on disk like any other, and may have been damaged or edited.
    public static func decode(_ data: Data) -> Result<JournalEntry, FieldProblem> {
        do throws(FieldProblem) {
            let document: JSONValue
            do {
                document = try JSONValue.parse(data)
            } catch {
                throw FieldProblem(field: "", .notJSON(error))
            }
            let fields = try FieldReader(document, path: "", shouldHold: .sessionInProgress)
            let version = try fields.wholeNumber("version", in: 1...1)
            var entry = JournalEntry(
                sessionID: try fields.string("sessionID"), programID: try fields.optionalString("programID"),
                lessonID: try fields.optionalString("lessonID"), pattern: try fields.string("pattern"),
                startedAt: try fields.timestamp("startedAt"), plannedSeconds: try fields.number("plannedSeconds"),
                continues: try fields.optionalString("continues"),
                earlierPracticedSeconds: try fields.number("earlierPracticedSeconds"))
            entry.version = version
            entry.practicedSeconds = try fields.number("practicedSeconds")
            entry.checkpointAt = try fields.timestamp("checkpointAt")
            entry.endReason = fields.has("endReason") ? try fields.word("endReason", as: EndReason.self) : nil
            entry.moodBefore = try fields.optionalWholeNumber("moodBefore", in: FieldLimits.moods)
            entry.moodAfter = try fields.optionalWholeNumber("moodAfter", in: FieldLimits.moods)
            entry.paceRun = try fields.optionalString("paceRun")
            entry.patternTo = try fields.optionalString("patternTo")
            entry.holds = try fields.optionalNumbers("holds")
            // The session it becomes must pass the record rules; so must what it continues.
            let record = SessionRecord(
                id: entry.sessionID, programID: entry.programID, lessonID: entry.lessonID, pattern: entry.pattern,
                startedAt: entry.startedAt, endedAt: entry.checkpointAt, plannedSeconds: entry.plannedSeconds,
                practicedSeconds: entry.practicedSeconds, counted: false, endReason: entry.endReason ?? .recovered,
                continues: entry.continues, moodBefore: entry.moodBefore, moodAfter: entry.moodAfter,
                paceRun: entry.paceRun, patternTo: entry.patternTo, holds: entry.holds)
            if let problem = RecordRules.problem(record) { throw problem }
            let earlier = entry.earlierPracticedSeconds
            guard earlier.isFinite, earlier >= 0, earlier <= FieldLimits.plannedSeconds.upperBound else {
                throw FieldProblem(
                    field: "earlierPracticedSeconds",
                    .earlierPracticed(upper: FieldLimits.plannedSeconds.upperBound, found: earlier))
            }
            return .success(entry)
        } catch {
            return .failure(error)
        }
    }

    /// What to tell the person: what was recovered.
    public var recoveryNotice: JournalPhrase {
        .recovered(
            lesson: lessonID, program: programID, pattern: pattern, started: startedAt.local.shortText,
            endedCleanly: endReason != nil, practicedSeconds: practicedSeconds,
            kept: !TooShortToKeep.applies(practisedSeconds: practicedSeconds, endReason: endReason ?? .recovered))
    }
}
