/// What to tell the person when a session could not be saved, and what was done instead.
///
/// One wording for every flow (full screen, plain, free practice), and it never says a
/// session is kept unless it was written somewhere: in its journal (found again at the
/// next start), or, when not even a journal could be written, printed as a file the
/// person can keep and import. The printed store is the same in every language: it is
/// what `breathe import` reads.
public enum UnsavedSession {
    public static func lines(
        saveProblem: StoreProblem, keptIn journal: String?, journalProblem: String?, records: ProgressStore,
        words: Words = .english) -> [String] {
        let problem = words(saveProblem)
        if let journal {
            // A store at the size breathe reads takes nothing more, at this start or a later one.
            if saveProblem.isStoreFull {
                return [words(.keptWithoutRoom(problem: problem, journal: journal))]
            }
            // The store was renamed into place, not synced: it may already hold it.
            if case .file(.notDurable) = saveProblem {
                return [words(.perhapsSaved(problem: problem, journal: journal))]
            }
            return [words(.notSavedButKept(problem: problem, journal: journal))]
        }
        return [words(.notSavedAnywhere(problem: problem, journalProblem: journalProblem)), words(.copyToImport)]
            + documentLines(records)
    }

    /// `records` as a store document that `breathe import` takes, line by line.
    public static func documentLines(_ records: ProgressStore) -> [String] {
        String(decoding: StoreJSONWriter.encode(records), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
