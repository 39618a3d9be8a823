import BreatheCore
import BreatheSystem
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A store as a person who practises many times a day leaves it (issue 33), for
/// `GrowthBench`. Unlike `StoreBench.store(sessions:)`, whose records are short on
/// purpose (ids such as `bench-12`), its records are as large as breathe's own: ids are
/// UUIDs as breathe makes them, from a counter so every run writes the same store.
///
/// Sessions are spread over the waking day (06:30 to 22:30, UTC+01:00), every day up
/// to yesterday. A third are lessons of the built-in programs, taken in order at first
/// (one new lesson a day, the first finished lesson of the day counted, with its
/// completion), then repeated, a program made active in turn every 30 days; half the
/// lessons have a mood before and after. The rest is free practice of every built-in
/// pattern, some of it hold rounds with their holds; one session in eleven is cut
/// short. A BOLT result every seventh day. Every record meets `RecordRules`.
enum GrowthStore {
    /// The earliest day a record may have (`FieldLimits.years`).
    static let firstAllowedDay = CivilDate(year: FieldLimits.years.lowerBound, month: 1, day: 1)
    static let utcOffset = 3600
    /// The waking day the sessions are spread over: 06:30, for 16 hours.
    static let dayStart: Int64 = 6 * 3600 + 1800, daySpan: Int64 = 16 * 3600

    /// Sessions a day: 2 for 7,300 or fewer (ten years of daily practice, as in
    /// `StartupBench`), else 13 (the person), or more when 13 a day would start
    /// before 2000, the earliest year a record may have.
    static func sessionsPerDay(_ count: Int, lastDay: CivilDate) -> Int {
        if count <= 7300 { return 2 }
        let days = Int(lastDay.daysSince1970 - firstAllowedDay.daysSince1970) + 1
        return max(13, (count + days - 1) / days)
    }

    /// Yesterday, in the records' zone: the last day of practice.
    static func yesterday() -> CivilDate {
        let now = WallClock.now()
        let local = LocalTimestamp(secondsSince1970: now.secondsSince1970, utcOffsetSeconds: utcOffset)
        return local.local.date.adding(days: -1)
    }

    struct Made {
        let store: ProgressStore
        let perDay: Int
        let firstDay: CivilDate
        let lastDay: CivilDate
    }

    static func store(sessions count: Int, lastDay: CivilDate = yesterday()) -> Made {
        let perDay = sessionsPerDay(count, lastDay: lastDay)
        let days = (count + perDay - 1) / perDay
        let firstDay = lastDay.adding(days: 1 - days)
        var maker = Maker(programs: Catalogue.builtInWhenAsked().programs, firstDay: firstDay)
        // The first day is the one left short, so that every day up to yesterday is full.
        let skipped = days * perDay - count
        let gap = daySpan / Int64(perDay)
        for slot in skipped..<(days * perDay) {
            let dayNumber = slot / perDay
            let day = firstDay.adding(days: dayNumber)
            let morning = day.daysSince1970 * 86_400 + dayStart - Int64(utcOffset)
            if slot % perDay == 0 || slot == skipped, dayNumber % 7 == 0 {
                maker.bolt(at: morning - 1800, index: dayNumber)
            }
            // A few minutes late or early within its turn, never into the next one.
            let jitter = Int64((slot &* 7919) % 300)
            let startedAt = morning + Int64(slot % perDay) * gap + jitter
            maker.session(index: slot - skipped, dayNumber: dayNumber, startedAt: startedAt)
        }
        let store = ProgressStore(
            sessions: maker.sessions, completions: maker.completions, activations: maker.activations,
            boltResults: maker.boltResults)
        return Made(store: store, perDay: perDay, firstDay: firstDay, lastDay: lastDay)
    }

    /// Writes the store of `count` sessions to `folder`/progress.json through `StoreFile`
    /// (`--growth-prepare`, to profile a command at that size).
    static func prepare(sessions count: Int, folder: String) {
        shell("rm -rf '\(folder)'; mkdir -p '\(folder)'")
        let made = store(sessions: count)
        if let problem = firstProblem(made.store) {
            print("breathe-bench: the store breaks a rule: \(problem)")
            exit(1)
        }
        do {
            try StoreFile(path: folder + "/progress.json").save(made.store)
        } catch {
            print("breathe-bench: \(Words.english.say(error))")
            exit(1)
        }
        print("\(count) sessions, \(made.perDay) a day from \(made.firstDay) to \(made.lastDay):",
              format3(Double(fileSize(folder + "/progress.json")) / 1_048_576), "MB")
    }

    /// The first record that breaks a rule, named; nil when every one is valid.
    static func firstProblem(_ store: ProgressStore) -> String? {
        let now = WallClock.now().secondsSince1970
        for session in store.sessions {
            if let problem = RecordRules.problem(session) { return "session \(session.id): \(problem)" }
            if session.endedAt.secondsSince1970 > now { return "session \(session.id) ends in the future" }
        }
        for completion in store.completions {
            if let problem = RecordRules.problem(completion) {
                return "completion \(completion.id): \(problem)"
            }
        }
        for activation in store.activations {
            if let problem = RecordRules.problem(activation) { return "activation \(activation.id): \(problem)" }
        }
        for result in store.boltResults {
            if let problem = RecordRules.problem(result) { return "BOLT result \(result.id): \(problem)" }
        }
        return nil
    }

