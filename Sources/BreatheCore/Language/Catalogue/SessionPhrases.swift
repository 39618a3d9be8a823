/// The words of a session as it runs and as it ends: the session screen, the plain
/// lines, the questions asked on a line, the notes said before a session in plain mode,
/// the summary line, the words after a lesson and the words when a session could not be
/// saved. Durations in prose are written by the language's rules, so "1:32" in English
/// reads "1分32秒" in Chinese, while the session's own clock ("1:12 left") stays a clock.
/// Its words are in `po/`.
public enum SessionPhrase: TranslatedPhrases, Equatable {
    // MARK: The session screen

    /// The phase, exactly these three words every time: a top-up is an inhale.
    case breathPhase(BreathPhaseKind)
    /// The seconds left in the phase: "7 s".
    case phaseSecondsLeft(Int)
    /// Beside the seconds of a cyclic sigh's second inhale.
    case topUp
    /// In place of the seconds while the session is paused.
    case paused
    /// "cycle 1 of 4".
    case cycleOf(cycle: Int, cycles: Int)
    /// The session's clock: "1:12 left".
    case timeLeft(seconds: Double)
    /// The key that pauses, or resumes a paused session.
    case pauseKey(paused: Bool)
    /// The key that ends the session.
    case endKey
    /// A ramp's two patterns, as typed: "4-6 to 5-7".
    case ramp(from: String, to: String)
    /// A ramp's lengths in the cycle under way, in dash notation: "now 4.3-6.3".
    case rampNow(String)

    // MARK: Before practice begins

    /// Over the count of the lead-in, on the session screen.
    case getReady
    /// The lead-in as one plain line: "Get ready: 3 s".
    case getReadyLine(seconds: Int)
    /// q or a signal during the lead-in (or while the sounds were made): nothing began,
    /// nothing is saved. `earlierBlocksKept` for a later block of `breathe pace`, whose
    /// earlier blocks are saved.
    case stoppedBeforeItBegan(earlierBlocksKept: Bool)
    /// A session stopped before `minimum` seconds of practice (`TooShortToKeep`).
    case tooShortToKeep(practised: Double, minimum: Int)

    // MARK: Plain lines

    /// A phase as a line: "in 4", "hold 7", "out 8", "in 1 (top up)".
    case plainPhase(BreathPhaseKind, seconds: Double)
    /// The continuation offer on a line. `left` is what continuing breathes.
    case continuePrompt(practised: Double, planned: Double, left: Double)
    /// The mood question on a line, before the session or after it.
    case moodPrompt(before: Bool)
    /// Plain mode with no tomorrow's lesson named when `tomorrow` is nil.
    case todaysLessonDone(tomorrow: ProgramText?)
    /// No terminal to ask on: today's attempt is continued without asking.
    case continuingWithoutAsking(practised: Double, planned: Double)
    /// The mood check is on, but no one can answer it.
    case moodCheckSkipped
    /// A line that is neither c nor s.
    case answerContinueOrStartOver
    /// The full screen could not start, for `problem`: plain lines instead.
    case shownAsPlainLines(problem: String)

    // MARK: After a session

    /// "1:16 practised of 1:16".
    case practisedOf(practised: Double, planned: Double)
    /// After a continued attempt: the day's total for the lesson, and this session's part.
    case practisedToday(total: Double, lesson: Double, now: Double)
    /// "4 full cycles".
    case fullCycles(Int)
    /// The summary panel's keys.
    case homeKey
    case quitKey
    /// "Lesson complete: Breath awareness."
    case lessonComplete(title: String)
    /// "Next time: Longer exhale (4-6, 4:57)." The length as `Lesson.lengthDescription`
    /// words it.
    case nextTime(title: String, pattern: String, length: String)
    /// The last lesson of a program is done.
    case programComplete(title: String, lessons: Int)
    /// What to do after a program: a key in the full screen, a command on a line.
    case afterProgram(programID: String, keys: Bool)
    /// Saved below the threshold: what was practised of the lesson today, and what is
    /// left, the length of the whole cycles a continuation plays (`Lesson.secondsLeft`),
    /// as the offer to continue says it.
    /// `saved` false when the save failed and the session is kept in its journal (said
    /// just before): "practised and saved" was said over a failed save.
    case savedShort(practised: Double, lesson: Double, left: Double, saved: Bool = true)
    /// The same, for an attempt that ran past the end of its practice day (the day's
    /// rollover, 03:00 by default): nothing is offered to continue it any more.
    case savedShortDayEnded(practised: Double, lesson: Double, saved: Bool = true)
    /// A completed lesson practised again.
    case practisedAgain(title: String, program: String, saved: Bool = true)
    /// A lesson not reached yet, practised out of turn; `current` is where the program
    /// waits, if anywhere.
    case practisedOutOfTurn(title: String, program: String, current: String?, saved: Bool = true)
    /// The save failed; the session is in its journal, saved by the first start that can
    /// write the store (not simply the next: a store that is a FIFO stays one).
    case notSavedButKept(problem: String, journal: String, temporary: Bool)
    /// The store has no room for it (it would grow past what breathe reads): kept in its
    /// journal, which no start can save either.
    case keptWithoutRoom(problem: String, journal: String)
    /// The folder could not be synced after a write: the store may hold the session or
    /// not (after a power cut); the journal settles it at the next start.
    case perhapsSaved(problem: String, journal: String)
    /// The save failed and no journal could be written: the text of the session follows.
    case notSavedAnywhere(problem: String, journalProblem: String?)
    /// Before that text.
    case copyToImport

