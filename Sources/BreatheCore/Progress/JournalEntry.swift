import FoundationEssentials

/// A session in progress, as last checkpointed: enough to save it after a `kill -9`, a
/// crash or a power cut, or after a save that failed (a full disk).
///
/// Written during the session at least every 15 s of practice and at every pause; removed
/// once the session is safely in the store. A journal still there at the next start is
/// saved then, as `recovered` if the session never ended cleanly.
public struct JournalEntry: Sendable, Equatable, StoredRecord {
    public static let currentVersion = 1

    public var version = JournalEntry.currentVersion
    /// The id the session will have in the store, so saving it twice adds it once.
    public internal(set) var sessionID: String
    public internal(set) var programID: String?
    public internal(set) var lessonID: String?
    public internal(set) var pattern: String
    public internal(set) var startedAt: LocalTimestamp
    public internal(set) var plannedSeconds: Double
    /// The earlier attempt this session continues, and what those attempts practised.
    public internal(set) var continues: String?
    public internal(set) var earlierPracticedSeconds: Double
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

    public static let blank = JournalEntry(
        sessionID: "", programID: nil, lessonID: nil, pattern: "", startedAt: .blank, plannedSeconds: 0)

    /// The journal's fields; those it shares with the session it becomes keep the
    /// session's names and rules (`SessionRecord.fields`), which it is also held to.
    public static let fields: [RecordField<JournalEntry>] = [
        .required("version", \.version, { $0.version = $1 }, rule: RecordRules.within(1...1)),
        .required("sessionID", \.sessionID, { $0.sessionID = $1 }),
        .optional("programID", \.programID, { $0.programID = $1 }),
        .optional("lessonID", \.lessonID, { $0.lessonID = $1 }),
        .required("pattern", \.pattern, { $0.pattern = $1 }),
        .required("startedAt", \.startedAt, { $0.startedAt = $1 }),
        .required("plannedSeconds", \.plannedSeconds, { $0.plannedSeconds = $1 }),
        .optional("continues", \.continues, { $0.continues = $1 }),
        .required(
            "earlierPracticedSeconds", \.earlierPracticedSeconds, { $0.earlierPracticedSeconds = $1 },
            rule: RecordRules.earlierPracticed),
        .required("practicedSeconds", \.practicedSeconds, { $0.practicedSeconds = $1 }),
        .required("checkpointAt", \.checkpointAt, { $0.checkpointAt = $1 }),
        .optional("endReason", \.endReason, { $0.endReason = $1 }),
        .optional("moodBefore", \.moodBefore, { $0.moodBefore = $1 }),
        .optional("moodAfter", \.moodAfter, { $0.moodAfter = $1 }),
        .optional("paceRun", \.paceRun, { $0.paceRun = $1 }),
        .optional("patternTo", \.patternTo, { $0.patternTo = $1 }),
        .optional("holds", \.holds, { $0.holds = $1 }),
    ]

    /// The journal file's JSON: the entry's fields by name, nulls left out.
    public var jsonValue: JSONValue { .object(storedFields) }

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
            let entry = try read(FieldReader(document, path: "", shouldHold: .sessionInProgress))
            if let problem = entry.fieldProblem ?? RecordRules.problem(entry.session) { throw problem }
            return .success(entry)
        } catch {
            return .failure(error)
        }
    }

    /// The session it becomes, as far as it got.
    var session: SessionRecord {
        SessionRecord(
            id: sessionID, programID: programID, lessonID: lessonID, pattern: pattern, startedAt: startedAt,
            endedAt: checkpointAt, plannedSeconds: plannedSeconds, practicedSeconds: practicedSeconds, counted: false,
            endReason: endReason ?? .recovered, continues: continues, moodBefore: moodBefore, moodAfter: moodAfter,
            paceRun: paceRun, patternTo: patternTo, holds: holds)
    }

    /// What to tell the person: what was recovered.
    public var recoveryNotice: JournalPhrase {
        .recovered(
            lesson: lessonID, program: programID, pattern: pattern, started: startedAt.local.shortText,
            endedCleanly: endReason != nil, practicedSeconds: practicedSeconds,
            kept: !TooShortToKeep.applies(practisedSeconds: practicedSeconds, endReason: endReason ?? .recovered))
    }
}
