/// One program as the chooser shows it, decided in the core once per change
/// (`AppModel.chooserEntries` while the chooser is on the screen): where the program
/// stands and today's lesson in it, so the chooser says a program's place as home does
/// and only draws it.
public struct ChooserEntry: Sendable {
    public let program: Program
    public let report: ProgressReport
    public let today: TodaysLesson
    /// The program being followed now.
    public let isActive: Bool

    /// Each of `programs` on the practice day `today`, which begins at `rolloverHour`;
    /// `active` is the program active here (`ActiveChoice`).
    public static func entries(
        programs: [Program], store: ProgressStore, active: String?, today: CivilDate,
        rolloverHour: Int) -> [ChooserEntry] {
        programs.map { program in
            ChooserEntry(
                program: program, report: ProgressReport(program: program, store: store),
                today: TodaysLesson(program: program, store: store, today: today, rolloverHour: rolloverHour),
                isActive: program.id == active)
        }
    }
}
