/// How fast a program may go: a new lesson once per practice day, or as fast as the
/// person likes.
///
/// Programs build up on purpose (sleep-478 keeps to four cycles of 4-7-8 for a month, as
/// Weil advises, before it grows), and a build-up is only safe if one lesson is one day.
/// With the daily pace, once today's lesson is complete, the next one waits for tomorrow:
/// today the person may practise today's lesson again, saved as a repeat, never advancing.
public enum Pace: String, Sendable, Equatable, CaseIterable {
    case daily
    case free
}

/// The lesson a program offers now, and why.
public struct TodaysLesson: Sendable, Equatable {
    public enum State: Sendable, Equatable {
        /// The program's current lesson, the one that moves it on.
        case current
        /// Today's lesson is complete and the pace is daily: this is it again, and
        /// `tomorrow` is the next one (nil when it was the last).
        case doneToday(tomorrow: Lesson?)
        /// Every lesson is complete: the last one, to practise again.
        case programComplete
    }

    public let lesson: Lesson
    public let state: State

    /// The lesson of `program` to practise at `now`, the day starting at `rolloverHour`.
    public init(program: Program, store: ProgressStore, now: LocalTimestamp, rolloverHour: Int) {
        self.init(program: program, store: store, today: now.practiceDay(rolloverHour: rolloverHour),
                  rolloverHour: rolloverHour)
    }

    /// The lesson of `program` to practise on the practice day `today`. The lesson done
    /// today is the last one done, and only when it was done today: an earlier lesson
    /// dated today by a clock that ran ahead once said "Lesson 1 of 4 done today" after
    /// lesson 2 was done, and held the program back a day (attack run 12).
    public init(program: Program, store: ProgressStore, today: CivilDate, rolloverHour: Int) {
        let progress = ProgramProgress(program: program, store: store)
        if program.pace == .daily,
           let done = program.lessons.last(where: { progress.completedDuring[$0.id] != nil }),
           progress.completedDuring[done.id]?.practiceDay(rolloverHour: rolloverHour) == today {
            lesson = done
            state = .doneToday(tomorrow: progress.currentLesson(in: program))
        } else if let current = progress.currentLesson(in: program) {
            lesson = current
            state = .current
        } else {
            lesson = program.lessons[program.lessons.count - 1]
            state = .programComplete
        }
    }
}