    /// The records, made in time order.
    struct Maker {
        let programs: [Program]
        let firstDay: CivilDate
        let patterns = BuiltInPattern.all.map(\.name)
        var ids = IDMaker()
        var sessions: [SessionRecord] = []
        var completions: [CompletionRecord] = []
        var activations: [ActivationRecord] = []
        var boltResults: [BoltResult] = []
        /// The first pass through the programs: which program, which lesson is next.
        var passProgram = 0, passLesson = 0
        /// The day a lesson last counted, and the lesson it was (repeated later that day).
        var countedDay = -1, countedLesson: (program: Program, lesson: Lesson)?
        var activeMonth = -1, lessonTurn = 0

        init(programs: [Program], firstDay: CivilDate) {
            self.programs = programs
            self.firstDay = firstDay
        }

        mutating func bolt(at instant: Int64, index: Int) {
            let seconds = Double(18 + index % 23) + 0.1 * Double(index % 10)
            boltResults.append(BoltResult(id: ids.uuid(), at: time(instant), seconds: seconds))
        }

        func time(_ instant: Int64) -> LocalTimestamp {
            LocalTimestamp(secondsSince1970: instant, utcOffsetSeconds: GrowthStore.utcOffset)
        }

        mutating func session(index: Int, dayNumber: Int, startedAt instant: Int64) {
            let cutShort = index % 11 == 5
            let id = ids.uuid()
            var programID: String?, lessonID: String?, pattern: String, patternTo: String?
            var planned: Double, holds: [Double]?, counted = false
            var moodBefore: Int?, moodAfter: Int?
            if index % 3 == 0 {
                let (program, lesson, counts) = nextLesson(dayNumber: dayNumber, at: instant, cutShort: cutShort)
                programID = program.id
                lessonID = lesson.id
                pattern = lesson.patternText
                patternTo = lesson.patternToText
                planned = lesson.plannedSeconds
                counted = counts
                if (index / 3) % 2 == 0 {
                    moodBefore = 2 + index % 3
                    moodAfter = min(5, 3 + index % 3)
                }
            } else if index % 25 == 1 {
                pattern = HoldRounds.keyword
                planned = 420
                holds = [52.3, 64.8, 71.1].map { $0 + Double(index % 7) }
            } else {
                pattern = patterns[index % patterns.count]
                planned = [120, 180, 240, 300, 480, 600][index % 6]
            }
            let practised = cutShort ? (planned * 450).rounded() / 1000 : planned
            let record = SessionRecord(
                id: id, programID: programID, lessonID: lessonID, pattern: pattern, startedAt: time(instant),
                endedAt: time(instant + Int64(practised.rounded(.up))), plannedSeconds: planned,
                practicedSeconds: practised, counted: counted, endReason: cutShort ? .quit : .finished,
                moodBefore: moodBefore, moodAfter: moodAfter, patternTo: patternTo, holds: holds)
            sessions.append(record)
            if counted, let programID, let lessonID {
                completions.append(CompletionRecord(
                    id: ids.uuid(), programID: programID, lessonID: lessonID, completedAt: record.endedAt,
                    sessionIDs: [id]))
            }
        }

        /// The lesson practised, and whether it counts: at first each program's lessons
        /// in order, one new one a day; then the lessons of a program made active in turn.
        mutating func nextLesson(dayNumber: Int, at instant: Int64, cutShort: Bool)
            -> (Program, Lesson, Bool) {
            if passProgram < programs.count {
                if countedDay == dayNumber, let countedLesson {
                    return (countedLesson.program, countedLesson.lesson, false)
                }
                let program = programs[passProgram]
                if passLesson == 0, activations.last?.programID != program.id {
                    activations.append(ActivationRecord(id: ids.uuid(), programID: program.id, at: time(instant - 60)))
                }
                let lesson = program.lessons[passLesson]
                guard !cutShort else { return (program, lesson, false) }
                countedDay = dayNumber
                countedLesson = (program, lesson)
                passLesson += 1
                if passLesson == program.lessons.count {
                    passProgram += 1
                    passLesson = 0
                }
                return (program, lesson, true)
            }
            let month = dayNumber / 30
            let program = programs[month % programs.count]
            if month != activeMonth {
                activeMonth = month
                activations.append(ActivationRecord(id: ids.uuid(), programID: program.id, at: time(instant - 60)))
            }
            lessonTurn += 1
            return (program, program.lessons[lessonTurn % program.lessons.count], false)
        }
    }

    /// Lowercase version-4 UUIDs, as `newRecordID` makes them, from splitmix64.
    struct IDMaker {
        var state: UInt64 = 33

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }

        mutating func uuid() -> String {
            var digits = Array(hex(next()) + hex(next()))
            digits[12] = "4"
            digits[16] = Array("89ab")[Int(next() % 4)]
            let text = String(digits)
            var parts: [Substring] = []
            var start = text.startIndex
            for length in [8, 4, 4, 4, 12] {
                let end = text.index(start, offsetBy: length)
                parts.append(text[start..<end])
                start = end
            }
            return parts.joined(separator: "-")
        }

        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}
