/// What the end of a run of `breathe pace` keeps, and says about it.
public enum PaceKeeping {
    /// The rate to keep as the setting `pace`: only a rate found easy without discomfort.
    /// A run quit early, or with nothing easy, says nothing about a rate and must not
    /// overwrite an earlier choice with the default.
    public static func rateToKeep(_ result: PaceResult) -> Double? {
        result.suggestion.reason == .slowestEasy ? result.suggestion.rate : nil
    }

    /// The line after the run's table: kept, or why the pace stays as it was. `suggested`
    /// is `rateToKeep`; `kept` whether writing it worked (a failed write has its own
    /// message before this line, so this one only says what stays).
    public static func line(suggested: Double?, kept: Bool, currentPace: Double, words: Words = .english) -> String {
        guard let suggested else { return words(.nothingEasyPaceStays(current: currentPace)) }
        guard kept else { return words(.paceStays(current: currentPace)) }
        return words(.keptAsPace(rate: suggested))
    }
}
