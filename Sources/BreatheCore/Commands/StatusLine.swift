/// `breathe status`: the one line for a shell prompt, as facts, worded by `text`.
///
/// It is decided here, from the store, the catalogue and the settings as of one day, so
/// the prompt, its JSON and the tests read the same figures.
public struct StatusLine: Sendable, Equatable, Encodable {
    public let programID: String?
    /// 1-based: the lesson home offers (the one done today while the next waits for
    /// tomorrow); the last lesson once the program is complete.
    public let lesson: Int?
    public let lessons: Int?
    public let complete: Bool?
    /// Whether `lesson` is done today, as home says it ("Lesson 3 of 10 done today").
    public let doneToday: Bool?
    /// nil when the setting showStreak is off.
    public let streak: Int?
    public let practiceDays: Int

    public init(store: ProgressStore, catalogue: Catalogue, settings: Settings, today: CivilDate) {
        let streak = Streak(store: store, settings: settings, today: today)
        let program = ActiveChoice(store: store, catalogue: catalogue).programID.flatMap { catalogue.program(id: $0) }
        let progress = program.map { ProgramProgress(program: $0, store: store) }
        let offered = program.map {
            TodaysLesson(program: $0, store: store, today: today, rolloverHour: settings.dayRolloverHour)
        }
        programID = program?.id
        lessons = progress?.lessonCount
        complete = progress?.isComplete
        if let program, let offered, case .doneToday = offered.state {
            lesson = (program.lessons.firstIndex { $0.id == offered.lesson.id } ?? 0) + 1
            doneToday = true
        } else {
            lesson = progress.map { min($0.currentNodeIndex + 1, $0.lessonCount) }
            doneToday = program == nil ? nil : false
        }
        self.streak = settings.showStreak ? streak.current : nil
        practiceDays = streak.totalPracticeDays
    }

    /// "lesson 3/10 · 12-day streak", "lesson 3/10 done today", "program complete · 4
    /// practice days"; nil when there is nothing to say yet, so a prompt shows nothing.
    /// One line, never wrapped: a prompt holds it.
    public func text(separator: String, words: Words = .english) -> String? {
        var parts: [String] = []
        if let lesson, let lessons, let complete {
            let place: ReportPhrase = complete ? .statusProgramComplete
                : doneToday == true ? .statusLessonDoneToday(lesson, of: lessons) : .statusLesson(lesson, of: lessons)
            parts.append(words(place))
        }
        if let streak, streak > 0 {
            parts.append(words(.statusDay(streak)))
        } else if practiceDays > 0 {
            parts.append(words(.statusPracticeDays(practiceDays)))
        }
        return parts.isEmpty ? nil : parts.joined(separator: separator)
    }

    /// The version of `status --json`'s own format: it changes when a field is removed,
    /// renamed or given another type, never when one is added.
    public static let jsonFormat = 1

    enum CodingKeys: String, CodingKey {
        case format, breathe, programID, lesson, lessons, complete, doneToday, streak, practiceDays
    }

    /// Every key is always there, null when it does not apply; with them the format's
    /// version and the version of breathe that wrote it.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.jsonFormat, forKey: .format)
        try container.encode(BuildInfo.version, forKey: .breathe)
        try container.encode(programID, forKey: .programID)
        try container.encode(lesson, forKey: .lesson)
        try container.encode(lessons, forKey: .lessons)
        try container.encode(complete, forKey: .complete)
        try container.encode(doneToday, forKey: .doneToday)
        try container.encode(streak, forKey: .streak)
        try container.encode(practiceDays, forKey: .practiceDays)
    }
}

extension Streak {
    /// The streak of `store` as of `today`, by the person's rollover hour and freezes.
    public init(store: ProgressStore, settings: Settings, today: CivilDate) {
        self.init(
            practiceDays: PracticeDays.days(in: store, rolloverHour: settings.dayRolloverHour), today: today,
            freezes: settings.freezes)
    }
}
