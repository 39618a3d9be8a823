/// Free practice (`breathe practice`): a pattern for a length, outside programs. Nothing
/// is asked before or after it, and its record moves no program on.
struct FreePractice: SessionPractice {
    let plan: PracticePlan

    func plan(continuing offer: ContinuationOffer?) -> PracticePlan { plan }

    var lessonSeconds: Double { plan.totalSeconds }

    /// The command's name and the pattern's, in every language: both are what is typed.
    func header(separator: String, words: Words) -> String { "breathe" + separator + plan.pattern.name }

    var recordPattern: String { plan.pattern.name }

    func journalEntry(sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?, startedAt: LocalTimestamp) -> JournalEntry {
        JournalEntry(sessionID: sessionID, programID: nil, lessonID: nil, pattern: self.plan.pattern.name, startedAt: startedAt, plannedSeconds: plan.totalSeconds)
    }
}