    // MARK: Cautions

    /// A pattern with holds longer than `PatternCaution.longHoldSeconds`.
    case longHoldsCaution
    /// A pattern faster than `PatternCaution.fastBreathsPerMinute`.
    case fastBreathingCaution

    public static let area = "session"

    public var key: String {
        let name: String? = switch self {
        case .breathPhase(let kind), .plainPhase(let kind, _): Self.phaseName(kind)
        case .pauseKey(let paused): paused ? "resumeKey" : nil
        case .stoppedBeforeItBegan(earlierBlocksKept: true): "blockStoppedBeforeItBegan"
        case .moodPrompt(before: false): "moodPromptAfter"
        case .todaysLessonDone(nil): "todaysLessonDoneNoTomorrow"
        case .afterProgram(_, keys: false): "afterProgramCommands"
        case .savedShort(_, _, _, saved: false): "keptShort"
        case .savedShortDayEnded(_, _, saved: false): "keptShortDayEnded"
        case .practisedAgain(_, _, saved: false): "practisedAgainKept"
        case .practisedOutOfTurn(_, _, let current, let saved):
            "practisedOutOfTurn" + (saved ? "" : "Kept") + (current == nil ? "PlaceUnchanged" : "")
        case .notSavedButKept(_, _, temporary: true): "notSavedButKeptInTemporaryFolder"
        case .notSavedAnywhere(_, nil): "notSavedAnywhereNoFolder"
        default: nil
        }
        guard let name else { return caseKey }
        return Self.area + "." + name + (isPlainPhase ? "Line" : "")
    }

    private var isPlainPhase: Bool { if case .plainPhase = self { true } else { false } }

    /// Each phase has a message: a top-up is an inhale on the screen, and says so on a line.
    private static func phaseName(_ kind: BreathPhaseKind) -> String {
        switch kind {
        case .inhale: "breatheIn"
        case .topUp: "topUpIn"
        case .holdFull, .holdEmpty: "hold"
        case .exhale: "breatheOut"
        }
    }

    public var facts: [String: Fact] {
        switch self {
        case .phaseSecondsLeft(let seconds), .getReadyLine(let seconds): ["seconds": .number(seconds)]
        case .cycleOf(let cycle, let cycles): ["cycle": .number(cycle), "cycles": .number(cycles)]
        case .timeLeft(let seconds): ["left": .clock(seconds)]
        case .tooShortToKeep(let practised, let minimum):
            ["practised": .duration(practised), "minimum": .number(minimum)]
        case .ramp(let from, let to): ["from": .text(from), "to": .text(to)]
        case .rampNow(let lengths): ["lengths": .text(lengths)]
        // Tenths at most: a pace's phases (60 / 5.5 × 0.4 s) are no reading matter.
        case .plainPhase(_, let seconds): ["seconds": .decimal((seconds * 10).rounded() / 10)]
        case .continuePrompt(let practised, let planned, let left):
            ["practised": .duration(practised), "planned": .duration(planned), "left": .duration(left)]
        case .todaysLessonDone(let tomorrow?): ["tomorrow": .name(tomorrow)]
        case .continuingWithoutAsking(let practised, let planned), .practisedOf(let practised, let planned):
            ["practised": .duration(practised), "planned": .duration(planned)]
        case .shownAsPlainLines(let problem): ["problem": .text(problem)]
        case .practisedToday(let total, let lesson, let now):
            ["total": .duration(total), "lesson": .duration(lesson), "now": .duration(now)]
        case .fullCycles(let count): ["count": .number(count)]
        case .lessonComplete(let title): ["title": .text(title)]
        case .nextTime(let title, let pattern, let length):
            ["title": .text(title), "pattern": .text(pattern), "length": .text(length)]
        case .programComplete(let title, let lessons): ["title": .text(title), "lessons": .number(lessons)]
        case .afterProgram(let id, _): ["program": .text(id)]
        case .savedShort(let practised, let lesson, let left, _):
            ["practised": .duration(practised), "lesson": .duration(lesson), "left": .duration(left)]
        case .savedShortDayEnded(let practised, let lesson, _):
            ["practised": .duration(practised), "lesson": .duration(lesson)]
        case .practisedAgain(let title, let program, _): ["title": .text(title), "program": .text(program)]
        case .practisedOutOfTurn(let title, let program, let current, _):
            ["title": .text(title), "program": .text(program)].merging(current.map { ["current": .text($0)] } ?? [:]) {
                first, _ in first
            }
        case .notSavedButKept(let problem, let journal, _), .keptWithoutRoom(let problem, let journal),
             .perhapsSaved(let problem, let journal):
            ["problem": .text(problem), "journal": .text(journal)]
        case .notSavedAnywhere(let problem, let journalProblem):
            ["problem": .text(problem)].merging(journalProblem.map { ["journalProblem": .text($0)] } ?? [:]) {
                first, _ in first
            }
        case .breathPhase, .topUp, .paused, .pauseKey, .endKey, .getReady, .stoppedBeforeItBegan, .moodPrompt,
             .todaysLessonDone(nil), .moodCheckSkipped, .answerContinueOrStartOver, .homeKey, .quitKey,
             .copyToImport, .longHoldsCaution, .fastBreathingCaution:
            [:]
        }
    }

