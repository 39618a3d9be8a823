/// What home and the progress page show, decided in the core once per change
/// (`AppCore.update` keeps `AppModel.home` while either is on the screen): today's
/// lesson, the offer to continue it, the streak and each day's practice. The full screen
/// draws them as they are, and home's Enter starts the lesson they name, so the screen
/// and the reducer cannot disagree.
public struct HomeFacts: Sendable {
    public let program: Program
    public let report: ProgressReport
    public let today: TodaysLesson
    /// The offer to continue today's unfinished attempt at the current lesson.
    public let offer: ContinuationOffer?
    public let streak: Streak
    /// Each day with practice in the program, or a rest day, by the streak's rules.
    public let days: [CivilDate: DayPractice]
    /// Today's practice day.
    public let day: CivilDate

    /// The facts of the active program on `model`'s day; nil when there is none.
    static func of(_ model: AppModel) -> HomeFacts? {
        guard let program = model.activeProgram else { return nil }
        let settings = model.context.settings, store = model.store, now = model.now.wall
        let today = TodaysLesson(program: program, store: store, now: now, rolloverHour: settings.dayRolloverHour)
        let offer = today.state == .current ? ContinuationOffer.find(
            for: today.lesson, in: program, store: store, now: now,
            rolloverHour: settings.dayRolloverHour) : nil
        let day = now.practiceDay(rolloverHour: settings.dayRolloverHour)
        // The rest days are the streak's, which all practice earns.
        let streak = Streak(
            practiceDays: PracticeDays.days(in: store, rolloverHour: settings.dayRolloverHour), today: day,
            freezes: settings.freezes)
        let days = PracticeLog.days(
            in: store, rolloverHour: settings.dayRolloverHour, restDays: streak.restDays,
            including: { $0.programID == program.id })
        return HomeFacts(
            program: program, report: ProgressReport(program: program, store: store), today: today, offer: offer,
            streak: streak, days: days, day: day)
    }
}
