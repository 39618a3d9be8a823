/// Free practice (`breathe practice`): a pattern for a length, outside programs. Nothing
/// is asked before or after it, and its record moves no program on.
struct FreePractice: SessionPractice {
    let plan: PracticePlan

    func plan(continuing offer: ContinuationOffer?) -> PracticePlan { plan }

    var lessonSeconds: Double { plan.totalSeconds }

    /// The command's name and the pattern's, in every language: both are what is typed.
    /// A ramp is named by both patterns ("breathe · 4-6 to 5-7").
    func header(separator: String, words: Words) -> String {
        "breathe" + separator + (plan.rampTarget.map {
            words(.ramp(from: plan.pattern.name, to: $0.name))
        } ?? plan.pattern.name)
    }

    var recordPattern: String { plan.pattern.name }

    var recordPatternTo: String? { plan.rampTarget?.name }

    func journalEntry(
        sessionID: String, plan: PracticePlan, continuing offer: ContinuationOffer?,
        startedAt: LocalTimestamp) -> JournalEntry {
        var entry = JournalEntry(
            sessionID: sessionID, programID: nil, lessonID: nil, pattern: self.plan.pattern.name, startedAt: startedAt,
            plannedSeconds: plan.totalSeconds)
        entry.patternTo = recordPatternTo
        return entry
    }
}
