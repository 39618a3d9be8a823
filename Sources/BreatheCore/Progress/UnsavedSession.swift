/// What to tell the person when a session could not be saved, and what was done instead.
///
/// One wording for every flow (full screen, plain, free practice), and it never says a
/// session is kept unless it was written somewhere: in its journal (found again at the
/// next start), or, when not even a journal could be written, printed as a file the
/// person can keep and import.
public enum UnsavedSession {
    public static func lines(saveProblem: String, keptIn journal: String?, journalProblem: String?, records: ProgressStore) -> [String] {
        if let journal {
            return ["The session could not be saved: \(saveProblem). It is kept in \(journal) and will be saved the next time breathe starts."]
        }
        let document = String(decoding: StoreJSONWriter.encode(records), as: UTF8.self)
        return [
            "The session could not be saved: \(saveProblem). No journal could be written either (\(journalProblem ?? "no folder could be written")), so it is not on disk as it ended (at most an earlier checkpoint of it is).",
            "To keep it, copy the text below into a file and run: breathe import FILE",
        ] + document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