    public var count: Int? { if case .fullCycles(let count) = self { count } else { nil } }

    /// One of each case, for the completeness test.
    static let samples: [SessionPhrase] = BreathPhaseKind.allCases.map(SessionPhrase.breathPhase) + [
        .phaseSecondsLeft(7), .topUp, .paused, .cycleOf(cycle: 1, cycles: 4), .timeLeft(seconds: 72),
        .pauseKey(paused: false), .pauseKey(paused: true), .endKey,
        .getReady, .getReadyLine(seconds: 3), .stoppedBeforeItBegan(earlierBlocksKept: false),
        .stoppedBeforeItBegan(earlierBlocksKept: true),
        .tooShortToKeep(practised: 4.9, minimum: 5),
        .ramp(from: "4-6", to: "5-7"), .rampNow("4.3-6.3"),
        .plainPhase(.inhale, seconds: 4), .plainPhase(.topUp, seconds: 1), .plainPhase(.holdEmpty, seconds: 4),
        .plainPhase(.exhale, seconds: 4.36),
        .continuePrompt(practised: 50, planned: 100, left: 50), .moodPrompt(before: true), .moodPrompt(before: false),
        .todaysLessonDone(tomorrow: ProgramText("Lesson B")), .todaysLessonDone(tomorrow: nil),
        .continuingWithoutAsking(practised: 50, planned: 100),
        .moodCheckSkipped, .answerContinueOrStartOver, .shownAsPlainLines(problem: "cannot open the terminal"),
        .practisedOf(practised: 76, planned: 76), .practisedToday(total: 370, lesson: 480, now: 130), .fullCycles(1),
        .fullCycles(4),
        .homeKey, .quitKey, .lessonComplete(title: "Box"), .nextTime(title: "Box", pattern: "4-4-4-4", length: "5 min"),
        .programComplete(title: "Calm", lessons: 3), .afterProgram(programID: "calm", keys: true),
        .afterProgram(programID: "calm", keys: false),
        .savedShort(practised: 360, lesson: 480, left: 126),
        .savedShort(practised: 360, lesson: 480, left: 126, saved: false),
        .savedShortDayEnded(practised: 360, lesson: 480),
        .savedShortDayEnded(practised: 360, lesson: 480, saved: false),
        .practisedAgain(title: "Box", program: "Calm", saved: false),
        .practisedAgain(title: "Box", program: "Calm"),
        .practisedOutOfTurn(title: "Box", program: "Calm", current: "Sigh"),
        .practisedOutOfTurn(title: "Box", program: "Calm", current: nil),
        .notSavedButKept(problem: "disk full", journal: "/j", temporary: false),
        .notSavedButKept(problem: "disk full", journal: "/run/user/1000/breathe-1000/j", temporary: true),
        .keptWithoutRoom(problem: "too large", journal: "/j"),
        .perhapsSaved(problem: "could not sync the folder /d", journal: "/j"),
        .notSavedAnywhere(problem: "disk full", journalProblem: nil),
        .notSavedAnywhere(problem: "disk full", journalProblem: "no room"), .copyToImport,
        .practisedOutOfTurn(title: "Box", program: "Calm", current: "Sigh", saved: false),
        .practisedOutOfTurn(title: "Box", program: "Calm", current: nil, saved: false),
        .longHoldsCaution, .fastBreathingCaution,
    ]
}

extension Words {
    public func callAsFunction(_ phrase: SessionPhrase) -> String { say(phrase) }
}
