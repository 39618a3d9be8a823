/// Where an ended session's journal was kept: its file, and whether it is in the fallback
/// folder for temporary files (`$XDG_RUNTIME_DIR` or the temp folder), which a restart may
/// empty, rather than in the data folder.
public struct KeptJournal: Sendable, Equatable {
    public let path: String
    public let temporary: Bool

    public init(path: String, temporary: Bool) {
        self.path = path
        self.temporary = temporary
    }
}

/// What to tell the person when a session could not be saved, and what was done instead.
///
/// One wording for every flow (full screen, plain, free practice), and it never says a
/// session is kept unless it was written somewhere: in its journal (found again at the
/// next start), or, when not even a journal could be written, printed as a file the
/// person can keep and import. The printed store is the same in every language: it is
/// what `breathe import` reads.
public enum UnsavedSession {
    public static func lines(
        saveProblem: StoreProblem, keptIn kept: KeptJournal?, journalProblem: String?, records: ProgressStore,
        words: Words = .english) -> [String] {
        let problem = words(saveProblem)
        if let kept {
            let journal = kept.path
            // A store at the size breathe reads takes nothing more, at this start or a later one.
            if saveProblem.isStoreFull {
                return [words(.keptWithoutRoom(problem: problem, journal: journal))]
            }
            // The store was renamed into place, not synced: it may already hold it.
            if case .file(.notDurable) = saveProblem {
                return [words(.perhapsSaved(problem: problem, journal: journal))]
            }
            // A journal in the temporary folder is found by a start in the same login; a
            // restart may empty that folder, and the words say so.
            return [words(.notSavedButKept(problem: problem, journal: journal, temporary: kept.temporary))]
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
